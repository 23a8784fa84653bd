// memory_recall round trip over stdio (SDK Client → dist/mcp-server.js → SQLite and back),
// audit write included (ordinary recall records use), at 10k and 100k memories of realistic
// text. The store is seeded through core's import path in one transaction, not over MCP.
// Three query shapes, each timed on its own:
//   short     the 2-7-word phrases of mcp-common.mjs
//   one word  single rare-ish words of the seeded text
//   questions 8-25-word natural-language questions: REALTALK's questions when the cache of
//             scripts/fetch-realtalk.mjs holds them, and always the built-in set below,
//             written here in the seeded facts' vocabulary (many words match: the harder
//             case for speed). With the cache, every fourth seeded memory is a REALTALK
//             message (as many as there are), so its questions find their own text.
//   sh scripts/node.sh 24 --experimental-strip-types --disable-warning=ExperimentalWarning bench/mcp-recall.mjs [--sizes 10000,100000] [--calls 200] [--gap MS] [--server FILE] [--lexical-only]
//
// By default the server runs as installed: the default encoder (recall.embeddings.provider
// "static") with every memory embedded first; --lexical-only turns it off.
// --embeddings DIR: the same with the bundled encoder in play (recall.embeddings.provider
//   "bundled"; DIR holds models/ as `nuzo memory embed --install-model` leaves it under
//   ~/.nuzo, linked into the bench's NUZO_HOME). The server encodes a question for real
//   wherever recall needs its vector (where the words found too little; later repeats hit
//   its query cache: the timed calls cycle through the set, so each set larger than the
//   warm-up holds uncached ones: REALTALK's questions are all new, the 16 built-in ones
//   cached).
//   The stored vectors are synthesized, not embedded (embedding 100k memories with
//   USE-lite would take ~40 min here): each memory's vector is the encoder's own vector of a
//   REALTALK message from the bench's vector cache (bench/recall-public.mjs --embeddings
//   bundled fills it), mixed with a second one and a little noise, so the scan sees vectors
//   shaped like real ones (same model id, dimension, spread), which is what its speed
//   depends on. The relevance of what comes back is not measured here.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fact, percentile, QUERIES, rng, seedStore, startCommand, startServer } from './mcp-common.mjs';
import { benchCache, loadRealtalk } from './lib/realtalk.mjs';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const sizes = arg('sizes', '10000,100000').split(',').map(Number);
const calls = Number(arg('calls', 200));
const modelsFrom = arg('embeddings', null);
// --lexical-only: recall.embeddings.provider "off". Otherwise the default encoder is in play
// (every memory embedded before the server starts), or with --embeddings the bundled one.
const lexicalOnly = process.argv.includes('--lexical-only');
// --server FILE: another build of dist/mcp-server.js (to compare two builds on one machine).
const serverFile = arg('server', null);
// --gap MS: a pause between calls, not timed (an agent thinks between two recalls; back to
// back, each call also finds the caches and the encoder's thread as the last one left them).
const gap = Number(arg('gap', 0));
const pause = () => (gap > 0 ? new Promise((r) => setTimeout(r, gap)) : null);

const ONE_WORD = ['postgres', 'redis', 'terraform', 'playwright', 'pnpm', 'esbuild', 'grpc', 'alembic', 'kubernetes', 'opentelemetry', 'prisma', 'vitest'];
// Built-in questions (written for this bench, not from any data set), 12-18 words each.
const BUILT_IN_QUESTIONS = [
  'How do we run the database migrations for the ledger tables before a release goes out?',
  'Which tests should I run locally before pushing a change to the payments service?',
  'Where does the billing worker store its data, and does it still use Redis streams?',
  'What did we decide about feature flags in production for the web app?',
  'How is the search indexer deployed, and which region does it run in?',
  'Do we still use Terraform modules for the staging cluster or something else now?',
  'What logging format does the notification service use when it runs in production?',
  'Which package manager does this repo use for workspaces in the monorepo?',
  'Is there a rule about caching results in the auth gateway behind the VPN?',
  'What does the user prefer for test snapshots and integration tests in the CLI?',
  'How are OpenTelemetry traces shipped from the admin console during business hours?',
  'Why did the team choose esbuild bundles to keep builds reproducible for the docs site?',
  'When does the nightly cron for the analytics job run, and where does it read its config from?',
  'Which gRPC endpoints does the mobile client talk to after the 2025 migration?',
  'What should I avoid when changing Prisma schemas so that we stay backwards compatible?',
  'How do we keep the release script under the rate limit when it publishes packages to the registry?',
];
const wordCount = (q) => q.split(/\s+/).filter(Boolean).length;
const realtalk = loadRealtalk();
const realtalkQuestions = realtalk
  ? realtalk.conversations.flatMap((c) => c.questions.map((q) => q.question)).filter((q) => wordCount(q) >= 8 && wordCount(q) <= 25)
  : [];
const realtalkMessages = realtalk ? realtalk.conversations.flatMap((c) => c.messages.map((m) => m.text)) : [];
const SETS = [
  { name: 'short phrases', queries: QUERIES },
  { name: 'one word', queries: ONE_WORD },
  { name: 'questions (built-in, 12-18 words)', queries: BUILT_IN_QUESTIONS },
  ...(realtalkQuestions.length ? [{ name: `questions (REALTALK, ${realtalkQuestions.length} of 8-25 words)`, queries: realtalkQuestions }] : []),
];
if (!realtalkQuestions.length) console.log('REALTALK questions: not in the cache (node scripts/fetch-realtalk.mjs); built-in questions only.');
const load = () => loadavg().map((x) => x.toFixed(2)).join(' ');

const { openStore } = await import('../lib/store/store.ts');
const { projectScopeFor } = await import('../lib/project/identity.ts');
const { DEFAULT_CONFIG } = await import('../lib/config.ts');
const { recall: recallCore } = await import('../lib/recall/index.ts');

// Real encoder vectors to synthesize stored ones from (see the header).
function cachedVectors(model) {
  const file = join(benchCache(), 'vectors', `${model.replace(/[^\w.-]+/g, '_')}.jsonl`);
  if (!existsSync(file)) throw new Error(`no cached vectors in ${file}: run bench/recall-public.mjs --embeddings bundled once`);
  return readFileSync(file, 'utf8').split('\n').filter(Boolean).map((line) => {
    const bytes = Buffer.from(JSON.parse(line).v, 'base64');
    return new Float32Array(bytes.buffer, bytes.byteOffset, bytes.byteLength / 4).slice();
  });
}

async function synthesizeVectors(home, seedNumber) {
  const { BUNDLED_MODEL } = await import('../lib/embed/model-id.ts');
  const { saveVectors } = await import('../lib/embed/vectors.ts');
  const { quantize } = await import('../lib/embed/quantize.ts');
  const real = cachedVectors(BUNDLED_MODEL);
  const random = rng(seedNumber);
  const store = openStore({ home });
  try {
    const rows = store.db.prepare("SELECT id, revision FROM memories WHERE status = 'active'").all();
    const t0 = performance.now();
    const out = rows.map(({ id, revision }) => {
      const a = real[Math.floor(random() * real.length)];
      const b = real[Math.floor(random() * real.length)];
      const v = Float32Array.from(a, (x, i) => 0.8 * x + 0.2 * b[i] + 0.01 * (random() - 0.5));
      return { id, revision, vector: quantize(v) };
    });
    for (let i = 0; i < out.length; i += 5000) saveVectors(store, BUNDLED_MODEL, out.slice(i, i + 5000));
    return { vectors: out.length, seconds: (performance.now() - t0) / 1000 };
  } finally {
    store.close();
  }
}

// The default encoder's real vectors for every memory: what an installed Nuzo holds once
// its background backfill is done (bench/mcp-recall measures steady state, not the backfill).
async function embedStatic(home) {
  const { embedPending } = await import('../lib/embed/semantic.ts');
  const { staticProvider } = await import('../lib/embed/static-encoder.ts');
  const store = openStore({ home });
  try {
    const t0 = performance.now();
    const run = await embedPending(store, staticProvider(), { batch: 1000 });
    return { embedded: run.embedded, seconds: (performance.now() - t0) / 1000 };
  } finally {
    store.close();
  }
}

for (const size of sizes) {
  const root = mkdtempSync(join(tmpdir(), 'nuzo-bench-recall-'));
  try {
    const project = join(root, 'repo');
    mkdirSync(join(project, '.git'), { recursive: true });
    const home = join(root, '.nuzo');
    const seeded = await seedStore(home, projectScopeFor(project), size, (i) => (i % 4 === 3 && realtalkMessages[Math.floor(i / 4)]) || null);
    if (lexicalOnly) writeFileSync(join(home, 'config.json'), JSON.stringify({ recall: { embeddings: { provider: 'off' } } }));
    else if (!modelsFrom) {
      const staticRun = await embedStatic(home);
      console.log(`${size} memories: ${staticRun.embedded} embedded with the default encoder in ${staticRun.seconds.toFixed(1)} s (as a session's background backfill leaves them)`);
    }
    if (modelsFrom) {
      symlinkSync(join(modelsFrom, 'models'), join(home, 'models'));
      writeFileSync(join(home, 'config.json'), JSON.stringify({ recall: { embeddings: { provider: 'bundled' } } }));
      const synth = await synthesizeVectors(home, 7 + size);
      console.log(`${size} memories: ${synth.vectors} synthesized USE-lite vectors stored in ${synth.seconds.toFixed(1)} s; the server embeds each question with the bundled encoder`);
    }
    const env = { PATH: process.env.PATH ?? '', HOME: root, NUZO_HOME: home };
    const server = serverFile ? await startCommand(process.execPath, [serverFile], env, project) : await startServer(env, project);
    console.log(`${size} memories: seeded ${seeded.imported} in ${seeded.seconds.toFixed(1)} s${realtalkMessages.length ? ` (every fourth a REALTALK message while they last; the rest synthetic, refused or duplicate ones skipped)` : ''}; load average ${load()} (2 cores, shared)`);
    const scope = projectScopeFor(project);
    const rows = [];
    for (const set of SETS) {
      const recall = (i) => server.client.callTool({ name: 'memory_recall', arguments: { query: set.queries[i % set.queries.length], project_root: project } });
      let hits = 0;
      const states = {};
      const count = (answer) => {
        states[answer.structuredContent.semantic] = (states[answer.structuredContent.semantic] ?? 0) + 1;
        return answer;
      };
      for (let i = 0; i < 20; i++) hits += count(await recall(i)).structuredContent.results.length;
      const times = [];
      for (let i = 0; i < calls; i++) {
        const t0 = performance.now();
        count(await recall(i + 20));
        times.push(performance.now() - t0);
        await pause();
      }
      rows.push({ set, times, hits, states });
    }
    await server.client.close();
    // The same queries through core directly (no MCP, no process hop), usage write included.
    const store = openStore({ home });
    const ctx = { store, config: structuredClone(DEFAULT_CONFIG), actor: 'bench' };
    for (const row of rows) {
      const core = [];
      for (let i = 0; i < 20 + calls; i++) {
        const t0 = performance.now();
        recallCore(ctx, { query: row.set.queries[i % row.set.queries.length], scopes: [scope, 'user:default'], limit: 8, projectScope: scope, recordUse: true });
        if (i >= 20) core.push(performance.now() - t0);
      }
      row.core = core;
    }
    store.close();
    for (const { set, times, hits, core, states } of rows) {
      console.log(`  ${set.name.padEnd(44)} memory_recall p50 ${percentile(times, 50).toFixed(2)} ms, p95 ${percentile(times, 95).toFixed(2)} ms over ${calls} warm calls (avg ${(hits / 20).toFixed(1)} results); core p50 ${percentile(core, 50).toFixed(2)} ms, p95 ${percentile(core, 95).toFixed(2)} ms${modelsFrom ? ` (lexical core); semantic: ${Object.entries(states).map(([k, v]) => `${k} ${v}`).join(', ')}` : ''}`);
    }
    console.log(`  load average after: ${load()}`);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}
