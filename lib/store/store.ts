// Opening the one SQLite store both hosts share. WAL lets hook readers run beside writers;
// the busy timeout plus a retrying write helper (write.ts) keeps SQLITE_BUSY from reaching
// callers; secure_delete zeroes freed pages so forgotten text does not linger in the file.
import { accessSync, chmodSync, closeSync, constants, existsSync, openSync, statfsSync, statSync } from 'node:fs';
import { dirname } from 'node:path';
import { pathToFileURL } from 'node:url';
import { diskFullError, isDiskFull, NuzoError } from '../errors.ts';
import { type Clock, type IdGenerator, systemClock, ulidIds } from '../clock.ts';
import { ensurePrivateDir, nuzoHome, storePath, tightenFile, tightenHome, type Env } from '../paths.ts';
import { NUZO_VERSION } from '../version.ts';
import { ensureFts } from './fts.ts';
import { migrate, schemaVersion, SCHEMA_VERSION } from './migrations.ts';
import { openPrivateSnapshot } from './private-snapshot.ts';
import { type Database, loadSqlite } from './sqlite.ts';

export type Store = {
  db: Database;
  home: string;
  path: string;
  readOnly: boolean;
  // Whether this process can use the FTS5 index (see fts.ts); recall scans otherwise.
  fts: boolean;
  // Set when the file was written by a newer Nuzo: reads work, writes throw SCHEMA_TOO_NEW.
  newerSchema: { version: number; writer: string | null } | null;
  // Set when the store could be opened only read-only because its disk is full: reads
  // work, writes throw DISK_FULL (not STORE_READ_ONLY: freeing space is the fix).
  diskFull?: boolean;
  clock: Clock;
  ids: IdGenerator;
  // Wall-clock time (ms) after which writes stop retrying a busy store and fail with
  // STORE_BUSY: hooks set it so a locked store can never hold them past their deadline.
  deadlineAt: number | null;
  close(): void;
};

export type OpenOptions = {
  home?: string;
  env?: Env;
  readOnly?: boolean;
  busyTimeoutMs?: number;
  clock?: Clock;
  ids?: IdGenerator;
  // Hooks must not create a store that does not exist yet (nothing to recall from).
  mustExist?: boolean;
  deadlineAt?: number;
  // false for callers that never search (SessionStart): the full-text index is neither
  // probed nor rebuilt at open, so such a reader never writes, and store.fts is false (a
  // memory written through this handle would only mark the index stale, never corrupt it).
  fullText?: boolean;
  // Page cache of a long-lived reader (the MCP server), in MiB; SQLite's default is 2 MiB.
  // Recall's candidate join touches scattered pages of a large store, and each page outside
  // the cache is a read from the OS: on a 100k-memory store a 32 MiB cache took core recall
  // from 3.6-4.1 to 2.9-3.0 ms p50 (bench/mcp-recall.mjs store). SQLite fills it only as
  // pages are read, and empties it whenever another connection commits.
  cacheMiB?: number;
  // For a long-lived writer that checkpoints the WAL itself while idle (checkpointWal): by
  // default the commit that takes the WAL past 1,000 pages copies them into the database
  // there and then, inside whichever call made it. Recall's use record writes ~25 pages, so
  // about one recall in forty paid a ~6 ms checkpoint (10k and 100k stores alike). With
  // this, SQLite's own checkpoint waits for WAL_CEILING_PAGES, a backstop for a writer that
  // is never idle.
  idleCheckpoints?: boolean;
};

const WAL_CEILING_PAGES = 4000;

export function openStore(options: OpenOptions = {}): Store {
  const { DatabaseSync } = loadSqlite();
  const home = options.home ?? nuzoHome(options.env);
  const path = storePath(home);
  const exists = existsSync(path);
  if (!exists && (options.mustExist || options.readOnly)) {
    throw new NuzoError('STORE_UNAVAILABLE', `No Nuzo store at ${path} yet; run 'nuzo memory init' or save a memory first.`, { path });
  }
  if (!exists) createPrivateFile(path);
  let db: Database;
  // A home or store this process cannot write (a read-only mount, a backup restored without
  // write permission) is opened read-only: listing and recall work, writes fail with
  // STORE_READ_ONLY. The caller asked for read-write, so this is a fallback, not a choice.
  let readOnly = options.readOnly ?? !writable(path);
  let diskFull = false;
  let first: Database | null = null;
  try {
    db = first = readOnly ? openReadOnly(DatabaseSync, path) : new DatabaseSync(path);
    configure(db, readOnly, options);
  } catch (error) {
    try { first?.close(); } catch { /* not open */ }
    // A disk that filled up while no Nuzo process ran: the last writer removed the -shm, and
    // SQLite cannot create a new one. Reads still work read-only; writes say DISK_FULL.
    diskFull = noRoomFor(path, error);
    if (readOnly || !(isReadOnlyFailure(error) || diskFull)) throw storeOpenError(error, path);
    try {
      db = openReadOnly(DatabaseSync, path);
      configure(db, true, options);
      readOnly = true;
    } catch (again) {
      throw storeOpenError(diskFull ? error : again, path);
    }
  }
  let newerSchema: Store['newerSchema'] = null;
  let fts = false;
  try {
    const version = schemaVersion(db);
    if (version > SCHEMA_VERSION) {
      newerSchema = { version, writer: readWriter(db) };
      if (!readOnly) {
        db.close();
        db = new DatabaseSync(path, { readOnly: true });
        configure(db, true, options);
        readOnly = true;
      }
    } else if (version < SCHEMA_VERSION) {
      if (readOnly) throw new NuzoError('STORE_READ_ONLY', 'The store needs a schema upgrade; open it once read-write (any nuzo command does).', { path });
      migrate(db);
    }
    fts = options.fullText === false ? false : ensureFts(db, readOnly);
    tightenHome(home);
    tightenPermissions(path);
  } catch (error) {
    try { db.close(); } catch { /* already failing */ }
    throw storeOpenError(error, path);
  }
  const clock = options.clock ?? systemClock;
  return { db, home, path, readOnly, fts, newerSchema, ...(diskFull ? { diskFull } : {}), clock, ids: options.ids ?? ulidIds(clock), deadlineAt: options.deadlineAt ?? null, close: () => db.close() };
}

// Copies what the WAL holds into the database, without waiting on readers or writers (a
// PASSIVE checkpoint does what it can now and leaves the rest for the next one). For a
// writer opened with idleCheckpoints, between calls. Never throws.
export function checkpointWal(store: Store): void {
  if (store.readOnly) return;
  try {
    store.db.prepare('PRAGMA wal_checkpoint(PASSIVE)').get();
  } catch { /* busy or closed: the next idle moment, or SQLite's ceiling, will do it */ }
}

export function assertWritable(store: Store): void {
  if (store.newerSchema) {
    const install = store.newerSchema.writer ? `Nuzo ${store.newerSchema.writer} or newer` : 'a newer Nuzo';
    throw new NuzoError('SCHEMA_TOO_NEW', `This store uses schema v${store.newerSchema.version}, newer than this Nuzo ${NUZO_VERSION} knows (v${SCHEMA_VERSION}); it is open read-only. Install ${install} (update both host plugins).`, { schema_version: store.newerSchema.version, supported: SCHEMA_VERSION });
  }
  if (store.diskFull) throw diskFullError(null);
  if (store.readOnly) throw new NuzoError('STORE_READ_ONLY', 'The store is open read-only.', {});
}

function configure(db: Database, readOnly: boolean, options: OpenOptions): void {
  db.exec(`PRAGMA busy_timeout = ${Math.max(0, Math.floor(options.busyTimeoutMs ?? 5000))}`);
  if (options.cacheMiB !== undefined) db.exec(`PRAGMA cache_size = ${-Math.max(1, Math.floor(options.cacheMiB)) * 1024}`);
  if (!readOnly) {
    db.exec('PRAGMA journal_mode = WAL');
    db.exec('PRAGMA synchronous = NORMAL');
    if (options.idleCheckpoints) db.exec(`PRAGMA wal_autocheckpoint = ${WAL_CEILING_PAGES}`);
  }
  db.exec('PRAGMA secure_delete = ON');
  db.exec('PRAGMA foreign_keys = ON');
}

// Whether this process can write the store file and create its -wal and -shm beside it.
function writable(path: string): boolean {
  try {
    accessSync(dirname(path), constants.W_OK);
    accessSync(path, constants.W_OK);
    return true;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    return !(code === 'EACCES' || code === 'EROFS' || code === 'EPERM');
  }
}

function isReadOnlyFailure(error: unknown): boolean {
  const errcode = sqliteErrcode(error);
  const code = (error as { code?: string } | null)?.code;
  return errcode === 8 || errcode === 14 || code === 'EACCES' || code === 'EROFS' || code === 'EPERM';
}

// A WAL store is read through its -shm file, which a read-only folder cannot hold once the
// last writer closed and removed it. SQLite can then read the file as immutable (no locking,
// no -shm): right for a folder nobody can write, as long as no -wal holds transactions (an
// immutable reader never looks at the WAL, so it would miss them). Where that cannot work,
// because this Node's node:sqlite takes no URI (22.13-22.15) or because a -wal is there,
// the reader gets a private snapshot instead (private-snapshot.ts): a copy already deleted
// from disk, read through the open handle. If that fails too, the first error stands.
// Doctor's probe (lib/doctor/probe.ts) opens the store through here too.
export function openReadOnly(DatabaseSync: ReturnType<typeof loadSqlite>['DatabaseSync'], path: string): Database {
  let db: Database | null = null;
  try {
    db = new DatabaseSync(path, { readOnly: true });
    // SQLite opens lazily: the first statement is what meets the missing -shm.
    db.prepare('PRAGMA schema_version').get();
    return db;
  } catch (error) {
    try { db?.close(); } catch { /* not open */ }
    if (sqliteErrcode(error) !== 14 && !noRoomFor(path, error)) throw error;
    if (!walHolds(path)) {
      try {
        return openImmutable(DatabaseSync, path);
      } catch { /* no URI on this Node: the snapshot below */ }
    }
    try {
      return openPrivateSnapshot(DatabaseSync, path);
    } catch {
      throw error;
    }
  }
}

function openImmutable(DatabaseSync: ReturnType<typeof loadSqlite>['DatabaseSync'], path: string): Database {
  // Without URI support this names a file that does not exist, and a read-only open of a
  // missing file fails at once: that is how a Node without URIs shows itself.
  const db = new DatabaseSync(`${pathToFileURL(path).href}?immutable=1`, { readOnly: true });
  try {
    db.prepare('PRAGMA schema_version').get();
    return db;
  } catch (error) {
    try { db.close(); } catch { /* not open */ }
    throw error;
  }
}

// Whether a -wal beside the store has frames in it (which may be committed transactions the
// last writer did not checkpoint: a backup copied without its -shm, say).
function walHolds(path: string): boolean {
  return (walBytes(path) ?? 0) > 0;
}

// The size of the store's write-ahead log, null when there is none.
export function walBytes(path: string): number | null {
  try {
    return statSync(`${path}-wal`).size;
  } catch {
    return null;
  }
}

function readWriter(db: Database): string | null {
  try {
    const row = db.prepare("SELECT value FROM meta WHERE key = 'writer_version'").get() as { value: string } | undefined;
    return row?.value ?? null;
  } catch {
    return null;
  }
}

function createPrivateFile(path: string): void {
  ensurePrivateDir(dirname(dirname(path)));
  ensurePrivateDir(dirname(path));
  closeSync(openSync(path, 'a', 0o600));
  chmodSync(path, 0o600);
}

// SQLite creates -wal and -shm with the main file's mode; narrow all three anyway in case
// the store was created by something else with a permissive umask.
function tightenPermissions(path: string): void {
  for (const file of [path, `${path}-wal`, `${path}-shm`]) tightenFile(file);
}

export function sqliteErrcode(error: unknown): number | null {
  const e = error as { errcode?: number; code?: string } | null;
  return e && typeof e.errcode === 'number' ? e.errcode & 0xff : null;
}

// Whether opening failed because the store's disk is full. SQLite reports a -shm it cannot
// grow as SQLITE_IOERR (SHMSIZE, SHMMAP), not SQLITE_FULL, so the file system is asked:
// under 64 KiB free (a -shm needs 32 KiB) with an I/O error counts as full.
const SQLITE_IOERR = 10;
const ROOM_NEEDED = 64 * 1024;

export function noRoomFor(path: string, error: unknown): boolean {
  if (isDiskFull(error)) return true;
  if (sqliteErrcode(error) !== SQLITE_IOERR) return false;
  try {
    const fs = statfsSync(dirname(path));
    return fs.bavail * fs.bsize < ROOM_NEEDED;
  } catch {
    return false;
  }
}

function storeOpenError(error: unknown, path: string): NuzoError {
  if (error instanceof NuzoError) return error;
  if (noRoomFor(path, error)) return diskFullError(error);
  const errcode = sqliteErrcode(error);
  const sysCode = (error as { code?: string })?.code;
  if (errcode === 26 || errcode === 11) {
    return new NuzoError('STORE_CORRUPT', `The Nuzo store at ${path} is not a valid SQLite database (corrupt or overwritten); run 'nuzo memory doctor'.`, { path }, { cause: error });
  }
  if (errcode === 5 || errcode === 6) {
    return new NuzoError('STORE_BUSY', `The Nuzo store at ${path} is locked by another process; try again.`, { path }, { cause: error });
  }
  if (sysCode === 'EACCES' || sysCode === 'EPERM' || errcode === 14 || errcode === 8 || errcode === 3) {
    return new NuzoError('STORE_UNAVAILABLE', `The Nuzo store at ${path} cannot be opened (permissions or missing directory); run 'nuzo memory doctor'.`, { path }, { cause: error });
  }
  return new NuzoError('STORE_UNAVAILABLE', `The Nuzo store at ${path} could not be opened; run 'nuzo memory doctor'.`, { path }, { cause: error });
}
