// "remember: …", "add to your memory that …", "# …" (Claude Code's old quick-memory prefix): the
// user asks in so many words for something to be kept. The ask leaves the draft; what follows
// is kept whatever its shape, unless it is this session's news, a question or a secret. Every
// sentence here is written for the test.
import test from 'node:test';
import assert from 'node:assert/strict';
import { detectCandidates } from '../../lib/capture/candidates.ts';
import { explicitMemory } from '../../lib/capture/memory-request.ts';
import type { CandidateContext } from '../../lib/capture/types.ts';

const ctx: CandidateContext = { projectScope: 'project:abcdef0123456789', agentName: 'claude-code' };
const drafts = (text: string) => detectCandidates(text, ctx).candidates;

test('an ask to remember drafts what follows it, without the ask, at a confidence the rules alone would not give', () => {
  const cases: [string, string][] = [
    ['remember: we release on thursdays', 'The team releases on thursdays.'],
    ['please remember the seed data lives in fixtures/seed.sql', 'The seed data lives in fixtures/seed.sql.'],
    ['for future reference, the e2e suite needs a running redis', 'The e2e suite needs a running redis.'],
    ['save this to memory: invoices are numbered per year', 'Invoices are numbered per year.'],
    ['add to your memory that we never rebase shared branches', 'The team never rebases shared branches.'],
    ["don't forget that the admin panel is behind a VPN", 'The admin panel is behind a VPN.'],
    ['# always run the formatter before committing', 'Always run the formatter before committing.'],
  ];
  for (const [said, kept] of cases) {
    const [draft] = drafts(said);
    assert.equal(draft?.content, kept, said);
    assert.ok(draft!.confidence >= 0.7, `${said}: ${draft!.confidence}`);
  }
  // In the middle of a request too.
  assert.deepEqual(drafts('fix the header. also remember that the footer links come from nav.json').map((d) => d.content), ['The footer links come from nav.json.']);
  // "I'm on windows" is about the user, wherever they work.
  assert.equal(drafts('Remember, I am on windows')[0]?.scope, 'user:default');
});

test('what is not an ask to remember, or asks to remember news, a question or a secret, is not drafted as one', () => {
  assert.equal(explicitMemory('remember to run lint before you commit'), null, 'an instruction as written');
  assert.equal(explicitMemory('do you remember what we decided?'), null);
  assert.equal(explicitMemory('remember when we broke prod'), null);
  assert.equal(explicitMemory('I remember this worked'), null);
  assert.equal(explicitMemory('# Extended Type Support'), null, 'a heading, unless it is the whole message');
  assert.deepEqual(drafts('remember the build is broken right now'), []);
  assert.deepEqual(drafts('fyi I pushed the fix'), []);
  assert.deepEqual(drafts('remember: is the cache per user?'), []);
  const secret = detectCandidates('remember: my deploy token is ghp_' + 'Q1w2E3r4T5y6U7i8O9p0A1s2D3f4G5h6J7k8', ctx);
  assert.deepEqual(secret.candidates, []);
  assert.ok(!JSON.stringify(secret).includes('ghp_'));
  // A "#" line inside a longer message is a heading or a code comment.
  assert.deepEqual(drafts('here is the module\n\n# Define a constrained integer type.\nclass Small: pass'), []);
});

test("the user's shell, editor and machine are theirs in every project; a tool used for this task is not", () => {
  for (const said of ['please remember i use fish shell', 'I use zsh with oh-my-zsh', 'my editor is emacs', 'I am on a Mac']) assert.equal(drafts(said)[0]?.scope, 'user:default', said);
  for (const said of ['I use bash to run the script', 'I use cursor for this', 'I am on windows right now']) assert.deepEqual(drafts(said), [], said);
});

test('a rule the user asks to have written into an instruction file is kept as the rule, without the ask', () => {
  const cases: [string, string][] = [
    ['add to CLAUDE.md that we always squash feature branches', 'The team always squashes feature branches.'],
    ['update the agents.md to say that fixtures are generated, never edited by hand', 'Fixtures are generated, never edited by hand.'],
    ['add a rule to .cursorrules: no barrel files', 'No barrel files.'],
  ];
  for (const [said, kept] of cases) assert.equal(drafts(said)[0]?.content, kept, said);
  assert.deepEqual(drafts('add the new route to the router file'), []);
});
