// Removing everything Nuzo stored on this machine: the store (with its WAL and SHM),
// logs, the exports it keeps under NUZO_HOME/exports, the hooks' cache, the opt-in
// embedding model, the record of imported host files (host-files.json lists absolute
// project paths) and Nuzo's own config.json there (unless keep_config; a config file named
// by NUZO_CONFIG elsewhere is never touched), and any private read-only snapshot folder a
// killed process left in the system temp folder (lib/store/private-snapshot.ts).
// It refuses to act without confirmed: true, on a home that does not look like Nuzo's (no
// store, no memory/ folder, no config), on the user's home folder or /, and it never
// follows a symbolic link out of NUZO_HOME. Entries it does not recognise are left in place
// and reported. SQLite files are overwritten with zeros before unlinking; on copy-on-write
// or SSD storage that is best effort, not a guarantee against forensic recovery.
import { accessSync, closeSync, constants, fstatSync, lstatSync, openSync, readdirSync, realpathSync, rmdirSync, unlinkSync, writeSync, fsyncSync } from 'node:fs';
import { homedir } from 'node:os';
import { join, parse } from 'node:path';
import { NuzoError } from './errors.ts';
import { nuzoHome, type Env } from './paths.ts';
import { isBusy } from './store/write.ts';
import { loadSqlite } from './store/sqlite.ts';
import { removeAbandoned } from './store/private-snapshot.ts';

export type PurgeOptions = {
  home?: string;
  // Where read-only snapshots are made: the system temp folder unless a test says otherwise.
  tmp?: string;
  env?: Env;
  confirmed?: boolean;
  keep_config?: boolean;
  dry_run?: boolean;
};

export type PurgeResult = { home: string; dry_run: boolean; removed: string[]; kept: string[]; home_removed: boolean };

// cache/: what hooks keep between sessions (team verdicts, anchor head hashes); models/:
// what `nuzo memory embed --install-model` put there.
const OWNED_DIRS = ['memory', 'logs', 'exports', 'cache', 'models'] as const;
const CONFIG = 'config.json';
// lib/hostfiles/notice.ts: which host files were imported or mentioned, and its temp files
// (`host-files.json.<pid>.<stamp>.tmp`) left by a process killed mid-write.
const OWNED_FILES = ['host-files.json'] as const;
const OWNED_TEMP = /^host-files\.json\.\d+\.[a-z0-9]+\.tmp$/;

// Whether an entry at the top of NUZO_HOME is one Nuzo writes (config.json aside).
export function isNuzoEntry(name: string): boolean {
  return (OWNED_DIRS as readonly string[]).includes(name) || (OWNED_FILES as readonly string[]).includes(name) || OWNED_TEMP.test(name);
}

export function purgeNuzoHome(options: PurgeOptions = {}): PurgeResult {
  const requested = options.home ?? nuzoHome(options.env);
  const dryRun = options.dry_run === true;
  if (!dryRun && options.confirmed !== true) {
    throw new NuzoError('CONFIRMATION_REQUIRED', 'Purging deletes every stored memory; it needs the user\'s explicit confirmation.', { operation: 'purge', reason: 'purge' });
  }
  let stat;
  try {
    stat = lstatSync(requested);
  } catch {
    return { home: requested, dry_run: dryRun, removed: [], kept: [], home_removed: false };
  }
  if (stat.isSymbolicLink()) refuse('NUZO_HOME is a symbolic link; point NUZO_HOME at the real folder');
  if (!stat.isDirectory()) refuse('NUZO_HOME is not a folder');
  const home = realpathSync(requested);
  if (home === parse(home).root || home === realpathSafe(homedir())) refuse('NUZO_HOME is the filesystem root or your home folder');
  const entries = readdirSync(home);
  // A memory/ folder marks a Nuzo home; a lone config.json only when nothing else is there
  // (a project folder with its own config.json, logs/ and exports/ must never qualify).
  const looksLikeNuzo = entries.includes('memory') || (entries.includes(CONFIG) && entries.every((name) => name === CONFIG || (OWNED_DIRS as readonly string[]).includes(name)));
  if (!looksLikeNuzo) refuse('the folder does not look like a Nuzo home (no memory/ folder)');

  const owned = (name: string) => isNuzoEntry(name) || (name === CONFIG && !options.keep_config);
  const removed: string[] = [];
  const kept = entries.filter((name) => !owned(name));
  if (!dryRun) assertRemovable(home, entries.filter(owned));
  if (!dryRun) assertNotLocked(join(home, 'memory', 'memories.sqlite'));
  for (const name of entries) {
    if (owned(name)) removeTree(join(home, name), name, removed, dryRun);
  }
  removed.push(...removeAbandoned(options.tmp, dryRun));
  let homeRemoved = false;
  if (!dryRun && kept.length === 0) {
    try {
      rmdirSync(home);
      homeRemoved = true;
    } catch { /* something appeared meanwhile: leave the folder */ }
  }
  return { home, dry_run: dryRun, removed, kept, home_removed: homeRemoved };
}

function refuse(reason: string): never {
  throw new NuzoError('PATH_NOT_ALLOWED', `Refusing to purge: ${reason}.`, { reason });
}

function realpathSafe(path: string): string {
  try {
    return realpathSync(path);
  } catch {
    return path;
  }
}

// A home on a read-only mount, or a folder in it this process may not change, would fail
// half-way (unlink's EROFS or EACCES surfaced as INTERNAL): checked first, so either every
// owned entry can go or nothing is touched. Unlinking needs write access to the folder that
// holds the name, so the home and each owned folder (at any depth) are checked.
function assertRemovable(home: string, names: readonly string[]): void {
  const folders = [home];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (lstatSync(path).isDirectory()) {
        folders.push(path);
        walk(path);
      }
    }
  };
  for (const name of names) {
    const path = join(home, name);
    if (lstatSync(path).isDirectory()) {
      folders.push(path);
      walk(path);
    }
  }
  for (const folder of folders) {
    try {
      accessSync(folder, constants.W_OK);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      const where = folder === home ? 'NUZO_HOME' : `${folder.slice(home.length + 1)}/ in NUZO_HOME`;
      const why = code === 'EROFS' ? 'is on a read-only file system' : 'cannot be changed by this user';
      throw new NuzoError('STORE_READ_ONLY', `Cannot purge: ${where} ${why}; nothing was removed.`, { path: folder, errno: code ?? null }, { cause: error });
    }
  }
}

// A session in the middle of a write would keep writing into an unlinked file; make sure no
// writer holds the lock at the moment the store goes away.
function assertNotLocked(path: string): void {
  try {
    lstatSync(path);
  } catch {
    return;
  }
  const { DatabaseSync } = loadSqlite();
  let db;
  try {
    db = new DatabaseSync(path);
    db.exec('PRAGMA busy_timeout = 2000');
    db.exec('BEGIN EXCLUSIVE');
    db.exec('ROLLBACK');
  } catch (error) {
    if (isBusy(error)) throw new NuzoError('STORE_BUSY', 'A Nuzo session is writing to the store; close Claude Code and Codex sessions, then purge again.', {}, { cause: error });
    // A corrupt or unreadable store is still ours to delete.
  } finally {
    try { db?.close(); } catch { /* closing a failed probe */ }
  }
}

// Depth-first, lstat only: a symbolic link is removed as a link, never followed.
function removeTree(path: string, rel: string, removed: string[], dryRun: boolean): void {
  const stat = lstatSync(path);
  if (stat.isDirectory()) {
    for (const name of readdirSync(path)) removeTree(join(path, name), `${rel}/${name}`, removed, dryRun);
    if (!dryRun) rmdirSync(path);
    removed.push(`${rel}/`);
    return;
  }
  if (!dryRun) {
    if (stat.isFile() && /\.sqlite(-wal|-shm|-journal)?$/.test(path)) zeroFill(path);
    unlinkSync(path);
  }
  removed.push(rel);
}

function zeroFill(path: string): void {
  let fd: number | null = null;
  try {
    fd = openSync(path, 'r+');
    const size = fstatSync(fd).size;
    const zeros = Buffer.alloc(Math.min(size, 1 << 20));
    for (let offset = 0; offset < size; offset += zeros.length) writeSync(fd, zeros, 0, Math.min(zeros.length, size - offset), offset);
    fsyncSync(fd);
  } catch {
    // Unlinking below still removes the name; zeroing is a courtesy, not the guarantee.
  } finally {
    if (fd !== null) closeSync(fd);
  }
}
