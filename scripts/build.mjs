// Builds the bundles the hosts run (dist/ is committed; hosts never build).
//   sh scripts/node.sh 24 scripts/build.mjs          write dist/
//   sh scripts/node.sh 24 scripts/build.mjs --check  build to a temp dir and fail if dist/ differs
// Tests import buildInto() to build the same bundles into a temp dir. esbuild is one of the
// dev tools kept outside the checkout (scripts/dev-tools.mjs).
import { createRequire } from 'node:module';
import { copyFileSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, mkdirSync, statSync, writeFileSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { tmpdir } from 'node:os';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { devModules } from './dev-tools.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
// node_modules is a link to the build inputs outside the checkout (scripts/dev-tools.mjs).
// esbuild names every bundled file in a comment; keeping the path through the link keeps
// those names (node_modules/zod/…) the same wherever the inputs are installed.
const preserveSymlinks = true;
const { build } = createRequire(join(devModules(), 'dev-tools.cjs'))('esbuild');

// Some CommonJS dependencies call require(); give each ESM bundle one.
const requireShim = "import { createRequire as __nuzoCreateRequire } from 'node:module'; const require = __nuzoCreateRequire(import.meta.url);";

// name -> [source, options]. Hooks are CommonJS (.cjs): a hook runs inside the user's turn,
// and ESM costs it the module-job pipeline per file plus a namespace per imported builtin
// (see hooks/entry.ts). The shim must parse and run on old Node (it prints the "needs Node
// 22.13" notice), so it targets node16 and requires only node:fs and node:module until the
// version check passes; the runtime then loads one per-event bundle, so each hook pays only
// for its own code. The server and the CLI stay ESM and get a require() shim for the
// CommonJS dependencies they bundle.
export const ENTRIES = [
  ['hook', 'hooks/entry.ts', { target: 'node16', format: 'cjs' }],
  ['hook-runtime', 'hooks/runtime.ts', { format: 'cjs' }],
  ['hook-session-start', 'hooks/session-start.ts', { format: 'cjs', lazyTeamPolicy: true }],
  ['hook-stop', 'hooks/stop.ts', { format: 'cjs', lazyPolicy: true }],
  ['hook-prompt', 'hooks/prompt.ts', { format: 'cjs', lazyTeamPolicy: true }],
  ['hook-pre-tool', 'hooks/pre-tool.ts', { format: 'cjs', lazyPreToolCheck: true }],
  ['hook-pre-tool-check', 'lib/hooks/pre-tool-check.ts', { format: 'cjs' }],
  ['hook-team-policy', 'lib/team/policy-check.ts', { format: 'cjs', lazyPolicy: true }],
  ['hook-policy', 'lib/policy/index.ts', { format: 'cjs' }],
  ['policy-tables', 'lib/policy/tables.ts', { format: 'cjs', ownTables: true }],
  ['mcp-server', 'server/main.ts', { require: true }],
  ['cli', 'cli/main.ts', { shebang: true, require: true }],
];

// The hook bundles load one another at run time; none is ever inlined into another.
const HOOK_SIBLINGS = ['./hook-runtime.cjs', './hook-session-start.cjs', './hook-stop.cjs', './hook-prompt.cjs', './hook-pre-tool.cjs', './hook-pre-tool-check.cjs', './hook-team-policy.cjs', './hook-policy.cjs', './policy-tables.cjs'];

// Every policy table costs a read-only hook ~10 ms to load, and SessionStart needs policy only
// for team memories whose verdict is not cached (lib/team/session-cache.ts). In those two
// bundles lib/team/policy-check.ts becomes a stub that requires the hook-team-policy sibling
// on its first call; everywhere else (CLI, server, tests from source) it is the module itself.
function lazyTeamPolicy() {
  return {
    name: 'nuzo-lazy-team-policy',
    setup(b) {
      b.onResolve({ filter: /policy-check\.ts$/ }, (args) => (args.importer.includes(`${join('lib', 'team')}`) ? { path: 'policy-check', namespace: 'nuzo-lazy-team-policy' } : undefined));
      b.onLoad({ filter: /.*/, namespace: 'nuzo-lazy-team-policy' }, () => ({
        contents: "export function assertTeamPolicy(m) { return require('./hook-team-policy.cjs').assertTeamPolicy(m); }",
        loader: 'js',
      }));
    },
  };
}

// The format tables policy borrows (IBAN layouts, phone metadata, the BIP-39 word list:
// lib/policy/tables.ts) are ~200 kB a hook would parse at every start. Every bundle gets a
// stub that requires the policy-tables sibling when a rule first finds a candidate to check,
// so the tables load only then, and dist/ holds one copy of them.
function lazyPolicyTables() {
  return {
    name: 'nuzo-lazy-policy-tables',
    setup(b) {
      b.onResolve({ filter: /tables\.ts$/ }, (args) => (args.importer.includes(join('lib', 'policy')) ? { path: 'policy-tables', namespace: 'nuzo-lazy-policy-tables' } : undefined));
      b.onLoad({ filter: /.*/, namespace: 'nuzo-lazy-policy-tables' }, () => ({
        contents: [
          'let tables;',
          "const load = () => (tables ??= require('./policy-tables.cjs'));",
          'export function isBip39Word(w, l) { return load().isBip39Word(w, l); }',
          'export function isValidIban(r) { return load().isValidIban(r); }',
          'export function isValidPhone(n, c) { return load().isValidPhone(n, c); }',
        ].join('\n'),
        loader: 'js',
      }));
    },
  };
}

// The team check (hook-team-policy) takes the same stub: both need the rules, one bundle holds
// them.
// Stop drafts from a few turns only, and content policy (~120 kB of rules, many of them
// Unicode patterns built at load) runs only when a statement could become a draft
// (lib/capture/candidates.ts) or a draft is written. In its bundle lib/policy/index.ts becomes
// a stub: normalisation, similarity, tags and the length check stay inline (they import
// nothing of policy), and every other export is a function that requires the hook-policy
// sibling on its first call. lazyPolicyExports() reads the names off lib/policy/index.ts, so a
// new export cannot be missed; buildInto checks that each one is a function in the sibling.
const EAGER_POLICY_MODULES = ['./normalize.ts', './tags.ts', './content.ts'];

function lazyPolicyExports() {
  const source = readFileSync(join(root, 'lib', 'policy', 'index.ts'), 'utf8');
  const eager = [];
  const lazy = [];
  for (const [, names, from] of source.matchAll(/^export\s*\{([^}]*)\}\s*from\s*'([^']+)'/gm)) {
    const values = names.split(',').map((n) => n.trim()).filter((n) => n && !n.startsWith('type '));
    if (values.length === 0) continue;
    (EAGER_POLICY_MODULES.includes(from) ? eager : lazy).push({ names: values, from });
  }
  if (/^export\s+(?!type\b|\{)/m.test(source) || /^export\s*\*/m.test(source)) throw new Error('lib/policy/index.ts: only `export { … } from` lines can be made lazy for the Stop bundle');
  return { eager, lazy };
}

function lazyPolicy() {
  return {
    name: 'nuzo-lazy-policy',
    setup(b) {
      b.onResolve({ filter: /policy[\\/]index\.ts$/ }, (args) => (args.importer.includes(join('lib', 'policy')) ? undefined : { path: 'policy', namespace: 'nuzo-lazy-policy' }));
      b.onLoad({ filter: /.*/, namespace: 'nuzo-lazy-policy' }, () => {
        const { eager, lazy } = lazyPolicyExports();
        return {
          contents: [
            ...eager.map(({ names, from }) => `export { ${names.join(', ')} } from '${from}';`),
            'let policy;',
            "const load = () => (policy ??= require('./hook-policy.cjs'));",
            ...lazy.flatMap(({ names }) => names.map((name) => `export function ${name}(...args) { return load().${name}(...args); }`)),
          ].join('\n'),
          resolveDir: join(root, 'lib', 'policy'),
          loader: 'js',
        };
      });
    },
  };
}

// lib/capture/prefilter.ts rules capture patterns out by words read off their source; reading
// ~50 of them cost a cold Stop hook about what compiling them did. Every bundle gets the
// readings worked out here instead (lib/capture/prefilter-readings.ts), from the patterns the
// capture modules register once loaded.
let prefilterTable = null;
async function prefilterReadings() {
  const module = (rel) => import(pathToFileURL(join(root, rel)).href);
  if (!prefilterTable) {
    const { prefilteredPatterns, readingKey, requiredLiterals } = await module('lib/capture/prefilter.ts');
    await module('lib/capture/index.ts');
    prefilterTable = prefilteredPatterns().map((pattern) => [readingKey(pattern), requiredLiterals(pattern)]);
    const keys = new Map();
    for (const pattern of prefilteredPatterns()) {
      const other = keys.get(readingKey(pattern));
      if (other && other !== `${pattern.flags}/${pattern.source}`) throw new Error(`prefilter: two patterns share the reading key ${readingKey(pattern)}: ${pattern}`);
      keys.set(readingKey(pattern), `${pattern.flags}/${pattern.source}`);
    }
  }
  return prefilterTable;
}

function prefilterReadingsModule() {
  return {
    name: 'nuzo-prefilter-readings',
    setup(b) {
      b.onLoad({ filter: /prefilter-readings\.ts$/ }, async () => ({ contents: `export const READINGS = new Map(${JSON.stringify(await prefilterReadings())});`, loader: 'js' }));
    },
  };
}

// PreToolUse runs before every tool call and, with guards, matches most calls against their
// patterns and stops there: in its bundle lib/hooks/pre-tool-check.ts (config, store, fence)
// becomes a stub that requires the hook-pre-tool-check sibling when a pattern matched.
function lazyPreToolCheck() {
  return {
    name: 'nuzo-lazy-pre-tool-check',
    setup(b) {
      b.onResolve({ filter: /pre-tool-check\.ts$/ }, () => ({ path: 'pre-tool-check', namespace: 'nuzo-lazy-pre-tool-check' }));
      b.onLoad({ filter: /.*/, namespace: 'nuzo-lazy-pre-tool-check' }, () => ({
        contents: "export function confirmGuardHit(call, startedAt) { return require('./hook-pre-tool-check.cjs').confirmGuardHit(call, startedAt); }",
        loader: 'js',
      }));
    },
  };
}

const bundleFile = (name) => `${name}.${ENTRIES.find(([n]) => n === name)?.[2].format === 'cjs' ? 'cjs' : 'js'}`;

// The MCP server answers `initialize` and `tools/list` from a manifest taken from the live
// server at build time (server/fast-start.ts imports it as 'nuzo:manifest'), so it can never
// drift from the tools it ships with and never sits in the source tree.
export async function liveManifest() {
  const tmp = mkdtempSync(join(tmpdir(), 'nuzo-manifest-'));
  try {
    const out = join(tmp, 'manifest-gen.mjs');
    await build({ absWorkingDir: root, preserveSymlinks, entryPoints: ['server/manifest-gen.ts'], outfile: out, bundle: true, platform: 'node', format: 'esm', target: 'node22', logLevel: 'warning', banner: { js: requireShim } });
    return await (await import(pathToFileURL(out).href)).liveManifest();
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

function manifestModule(manifest) {
  return {
    name: 'nuzo-manifest',
    setup(b) {
      b.onResolve({ filter: /^nuzo:manifest$/ }, (args) => ({ path: args.path, namespace: 'nuzo-manifest' }));
      b.onLoad({ filter: /.*/, namespace: 'nuzo-manifest' }, () => ({ contents: `export const MANIFEST = ${JSON.stringify(manifest)};`, loader: 'js' }));
    },
  };
}

// The page `nuzo ui` serves (dist/ui/): one script, one stylesheet and the HTML that loads
// them, with no inline script so the server's Content-Security-Policy can forbid it. Preact is
// bundled in; nothing is fetched at run time.
async function buildWebInto(outdir) {
  const dir = join(outdir, 'ui');
  mkdirSync(dir, { recursive: true });
  await build({
    absWorkingDir: root, preserveSymlinks,
    entryPoints: { app: 'web/app.tsx' },
    outdir: dir,
    bundle: true,
    platform: 'browser',
    format: 'iife',
    target: ['chrome110', 'firefox115', 'safari16'],
    jsx: 'automatic',
    jsxImportSource: 'preact',
    minify: true,
    legalComments: 'none',
    logLevel: 'warning',
  });
  await build({ absWorkingDir: root, preserveSymlinks, entryPoints: { app: 'web/app.css' }, outdir: dir, bundle: true, minify: true, logLevel: 'warning' });
  copyFileSync(join(root, 'web', 'index.html'), join(dir, 'index.html'));
}

// dist/ is also the plugin folder the hosts install (the marketplace entries' source is
// ./dist), so an install copies what hosts run and nothing else: not lib/, test/ or bench/.
// The manifests, hooks, MCP files, skills and commands are kept at the root (which stays a
// plugin for `claude --plugin-dir .`) and copied here with their `dist/` prefix dropped; the
// static encoder's table goes beside the bundles, where lib/embed/static-encoder.ts looks
// first. Neither host keeps a symbolic link in its copy (Codex drops them), so these are files.
export const PLUGIN_FILES = ['.claude-plugin/plugin.json', '.claude-plugin/icon.png', '.codex-plugin/plugin.json', '.mcp.json', '.codex-mcp.json', 'hooks/hooks.json', 'skills', 'commands'];

function copyPluginFiles(outdir) {
  const rooted = (text) => text.replaceAll('${CLAUDE_PLUGIN_ROOT}/dist/', '${CLAUDE_PLUGIN_ROOT}/').replaceAll('./dist/', './').replaceAll('node dist/', 'node ');
  const copy = (rel) => {
    const from = join(root, rel);
    if (!existsSync(from)) return;
    if (statSync(from).isDirectory()) {
      for (const name of readdirSync(from).sort()) copy(join(rel, name));
      return;
    }
    mkdirSync(dirname(join(outdir, rel)), { recursive: true });
    if (rel.endsWith('.json')) writeFileSync(join(outdir, rel), rooted(readFileSync(from, 'utf8')));
    else copyFileSync(from, join(outdir, rel));
  };
  for (const rel of PLUGIN_FILES) copy(rel);
  // The ESM bundles are .js: the folder says they are modules, as the root package.json does
  // for the checkout. No dependencies, so no host ever runs npm install here.
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  writeFileSync(join(outdir, 'package.json'), `${JSON.stringify({ name: pkg.name, version: pkg.version, description: pkg.description, license: pkg.license, type: 'module', private: true, bin: { nuzo: 'cli.js' } }, null, 2)}\n`);
  // Both hosts' validators want a README in the plugin folder.
  copyFileSync(join(root, 'docs', 'plugin-readme.md'), join(outdir, 'README.md'));
  const table = join(root, 'lib', 'embed', 'static-encoder.bin');
  if (existsSync(table)) copyFileSync(table, join(outdir, 'static-encoder.bin'));
}

export async function buildInto(outdir, names = [...ENTRIES.map(([name]) => name), 'ui']) {
  mkdirSync(outdir, { recursive: true });
  if (names.includes('cli')) copyPluginFiles(outdir);
  if (names.includes('ui') && existsSync(join(root, 'web', 'app.tsx'))) await buildWebInto(outdir);
  const manifest = names.includes('mcp-server') ? await liveManifest() : null;
  for (const [name, source, extra] of ENTRIES) {
    if (!names.includes(name) || !existsSync(join(root, source))) continue;
    await build({
      absWorkingDir: root, preserveSymlinks,
      entryPoints: [source],
      outfile: join(outdir, bundleFile(name)),
      bundle: true,
      platform: 'node',
      format: extra.format ?? 'esm',
      target: extra.target ?? 'node22',
      legalComments: 'none',
      logLevel: 'warning',
      external: HOOK_SIBLINGS,
      plugins: [prefilterReadingsModule(), ...(manifest ? [manifestModule(manifest)] : []), ...(extra.lazyTeamPolicy ? [lazyTeamPolicy()] : []), ...(extra.lazyPreToolCheck ? [lazyPreToolCheck()] : []), ...(extra.lazyPolicy ? [lazyPolicy()] : []), ...(extra.ownTables ? [] : [lazyPolicyTables()])],
      banner: { js: [extra.shebang ? '#!/usr/bin/env node' : '', extra.require ? requireShim : ''].filter(Boolean).join('\n') },
    });
  }
  if (names.includes('hook-policy')) {
    const sibling = createRequire(import.meta.url)(join(outdir, 'hook-policy.cjs'));
    const missing = lazyPolicyExports().lazy.flatMap(({ names: exported }) => exported).filter((name) => typeof sibling[name] !== 'function');
    if (missing.length > 0) throw new Error(`hook-policy.cjs: the Stop bundle's lazy policy stubs need functions, not ${missing.join(', ')}`);
  }
}

// One line on success, so a quiet terminal is never mistaken for a hang or a failure.
function summary(dir) {
  const files = readdirSync(dir, { recursive: true }).map(String).filter((f) => statSync(join(dir, f)).isFile());
  const bytes = files.reduce((n, f) => n + statSync(join(dir, f)).size, 0);
  return `${files.length} files, ${(bytes / 1e6).toFixed(1)} MB`;
}

async function main() {
  const started = Date.now();
  const took = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;
  if (!process.argv.includes('--check')) {
    await buildInto(join(root, 'dist'));
    console.log(`nuzo build: wrote dist/ (${summary(join(root, 'dist'))}) in ${took()}`);
    return;
  }
  const tmp = mkdtempSync(join(tmpdir(), 'nuzo-build-'));
  try {
    await buildInto(tmp);
    const files = (dir) => readdirSync(dir, { recursive: true }).map(String).filter((f) => statSync(join(dir, f)).isFile()).sort();
    const built = files(tmp);
    const committed = existsSync(join(root, 'dist')) ? files(join(root, 'dist')) : [];
    const stale = built.filter((f) => !committed.includes(f) || !readFileSync(join(tmp, f)).equals(readFileSync(join(root, 'dist', f))));
    const extra = committed.filter((f) => !built.includes(f));
    if (stale.length || extra.length) {
      console.error(`nuzo build --check: dist/ is out of date (${[...stale, ...extra].join(', ')}); run 'npm run build' and commit dist/`);
      process.exit(1);
    }
    console.log(`nuzo build --check: dist/ is what the sources build (${summary(tmp)}, ${took()})`);
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await main();
