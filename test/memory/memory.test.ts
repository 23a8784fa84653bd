import test from 'node:test';
import assert from 'node:assert/strict';
import { historyOf } from '../../lib/audit.ts';
import { NuzoError } from '../../lib/errors.ts';
import { forgetMany, forgetMemory } from '../../lib/memory/forget.ts';
import { getMemory } from '../../lib/memory/get.ts';
import { listMemories } from '../../lib/memory/list.ts';
import { remember } from '../../lib/memory/remember.ts';
import { updateMemory } from '../../lib/memory/update.ts';
import { sandbox } from '../support/sandbox.ts';

function code(fn: () => unknown): string {
  try {
    fn();
  } catch (error) {
    assert.ok(error instanceof NuzoError, `expected NuzoError, got ${String(error)}`);
    return error.code;
  }
  assert.fail('expected an error');
}

test('a remembered memory has a ULID id, revision 1, normalized tags and a metadata-only audit event', (t) => {
  const box = sandbox();
  t.after(() => box.cleanup());
  const ctx = box.open();
  const memory = remember(ctx, { content: 'The user prefers pnpm over npm.', kind: 'preference', scope: 'user:default', tags: ['Tooling', 'tooling', ' Package Manager '] });
  assert.match(memory.id, /^mem_[0-9A-HJKMNP-TV-Z]{26}$/);
  assert.equal(memory.revision, 1);
  assert.deepEqual(memory.tags, ['tooling', 'package-manager']);
  const events = historyOf(ctx.store, memory.id);
  assert.equal(events.length, 1);
  assert.equal(events[0].event_type, 'memory.created');
  assert.ok(!JSON.stringify(events[0]).includes('pnpm over npm'), 'audit payload carries no content');
});

test('invalid kinds, scopes and project:auto without resolution are structured errors', (t) => {
  const box = sandbox();
  t.after(() => box.cleanup());
  const ctx = box.open();
  assert.equal(code(() => remember(ctx, { content: 'x y z', kind: 'opinion', scope: 'user:default' })), 'INVALID_KIND');
  assert.equal(code(() => remember(ctx, { content: 'x y z', kind: 'fact', scope: 'team:core' })), 'INVALID_SCOPE');
  assert.equal(code(() => remember(ctx, { content: 'x y z', kind: 'fact', scope: 'project:auto' })), 'INVALID_SCOPE');
  assert.equal(code(() => remember(ctx, { content: '', kind: 'fact', scope: 'user:default' })), 'CONTENT_EMPTY');
  assert.equal(code(() => remember(ctx, { content: 'a'.repeat(8001), kind: 'fact', scope: 'user:default' })), 'CONTENT_TOO_LONG');
});

test('secrets are refused before anything is written', (t) => {
  const box = sandbox();
  t.after(() => box.cleanup());
  const ctx = box.open();
  const token = 'ghp_' + 'a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6q7R8';
  let error: unknown;
  try {
    remember(ctx, { content: `My token is ${token}`, kind: 'fact', scope: 'user:default' });
  } catch (e) { error = e; }
  assert.ok(error instanceof NuzoError);
  assert.equal(error.code, 'SECRET_DETECTED');
  assert.ok(!JSON.stringify(error.toJSON()).includes(token));
  assert.equal(listMemories(ctx, {}).total, 0);
});

test('exact and near duplicates in the same scope are rejected with the existing id', (t) => {
  const box = sandbox();
  t.after(() => box.cleanup());
  const ctx = box.open();
  const first = remember(ctx, { content: 'Always run the linter before committing.', kind: 'instruction', scope: box.projectScope });
  let error: NuzoError | null = null;
  try { remember(ctx, { content: 'always run the linter before committing', kind: 'instruction', scope: box.projectScope }); } catch (e) { error = e as NuzoError; }
  assert.equal(error?.code, 'DUPLICATE_MEMORY');
  assert.equal(error?.details.existing_id, first.id);
  // The same text in another scope is not a duplicate.
  remember(ctx, { content: 'Always run the linter before committing.', kind: 'instruction', scope: 'user:default' });
});

test('content changes and project-to-user moves need confirmation; revisions guard concurrent edits', (t) => {
  const box = sandbox();
  t.after(() => box.cleanup());
  const ctx = box.open();
  const m = remember(ctx, { content: 'The API server listens on port 8080.', kind: 'fact', scope: box.projectScope });
  assert.equal(code(() => updateMemory(ctx, { id: m.id, content: 'The API server listens on port 9090.' })), 'CONFIRMATION_REQUIRED');
  assert.equal(code(() => updateMemory(ctx, { id: m.id, scope: 'user:default' })), 'CONFIRMATION_REQUIRED');
  const tagged = updateMemory(ctx, { id: m.id, tags: ['ports'] });
  assert.equal(tagged.revision, 2);
  assert.equal(code(() => updateMemory(ctx, { id: m.id, content: 'The API server listens on port 9090.', expected_revision: 1, confirmed: true })), 'REVISION_CONFLICT');
  const changed = updateMemory(ctx, { id: m.id, content: 'The API server listens on port 9090.', expected_revision: 2, confirmed: true });
  assert.equal(changed.revision, 3);
  assert.equal(getMemory(ctx.store, m.id).content, 'The API server listens on port 9090.');
});

test('archive is reversible, hard delete needs confirmation, and history outlives the delete', (t) => {
  const box = sandbox();
  t.after(() => box.cleanup());
  const ctx = box.open();
  const m = remember(ctx, { content: 'Docs deploy from the gh-pages branch.', kind: 'fact', scope: box.projectScope });
  assert.equal(forgetMemory(ctx, { id: m.id }).status, 'archived');
  assert.equal(getMemory(ctx.store, m.id).status, 'archived');
  assert.equal(code(() => forgetMemory(ctx, { id: m.id, mode: 'delete' })), 'CONFIRMATION_REQUIRED');
  forgetMemory(ctx, { id: m.id, mode: 'delete', confirmed: true });
  assert.equal(code(() => getMemory(ctx.store, m.id)), 'MEMORY_NOT_FOUND');
  const types = historyOf(ctx.store, m.id).map((e) => e.event_type);
  assert.deepEqual(types, ['memory.created', 'memory.archived', 'memory.deleted']);
});

test('history returns only the requested memory\'s events', (t) => {
  const box = sandbox();
  t.after(() => box.cleanup());
  const ctx = box.open();
  const a = remember(ctx, { content: 'Use tabs in Makefiles.', kind: 'instruction', scope: 'user:default' });
  remember(ctx, { content: 'Prefer rebase over merge for feature branches.', kind: 'preference', scope: 'user:default' });
  assert.ok(historyOf(ctx.store, a.id).every((e) => e.memory_id === a.id));
});

test('forget_many is a dry run by default, rejects empty or mixed selectors, and applies on request', (t) => {
  const box = sandbox();
  t.after(() => box.cleanup());
  const ctx = box.open();
  remember(ctx, { content: 'Old decision one about queues.', kind: 'project_decision', scope: box.projectScope, tags: ['obsolete'] });
  remember(ctx, { content: 'Old decision two about caching layers.', kind: 'project_decision', scope: box.projectScope, tags: ['obsolete'] });
  remember(ctx, { content: 'Keep this decision about logging.', kind: 'project_decision', scope: box.projectScope });
  assert.equal(code(() => forgetMany(ctx, {})), 'INVALID_SELECTOR');
  assert.equal(code(() => forgetMany(ctx, { all: true, tags: ['obsolete'] })), 'INVALID_SELECTOR');
  const preview = forgetMany(ctx, { tags: ['obsolete'] });
  assert.deepEqual([preview.matched, preview.affected, preview.dry_run], [2, 0, true]);
  assert.equal(listMemories(ctx, {}).total, 3);
  assert.equal(code(() => forgetMany(ctx, { tags: ['obsolete'], dry_run: false, mode: 'delete' })), 'CONFIRMATION_REQUIRED');
  const applied = forgetMany(ctx, { tags: ['obsolete'], dry_run: false });
  assert.equal(applied.affected, 2);
  assert.equal(listMemories(ctx, {}).total, 1);
});

test('disabled scopes refuse writes', (t) => {
  const box = sandbox();
  t.after(() => box.cleanup());
  const ctx = box.open({ config: { disabled_scopes: [box.projectScope] } });
  assert.equal(code(() => remember(ctx, { content: 'Use make for builds.', kind: 'instruction', scope: box.projectScope })), 'SCOPE_DISABLED');
});
