import test from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { remember } from '../../lib/memory/remember.ts';
import { projectScopeFor } from '../../lib/project/identity.ts';
import { sandbox } from '../support/sandbox.ts';
import { connect, errorOf, ok, otherProject, sessionStart, writeUserConfig } from './helpers.ts';

test('project:auto follows project_root, and a subdirectory gives the same scope as its repo root', async (t) => {
  const box = sandbox();
  // The server runs in a folder outside any project; the session's SessionStart hook ran in a subfolder of the repo.
  box.open();
  sessionStart(box, join(box.project, 'src'));
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
  t.after(() => box.cleanup());
  for (const cwd of [plugin, cached]) {
    const s = await connect(box, { cwd });
    t.after(() => s.close());
    const error = errorOf(await s.call('memory_recall', { query: 'anything' }));
    assert.equal(error.code, 'PROJECT_UNRESOLVED');
    assert.match(error.message, /project_root/);
    ok(await s.call('memory_recall', { query: 'anything', scope: 'user:default' }));
  }
});

test('where the host names no project, the agent\'s project_root alone picks none: only a project a SessionStart hook opened lately', async (t) => {
  const box = sandbox();
  const other = otherProject(box);
  const plugin = join(box.root, 'home', '.codex', 'plugins', 'cache', 'nuzo-marketplace', 'nuzo', '0.1.0');
  mkdirSync(plugin, { recursive: true });
  t.after(() => box.cleanup());
  const s = await connect(box, { cwd: plugin });
  t.after(() => s.close());
  const refused = errorOf(await s.call('memory_recall', { query: 'anything', project_root: box.project }));
  assert.deepEqual([refused.code, refused.details.reason], ['SCOPE_NOT_ALLOWED', 'project_not_anchored']);
  assert.equal(errorOf(await s.call('memory_remember', { content: 'Planted.', kind: 'fact', scope: 'project:auto', project_root: other })).code, 'SCOPE_NOT_ALLOWED');

  // The host's own SessionStart hook opens the session in a subfolder of the repository.
  box.open();
  sessionStart(box, join(box.project, 'src', 'deep'), { PLUGIN_ROOT: plugin });
  assert.equal(ok(await s.call('memory_recall', { query: 'anything', project_root: join(box.project, 'src') })).scope, box.projectScope);
  assert.equal(errorOf(await s.call('memory_recall', { query: 'anything', project_root: other })).code, 'SCOPE_NOT_ALLOWED', 'another project stays refused');
  const rows = box.open().store.db.prepare('SELECT * FROM seen_projects').all() as Array<Record<string, unknown>>;
  assert.deepEqual(rows.map((r) => [r.scope, r.host]), [[box.projectScope, 'codex']]);
  assert.ok(!JSON.stringify(rows).includes(box.root), 'a scope, never a path');

  // A record from long before this server started anchors nothing.
  box.open().store.db.prepare('UPDATE seen_projects SET last_seen = ?').run(new Date(Date.now() - 3 * 86_400_000).toISOString());
  const later = await connect(box, { cwd: plugin });
  t.after(() => later.close());
  assert.equal(errorOf(await later.call('memory_recall', { query: 'anything', project_root: box.project })).code, 'SCOPE_NOT_ALLOWED');
});

test('the server\'s own folder inside a project anchors the session: a project_root naming another project is refused', async (t) => {
  const box = sandbox();
  const other = otherProject(box);
  t.after(() => box.cleanup());
  const s = await connect(box, { cwd: join(box.project, 'src') });
  t.after(() => s.close());
  assert.equal(ok(await s.call('memory_recall', { query: 'anything', project_root: join(box.project, 'src', 'deep') })).scope, box.projectScope);
  const error = errorOf(await s.call('memory_recall', { query: 'anything', project_root: other }));
  assert.equal(error.code, 'SCOPE_NOT_ALLOWED');
  assert.equal(errorOf(await s.call('memory_list', { project_root: other })).code, 'SCOPE_NOT_ALLOWED');
});

test('other projects are fenced off: SCOPE_NOT_ALLOWED for their scopes, MEMORY_NOT_FOUND for their ids', async (t) => {
  const box = sandbox();
  const other = otherProject(box);
  const otherScope = projectScopeFor(other);
  const s = await connect(box);
  t.after(async () => { await s.close(); box.cleanup(); });
  const theirs = remember(box.open(), { content: 'The other project deploys with Gradle.', kind: 'fact', scope: otherScope, tags: ['deploy'] });
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
  remember(box.open(), { content: 'The other project deploys with Gradle.', kind: 'fact', scope: otherScope });
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
  const elsewhere = await connect(box, { cwd: other, elicit: () => ({ action: 'accept', content: { decision: 'confirm' } }) });
  ok(await elsewhere.call('memory_remember', { content: 'Codex should keep status updates short.', kind: 'preference', scope: 'agent:codex', project_root: other }));
  await elsewhere.close();
  const s = await connect(box);
  t.after(async () => { await s.close(); box.cleanup(); });
  const found = ok(await s.call('memory_recall', { query: 'status updates', scope: 'agent:codex', include_global: false, project_root: box.project }));
  assert.equal(found.results.length, 1);
  assert.deepEqual(found.scopes, ['agent:codex']);
});
