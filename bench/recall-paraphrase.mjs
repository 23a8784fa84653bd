// Questions asked in other words than the memories use, over statements nobody here wrote.
//
// A SANITY CHECK, not a held-out figure: the statements are real (public CLAUDE.md /
// AGENTS.md files, cached outside the repository by scripts/fetch-agent-docs.mjs), but
// which statement is relevant comes from our own table of which tools fill which role
// (lib/recall/concepts.ts, the same table recall bridges with), and the questions come
// from one fixed template per role that we wrote ("Which package manager does this project
// use?"), never naming a tool. So it shows whether the bridge works as built on text we
// did not write, and that the baseline cannot answer such questions; it cannot show how
// well the table covers questions other people would ask.
//
// Corpus: each file's prose is cut into statements (bullets and sentences of 5 to 60
// words, code blocks skipped); a statement naming a tool of a role (lib/capture/topics.ts
// mentions(), whole words) is kept, and as many statements naming none, from the same
// repositories, as distractors; one project scope per repository. Each (repository, role)
// with a statement naming one of the role's tools is a question; its relevant memories
// are those statements. "other words": the same, counting only relevant statements that
// hold none of the question's role words (stemmed), and only questions that have one.
//
// Systems: plain FTS5 BM25 (porter, OR of the question's words minus Lucene's stop set,
// same scope), Nuzo's core recall (limit 10) lexical only, and with the default encoder. --lib DIR runs Nuzo
// from another checkout's lib/ (e.g. the commit before the bridge: git archive REV lib).
//
// Run: sh scripts/node.sh 24 --experimental-strip-types --disable-warning=ExperimentalWarning bench/recall-paraphrase.mjs [--lib DIR] [--max N]
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { statementsOf } from './lib/agent-statements.mjs';
import { mean, recallAtK } from './lib/ir-metrics.mjs';

const args = process.argv.slice(2);
const option = (name) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const LIMIT = 10;
const MAX = Number(option('--max') ?? 3000);
const LUCENE_STOPWORDS = new Set('a an and are as at be but by for if in into is it no not of on or such that the their then there these they this to was will with'.split(' '));

const sqlite = await import('node:sqlite');
const here = new URL('..', import.meta.url).pathname;
const libRoot = resolve(option('--lib') ?? here);
const { openStore } = await import(join(libRoot, 'lib/store/store.ts'));
const { remember } = await import(join(libRoot, 'lib/memory/remember.ts'));
const { recall } = await import(join(libRoot, 'lib/recall/index.ts'));
const { DEFAULT_CONFIG } = await import(join(libRoot, 'lib/config.ts'));
// Labels always come from this checkout's table, whichever lib/ answers.
const { ROLE_ROWS } = await import('../lib/recall/concepts.ts');
const { mentions } = await import('../lib/capture/topics.ts');
const { porterStem } = await import('../lib/recall/stem.ts');

const docsDir = join(process.env.NUZO_BENCH_CACHE ?? join(homedir(), '.cache', 'nuzo-bench'), 'agent-docs');
if (!existsSync(docsDir)) {
  console.log(`No agent docs cached at ${docsDir}: run node scripts/fetch-agent-docs.mjs first.`);
  process.exit(0);
}

// Our templates: one per role, none naming a tool.
const TEMPLATES = {
  'package manager': 'Which package manager does this project use?',
  'test runner': 'What testing framework do we run the tests with?',
  linter: 'Which linter checks the code here?',
  formatter: 'What formatter keeps the code style consistent?',
  bundler: 'Which bundler builds the frontend?',
  'build tool': 'What build system compiles the project?',
  'type checker': 'Which type checker do we run?',
  'web framework': 'What web framework is the server written with?',
  'frontend framework': 'What frontend framework is the UI built with?',
  database: 'Which database does the app store its data in?',
  orm: 'Which ORM talks to the database?',
  ci: 'Where does CI run for this repository?',
  container: 'How are the containers for local services set up?',
  language: 'What programming language is this written in?',
  hosting: 'Where is this deployed to production?',
  logger: 'What do we use for logging?',
  'monorepo tool': 'How is the monorepo managed?',
  'docs generator': 'What generates the documentation site?',
  validation: 'What library does schema validation?',
  'llm provider': 'Which LLM provider does this call?',
};
const roleTools = new Map();
for (const row of ROLE_ROWS) if (TEMPLATES[row.role]) roleTools.set(row.role, [...(roleTools.get(row.role) ?? []), ...row.tools]);

const named = []; // { repo, text, roles }
const plain = [];
for (const file of readdirSync(docsDir).filter((f) => f.endsWith('.md')).sort()) {
  const repo = file.split('__')[0];
  const seen = new Set();
  for (const text of statementsOf(readFileSync(join(docsDir, file), 'utf8'))) {
    if (seen.has(text)) continue;
    seen.add(text);
    const roles = [...roleTools].filter(([, tools]) => tools.some((t) => mentions(text, t))).map(([role]) => role);
    (roles.length ? named : plain).push({ repo, text, roles });
  }
}
const kept = named.slice(0, MAX);
const repos = new Set(kept.map((s) => s.repo));
const distract = plain.filter((s) => repos.has(s.repo)).slice(0, kept.length);
// A project scope is 16 hex digits: one per repository, in the order first met.
const repoIds = new Map([...repos].map((r, i) => [r, `project:${(i + 1).toString(16).padStart(16, '0')}`]));
const docs = [...kept, ...distract].map((s, i) => ({ ...s, key: `s${i}`, scope: repoIds.get(s.repo) }));

const roleWordStems = (role) => TEMPLATES[role].toLowerCase().match(/[a-z]+/g).filter((w) => !LUCENE_STOPWORDS.has(w)).map((w) => porterStem(w));
const queries = [];
for (const repo of repos) {
  for (const role of Object.keys(TEMPLATES)) {
    const relevant = docs.filter((d) => d.repo === repo && d.roles.includes(role));
    if (relevant.length === 0) continue;
    const own = new Set(roleWordStems(role));
    const other = relevant.filter((d) => !(d.text.toLowerCase().match(/[a-z0-9]+/g) ?? []).some((w) => own.has(porterStem(w))));
    queries.push({ repo, role, scope: repoIds.get(repo), text: TEMPLATES[role], relevant: relevant.map((d) => d.key), other: other.map((d) => d.key) });
  }
}

const tmp = mkdtempSync(join(tmpdir(), 'nuzo-paraphrase-'));
let now = Date.UTC(2025, 0, 1);
const store = openStore({ home: join(tmp, 'nuzo'), clock: { now: () => now } });
const ctx = { store, config: structuredClone(DEFAULT_CONFIG), actor: 'nuzo:bench' };
const keyOf = new Map();
const storedKeys = new Set();
for (const d of docs) {
  now += 1000;
  try {
    const m = remember(ctx, { content: d.text, kind: 'fact', scope: d.scope, source: 'bench:paraphrase' });
    keyOf.set(m.id, d.key);
    storedKeys.add(d.key);
  } catch {
    // refused by policy or a duplicate: left out of the labels below
  }
}
now += 86_400_000;

const db = new sqlite.DatabaseSync(join(tmp, 'baseline.sqlite'));
db.exec("CREATE VIRTUAL TABLE docs USING fts5(content, scope UNINDEXED, key UNINDEXED, tokenize='porter unicode61')");
const insert = db.prepare('INSERT INTO docs (content, scope, key) VALUES (?, ?, ?)');
for (const d of docs) if (storedKeys.has(d.key)) insert.run(d.text, d.scope, d.key);
const bm25Query = db.prepare('SELECT key FROM docs WHERE docs MATCH ? AND scope = ? ORDER BY bm25(docs) LIMIT ?');
const baseline = (q) => {
  const words = [...new Set(q.text.toLowerCase().match(/[\p{L}\p{N}]+/gu))].filter((w) => !LUCENE_STOPWORDS.has(w));
  return words.length ? bm25Query.all(words.map((w) => `"${w}"`).join(' OR '), q.scope, LIMIT).map((r) => r.key) : [];
};
const nuzo = (q) => recall(ctx, { query: q.text, scopes: [q.scope], limit: LIMIT, projectScope: q.scope, recordUse: false }).results.map((r) => keyOf.get(r.id));

// Nuzo as installed: the default encoder's vectors for every statement and question
// (lib/embed, recall.embeddings.provider "static"), fused as memory_recall fuses them; and
// the encoder alone, its nearest statements in the question's scope.
let encoderAlone = null;
const withEncoder = await (async () => {
  if (!existsSync(join(libRoot, 'lib/embed/static-encoder.ts'))) return null;
  const { embedPending, embedQuery, providerFor } = await import(join(libRoot, 'lib/embed/semantic.ts'));
  const provider = providerFor(ctx.config, join(tmp, 'nuzo'));
  if (!provider) return null;
  await embedPending(store, provider, { batch: 256 });
  const vectors = new Map();
  for (const q of queries) vectors.set(q.text, (await embedQuery(provider, q.text, 10_000)).semantic);
  const { nearest, vectorIndex } = await import(join(libRoot, 'lib/embed/vectors.ts'));
  encoderAlone = (q) => nearest(vectorIndex(store, provider.model), vectors.get(q.text).vector, [q.scope], LIMIT).map((n) => keyOf.get(n.id));
  return (q) => recall(ctx, { query: q.text, scopes: [q.scope], limit: LIMIT, projectScope: q.scope, recordUse: false, semantic: vectors.get(q.text) }).results.map((r) => keyOf.get(r.id));
})();

function score(system, set) {
  const rows = queries.map((q) => ({ q, rel: q[set].filter((k) => storedKeys.has(k)) })).filter((r) => r.rel.length > 0);
  const ranked = rows.map((r) => system(r.q));
  return {
    n: rows.length,
    r5: mean(rows.map((r, i) => recallAtK(ranked[i], Object.fromEntries(r.rel.map((k) => [k, 1])), 5))),
    any5: mean(rows.map((r, i) => (ranked[i].slice(0, 5).some((k) => r.rel.includes(k)) ? 1 : 0))),
  };
}

console.log(`statements: ${kept.length} naming a tool of a role + ${distract.length} others, ${repos.size} repositories, ${storedKeys.size} stored; ${queries.length} questions; lib: ${libRoot}`);
console.log('set          system                     n     recall@5  any@5');
for (const set of ['relevant', 'other']) {
  for (const [name, system] of [['plain FTS5 BM25', baseline], ['Nuzo recall, lexical', nuzo], ...(withEncoder ? [['Nuzo recall + encoder', withEncoder], ['encoder alone', encoderAlone]] : [])]) {
    const s = score(system, set);
    console.log(`${(set === 'relevant' ? 'all' : 'other words').padEnd(12)} ${name.padEnd(26)} ${String(s.n).padEnd(5)} ${s.r5.toFixed(3)}     ${s.any5.toFixed(3)}`);
  }
}
store.close();
db.close();
rmSync(tmp, { recursive: true, force: true });
