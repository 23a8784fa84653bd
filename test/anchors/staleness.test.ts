import test from 'node:test';
import assert from 'node:assert/strict';
import { chmodSync, rmSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { anchorsOf, anchorStates, withAnchorStates } from '../../lib/anchors/store.ts';
import { HASH_MAX_BYTES } from '../../lib/anchors/fingerprint.ts';
import type { CoreContext } from '../../lib/context.ts';
import { remember } from '../../lib/memory/remember.ts';
import { updateMemory } from '../../lib/memory/update.ts';
import { projectScopeFor } from '../../lib/project/identity.ts';
import { recall } from '../../lib/recall/index.ts';
import { renderRecallFence } from '../../lib/recall/fence.ts';
import { sandbox } from '../support/sandbox.ts';
import { gitRepo, type Repo } from './git-repo.ts';

function setup(t: { after(fn: () => void): void }): { repo: Repo; ctx: CoreContext; scope: string } {
  const box = sandbox();
  const repo = gitRepo(box.root);
  t.after(() => box.cleanup());
  repo.write('src/cli/main.ts', 'export function main() { return 0; }\n');
  repo.write('src/store/db.ts', 'export const db = 1;\n');
  repo.write('docs/guide.md', '# Guide\n');
  repo.commit('initial');
  const scope = projectScopeFor(repo.root);
  return { repo, scope, ctx: { ...box.open(), project: { root: repo.root, scope } } };
}

const save = (ctx: CoreContext, scope: string, content: string) => remember(ctx, { content, kind: 'note', scope });
const state = (ctx: CoreContext, id: string) => anchorStates(ctx, [id]).get(id);

test('a project memory anchors the files and folders it names that exist, and stores no file contents', (t) => {
  const { ctx, scope } = setup(t);
  const m = save(ctx, scope, 'The CLI entry point is src/cli/main.ts; storage lives in `src/store/` and notes in docs/missing.md.');
  const rows = anchorsOf(ctx.store, [m.id], scope);
  assert.deepEqual(rows.map((r) => [r.path, r.kind]), [['src/cli/main.ts', 'file'], ['src/store', 'dir']]);
  assert.match(rows[0].hash ?? '', /^[0-9a-f]{64}$/);
  const dump = JSON.stringify(ctx.store.db.prepare('SELECT * FROM memory_anchors').all());
  assert.ok(!dump.includes('return 0'), 'no file contents in the anchors table');
  assert.equal(state(ctx, m.id)?.state, 'fresh');
});

test('a user-scope memory and one saved without a project get no anchors', (t) => {
  const { ctx, scope } = setup(t);
  const user = remember(ctx, { content: 'I like src/cli/main.ts short.', kind: 'preference', scope: 'user:default' });
  const blind = remember({ ...ctx, project: null }, { content: 'Entry: src/cli/main.ts here.', kind: 'note', scope });
  assert.equal(anchorsOf(ctx.store, [user.id, blind.id], scope).length, 0);
});

test('an edited file is changed (with since), a touched one stays fresh, a deleted one is gone', (t) => {
  const { repo, ctx, scope } = setup(t);
  const edited = save(ctx, scope, 'The CLI entry point is src/cli/main.ts.');
  const touched = save(ctx, scope, 'Database handle is exported from src/store/db.ts.');
  const deleted = save(ctx, scope, 'The guide for contributors is docs/guide.md.');
  repo.write('src/cli/main.ts', 'export function main() { return 1; }\n');
  const later = new Date(Date.now() + 60_000);
  utimesSync(join(repo.root, 'src/store/db.ts'), later, later);
  rmSync(join(repo.root, 'docs/guide.md'));
  const e = state(ctx, edited.id)!;
  assert.equal(e.state, 'changed');
  assert.equal(e.files[0].path, 'src/cli/main.ts');
  assert.match(e.files[0].since ?? '', /^\d{4}-\d\d-\d\dT/);
  assert.equal(state(ctx, touched.id)?.state, 'fresh', 'same bytes, new mtime: the hash decides');
  const gone = state(ctx, deleted.id)!;
  // Anchors are stamped when they are recorded, in the same write as the memory: the same
  // moment give or take the clock's next tick.
  const anchoredAt = gone.files[0]?.anchored_at;
  assert.ok(Math.abs(Date.parse(anchoredAt) - Date.parse(deleted.created_at)) < 1000, `${anchoredAt} vs ${deleted.created_at}`);
  assert.deepEqual(gone, { state: 'gone', files: [{ path: 'docs/guide.md', state: 'gone', since: null, anchored_at: anchoredAt }] });
});

test('recall marks each anchored result, in the fence and the result, and puts all-gone memories below fresh ones', (t) => {
  const { repo, ctx, scope } = setup(t);
  const gone = save(ctx, scope, 'Release notes for the parser release are written in docs/guide.md before tagging the parser release.');
  const fresh = save(ctx, scope, 'Release notes mention src/store/db.ts changes.');
  const query = { query: 'parser release notes', scopes: [scope], recordUse: false };
  assert.deepEqual(recall(ctx, query).results.map((r) => r.id), [gone.id, fresh.id], 'the better match leads while its file exists');
  rmSync(join(repo.root, 'docs'), { recursive: true, force: true });
  const results = recall(ctx, query).results;
  assert.deepEqual(results.map((r) => r.id), [fresh.id, gone.id]);
  assert.equal(results[0].anchors?.state, 'fresh');
  assert.equal(results[1].anchors?.state, 'gone');
  const fence = renderRecallFence(results, { nonce: 'n', projectScope: scope, maxChars: 4000 });
  assert.match(fence, /\[gone: docs\/guide\.md\] Release notes/);
  assert.doesNotMatch(fence, /\[fresh/);
});

test('updating a memory\'s text re-anchors it to the files it names now', (t) => {
  const { ctx, scope } = setup(t);
  const m = save(ctx, scope, 'The CLI entry point is src/cli/main.ts.');
  updateMemory(ctx, { id: m.id, content: 'The database handle is in src/store/db.ts.', confirmed: true });
  assert.deepEqual(anchorsOf(ctx.store, [m.id], scope).map((r) => r.path), ['src/store/db.ts']);
  updateMemory(ctx, { id: m.id, scope: 'user:default', confirmed: true });
  assert.equal(ctx.store.db.prepare('SELECT COUNT(*) AS n FROM memory_anchors').get()!.n, 0, 'a memory moved out of the project loses its anchors');
});

test('a git rename leaves the old path gone; a branch switch changes and restores a file', (t) => {
  const { repo, ctx, scope } = setup(t);
  const renamed = save(ctx, scope, 'The CLI entry point is src/cli/main.ts.');
  const branched = save(ctx, scope, 'The database handle is in src/store/db.ts.');
  repo.git('checkout', '-q', '-b', 'feature');
  repo.write('src/store/db.ts', 'export const db = 2;\n');
  repo.commit('change db');
  assert.equal(state(ctx, branched.id)?.state, 'changed');
  repo.git('checkout', '-q', 'main');
  assert.equal(state(ctx, branched.id)?.state, 'fresh', 'back on main: same content, new mtime');
  repo.git('mv', 'src/cli/main.ts', 'src/cli/entry.ts');
  assert.equal(state(ctx, renamed.id)?.state, 'gone');
});

test('files inside a submodule are anchored and checked like any other', (t) => {
  const { repo, ctx, scope } = setup(t);
  const sub = gitRepo();
  t.after(() => sub.cleanup());
  sub.write('lib/parse.c', 'int parse(void) { return 0; }\n');
  sub.commit('sub initial');
  repo.git('submodule', 'add', '-q', sub.root, 'vendor/parser');
  repo.commit('add submodule');
  const m = save(ctx, scope, 'The C parser lives in vendor/parser/lib/parse.c.');
  assert.deepEqual(anchorsOf(ctx.store, [m.id], scope).map((r) => r.path), ['vendor/parser/lib/parse.c']);
  writeFileSync(join(repo.root, 'vendor/parser/lib/parse.c'), 'int parse(void) { return 1; }\n');
  assert.equal(state(ctx, m.id)?.state, 'changed');
  repo.git('-C', 'vendor/parser', 'checkout', '-q', '--', '.');
  assert.equal(state(ctx, m.id)?.state, 'fresh');
});

test('anchors never leave the root: .., absolute paths elsewhere and symlinks out are refused; absolute paths inside are kept', (t) => {
  const { repo, ctx, scope } = setup(t);
  const outside = join(repo.root, '..', 'outside.txt');
  // As long as src/cli/main.ts, so only the realpath check can tell them apart.
  writeFileSync(outside, 'export function main() { return 9; }\n');
  symlinkSync(outside, join(repo.root, 'link.txt'));
  symlinkSync(join(repo.root, 'src/cli/main.ts'), join(repo.root, 'inner.ts'));
  const m = save(ctx, scope, `See ../outside.txt, ${outside}, link.txt, inner.ts and ${join(repo.root, 'src/store/db.ts')}.`);
  assert.deepEqual(anchorsOf(ctx.store, [m.id], scope).map((r) => r.path).sort(), ['inner.ts', 'src/store/db.ts']);
  // A symlink swapped to point outside after anchoring reads as gone, never hashed.
  rmSync(join(repo.root, 'inner.ts'));
  symlinkSync(outside, join(repo.root, 'inner.ts'));
  assert.deepEqual(state(ctx, m.id)?.files.map((f) => [f.path, f.state]), [['inner.ts', 'gone']]);
});

test('a huge, unreadable or FIFO-replaced file never throws, and the check keeps to its cap', (t) => {
  const { repo, ctx, scope } = setup(t);
  repo.write('data/big.bin', 'x'.repeat(HASH_MAX_BYTES * 8));
  repo.write('data/locked.txt', 'locked\n');
  const m = save(ctx, scope, 'Fixtures: data/big.bin, data/locked.txt and src/cli/main.ts.');
  assert.equal(anchorsOf(ctx.store, [m.id], scope).length, 3);
  const later = new Date(Date.now() + 60_000);
  utimesSync(join(repo.root, 'data/big.bin'), later, later);
  chmodSync(join(repo.root, 'data/locked.txt'), 0);
  utimesSync(join(repo.root, 'data/locked.txt'), later, later);
  rmSync(join(repo.root, 'src/cli/main.ts'));
  execFileSync('mkfifo', [join(repo.root, 'src/cli/main.ts')]);
  const s = state(ctx, m.id)!;
  assert.equal(s.files.find((f) => f.path === 'src/cli/main.ts')?.state, 'gone');
  assert.equal(s.files.find((f) => f.path === 'data/big.bin'), undefined, 'touched huge file: head hash unchanged');
  const capped = anchorStates(ctx, [m.id], { maxFiles: 1, maxHashBytes: 0 }).get(m.id)!;
  assert.equal(capped.state, 'fresh', 'what the cap leaves out is unchecked, never stale');
  const items = withAnchorStates(ctx, [{ id: m.id }]);
  assert.equal(items[0].anchors?.state, 'changed');
});
