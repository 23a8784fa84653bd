import test from 'node:test';
import assert from 'node:assert/strict';
import { askedAnswerTypes, holdsAnswerType } from '../../lib/recall/answer-type.ts';
import { remember } from '../../lib/memory/remember.ts';
import { recall } from '../../lib/recall/index.ts';
import { sandbox, scanning } from '../support/sandbox.ts';

test('a question says what kind of answer it wants', () => {
  assert.deepEqual([...askedAnswerTypes('When did we switch to pnpm?')], ['time']);
  assert.deepEqual([...askedAnswerTypes('Where are the build logs kept?')], ['place']);
  assert.deepEqual([...askedAnswerTypes('How many retries does the client make?')], ['number']);
  assert.deepEqual([...askedAnswerTypes('Who reviews database migrations?')], ['name']);
  assert.deepEqual([...askedAnswerTypes('Which package manager does this repo use?')], []);
});

test('a memory holds an answer of that kind or does not', () => {
  const time = new Set(['time'] as const);
  assert.ok(holdsAnswerType('We moved to pnpm in March 2024.', time));
  assert.ok(holdsAnswerType('Switched the runner yesterday.', time));
  assert.ok(!holdsAnswerType('We use pnpm workspaces.', time));
  const place = new Set(['place'] as const);
  assert.ok(holdsAnswerType('Build logs go to build/logs/ci.txt.', place));
  assert.ok(holdsAnswerType('The offsite is in Lisbon this year.', place));
  assert.ok(!holdsAnswerType('Build logs are kept for a week.', place));
  assert.ok(holdsAnswerType('The client retries 3 times.', new Set(['number'] as const)));
  assert.ok(holdsAnswerType('Migrations are reviewed by Dana before merge.', new Set(['name'] as const)));
  assert.ok(!holdsAnswerType('Migrations are reviewed before merge.', new Set(['name'] as const)), 'the first word of a sentence is no name');
});

test('among memories matching alike, the one holding the kind of answer asked for leads', (t) => {
  const box = sandbox();
  t.after(() => box.cleanup());
  const ctx = box.open();
  const scope = box.projectScope;
  const dated = remember(ctx, { content: 'The team switched from yarn to pnpm in March 2024.', kind: 'project_decision', scope });
  remember(ctx, { content: 'The team switched from yarn to pnpm for faster installs.', kind: 'project_decision', scope });
  for (const view of [ctx, scanning(ctx)]) {
    const got = recall(view, { query: 'When did the team switch to pnpm?', scopes: [scope], limit: 5, recordUse: false }).results;
    assert.equal(got[0].id, dated.id, view.store.fts ? 'index' : 'scan');
    assert.match(got[0].reason, /holds a time/);
  }
});
