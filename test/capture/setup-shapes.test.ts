// How a project is set up, and how the user wants answers, in the short forms people type.
// Every sentence here is written for the test.
import test from 'node:test';
import assert from 'node:assert/strict';
import { detectCandidates } from '../../lib/capture/candidates.ts';
import { setupShape } from '../../lib/capture/setup-shapes.ts';
import type { CandidateContext } from '../../lib/capture/types.ts';

const ctx: CandidateContext = { projectScope: 'project:abcdef0123456789', agentName: 'claude-code' };
const drafts = (text: string) => detectCandidates(text, ctx).candidates;

test('a part handled by a tool, a convention named by its subject, a choice without its subject, the answers\' language', () => {
  assert.equal(setupShape('payments are handled by stripe'), 'fact');
  assert.equal(setupShape('analytics events are sent to posthog'), 'fact');
  assert.equal(setupShape('branch names use kebab-case'), 'project_decision');
  assert.equal(setupShape('pr titles follow the ticket id'), 'project_decision');
  assert.equal(setupShape('going with remix, not next'), 'project_decision');
  assert.equal(setupShape('decided to drop safari 14 support'), 'project_decision');
  assert.equal(setupShape('reply in german'), 'preference');
  assert.equal(setupShape('I work in the CET timezone'), 'user_fact');
  assert.deepEqual(drafts('reply in german').map((d) => d.scope), ['user:default']);
  assert.deepEqual(drafts('I work in the CET timezone').map((d) => d.scope), ['user:default']);
  assert.deepEqual(drafts('payments are handled by stripe').map((d) => d.content), ['Payments are handled by stripe.']);
});

test('a pointer, a bug, a question, a pick by position or a bound to this turn is none of them', () => {
  for (const s of ['the bug is handled by the retry', 'this error is sent to the console', 'is auth handled by clerk?', 'going with the first one', 'reply in german for now', 'going with it']) {
    assert.equal(setupShape(s), null, s);
  }
});
