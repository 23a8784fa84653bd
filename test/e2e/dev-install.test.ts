// A fresh checkout's `npm ci` links node_modules to the build inputs outside the checkout
// (scripts/dev-tools.mjs), and a second `npm ci`, which empties whatever the link points at,
// ends with a working link again. The bundles built through the link are byte for byte the
// committed ones, so where the inputs live never shows in dist/.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, lstatSync, readlinkSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { test } from 'node:test';
import { devToolsHome } from '../../scripts/dev-tools.mjs';
import { exportPlugin } from './support/export.ts';
import { NODE24_BIN } from './support/hosts.ts';
import { e2eSkip } from './support/skip.ts';

function npmMissing(): string | false {
  return spawnSync('npm', ['--version'], { encoding: 'utf8' }).status === 0 ? false : 'npm is not on PATH';
}

// The outer `npm test` hands its own configuration down as npm_* variables; a developer's
// `npm ci` in a fresh checkout has none of them.
const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !/^npm_/i.test(key)));

function run(command: string, args: string[], cwd: string) {
  const result = spawnSync(command, args, { cwd, env: { ...env, NUZO_DEV_HOME: devToolsHome() }, encoding: 'utf8', timeout: 300_000 });
  assert.equal(result.status, 0, `${command} ${args.join(' ')} failed:\n${result.stderr}\n${result.stdout}`);
  return result;
}

function zodLoads(dir: string): string {
  return run(join(NODE24_BIN, 'node'), ['--input-type=module', '-e', "import('zod').then((z) => console.log(typeof z.object))"], dir).stdout.trim();
}

test('npm ci links node_modules to build inputs outside the checkout, survives a second npm ci, and builds the committed dist/', { skip: e2eSkip() || npmMissing() }, (t) => {
  const plugin = exportPlugin({ build: 'never' });
  let inputs: string | null = null;
  t.after(() => {
    plugin.cleanup();
    if (inputs) rmSync(inputs, { recursive: true, force: true });
  });
  const link = join(plugin.dir, 'node_modules');

  run('npm', ['ci', '--no-audit', '--no-fund'], plugin.dir);
  assert.ok(lstatSync(link).isSymbolicLink(), 'node_modules is a link, which hosts skip when they copy a checkout');
  const target = readlinkSync(link);
  inputs = dirname(target);
  assert.ok(target.startsWith(devToolsHome()), `the build inputs live in the dev home, not the checkout: ${target}`);
  assert.equal(zodLoads(plugin.dir), 'function');

  // npm ci removes node_modules through the link, emptying the folder it points at.
  run('npm', ['ci', '--no-audit', '--no-fund'], plugin.dir);
  assert.ok(lstatSync(link).isSymbolicLink());
  assert.equal(readlinkSync(link), target, 'the same folder, filled again');
  assert.ok(existsSync(join(target, '.package-lock.json')));
  assert.equal(zodLoads(plugin.dir), 'function');

  run(join(NODE24_BIN, 'node'), ['scripts/build.mjs', '--check'], plugin.dir);
});
