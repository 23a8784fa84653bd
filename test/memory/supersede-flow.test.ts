import assert from 'node:assert/strict';
import test from 'node:test';
import { historyOf } from '../../lib/audit.ts';
import { NuzoError } from '../../lib/errors.ts';
import { getMemory } from '../../lib/memory/get.ts';
import { remember } from '../../lib/memory/remember.ts';
import { rememberReplacing, updateReplacing } from '../../lib/memory/replace.ts';
import { buildExport } from '../../lib/transfer/export.ts';
import { sandbox } from '../support/sandbox.ts';

const scope = 'project:0123456789abcdef';
const OLD = 'We use pnpm for package management in this repo.';
const NEW = 'We switched from pnpm to yarn 4 for package management.';

function thrown(fn: () => unknown): NuzoError {
  try {
    fn();
  } catch (error) {
    assert.ok(error instanceof NuzoError);
    return error;
  }
  assert.fail('expected an error');
}

test('remember names the memory a correction revises and saves nothing until told', (t) => {
  const box = sandbox();
  t.after(() => box.cleanup());
  const ctx = box.open();
  const old = remember(ctx, { content: OLD, kind: 'project_decision', scope });
  const error = thrown(() => rememberReplacing(ctx, { content: NEW, kind: 'project_decision', scope }));
  assert.equal(error.code, 'SUPERSEDE_CANDIDATE');
  assert.equal(error.details.candidate_id, old.id);
  assert.ok(!JSON.stringify(error.toJSON()).includes('pnpm for package'), 'the error carries no stored text');
  const count = ctx.store.db.prepare('SELECT COUNT(*) AS n FROM memories').get() as { n: number };
  assert.equal(Number(count.n), 1);
  const both = rememberReplacing(ctx, { content: NEW, kind: 'project_decision', scope, keep_both: true });
  assert.equal(both.superseded, null);
  assert.equal(getMemory(ctx.store, old.id).status, 'active');
});

test('a confirmed supersede archives the old memory, links the two, and keeps it in history and export', (t) => {
  const box = sandbox();
  t.after(() => box.cleanup());
  const ctx = box.open();
  const old = remember(ctx, { content: OLD, kind: 'project_decision', scope });
  const { memory, superseded } = rememberReplacing(ctx, { content: NEW, kind: 'project_decision', scope, supersedes: old.id });
  assert.equal(superseded?.id, old.id);
  assert.equal(superseded?.status, 'archived');
  assert.deepEqual(historyOf(ctx.store, memory.id).map((e) => [e.event_type, e.payload.supersedes]), [['memory.created', old.id]]);
  const archived = historyOf(ctx.store, old.id).find((e) => e.event_type === 'memory.archived');
  assert.equal(archived?.payload.superseded_by, memory.id);
  const doc = buildExport(ctx, { include_archived: true }).document;
  const index = (id: string) => doc.memories.findIndex((m) => m.id === id);
  assert.deepEqual(doc.relations?.map((r) => [r.source_index, r.target_index, r.relation]), [[index(memory.id), index(old.id), 'supersedes']]);
});

test('a supersede stays within one scope and only replaces an active memory', (t) => {
  const box = sandbox();
  t.after(() => box.cleanup());
  const ctx = box.open();
  const other = remember(ctx, { content: OLD, kind: 'project_decision', scope: 'project:fedcba9876543210' });
  assert.equal(thrown(() => rememberReplacing(ctx, { content: NEW, kind: 'project_decision', scope, supersedes: other.id })).code, 'INVALID_SCOPE');
  const old = remember(ctx, { content: OLD, kind: 'project_decision', scope });
  rememberReplacing(ctx, { content: NEW, kind: 'project_decision', scope, supersedes: old.id });
  assert.equal(thrown(() => rememberReplacing(ctx, { content: 'We use bun for package management now.', kind: 'project_decision', scope, supersedes: old.id })).code, 'INVALID_INPUT');
});

test('an update whose new content revises another memory offers it, and archives it when named', (t) => {
  const box = sandbox();
  t.after(() => box.cleanup());
  const ctx = box.open();
  const old = remember(ctx, { content: OLD, kind: 'project_decision', scope });
  const edited = remember(ctx, { content: 'Releases are cut from the main branch every Friday.', kind: 'fact', scope });
  const error = thrown(() => updateReplacing(ctx, { id: edited.id, content: NEW, confirmed: true }));
  assert.equal(error.details.candidate_id, old.id);
  assert.equal(getMemory(ctx.store, edited.id).revision, 1);
  const { memory, superseded } = updateReplacing(ctx, { id: edited.id, content: NEW, confirmed: true, supersedes: old.id });
  assert.equal(memory.content, NEW);
  assert.equal(superseded?.status, 'archived');
  // Tag-only edits never ask.
  assert.equal(updateReplacing(ctx, { id: memory.id, tags: ['deps'] }).memory.tags[0], 'deps');
});
