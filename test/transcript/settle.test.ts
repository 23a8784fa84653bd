// The Stop hook's wait for a transcript the host has not flushed yet (lib/transcript/settle.ts).
import test from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { waitForGrowth } from '../../lib/transcript/settle.ts';

test('a transcript another process writes while the hook waits is seen as soon as it grows', (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'nuzo-settle-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const path = join(dir, 't.jsonl');
  writeFileSync(path, '');
  // The writer is another process, as the host is; the wait's bound is far beyond any start-up.
  const writer = spawn(process.execPath, ['-e', `require('node:fs').appendFileSync(${JSON.stringify(path)}, '{"type":"user"}\\n')`], { stdio: 'ignore' });
  t.after(() => writer.kill());
  assert.equal(waitForGrowth(path, 0, Date.now() + 60_000), true);
});

test('nothing grows: the wait ends at its bound, and a file not created yet counts as empty', () => {
  const dir = mkdtempSync(join(tmpdir(), 'nuzo-settle-'));
  try {
    let clock = 0;
    const now = () => (clock += 15);
    assert.equal(waitForGrowth(join(dir, 'missing.jsonl'), 0, 100, now), false);
    const path = join(dir, 'full.jsonl');
    writeFileSync(path, 'x'.repeat(10));
    clock = 0;
    assert.equal(waitForGrowth(path, 10, 100, now), false);
    clock = 0;
    assert.equal(waitForGrowth(path, 5, 100, now), true);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
