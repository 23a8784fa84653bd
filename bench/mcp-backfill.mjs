// A store from before semantic recall, or one the CLI and hooks wrote to: how long the MCP
// server's background backfill takes to give every memory the default encoder's vector,
// and what memory_recall costs while it runs (a recall every 200 ms, as an agent asks).
// The store is seeded through core's import path without vectors; the first recall starts
// the backfill (server/context.ts backfillOnce).
//   sh scripts/node.sh 24 --experimental-strip-types --disable-warning=ExperimentalWarning bench/mcp-backfill.mjs [--size 100000]
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { percentile, seedStore, startServer } from './mcp-common.mjs';

const at = process.argv.indexOf('--size');
const size = at > 0 ? Number(process.argv[at + 1]) : 100_000;
const { projectScopeFor } = await import('../lib/project/identity.ts');
const { openStore } = await import('../lib/store/store.ts');
const QUESTIONS = ['how do we run database migrations', 'which tests should run before a release', 'postgres ledger tables', 'what do we use for caching'];

const root = mkdtempSync(join(tmpdir(), 'nuzo-bench-backfill-'));
try {
  const project = join(root, 'repo');
  mkdirSync(join(project, '.git'), { recursive: true });
  const home = join(root, '.nuzo');
  const seeded = await seedStore(home, projectScopeFor(project), size);
  const server = await startServer({ PATH: process.env.PATH ?? '', HOME: root, NUZO_HOME: home }, project);
  const vectors = () => {
    const store = openStore({ home, readOnly: true });
    try {
      return Number(store.db.prepare('SELECT count(*) AS n FROM memory_vectors').get().n);
    } finally {
      store.close();
    }
  };
  const t0 = performance.now();
  const times = [];
  let done = 0;
  for (let i = 0; performance.now() - t0 < 600_000; i++) {
    const t = performance.now();
    await server.client.callTool({ name: 'memory_recall', arguments: { query: `${QUESTIONS[i % QUESTIONS.length]} ${i}`, project_root: project } });
    times.push(performance.now() - t);
    await new Promise((r) => setTimeout(r, 200));
    if (i % 5 === 4 && (done = vectors()) >= seeded.imported) break;
  }
  const seconds = (performance.now() - t0) / 1000;
  await server.client.close();
  console.log(`${seeded.imported} memories: ${done} embedded in the background in ${seconds.toFixed(1)} s; ${times.length} recalls meanwhile p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms; load average ${loadavg().map((x) => x.toFixed(2)).join(' ')} (2 cores, shared)`);
} finally {
  rmSync(root, { recursive: true, force: true });
}
