// Recall on public text with relevance labels nobody here wrote (the development benchmark;
// bench/recall-relevance.mjs over bench/recall-corpus stays the regression set).
//
//   REALTALK (danny911kr/REALTALK, data/Chat_*.json; no licence stated): 10 real 21-day
//     conversations. Each message becomes one memory, stored through core's remember() (the
//     real policy and duplicate check; what it refuses is counted and left out), each
//     conversation in a scope of its own, written at the message's own time. Each question
//     is asked within its conversation's scope; its relevant set is the messages its
//     evidence names (cleaned: bench/lib/realtalk.mjs). Turn level: those messages. Session
//     level: a retrieved memory counts when it comes from a session holding evidence.
//   CoSQA dev (microsoft/CodeXGLUE, C-UDA; with --cosqa or when cached): 604 web queries
//     about Python, each code snippet one memory; a query with label 1 has its snippet as
//     the one relevant memory.
//
// Two systems, over the same stored texts:
//   (a) plain FTS5 BM25: its own table, fts5(content, tokenize='porter unicode61'), the
//       question's words (runs of letters and digits, lowercased, each quoted) OR-ed,
//       ORDER BY bm25() LIMIT 10, in the same scope. Stopwords: none removed (bm25's idf
//       weighs them down), and as a second row the 33-word English stop set Lucene's
//       StandardAnalyzer has long used, removed from the question.
//   (b) Nuzo's core recall (lib/recall) at default settings, limit 10, recordUse false.
// Metrics (bench/lib/ir-metrics.mjs): recall@5, recall@10, nDCG@10 (binary gain), MRR@10,
// and any@5 (a relevant memory in the first five at all).
//
// Data lives in a cache outside the repository: node scripts/fetch-realtalk.mjs [--cosqa].
// Without it the benchmark says so and exits 0.
//
// (c) Nuzo recall with semantic fusion (lib/embed) as installed, and (d) the encoder alone,
//   every stored memory embedded through the same provider Nuzo uses: by default the static
//   encoder Nuzo ships with; --embeddings bundled [--models-home DIR] the opt-in USE-lite
//   installed under DIR/models (default ~/.nuzo); --embeddings URL [--embed-model NAME] a
//   loopback OpenAI-compatible server; --lexical-only leaves (c) and (d) out.
// Run: sh scripts/node.sh 24 --experimental-strip-types --disable-warning=ExperimentalWarning bench/recall-public.mjs [--cosqa] [--same-time] [--by-category] [--misses N] [--json FILE] [--chats N|A-B] [--no-realtalk] [--abstain]
// On Node 22.13 (no FTS5) the baseline is skipped and Nuzo recall scans.
import { createHash } from 'node:crypto';
import { appendFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { mean, mrrAtK, ndcgAtK, recallAtK } from './lib/ir-metrics.mjs';
import { benchCache, loadRealtalk } from './lib/realtalk.mjs';

const args = process.argv.slice(2);
const flag = (name) => args.includes(name);
const option = (name) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};

const LIMIT = 10;
const DAY = 86_400_000;
// --abstain asks as memory_recall and the CLI do: a question nothing answers gets nothing
// (lib/recall/abstain.ts), and an answered one lists the memories that answer it alone first.
// --same-time stores every memory at one instant and asks a minute later, as a harness that
// writes a corpus through memory_remember does: the messages' own times (and with them the
// dates a question names) then say nothing.
const sameTime = flag('--same-time');
const SAME_TIME = Date.UTC(2026, 0, 1);
// Lucene's classic English stop set (StandardAnalyzer / EnglishAnalyzer).
const LUCENE_STOPWORDS = new Set('a an and are as at be but by for if in into is it no not of on or such that the their then there these they this to was will with'.split(' '));

let sqlite;
try {
  sqlite = await import('node:sqlite');
} catch {
  console.error('node:sqlite is unavailable: run with sh scripts/node.sh 24 … (see the header).');
  process.exit(2);
}
const { openStore } = await import('../lib/store/store.ts');
const { remember } = await import('../lib/memory/remember.ts');
const { recall } = await import('../lib/recall/index.ts');
const { DEFAULT_CONFIG } = await import('../lib/config.ts');
const { porterStem } = await import('../lib/recall/stem.ts');
const { STOPWORDS } = await import('../lib/recall/stopwords.ts');
const contentStems = (text) => new Set([...text.toLowerCase().matchAll(/[\p{L}\p{N}]+/gu)].map((m) => m[0]).filter((w) => w.length > 1 && !STOPWORDS.has(w)).map((w) => porterStem(w)));

// The default encoder (static) takes part unless --lexical-only; --embeddings names another.
const embeddingsArg = flag('--lexical-only') ? null : option('--embeddings') ?? 'static';
const embed = embeddingsArg ? await import('../lib/embed/semantic.ts') : null;
const { quantize } = await import('../lib/embed/quantize.ts');
const { nearest, vectorIndex } = await import('../lib/embed/vectors.ts');
const embeddingsConfig = () => {
  const config = structuredClone(DEFAULT_CONFIG);
  config.recall.embeddings = embeddingsArg === 'bundled' || embeddingsArg === 'static'
    ? { ...config.recall.embeddings, provider: embeddingsArg }
    : { ...config.recall.embeddings, provider: 'openai-compatible', base_url: embeddingsArg, model: option('--embed-model') ?? 'nomic-embed-text' };
  return config;
};
const modelsHome = option('--models-home') ?? join(process.env.HOME ?? '', '.nuzo');

const cache = benchCache();
const realtalk = loadRealtalk(join(cache, 'realtalk'));
const cosqaPath = join(cache, 'cosqa', 'cosqa-dev.json');
const wantCosqa = flag('--cosqa') || existsSync(cosqaPath);
if (!realtalk && !existsSync(cosqaPath)) {
  console.log(`recall-public: skipped — no data in ${cache} (realtalk/, cosqa/). Fetch it with: node scripts/fetch-realtalk.mjs --cosqa`);
  process.exit(0);
}

const tmp = mkdtempSync(join(tmpdir(), 'nuzo-recall-public-'));
process.on('exit', () => rmSync(tmp, { recursive: true, force: true }));
const scopeOf = (n) => `project:${n.toString(16).padStart(16, '0')}`;

// ---------------------------------------------------------------- the corpora as memories
// docs: { key, scope, text, at }; queries: { key, scope, text, now, relevant: {key: 1}, sessions?, category? }
function realtalkCorpus([fromChat, toChat]) {
  const docs = [];
  const queries = [];
  const sessionOf = new Map();
  realtalk.conversations.forEach((c, ci) => {
    if (ci + 1 < fromChat || ci + 1 > toChat) return;
    const scope = scopeOf(ci + 1);
    for (const m of c.messages) {
      const key = `${ci + 1}/${m.id}`;
      docs.push({ key, scope, text: m.text, at: m.at });
      sessionOf.set(key, `${ci + 1}/s${m.session}`);
    }
    const last = Math.max(...c.messages.map((m) => m.at ?? 0));
    for (const q of c.questions) {
      const keys = q.evidence.map((id) => `${ci + 1}/${id}`);
      queries.push({ key: `${ci + 1}/${queries.length}`, scope, text: q.question, now: last + DAY, evidence: keys, category: q.category });
    }
  });
  // --cross: conversation c asked the questions of conversation c + 5 (wrapping), names swapped.
  const chats = realtalk.conversations.map((c, ci) => ({ c, ci })).filter(({ ci }) => ci + 1 >= fromChat && ci + 1 <= toChat);
  const crossQueries = [];
  for (const { c, ci } of chats) {
    const other = chats.find((o) => o.ci === (ci + 5) % realtalk.conversations.length);
    if (!other) continue;
    const last = Math.max(...c.messages.map((m) => m.at ?? 0));
    const names = (conv) => ['speaker_1', 'speaker_2'].map((k) => String(conv.speakers[k] ?? ''));
    const [mine, theirs] = [names(c), names(other.c)];
    for (const q of other.c.questions) {
      let text = q.question;
      theirs.forEach((name, i) => {
        if (!name || !mine[i]) return;
        const first = mine[i].split(/\s+/)[0].replace(/^./, (ch) => ch.toUpperCase());
        for (const form of new Set([name, name.split(/\s+/)[0]])) text = text.replace(new RegExp(`\\b${form}\\b`, 'gi'), first);
      });
      crossQueries.push({ key: `cross/${ci + 1}/${crossQueries.length}`, scope: scopeOf(ci + 1), text, now: last + DAY, evidence: [] });
    }
  }
  return { name: 'REALTALK', docs, queries, sessionOf, crossQueries };
}

function cosqaCorpus() {
  const rows = JSON.parse(readFileSync(cosqaPath, 'utf8'));
  const scope = scopeOf(0xc05a);
  const keyOfCode = new Map();
  const docs = [];
  for (const row of rows) {
    if (keyOfCode.has(row.code)) continue;
    const key = `code/${keyOfCode.size}`;
    keyOfCode.set(row.code, key);
    docs.push({ key, scope, text: row.code, at: Date.UTC(2025, 0, 1) });
  }
  const queries = rows.filter((r) => Number(r.label) === 1).map((r) => ({ key: r.idx, scope, text: r.doc, now: Date.UTC(2025, 0, 2), evidence: [keyOfCode.get(r.code)], category: null }));
  return { name: 'CoSQA dev', docs, queries, sessionOf: null };
}

// ---------------------------------------------------------------- (b) Nuzo: store through remember()
function nuzoStore(corpus) {
  let now = Date.UTC(2023, 0, 1);
  const clock = { now: () => now };
  const store = openStore({ home: join(tmp, `nuzo-${corpus.name.replace(/\W+/g, '')}`), clock });
  const ctx = { store, config: structuredClone(DEFAULT_CONFIG), actor: 'nuzo:bench' };
  const keyOf = new Map(); // stored id -> corpus key
  const refused = {};
  const t0 = performance.now();
  for (const doc of corpus.docs) {
    now = sameTime ? SAME_TIME : (doc.at ?? now);
    try {
      const memory = remember(ctx, { content: doc.text, kind: 'fact', scope: doc.scope, source: 'bench:public' });
      keyOf.set(memory.id, doc.key);
    } catch (error) {
      const code = error?.code ?? 'ERROR';
      refused[code] = (refused[code] ?? 0) + 1;
    }
  }
  const seconds = (performance.now() - t0) / 1000;
  return {
    name: 'Nuzo recall (lib/recall)',
    stored: new Set(keyOf.values()),
    refused,
    seconds,
    store,
    keyOf,
    search(q, semantic = null) {
      now = sameTime ? SAME_TIME + 60_000 : q.now;
      const out = recall(ctx, { query: q.text, scopes: [q.scope], limit: LIMIT, projectScope: q.scope, recordUse: false, semantic, abstain: flag('--abstain') });
      return out.results.map((r) => keyOf.get(r.id));
    },
    fts: store.fts,
    close: () => store.close(),
  };
}

// ---------------------------------------------------------------- (c, d) with the encoder
// Vectors outlive the run in the bench cache (outside the repository), one file per model,
// one line per text: {h: sha256 of the text, v: float32 base64}. Embedding REALTALK's 8.9k
// messages with the bundled encoder takes minutes; a re-run reads them back in a second.
// --no-vector-cache embeds everything again (the time Nuzo's own backfill would take).
function cachedProvider(provider) {
  if (flag('--no-vector-cache') || embeddingsArg === 'static') return provider;
  const dir = join(cache, 'vectors');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `${provider.model.replace(/[^\w.-]+/g, '_')}.jsonl`);
  const known = new Map();
  if (existsSync(file)) {
    for (const line of readFileSync(file, 'utf8').split('\n')) {
      if (!line) continue;
      const { h, v } = JSON.parse(line);
      const bytes = Buffer.from(v, 'base64');
      known.set(h, new Float32Array(bytes.buffer, bytes.byteOffset, bytes.byteLength / 4).slice());
    }
  }
  const hash = (text) => createHash('sha256').update(text).digest('hex');
  return {
    model: provider.model,
    async embed(texts, timeoutMs) {
      const hashes = texts.map(hash);
      const firstOf = new Map();
      hashes.forEach((h, i) => known.has(h) || firstOf.has(h) || firstOf.set(h, i));
      const missing = [...firstOf.values()];
      if (missing.length) {
        const fresh = await provider.embed(missing.map((i) => texts[i]), timeoutMs);
        appendFileSync(file, missing.map((i, j) => {
          known.set(hashes[i], fresh[j]);
          return JSON.stringify({ h: hashes[i], v: Buffer.from(fresh[j].buffer, fresh[j].byteOffset, fresh[j].byteLength).toString('base64') });
        }).join('\n') + '\n');
      }
      return hashes.map((h) => known.get(h));
    },
  };
}

async function semanticSystems(corpus, nuzo) {
  const config = embeddingsConfig();
  const provider = cachedProvider(embed.providerFor(config, modelsHome));
  const t0 = performance.now();
  const run = await embed.embedPending(nuzo.store, provider, { batch: 64, timeoutMs: 120_000 });
  const seconds = (performance.now() - t0) / 1000;
  if (run.failure) throw new Error(`embedding failed: ${run.failure}`);
  const vectors = new Map();
  const texts = [...new Set([...corpus.queries, ...(corpus.crossQueries ?? [])].map((q) => q.text))];
  for (let i = 0; i < texts.length; i += 64) {
    const batch = texts.slice(i, i + 64);
    (await provider.embed(batch, 120_000)).forEach((v, j) => vectors.set(batch[j], quantize(v)));
  }
  console.log(`encoder ${provider.model}: ${run.embedded} memories embedded in ${seconds.toFixed(1)} s; ${texts.length} questions`);
  const semantic = (q) => ({ model: provider.model, vector: vectors.get(q.text) });
  return [
    {
      name: 'encoder alone (int8 cosine)',
      search(q) {
        return nearest(vectorIndex(nuzo.store, provider.model), vectors.get(q.text), [q.scope], LIMIT).map((n) => nuzo.keyOf.get(n.id));
      },
    },
    { name: 'Nuzo recall + encoder (fusion)', search: (q) => nuzo.search(q, semantic(q)) },
  ];
}

// ---------------------------------------------------------------- (a) plain FTS5 BM25, same texts
function baselineSystems(corpus, stored) {
  const db = new sqlite.DatabaseSync(join(tmp, `baseline-${corpus.name.replace(/\W+/g, '')}.sqlite`));
  db.exec(`CREATE TABLE doc (rowid INTEGER PRIMARY KEY, key TEXT NOT NULL, scope TEXT NOT NULL);
    CREATE VIRTUAL TABLE doc_fts USING fts5(content, tokenize='porter unicode61');`);
  const insDoc = db.prepare('INSERT INTO doc (rowid, key, scope) VALUES (?, ?, ?)');
  const insFts = db.prepare('INSERT INTO doc_fts (rowid, content) VALUES (?, ?)');
  db.exec('BEGIN');
  let rowid = 0;
  for (const doc of corpus.docs) {
    if (!stored.has(doc.key)) continue;
    rowid += 1;
    insDoc.run(rowid, doc.key, doc.scope);
    insFts.run(rowid, doc.text);
  }
  db.exec('COMMIT');
  const search = db.prepare(`SELECT doc.key AS key FROM doc_fts JOIN doc ON doc.rowid = doc_fts.rowid
    WHERE doc_fts MATCH ? AND doc.scope = ? ORDER BY bm25(doc_fts) LIMIT ${LIMIT}`);
  const system = (name, stop) => ({
    name,
    search(q) {
      const words = [...new Set(q.text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [])].filter((w) => !stop.has(w));
      if (words.length === 0) return [];
      return search.all(words.map((w) => `"${w}"`).join(' OR '), q.scope).map((row) => row.key);
    },
  });
  return { systems: [system('FTS5 BM25 (porter, OR, all words)', new Set()), system('FTS5 BM25 (porter, OR, Lucene stops)', LUCENE_STOPWORDS)], close: () => db.close() };
}

// ---------------------------------------------------------------- evaluation
const binary = (keys) => Object.fromEntries(keys.map((k) => [k, 1]));
const anyAtK = (ranked, relevant, k) => (Object.keys(relevant).length === 0 ? null : ranked.slice(0, k).some((id) => relevant[id]) ? 1 : 0);

// Session level: each retrieved memory stands for its session, at its own position; a
// session already seen higher up counts as a miss there (so positions stay memory positions).
function bySession(ranked, sessionOf) {
  const seen = new Set();
  return ranked.map((key, i) => {
    const s = sessionOf.get(key);
    if (!s || seen.has(s)) return `#repeat${i}`;
    seen.add(s);
    return s;
  });
}

function evaluate(system, corpus, stored, level) {
  const perQuery = [];
  let ms = 0;
  for (const q of corpus.queries) {
    const relevantKeys = level === 'turn' ? q.evidence.filter((k) => stored.has(k)) : [...new Set(q.evidence.map((k) => corpus.sessionOf.get(k)))];
    if (relevantKeys.length === 0) continue;
    const t0 = performance.now();
    let ranked = q.cachedRanks?.get(system.name);
    if (!ranked) {
      ranked = system.search(q);
      (q.cachedRanks ??= new Map()).set(system.name, ranked);
      ms += performance.now() - t0;
    }
    const view = level === 'turn' ? ranked : bySession(ranked, corpus.sessionOf);
    const relevant = binary(relevantKeys);
    perQuery.push({
      key: q.key, category: q.category, ranked,
      recall5: recallAtK(view, relevant, 5), recall10: recallAtK(view, relevant, 10), ndcg10: ndcgAtK(view, relevant, 10), mrr10: mrrAtK(view, relevant, 10), any5: anyAtK(view, relevant, 5),
    });
  }
  const avg = (f) => mean(perQuery.map((r) => r[f]));
  return { name: system.name, level, perQuery, n: perQuery.length, recall5: avg('recall5'), recall10: avg('recall10'), ndcg10: avg('ndcg10'), mrr10: avg('mrr10'), any5: avg('any5'), msPerQuery: ms / Math.max(1, perQuery.length) };
}

const fmt = (x) => (x === null || x === undefined ? '  n/a' : x.toFixed(3));
const signed = (x) => (x >= 0 ? '+' : '') + x.toFixed(3);
function table(title, rows) {
  console.log(`\n${title}`);
  console.log(`${'system'.padEnd(38)} recall@5 recall@10  nDCG@10  MRR@10   any@5  ms/query`);
  for (const r of rows) console.log(`${r.name.padEnd(38)} ${fmt(r.recall5).padStart(8)} ${fmt(r.recall10).padStart(9)} ${fmt(r.ndcg10).padStart(8)} ${fmt(r.mrr10).padStart(7)} ${fmt(r.any5).padStart(7)} ${r.level === 'turn' ? r.msPerQuery.toFixed(2).padStart(9) : ''}`);
  const base = rows[0];
  const ours = rows.at(-1);
  if (rows.length > 1 && ours.name.startsWith('Nuzo')) {
    console.log(`${`delta (Nuzo - ${base.name.slice(0, 20)}…)`.padEnd(38)} ${signed(ours.recall5 - base.recall5).padStart(8)} ${signed(ours.recall10 - base.recall10).padStart(9)} ${signed(ours.ndcg10 - base.ndcg10).padStart(8)} ${signed(ours.mrr10 - base.mrr10).padStart(7)} ${signed(ours.any5 - base.any5).padStart(7)}`);
  }
}

const report = { node: process.versions.node, sets: {} };
console.log(`node ${process.versions.node}; data from ${cache}`);
const sets = [];
// --chats N: the first N conversations; --chats A-B: conversations A to B (1-based), so one
// half can tune and the other report.
const chatRange = (option('--chats') ?? '').split('-').map(Number);
if (realtalk && !flag('--no-realtalk')) sets.push(realtalkCorpus(chatRange.length === 2 ? chatRange : [1, chatRange[0] || Infinity]));
else console.log('REALTALK: skipped — not in the cache (node scripts/fetch-realtalk.mjs).');
if (wantCosqa) {
  if (existsSync(cosqaPath)) sets.push(cosqaCorpus());
  else console.log('CoSQA: skipped — not in the cache (node scripts/fetch-realtalk.mjs --cosqa).');
}

for (const corpus of sets) {
  const nuzo = nuzoStore(corpus);
  const refusedTotal = Object.values(nuzo.refused).reduce((a, b) => a + b, 0);
  console.log(`\n== ${corpus.name}: ${corpus.docs.length} texts, ${nuzo.stored.size} stored through remember() in ${nuzo.seconds.toFixed(1)} s; refused ${refusedTotal}` +
    (refusedTotal ? ` (${Object.entries(nuzo.refused).map(([k, v]) => `${k} ${v}`).join(', ')})` : '') + `; ${corpus.queries.length} questions; Nuzo recall ${nuzo.fts ? 'on the FTS5 index' : 'scanning (no FTS5)'}`);
  if (corpus.name === 'REALTALK') {
    const c = realtalk.counts;
    console.log(`evidence ids: ${c.entries} entries; ${c.well_formed} well-formed; ${c.normalized} malformed ones normalized into ${c.normalized_ids} ids; ${c.unreadable} unreadable (dropped); ${c.dangling} ids naming no message (dropped); ${c.kept} kept`);
    const lost = corpus.queries.reduce((n, q) => n + q.evidence.filter((k) => !nuzo.stored.has(k)).length, 0);
    console.log(`questions: ${corpus.queries.filter((q) => q.evidence.length === 0).length} without any evidence left (not scored); ${lost} evidence ids name a message remember() refused (not counted at turn level)`);
  }
  let baseline = null;
  try {
    baseline = baselineSystems(corpus, nuzo.stored);
  } catch (error) {
    console.log(`baseline: skipped — ${error.message} (no FTS5 in node ${process.versions.node}'s SQLite)`);
  }
  const systems = [...(baseline?.systems ?? []), nuzo, ...(embed ? await semanticSystems(corpus, nuzo) : [])];
  const levels = corpus.sessionOf ? ['turn', 'session'] : ['turn'];
  report.sets[corpus.name] = { texts: corpus.docs.length, stored: nuzo.stored.size, refused: nuzo.refused, evidence: corpus.name === 'REALTALK' ? realtalk.counts : undefined, levels: {} };
  for (const level of levels) {
    const rows = systems.map((s) => evaluate(s, corpus, nuzo.stored, level));
    table(`${corpus.name}, ${level} level (${rows[0].n} questions scored)`, rows);
    report.sets[corpus.name].levels[level] = rows.map(({ perQuery, ...rest }) => ({ ...rest, perQuery: perQuery.map(({ ranked, ...r }) => ({ ...r, returned: ranked.length })) }));
    if (flag('--by-category') && rows[0].perQuery.some((r) => r.category !== null)) {
      const cats = [...new Set(rows[0].perQuery.map((r) => r.category))].sort();
      console.log(`  recall@5 by question category (${rows.map((r) => r.name.split(' (')[0]).join(' / ')}):`);
      for (const cat of cats) console.log(`    category ${cat} (${rows[0].perQuery.filter((r) => r.category === cat).length}): ${rows.map((r) => fmt(mean(r.perQuery.filter((x) => x.category === cat).map((x) => x.recall5)))).join(' / ')}`);
    }
    // Questions in other words: none of their evidence shares a content word (stemmed, not a
    // stopword) with the question, so no lexical ranking can find it by its words.
    if (level === 'turn') {
      const textOf = new Map(corpus.docs.map((d) => [d.key, d.text]));
      const apart = new Set(corpus.queries.filter((q) => {
        const asked = contentStems(q.text);
        return q.evidence.length > 0 && q.evidence.every((k) => ![...contentStems(textOf.get(k) ?? '')].some((w) => asked.has(w)));
      }).map((q) => q.key));
      const subset = (r) => r.perQuery.filter((x) => apart.has(x.key));
      console.log(`  asked in other words (${subset(rows[0]).length} questions; recall@5 / any@5): ${rows.map((r) => `${r.name.split(' (')[0]} ${fmt(mean(subset(r).map((x) => x.recall5)))} / ${fmt(mean(subset(r).map((x) => x.any5)))}`).join('; ')}`);
    }
    // --cross (REALTALK, with --abstain): questions with no answer in the store. Each
    // conversation is asked the questions of the one five after it (1 → 6, …, 6 → 1: no
    // speaker in common), its speakers' names swapped for this one's, so a question reads as
    // one about these people whose answer was never said here. A question about something
    // common to both conversations can still be answered ("Does Kevin drink coffee?"), so
    // this is a proxy: the share that gets nothing is a lower bound of what a perfect gate
    // would leave silent only by those few.
    if (flag('--cross') && level === 'turn' && corpus.crossQueries) {
      const silent = systems.map((system) => corpus.crossQueries.filter((q) => system.search(q).length === 0).length / corpus.crossQueries.length);
      console.log(`  questions from another conversation, names swapped (${corpus.crossQueries.length}; share that gets nothing): ${systems.map((system, i) => `${system.name.split(' (')[0]} ${fmt(silent[i])}`).join('; ')}`);
      report.sets[corpus.name].cross = Object.fromEntries(systems.map((system, i) => [system.name, silent[i]]));
    }
    const misses = Number(option('--misses') ?? 0);
    if (misses > 0 && level === 'turn') {
      const ours = rows.at(-1);
      const textOf = new Map(corpus.docs.map((d) => [d.key, d.text]));
      console.log(`\n  lowest nDCG@10 for ${ours.name}:`);
      for (const r of [...ours.perQuery].sort((a, b) => a.ndcg10 - b.ndcg10).slice(0, misses)) {
        const q = corpus.queries.find((x) => x.key === r.key);
        console.log(`  "${q.text}"`);
        for (const k of q.evidence.slice(0, 3)) console.log(`      want ${k}: ${textOf.get(k)?.slice(0, 120)}`);
        for (const k of r.ranked.slice(0, 3)) console.log(`      got  ${k}: ${textOf.get(k)?.slice(0, 120)}`);
      }
    }
  }
  baseline?.close();
  nuzo.close();
}

const jsonPath = option('--json');
if (jsonPath) {
  writeFileSync(jsonPath, JSON.stringify(report, null, 2) + '\n');
  console.log(`\nwrote ${jsonPath}`);
}
