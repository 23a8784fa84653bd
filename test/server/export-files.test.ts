// memory_export can no longer overwrite any file in the project (issue 14 §2): an existing
// file is replaced only with the user's own answer (a form, or `--overwrite` typed in their
// terminal), nothing is ever written inside .git — by name, by case or through a symlink —
// and an agent's export file must carry an export extension.
import test from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, readFileSync, readdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { sandbox } from '../support/sandbox.ts';
import { connect, errorOf, ok, otherProject, runAsUser } from './helpers.ts';

const PACKAGE = '{\n  "name": "victim",\n  "scripts": { "build": "tsc" }\n}\n';

function project() {
  const box = sandbox();
  writeFileSync(join(box.project, 'package.json'), PACKAGE);
  mkdirSync(join(box.project, '.git', 'hooks'), { recursive: true });
  writeFileSync(join(box.project, '.git', 'config'), '[core]\n\tbare = false\n');
  return box;
}

test('memory_export never replaces an existing project file on the agent\'s word, and the user\'s terminal line does', async (t) => {
  const box = project();
  const s = await connect(box);
  t.after(async () => { await s.close(); box.cleanup(); });
  const pr = { project_root: box.project };
  ok(await s.call('memory_remember', { content: 'Docs are built with MkDocs strict mode.', kind: 'fact', scope: 'project:auto', ...pr }));
  // Another project's memory, saved in its own session: the line handed to the user must not
  // export it into this project's file.
  const other = otherProject(box);
  const elsewhere = await connect(box, { cwd: other });
  t.after(() => elsewhere.close());
  ok(await elsewhere.call('memory_remember', { content: 'The other service deploys from the release branch.', kind: 'fact', scope: 'project:auto', project_root: other }));
  const target = join(box.project, 'package.json');
  const error = errorOf(await s.call('memory_export', { path: target, ...pr }));
  assert.deepEqual([error.code, error.details.operation, error.details.reason], ['CONFIRMATION_REQUIRED', 'export', 'overwrite']);
  assert.equal(error.details.command, `nuzo memory export --path ${target} --scope ${box.projectScope} --scope user:default --overwrite`, 'the line names the scopes this session may export');
  assert.equal(readFileSync(target, 'utf8'), PACKAGE, 'package.json is untouched');

  const inProject = errorOf(await s.call('memory_export', { path: join(box.project, 'memories.json'), ...pr }));
  assert.deepEqual([inProject.code, inProject.details.reason], ['CONFIRMATION_REQUIRED', 'project_file'], 'even a new file in the project is the user\'s call (issue 24 §2)');
  assert.doesNotMatch(String(inProject.details.command), /--overwrite/, 'and their line replaces nothing');
  const fresh = ok(await s.call('memory_export', { path: join(box.home, 'exports', 'memories.json'), ...pr }));
  assert.deepEqual([fresh.count, fresh.replaced], [1, false], 'a new file in NUZO_HOME/exports is written directly');
  assert.equal(errorOf(await s.call('memory_export', { path: join(box.home, 'exports', 'memories.json'), ...pr })).code, 'CONFIRMATION_REQUIRED', 'but never over a file Nuzo wrote before');

  const run = runAsUser(box, error.details.command as string);
  assert.equal(run.code, 0, run.stderr);
  const written = JSON.parse(readFileSync(target, 'utf8'));
  assert.equal(written.format, 'nuzo-memory-export', 'the user asked for it by name');
  assert.deepEqual(written.memories.map((m: { content: string }) => m.content), ['Docs are built with MkDocs strict mode.'], 'nothing of the other project');
});

test('with a form the user decides whether an existing file is replaced', async (t) => {
  const box = project();
  let answer: any = { action: 'decline' };
  const s = await connect(box, { elicit: () => answer });
  t.after(async () => { await s.close(); box.cleanup(); });
  const pr = { project_root: box.project };
  const target = join(box.project, 'package.json');
  assert.equal(errorOf(await s.call('memory_export', { path: target, ...pr })).code, 'CONFIRMATION_DECLINED');
  assert.equal(readFileSync(target, 'utf8'), PACKAGE);
  assert.match(s.prompts[0].message, /^Replace the existing file .*package\.json with a Nuzo export of 0 memories\? Its current contents will be lost\./);
  answer = { action: 'accept', content: { decision: 'confirm' } };
  const replaced = ok(await s.call('memory_export', { path: target, ...pr }));
  assert.equal(replaced.replaced, true);
  assert.equal(JSON.parse(readFileSync(target, 'utf8')).format, 'nuzo-memory-export');
});

test('nothing is written inside .git, by name, by case or through a symlink, and an export needs an export extension', async (t) => {
  const box = project();
  mkdirSync(join(box.project, '.GIT'));
  symlinkSync(join(box.project, '.git'), join(box.project, 'gitdir'));
  symlinkSync(join(box.project, '.git', 'hooks'), join(box.project, 'hooks-link'));
  const s = await connect(box, { elicit: () => ({ action: 'accept', content: { decision: 'confirm' } }) });
  t.after(async () => { await s.close(); box.cleanup(); });
  const pr = { project_root: box.project };
  const before = readdirSync(join(box.project, '.git'), { recursive: true }).sort();
  for (const path of [
    join(box.project, '.git', 'config'),
    join(box.project, '.git', 'hooks', 'pre-commit'),
    join(box.project, '.git', 'nuzo.json'),
    join(box.project, '.git', 'hooks', 'post-checkout.json'),
    join(box.project, '.GIT', 'x.json'),
    join(box.project, 'gitdir', 'nuzo.json'),
    join(box.project, 'hooks-link', 'pre-push.md'),
  ]) {
    const error = errorOf(await s.call('memory_export', { path, ...pr }));
    assert.equal(error.code, 'PATH_NOT_ALLOWED', path);
  }
  assert.deepEqual(readdirSync(join(box.project, '.git'), { recursive: true }).sort(), before, 'nothing appeared in .git');
  assert.equal(s.prompts.length, 0, 'not even asked');
  for (const name of ['Makefile', 'build.sh', '.envrc']) {
    const error = errorOf(await s.call('memory_export', { path: join(box.project, name), ...pr }));
    assert.deepEqual([error.code, error.details.reason], ['PATH_NOT_ALLOWED', 'extension'], name);
  }
});
