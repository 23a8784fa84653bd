// A plugin install from a checkout, the way a developer tries Nuzo: `marketplace add <checkout>`.
// The marketplace entries' source is ./dist, which the build makes a complete plugin folder
// (scripts/build.mjs, PLUGIN_FILES), so both hosts copy only what they run: no lib/, test/,
// bench/, .git or node_modules. Unlike plugin.test.ts this installs the checkout itself, not a
// clean export, because the checkout is what a developer's install copies.
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, lstatSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, join } from 'node:path';
import { test } from 'node:test';
import { installClaudePlugin, installCodexPlugin, makeSandbox, REPO, writeCodexConfig } from './support/hosts.ts';
import { exportPlugin } from './support/export.ts';
import { e2eSkip } from './support/skip.ts';

const ID = 'nuzo@nuzo-marketplace';
const LIMIT_MB = 8;
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
    assert.ok(existsSync(join(cache, 'hook.cjs')), `${host} installed the plugin in ${cache}`);
    const sources = ['lib', 'test', 'bench', 'cli', 'server', 'web', 'scripts', 'docs', 'tools', '.git', 'dist'].filter((name) => existsSync(join(cache, name)));
    assert.deepEqual(sources, [], `${host} copied sources or development files`);
    for (const file of ['.mcp.json', '.codex-mcp.json', 'hooks/hooks.json', 'skills/nuzo-review/SKILL.md', 'mcp-server.js', 'cli.js', 'static-encoder.bin', 'ui/index.html']) assert.ok(existsSync(join(cache, file)), `${host}: ${file} is missing`);
    const mb = diskBytes(cache) / 1024 / 1024;
    t.diagnostic(`${host}: ${mb.toFixed(1)} MB on disk, installed from the checkout`);
    assert.ok(mb <= LIMIT_MB, `${host} copied ${mb.toFixed(1)} MB (limit ${LIMIT_MB} MB)`);
    assert.ok(!existsSync(join(cache, 'node_modules')), `${host} copied node_modules`);
    const copied = DEV_TOOLS.filter((name) => existsSync(join(cache, 'node_modules', name)));
    assert.deepEqual(copied, [], `${host} copied dev tools into the plugin`);
  }
});

// The same from a git URL, as users install: the export committed to a repository served by
// git's smart HTTP on loopback (Claude Code clones shallow, which git's dumb HTTP cannot).
// Both hosts clone the whole repository as the marketplace, then copy only ./dist.
function serveGit(projectRoot: string): Promise<{ url: string; close(): Promise<void> }> {
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const backend = spawn('git', ['http-backend'], {
      env: { PATH: process.env.PATH ?? '', GIT_PROJECT_ROOT: projectRoot, GIT_HTTP_EXPORT_ALL: '1', PATH_INFO: url.pathname, QUERY_STRING: url.search.slice(1), REQUEST_METHOD: req.method ?? 'GET', CONTENT_TYPE: String(req.headers['content-type'] ?? ''), GIT_PROTOCOL: String(req.headers['git-protocol'] ?? ''), HTTP_CONTENT_ENCODING: String(req.headers['content-encoding'] ?? '') },
    });
    req.pipe(backend.stdin);
    let head = Buffer.alloc(0);
    let body = false;
    backend.stdout.on('data', (chunk: Buffer) => {
      if (body) return void res.write(chunk);
      head = Buffer.concat([head, chunk]);
      const end = head.indexOf('\r\n\r\n');
      if (end < 0) return;
      body = true;
      let status = 200;
      for (const line of head.subarray(0, end).toString().split('\r\n')) {
        const at = line.indexOf(':');
        const [name, value] = [line.slice(0, at).trim(), line.slice(at + 1).trim()];
        if (name.toLowerCase() === 'status') status = Number.parseInt(value, 10);
        else res.setHeader(name, value);
      }
      res.writeHead(status);
      res.write(head.subarray(end + 4));
    });
    backend.stdout.on('end', () => res.end());
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => {
    const { port } = server.address() as AddressInfo;
    resolve({ url: `http://127.0.0.1:${port}/nuzo.git`, close: () => new Promise((done) => { server.closeAllConnections(); server.close(() => done()); }) });
  }));
}

test('a plugin install from a git URL copies only the plugin folder (dist/), in both hosts', { skip: e2eSkip() }, async (t) => {
  const plugin = exportPlugin();
  t.after(() => plugin.cleanup());
  assert.ok(existsSync(join(plugin.dir, 'dist', '.claude-plugin', 'plugin.json')), `dist/ of ${plugin.source} is not a plugin folder yet: run npm run build and commit dist/`);
  const git = (cwd: string, ...args: string[]) => {
    const run = spawnSync('git', args, { cwd, encoding: 'utf8', env: { ...process.env, GIT_AUTHOR_NAME: 't', GIT_AUTHOR_EMAIL: 't@example.invalid', GIT_COMMITTER_NAME: 't', GIT_COMMITTER_EMAIL: 't@example.invalid' } });
    assert.equal(run.status, 0, `git ${args.join(' ')}: ${run.stderr}`);
  };
  git(plugin.dir, 'init', '-q', '.');
  git(plugin.dir, 'add', '-A');
  git(plugin.dir, 'commit', '-q', '-m', 'export');
  const served = join(dirname(plugin.dir), 'served');
  mkdirSync(served);
  git(served, 'clone', '-q', '--bare', plugin.dir, 'nuzo.git');
  const remote = await serveGit(served);
  const sb = makeSandbox('install-git');
  t.after(async () => { await remote.close(); sb.cleanup(); });
  await installClaudePlugin(sb, remote.url, ID);
  writeCodexConfig(sb, { mockUrl: 'http://127.0.0.1:9' });
  await installCodexPlugin(sb, remote.url, ID);
  for (const [host, cache] of [['Claude Code', join(sb.home, '.claude/plugins/cache/nuzo-marketplace/nuzo/0.1.0')], ['Codex', join(sb.codexHome, 'plugins/cache/nuzo-marketplace/nuzo/0.1.0')]] as const) {
    assert.ok(existsSync(join(cache, 'hook.cjs')) && existsSync(join(cache, 'hooks/hooks.json')), `${host} installed the plugin in ${cache}`);
    const sources = ['lib', 'test', 'bench', 'cli', 'server', 'scripts', 'docs', '.git', 'dist'].filter((name) => existsSync(join(cache, name)));
    assert.deepEqual(sources, [], `${host} copied sources from the git install`);
    const mb = diskBytes(cache) / 1024 / 1024;
    t.diagnostic(`${host}: ${mb.toFixed(1)} MB on disk, installed from a git URL`);
    assert.ok(mb <= LIMIT_MB, `${host} copied ${mb.toFixed(1)} MB`);
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
