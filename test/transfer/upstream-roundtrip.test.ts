// Round trips with upstream Nuzo 1.2 (fabionfsc/nuzo-memory). The upstream documents here
// are written from its documented export format and its source's rules (items in the order
// and shape its toExportItem writes; its tag, scope, source and provenance limits), not
// copied from it. "Upstream's import then export" is simulated by those same rules: it keeps
// only its own item fields, trims content, drops repeated tags, and renumbers nothing.
import test from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { recall } from '../../lib/recall/recall.ts';
import { remember } from '../../lib/memory/remember.ts';
import { buildExport, importMemories, writeExport, type ExportDocument } from '../../lib/transfer/index.ts';
import { sandbox } from '../support/sandbox.ts';

const UPSTREAM_FIELDS = ['scope', 'kind', 'content', 'tags', 'source', 'confidence', 'confidence_state', 'provenance', 'review_after', 'expires_at', 'created_at', 'updated_at', 'last_used_at', 'archived_at'] as const;

function at(n: number): string {
  return new Date(Date.UTC(2026, 0, 1, 0, 0, n)).toISOString();
}

function upstreamItem(n: number, over: Record<string, unknown>): Record<string, unknown> {
  return {
    scope: 'user:default',
    kind: 'fact',
    content: `Upstream fact number ${n} about the build.`,
    tags: [],
    source: 'codex:mcp',
    confidence: 1,
    confidence_state: null,
    provenance: null,
    review_after: null,
    expires_at: null,
    created_at: at(n),
    updated_at: at(n),
    last_used_at: null,
    archived_at: null,
    ...over,
  };
}

// The nine cases measured against main in issue 17, and a few more shapes upstream accepts.
function upstreamDocument(): ExportDocument {
  const memories = [
    upstreamItem(1, { tags: Array.from({ length: 32 }, (_, i) => `tag-${i}`) }),
    upstreamItem(2, { tags: ['a'.repeat(41), 'b'.repeat(64)] }),
    upstreamItem(3, { source: `s${'x'.repeat(255)}` }),
    upstreamItem(4, { scope: 'team:platform', kind: 'project_decision', content: 'The platform team deploys on Tuesdays.' }),
    upstreamItem(5, { confidence: 0.6, confidence_state: 'inferred' }),
    upstreamItem(6, { confidence_state: 'needs_review', provenance: { kind: 'file', path: 'docs/adr/0001.md', line: 12, host: 'codex', reason: 'Read from the ADR.' } }),
    upstreamItem(7, { kind: 'preference', content: 'The user prefers pnpm over npm.', provenance: { kind: 'conversation', host: 'claude-code', thread_id: 't-42' }, last_used_at: at(70) }),
    upstreamItem(8, { content: 'The old CI used Travis.', archived_at: at(80), confidence_state: 'deprecated' }),
    upstreamItem(9, { review_after: '2027-01-01T00:00:00.000Z', expires_at: '2028-01-01T00:00:00.000Z', confidence: 0 }),
    upstreamItem(10, { scope: 'project:nuzo-memory', kind: 'instruction', content: 'Run npm test before every commit.' }),
    upstreamItem(11, { scope: 'agent:Reviewer', content: 'The reviewer agent checks licences.' }),
    upstreamItem(12, { scope: 'user:alice', kind: 'preference', content: 'Alice prefers tabs.', confidence_state: 'user_confirmed' }),
  ];
  return {
    format: 'nuzo-memory-export',
    version: 1,
    exported_at: '2026-02-01T00:00:00.000Z',
    memories: memories as ExportDocument['memories'],
    relations: [
      { source_index: 8, target_index: 7, relation: 'supersedes', reason: 'Moved to GitHub Actions.', created_at: at(90) },
      { source_index: 4, target_index: 5, relation: 'related_to', reason: null, created_at: at(91) },
      { source_index: 3, target_index: 9, relation: 'conflicts_with', reason: null, created_at: at(92) },
    ],
  };
}

function upstreamFields(item: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(UPSTREAM_FIELDS.map((f) => [f, item[f] ?? null]));
}

// Upstream's import and export of one of our files, by its rules.
function throughUpstream(document: ExportDocument): ExportDocument {
  const scope = /^(user|project|agent|team):[A-Za-z0-9._~:/-]+$/;
  const tag = /^[a-z0-9][a-z0-9._-]{0,63}$/;
  assert.ok(document.memories.length <= 1000, 'upstream refuses more than 1,000 items');
  for (const m of document.memories) {
    assert.match(m.scope, scope);
    assert.ok(m.tags.length <= 32 && m.tags.every((t) => tag.test(t)), `upstream refuses tags ${JSON.stringify(m.tags)}`);
    assert.ok(m.source.trim() && m.source.length <= 256);
    assert.ok(typeof m.confidence === 'number' && m.confidence >= 0 && m.confidence <= 1);
    if (m.provenance) assert.ok(['conversation', 'file', 'import', 'cli', 'mcp'].includes(m.provenance.kind));
  }
  return {
    format: 'nuzo-memory-export',
    version: 1,
    exported_at: '2026-03-01T00:00:00.000Z',
    memories: document.memories.map((m) => ({ ...upstreamFields({ ...m, content: m.content.trim(), tags: [...new Set(m.tags)] }) })) as ExportDocument['memories'],
    relations: document.relations ?? [],
  };
}

function fresh(t: { after(fn: () => void): void }) {
  const box = sandbox();
  t.after(() => box.cleanup());
  return { box, ctx: box.open() };
}

test('every item of an upstream file is imported and comes back out with every upstream field equal', (t) => {
  const { ctx } = fresh(t);
  const input = upstreamDocument();
  const report = importMemories(ctx, { document: structuredClone(input), confirmed: true });
  assert.equal(report.rejected, 0, JSON.stringify(report.items.filter((i) => i.status === 'rejected')));
  assert.equal(report.imported, input.memories.length);
  assert.deepEqual(report.held, { 'team:platform': 1, 'project:nuzo-memory': 1, 'agent:Reviewer': 1, 'user:alice': 1 });
  assert.equal(report.relations.imported, 3);
  assert.ok(report.items.every((i) => !i.not_carried), 'nothing was dropped');

  const { document } = buildExport(ctx, { include_archived: true });
  assert.equal(document.memories.length, input.memories.length);
  document.memories.forEach((item, i) => assert.deepEqual(upstreamFields(item), upstreamFields(input.memories[i] as Record<string, unknown>), `item ${i}`));
  assert.deepEqual(document.relations, input.relations);
});

test('held scopes are stored as given but never reach recall of the user or the project', (t) => {
  const { ctx, box } = fresh(t);
  importMemories(ctx, { document: upstreamDocument(), confirmed: true });
  remember(ctx, { content: 'The platform team deploys on Mondays from this repo.', kind: 'fact', scope: box.projectScope });
  const answer = recall(ctx, { query: 'platform team deploys tabs reviewer licences commit', scopes: ['user:default', box.projectScope], limit: 50, recordUse: false });
  assert.ok(answer.results.length > 0);
  assert.ok(answer.results.every((r) => r.scope === 'user:default' || r.scope === box.projectScope), JSON.stringify(answer.results.map((r) => r.scope)));
  const scopes = ctx.store.db.prepare("SELECT scope FROM memories WHERE scope NOT IN ('user:default', ?) ORDER BY scope").all(box.projectScope).map((r) => (r as { scope: string }).scope);
  assert.deepEqual(scopes, ['agent:Reviewer', 'project:nuzo-memory', 'team:platform', 'user:alice']);
});

test('a Nuzo export imported into another store comes back with the same ids, flags and fields', (t) => {
  const a = fresh(t);
  importMemories(a.ctx, { document: upstreamDocument(), confirmed: true });
  remember(a.ctx, { content: 'The user is on call on Fridays.', kind: 'fact', scope: 'user:default', sensitive: true, confirmed: true, tags: ['rota'] });
  const first = buildExport(a.ctx, { include_archived: true }).document;
  const b = fresh(t);
  const report = importMemories(b.ctx, { document: JSON.parse(JSON.stringify(first)), confirmed: true });
  assert.equal(report.imported, first.memories.length);
  const second = buildExport(b.ctx, { include_archived: true }).document;
  assert.deepEqual(second.memories, first.memories);
  assert.deepEqual(second.relations, first.relations);
  assert.equal(second.memories.filter((m) => m.sensitive).length, 1);
});

test('--format upstream writes a file upstream accepts; ids and sensitive survive its import and export', (t) => {
  const a = fresh(t);
  importMemories(a.ctx, { document: upstreamDocument(), confirmed: true });
  remember(a.ctx, { content: 'The user is on call on Fridays.', kind: 'fact', scope: 'user:default', sensitive: true, confirmed: true });
  remember(a.ctx, { content: 'Deploys go through the release:train tag.', kind: 'fact', scope: 'user:default', tags: ['release:train'] });
  const ours = buildExport(a.ctx, { include_archived: true }).document;
  const path = join(a.box.root, 'for-upstream.json');
  const written = writeExport(a.ctx, { path, format: 'upstream', include_archived: true });
  // Upstream refuses tags with ':'; that memory is withheld, by id and field.
  assert.equal(written.withheld.length, 1);
  assert.equal(written.withheld[0].field, 'tags');
  assert.equal(written.withheld[0].code, 'UPSTREAM_TAG_INVALID');
  const file = JSON.parse(readFileSync(path, 'utf8')) as ExportDocument;
  assert.ok(Array.isArray(file.memories) && !readFileSync(path, 'utf8').includes('\n{"format"'), 'one JSON document, not NDJSON');
  const back = throughUpstream(file);
  const c = fresh(t);
  const report = importMemories(c.ctx, { document: back, confirmed: true });
  assert.equal(report.rejected, 0);
  const final = buildExport(c.ctx, { include_archived: true }).document;
  const kept = ours.memories.filter((m) => !m.tags.includes('release:train'));
  assert.deepEqual(final.memories, kept, 'every field, ids and sensitive included, is what it was');
  assert.deepEqual(final.relations, ours.relations);
});

test('large exports split into numbered files of at most 1,000 that import one by one', (t) => {
  const a = fresh(t);
  const memories = Array.from({ length: 2500 }, (_, n) => upstreamItem(n, { content: `Split fact ${n} about module ${n * 7}.` }));
  importMemories(a.ctx, {
    document: { format: 'nuzo-memory-export', version: 1, exported_at: at(0), memories: memories as ExportDocument['memories'], relations: [
      { source_index: 10, target_index: 20, relation: 'related_to', created_at: at(1) },
      { source_index: 999, target_index: 1000, relation: 'supersedes', created_at: at(1) },
    ] },
  });
  const path = join(a.box.root, 'big.json');
  const written = writeExport(a.ctx, { path, format: 'upstream' });
  assert.deepEqual(written.paths.map((p) => p.slice(a.box.root.length + 1)), ['big.001.json', 'big.002.json', 'big.003.json']);
  assert.deepEqual(written.relations_left_out.map((r) => r.code), ['RELATION_SPLIT_ACROSS_FILES']);
  const b = fresh(t);
  let total = 0;
  for (const p of written.paths) {
    const doc = JSON.parse(readFileSync(p, 'utf8')) as ExportDocument;
    assert.ok(doc.memories.length <= 1000);
    total += importMemories(b.ctx, { document: throughUpstream(doc) }).imported;
  }
  assert.equal(total, 2500);
  const small = writeExport(a.ctx, { path: join(a.box.root, 'small.ndjson'), max_items: 1000 });
  assert.equal(small.paths.length, 3);
  assert.match(small.paths[2], /small\.003\.ndjson$/);
});

test('the import report names every field it could not keep, item by item', (t) => {
  const { ctx } = fresh(t);
  const document = upstreamDocument();
  document.memories = [
    upstreamItem(1, { color: 'blue' }),
    upstreamItem(2, { confidence_state: 'guessed' }),
    upstreamItem(3, { provenance: { kind: 'file', path: '/etc/passwd' } }),
    upstreamItem(4, { provenance: { kind: 'cli', reason: 'token ghp_abcdefghijklmnopqrstuvwxyz0123456789' } }),
    upstreamItem(5, { id: 'not-a-nuzo-id' }),
  ] as ExportDocument['memories'];
  document.relations = [{ source_index: 0, target_index: 7, relation: 'related_to', created_at: at(1) }, { source_index: 0, target_index: 1, relation: 'likes', created_at: at(1) }];
  const report = importMemories(ctx, { document });
  assert.equal(report.imported, 5);
  assert.deepEqual(report.items.map((i) => i.not_carried), [
    [{ field: 'color', code: 'FIELD_UNKNOWN' }],
    [{ field: 'confidence_state', code: 'CONFIDENCE_STATE_INVALID' }],
    [{ field: 'provenance', code: 'PROVENANCE_PATH_UNSAFE' }],
    [{ field: 'provenance', code: 'SECRET_DETECTED' }],
    [{ field: 'id', code: 'ID_NOT_NUZO' }],
  ]);
  assert.deepEqual(report.relations.not_carried, [{ index: 0, code: 'RELATION_INDEX_INVALID' }, { index: 1, code: 'RELATION_TYPE_INVALID' }]);
  // The refused provenance text is nowhere in the store.
  const dump = JSON.stringify(ctx.store.db.prepare('SELECT * FROM memory_carried').all());
  assert.ok(!dump.includes('ghp_'));
});
