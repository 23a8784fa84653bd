import { strict as assert } from 'node:assert';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, it } from 'node:test';
import { cliSandbox, type CliSandbox } from './helpers.ts';

let box: CliSandbox;
beforeEach(() => { box = cliSandbox(); });
afterEach(() => box.cleanup());

async function remember(content: string, ...flags: string[]): Promise<string> {
  const run = await box.nuzo(['memory', 'remember', content, '--json', ...flags]);
  assert.equal(run.code, 0, run.stderr);
  return run.json.memory.id;
}

describe('nuzo memory', () => {
  it('init creates the store once and names the project it resolved', async () => {
    const first = await box.nuzo(['memory', 'init', '--json']);
    assert.equal(first.code, 0, first.stderr);
    assert.equal(first.json.created, true);
    assert.equal(first.json.home, box.home);
    assert.deepEqual(first.json.project, { root: box.project, scope: box.projectScope, detected_by: 'marker' });
    const again = await box.nuzo(['memory', 'init', '--json']);
    assert.equal(again.json.created, false);
  });

  it('remember defaults to this project and kind note, and returns the stored memory', async () => {
    const run = await box.nuzo(['memory', 'remember', 'Run the docs build in strict mode before pushing.', '--tag', 'Docs', '--tag', 'ci', '--json']);
    assert.equal(run.code, 0, run.stderr);
    const { memory } = run.json;
    assert.match(memory.id, /^mem_[0-9A-Z]{26}$/);
    assert.equal(memory.scope, box.projectScope);
    assert.equal(memory.kind, 'note');
    assert.deepEqual(memory.tags, ['docs', 'ci']);
    assert.equal(memory.source, 'nuzo:cli');
    assert.equal(run.stderr, '');
  });

  it('remember outside a project needs an explicit scope (PROJECT_UNRESOLVED, exit 2); --scope project does not make the folder a project', async () => {
    const elsewhere = join(box.root, 'loose');
    mkdirSync(elsewhere);
    const run = await box.nuzo(['memory', 'remember', 'I prefer concise final answers.', '--kind', 'preference'], { cwd: elsewhere });
    assert.equal(run.code, 2);
    assert.match(run.stderr, /^nuzo: Not inside a project \(a folder with \.git or \.nuzo\/config\.json\): pass --scope user .* \(PROJECT_UNRESOLVED\)\n/);
    for (const scope of ['project', 'project:auto']) {
      const forced = await box.nuzo(['memory', 'remember', 'I prefer concise final answers.', '--kind', 'preference', '--scope', scope, '--json'], { cwd: elsewhere });
      assert.equal(forced.code, 2, `--scope ${scope}`);
      assert.equal(forced.json.error.code, 'PROJECT_UNRESOLVED');
    }
    const listed = await box.nuzo(['memory', 'list', '--scope', 'project', '--json'], { cwd: elsewhere });
    assert.equal(listed.json.error.code, 'PROJECT_UNRESOLVED');
    const ok = await box.nuzo(['memory', 'remember', 'I prefer concise final answers.', '--kind', 'preference', '--scope', 'user', '--json'], { cwd: elsewhere });
    assert.equal(ok.code, 0, ok.stderr);
    assert.equal(ok.json.memory.scope, 'user:default');
  });

  it('--project-root picks the project from anywhere', async () => {
    const run = await box.nuzo(['memory', 'remember', 'The API layer lives in src/api.', '--kind', 'fact', '--project-root', box.project, '--json'], { cwd: box.root });
    assert.equal(run.code, 0, run.stderr);
    assert.equal(run.json.memory.scope, box.projectScope);
  });

  it('recall searches this project plus user:default and reports why each result matched', async () => {
    const project = await remember('The user prefers SQLite for local-first prototypes.', '--kind', 'preference', '--tag', 'storage');
    const user = await remember('Keep SQLite migrations additive.', '--kind', 'instruction', '--scope', 'user');
    await remember('Postgres handles the analytics warehouse.', '--kind', 'fact', '--scope', 'agent:codex');
    const run = await box.nuzo(['memory', 'recall', 'sqlite', '--json']);
    assert.equal(run.code, 0, run.stderr);
    assert.deepEqual(Object.keys(run.json).sort(), ['include_global', 'limit', 'query', 'results', 'scope', 'scopes', 'semantic']);
    assert.equal(run.json.semantic, 'used', 'the default encoder takes part');
    assert.deepEqual(run.json.scopes, [box.projectScope, 'user:default']);
    assert.deepEqual(run.json.results.map((r: { id: string }) => r.id).sort(), [project, user].sort());
    for (const r of run.json.results) {
      assert.equal(typeof r.score, 'number');
      assert.equal(typeof r.reason, 'string');
    }
    const local = await box.nuzo(['memory', 'recall', 'sqlite', '--no-include-global', '--json']);
    assert.deepEqual(local.json.results.map((r: { id: string }) => r.id), [project]);
  });

  it('recall on a home without a store answers empty and creates nothing', async () => {
    const run = await box.nuzo(['memory', 'recall', 'anything', '--json']);
    assert.equal(run.code, 0, run.stderr);
    assert.deepEqual(run.json.results, []);
    const list = await box.nuzo(['memory', 'list', '--json']);
    assert.equal(list.json.total, 0);
    const init = await box.nuzo(['memory', 'init', '--json']);
    assert.equal(init.json.created, true);
  });

  it('list filters by tag, kind and status', async () => {
    const a = await remember('Use GitHub Issues for executable work.', '--kind', 'instruction', '--tag', 'codex');
    await remember('The docs domain is nuzo.example.', '--kind', 'fact', '--tag', 'docs');
    const byTag = await box.nuzo(['memory', 'list', '--tag', 'codex', '--json']);
    assert.deepEqual(byTag.json.memories.map((m: { id: string }) => m.id), [a]);
    assert.equal(byTag.json.total, 1);
    const byKind = await box.nuzo(['memory', 'list', '--kind', 'fact', '--json']);
    assert.equal(byKind.json.memories[0].kind, 'fact');
    const bad = await box.nuzo(['memory', 'list', '--status', 'gone']);
    assert.equal(bad.code, 2);
  });

  it('update changes content (the typed command is the confirmation) and history shows metadata only', async () => {
    const id = await remember('The user prefers concise answers.', '--kind', 'preference');
    const run = await box.nuzo(['memory', 'update', id, '--content', 'The user prefers concise final answers.', '--tag', 'style', '--json']);
    assert.equal(run.code, 0, run.stderr);
    assert.equal(run.json.memory.content, 'The user prefers concise final answers.');
    assert.equal(run.json.memory.revision, 2);
    const history = await box.nuzo(['memory', 'history', id, '--json']);
    assert.equal(history.json.memory_id, id);
    assert.deepEqual(history.json.events.map((e: { event_type: string }) => e.event_type), ['memory.created', 'memory.updated']);
    assert.ok(!history.stdout.includes('concise'));
    const conflict = await box.nuzo(['memory', 'update', id, '--kind', 'note', '--expected-revision', '1', '--json']);
    assert.equal(conflict.code, 1);
    assert.equal(conflict.json.error.code, 'REVISION_CONFLICT');
    const nothing = await box.nuzo(['memory', 'update', id]);
    assert.equal(nothing.code, 2);
  });

  it('forget archives by default; --delete without a terminal needs --yes', async () => {
    const id = await remember('Use tabs in Makefiles.', '--kind', 'instruction');
    const archived = await box.nuzo(['memory', 'forget', id, '--json']);
    assert.deepEqual(archived.json, { id, mode: 'archive', status: 'archived' });
    const refused = await box.nuzo(['memory', 'forget', id, '--delete', '--json']);
    assert.equal(refused.code, 1);
    assert.equal(refused.json.error.code, 'CONFIRMATION_REQUIRED');
    assert.match(refused.stderr, /^nuzo: refused: A hard delete needs --yes .*\(CONFIRMATION_REQUIRED\)\n$/);
    const deleted = await box.nuzo(['memory', 'forget', id, '--delete', '--yes', '--json']);
    assert.deepEqual(deleted.json, { id, mode: 'delete', status: 'deleted' });
    const history = await box.nuzo(['memory', 'history', id, '--json']);
    assert.equal(history.json.events.at(-1).event_type, 'memory.deleted');
    const gone = await box.nuzo(['memory', 'forget', id, '--json']);
    assert.equal(gone.json.error.code, 'MEMORY_NOT_FOUND');
  });

  it('forget-many previews unless --apply, and a bulk delete needs --yes', async () => {
    const a = await remember('Old decision one about caching.', '--kind', 'project_decision', '--tag', 'obsolete');
    const b = await remember('Old decision two about queues.', '--kind', 'project_decision', '--tag', 'obsolete');
    await remember('Current decision about logging.', '--kind', 'project_decision');
    const preview = await box.nuzo(['memory', 'forget-many', '--tag', 'obsolete', '--json']);
    assert.deepEqual(preview.json, { matched: 2, affected: 0, mode: 'archive', dry_run: true, ids: [a, b], scopes: [box.projectScope] });
    const empty = await box.nuzo(['memory', 'forget-many']);
    assert.equal(empty.code, 2);
    const refused = await box.nuzo(['memory', 'forget-many', '--tag', 'obsolete', '--apply', '--delete']);
    assert.equal(refused.code, 1);
    assert.match(refused.stderr, /CONFIRMATION_REQUIRED/);
    const applied = await box.nuzo(['memory', 'forget-many', '--scope', 'project', '--tag', 'obsolete', '--apply', '--json']);
    assert.equal(applied.json.affected, 2);
    const remaining = await box.nuzo(['memory', 'list', '--json']);
    assert.equal(remaining.json.total, 1);
    const deleted = await box.nuzo(['memory', 'forget-many', '--tag', 'obsolete', '--apply', '--delete', '--yes', '--json']);
    assert.deepEqual(deleted.json.ids, [a, b]);
    assert.equal(deleted.json.mode, 'delete');
  });

  it('a refused write exits 1 with one stderr line and a JSON error on stdout', async () => {
    const run = await box.nuzo(['memory', 'remember', 'My token is ghp_abcdefghijklmnopqrstuvwxyz0123456789', '--json']);
    assert.equal(run.code, 1);
    assert.equal(run.json.error.code, 'SECRET_DETECTED');
    assert.deepEqual(Object.keys(run.json.error).sort(), ['code', 'details', 'message']);
    assert.ok(!run.stdout.includes('ghp_') && !run.stderr.includes('ghp_'));
    assert.equal(run.stderr.trim().split('\n').length, 1);
    const bad = await box.nuzo(['memory', 'remember', 'x is y', '--kind', 'opinion']);
    assert.equal(bad.code, 2, 'an unknown kind is an input error');
    assert.match(bad.stderr, /\(INVALID_KIND\)/);
  });
});
