import test from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { NuzoError } from '../../lib/errors.ts';
import { purgeNuzoHome } from '../../lib/purge.ts';

function root(t: { after(fn: () => void): void }): string {
  const dir = mkdtempSync(join(tmpdir(), 'nuzo-purge-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

function codeOf(fn: () => unknown): string {
  try { fn(); } catch (error) {
    assert.ok(error instanceof NuzoError);
    return error.code;
  }
  assert.fail('expected an error');
}

test('purge needs confirmation and refuses folders that are not a Nuzo home', (t) => {
  const dir = root(t);
  const home = join(dir, '.nuzo');
  mkdirSync(join(home, 'memory'), { recursive: true });
  assert.equal(codeOf(() => purgeNuzoHome({ home })), 'CONFIRMATION_REQUIRED');
  const stranger = join(dir, 'projects');
  mkdirSync(join(stranger, 'src'), { recursive: true });
  writeFileSync(join(stranger, 'README.md'), 'keep me');
  writeFileSync(join(stranger, 'config.json'), '{}');
  mkdirSync(join(stranger, 'logs'));
  assert.equal(codeOf(() => purgeNuzoHome({ home: stranger, confirmed: true })), 'PATH_NOT_ALLOWED');
  assert.ok(existsSync(join(stranger, 'README.md')) && existsSync(join(stranger, 'logs')));
  symlinkSync(home, join(dir, 'link'));
  assert.equal(codeOf(() => purgeNuzoHome({ home: join(dir, 'link'), confirmed: true })), 'PATH_NOT_ALLOWED');
  assert.equal(codeOf(() => purgeNuzoHome({ home: '/', confirmed: true })), 'PATH_NOT_ALLOWED');
});

test('purge removes what Nuzo owns, config.json too unless kept, and never follows links out', (t) => {
  const dir = root(t);
  const home = join(dir, '.nuzo');
  const outside = join(dir, 'outside');
  mkdirSync(outside);
  writeFileSync(join(outside, 'precious.txt'), 'not Nuzo\'s');
  mkdirSync(join(home, 'memory'), { recursive: true });
  mkdirSync(join(home, 'logs'));
  mkdirSync(join(home, 'exports'));
  writeFileSync(join(home, 'memory', 'memories.sqlite'), 'x');
  writeFileSync(join(home, 'logs', 'hooks.log'), 'x');
  writeFileSync(join(home, 'config.json'), '{}');
  writeFileSync(join(home, 'notes.txt'), 'the user put this here');
  symlinkSync(outside, join(home, 'exports', 'linked'));
  const preview = purgeNuzoHome({ home, dry_run: true });
  assert.ok(preview.removed.includes('memory/memories.sqlite'));
  assert.ok(existsSync(join(home, 'memory', 'memories.sqlite')));
  const result = purgeNuzoHome({ home, confirmed: true, keep_config: true });
  assert.deepEqual(result.kept.sort(), ['config.json', 'notes.txt']);
  assert.equal(result.home_removed, false);
  assert.ok(!existsSync(join(home, 'memory')) && !existsSync(join(home, 'logs')) && !existsSync(join(home, 'exports')));
  assert.ok(existsSync(join(outside, 'precious.txt')), 'the symlink target survived');
  assert.ok(existsSync(join(home, 'config.json')));
  rmSync(join(home, 'notes.txt'));
  const withConfig = purgeNuzoHome({ home, confirmed: true });
  assert.deepEqual(withConfig.removed, ['config.json']);
  assert.equal(withConfig.home_removed, true);
});
