// Builds the bundles the hosts run (dist/ is committed; hosts never build).
//   node scripts/build.mjs          write dist/
//   node scripts/build.mjs --check  build to a temp dir and fail if dist/ differs
import { build } from 'esbuild';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, mkdirSync, cpSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { tmpdir } from 'node:os';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const check = process.argv.includes('--check');

// name -> [source, options]. The hook shim must parse and run on old Node (it prints the
// "needs Node 22.13" notice), so it targets node16 and imports nothing statically.
const entries = [
  ['hook', 'hooks/entry.ts', { target: 'node16' }],
  ['hook-runtime', 'hooks/runtime.ts', {}],
  ['mcp-server', 'server/main.ts', {}],
  ['cli', 'cli/main.ts', { banner: { js: '#!/usr/bin/env node' } }],
];

async function buildInto(outdir) {
  mkdirSync(outdir, { recursive: true });
  for (const [name, source, extra] of entries) {
    if (!existsSync(join(root, source))) continue;
    await build({
      absWorkingDir: root,
      entryPoints: [source],
      outfile: join(outdir, `${name}.js`),
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node22',
      legalComments: 'none',
      logLevel: 'warning',
      external: ['./hook-runtime.js'],
      // Some CommonJS dependencies call require(); give the ESM bundle one.
      banner: { js: "import { createRequire as __nuzoCreateRequire } from 'node:module'; const require = __nuzoCreateRequire(import.meta.url);" },
      ...extra,
      ...(extra.banner ? { banner: { js: `${extra.banner.js}\nimport { createRequire as __nuzoCreateRequire } from 'node:module'; const require = __nuzoCreateRequire(import.meta.url);` } } : {}),
    });
  }
}

if (!check) {
  await buildInto(join(root, 'dist'));
} else {
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
