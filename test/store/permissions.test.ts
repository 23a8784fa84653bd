import test from 'node:test';
import assert from 'node:assert/strict';
import { lstatSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { runDoctor } from '../../lib/doctor/index.ts';
import { remember } from '../../lib/memory/remember.ts';
import { writeExport } from '../../lib/transfer/export.ts';
import { sandbox } from '../support/sandbox.ts';


function modes(root: string): Array<{ path: string; mode: number; dir: boolean }> {
  const out: Array<{ path: string; mode: number; dir: boolean }> = [];
  const walk = (dir: string) => {
    out.push({ path: dir, mode: lstatSync(dir).mode & 0o777, dir: true });
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      const stat = lstatSync(path);
      if (stat.isDirectory()) walk(path);
      else out.push({ path, mode: stat.mode & 0o777, dir: false });
    }
  };
  walk(root);
  return out;
}

test('folders are 0700 and files 0600 under NUZO_HOME even with a permissive umask', (t) => {
  const previous = process.umask(0);
  t.after(() => process.umask(previous));
  const box = sandbox();
  t.after(() => box.cleanup());
  const ctx = box.open();
  remember(ctx, { content: 'The user prefers short commit subjects.', kind: 'preference', scope: 'user:default' });
  writeExport(ctx, { path: join(box.home, 'exports', 'all.json') });
  writeExport(ctx, { path: join(box.home, 'exports', 'all.md') });
  const entries = modes(box.home);
  assert.ok(entries.some((e) => e.path.endsWith('memories.sqlite-wal')), 'the WAL exists while the store is open');
  for (const entry of entries) assert.equal(entry.mode, entry.dir ? 0o700 : 0o600, `${entry.path} is ${entry.mode.toString(8)}`);
  const check = runDoctor({ home: box.home, env: box.env }).checks.find((c) => c.id === 'home.permissions');
  assert.equal(check?.status, 'ok');
});
