// Import throughput: memories per second for a fresh store, with every item going through
// the full write policy, exact-equivalent dedupe, the FTS trigger and one audit row, all in
// one transaction. Reports the in-memory document path and the end-to-end NDJSON file path
// (stream parse + import). Target: >= 10,000 memories/s.
// Run: sh scripts/node.sh 24 --experimental-strip-types --disable-warning=ExperimentalWarning bench/import-throughput.mjs [--count N]
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const { DEFAULT_CONFIG } = await import('../lib/config.ts');
const { openStore } = await import('../lib/store/store.ts');
const { importMemories, importFile } = await import('../lib/transfer/index.ts');

const arg = process.argv.indexOf('--count');
const count = arg > 0 ? Number(process.argv[arg + 1]) : 50_000;

const words = ['cache', 'layer', 'module', 'worker', 'queue', 'schema', 'index', 'router', 'parser', 'client', 'server', 'bundle', 'config', 'logger', 'plugin', 'store'];
const verbs = ['prefers', 'uses', 'avoids', 'keeps', 'splits', 'pins', 'names', 'tests'];
const kinds = ['preference', 'project_decision', 'fact', 'instruction', 'note'];
const token = (n) => {
  let s = '';
  do { s += String.fromCharCode(97 + (n % 26)); n = Math.floor(n / 26); } while (n > 0);
  return s;
};
function item(i) {
  const a = words[i % words.length];
  const b = words[(i * 7 + 3) % words.length];
  return {
    scope: 'user:default',
    kind: kinds[i % kinds.length],
    content: `The team ${verbs[i % verbs.length]} the ${a} ${token(i)} beside the ${b} ${token(i * 31 + 7)} for the ${words[(i * 3) % words.length]} work.`,
    tags: [a, b],
    source: 'bench:import',
    confidence: 1,
    created_at: '2026-11-01T00:00:00.000Z',
    updated_at: '2026-11-01T00:00:00.000Z',
    last_used_at: null,
    archived_at: null,
  };
}

const header = { format: 'nuzo-memory-export', version: 1, exported_at: '2026-11-22T00:00:00.000Z' };
const document = { ...header, memories: Array.from({ length: count }, (_, i) => item(i)) };

function run(label, fn) {
  const root = mkdtempSync(join(tmpdir(), 'nuzo-bench-import-'));
  try {
    const store = openStore({ home: join(root, '.nuzo') });
    const ctx = { store, config: structuredClone(DEFAULT_CONFIG), actor: 'bench' };
    return fn(ctx, root).then((report) => {
      store.close();
      return report;
    });
  } finally {
    process.on('exit', () => rmSync(root, { recursive: true, force: true }));
  }
}

async function timed(label, fn) {
  const started = process.hrtime.bigint();
  const report = await run(label, fn);
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  if (report.imported !== count) throw new Error(`${label}: imported ${report.imported} of ${count} (rejected ${report.rejected}, skipped ${report.skipped})`);
  const rate = Math.round(count / seconds);
  console.log(`${label.padEnd(34)} ${count} memories in ${seconds.toFixed(2)} s = ${rate.toLocaleString('en-US')} memories/s`);
  return rate;
}

console.log(`node ${process.versions.node}, ${count} memories`);
const inMemory = await timed('import (document in memory)', async (ctx) => importMemories(ctx, { document }));
const ndjson = await timed('import (NDJSON file, streamed)', async (ctx, root) => {
  const path = join(root, 'export.ndjson');
  writeFileSync(path, [JSON.stringify(header), ...document.memories.map((m) => JSON.stringify(m))].join('\n') + '\n');
  return importFile(ctx, path);
});
console.log(`target >= 10,000 memories/s: ${Math.min(inMemory, ndjson) >= 10_000 ? 'met' : 'NOT met'}`);
