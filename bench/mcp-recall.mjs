// memory_recall round trip over stdio (SDK Client → dist/mcp-server.js → SQLite and back),
// audit write included (ordinary recall records use), at 10k and 100k memories of realistic
// text. The store is seeded through core's import path in one transaction, not over MCP.
//   sh scripts/node.sh 24 --experimental-strip-types --disable-warning=ExperimentalWarning bench/mcp-recall.mjs [--sizes 10000,100000] [--calls 200]
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fact, kindOf, percentile, QUERIES, rng, startServer, timeCalls } from './mcp-common.mjs';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const sizes = arg('sizes', '10000,100000').split(',').map(Number);
const calls = Number(arg('calls', 200));

const { openStore } = await import('../lib/store/store.ts');
const { importMemories } = await import('../lib/transfer/index.ts');
const { projectScopeFor } = await import('../lib/project/identity.ts');
const { DEFAULT_CONFIG } = await import('../lib/config.ts');
const { recall: recallCore } = await import('../lib/recall/index.ts');

async function seed(home, projectScope, count) {
  const random = rng(42 + count);
  const memories = Array.from({ length: count }, (_, i) => ({
    scope: i % 10 < 6 ? projectScope : i % 10 < 9 ? 'user:default' : 'project:00000000000000aa',
    kind: kindOf(i),
    content: fact(i, random, null),
    tags: [['storage', 'ci', 'deploy', 'testing', 'style'][i % 5]],
    source: 'bench:seed',
    confidence: 1,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    last_used_at: null,
    archived_at: null,
  }));
  const store = openStore({ home });
  try {
    const t0 = performance.now();
    const report = importMemories({ store, config: structuredClone(DEFAULT_CONFIG), actor: 'bench:seed' }, { document: { format: 'nuzo-memory-export', version: 1, exported_at: new Date().toISOString(), memories }, dry_run: false });
    return { imported: report.imported, seconds: (performance.now() - t0) / 1000 };
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
    const seeded = await seed(home, projectScopeFor(project), size);
    const server = await startServer({ PATH: process.env.PATH ?? '', HOME: root, NUZO_HOME: home }, project);
    const recall = (i) => server.client.callTool({ name: 'memory_recall', arguments: { query: QUERIES[i % QUERIES.length], project_root: project } });
    let hits = 0;
    for (let i = 0; i < 20; i++) hits += (await recall(i)).structuredContent.results.length;
    const times = await timeCalls(calls, recall);
    await server.client.close();
    // The same queries through core directly (no MCP, no process hop), usage write included.
    const store = openStore({ home });
    const ctx = { store, config: structuredClone(DEFAULT_CONFIG), actor: 'bench' };
    const scope = projectScopeFor(project);
    const core = [];
    for (let i = 0; i < 20 + calls; i++) {
      const t0 = performance.now();
      recallCore(ctx, { query: QUERIES[i % QUERIES.length], scopes: [scope, 'user:default'], limit: 8, projectScope: scope, recordUse: true });
      if (i >= 20) core.push(performance.now() - t0);
    }
    store.close();
    console.log(`${size} memories: core recall p50 ${percentile(core, 50).toFixed(2)} ms, p95 ${percentile(core, 95).toFixed(2)} ms (in-process, usage and audit write included)`);
    console.log(`${size} memories (seeded ${seeded.imported} in ${seeded.seconds.toFixed(1)} s): memory_recall p50 ${percentile(times, 50).toFixed(2)} ms, p95 ${percentile(times, 95).toFixed(2)} ms over ${calls} warm calls (avg ${(hits / 20).toFixed(1)} results, audit write included)`);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}
