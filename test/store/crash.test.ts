import test from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openStore } from '../../lib/store/store.ts';
import { startWorker, waitForLine } from './helpers.ts';

test('a bulk import killed halfway leaves a store that opens cleanly with none of its rows', async (t) => {
  const root = mkdtempSync(join(tmpdir(), 'nuzo-crash-'));
  t.after(() => rmSync(root, { recursive: true, force: true }));
  const home = join(root, '.nuzo');
  const worker = startWorker(home, ['import-and-pause', '4000']);
  t.after(() => { if (worker.exitCode === null) worker.kill('SIGKILL'); });
  await waitForLine(worker.lines, '{"mid_import"');
  worker.kill('SIGKILL');
  const run = await worker.done;
  assert.equal(run.signal, 'SIGKILL');
  assert.ok(!run.stdout.includes('"finished"'), 'the import must not have finished before the kill');

  const store = openStore({ home });
  t.after(() => store.close());
  assert.equal((store.db.prepare('PRAGMA integrity_check').get() as { integrity_check: string }).integrity_check, 'ok');
  assert.equal(Number((store.db.prepare('SELECT COUNT(*) AS n FROM memories').get() as { n: number }).n), 0);
  assert.equal(Number((store.db.prepare("SELECT COUNT(*) AS n FROM audit_events WHERE event_type = 'memory.imported'").get() as { n: number }).n), 0);
  if (store.fts) store.db.exec("INSERT INTO memories_fts(memories_fts, rank) VALUES('integrity-check', 1)");
});
