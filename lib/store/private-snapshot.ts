// A private, already-deleted copy of a WAL store, for a reader that can open it no other way:
// the store sits in a folder this process cannot write, the last writer removed its -shm,
// and SQLite cannot be told to read the file as immutable (Node 22.13-22.15's node:sqlite
// takes no URI), or would then skip committed transactions still in a -wal (immutable
// ignores the WAL on every Node).
//
// The copy goes into a fresh 0700 folder under the system temp folder, made 0600 from its
// first byte. SQLite opens it read-write once: that replays the copied -wal, and
// journal_mode=DELETE checkpoints it into the file and turns it into a rollback-journal
// database, which a read-only handle reads without any -shm. The read-only handle is opened
// and read once, then the copy and its folder are deleted at once: the handle keeps the
// inode alive, so nothing of the memories is left under a name on disk once this returns,
// even if the process is killed later. Every failure removes the folder too. A process
// killed inside those few milliseconds leaves its folder behind; the next snapshot removes
// it (abandonedSnapshot below).
import { closeSync, lstatSync, mkdtempSync, openSync, readdirSync, readSync, rmSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import type { Database, loadSqlite } from './sqlite.ts';

export const SNAPSHOT_PREFIX = 'nuzo-snapshot-';

type DatabaseSyncClass = ReturnType<typeof loadSqlite>['DatabaseSync'];

// A folder left by a killed process is at least this old: a snapshot takes milliseconds,
// and a younger folder may belong to a process of another PID namespace sharing /tmp.
export const ABANDONED_AFTER_MS = 60_000;

export function openPrivateSnapshot(DatabaseSync: DatabaseSyncClass, path: string): Database {
  const root = tmpdir();
  removeAbandoned(root);
  const dir = mkdtempSync(join(root, `${SNAPSHOT_PREFIX}${process.pid}-`));
  let db: Database | null = null;
  try {
    const copy = join(dir, basename(path));
    copyPrivate(path, copy, true);
    copyPrivate(`${path}-wal`, `${copy}-wal`, false);
    const writer = new DatabaseSync(copy);
    try {
      // A throwaway copy: no fsync for the checkpoint below.
      writer.exec('PRAGMA synchronous = OFF');
      const mode = writer.prepare('PRAGMA journal_mode = DELETE').get() as { journal_mode?: string } | undefined;
      if (mode?.journal_mode !== 'delete') throw new Error(`the snapshot stayed in ${mode?.journal_mode} mode`);
    } finally {
      writer.close();
    }
    db = new DatabaseSync(copy, { readOnly: true });
    // SQLite opens lazily: the first read is what opens the file the handle keeps.
    db.prepare('PRAGMA schema_version').get();
  } catch (error) {
    try { db?.close(); } catch { /* not open */ }
    removeQuietly(dir);
    throw error;
  }
  try {
    rmSync(dir, { recursive: true, force: true });
  } catch (error) {
    // A copy that cannot be deleted must not be read from either: it would outlive us.
    try { db.close(); } catch { /* already failing */ }
    removeQuietly(dir);
    throw error;
  }
  return db;
}

// Byte copy into a new file created 0600 (never the source's mode, not even for a moment).
// A source that does not exist is an error only when required (the -wal is optional).
function copyPrivate(from: string, to: string, required: boolean): void {
  let source: number;
  try {
    source = openSync(from, 'r');
  } catch (error) {
    if (!required && (error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  try {
    const target = openSync(to, 'wx', 0o600);
    try {
      const chunk = Buffer.allocUnsafe(1 << 20);
      for (let read = readSync(source, chunk); read > 0; read = readSync(source, chunk)) {
        for (let written = 0; written < read;) written += writeSync(target, chunk, written, read - written);
      }
    } finally {
      closeSync(target);
    }
  } finally {
    closeSync(source);
  }
}

// Whether a temp folder entry is a snapshot folder its process left behind: named by this
// module for a process that no longer runs, and older than ABANDONED_AFTER_MS.
export function abandonedSnapshot(name: string, ageMs: number, running: (pid: number) => boolean): boolean {
  const match = new RegExp(`^${SNAPSHOT_PREFIX}(\\d+)-[^/]+$`).exec(name);
  if (!match || ageMs < ABANDONED_AFTER_MS) return false;
  return !running(Number(match[1]));
}

// Removes the snapshot folders killed processes left in `root` (the system temp folder),
// returning their paths: the next snapshot calls it, and so does purge (lib/purge.ts).
export function removeAbandoned(root: string = tmpdir(), dryRun = false): string[] {
  const removed: string[] = [];
  let names: string[];
  try {
    names = readdirSync(root).filter((name) => name.startsWith(SNAPSHOT_PREFIX));
  } catch {
    return removed;
  }
  const now = Date.now();
  for (const name of names) {
    const dir = join(root, name);
    try {
      // Only a real folder of this user: never another user's, never through a symlink.
      const entry = lstatSync(dir);
      if (!entry.isDirectory() || entry.uid !== process.getuid?.()) continue;
      if (!abandonedSnapshot(name, now - entry.mtimeMs, running)) continue;
      if (!dryRun) rmSync(dir, { recursive: true, force: true });
      removed.push(dir);
    } catch { /* gone already */ }
  }
  return removed;
}

// Signal 0 checks without signalling; EPERM means it runs under another user.
function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function removeQuietly(dir: string): void {
  try { rmSync(dir, { recursive: true, force: true }); } catch { /* nothing more to do */ }
}
