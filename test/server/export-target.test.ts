// memory_export from the agent writes only where the user said (issue 24 §2): NUZO_HOME/exports
// on its own word, this project's root only with the user's answer in a form, never a host's
// instruction file (by name, by case, through a symlink), never more than 10 files per
// call. The CLI keeps its freedom, except that it too writes no instruction file.
import test from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, readdirSync, readFileSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { remember } from '../../lib/memory/remember.ts';
import { sandbox, type Sandbox } from '../support/sandbox.ts';
import { connect, errorOf, ok, runAsUser } from './helpers.ts';

const ACCEPT = () => ({ action: 'accept' as const, content: { decision: 'confirm' } });

function seed(box: Sandbox, n: number): void {
  const ctx = box.open();
  for (let i = 1; i <= n; i++) remember(ctx, { content: `Service number ${i} listens on port ${8000 + i} in the staging cluster ${String.fromCharCode(96 + (i % 26) + 1)}.`, kind: 'fact', scope: box.projectScope });
}

const tree = (dir: string) => (existsSync(dir) ? readdirSync(dir, { recursive: true }).map(String).sort() : []);

test('no instruction file of any host is written, by name, by case, by folder or through a symlink, even with the user\'s yes', async (t) => {
  const box = sandbox();
  seed(box, 2);
  for (const dir of ['.claude/commands', '.CODEX', '.github', '.cursor/rules', '.nuzo', 'docs', 'sub']) mkdirSync(join(box.project, dir), { recursive: true });
  mkdirSync(join(box.home, 'exports', '.claude'), { recursive: true });
  symlinkSync(join(box.project, '.claude', 'commands'), join(box.project, 'notes'));
  symlinkSync(join(box.project, '.github'), join(box.project, 'gh'));
  const s = await connect(box, { elicit: ACCEPT });
  t.after(async () => { await s.close(); box.cleanup(); });
  const before = tree(box.project);
  const pr = { project_root: box.project };
  for (const rel of [
    'CLAUDE.md', 'AGENTS.md', 'agents.MD', 'GEMINI.md', 'Claude.markdown', 'docs/AGENTS.md', 'sub/claude.local.md', 'AGENTS.override.md',
    '.claude/commands/test.md', '.claude/settings.json', '.CODEX/notes.json', '.github/copilot-instructions.md', '.github/prompts.md', '.cursor/rules/memories.md',
    'notes/test.md', 'gh/workflows.json', '.nuzo/team.ndjson', '.mcp.json',
  ]) {
    const error = errorOf(await s.call('memory_export', { path: join(box.project, rel), ...pr }));
    assert.deepEqual([error.code, error.details.reason], ['PATH_NOT_ALLOWED', 'instruction_file'], rel);
  }
  for (const rel of ['CLAUDE.md', 'AGENTS.md', '.claude/x.md']) {
    const error = errorOf(await s.call('memory_export', { path: join(box.home, 'exports', rel), ...pr }));
    assert.deepEqual([error.code, error.details.reason], ['PATH_NOT_ALLOWED', 'instruction_file'], `exports/${rel}`);
  }
  for (const path of [`${box.project}/docs/../CLAUDE.md`, `${box.project}/docs/../.claude/commands/x.md`]) {
    assert.equal(errorOf(await s.call('memory_export', { path, ...pr })).code, 'PATH_NOT_ALLOWED', path);
  }
  assert.equal(s.prompts.length, 0, 'refused before the user is even asked');
  assert.deepEqual(tree(box.project), before, 'no file appeared in the project');
  assert.deepEqual(tree(join(box.home, 'exports')), ['.claude'], 'nor in the exports folder');
});

test('the agent writes into NUZO_HOME/exports directly, into the project only with the user\'s answer', async (t) => {
  const box = sandbox();
  seed(box, 3);
  let answer: any = { action: 'decline' };
  const formless = await connect(box);
  const s = await connect(box, { elicit: () => answer });
  t.after(async () => { await s.close(); await formless.close(); box.cleanup(); });
  const pr = { project_root: box.project };
  const target = join(box.project, 'backup', 'memories.json');
  mkdirSync(join(box.project, 'backup'));
  const required = errorOf(await formless.call('memory_export', { path: target, ...pr }));
  assert.deepEqual([required.code, required.details.reason], ['CONFIRMATION_REQUIRED', 'project_file']);
  assert.match(String(required.details.confirmation_text), /^Write a Nuzo export of 3 memories to the file .*memories\.json, in this project/);
  assert.equal(errorOf(await s.call('memory_export', { path: target, ...pr })).code, 'CONFIRMATION_DECLINED');
  assert.equal(existsSync(target), false, 'declined: nothing written');
  answer = ACCEPT();
  assert.equal(ok(await s.call('memory_export', { path: target, ...pr })).count, 3, 'confirmed: written');
  assert.equal(JSON.parse(readFileSync(target, 'utf8')).memories.length, 3);
  const prompts = s.prompts.length;
  assert.equal(ok(await formless.call('memory_export', { path: join(box.home, 'exports', 'm.json'), ...pr })).count, 3, 'the exports folder needs no answer');
  assert.equal(s.prompts.length, prompts);
  // The user's terminal line does what the form would have.
  const run = runAsUser(box, String(required.details.command).replace(/memories\.json/, 'by-hand.json'));
  assert.equal(run.code, 0, run.stderr);
  assert.equal(JSON.parse(readFileSync(join(box.project, 'backup', 'by-hand.json'), 'utf8')).memories.length, 3);
});

test('an agent\'s export writes at most 10 files, refused before the first (and before asking)', async (t) => {
  const box = sandbox();
  seed(box, 25);
  const s = await connect(box, { elicit: ACCEPT });
  t.after(async () => { await s.close(); box.cleanup(); });
  const pr = { project_root: box.project };
  const exports = join(box.home, 'exports');
  for (const [path, format] of [[join(exports, 'split.json'), undefined], [join(exports, 'split.ndjson'), undefined], [join(exports, 'up.json'), 'upstream'], [join(box.project, 'split.json'), undefined]] as const) {
    const error = errorOf(await s.call('memory_export', { path, max_items: 1, ...(format ? { format } : {}), ...pr }));
    assert.deepEqual([error.code, error.details.field, error.details.files, error.details.max_files], ['INVALID_INPUT', 'max_items', 25, 10], path);
  }
  assert.equal(s.prompts.length, 0);
  assert.deepEqual(tree(exports), [], 'no file written');
  assert.deepEqual(tree(box.project).filter((f) => f.startsWith('split')), []);
  const fits = ok(await s.call('memory_export', { path: join(exports, 'split.json'), max_items: 3, ...pr }));
  assert.deepEqual([fits.count, fits.paths.length], [25, 9]);
});

test('the CLI writes where the user says, any number of files, but no instruction file either', async (t) => {
  const box = sandbox();
  seed(box, 12);
  mkdirSync(join(box.project, '.github'));
  t.after(() => box.cleanup());
  for (const path of ['CLAUDE.md', 'AGENTS.md', '.github/copilot-instructions.md', '.claude/commands/x.md', `${box.project}/Gemini.md`]) {
    if (path.includes('/')) mkdirSync(join(box.project, path.startsWith('/') ? '.' : path.split('/').slice(0, -1).join('/')), { recursive: true });
    const run = runAsUser(box, `nuzo memory export --path '${path}'`);
    assert.notEqual(run.code, 0, path);
    assert.match(run.stderr, /instruction file|coding agents read/, path);
    assert.equal(run.stderr.trim().split('\n').length, 1, 'one line');
  }
  assert.deepEqual(tree(box.project).filter((f) => /\.(md|json)$/i.test(f)), []);
  const run = runAsUser(box, 'nuzo memory export --path out/all.json --max-items 1', { cwd: box.project });
  assert.equal(run.code, 1, 'out/ does not exist yet');
  mkdirSync(join(box.project, 'out'));
  const split = runAsUser(box, 'nuzo memory export --path out/all.json --max-items 1');
  assert.equal(split.code, 0, split.stderr);
  assert.equal(tree(join(box.project, 'out')).length, 12, 'the user at a terminal may write 12 files');
});
