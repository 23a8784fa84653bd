import test from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { projectScopeFor } from '../../lib/project/identity.ts';
import { sandbox } from '../support/sandbox.ts';
import { connect, errorOf, ok, otherProject, writeUserConfig } from './helpers.ts';

test('project:auto follows project_root, and a subdirectory gives the same scope as its repo root', async (t) => {
  const box = sandbox();
  const s = await connect(box, { cwd: box.root });
  t.after(async () => { await s.close(); box.cleanup(); });
  const fromRoot = ok(await s.call('memory_remember', { content: 'Tests live under test/ and mirror lib/.', kind: 'fact', scope: 'project:auto', project_root: box.project }));
  const fromSub = ok(await s.call('memory_recall', { query: 'where do tests live', project_root: join(box.project, 'src', 'deep') }));
  assert.equal(fromRoot.memory.scope, box.projectScope);
  assert.equal(fromSub.scope, box.projectScope);
  assert.equal(fromSub.results[0].id, fromRoot.memory.id);
});

test('without project_root the client roots, then NUZO_PROJECT_ROOT or CLAUDE_PROJECT_DIR, then the working directory decide', async (t) => {
  const box = sandbox();
  const other = otherProject(box);
  t.after(() => box.cleanup());
  const scopeSeen = async (options: Parameters<typeof connect>[1]) => {
    const s = await connect(box, options);
    try {
      return ok(await s.call('memory_recall', { query: 'anything at all' })).scope;
    } finally {
      await s.close();
    }
  };
  assert.equal(await scopeSeen({ roots: [join(box.project, 'src')], env: { CLAUDE_PROJECT_DIR: other }, cwd: other }), box.projectScope);
  assert.equal(await scopeSeen({ env: { CLAUDE_PROJECT_DIR: join(box.project, 'src', 'deep') }, cwd: other }), box.projectScope);
  assert.equal(await scopeSeen({ env: { NUZO_PROJECT_ROOT: box.project }, cwd: other }), box.projectScope);
  assert.equal(await scopeSeen({ cwd: join(box.project, 'src') }), box.projectScope);
});

test('a project_root naming another project than the host reports is refused unless the user allowed it', async (t) => {
  const box = sandbox();
  const other = otherProject(box);
  t.after(() => box.cleanup());
  const s = await connect(box, { env: { CLAUDE_PROJECT_DIR: other } });
  const inside = ok(await s.call('memory_recall', { query: 'anything at all', project_root: join(other, '.git') }));
  assert.equal(inside.scope, projectScopeFor(other), 'a directory inside the host project is fine');
  const error = errorOf(await s.call('memory_recall', { query: 'anything at all', project_root: box.project }));
  assert.equal(error.code, 'SCOPE_NOT_ALLOWED', 'a misled agent cannot switch to another repository by path');
  await s.close();
  writeUserConfig(box, { allowed_projects: [box.projectScope] });
  const allowed = await connect(box, { env: { CLAUDE_PROJECT_DIR: other } });
  t.after(() => allowed.close());
  assert.equal(ok(await allowed.call('memory_recall', { query: 'anything at all', project_root: box.project })).scope, box.projectScope);
});

test('a server started in a plugin install folder without roots or env answers PROJECT_UNRESOLVED for project:auto', async (t) => {
  const box = sandbox();
  const plugin = join(box.root, 'plugin-copy');
  mkdirSync(join(plugin, '.codex-plugin'), { recursive: true });
  writeFileSync(join(plugin, '.codex-plugin', 'plugin.json'), JSON.stringify({ name: 'nuzo', version: '0.1.0' }));
  const cached = join(box.root, 'home', '.codex', 'plugins', 'cache', 'nuzo');
  mkdirSync(cached, { recursive: true });
  for (const cwd of [plugin, cached]) {
    const s = await connect(box, { cwd });
    const error = errorOf(await s.call('memory_recall', { query: 'anything' }));
    assert.equal(error.code, 'PROJECT_UNRESOLVED');
    assert.match(error.message, /project_root/);
    ok(await s.call('memory_recall', { query: 'anything', scope: 'user:default' }));
    ok(await s.call('memory_recall', { query: 'anything', project_root: box.project }));
    await s.close();
  }
  t.after(() => box.cleanup());
});

test('other projects are fenced off: SCOPE_NOT_ALLOWED for their scopes, MEMORY_NOT_FOUND for their ids', async (t) => {
  const box = sandbox();
  const other = otherProject(box);
  const otherScope = projectScopeFor(other);
  const s = await connect(box);
  t.after(async () => { await s.close(); box.cleanup(); });
  const theirs = ok(await s.call('memory_remember', { content: 'The other project deploys with Gradle.', kind: 'fact', scope: 'project:auto', tags: ['deploy'], project_root: other })).memory;
  const here = { project_root: box.project };
  for (const [name, args] of [
    ['memory_recall', { query: 'gradle', scope: otherScope }],
    ['memory_recall_hook', { task_context: 'gradle', project_scope: otherScope }],
    ['memory_list', { scope: otherScope }],
    ['memory_remember', { content: 'Planted fact.', kind: 'fact', scope: otherScope }],
    ['memory_forget_many', { scope: otherScope }],
    ['memory_drafts_list', { scope: otherScope }],
    ['memory_recall', { query: 'gradle', scope: 'project:ffffffffffffffff' }],
  ] as const) {
    const error = errorOf(await s.call(name, { ...args, ...here }));
    assert.equal(error.code, 'SCOPE_NOT_ALLOWED', name);
    assert.deepEqual(error.details, {});
  }
  const missing = errorOf(await s.call('memory_update', { id: 'mem_01ARZ3NDEKTSV4RRFFQ69G5FAV', tags: ['x'], ...here }));
  for (const [name, args] of [
    ['memory_update', { id: theirs.id, tags: ['x'] }],
    ['memory_forget', { id: theirs.id }],
    ['memory_history', { id: theirs.id }],
  ] as const) {
    const error = errorOf(await s.call(name, { ...args, ...here }));
    assert.deepEqual({ ...error, details: { ...error.details, id: null } }, { ...missing, details: { ...missing.details, id: null } }, `${name} looks exactly like a missing id`);
  }
  const all = ok(await s.call('memory_forget_many', { all: true, ...here }));
  assert.equal(all.matched, 0, 'all: true stays inside the fence');
  assert.equal(ok(await s.call('memory_list', here)).total, 0);
  assert.ok(!JSON.stringify(ok(await s.call('memory_recall', { query: 'gradle deploys', ...here }))).includes('Gradle'));
});

test('allowed_projects opens another project explicitly, and "*" opens all', async (t) => {
  const box = sandbox();
  const other = otherProject(box);
  const otherScope = projectScopeFor(other);
  const seed = await connect(box);
  ok(await seed.call('memory_remember', { content: 'The other project deploys with Gradle.', kind: 'fact', scope: 'project:auto', project_root: other }));
  await seed.close();
  t.after(() => box.cleanup());
  for (const allowed of [[otherScope], ['*']]) {
    writeUserConfig(box, { allowed_projects: allowed });
    const s = await connect(box);
    const found = ok(await s.call('memory_recall', { query: 'gradle deploys', scope: otherScope, project_root: box.project }));
    assert.equal(found.results.length, 1);
    assert.ok(ok(await s.call('memory_list', { project_root: box.project })).scopes.includes(otherScope));
    await s.close();
  }
});

test('agent scopes and user:default are reachable from any project', async (t) => {
  const box = sandbox();
  const other = otherProject(box);
  const s = await connect(box);
  t.after(async () => { await s.close(); box.cleanup(); });
  ok(await s.call('memory_remember', { content: 'Codex should keep status updates short.', kind: 'preference', scope: 'agent:codex', project_root: other }));
  const found = ok(await s.call('memory_recall', { query: 'status updates', scope: 'agent:codex', include_global: false, project_root: box.project }));
  assert.equal(found.results.length, 1);
  assert.deepEqual(found.scopes, ['agent:codex']);
});
