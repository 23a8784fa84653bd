// Nuzo's memory_recall next to the reference @modelcontextprotocol/server-memory's
// search_nodes: the same 10k facts (there: one entity with one observation per fact, created
// through create_entities/add_observations; here: one memory per fact, seeded through core),
// the same SDK client, 200 warm calls of a one-word query matching ~1% of the facts.
// Reports p50/p95 per server, the p50 ratio and each server process's peak RSS. Recall
// returns its default 8 results (--limit up to 50); search_nodes returns every match.
//   sh scripts/node.sh 24 --experimental-strip-types --disable-warning=ExperimentalWarning bench/mcp-vs-reference.mjs [--facts 10000] [--calls 200] [--limit 8]
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { devModules } from '../scripts/dev-tools.mjs';
import { fact, kindOf, peakRssMb, percentile, rng, ROOT, startCommand, startServer, timeCalls } from './mcp-common.mjs';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const count = Number(arg('facts', 10000));
const calls = Number(arg('calls', 200));
const limit = Number(arg('limit', 8));
const MARKER = 'kestrel';

const { openStore } = await import('../lib/store/store.ts');
const { importMemories } = await import('../lib/transfer/index.ts');
const { projectScopeFor } = await import('../lib/project/identity.ts');
const { DEFAULT_CONFIG } = await import('../lib/config.ts');

const random = rng(7);
const facts = Array.from({ length: count }, (_, i) => fact(i, random, i % 100 === 0 ? MARKER : null));
const root = mkdtempSync(join(tmpdir(), 'nuzo-bench-ref-'));
const env = { PATH: process.env.PATH ?? '', HOME: root };

async function measure(label, start, seedOver, query) {
  const server = await start();
  await seedOver?.(server.client);
  let results = 0;
  for (let i = 0; i < 10; i++) results = await query(server.client);
  const times = await timeCalls(calls, () => query(server.client));
  const rss = peakRssMb(server.pid);
  await server.client.close();
  return { label, p50: percentile(times, 50), p95: percentile(times, 95), rss, results };
}

try {
  const project = join(root, 'repo');
  mkdirSync(join(project, '.git'), { recursive: true });
  const home = join(root, '.nuzo');
  const scope = projectScopeFor(project);
  const store = openStore({ home });
  importMemories({ store, config: structuredClone(DEFAULT_CONFIG), actor: 'bench:seed' }, {
    document: {
      format: 'nuzo-memory-export', version: 1, exported_at: new Date().toISOString(),
      memories: facts.map((content, i) => ({ scope, kind: kindOf(i), content, tags: [], source: 'bench:seed', confidence: 1, created_at: '2026-01-01T00:00:00.000Z', updated_at: '2026-01-01T00:00:00.000Z', last_used_at: null, archived_at: null })),
    },
    dry_run: false,
  });
  store.close();

  const nuzo = await measure('nuzo memory_recall', () => startServer({ ...env, NUZO_HOME: home }, project), null, async (client) => {
    const r = await client.callTool({ name: 'memory_recall', arguments: { query: MARKER, limit, project_root: project } });
    return r.structuredContent.results.length;
  });

  const reference = await measure(
    'server-memory search_nodes',
    () => startCommand(process.execPath, [join(devModules(), '@modelcontextprotocol', 'server-memory', 'dist', 'index.js')], { ...env, MEMORY_FILE_PATH: join(root, 'memory.jsonl') }, root),
    async (client) => {
      for (let i = 0; i < count; i += 500) {
        const names = facts.slice(i, i + 500).map((_, j) => `fact-${i + j}`);
        await client.callTool({ name: 'create_entities', arguments: { entities: names.map((name) => ({ name, entityType: 'fact', observations: [] })) } });
        await client.callTool({ name: 'add_observations', arguments: { observations: names.map((entityName, j) => ({ entityName, contents: [facts[i + j]] })) } });
      }
    },
    async (client) => {
      const r = await client.callTool({ name: 'search_nodes', arguments: { query: MARKER } });
      return (r.structuredContent?.entities ?? JSON.parse(r.content[0].text).entities).length;
    },
  );

  console.log(`${count} facts, "${MARKER}" in ${facts.filter((f) => f.includes(MARKER)).length}; ${calls} warm calls each; node ${process.versions.node}`);
  for (const r of [nuzo, reference]) console.log(`${r.label.padEnd(28)} p50 ${r.p50.toFixed(2)} ms  p95 ${r.p95.toFixed(2)} ms  results ${r.results}  peak RSS ${r.rss.toFixed(0)} MB`);
  console.log(`p50 ratio (reference / nuzo): ${(reference.p50 / nuzo.p50).toFixed(1)}x (target >= 10x); nuzo recall limit ${limit}, includes its audit write`);
} finally {
  rmSync(root, { recursive: true, force: true });
}
