// Shared pieces of the MCP benchmarks: a realistic memory corpus, a server started the way
// a host starts it (SDK Client over stdio, the built dist/mcp-server.js), percentiles and
// the server process's peak RSS. Seeding goes through core (lib/, one transaction), so the
// benches need type stripping: run them with scripts/node.sh and --experimental-strip-types.
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
export const SERVER = join(ROOT, 'dist', 'mcp-server.js');

const SUBJECTS = ['The payments service', 'The web app', 'The CLI', 'The billing worker', 'The mobile client', 'The search indexer', 'The auth gateway', 'The docs site', 'The data pipeline', 'The admin console', 'The notification service', 'The CI pipeline', 'The release script', 'The test suite', 'The deploy job', 'The user', 'The team', 'This repo', 'The staging cluster', 'The analytics job'];
const VERBS = ['uses', 'prefers', 'depends on', 'runs', 'must keep', 'should avoid', 'stores data in', 'is built with', 'is deployed with', 'talks to', 'caches results in', 'logs through', 'is tested with', 'migrates schemas with', 'reads config from'];
const OBJECTS = ['Postgres 15', 'SQLite in WAL mode', 'Redis streams', 'pnpm workspaces', 'esbuild bundles', 'Terraform modules', 'GitHub Actions', 'a nightly cron', 'structured JSON logs', 'OpenTelemetry traces', 'feature flags', 'S3 buckets with lifecycle rules', 'Kubernetes jobs', 'Playwright tests', 'vitest snapshots', 'Alembic migrations', 'Prisma schemas', 'gRPC endpoints', 'a retry queue', 'the monorepo root tsconfig'];
const QUALIFIERS = ['for the ledger tables', 'before every release', 'when running locally', 'in production only', 'for integration tests', 'behind the VPN', 'with two replicas', 'during business hours', 'for backwards compatibility', 'unless the flag is off', 'to keep builds reproducible', 'because of the audit requirements', 'for the EU region', 'after the 2025 migration', 'to stay under the rate limit'];
const KINDS = ['fact', 'instruction', 'preference', 'project_decision', 'note'];

// A deterministic generator so runs compare.
export function rng(seed) {
  let x = seed >>> 0 || 1;
  return () => {
    x ^= x << 13; x >>>= 0; x ^= x >>> 17; x ^= x << 5; x >>>= 0;
    return x / 0x100000000;
  };
}

// One plausible memory per index; `marker` (a rare word) is woven into a share of them.
export function fact(i, random, marker) {
  const pick = (xs) => xs[Math.floor(random() * xs.length)];
  const extra = marker ? ` (see the ${marker} runbook)` : '';
  return `${pick(SUBJECTS)} ${pick(VERBS)} ${pick(OBJECTS)} ${pick(QUALIFIERS)}${extra}; ticket ${String.fromCharCode(65 + (i % 26))}${i}.`;
}

export function kindOf(i) {
  return KINDS[i % KINDS.length];
}

// `count` memories, 60% in the project's scope, 30% user:default, 10% another project, imported
// through core in one transaction. `contentOf(i, random)` may supply a text (else `fact`).
// Returns the import's count and seconds.
export async function seedStore(home, projectScope, count, contentOf = () => null) {
  const { openStore } = await import('../lib/store/store.ts');
  const { importMemories } = await import('../lib/transfer/index.ts');
  const { DEFAULT_CONFIG } = await import('../lib/config.ts');
  const random = rng(42 + count);
  const memories = Array.from({ length: count }, (_, i) => ({
    scope: i % 10 < 6 ? projectScope : i % 10 < 9 ? 'user:default' : 'project:00000000000000aa',
    kind: kindOf(i),
    content: contentOf(i, random) || fact(i, random, null),
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

export const QUERIES = [
  'how do we run database migrations', 'where does the payments service store data', 'which tests should run before a release', 'how is the web app deployed',
  'what do we use for caching', 'logging format in production', 'how are feature flags handled', 'what does the CI pipeline run', 'which region is the data pipeline in',
  'postgres ledger tables', 'pnpm workspaces monorepo', 'terraform modules for staging', 'retry queue for notifications', 'playwright integration tests', 'release script steps',
  'what does the user prefer for tests', 'grpc endpoints auth gateway', 'redis streams billing worker', 'esbuild bundles reproducible builds', 'opentelemetry traces admin console',
];

export async function startServer(env, cwd) {
  const transport = new StdioClientTransport({ command: process.execPath, args: [...(process.env.NUZO_BENCH_PROFILE ? [`--cpu-prof`, `--cpu-prof-dir=${process.env.NUZO_BENCH_PROFILE}`] : []), SERVER], env, cwd, stderr: "inherit" });
  const client = new Client({ name: 'nuzo-bench', version: '0' });
  await client.connect(transport);
  return { client, transport, pid: transport.pid };
}

export async function startCommand(command, args, env, cwd) {
  const transport = new StdioClientTransport({ command, args, env, cwd, stderr: 'inherit' });
  const client = new Client({ name: 'nuzo-bench', version: '0' });
  await client.connect(transport);
  return { client, transport, pid: transport.pid };
}

// Peak resident set size of a live process, from /proc (Linux).
export function peakRssMb(pid) {
  try {
    const match = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmHWM:\s+(\d+) kB/);
    return match ? Number(match[1]) / 1024 : NaN;
  } catch {
    return NaN;
  }
}

export function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

export async function timeCalls(count, call) {
  const times = [];
  for (let i = 0; i < count; i++) {
    const t0 = performance.now();
    await call(i);
    times.push(performance.now() - t0);
  }
  return times;
}
