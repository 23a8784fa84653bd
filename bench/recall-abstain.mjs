// Recall that knows when it has nothing: per-project stores of real statements, asked
// questions the project answers and questions it does not.
//
// Data: public CLAUDE.md / AGENTS.md files cached outside the repository by
// scripts/fetch-agent-docs.mjs (their authors' text, never committed). Each repository is one
// project: its statements, cut, kinded and tagged exactly as `nuzo memory import-host` does
// (bench/lib/import-statements.mjs over lib/hostfiles/proposed-statements.ts), go into a store
// of its own, in its project scope, through core remember(), and the default encoder embeds
// them, as a CLI recall would. Questions: one fixed list of everyday developer questions
// (bench/recall-abstain/questions.json), asked of every project. Labels
// (bench/recall-abstain/labels.jsonl, ours, made per item by reading each project's
// statements): for each (repository, question), the ids of the statements that answer it,
// or none. A statement's id is the first 12 hex digits of the SHA-256 of its text, so the
// labels hold none of the authors' words.
//
// Systems: plain BM25 (an FTS5 porter table, the question's words minus Lucene's stop set
// OR-ed: it returns nothing only when no word matches); Nuzo as memory_recall asks (default
// encoder, abstaining); Nuzo without abstaining. Per system: answerable hit@5 (a labelled
// answer among the first five), and the share of no-answer questions that get nothing.
// Repositories are split in two within each labelling batch (BATCHES below), questions in two
// (DEV_QUESTIONS): floors are chosen on "dev", the development repositories asked the
// development questions (--grid prints the floors' grid on it; --dev prints the development
// figures alone, so a rule can be tried without reading the held-out ones), and reported on
// the held-out parts too (PARTS). --features prints, per question, every result's evidence
// and cosine and how it holds each question word, for trying a signal offline.
//
// Run:
//   node scripts/fetch-agent-docs.mjs
//   sh scripts/node.sh 24 --experimental-strip-types --disable-warning=ExperimentalWarning bench/recall-abstain.mjs [--grid] [--dev] [--batch N] [--features] [--candidates REPO]
// --candidates REPO prints, for labelling, each question's best statements by BM25, by
// Nuzo and by the encoder alone, with their ids.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import { join } from 'node:path';
import { importedStatementsOf } from './lib/import-statements.mjs';

const args = process.argv.slice(2);
const option = (name) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const LUCENE_STOPWORDS = new Set('a an and are as at be but by for if in into is it no not of on or such that the their then there these they this to was will with'.split(' '));
const K = 5;

const sqlite = await import('node:sqlite');
const { openStore } = await import('../lib/store/store.ts');
const { remember } = await import('../lib/memory/remember.ts');
const { recall } = await import('../lib/recall/index.ts');
const { DEFAULT_CONFIG } = await import('../lib/config.ts');
const { embedPending, embedQuery, providerFor } = await import('../lib/embed/semantic.ts');
const { nearest, vectorIndex } = await import('../lib/embed/vectors.ts');
const { answered, FOCUS_FLOOR, MARGIN_FLOOR, SIMILARITY_FLOOR, SIMILARITY_MARGIN } = await import('../lib/recall/abstain.ts');

const docsDir = join(process.env.NUZO_BENCH_CACHE ?? join(homedir(), '.cache', 'nuzo-bench'), 'agent-docs');
if (!existsSync(docsDir)) {
  console.log(`No agent docs cached at ${docsDir}: run node scripts/fetch-agent-docs.mjs first.`);
  process.exit(0);
}
const here = new URL('.', import.meta.url).pathname;
// What a result's words hold of the question, as recall reports it (lib/recall/rank.ts).
const evidenceOf = (answer, id) => answer.evidence?.get(id) ?? { coverage: 0, termShare: 0, focus: 0, focusHeld: 0 };
// --terse: each question as a developer types it in a hurry (recall-abstain/terse.json: the
// same 48 in the same order, written before any run of them, with two typos as users make
// them), asked of the same stores with the same labels: the intent is the question's.
const QUESTIONS = JSON.parse(readFileSync(join(here, args.includes('--terse') ? 'recall-abstain/terse.json' : 'recall-abstain/questions.json'), 'utf8'));
const labelsFile = join(here, 'recall-abstain/labels.jsonl');
const labels = existsSync(labelsFile) ? readFileSync(labelsFile, 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l)) : [];
const byRepo = new Map(); // repository -> statement id -> its text
const proposalOf = new Map(); // statement id -> the import's proposal: kind, tags, section heading
for (const file of readdirSync(docsDir).filter((f) => f.endsWith('.md')).sort()) {
  const repo = file.split('__')[0].replace('+', '/');
  const list = byRepo.get(repo) ?? new Map();
  for (const statement of importedStatementsOf(readFileSync(join(docsDir, file), 'utf8'))) {
    list.set(statement.id, statement.text);
    if (!proposalOf.has(statement.id)) proposalOf.set(statement.id, { ...statement, heading: statement.section ? statement.heading : null });
  }
  byRepo.set(repo, list);
}
const repos = [...byRepo.keys()].sort();
// Repositories were labelled in batches, each chosen by a rule fixed before its labelling:
// the first, seven repositories of 22-140 statements; then, among the repositories with
// 20-150 statements outside the first batch (34, by name), every fourth starting with the
// first (9 repositories), and every fourth starting with the third (8). Within each batch,
// every other repository by name is held out, so a new batch never moves an earlier
// repository from one side to the other.
const BATCHES = [
  ['0-k/netto', 'Codewarning/dbchat-cli', 'astral-sh/uv', 'biomejs/biome', 'jlowin/fastmcp', 'livekit/agents', 'microsoft/playwright'],
  ['0-don/InvoiceShelf', 'CodexTown/mirage-pos', 'anthropics/claude-quickstarts', 'denoland/std', 'huggingface/trl', 'marimo-team/marimo', 'openai/openai-python', 'rust-lang/rust-analyzer', 'vercel/ai'],
  ['0-sayed/wallet', 'TanStack/router', 'caddyserver/caddy', 'getsentry/sentry-python', 'langchain-ai/langgraph', 'modelcontextprotocol/servers', 'remix-run/react-router', 'temporalio/temporal'],
];
// Questions past this index in questions.json are held out (see PARTS).
const DEV_QUESTIONS = 32;
// --batch N: only the Nth batch's repositories (batch 1 is the set the first rule was chosen on).
const batchOnly = option('--batch') ? new Set(BATCHES[Number(option('--batch')) - 1] ?? []) : null;
if (batchOnly) labels.splice(0, labels.length, ...labels.filter((l) => batchOnly.has(l.repo)));
const labelled = new Set(labels.map((l) => l.repo));
const split = new Map();
for (const batch of BATCHES) {
  for (const [i, r] of batch.filter((r) => labelled.has(r)).sort().entries()) split.set(r, i % 2 === 0 ? 'dev' : 'held-out');
}

// --features: how a memory holds each of the question's words: its Porter stem ("exact"),
// a loose form only ("loose"), a tool of the role it names ("role"), a synonym ("syn").
const { tokenize } = await import('../lib/recall/query-plan.ts');
const { porterStem, stem, stemMatches } = await import('../lib/recall/stem.ts');
const { memoryText } = await import('../lib/recall/memory-text.ts');
const { askedRoles } = await import('../lib/recall/concepts.ts');
const { askedSynonyms } = await import('../lib/recall/synonyms.ts');
function heldTerms(q, content) {
  const text = memoryText(content, []);
  const own = text.stemSet();
  const loose = text.looseWords();
  const roles = askedRoles(q);
  const syn = askedSynonyms(q);
  return tokenize(q).map((term) => {
    const how = own.has(porterStem(term)) ? 'exact'
      : loose.some((w) => stemMatches(w, stem(term))) ? 'loose'
      : roles.some((r) => r.words.includes(term) && r.tools.some((t) => own.has(porterStem(t)))) ? 'role'
      : syn.some((a) => a.word === term && a.alternates.some((w) => own.has(porterStem(w)))) ? 'syn' : null;
    return { term, how };
  });
}

// How a statement is stored. Default (headings): as accepting `nuzo memory import-host`'s
// draft stores it: its text, its guessed kind, the `host-import` tag and the section it sits
// under as a tag. --stored import: the same without the section tag; --stored plain: kind
// fact and no tags, as this bench stored statements first (the text is the import's either way).
const STORED = option('--stored') ?? 'headings';
function storedAs(key, text) {
  if (STORED === 'plain') return { content: text, kind: 'fact', tags: [] };
  const { kind, tags } = proposalOf.get(key);
  return { content: text, kind, tags: STORED === 'headings' ? tags : ['host-import'] };
}

const tmp = mkdtempSync(join(tmpdir(), 'nuzo-abstain-'));
let now = Date.UTC(2025, 0, 1);

async function projectStore(repo, index, subset = null) {
  const statements = subset ? new Map([...byRepo.get(repo)].filter(([key]) => subset.has(key))) : byRepo.get(repo);
  const scope = `project:${(index + 1).toString(16).padStart(16, '0')}`;
  const home = join(tmp, `home-${index}${subset ? `-${subset.tag}` : ''}`);
  const store = openStore({ home, clock: { now: () => now } });
  const ctx = { store, config: structuredClone(DEFAULT_CONFIG), actor: 'nuzo:bench' };
  const idOf = new Map();
  for (const [key, text] of statements) {
    now += 1000;
    try {
      idOf.set(remember(ctx, { ...storedAs(key, text), scope, source: 'bench:abstain' }).id, key);
    } catch {
      // refused by policy, a duplicate or a replacement: not stored, so not an answer
    }
  }
  const provider = providerFor(ctx.config, home);
  await embedPending(store, provider, { batch: 256 });
  const db = new sqlite.DatabaseSync(':memory:');
  db.exec("CREATE VIRTUAL TABLE docs USING fts5(content, key UNINDEXED, tokenize='porter unicode61')");
  const insert = db.prepare('INSERT INTO docs (content, key) VALUES (?, ?)');
  for (const [, key] of idOf) insert.run(statements.get(key), key);
  const bm25Query = db.prepare('SELECT key FROM docs WHERE docs MATCH ? ORDER BY bm25(docs) LIMIT ?');
  // The same BM25 given the statement's section heading as a second column, so that
  // Nuzo's heading tags are weighed against a baseline that sees them too.
  db.exec("CREATE VIRTUAL TABLE headed USING fts5(content, heading, key UNINDEXED, tokenize='porter unicode61')");
  const insertHeaded = db.prepare('INSERT INTO headed (content, heading, key) VALUES (?, ?, ?)');
  for (const [, key] of idOf) insertHeaded.run(statements.get(key), proposalOf.get(key).heading ?? '', key);
  const headedQuery = db.prepare('SELECT key FROM headed WHERE headed MATCH ? ORDER BY bm25(headed) LIMIT ?');
  const stored = new Set(idOf.values());
  const orOf = (q) => [...new Set(q.toLowerCase().match(/[\p{L}\p{N}]+/gu))].filter((w) => !LUCENE_STOPWORDS.has(w)).map((w) => `"${w}"`).join(' OR ');
  return {
    scope, stored, text: (key) => statements.get(key),
    bm25: (q) => (orOf(q) ? bm25Query.all(orOf(q), K).map((r) => r.key) : []),
    bm25Headed: (q) => (orOf(q) ? headedQuery.all(orOf(q), K).map((r) => r.key) : []),
    // Every result Nuzo would show without abstaining, with the evidence abstaining reads.
    nuzo: async (q) => {
      now += 60_000;
      const prepared = await embedQuery(provider, q, 10_000);
      const answer = recall(ctx, { query: q, scopes: [scope], limit: K, projectScope: scope, recordUse: false, semantic: prepared.semantic });
      const pool = [...(answer.similarity?.values() ?? [])];
      return answer.results.map((r) => ({ key: idOf.get(r.id), ...evidenceOf(answer, r.id), similarity: answer.similarity?.get(r.id), pool }));
    },
    abstaining: async (q) => {
      const prepared = await embedQuery(provider, q, 10_000);
      return recall(ctx, { query: q, scopes: [scope], limit: K, projectScope: scope, recordUse: false, semantic: prepared.semantic, abstain: true }).results.map((r) => idOf.get(r.id));
    },
    // For --features: each of the padded list's memories with its cosine (whatever the gate
    // decided), the question's words it holds, and the encoder's own nearest.
    signals: async (q) => {
      const prepared = await embedQuery(provider, q, 10_000);
      const all = new Map(nearest(vectorIndex(store, provider.model), prepared.semantic.vector, [scope], stored.size).map((n) => [n.id, n.similarity]));
      const answer = recall(ctx, { query: q, scopes: [scope], limit: K, projectScope: scope, recordUse: false, semantic: prepared.semantic });
      const keyOf = (id) => idOf.get(id);
      const cosines = [...all.values()].sort((a, b) => b - a);
      return {
        searched: answer.similarity !== undefined,
        terms: heldTerms(q, '').map((t) => t.term),
        df: heldTerms(q, '').map((t) => [...stored].filter((k) => heldTerms(q, statements.get(k)).find((h) => h.term === t.term)?.how).length),
        results: answer.results.map((r) => ({ key: keyOf(r.id), ...evidenceOf(answer, r.id), searched: answer.similarity?.get(r.id), cosine: all.get(r.id), held: heldTerms(q, r.content).map((t) => t.how), tags: r.tags, text: r.content })),
        encoder: [...all].sort((a, b) => b[1] - a[1]).slice(0, K).map(([id, s]) => ({ key: keyOf(id), cosine: s })),
        cosines: cosines.slice(0, 10),
        size: stored.size,
      };
    },
    // For --misses: padding's list `limit` deep, each with its score, reason and cosine.
    deep: async (q, limit) => {
      const prepared = await embedQuery(provider, q, 10_000);
      const all = new Map(nearest(vectorIndex(store, provider.model), prepared.semantic.vector, [scope], stored.size).map((n) => [n.id, n.similarity]));
      const answer = recall(ctx, { query: q, scopes: [scope], limit, projectScope: scope, recordUse: false, semantic: prepared.semantic });
      const list = answer.results.map((r) => ({ key: idOf.get(r.id), score: r.score, reason: r.reason, tags: r.tags, kind: r.kind, text: r.content, cosine: all.get(r.id), ...evidenceOf(answer, r.id) }));
      list.searched = answer.similarity !== undefined;
      return list;
    },
    abstainingDeep: async (q) => {
      const prepared = await embedQuery(provider, q, 10_000);
      return recall(ctx, { query: q, scopes: [scope], limit: K, projectScope: scope, recordUse: false, semantic: prepared.semantic, abstain: true }).results.map((r) => ({ key: idOf.get(r.id), score: r.score, reason: r.reason, tags: r.tags, text: r.content }));
    },
    encoder: async (q) => {
      const prepared = await embedQuery(provider, q, 10_000);
      return nearest(vectorIndex(store, provider.model), prepared.semantic.vector, [scope], K).map((n) => ({ key: idOf.get(n.id), similarity: n.similarity }));
    },
    close: () => { store.close(); db.close(); },
  };
}

const only = option('--candidates');
if (only) {
  const p = await projectStore(only, repos.indexOf(only));
  console.log(`# ${only}: ${p.stored.size} statements stored`);
  for (const [qi, q] of QUESTIONS.entries()) {
    const seen = new Map();
    for (const key of p.bm25(q)) seen.set(key, 'B');
    for (const r of await p.nuzo(q)) seen.set(r.key, (seen.get(r.key) ?? '') + 'N');
    for (const r of await p.encoder(q)) seen.set(r.key, (seen.get(r.key) ?? '') + `E${r.similarity.toFixed(2)}`);
    console.log(`\n## q${qi} ${q}`);
    for (const [key, how] of [...seen].slice(0, 8)) console.log(`${key.slice(0, 6)} [${how}] ${p.text(key).slice(0, 110)}`);
  }
  p.close();
  rmSync(tmp, { recursive: true, force: true });
  process.exit(0);
}

// --misses: every development answerable question whose labelled answer padding ranks below
// the first five, with where it ranks, its score, reason, tags and cosine, and what ranked
// above it: the material for finding why ranking misses (development part only).
const MISSES = args.includes('--misses');
// --show N (with --misses): what the installed rule returns for question N in every development repository.
const SHOW = option('--show');
// --small N [--draws D]: stores of N statements drawn from each repository (D draws, default
// 5; a seeded shuffle, so every run draws the same), as a project holds a handful of memories
// early on. Labels carry over: a question is answerable there when one of its labelled
// answers was drawn, and has no answer otherwise.
const SMALL = option('--small') ? Number(option('--small')) : 0;
const DRAWS = option('--draws') ? Number(option('--draws')) : 5;
function smallStores(repo) {
  const keys = [...byRepo.get(repo).keys()].sort();
  return Array.from({ length: DRAWS }, (_, draw) => {
    let seed = [...`${repo}#${draw}`].reduce((h, c) => Math.imul(h ^ c.charCodeAt(0), 16777619) >>> 0, 2166136261);
    const random = () => ((seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0) / 2 ** 32);
    const order = keys.map((key) => [random(), key]).sort((a, b) => a[0] - b[0]).map(([, key]) => key);
    return Object.assign(new Set(order.slice(0, SMALL)), { tag: `small${SMALL}-${draw}` });
  });
}

async function printMisses(p, repo, mine) {
  for (const label of mine) {
    const q = QUESTIONS[label.q];
    if (SHOW !== undefined) {
      if (label.q !== Number(SHOW)) continue;
      const list = await p.abstainingDeep(q);
      console.log(`\n## ${repo} q${label.q} ${q} (${label.answers.length ? 'answerable' : 'no answer'}; installed returns ${list.length})`);
      for (const r of list.slice(0, K)) console.log(`${label.answers.some((a) => r.key.startsWith(a)) ? '*' : ' '} ${r.score.toFixed(3)} [${r.tags.filter((t) => t !== 'host-import').join(',')}] ${r.text.slice(0, 110)} | ${r.reason}`);
      continue;
    }
    if (label.answers.length === 0) continue;
    const full = (prefix) => [...byRepo.get(repo).keys()].find((k) => k.startsWith(prefix));
    const answers = label.answers.map(full).filter((k) => k && p.stored.has(k));
    if (answers.length === 0) continue;
    const deep = await p.deep(q, 60);
    const at = deep.findIndex((r) => answers.includes(r.key));
    if (at >= 0 && at < K) continue;
    console.log(`\n## ${repo} q${label.q} ${q}  (answer at ${at < 0 ? 'absent' : at + 1}; searched ${deep.searched})`);
    const show = (r, i) => console.log(`${answers.includes(r.key) ? '*' : ' '}${String(i + 1).padStart(2)} ${r.score.toFixed(3)} cos ${r.cosine?.toFixed(2) ?? ' -  '} f ${r.focus.toFixed(2)} c ${r.coverage.toFixed(2)} [${r.tags.filter((t) => t !== 'host-import').join(',')}] ${r.kind} | ${r.text.slice(0, 120)} | ${r.reason}`);
    deep.slice(0, K).forEach(show);
    for (const [i, r] of deep.entries()) if (i >= K && answers.includes(r.key)) show(r, i);
    for (const key of answers) if (!deep.some((r) => r.key === key)) console.log(`*  - (not among ${deep.length}) ${p.text(key).slice(0, 120)}`);
  }
}

if (labels.length === 0) {
  console.log(`No labels in ${labelsFile}.`);
  process.exit(0);
}
const runs = []; // { repo, split, answers, bm25, nuzo, abstaining }
for (const [index, repo] of repos.entries()) {
  const mine = labels.filter((l) => l.repo === repo && (!MISSES || l.q < DEV_QUESTIONS));
  if (mine.length === 0) continue;
  // --misses: the development part only, so no held-out store is even built.
  if (MISSES && split.get(repo) !== 'dev') continue;
  for (const subset of SMALL ? smallStores(repo) : [null]) {
    const p = await projectStore(repo, index, subset);
    if (MISSES) {
      await printMisses(p, repo, mine);
      p.close();
      continue;
    }
    for (const label of mine) {
      const q = QUESTIONS[label.q];
      const full = (prefix) => [...byRepo.get(repo).keys()].find((k) => k.startsWith(prefix));
      const answers = label.answers.map(full).filter((k) => k && p.stored.has(k));
      // A question whose only answers were refused at storing is left out; in a small store,
      // one whose answers were not drawn has no answer there.
      if (!subset && label.answers.length > 0 && answers.length === 0) continue;
      runs.push({ repo, split: split.get(repo), qi: label.q, questions: label.q < DEV_QUESTIONS ? 'dev' : 'held-out', q, answers, bm25: p.bm25(q), bm25Headed: p.bm25Headed(q), nuzo: await p.nuzo(q), abstaining: await p.abstaining(q), ...(args.includes('--features') ? { signals: await p.signals(q) } : {}) });
    }
    p.close();
  }
}
rmSync(tmp, { recursive: true, force: true });
if (MISSES) process.exit(0);

// Parts reported. Rules are chosen on "dev" alone: the development repositories asked the
// first DEV_QUESTIONS questions. The later questions were written and labelled after those
// rules' first version, before any rule was read off them, so a rule fitted to the
// development questions' wording is tested on other wording too.
const PARTS = ['dev', 'held-out repositories', 'held-out questions', 'both held out', 'all'];
const PART_FILTER = {
  dev: (r) => r.split === 'dev' && r.questions === 'dev',
  'held-out repositories': (r) => r.split === 'held-out' && r.questions === 'dev',
  'held-out questions': (r) => r.questions === 'held-out',
  'both held out': (r) => r.split === 'held-out' && r.questions === 'held-out',
  all: () => true,
};

function measure(rows, pick) {
  const answerable = rows.filter((r) => r.answers.length > 0);
  const none = rows.filter((r) => r.answers.length === 0);
  const hit = answerable.filter((r) => pick(r).slice(0, K).some((k) => r.answers.includes(k))).length;
  const silent = none.filter((r) => pick(r).length === 0).length;
  return { answerable: answerable.length, none: none.length, hit5: hit / Math.max(1, answerable.length), abstain: silent / Math.max(1, none.length) };
}
const asRanked = (r) => r.nuzo.map((x) => ({ coverage: x.coverage, termShare: x.termShare, focus: x.focus, focusHeld: x.focusHeld, memory: { id: x.key } }));
const similarityOf = (r) => new Map(r.nuzo.filter((x) => x.similarity !== undefined).map((x) => [x.key, x.similarity]));
const floorsPick = (focus, similarity, margin = SIMILARITY_MARGIN) => (r) => (answered(asRanked(r), similarityOf(r), { focus, similarity, margin, marginFloor: MARGIN_FLOOR }) ? r.nuzo.map((x) => x.key) : []);
const systems = [
  ['plain FTS5 BM25', (r) => r.bm25],
  ['FTS5 BM25, section heading as a column', (r) => r.bm25Headed],
  ['Nuzo, padding (no abstaining)', (r) => r.nuzo.map((x) => x.key)],
  [`Nuzo as installed (floors ${FOCUS_FLOOR} / ${SIMILARITY_FLOOR} / ${SIMILARITY_MARGIN} over ${MARGIN_FLOOR})`, (r) => r.abstaining],
];
const fmt = (m) => `${m.hit5.toFixed(3)}       ${m.abstain.toFixed(3)}`;
if (args.includes('--features')) {
  for (const r of runs) console.log(JSON.stringify({ repo: r.repo, split: r.split, qi: r.qi, questions: r.questions, q: r.q, answers: r.answers, bm25: r.bm25, abstaining: r.abstaining, ...r.signals }));
  process.exit(0);
}
// --rows: one line per development question (development part only): whether padding's first
// five hold an answer and what the installed rule returns, for comparing two trees row by row.
if (args.includes('--rows')) {
  for (const r of runs.filter(PART_FILTER.dev)) {
    const hit = (list) => list.slice(0, K).some((k) => r.answers.includes(k));
    console.log(`${r.repo} q${r.qi} ${r.answers.length ? 'answerable' : 'no-answer'} padding ${hit(r.nuzo.map((x) => x.key)) ? 'hit' : 'miss'} installed ${r.abstaining.length === 0 ? 'silent' : hit(r.abstaining) ? 'hit' : 'miss'} | ${r.q}`);
  }
  process.exit(0);
}
if (args.includes('--json')) {
  const out = {};
  for (const part of PARTS) {
    const rows = runs.filter(PART_FILTER[part]);
    out[part] = Object.fromEntries(systems.map(([name, pick]) => [name, measure(rows, pick)]));
  }
  console.log(JSON.stringify(out, null, 1));
  process.exit(0);
}
// --ranking: how each system ranks the answerable questions alone (the issue's third item):
// recall@5 (the share of a question's labelled answers among its first five, averaged), and
// the same over the questions asked in other words, those none of whose answers shares a
// content word with the question (Porter stems, Lucene's stop set out).
if (args.includes('--ranking')) {
  const words = (t) => new Set((t.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).filter((w) => !LUCENE_STOPWORDS.has(w)).map(porterStem));
  const textOf = (repo, key) => byRepo.get(repo).get(key);
  const otherWords = (r) => { const q = words(r.q); return r.answers.every((k) => ![...words(textOf(r.repo, k))].some((w) => q.has(w))); };
  const recall5 = (rows, pick) => rows.reduce((sum, r) => sum + pick(r).slice(0, K).filter((k) => r.answers.includes(k)).length / r.answers.length, 0) / Math.max(1, rows.length);
  for (const part of args.includes('--dev') ? ['dev'] : PARTS) {
    const rows = runs.filter(PART_FILTER[part]).filter((r) => r.answers.length > 0);
    const other = rows.filter(otherWords);
    console.log(`\n${part}: ${rows.length} answerable questions, ${other.length} asked in other words`);
    console.log('system                                        recall@5    hit@5       other words: recall@5  hit@5');
    for (const [name, pick] of systems) {
      const hit = (list) => list.filter((r) => pick(r).slice(0, K).some((k) => r.answers.includes(k))).length / Math.max(1, list.length);
      console.log(`${name.padEnd(45)} ${recall5(rows, pick).toFixed(3)}       ${hit(rows).toFixed(3)}       ${recall5(other, pick).toFixed(3)}                  ${hit(other).toFixed(3)}`);
    }
  }
  process.exit(0);
}
// --dev: the development repositories only, for choosing floors without reading held-out figures.
for (const part of args.includes('--dev') ? ['dev'] : PARTS) {
  const rows = runs.filter(PART_FILTER[part]);
  const m0 = measure(rows, () => []);
  console.log(`\n${part}: ${new Set(rows.map((r) => r.repo)).size} repositories, ${m0.answerable} answerable questions, ${m0.none} with no answer`);
  console.log('system                                        hit@5       no-answer → nothing');
  for (const [name, pick] of systems) console.log(`${name.padEnd(45)} ${fmt(measure(rows, pick))}`);
}
if (args.includes('--grid')) {
  const rows = runs.filter(PART_FILTER.dev);
  // The margin stays where the README's coffee question needs it (0.26 against 0.11).
  // The grid decides over the padded first five only, so it does not see recall put the
  // vouched memories first from further down (abstain.ts vouchedFirst): its hit@5 is a
  // lower bound of the installed figure at the same floors.
  for (const margin of [SIMILARITY_MARGIN]) {
    console.log(`\ndev grid, margin ${margin}: focus floor × similarity floor (0.4 0.45 0.5 0.55 0.6 off) → hit@5 / no-answer → nothing`);
    for (const f of [0.2, 0.25, 0.26, 0.27, 0.28, 0.29, 0.3, 0.31, 0.32, 0.33, 0.35, 0.4, 0.5]) {
      const cells = [0.4, 0.45, 0.5, 0.55, 0.6, 1.1].map((s) => {
        const m = measure(rows, floorsPick(f, s, margin));
        return `${m.hit5.toFixed(3)}/${m.abstain.toFixed(2)}`;
      });
      console.log(`${f.toFixed(2)}  ${cells.join('  ')}`);
    }
  }
}
