// One writer at a time for a repository's team file. `nuzo team add` reads the file, adds a
// line and renames a new copy over it; two processes doing that at once each rename their
// own copy, and the second drops what the first added. The lock is a file created with
// O_EXCL beside the team file (.nuzo/.team.lock) holding the owner's pid: whoever creates it
// writes, the others wait with jittered backoff up to LOCK_WAIT_MS, then fail with
// STORE_BUSY. A lock whose owner no longer runs (killed mid-write), or older than a minute,
// is taken over.
import { closeSync, existsSync, lstatSync, mkdirSync, openSync, readFileSync, renameSync, rmdirSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { NuzoError } from '../errors.ts';
import { sleepSync } from '../store/write.ts';
import { TEAM_DIR } from './format.ts';

export const LOCK_NAME = '.team.lock';
const LOCK_WAIT_MS = 10_000;

export function teamLockPath(root: string): string {
  return join(root, TEAM_DIR, LOCK_NAME);
}

// Runs fn holding the team file's lock. The .nuzo folder must already be checked to be a
// plain folder (write.ts): the lock is never created through a symlink.
export function withTeamLock<T>(root: string, fn: () => T, options: { waitMs?: number } = {}): T {
  const dir = join(root, TEAM_DIR);
  // A refused add must not leave an empty .nuzo/ behind in the repository.
  const madeDir = !existsSync(dir);
  mkdirSync(dir, { recursive: true });
  if (!lstatSync(dir).isDirectory()) throw new NuzoError('PATH_NOT_ALLOWED', "The project's .nuzo is not a plain folder (a symlink or a file); Nuzo will not write through it.", { path: dir });
  const path = teamLockPath(root);
  const deadline = Date.now() + (options.waitMs ?? LOCK_WAIT_MS);
  for (let attempt = 0; ; attempt++) {
    if (tryCreate(path)) break;
    if (takeOverIfAbandoned(path)) continue;
    if (Date.now() >= deadline) {
      throw new NuzoError('STORE_BUSY', `Another nuzo command is changing the team file (it holds ${TEAM_DIR}/${LOCK_NAME}); nothing was changed, try again.`, { path, lock: LOCK_NAME });
    }
    sleepSync(Math.min(200, 5 * 2 ** Math.min(attempt, 6)) * (0.5 + Math.random()));
  }
  try {
    return fn();
  } finally {
    rmSync(path, { force: true });
    if (madeDir) try { rmdirSync(dir); } catch { /* the add wrote its file there */ }
  }
}

function tryCreate(path: string): boolean {
  let fd: number;
  try {
    fd = openSync(path, 'wx', 0o600);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
  try {
    writeSync(fd, `${process.pid}\n`);
  } finally {
    closeSync(fd);
  }
  return true;
}

// A lock left by a process that no longer runs is moved aside (a rename, so two waiters
// cannot both remove it and one of them a fresh lock) and removed. So is a lock older than
// STALE_MS whatever pid it holds: no add holds it for more than a moment, and a pid can be
// reused by a process that never lets go (or be planted: a repository can commit a
// .nuzo/.team.lock holding "1"), which would otherwise block every add for good. A lock just
// created and not yet holding its pid is left alone: its owner is alive. Anything other
// than a plain file there (a symlink, a folder) is not Nuzo's: refused, naming the path.
const STALE_MS = 60_000;

function takeOverIfAbandoned(path: string): boolean {
  let stat;
  try {
    stat = lstatSync(path);
  } catch {
    return false; // gone meanwhile: the next attempt creates it
  }
  if (!stat.isFile()) {
    throw new NuzoError('PATH_NOT_ALLOWED', `The team file's lock ${TEAM_DIR}/${LOCK_NAME} is not a plain file (a symlink or a folder); nothing was changed. Remove it if no nuzo command is running.`, { path, lock: LOCK_NAME });
  }
  let pid = NaN;
  try {
    pid = Number.parseInt(readFileSync(path, 'utf8'), 10);
  } catch { /* unreadable: only its age can free it */ }
  const dead = Number.isSafeInteger(pid) && pid > 0 && !isAlive(pid);
  const old = Date.now() - stat.mtimeMs > STALE_MS;
  if (!dead && !old) return false;
  const aside = `${path}.${process.pid}.stale`;
  try {
    renameSync(path, aside);
  } catch {
    return false;
  }
  // Another waiter may have taken over and created a fresh lock just before our rename: if
  // what we moved aside is not the file we judged, put it back.
  let moved: { ino: number; mtimeMs: number } | null = null;
  try {
    moved = lstatSync(aside);
  } catch { /* gone */ }
  if (!moved || moved.ino !== stat.ino || moved.mtimeMs !== stat.mtimeMs) {
    try { renameSync(aside, path); } catch { /* the owner finished meanwhile */ }
    return false;
  }
  rmSync(aside, { force: true });
  return true;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
