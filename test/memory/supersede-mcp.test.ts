// The explicit paths over MCP: the agent learns the candidate's id, nothing is saved, and
// archiving it takes the user's own answer (a form, or the nuzo line for their terminal).
import assert from 'node:assert/strict';
import test from 'node:test';
import { sandbox } from '../support/sandbox.ts';
import { connect, errorOf, ok, runAsUser } from '../server/helpers.ts';

const OLD = 'We use pnpm for package management in this repo.';
const NEW = 'We switched from pnpm to yarn 4 for package management.';

test('memory_remember names the memory a correction revises; supersedes archives it only after the user confirms', async (t) => {
  const box = sandbox();
  const s = await connect(box, { elicit: () => ({ action: 'accept', content: { decision: 'confirm' } }) });
  t.after(async () => { await s.close(); box.cleanup(); });
  const pr = { project_root: box.project, kind: 'project_decision', scope: 'project:auto' };
  const old = ok(await s.call('memory_remember', { content: OLD, ...pr })).memory;
  const error = errorOf(await s.call('memory_remember', { content: NEW, ...pr }));
  assert.equal(error.code, 'SUPERSEDE_CANDIDATE');
  assert.equal(error.details.candidate_id, old.id);
  assert.equal(ok(await s.call('memory_list', { project_root: box.project })).memories.length, 1, 'nothing saved');
  const out = ok(await s.call('memory_remember', { content: NEW, supersedes: old.id, ...pr }));
  assert.equal(s.prompts.length, 1);
  assert.match(s.prompts[0].message, /Archive \(restorable\): We use pnpm/);
  assert.equal(out.superseded.id, old.id);
  assert.equal(out.superseded.status, 'archived');
});

test('without a form, a supersede changes nothing and hands the user a terminal line that does it', async (t) => {
  const box = sandbox();
  const s = await connect(box);
  t.after(async () => { await s.close(); box.cleanup(); });
  const pr = { project_root: box.project, kind: 'project_decision', scope: 'project:auto' };
  const old = ok(await s.call('memory_remember', { content: OLD, ...pr })).memory;
  const error = errorOf(await s.call('memory_remember', { content: NEW, supersedes: old.id, ...pr }));
  assert.equal(error.code, 'CONFIRMATION_REQUIRED');
  const command = String(error.details.command);
  assert.match(command, new RegExp(`--supersedes ${old.id}$`));
  assert.equal(ok(await s.call('memory_list', { project_root: box.project })).memories.length, 1);
  const ran = runAsUser(box, command);
  assert.equal(ran.code, 0, ran.stderr);
  const list = ok(await s.call('memory_list', { project_root: box.project })).memories;
  assert.deepEqual(list.map((m: { content: string }) => m.content), [NEW]);
});

test('memory_writeback shows the diff; applying it takes the user\'s form answer', async (t) => {
  const box = sandbox();
  const none = await connect(box);
  t.after(async () => { await none.close(); box.cleanup(); });
  ok(await none.call('memory_remember', { content: 'Run the linter before committing.', kind: 'instruction', scope: 'project:auto', project_root: box.project }));
  const dry = ok(await none.call('memory_writeback', { target: 'AGENTS.md', project_root: box.project }));
  assert.equal(dry.applied, false);
  assert.match(dry.diff, /\+- Run the linter before committing\./);
  assert.equal(errorOf(await none.call('memory_writeback', { target: 'AGENTS.md', apply: true, project_root: box.project })).code, 'CONFIRMATION_REQUIRED');
  const asked = await connect(box, { elicit: () => ({ action: 'accept', content: { decision: 'confirm' } }) });
  t.after(() => asked.close());
  const applied = ok(await asked.call('memory_writeback', { target: 'AGENTS.md', apply: true, project_root: box.project }));
  assert.equal(applied.applied, true);
  assert.equal(asked.prompts.length, 1);
});

test('a supersede names the revision the user was shown: a memory edited since is not archived unseen', async (t) => {
  const box = sandbox();
  const s = await connect(box, { elicit: () => ({ action: 'accept', content: { decision: 'confirm' } }) });
  t.after(async () => { await s.close(); box.cleanup(); });
  const pr = { project_root: box.project, kind: 'project_decision', scope: 'project:auto' };
  const old = ok(await s.call('memory_remember', { content: OLD, ...pr })).memory;
  const candidate = errorOf(await s.call('memory_remember', { content: NEW, ...pr }));
  assert.equal(candidate.details.candidate_revision, 1);
  // Meanwhile someone edits the old memory's tags (another session, the page, the CLI).
  ok(await s.call('memory_update', { id: old.id, tags: ['tooling'], project_root: box.project }));
  const conflict = errorOf(await s.call('memory_remember', { content: NEW, supersedes: old.id, supersedes_revision: candidate.details.candidate_revision, ...pr }));
  assert.equal(conflict.code, 'REVISION_CONFLICT');
  assert.equal(s.prompts.length, 0, 'nobody was asked about a memory they have not seen');
  assert.equal(ok(await s.call('memory_list', { project_root: box.project })).memories[0].status, 'active');
  const out = ok(await s.call('memory_remember', { content: NEW, supersedes: old.id, supersedes_revision: 2, ...pr }));
  assert.equal(out.superseded.id, old.id);
});
