// Builds the bundles the hosts run (dist/ is committed; hosts never build).
//   node scripts/build.mjs          write dist/
//   node scripts/build.mjs --check  build to a temp dir and fail if dist/ differs
// Tests import buildInto() to build the same bundles into a temp dir.
import { build } from 'esbuild';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, mkdirSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { tmpdir } from 'node:os';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

// Some CommonJS dependencies call require(); give each ESM bundle one.
const requireShim = "import { createRequire as __nuzoCreateRequire } from 'node:module'; const require = __nuzoCreateRequire(import.meta.url);";

// name -> [source, options]. The hook shim must parse and run on old Node (it prints the
// "needs Node 22.13" notice), so it targets node16 and imports nothing statically; the
// runtime loads one per-event bundle, so each hook pays only for its own code.
// Only the server and the CLI bundle CommonJS dependencies that call require(); hooks
// skip the shim (each millisecond of a hook is spent inside the user's turn).
export const ENTRIES = [
  ['hook', 'hooks/entry.ts', { target: 'node16' }],
  ['hook-runtime', 'hooks/runtime.ts', {}],
  ['hook-session-start', 'hooks/session-start.ts', {}],
  ['hook-stop', 'hooks/stop.ts', {}],
  ['hook-prompt', 'hooks/prompt.ts', {}],
  ['mcp-server', 'server/main.ts', { require: true }],
  ['cli', 'cli/main.ts', { shebang: true, require: true }],
];

export async function buildInto(outdir, names = ENTRIES.map(([name]) => name)) {
  mkdirSync(outdir, { recursive: true });
  for (const [name, source, extra] of ENTRIES) {
    if (!names.includes(name) || !existsSync(join(root, source))) continue;
    await build({
      absWorkingDir: root,
      entryPoints: [source],
      outfile: join(outdir, `${name}.js`),
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: extra.target ?? 'node22',
      legalComments: 'none',
      logLevel: 'warning',
      external: ['./hook-runtime.js', './hook-session-start.js', './hook-stop.js', './hook-prompt.js'],
      banner: { js: [extra.shebang ? '#!/usr/bin/env node' : '', extra.require ? requireShim : ''].filter(Boolean).join('\n') },
    });
  }
}

async function main() {
  if (!process.argv.includes('--check')) {
    await buildInto(join(root, 'dist'));
    return;
  }
  const tmp = mkdtempSync(join(tmpdir(), 'nuzo-build-'));
  try {
    await buildInto(tmp);
    const built = readdirSync(tmp).sort();
    const committed = existsSync(join(root, 'dist')) ? readdirSync(join(root, 'dist')).sort() : [];
    const stale = built.filter((f) => !committed.includes(f) || !readFileSync(join(tmp, f)).equals(readFileSync(join(root, 'dist', f))));
    const extra = committed.filter((f) => !built.includes(f));
    if (stale.length || extra.length) {
      console.error(`nuzo build --check: dist/ is out of date (${[...stale, ...extra].join(', ')}); run 'npm run build' and commit dist/`);
      process.exit(1);
    }
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await main();
