import test from 'node:test';
import assert from 'node:assert/strict';
import type { CoreContext } from '../../lib/context.ts';
import { DEFAULT_CONFIG } from '../../lib/config.ts';
import { bm25, BM25_WEIGHTS_SQL, countTerms, inverseDocumentFrequency, scoringTerms } from '../../lib/recall/bm25.ts';
import { corpusStats, decodeVarints } from '../../lib/recall/corpus-stats.ts';
import { DF_CAP, ftsTerm, planQuery } from '../../lib/recall/query-plan.ts';
import { recall } from '../../lib/recall/index.ts';
import { porterStem } from '../../lib/recall/stem.ts';
import { remember } from '../../lib/memory/remember.ts';
import { forgetMemory } from '../../lib/memory/forget.ts';
import { updateMemory } from '../../lib/memory/update.ts';
import { importMemories } from '../../lib/transfer/index.ts';
import { USER_SCOPE } from '../../lib/scope.ts';
import { sandbox } from '../support/sandbox.ts';

const OTHER = 'project:00000000000000bb';

// Many memories in one transaction through core's import path (remember() one by one
// would take minutes for the sizes these tests need).
function bulk(ctx: CoreContext, rows: Array<{ content: string; scope: string; tags?: string[] }>): void {
  const memories = rows.map((row, i) => ({
    scope: row.scope,
    kind: 'fact',
    content: row.content,
    tags: row.tags ?? [],
    source: 'test:bulk',
    confidence: 1,
    created_at: new Date(Date.parse('2026-01-01T00:00:00.000Z') + i * 1000).toISOString(),
    updated_at: new Date(Date.parse('2026-01-01T00:00:00.000Z') + i * 1000).toISOString(),
    last_used_at: null,
    archived_at: null,
  }));
  const report = importMemories({ ...ctx, config: structuredClone(DEFAULT_CONFIG) }, { document: { format: 'nuzo-memory-export', version: 1, exported_at: new Date().toISOString(), memories }, dry_run: false });
  assert.equal(report.imported, rows.length);
}

test('varints decode as SQLite writes them, and a truncated one is refused', () => {
  assert.deepEqual(decodeVarints(Uint8Array.from([0x05])), [5]);
  assert.deepEqual(decodeVarints(Uint8Array.from([0x86, 0x8d, 0x20, 0x7f])), [100_000, 127]);
  // Nine bytes: eight of seven bits, then a full byte.
  assert.deepEqual(decodeVarints(Uint8Array.from([0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x81, 0x01])), [2 ** 8 + 1]);
  assert.equal(decodeVarints(Uint8Array.from([0x86, 0x8d])), null);
  assert.deepEqual(decodeVarints(new Uint8Array(0)), []);
});

test('idf is FTS5\'s, floored just above zero for a word in most memories', () => {
  assert.equal(inverseDocumentFrequency(1, 100), Math.log(99.5 / 1.5));
  assert.equal(inverseDocumentFrequency(90, 100), 1e-6);
});

test('terms are counted by the index\'s Porter stem, tags weigh 1.5, and a confirmed term counts at least once', () => {
  const stems = scoringTerms(['caching', 'migrations', 'snake_case']);
  const counts = countTerms('Caches are cached; the cache café migrates nothing.', ['cache'], stems, false);
  assert.deepEqual(counts.freq, [3 + 1.5, 1, 0], '"migrates" and "migrations" share a Porter stem');
  assert.equal(counts.length, 9);
  assert.deepEqual(countTerms('Use snake_case names.', [], stems, true).freq, [1, 1, 1]);
  assert.equal(porterStem('Tomás'), porterStem('tomas'));
});

// A memory's words are kept between queries (memory-text.ts), by content: the same text
// under other tags, or text that differs by a letter, is read afresh.
test('counting reads a memory\'s current tags and text, not those of an earlier query', () => {
  const stems = scoringTerms(['deploy', 'staging', 'cach']);
  const content = 'Deploys go out from the staging branch.';
  assert.deepEqual(countTerms(content, ['deploy'], stems, false).freq, [1 + 1.5, 1, 0]);
  assert.deepEqual(countTerms(content, ['staging', 'deploy'], stems, false).freq, [1 + 1.5, 1 + 1.5, 0]);
  assert.deepEqual(countTerms(content, [], stems, false), { freq: [1, 1, 0], length: 7 });
  assert.deepEqual(countTerms(content.replace('staging', 'release'), [], stems, false).freq, [1, 0, 0]);
  assert.deepEqual(countTerms('日本語のメモ: cache', ['deploy'], scoringTerms(['日本', 'cache', 'deploy']), false).freq, [1, 1, 1.5]);
  assert.deepEqual(countTerms('日本語のメモ: cache', [], scoringTerms(['日本', 'cache', 'deploy']), false).freq, [1, 1, 0]);
});

test('scoring in JS reproduces FTS5\'s own bm25() row by row', (t) => {
  const box = sandbox();
  t.after(() => box.cleanup());
  const ctx = box.open();
  if (!ctx.store.fts) return t.skip('this Node has no FTS5 to compare with');
  const words = ['cache', 'caching', 'deploy', 'deploys', 'staging', 'migrations', 'postgres', 'ledger', 'café', 'tests', 'testing', 'flags'];
  const rows = Array.from({ length: 300 }, (_, i) => {
    const pick = (k: number) => words[(i * (k + 3) + k * 7) % words.length];
    const filler = ' and more words'.repeat(i % 5);
    return { content: `Note ${i}: ${pick(0)} ${pick(1)} then ${pick(2)}${filler}; ${pick(0)} again.`, scope: box.projectScope, tags: i % 4 === 0 ? [pick(3)] : [] };
  });
  bulk(ctx, rows);
  const db = ctx.store.db;
  const stats = corpusStats(ctx.store);
  assert.equal(stats.rows, 300);
  for (const query of ['caching', 'deploy staging', 'postgres ledger migrations', 'cafe tests', 'flags']) {
    const plan = planQuery(ctx.store, query, 8, stats);
    const terms = plan.terms;
    const exactDf = terms.map((term) => Number((db.prepare('SELECT count(*) AS n FROM memories_fts WHERE memories_fts MATCH ?').get(ftsTerm(term)) as { n: number }).n));
    const idf = exactDf.map((df) => inverseDocumentFrequency(df, stats.rows));
    const stems = scoringTerms(terms);
    const matched = db
      .prepare(`SELECT m.content, m.tags, bm25(memories_fts, ${BM25_WEIGHTS_SQL}) AS bm FROM memories_fts JOIN memories m ON m.rowid = memories_fts.rowid WHERE memories_fts MATCH ?`)
      .all(terms.map(ftsTerm).join(' OR ')) as Array<{ content: string; tags: string; bm: number }>;
    assert.ok(matched.length > 0, query);
    for (const row of matched) {
      const ours = bm25(countTerms(row.content, JSON.parse(row.tags), stems, false), idf, stats.avgLength);
      assert.ok(Math.abs(ours + row.bm) < 1e-9 * Math.max(1, Math.abs(row.bm)), `${query}: ${row.content} scored ${ours}, FTS5 ${-row.bm}`);
    }
  }
});

test('scoring in JS reproduces FTS5\'s bm25() for scripts without spaces, emoji and words glued to them', (t) => {
  const box = sandbox();
  t.after(() => box.cleanup());
  const ctx = box.open();
  if (!ctx.store.fts) return t.skip('this Node has no FTS5 to compare with');
  const pieces = ['日本語のメモ', 'Dockerのイメージ', '数据库迁移', 'ภาษาไทยที่ดี', '한국어를 공부', 'हिन्दी भाषा', '🚀 release', 'deploy staging', '東京と大阪', '3月のリリース'];
  const rows = Array.from({ length: 100 }, (_, i) => {
    const [a, b, c] = [i % 10, Math.floor(i / 10), (i * 3 + 7) % 10].map((k) => pieces[k]);
    return { content: `Row r${i} n${i * 7919} k${i * 31}: ${a}、${b}${' and more'.repeat(i % 4)}。${c} ${a}`, scope: box.projectScope, tags: i % 5 === 0 ? [['deploy', 'docker', 'staging'][i % 3]] : [] };
  });
  bulk(ctx, rows);
  const db = ctx.store.db;
  const stats = corpusStats(ctx.store);
  for (const query of ['日本語', 'docker イメージ', '数据库', 'ภาษาไทย', '한국어', 'हिन्दी', '🚀', '東京 deploy', '3月', '語']) {
    const plan = planQuery(ctx.store, query, 8, stats);
    const terms = plan.terms;
    assert.ok(terms.length > 0, query);
    const exactDf = terms.map((term) => Number((db.prepare('SELECT count(*) AS n FROM memories_fts WHERE memories_fts MATCH ?').get(ftsTerm(term)) as { n: number }).n));
    const idf = exactDf.map((df) => inverseDocumentFrequency(df, stats.rows));
    const scoring = scoringTerms(terms);
    const matched = db
      .prepare(`SELECT m.content, m.tags, bm25(memories_fts, ${BM25_WEIGHTS_SQL}) AS bm FROM memories_fts JOIN memories m ON m.rowid = memories_fts.rowid WHERE memories_fts MATCH ?`)
      .all(terms.map(ftsTerm).join(' OR ')) as Array<{ content: string; tags: string; bm: number }>;
    assert.ok(matched.length > 0, query);
    for (const row of matched) {
      const ours = bm25(countTerms(row.content, JSON.parse(row.tags), scoring, false), idf, stats.avgLength);
      assert.ok(Math.abs(ours + row.bm) < 1e-9 * Math.max(1, Math.abs(row.bm)), `${query}: ${row.content} scored ${ours}, FTS5 ${-row.bm}`);
    }
  }
});

test('corpus stats follow inserts and deletes', (t) => {
  const box = sandbox();
  t.after(() => box.cleanup());
  const ctx = box.open();
  if (!ctx.store.fts) return t.skip('the averages record is FTS5\'s');
  assert.equal(corpusStats(ctx.store).rows, 0);
  const a = remember(ctx, { content: 'One two three four.', kind: 'fact', scope: box.projectScope });
  remember(ctx, { content: 'Five six.', kind: 'fact', scope: box.projectScope });
  assert.deepEqual({ ...corpusStats(ctx.store), firstRowid: 0, lastRowid: 0 }, { rows: 2, avgLength: 3, firstRowid: 0, lastRowid: 0 });
  forgetMemory(ctx, { id: a.id, mode: 'delete', confirmed: true });
  assert.equal(corpusStats(ctx.store).rows, 1);
  assert.equal(corpusStats(ctx.store).avgLength, 2);
});

test('a term\'s document frequency is exact below the cap and estimated above it', (t) => {
  const box = sandbox();
  t.after(() => box.cleanup());
  const ctx = box.open();
  if (!ctx.store.fts) return t.skip('frequencies come from the FTS5 index');
  // "ledger" in 60 memories; "deploy" in two of every three of 3,000.
  bulk(ctx, Array.from({ length: 3000 }, (_, i) => ({ content: `${i % 3 ? 'Deploy' : 'Build'} item ${i}${i % 50 === 0 ? ' for the ledger' : ''}.`, scope: box.projectScope })));
  const plan = planQuery(ctx.store, 'deploy ledger', 8, corpusStats(ctx.store));
  assert.deepEqual(plan.terms, ['ledger', 'deploy']);
  assert.equal(plan.df[0], 60);
  assert.ok(plan.df[1] >= DF_CAP && Math.abs(plan.df[1] - 2000) / 2000 < 0.1, `estimate ${plan.df[1]} for 2000`);
  assert.deepEqual(plan.common, ['deploy']);
});

test('when every query word is common, recall ranks the newest visible matches and still fills its answer', (t) => {
  const box = sandbox();
  t.after(() => box.cleanup());
  const ctx = box.open();
  if (!ctx.store.fts) return t.skip('the index path');
  // Three of this project's memories first (the oldest rows), then a flood of matches in
  // another project, then user-level matches: short ones (bm25's favourites), then longer,
  // newer ones.
  bulk(ctx, [
    ...Array.from({ length: 3 }, (_, i) => ({ content: `Release tests ${i} run on the old runner.`, scope: box.projectScope })),
    ...Array.from({ length: 900 }, (_, i) => ({ content: `Release tests for service ${i} run nightly in the other repo.`, scope: OTHER })),
    ...Array.from({ length: 60 }, (_, i) => ({ content: `Release tests ${i}.`, scope: USER_SCOPE })),
    ...Array.from({ length: 60 }, (_, i) => ({ content: `Release tests batch ${i} run in CI before tagging the build.`, scope: USER_SCOPE })),
  ]);
  const plan = planQuery(ctx.store, 'release tests', 8, corpusStats(ctx.store));
  assert.deepEqual(plan.common.sort(), ['release', 'tests']);
  const mine = recall(ctx, { query: 'release tests', scopes: [box.projectScope], limit: 8, recordUse: false }).results;
  assert.equal(mine.length, 3, 'matches of a small project are found past a flood of other scopes\' rows');
  assert.ok(mine.every((r) => r.scope === box.projectScope));
  const both = recall(ctx, { query: 'release tests', scopes: [box.projectScope, USER_SCOPE], limit: 8, recordUse: false }).results;
  assert.equal(both.length, 8);
  // Recency chose the candidates: the answer comes from the 40 newest visible matches,
  // where bm25() would have chosen the shorter, older ones.
  const batches = both.map((r) => Number(/batch (\d+)/.exec(r.content)?.[1] ?? -1));
  assert.ok(batches.every((n) => n >= 60 - 40), `newest rows only: ${both.map((r) => r.content).join(' | ')}`);
});

// A server keeps its term counts between calls (query-plan.ts keptCounts) only while the
// index is unchanged: by its own connection or by any other (another session, a hook, the
// CLI), even when an edit leaves the store's size and token totals as they were.
test('term counts follow every change to the index, from this connection or another', (t) => {
  const box = sandbox();
  t.after(() => box.cleanup());
  const ctx = box.open();
  if (!ctx.store.fts) return t.skip('the index path');
  const other = box.open();
  const count = (word: string) => planQuery(ctx.store, word, 8, corpusStats(ctx.store)).df[0] ?? 0;
  const quokka = remember(ctx, { content: 'The quokka parks at the depot.', kind: 'fact', scope: box.projectScope });
  assert.equal(count('quokka'), 1);
  remember(other, { content: 'A second quokka sleeps in the shed.', kind: 'fact', scope: box.projectScope });
  assert.equal(count('quokka'), 2, 'a memory another connection saved');
  updateMemory(other, { id: quokka.id, content: 'The wombat parks at the depot.', confirmed: true });
  assert.equal(count('quokka'), 1, 'another connection\'s edit, same length');
  assert.equal(count('wombat'), 1);
  const shed = recall(ctx, { query: 'quokka shed', scopes: [box.projectScope], recordUse: true }).results[0];
  updateMemory(ctx, { id: shed.id, content: 'A second wombat sleeps in the shed.', confirmed: true });
  assert.equal(count('quokka'), 0, 'this connection\'s edit, same length');
  assert.equal(count('wombat'), 2);
});

// An AND holding a word the plan counted in few memories is answered by walking the index
// forwards and sorting (recall.ts, FEW_NEWEST_SQL): the same newest visible matches.
test('an AND with a rare word and common ones takes the newest visible matches, as the backward walk does', (t) => {
  const box = sandbox();
  t.after(() => box.cleanup());
  const ctx = box.open();
  if (!ctx.store.fts) return t.skip('the index path');
  bulk(ctx, [
    ...Array.from({ length: 500 }, (_, i) => ({ content: `Release tests for service ${i} run nightly in the other repo.`, scope: OTHER })),
    ...Array.from({ length: 35 }, (_, i) => ({ content: `Release tests canary ${i}.`, scope: USER_SCOPE })),
    ...Array.from({ length: 35 }, (_, i) => ({ content: `Release tests canary batch ${i} run in CI before tagging the build.`, scope: USER_SCOPE })),
    ...Array.from({ length: 30 }, (_, i) => ({ content: `Release tests canary ${i} elsewhere.`, scope: OTHER })),
  ]);
  const plan = planQuery(ctx.store, 'canary release tests', 8, corpusStats(ctx.store));
  assert.deepEqual(plan.terms, ['canary', 'release', 'tests']);
  assert.deepEqual(plan.common.sort(), ['release', 'tests']);
  assert.equal(plan.df[0], 100);
  const results = recall(ctx, { query: 'canary release tests', scopes: [USER_SCOPE], limit: 8, recordUse: false }).results;
  assert.equal(results.length, 8);
  assert.ok(results.every((r) => r.scope === USER_SCOPE));
  // The 40 newest visible matches: every batch row and the five newest short ones, where
  // the oldest 40 would hold all the short ones bm25 prefers.
  const short = results.map((r) => /^Release tests canary (\d+)\.$/.exec(r.content)).filter((m) => m !== null);
  assert.ok(short.every((m) => Number(m[1]) >= 30), `newest rows only: ${results.map((r) => r.content).join(' | ')}`);
});
