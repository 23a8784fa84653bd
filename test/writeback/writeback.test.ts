import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync, statSync, symlinkSync, writeFileSync, chmodSync } from 'node:fs';
import { join } from 'node:path';
import test from 'node:test';
import { confirmDraft, getDraft, listDrafts, rejectDraft } from '../../lib/drafts/queue.ts';
import { updateMemory } from '../../lib/memory/update.ts';
import { NuzoError } from '../../lib/errors.ts';
import { remember } from '../../lib/memory/remember.ts';
import { writeback } from '../../lib/writeback/index.ts';
import { sandbox, type Sandbox } from '../support/sandbox.ts';

function gitRepo(box: Sandbox): (...args: string[]) => string {
  rmSync(join(box.project, '.git'), { recursive: true, force: true });
  const git = (...args: string[]) => execFileSync('git', ['-C', box.project, ...args], { encoding: 'utf8', env: { ...process.env, GIT_AUTHOR_NAME: 't', GIT_AUTHOR_EMAIL: 't@example.invalid', GIT_COMMITTER_NAME: 't', GIT_COMMITTER_EMAIL: 't@example.invalid' } });
  git('init', '-q');
  return git;
}

const HEAD = '# Agent guide\r\n\r\nHand-written intro, kept byte for byte.\r\n';
const TAIL = '\r\n## Build\r\n\r\nRun `make` first.\r\n';

test('a dry run shows the diff and writes nothing; --apply writes only the block, once, and never stages or commits', (t) => {
  const box = sandbox();
  t.after(() => box.cleanup());
  const git = gitRepo(box);
  const file = join(box.project, 'AGENTS.md');
  writeFileSync(file, HEAD);
  chmodSync(file, 0o664);
  git('add', 'AGENTS.md');
  git('commit', '-qm', 'guide');
  const ctx = box.open();
  remember(ctx, { content: 'Run the linter before committing.', kind: 'instruction', scope: box.projectScope });
  remember(ctx, { content: 'We use pnpm for package management in this repo.', kind: 'project_decision', scope: box.projectScope });
  remember(ctx, { content: 'The CI runners are slow on Mondays.', kind: 'fact', scope: box.projectScope });
  remember(ctx, { content: 'Answer in short sentences.', kind: 'instruction', scope: 'user:default' });
  const input = { root: box.project, scope: box.projectScope, target: 'AGENTS.md' };

  const dry = writeback(ctx, { ...input, apply: false });
  assert.equal(dry.applied, false);
  assert.match(dry.diff, /^\+- Run the linter before committing\.$/m);
  assert.match(dry.diff, /^\+- We use pnpm for package management in this repo\.$/m);
  assert.doesNotMatch(dry.diff, /CI runners|short sentences/, 'facts and other scopes stay out');
  assert.equal(readFileSync(file, 'utf8'), HEAD);

  const applied = writeback(ctx, { ...input, apply: true });
  assert.equal(applied.applied, true);
  const written = readFileSync(file, 'utf8');
  assert.ok(written.startsWith(HEAD), 'text before the block keeps its bytes');
  assert.match(written, /<!-- nuzo:begin sha256=[0-9a-f]{16} -->\r\n## Project memory/);
  assert.ok(written.endsWith('<!-- nuzo:end -->\r\n'));
  assert.equal(statSync(file).mode & 0o777, 0o664, 'the file keeps its permissions');
  assert.equal(git('diff', '--cached', '--name-only'), '', 'nothing staged');
  assert.equal(git('rev-list', '--count', 'HEAD').trim(), '1', 'nothing committed');
  assert.equal(git('status', '--porcelain'), ' M AGENTS.md\n');

  // Text after the block, added by hand, survives a later run byte for byte.
  writeFileSync(file, written + TAIL);
  const again = writeback(ctx, { ...input, apply: true });
  assert.equal(again.changed, false);
  assert.equal(again.diff, '');
  assert.equal(readFileSync(file, 'utf8'), written + TAIL);
});

test('a bullet edited by hand inside the block is noticed and offered back as an update draft', (t) => {
  const box = sandbox();
  t.after(() => box.cleanup());
  gitRepo(box);
  const ctx = box.open();
  const lint = remember(ctx, { content: 'Run the linter before committing.', kind: 'instruction', scope: box.projectScope });
  const input = { root: box.project, scope: box.projectScope, target: 'CLAUDE.md' };
  writeback(ctx, { ...input, apply: true });
  const file = join(box.project, 'CLAUDE.md');
  writeFileSync(file, readFileSync(file, 'utf8').replace('- Run the linter before committing.', '- Run the linter and the type checker before committing.'));
  const dry = writeback(ctx, { ...input, apply: false });
  assert.deepEqual(dry.hand_edits, [{ text: 'Run the linter and the type checker before committing.', updates: lint.id }]);
  assert.deepEqual(listDrafts(ctx, [box.projectScope]), [], 'a dry run files no draft');
  const applied = writeback(ctx, { ...input, apply: true });
  assert.equal(applied.drafts.length, 1);
  const draft = getDraft(ctx, applied.drafts[0]);
  assert.equal(draft.content, 'Run the linter and the type checker before committing.');
  assert.equal(draft.supersedes?.id, lint.id);
  assert.equal(writeback(ctx, { ...input, apply: false }).hand_edits.length, 0, 'the block is ours again');
});

test('memories that policy now refuses are left out, and symlinked or .git targets are refused', (t) => {
  const box = sandbox();
  t.after(() => box.cleanup());
  gitRepo(box);
  const ctx = box.open();
  remember(ctx, { content: 'Deploy with the staging profile.', kind: 'instruction', scope: box.projectScope });
  // A row written before today's rules (policy is checked again on the way out).
  const secret = 'Use the key AKIA' + 'IOSFODNN7EXAMPLE for deploys.';
  ctx.store.db.prepare("UPDATE memories SET content = ? WHERE scope = ?").run(secret, box.projectScope);
  const result = writeback(ctx, { root: box.project, scope: box.projectScope, target: 'AGENTS.md', apply: true });
  assert.equal(result.withheld.length, 1);
  assert.doesNotMatch(readFileSync(join(box.project, 'AGENTS.md'), 'utf8'), /AKIA/);
  rmSync(join(box.project, 'AGENTS.md'));
  symlinkSync(join(box.project, '.git', 'config'), join(box.project, 'AGENTS.md'));
  assert.throws(() => writeback(ctx, { root: box.project, scope: box.projectScope, target: 'AGENTS.md', apply: true }), (e) => e instanceof NuzoError && e.code === 'PATH_NOT_ALLOWED');
  assert.throws(() => writeback(ctx, { root: join(box.project, '.git'), scope: box.projectScope, target: 'AGENTS.md', apply: true }), (e) => e instanceof NuzoError && e.code === 'PATH_NOT_ALLOWED');
  assert.throws(() => writeback(ctx, { root: box.project, scope: box.projectScope, target: 'README.md', apply: true }), (e) => e instanceof NuzoError && e.code === 'INVALID_INPUT');
});

test('--apply keeps the user\'s hand-edited wording in the file until its draft is reviewed; rejecting puts the memory\'s text back', (t) => {
  const box = sandbox();
  t.after(() => box.cleanup());
  gitRepo(box);
  const ctx = box.open();
  const lint = remember(ctx, { content: 'Run the linter before committing.', kind: 'instruction', scope: box.projectScope });
  remember(ctx, { content: 'We use pnpm for package management in this repo.', kind: 'project_decision', scope: box.projectScope });
  const input = { root: box.project, scope: box.projectScope, target: 'AGENTS.md' };
  writeback(ctx, { ...input, apply: true });
  const file = join(box.project, 'AGENTS.md');
  const edited = 'Run the linter and the type checker before committing.';
  const added = 'Tag releases from the main branch only.';
  writeFileSync(file, readFileSync(file, 'utf8').replace('- Run the linter before committing.', `- ${edited}\n- ${added}`));

  const dry = writeback(ctx, { ...input, apply: false });
  assert.doesNotMatch(dry.diff, /^[-+]- Run the linter/m, 'the dry run does not plan to put the old wording back');
  const applied = writeback(ctx, { ...input, apply: true });
  assert.equal(applied.drafts.length, 2);
  let text = readFileSync(file, 'utf8');
  assert.ok(text.includes(`- ${edited}`) && text.includes(`- ${added}`), text);
  assert.ok(!text.includes('- Run the linter before committing.'), 'the old wording is not written back');
  assert.equal(writeback(ctx, { ...input, apply: true }).changed, false, 'a second run leaves the file as the user wrote it');

  const [update, fresh] = applied.drafts.map((id) => getDraft(ctx, id)).sort((a, b) => (a.supersedes ? -1 : b.supersedes ? 1 : 0));
  assert.equal(update.supersedes?.id, lint.id);
  confirmDraft(ctx, update.id, { confirmed: true });
  assert.equal(writeback(ctx, { ...input, apply: true }).changed, false, 'confirmed: the memory now says what the file says');
  rejectDraft(ctx, fresh.id);
  writeback(ctx, { ...input, apply: true });
  text = readFileSync(file, 'utf8');
  assert.ok(text.includes(`- ${edited}`));
  assert.ok(!text.includes(added), 'a rejected bullet leaves the block');
});

test('the dry-run diff prints removed lines before the lines that replace them', (t) => {
  const box = sandbox();
  t.after(() => box.cleanup());
  gitRepo(box);
  const ctx = box.open();
  const lint = remember(ctx, { content: 'Run the linter before committing.', kind: 'instruction', scope: box.projectScope });
  const input = { root: box.project, scope: box.projectScope, target: 'AGENTS.md' };
  writeback(ctx, { ...input, apply: true });
  updateMemory(ctx, { id: lint.id, content: 'Run the linter before every push.', confirmed: true });
  const diff = writeback(ctx, { ...input, apply: false }).diff.split('\n');
  const minus = diff.indexOf('-- Run the linter before committing.');
  const plus = diff.indexOf('+- Run the linter before every push.');
  assert.ok(minus > 0 && plus > minus, diff.join('\n'));
});
