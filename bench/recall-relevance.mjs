// Recall relevance benchmark: a labelled corpus (bench/recall-corpus: ~2,400 coding memories
// over 40 fictional projects plus user-level preferences, ~250 task-start questions with
// graded relevant ids) run through
//   (a) a plain FTS5 BM25 baseline built here: fts5(content, tokenize='unicode61'), the
//       question's words OR-joined, ranked by bm25(), filtered to the query's project scope
//       plus user:default;
//   (b) Nuzo's own recall (lib/recall), over a real store opened in a temp home.
// Prints recall@5 and nDCG@10 (also recall@10 and MRR@10) for both, and the delta.
//
// Run: sh scripts/node.sh 24 --experimental-strip-types --disable-warning=ExperimentalWarning bench/recall-relevance.mjs [--by-intent] [--misses N] [--json FILE]
//   --by-intent  per-intent nDCG@10 table (baseline vs Nuzo)
//   --misses N   print the N queries where Nuzo's nDCG@10 is lowest, with its top results
//   --json FILE  also write the figures (and per-query scores) as JSON
// Regenerate the corpus: node bench/recall-corpus/generate.mjs

import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { mean, mrrAtK, ndcgAtK, recallAtK } from './lib/ir-metrics.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const args = process.argv.slice(2);
const flag = (name) => args.includes(name);
const option = (name) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};

let sqlite;
try {
  sqlite = await import('node:sqlite');
} catch {
  console.error('node:sqlite is unavailable: run with sh scripts/node.sh 24 … (see the header).');
  process.exit(2);
}

const readJsonl = (file) => readFileSync(join(here, 'recall-corpus', file), 'utf8').split('\n').filter(Boolean).map((line) => JSON.parse(line));
const memories = readJsonl('memories.jsonl');
const queries = readJsonl('queries.jsonl');
const USER_SCOPE = 'user:default';
const K_RECALL = 5;
const K_NDCG = 10;
const LIMIT = 10;
const DAY = 86_400_000;
const NOW = Date.parse('2026-11-22T08:00:00.000Z');

const tmp = mkdtempSync(join(tmpdir(), 'nuzo-recall-bench-'));
process.on('exit', () => rmSync(tmp, { recursive: true, force: true }));

// ---------------------------------------------------------------- (a) BM25 baseline
function baselineSystem() {
  const db = new sqlite.DatabaseSync(join(tmp, 'baseline.sqlite'));
  db.exec(`CREATE TABLE mem (rowid INTEGER PRIMARY KEY, id TEXT NOT NULL UNIQUE, scope TEXT NOT NULL);
    CREATE VIRTUAL TABLE mem_fts USING fts5(content, tokenize='unicode61');`);
  const insMem = db.prepare('INSERT INTO mem (rowid, id, scope) VALUES (?, ?, ?)');
  const insFts = db.prepare('INSERT INTO mem_fts (rowid, content) VALUES (?, ?)');
  db.exec('BEGIN');
  memories.forEach((m, i) => {
    insMem.run(i + 1, m.id, m.scope);
    insFts.run(i + 1, m.content);
  });
  db.exec('COMMIT');
  const search = db.prepare(`SELECT mem.id AS id FROM mem_fts JOIN mem ON mem.rowid = mem_fts.rowid
    WHERE mem_fts MATCH ? AND mem.scope IN (?, ?) ORDER BY bm25(mem_fts) LIMIT ${LIMIT}`);
  return {
    name: 'FTS5 BM25 (unicode61, OR)',
    search(q) {
      const words = [...new Set(q.query.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [])];
      if (words.length === 0) return [];
      const match = words.map((w) => `"${w}"`).join(' OR ');
      return search.all(match, q.scope, USER_SCOPE).map((row) => row.id);
    },
    close: () => db.close(),
  };
}

// ---------------------------------------------------------------- (b) Nuzo recall
async function tryImport(paths) {
  const errors = [];
  for (const path of paths) {
    try {
      return { module: await import(path), path };
    } catch (error) {
      errors.push(`${path}: ${error.message.split('\n')[0]}`);
    }
  }
  return { module: null, errors };
}

async function nuzoSystem() {
  const recallLib = await tryImport(['../lib/recall/index.ts']);
  if (!recallLib.module?.recall) return { unavailable: `lib/recall not importable (${recallLib.errors?.join('; ')})` };
  const storeLib = await tryImport(['../lib/store/index.ts', '../lib/store/store.ts']);
  if (!storeLib.module?.openStore) return { unavailable: `no openStore in lib/store (${storeLib.errors?.join('; ')})` };
  const configLib = await tryImport(['../lib/config.ts']);
  const rememberLib = await tryImport(['../lib/memory/index.ts', '../lib/memory/remember.ts']);
  const notes = [];

  let now = NOW;
  const clock = { now: () => now };
  const store = storeLib.module.openStore({ home: join(tmp, 'nuzo-home'), clock });
  const config = structuredClone(configLib.module?.DEFAULT_CONFIG ?? { disabled: false, disabled_scopes: [] });
  const ctx = { store, config, actor: 'nuzo:bench' };

  // Fallback when remember() cannot be used (module missing, or a memory is refused as a
  // near-duplicate): the same row shape insertMemory writes, so recall sees identical data.
  const rawInsert = store.db.prepare(`INSERT INTO memories (id, content, content_norm, kind, scope, tags, tags_text, source, status, sensitive, revision, created_at, updated_at)
    VALUES (?, ?, ?, ?, ?, ?, ?, 'nuzo:bench', 'active', 0, 1, ?, ?)`);
  const insertRaw = (m) => {
    const id = store.ids.next('mem');
    const at = new Date(now).toISOString();
    rawInsert.run(id, m.content, m.content.toLowerCase().replace(/\s+/g, ' ').trim(), m.kind, m.scope, JSON.stringify(m.tags), m.tags.join(' '), at, at);
    return id;
  };
  const remember = rememberLib.module?.remember;
  if (!remember) notes.push(`remember() unavailable, rows inserted directly (${rememberLib.errors?.join('; ')})`);

  const storedId = new Map(); // corpus id -> stored id
  const corpusId = new Map(); // stored id -> corpus id
  const refused = {};
  // Oldest first, so write order matches time order.
  const byAge = [...memories].sort((a, b) => b.updated_days_ago - a.updated_days_ago || a.id.localeCompare(b.id));
  for (const m of byAge) {
    now = NOW - m.updated_days_ago * DAY;
    let id;
    if (remember) {
      try {
        id = remember(ctx, { content: m.content, kind: m.kind, scope: m.scope, tags: m.tags, source: 'nuzo:bench' }).id;
      } catch (error) {
        const code = error?.code ?? error?.name ?? 'ERROR';
        refused[code] = (refused[code] ?? 0) + 1;
        id = insertRaw(m);
      }
    } else {
      id = insertRaw(m);
    }
    storedId.set(m.id, id);
    corpusId.set(id, m.id);
  }
  now = NOW;
  const refusedTotal = Object.values(refused).reduce((a, b) => a + b, 0);
  if (refusedTotal) notes.push(`remember() refused ${refusedTotal} memories (${Object.entries(refused).map(([k, v]) => `${k} ${v}`).join(', ')}); inserted directly so both systems see the same corpus`);

  const { recall, recallScopes } = recallLib.module;
  return {
    name: 'Nuzo recall (lib/recall)',
    notes,
    search(q) {
      const scopes = recallScopes ? recallScopes(q.scope, true) : [q.scope, USER_SCOPE];
      const out = recall(ctx, { query: q.query, scope: q.scope, scopes, include_global: true, limit: LIMIT, projectScope: q.scope, recordUse: false });
      return (out?.results ?? []).map((r) => corpusId.get(r.id) ?? r.id);
    },
    close: () => store.close(),
  };
}

// ---------------------------------------------------------------- run and report
function evaluate(system) {
  const perQuery = [];
  const started = process.hrtime.bigint();
  for (const q of queries) {
    const ranked = system.search(q);
    perQuery.push({
      id: q.id,
      intent: q.intent,
      query: q.query,
      ranked,
      recall5: recallAtK(ranked, q.relevant, K_RECALL),
      recall10: recallAtK(ranked, q.relevant, 10),
      ndcg10: ndcgAtK(ranked, q.relevant, K_NDCG),
      mrr10: mrrAtK(ranked, q.relevant, 10),
    });
  }
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  return {
    name: system.name,
    perQuery,
    recall5: mean(perQuery.map((r) => r.recall5)),
    recall10: mean(perQuery.map((r) => r.recall10)),
    ndcg10: mean(perQuery.map((r) => r.ndcg10)),
    mrr10: mean(perQuery.map((r) => r.mrr10)),
    msPerQuery: ms / queries.length,
  };
}

const fmt = (x) => (x === null ? '  n/a' : x.toFixed(3));
const signed = (x) => (x >= 0 ? '+' : '') + x.toFixed(3);
const scopeCount = new Set(memories.map((m) => m.scope)).size;
console.log(`corpus: ${memories.length} memories in ${scopeCount} scopes, ${queries.length} queries (${new Set(queries.map((q) => q.intent)).size} intents), ` +
  `${(queries.reduce((a, q) => a + Object.keys(q.relevant).length, 0) / queries.length).toFixed(2)} relevant ids per query`);

// Node 22.13's node:sqlite has no FTS5: the baseline cannot be built there, while Nuzo
// falls back to its scan (lib/recall/scan.ts). Report Nuzo alone rather than crash.
let base = null;
try {
  const baseline = baselineSystem();
  base = evaluate(baseline);
  baseline.close();
} catch (error) {
  console.log(`baseline: skipped — ${error.message} (no FTS5 in node ${process.versions.node}'s SQLite?)`);
}

const nuzo = await nuzoSystem();
let ours = null;
if (nuzo.unavailable) {
  console.log(`nuzo: skipped — ${nuzo.unavailable}`);
} else {
  for (const note of nuzo.notes) console.log(`nuzo: ${note}`);
  ours = evaluate(nuzo);
  nuzo.close();
}

const rows = [base, ours].filter(Boolean);
console.log('');
console.log(`${'system'.padEnd(30)} recall@5  nDCG@10  recall@10  MRR@10  ms/query`);
for (const r of rows) {
  console.log(`${r.name.padEnd(30)} ${fmt(r.recall5).padStart(8)} ${fmt(r.ndcg10).padStart(8)} ${fmt(r.recall10).padStart(10)} ${fmt(r.mrr10).padStart(7)} ${r.msPerQuery.toFixed(2).padStart(9)}`);
}
if (ours && base) {
  console.log(`${'delta (Nuzo - baseline)'.padEnd(30)} ${signed(ours.recall5 - base.recall5).padStart(8)} ${signed(ours.ndcg10 - base.ndcg10).padStart(8)} ${signed(ours.recall10 - base.recall10).padStart(10)} ${signed(ours.mrr10 - base.mrr10).padStart(7)}`);
  const better = ours.perQuery.filter((r, i) => r.ndcg10 > base.perQuery[i].ndcg10 + 1e-9).length;
  const worse = ours.perQuery.filter((r, i) => r.ndcg10 < base.perQuery[i].ndcg10 - 1e-9).length;
  console.log(`per query nDCG@10: Nuzo better on ${better}, worse on ${worse}, tied on ${queries.length - better - worse}; ` +
    `Nuzo returns nothing for ${ours.perQuery.filter((r) => r.ranked.length === 0).length} queries, baseline for ${base.perQuery.filter((r) => r.ranked.length === 0).length}`);
}

if (flag('--by-intent')) {
  console.log('\nper intent nDCG@10 (baseline → Nuzo):');
  const intents = [...new Set(queries.map((q) => q.intent))];
  for (const intent of intents) {
    const b = base ? mean(base.perQuery.filter((r) => r.intent === intent).map((r) => r.ndcg10)) : null;
    const o = ours ? mean(ours.perQuery.filter((r) => r.intent === intent).map((r) => r.ndcg10)) : null;
    console.log(`  ${intent.padEnd(20)} ${fmt(b)}${ours ? ` → ${fmt(o)}` : ''}`);
  }
}

const missCount = Number(option('--misses') ?? 0);
if (missCount > 0) {
  const source = ours ?? base;
  const byId = new Map(memories.map((m) => [m.id, m]));
  const worst = [...source.perQuery].sort((a, b) => a.ndcg10 - b.ndcg10).slice(0, missCount);
  console.log(`\nlowest nDCG@10 for ${source.name}:`);
  for (const r of worst) {
    const q = queries.find((x) => x.id === r.id);
    console.log(`  ${r.id} [${r.intent}] "${r.query}" nDCG@10 ${fmt(r.ndcg10)}`);
    for (const [id, g] of Object.entries(q.relevant)) console.log(`      want(${g}) ${id}: ${byId.get(id)?.content}`);
    for (const id of r.ranked.slice(0, 3)) console.log(`      got ${q.relevant[id] ? `(${q.relevant[id]})` : '   '} ${id}: ${byId.get(id)?.content}`);
  }
}

const jsonPath = option('--json');
if (jsonPath) {
  const strip = (r) => r && { ...r, perQuery: r.perQuery.map(({ ranked, ...rest }) => ({ ...rest, top: ranked.slice(0, LIMIT) })) };
  writeFileSync(jsonPath, JSON.stringify({ corpus: { memories: memories.length, queries: queries.length }, baseline: strip(base), nuzo: strip(ours) }, null, 2) + '\n');
  console.log(`\nwrote ${jsonPath}`);
}
