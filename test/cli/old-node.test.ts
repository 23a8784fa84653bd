// The CLI started with a Node too old for node:sqlite (the machine's Node 20 here): with a
// newer Node anywhere usual it runs itself again with that one; without, help and doctor
// still work and say what to install, and every other command refuses in one line that also
// names Claude Code's 15-minute cache of failed MCP starts. Where it looks is checked on a
// made-up home (lib/usable-node.ts), and the full doctor's check of that cache on a real one.
import { strict as assert } from 'node:assert';
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, it } from 'node:test';
import { findUsableNode, nodeCandidates } from '../../lib/usable-node.ts';
import { CLI, cliSandbox, type CliSandbox } from './helpers.ts';

const systemNode = ['/usr/local/bin/node', '/usr/bin/node', '/bin/node']
  .map((path) => ({ path, run: spawnSync(path, ['-p', 'process.versions.node'], { encoding: 'utf8' }) }))
  .find(({ run }) => run.status === 0 && /^(\d+)\.(\d+)/.test(run.stdout) && (([major, minor]) => major < 22 || (major === 22 && minor < 13))(run.stdout.split('.').map(Number)));
const OLD = systemNode?.path;
const skip = OLD ? false : 'no Node older than 22.13 in /usr/local/bin, /usr/bin or /bin';

let box: CliSandbox;
beforeEach(() => { box = cliSandbox(); });
afterEach(() => box.cleanup());

// PATH holds only the old Node's folder; HOME (the sandbox's) has no dev tools and no nvm.
function onOldNode(args: string[], env: Record<string, string> = {}) {
  const run = spawnSync(OLD!, [CLI, ...args], { cwd: box.project, encoding: 'utf8', env: { ...box.env, PATH: dirname(OLD!), NO_COLOR: '1', ...env } });
  return { code: run.status, stdout: run.stdout, stderr: run.stderr };
}

const ADVICE = 'Install Node 24 (or 22.13+), from nodejs.org, your package manager or a version manager (nvm install 24), and put it first on PATH';
const CACHE = 'it caches a failed MCP start in ~/.claude/mcp-needs-auth-cache.json. Delete that file';

describe('nuzo on a Node older than 22.13', { skip }, () => {
  it('--help prints the help and, on stderr, what to install; exit 0', () => {
    for (const args of [['--help'], [], ['memory', '--help'], ['memory', 'recall', '--help']]) {
      const run = onOldNode(args);
      assert.equal(run.code, 0, `${args.join(' ')}: ${run.stderr}`);
      assert.match(run.stdout, /^Usage: nuzo/m, args.join(' '));
      assert.ok(run.stderr.includes(ADVICE), `${args.join(' ')}: ${run.stderr}`);
    }
  });

  it('doctor reports the Node check and the Claude Code cache, with what to do; exit 1', () => {
    const run = onOldNode(['memory', 'doctor']);
    assert.equal(run.code, 1);
    assert.match(run.stdout, /^FAIL  runtime\.node: Node [\d.]+ \(.+\) is older than 22\.13/m);
    assert.ok(run.stdout.includes(`fix: ${ADVICE}`));
    assert.match(run.stdout, /^warn  claude\.mcp_cache: /m);
    assert.ok(run.stdout.includes(CACHE));
    const json = JSON.parse(onOldNode(['memory', 'doctor', '--json']).stdout);
    assert.equal(json.ok, false);
    assert.deepEqual(json.checks.map((c: { id: string; status: string }) => `${c.id} ${c.status}`), ['runtime.node fail', 'claude.mcp_cache warn']);
  });

  it('any other command refuses in one line that says what to install, then the cache note; exit 1', () => {
    const run = onOldNode(['memory', 'list']);
    assert.equal(run.code, 1);
    assert.equal(run.stdout, '');
    const lines = run.stderr.trimEnd().split('\n');
    assert.equal(lines.length, 2, run.stderr);
    assert.match(lines[0], /^nuzo: Nuzo needs Node 22\.13 or newer \(for node:sqlite\); this is Node [\d.]+ .*\(NODE_UNSUPPORTED\)$/);
    assert.ok(lines[0].includes(ADVICE));
    assert.ok(lines[1].includes(CACHE));
    const json = JSON.parse(onOldNode(['memory', 'list', '--json']).stdout);
    assert.equal(json.error.code, 'NODE_UNSUPPORTED');
    assert.match(json.error.details.claude_mcp_cache, /mcp-needs-auth-cache\.json/);
  });

  it('runs itself with a newer Node when one is found (NUZO_NODE here), and doctor says which it was started with', () => {
    const list = onOldNode(['memory', 'list', '--json'], { NUZO_NODE: process.execPath });
    assert.equal(list.code, 0, list.stderr);
    assert.equal(JSON.parse(list.stdout).total, 0);
    const doctor = JSON.parse(onOldNode(['memory', 'doctor', '--json'], { NUZO_NODE: process.execPath }).stdout);
    const node = doctor.checks.find((c: { id: string }) => c.id === 'runtime.node');
    assert.equal(node.status, 'warn');
    assert.ok(node.summary.includes(`Node ${process.versions.node}`) && node.summary.includes('started with Node v'), node.summary);
    assert.ok(node.fix.includes(process.execPath));
  });

  it('finds the Node that `npm ci` put in the dev tools under ~/.cache/nuzo-dev', () => {
    const dev = join(box.env.HOME, '.cache', 'nuzo-dev', '0123456789abcdef', 'node_modules', 'node24', 'bin');
    mkdirSync(dev, { recursive: true });
    symlinkSync(process.execPath, join(dev, 'node'));
    const run = onOldNode(['--version', '--json']);
    assert.equal(run.code, 0, run.stderr);
    assert.equal(JSON.parse(run.stdout).node, process.versions.node);
  });
});

describe('where a newer Node is looked for', () => {
  let home: string;
  beforeEach(() => { home = mkdtempSync(join(tmpdir(), 'nuzo-nodes-')); });
  afterEach(() => rmSync(home, { recursive: true, force: true }));
  const fakeNode = (path: string) => {
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, '#!/bin/sh\n');
    chmodSync(path, 0o755);
    return path;
  };

  it('NUZO_NODE, then PATH in order, then the dev tools (24 before 22), then nvm newest first; each file once', () => {
    const explicit = fakeNode(join(home, 'explicit', 'node'));
    const onPath = fakeNode(join(home, 'bin', 'node'));
    const dev24 = fakeNode(join(home, '.cache', 'nuzo-dev', 'k1', 'node_modules', 'node24', 'bin', 'node'));
    const dev22 = fakeNode(join(home, '.cache', 'nuzo-dev', 'k1', 'node_modules', 'node22', 'bin', 'node'));
    const nvm18 = fakeNode(join(home, '.nvm', 'versions', 'node', 'v18.20.0', 'bin', 'node'));
    const nvm22 = fakeNode(join(home, '.nvm', 'versions', 'node', 'v22.9.0', 'bin', 'node'));
    const nvm24 = fakeNode(join(home, '.nvm', 'versions', 'node', 'v24.1.0', 'bin', 'node'));
    const env = { HOME: home, NUZO_NODE: explicit, PATH: [join(home, 'missing'), join(home, 'bin'), join(home, 'bin')].join(':') };
    assert.deepEqual(nodeCandidates(env), [explicit, onPath, dev24, dev22, nvm24, nvm22, nvm18]);
    const versions: Record<string, string> = { [explicit]: 'v20.1.0', [onPath]: 'v22.12.0', [dev24]: 'v24.21.0' };
    assert.deepEqual(findUsableNode(env, '/nowhere/node', (p) => versions[p] ?? null), { path: dev24, version: 'v24.21.0' });
    assert.equal(findUsableNode(env, dev24, (p) => versions[p] ?? null), null, 'never the Node that is running');
  });
});

describe('the full doctor and Claude Code\'s cache of failed MCP starts', () => {
  it('warns when the cache names Nuzo and says how to clear it; says nothing otherwise', async () => {
    const quiet = await box.nuzo(['memory', 'doctor', '--json']);
    assert.ok(!quiet.json.checks.some((c: { id: string }) => c.id === 'claude.mcp_cache'));
    mkdirSync(join(box.env.HOME, '.claude'), { recursive: true });
    writeFileSync(join(box.env.HOME, '.claude', 'mcp-needs-auth-cache.json'), JSON.stringify({ 'plugin:nuzo:nuzo': { timestamp: Date.now() } }));
    const told = await box.nuzo(['memory', 'doctor', '--json']);
    const check = told.json.checks.find((c: { id: string }) => c.id === 'claude.mcp_cache');
    assert.equal(check?.status, 'warn');
    assert.ok(check.fix.includes(CACHE));
  });
});
