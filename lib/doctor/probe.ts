// Looking at the store without changing it: one read-only connection, opened once per
// doctor run, and a classification of why it could not be opened. Doctor never creates a
// store, never migrates one and never writes a row; the optional lock probe takes and
// rolls back an empty write transaction.
import { accessSync, constants, existsSync } from 'node:fs';
import { SCHEMA_VERSION, schemaVersion } from '../store/migrations.ts';
import { type Database, loadSqlite, nodeSupported } from '../store/sqlite.ts';
import { noRoomFor, openReadOnly, sqliteErrcode } from '../store/store.ts';

export type StoreState = 'missing' | 'ok' | 'uninitialized' | 'older_schema' | 'newer_schema' | 'corrupt' | 'locked' | 'unreadable' | 'sqlite_unavailable' | 'error';

export type StoreProbe = {
  path: string;
  exists: boolean;
  state: StoreState;
  db: Database | null;
  schemaVersion: number | null;
  supportedSchema: number;
  fts5: boolean | null;
  writable: 'ok' | 'locked' | 'read_only' | 'disk_full' | 'not_performed';
};

export function fts5Available(): boolean | null {
  if (!nodeSupported()) return null;
  try {
    const { DatabaseSync } = loadSqlite();
    const db = new DatabaseSync(':memory:');
    try {
      db.exec('CREATE VIRTUAL TABLE probe USING fts5(x)');
      return true;
    } finally {
      db.close();
    }
  } catch {
    return false;
  }
}

export function probeStore(path: string, options: { writeCheck: boolean; busyTimeoutMs?: number }): StoreProbe {
  const fts5 = fts5Available();
  const probe: StoreProbe = { path, exists: existsSync(path), state: 'missing', db: null, schemaVersion: null, supportedSchema: SCHEMA_VERSION, fts5, writable: 'not_performed' };
  if (!probe.exists) return probe;
  if (fts5 === null) return { ...probe, state: 'sqlite_unavailable' };
  try {
    accessSync(path, constants.R_OK);
  } catch {
    return { ...probe, state: 'unreadable' };
  }
  const { DatabaseSync } = loadSqlite();
  let db: Database;
  try {
    // As every reader does: in place, or where a read-only folder forbids that, as
    // lib/store/store.ts openReadOnly falls back (so doctor scans a read-only home too).
    db = openReadOnly(DatabaseSync, path);
    db.exec(`PRAGMA busy_timeout = ${options.busyTimeoutMs ?? 500}`);
    db.prepare('SELECT count(*) AS n FROM sqlite_master').get();
  } catch (error) {
    return { ...probe, state: classify(error) };
  }
  probe.db = db;
  try {
    const version = schemaVersion(db);
    probe.schemaVersion = version;
    probe.state = version === 0 ? 'uninitialized' : version > SCHEMA_VERSION ? 'newer_schema' : version < SCHEMA_VERSION ? 'older_schema' : 'ok';
  } catch (error) {
    probe.state = classify(error);
  }
  if (options.writeCheck && probe.state !== 'corrupt') probe.writable = lockProbe(path, options.busyTimeoutMs ?? 500);
  if (probe.writable === 'locked' && probe.state === 'ok') probe.state = 'locked';
  return probe;
}

function classify(error: unknown): StoreState {
  const code = sqliteErrcode(error);
  if (code === 26 || code === 11) return 'corrupt';
  if (code === 5 || code === 6) return 'locked';
  const sys = (error as { code?: string } | null)?.code;
  if (code === 14 || code === 3 || code === 23 || sys === 'EACCES' || sys === 'EPERM') return 'unreadable';
  return 'error';
}

// Can a writer get the lock right now? BEGIN IMMEDIATE then ROLLBACK: no row, no schema
// change. A second connection holding BEGIN EXCLUSIVE (or a long write) shows as locked.
function lockProbe(path: string, busyTimeoutMs: number): StoreProbe['writable'] {
  try {
    accessSync(path, constants.W_OK);
  } catch {
    return 'read_only';
  }
  const { DatabaseSync } = loadSqlite();
  let db: Database | null = null;
  try {
    db = new DatabaseSync(path);
    db.exec(`PRAGMA busy_timeout = ${busyTimeoutMs}`);
    db.exec('BEGIN IMMEDIATE');
    db.exec('ROLLBACK');
    return 'ok';
  } catch (error) {
    const code = sqliteErrcode(error);
    if (code === 5 || code === 6) return 'locked';
    if (noRoomFor(path, error)) return 'disk_full';
    return 'read_only';
  } finally {
    try { db?.close(); } catch { /* closing a failed probe */ }
  }
}
