import test from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openStore } from '../../lib/store/store.ts';
import { SCHEMA_VERSION } from '../../lib/store/migrations.ts';
import { runWorker } from './helpers.ts';

function tempHome(t: { after(fn: () => void): void }): string {
  const root = mkdtempSync(join(tmpdir(), 'nuzo-store-'));
  t.after(() => rmSync(root, { recursive: true, force: true }));
  return join(root, '.nuzo');
}

test('two processes migrating a fresh store at once both end on the current schema', async (t) => {
  const home = tempHome(t);
  const runs = await Promise.all([runWorker(home, ['migrate']), runWorker(home, ['migrate'])]);
  for (const run of runs) {
    assert.equal(run.code, 0, run.stderr);
    assert.deepEqual(JSON.parse(run.stdout.trim()), { ok: true, version: SCHEMA_VERSION });
  }
  const store = openStore({ home });
  t.after(() => store.close());
  const meta = store.db.prepare("SELECT COUNT(*) AS n FROM sqlite_master WHERE name = 'memories'").get() as { n: number };
  assert.equal(Number(meta.n), 1);
  assert.equal((store.db.prepare('PRAGMA integrity_check').get() as { integrity_check: string }).integrity_check, 'ok');
});

test('four writers and a reader at once lose nothing and never surface a busy error', async (t) => {
  const home = tempHome(t);
  const first = await runWorker(home, ['migrate']);
  assert.equal(first.code, 0, first.stderr);
  const perWriter = 60;
  const labels = ['amber', 'birch', 'cedar', 'delta'];
  const runs = await Promise.all([...labels.map((label) => runWorker(home, ['write', String(perWriter), label])), runWorker(home, ['read', '400'])]);
  for (const run of runs) {
    assert.equal(run.code, 0, run.stderr);
    const result = JSON.parse(run.stdout.trim());
    assert.equal(result.error, undefined, `a caller saw ${result.error}`);
    assert.equal(result.ok, true);
  }
  const store = openStore({ home });
  t.after(() => store.close());
  for (const label of labels) {
    const row = store.db.prepare("SELECT COUNT(*) AS n FROM memories WHERE tags = ?").get(JSON.stringify([label])) as { n: number };
    assert.equal(Number(row.n), perWriter, `${label} rows`);
  }
  assert.equal((store.db.prepare('PRAGMA integrity_check').get() as { integrity_check: string }).integrity_check, 'ok');
  if (store.fts) store.db.exec("INSERT INTO memories_fts(memories_fts, rank) VALUES('integrity-check', 1)");
});
