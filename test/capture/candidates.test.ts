import test from 'node:test';
import assert from 'node:assert/strict';
import { detectCandidates } from '../../lib/capture/candidates.ts';
import { splitStatements } from '../../lib/capture/sentences.ts';
import type { ActiveMemory } from '../../lib/capture/types.ts';

const PROJECT = 'project:abcdef0123456789';
const ctx = { projectScope: PROJECT, agentName: 'claude-code' };
const one = (text: string, extra: { activeMemories?: ActiveMemory[] } = {}) => {
  const out = detectCandidates(text, { ...ctx, ...extra });
  assert.equal(out.candidates.length, 1, `expected one candidate for: ${text}\n${JSON.stringify(out)}`);
  return out.candidates[0]!;
};
const none = (text: string) => {
  const out = detectCandidates(text, ctx);
  assert.equal(out.candidates.length, 0, `expected no candidate for: ${text}\n${JSON.stringify(out.candidates)}`);
  return out.rejected;
};

test('a stated preference becomes a third-person user-scoped memory', () => {
  const c = one('I prefer concise final answers.');
  assert.equal(c.content, 'The user prefers concise final answers.');
  assert.equal(c.kind, 'preference');
  assert.equal(c.scope, 'user:default');
  assert.equal(c.scope_unclear, false);
  assert.deepEqual(c.tags, ['workflow']);
  assert.ok(c.confidence > 0.5 && c.confidence < 1);
  assert.match(c.reason, /preference/);
  assert.equal(one('I like concise status updates while work is running.').content, 'The user likes concise status updates while work is running.');
  assert.equal(one('Please always show me the diff before committing.').content, 'Always show the user the diff before committing.');
});

test('a preference tied to this project is a project decision, never promoted to user:default', () => {
  const c = one('I prefer Apache-2.0 for this project.');
  assert.equal(c.kind, 'project_decision');
  assert.equal(c.scope, PROJECT);
});

test('project decisions are recognised and scoped to the project', () => {
  for (const text of ['We decided to use Vitest instead of Jest for new tests.', 'We use squash merges only.', 'Nuzo should keep memory business logic in packages/core.']) {
    const c = one(text);
    assert.equal(c.kind, 'project_decision', text);
    assert.equal(c.scope, PROJECT, text);
  }
  assert.equal(one('We use pnpm for everything.').content, 'The project uses pnpm for everything.');
});

test('recurring instructions keep their imperative form and project scope', () => {
  const c = one('Always run the linter before committing in this repo.');
  assert.equal(c.kind, 'instruction');
  assert.equal(c.content, 'Always run the linter before committing in this repo.');
  assert.equal(c.scope, PROJECT);
  assert.ok(c.tags.includes('lint') && c.tags.includes('git'));
  assert.equal(one('For this repo, run mkdocs build --strict before pushing docs changes.').kind, 'instruction');
  assert.equal(one('When changing MCP tools, update docs/spec/tools.md first.').kind, 'instruction');
});

test('an instruction with no scope anchor is drafted with scope_unclear and the project default', () => {
  const c = one('Avoid default exports in new files.');
  assert.equal(c.scope, PROJECT);
  assert.equal(c.scope_unclear, true);
  assert.match(c.reason, /Scope is unclear/);
  const mixed = one('In all my projects and in this repo too, always sign commits.');
  assert.equal(mixed.scope, PROJECT);
  assert.equal(mixed.scope_unclear, true);
});

test('cross-project instructions go to user:default', () => {
  const c = one('In all my projects, never force-push to a shared branch.');
  assert.equal(c.scope, 'user:default');
  assert.equal(c.scope_unclear, false);
});

test('host-specific statements are scoped to the named agent', () => {
  assert.equal(one('In Claude Code, always use plan mode before large refactors.').scope, 'agent:claude-code');
  assert.equal(one('In Codex, run the tests with --reporter=dot.').scope, 'agent:codex');
});

test('durable facts and workflow notes are recognised', () => {
  const fact = one('This repo uses /tmp/nuzo-git as the git dir workaround.');
  assert.equal(fact.kind, 'fact');
  assert.equal(fact.scope, PROJECT);
  assert.equal(one('The docs site for this project is built with MkDocs.').kind, 'fact');
  const note = one('Use GitHub Issues as the execution tracker for Nuzo.');
  assert.equal(note.kind, 'note');
  assert.equal(one('FYI, we release every other Tuesday.').content, 'The team releases every other Tuesday.');
});

test('one-off requests, questions, chatter, temporary errors and command output are excluded with a reason', () => {
  assert.deepEqual(none('Fix the bug in auth.ts where the refresh runs twice.'), [{ reason: 'one_off' }]);
  assert.deepEqual(none('can you run the tests?'), [{ reason: 'question' }]);
  assert.deepEqual(none('thanks!'), [{ reason: 'chatter' }]);
  assert.deepEqual(none('The build is failing right now because of a flaky network call.'), [{ reason: 'temporary_error' }]);
  assert.deepEqual(none('error TS2339: Property userId does not exist on type Session.'), [{ reason: 'command_output' }]);
  assert.deepEqual(none('```\n$ git status\nOn branch main\n```'), [{ reason: 'command_output' }]);
});

test('speculation is rejected with the speculative-content code', () => {
  // Policy refuses speculation before detection would; either way only the code is kept.
  const rejected = none('I might maybe switch to Postgres later.');
  assert.equal(rejected.length, 1);
  assert.equal(rejected[0].code, 'SPECULATIVE_CONTENT');
});

test('a blocked statement leaves only a reason code, never its text', () => {
  const token = `ghp_${'Zx9Qw8Er7Ty6'.repeat(3)}`;
  const out = detectCandidates(`My token is ${token}. Always use it in CI.`, ctx);
  assert.equal(out.candidates.length, 0);
  assert.equal(out.rejected[0]?.code, 'SECRET_DETECTED');
  assert.equal(JSON.stringify(out).includes(token), false);
  assert.equal(JSON.stringify(out).includes('ghp_'), false);
  assert.equal(out.rejected[1]?.reason, 'refers to blocked content');
});

test('a blocked sentence that hides a durable statement is marked as sanitizable', () => {
  const out = detectCandidates('Always use password hunter2hunter2 for the local database.', ctx);
  assert.equal(out.candidates.length, 0);
  assert.equal(out.rejected[0]?.sanitized_rewrite_possible, true);
});

test('safe statements in the same message survive a blocked one', () => {
  const out = detectCandidates(`We use pnpm in this repo. Also my key is sk-proj-${'A1b2C3d4E5'.repeat(4)}.`, ctx);
  assert.equal(out.candidates.length, 1);
  assert.equal(out.candidates[0]!.kind, 'project_decision');
  assert.equal(out.rejected[0]?.code, 'SECRET_DETECTED');
});

test('a policy finding spanning several lines blocks the whole message', () => {
  const out = detectCandidates('We use Postgres here.\nDATABASE_HOST=db\nDATABASE_USER=app\nDATABASE_NAME=core\nDATABASE_PORT=5432', ctx);
  assert.equal(out.candidates.length, 0);
  assert.equal(out.rejected.length, 1);
  assert.ok(out.rejected[0]?.code);
});

test('a statement contradicting an active memory proposes supersedes with the expected revision', () => {
  const active: ActiveMemory[] = [{ id: 'mem_npm', content: 'The project uses npm.', kind: 'project_decision', scope: PROJECT, revision: 4 }];
  const c = one('We moved from npm to pnpm last month.', { activeMemories: active });
  assert.deepEqual(c.supersedes, { id: 'mem_npm', expected_revision: 4 });
  assert.match(c.reason, /replaces an active memory/);
  const other = one('We use Vitest for tests.', { activeMemories: active });
  assert.equal(other.supersedes, undefined);
  const elsewhere = one('We moved from npm to pnpm.', { activeMemories: [{ ...active[0]!, scope: 'project:ffffffffffffffff' }] });
  assert.equal(elsewhere.supersedes, undefined);
});

test('a negated instruction supersedes its positive twin', () => {
  const active: ActiveMemory[] = [{ id: 'mem_1', content: 'Always squash commits before merging in this repo.', kind: 'instruction', scope: PROJECT, revision: 1 }];
  const c = one('Never squash commits before merging in this repo.', { activeMemories: active });
  assert.deepEqual(c.supersedes, { id: 'mem_1', expected_revision: 1 });
});

test('a statement already represented by an active memory is not drafted again', () => {
  const active: ActiveMemory[] = [{ id: 'mem_2', content: 'The user prefers concise final answers.', kind: 'preference', scope: 'user:default', revision: 1 }];
  const out = detectCandidates('I prefer concise final answers.', { ...ctx, activeMemories: active });
  assert.equal(out.candidates.length, 0);
  assert.deepEqual(out.rejected, [{ reason: 'already represented by an active memory', code: 'DUPLICATE_MEMORY' }]);
});

test('a message with several durable statements yields one candidate each, without repeats', () => {
  const out = detectCandidates('Thanks! We use pnpm here. Never commit directly to main. We use pnpm here.', ctx);
  assert.deepEqual(out.candidates.map((c) => c.kind), ['project_decision', 'instruction']);
  assert.equal(out.rejected[0]?.reason, 'chatter');
});

test('sentences split on terminal punctuation but keep versions, file names and abbreviations together', () => {
  const parts = splitStatements('We target Node 22.13 and up. Edit auth.ts, e.g. Login. Done!\n- bullet two').map((s) => s.text);
  assert.deepEqual(parts, ['We target Node 22.13 and up.', 'Edit auth.ts, e.g. Login.', 'Done!', '- bullet two']);
});

test('lines pasted after a colon or a "here is" lead-in are raw, but a bulleted list of rules is not', () => {
  const pasted = detectCandidates("here's the CI log excerpt\nLockfile is up to date, resolution step is skipped\nThe runner uses Node 18", ctx);
  assert.equal(pasted.candidates.length, 0);
  assert.deepEqual(pasted.rejected.slice(1), [{ reason: 'command_output' }, { reason: 'command_output' }]);
  const rules = detectCandidates('Two rules for this repo:\n- Always run pnpm lint before pushing.\n- Never commit directly to main.', ctx);
  assert.equal(rules.candidates.length, 2);
});

test('facts about the user themselves are not drafted as project facts', () => {
  none('My passport number is on file with HR somewhere.');
});
