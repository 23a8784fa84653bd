// A plugin install from a checkout, the way a developer tries Nuzo: `marketplace add <checkout>`
// makes both hosts copy the whole folder (Codex copies .git too). Both skip a linked
// node_modules, and everything development needs lives outside the checkout behind that link or
// in the dev tools folder (scripts/dev-tools.mjs), so what a host copies stays small. Unlike plugin.test.ts this installs the checkout itself, not a
// clean export, because the checkout is what a developer's install copies.
import assert from 'node:assert/strict';
import { existsSync, lstatSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { installClaudePlugin, installCodexPlugin, makeSandbox, REPO, writeCodexConfig } from './support/hosts.ts';
import { e2eSkip } from './support/skip.ts';

const ID = 'nuzo@nuzo-marketplace';
const LIMIT_MB = 50;
const devPackage = JSON.parse(readFileSync(join(REPO, 'tools/dev/package.json'), 'utf8'));
const DEV_TOOLS = Object.keys({ ...devPackage.dependencies, ...devPackage.optionalDependencies });

// Disk space under dir as `du` counts it (allocated blocks, folders included); a symbolic
// link counts as itself and is never followed.
function diskBytes(dir: string): number {
  let total = lstatSync(dir).blocks * 512;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    total += entry.isDirectory() ? diskBytes(path) : lstatSync(path).blocks * 512;
  }
  return total;
}

test(`a plugin install from the checkout weighs at most ${LIMIT_MB} MB and holds none of the dev tools (both hosts)`, { skip: e2eSkip() }, async (t) => {
  assert.ok(lstatSync(join(REPO, 'node_modules')).isSymbolicLink(), 'the checkout reaches its build inputs through a link (run npm ci)');
  const sb = makeSandbox('install-size');
  t.after(() => sb.cleanup());
  await installClaudePlugin(sb, REPO, ID);
  writeCodexConfig(sb, { mockUrl: 'http://127.0.0.1:9' });
  await installCodexPlugin(sb, REPO, ID);

  for (const [host, cache] of [['Claude Code', join(sb.home, '.claude/plugins/cache/nuzo-marketplace/nuzo/0.1.0')], ['Codex', join(sb.codexHome, 'plugins/cache/nuzo-marketplace/nuzo/0.1.0')]] as const) {
    assert.ok(existsSync(join(cache, 'dist/hook.cjs')), `${host} installed the plugin in ${cache}`);
    const mb = diskBytes(cache) / 1024 / 1024;
    t.diagnostic(`${host}: ${mb.toFixed(1)} MB on disk, installed from the checkout`);
    assert.ok(mb <= LIMIT_MB, `${host} copied ${mb.toFixed(1)} MB (limit ${LIMIT_MB} MB)`);
    assert.ok(!existsSync(join(cache, 'node_modules')), `${host} copied node_modules`);
    const copied = DEV_TOOLS.filter((name) => existsSync(join(cache, 'node_modules', name)));
    assert.deepEqual(copied, [], `${host} copied dev tools into the plugin`);
  }
});

// Claude Code runs `npm install` for a plugin's `dependencies` when npm is on PATH: a git
// install of a package.json that listed the SDK and zod there fetched 31 MB from the registry
// into the plugin folder (observed with 2.1.330). The bundles in dist/ carry everything they
// import, so the root package.json declares no packages (tools/build/ pins what the build
// reads) and an install fetches nothing.
test('package.json gives a host nothing to install: the build inputs are pinned in tools/build/', () => {
  const root = JSON.parse(readFileSync(join(REPO, 'package.json'), 'utf8'));
  const declared = ['dependencies', 'optionalDependencies', 'devDependencies', 'peerDependencies'].filter((field) => Object.keys(root[field] ?? {}).length > 0);
  assert.deepEqual(declared, []);
});
