// Where an export may be written (and an import read) and how. The CLI may write wherever
// the user names; the MCP adapter passes allowedRoots so an agent cannot aim a file at
// arbitrary places. Always refused: `..` segments, symlinks (at the target or in a parent
// that leads out of the allowed roots), anything that is not a regular file (devices,
// FIFOs, directories), anything inside a `.git` folder (its config and hooks run code), by
// the path as given or as it resolves, and NUZO_HOME itself except its exports/ folder — an
// export must never overwrite the store, the config or a log. An existing file is replaced
// only when the caller says the user asked for that by name (export.ts). Writes are atomic
// (temp + rename, or temp + link when nothing may be replaced) and 0600.
import { accessSync, closeSync, constants, fsyncSync, linkSync, lstatSync, openSync, realpathSync, renameSync, rmSync, writeSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { basename, dirname, isAbsolute, join, relative, resolve } from 'node:path';
import { diskFullError, isDiskFull, NuzoError } from '../errors.ts';
import { ensurePrivateDir } from '../paths.ts';

export type PathRules = {
  // When given, the resolved path must lie inside one of these directories.
  allowedRoots?: readonly string[];
  // The resolved NUZO_HOME; only its exports/ folder may be written.
  home?: string;
};

export function exportsDir(home: string): string {
  return join(home, 'exports');
}

// NUZO_HOME/exports, created 0700 on first use. A home this process cannot write (a
// read-only mount, a restored backup) or a full disk says so in one line, never INTERNAL.
export function ensureExportsDir(home: string): string {
  const dir = exportsDir(home);
  try {
    ensurePrivateDir(dir);
  } catch (error) {
    if (isDiskFull(error)) throw diskFullError(error);
    // A recursive mkdir on a read-only mount reports ENOENT: ask the home itself.
    const code = homeWriteError(home) ?? (error as { code?: string } | null)?.code;
    if (code === 'EROFS' || code === 'EACCES' || code === 'EPERM') {
      const why = code === 'EROFS' ? 'is on a read-only file system' : 'cannot be written by this user';
      throw new NuzoError('EXPORT_FAILED', `NUZO_HOME ${why}, so its exports folder cannot be used; nothing was written. Export to a path outside NUZO_HOME.`, { errno: code, reason: 'exports_not_writable' }, { cause: error });
    }
    throw error;
  }
  return dir;
}

function homeWriteError(home: string): string | null {
  try {
    accessSync(home, constants.W_OK);
    return null;
  } catch (error) {
    return (error as { code?: string }).code ?? null;
  }
}

// Every refusal says what to do instead (`hint`, printed by the CLI after the reason and
// returned to the agent in details): which folders are allowed, and why the rule exists.
function refuse(reason: string, hint: string): never {
  throw new NuzoError('PATH_NOT_ALLOWED', `That path is not allowed for a Nuzo export or import: ${reason}.`, { reason, hint });
}

function within(child: string, parent: string): boolean {
  const rel = relative(parent, child);
  return rel === '' || (!rel.startsWith('..') && !isAbsolute(rel));
}

// Case-insensitive: on macOS and Windows `.GIT` is the same folder as `.git`.
function insideGitDir(path: string): boolean {
  return path.split(/[\\/]+/).some((part) => part.toLowerCase() === '.git');
}

function real(path: string): string {
  try {
    return realpathSync(path);
  } catch {
    return resolve(path);
  }
}

// Its own code: the path is fine, only a file is in the way (a new name or --overwrite).
export function fileExists(): never {
  throw new NuzoError('PATH_EXISTS', 'That file already exists; Nuzo replaces a file only when you ask for it by name (nuzo memory export --overwrite).', { reason: 'exists', hint: 'Pick a new file name, or pass --overwrite to replace it.' });
}

// The hint for a path outside the folders an agent may use: which ones, and why.
export function allowedRootsHint(roots: readonly string[]): string {
  return `Use a path inside ${roots.join(' or ')}: an agent may read and write files only there, so a misled agent cannot place or take a file elsewhere. The nuzo CLI takes any folder you name.`;
}

// Returns the absolute path to use. The target may not exist yet; its parent must.
export function assertSafeExportPath(path: unknown, rules: PathRules = {}): string {
  if (typeof path !== 'string' || path.trim() === '' || path.length > 4096 || path.includes('\0')) refuse('not a usable path string', 'Name a file, e.g. memories.json.');
  if (path.split(/[\\/]+/).includes('..')) {
    refuse('it contains a ".." segment', `Name the folder without "..", e.g. ${resolve(path)}: after a linked folder ".." leads somewhere other than where the path reads, so Nuzo takes only paths that say where they go.`);
  }
  const absolute = resolve(path);
  let parentReal: string;
  try {
    parentReal = realpathSync(dirname(absolute));
  } catch {
    return refuse('its folder does not exist', `Create ${dirname(absolute)} first, or pick a folder that exists.`);
  }
  if (!lstatSync(parentReal).isDirectory()) refuse('its parent is not a folder', 'Pick a file inside a folder.');
  const target = join(parentReal, basename(absolute));
  if (insideGitDir(absolute) || insideGitDir(target)) refuse('it is inside a .git folder', 'Pick a folder outside .git: the files there (config, hooks) make git run code.');
  let stat: ReturnType<typeof lstatSync> | null = null;
  try {
    stat = lstatSync(target);
  } catch { /* does not exist yet: fine */ }
  if (stat?.isSymbolicLink()) refuse('it is a symbolic link', 'Name the file the link points to: a link could send the write somewhere else.');
  if (stat && !stat.isFile()) refuse('it is not a regular file (device, FIFO, socket or folder)', 'Name a plain file, e.g. memories.json inside that folder.');
  if (rules.home) {
    const home = real(rules.home);
    const homeHint = `Use ${exportsDir(rules.home)} or a folder outside NUZO_HOME: an export must never overwrite the store, the config or a log.`;
    if (within(target, home) && !within(target, real(exportsDir(rules.home)))) refuse('it is inside NUZO_HOME (only its exports/ folder may be used)', homeHint);
    if (target === home) refuse('it is NUZO_HOME itself', homeHint);
  }
  if (rules.allowedRoots) {
    const roots = rules.allowedRoots.map(real);
    if (!roots.some((root) => within(target, root))) refuse('it is outside the allowed folders', allowedRootsHint(rules.allowedRoots));
  }
  return target;
}

export type AtomicWriter = { write(text: string): void };

// Writes through a private temp file in the same folder, fsyncs, then renames over the
// target: a reader never sees half a document and an interrupted export leaves no file.
// With replace: false the finished file is linked into place, which fails if anything
// appeared at the target meanwhile: no check-then-write race can clobber a file.
export function writeFileAtomic(target: string, fill: (out: AtomicWriter) => void, options: { replace?: boolean } = {}): void {
  const temp = join(dirname(target), `.${basename(target)}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`);
  let fd: number | null = null;
  try {
    fd = openSync(temp, 'wx', 0o600);
    const handle = fd;
    let pending = '';
    const flush = () => {
      if (pending) writeSync(handle, pending);
      pending = '';
    };
    fill({
      write(text) {
        pending += text;
        if (pending.length >= 1 << 20) flush();
      },
    });
    flush();
    fsyncSync(handle);
    closeSync(handle);
    fd = null;
    if (options.replace === false) {
      linkSync(temp, target);
      rmSync(temp, { force: true });
    } else renameSync(temp, target);
  } catch (error) {
    if (fd !== null) try { closeSync(fd); } catch { /* already closed */ }
    rmSync(temp, { force: true });
    if (error instanceof NuzoError) throw error;
    if ((error as { code?: string })?.code === 'EEXIST') fileExists();
    if (isDiskFull(error)) throw diskFullError(error);
    throw new NuzoError('EXPORT_FAILED', 'The export file could not be written (permissions, disk space or a vanished folder); nothing was left behind.', { errno: (error as { code?: string })?.code ?? null }, { cause: error });
  }
}

