import test from 'node:test';
import assert from 'node:assert/strict';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_CONFIG } from '../../lib/config.ts';
import { runDoctor } from '../../lib/doctor/index.ts';
import { NuzoError } from '../../lib/errors.ts';
import { remember } from '../../lib/memory/remember.ts';
import { storePath } from '../../lib/paths.ts';
import { SCHEMA_VERSION } from '../../lib/store/migrations.ts';
import { loadSqlite } from '../../lib/store/sqlite.ts';
import { openStore, type OpenOptions } from '../../lib/store/store.ts';
import { startWorker, waitForLine } from './helpers.ts';

function tempHome(t: { after(fn: () => void): void }): string {
  const root = mkdtempSync(join(tmpdir(), 'nuzo-fail-'));
  t.after(() => {
    try { chmodSync(storePath(join(root, '.nuzo')), 0o600); } catch { /* no store */ }
    rmSync(root, { recursive: true, force: true });
  });
  return join(root, '.nuzo');
}

// Opens and saves one memory; returns the NuzoError it fails with.
function failureOf(home: string, options: Omit<OpenOptions, 'home'> = {}): NuzoError {
  try {
    const store = openStore({ home, ...options });
    try {
      remember({ store, config: structuredClone(DEFAULT_CONFIG), actor: 'nuzo:test' }, { content: 'The user prefers tabs in Makefiles.', kind: 'preference', scope: 'user:default' });
    } finally {
      store.close();
    }
  } catch (error) {
    assert.ok(error instanceof NuzoError, `expected a NuzoError, got ${String(error)}`);
    assert.ok(!error.message.includes('\n'), 'the message is one line');
    return error;
  }
  assert.fail('expected the store to refuse');
}

function doctorCheck(home: string, id: string) {
  const report = runDoctor({ home, env: { NUZO_HOME: home } });
  const check = report.checks.find((c) => c.id === id);
  assert.ok(check, `doctor has a ${id} check`);
  assert.ok(!check.summary.includes('\n'));
  return { report, check };
}

test('a corrupt store file is STORE_CORRUPT and doctor says it is not a valid database', (t) => {
  const home = tempHome(t);
  mkdirSync(join(home, 'memory'), { recursive: true, mode: 0o700 });
  writeFileSync(storePath(home), Buffer.alloc(8192, 'this is not a sqlite database '), { mode: 0o600 });
  assert.equal(failureOf(home).code, 'STORE_CORRUPT');
  const { report, check } = doctorCheck(home, 'store.open');
  assert.equal(check.status, 'fail');
  assert.match(check.summary, /not a valid SQLite database/);
  assert.equal(report.ok, false);
  assert.equal(report.store.state, 'corrupt');
});

test('a store locked by another process is STORE_BUSY for a writer and doctor names the lock', async (t) => {
  const home = tempHome(t);
  openStore({ home }).close();
  const holder = startWorker(home, ['hold-exclusive']);
  t.after(() => { if (holder.exitCode === null) holder.kill('SIGKILL'); });
  await waitForLine(holder.lines, '{"locked"');
  assert.equal(failureOf(home, { busyTimeoutMs: 20 }).code, 'STORE_BUSY');
  const { report, check } = doctorCheck(home, 'store.open');
  assert.equal(check.status, 'fail');
  assert.match(check.summary, /write lock/);
  assert.equal(report.store.writable_check, 'locked');
  holder.kill('SIGKILL');
  await holder.done;
  assert.equal(runDoctor({ home, env: { NUZO_HOME: home } }).store.writable_check, 'ok');
});

test('an unreadable store file is STORE_UNAVAILABLE and doctor blames permissions', { skip: (process.getuid?.() === 0 && 'root reads any file, so chmod 000 proves nothing') }, (t) => {
  const home = tempHome(t);
  openStore({ home }).close();
  chmodSync(storePath(home), 0o000);
  assert.equal(failureOf(home).code, 'STORE_UNAVAILABLE');
  const { check } = doctorCheck(home, 'store.open');
  assert.equal(check.status, 'fail');
  assert.match(check.summary, /permissions/);
});

test('a store from a newer schema opens read-only, refuses writes with SCHEMA_TOO_NEW, and doctor says so', (t) => {
  const home = tempHome(t);
  openStore({ home }).close();
  const { DatabaseSync } = loadSqlite();
  const raw = new DatabaseSync(storePath(home));
  raw.exec(`PRAGMA user_version = ${SCHEMA_VERSION + 1}`);
  raw.close();
  const error = failureOf(home);
  assert.equal(error.code, 'SCHEMA_TOO_NEW');
  const { check } = doctorCheck(home, 'store.open');
  assert.equal(check.status, 'warn');
  assert.match(check.summary, /newer Nuzo/);
  const schema = doctorCheck(home, 'store.schema').check;
  assert.match(schema.summary, new RegExp(`v${SCHEMA_VERSION + 1}`));
});
