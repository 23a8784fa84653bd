// A store that already exists is tightened too: a NUZO_HOME made 0755 by hand, by a
// restore or by another tool is narrowed back on the next open, under any umask. Only
// Nuzo's own folders are touched: never a user's home directory named as NUZO_HOME.
import test from 'node:test';
import assert from 'node:assert/strict';
import { chmodSync, mkdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { logHookFailure } from '../../lib/hooks/log.ts';
import { openStore } from '../../lib/store/store.ts';
import { sandbox } from '../support/sandbox.ts';

const modeOf = (path: string) => statSync(path).mode & 0o777;

for (const umask of [0o022, 0o000]) {
  test(`reopening a store narrows loose folders to 0700 and its files to 0600 (umask ${umask.toString(8).padStart(3, '0')})`, (t) => {
    const previous = process.umask(umask);
    t.after(() => process.umask(previous));
    const box = sandbox();
    t.after(() => box.cleanup());
    openStore({ home: box.home }).close();
    logHookFailure(box.home, 'Stop', new Error('x'), 1);
    const memory = join(box.home, 'memory');
    const logs = join(box.home, 'logs');
    const store = join(memory, 'memories.sqlite');
    for (const dir of [box.home, memory, logs]) chmodSync(dir, 0o755);
    chmodSync(store, 0o644);
    chmodSync(join(logs, 'hooks.log'), 0o644);

    const reopened = openStore({ home: box.home, readOnly: true });
    reopened.close();

    for (const dir of [box.home, memory, logs]) assert.equal(modeOf(dir).toString(8), '700', dir);
    assert.equal(modeOf(store).toString(8), '600', store);
    assert.equal(modeOf(join(logs, 'hooks.log')).toString(8), '600', 'the hook log');
  });
}

test('a home directory given as NUZO_HOME keeps its own mode; Nuzo\'s folders inside it are narrowed', (t) => {
  const box = sandbox();
  t.after(() => box.cleanup());
  const userHome = join(box.root, 'home');
  const savedHome = process.env.HOME;
  process.env.HOME = userHome;
  t.after(() => { process.env.HOME = savedHome; });
  mkdirSync(userHome, { recursive: true });
  chmodSync(userHome, 0o755);
  openStore({ home: userHome }).close();
  chmodSync(join(userHome, 'memory'), 0o755);
  openStore({ home: userHome }).close();
  assert.equal(modeOf(userHome).toString(8), '755', 'the user\'s home directory is left alone');
  assert.equal(modeOf(join(userHome, 'memory')).toString(8), '700');
});

test('the hook log tightens a loose logs folder and file on the next failure it records', (t) => {
  const box = sandbox();
  t.after(() => box.cleanup());
  const logs = join(box.home, 'logs');
  mkdirSync(logs, { recursive: true, mode: 0o755 });
  chmodSync(box.home, 0o755);
  chmodSync(logs, 0o755);
  writeFileSync(join(logs, 'hooks.log'), '', { mode: 0o644 });
  chmodSync(join(logs, 'hooks.log'), 0o644);
  logHookFailure(box.home, 'Stop', new Error('x'), 1);
  assert.equal(modeOf(box.home).toString(8), '700');
  assert.equal(modeOf(logs).toString(8), '700');
  assert.equal(modeOf(join(logs, 'hooks.log')).toString(8), '600');
});
