// Where an export may be written (and an import read) and how. The CLI may write wherever
// the user names; the MCP adapter passes allowedRoots so an agent cannot aim a file at
// arbitrary places. Always refused: `..` segments, symlinks (at the target or in a parent
// that leads out of the allowed roots), anything that is not a regular file (devices,
// FIFOs, directories), and NUZO_HOME itself except its exports/ folder — an export must
// never overwrite the store, the config or a log. Writes are atomic (temp + rename) and 0600.
import { closeSync, fsyncSync, lstatSync, openSync, realpathSync, renameSync, rmSync, writeSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { basename, dirname, isAbsolute, join, relative, resolve } from 'node:path';
import { NuzoError } from '../errors.ts';

export type PathRules = {
  // When given, the resolved path must lie inside one of these directories.
  allowedRoots?: readonly string[];
  // The resolved NUZO_HOME; only its exports/ folder may be written.
  home?: string;
};

export function exportsDir(home: string): string {
  return join(home, 'exports');
}

function refuse(reason: string): never {
  throw new NuzoError('PATH_NOT_ALLOWED', `That path is not allowed for a Nuzo export or import: ${reason}.`, { reason });
}

function within(child: string, parent: string): boolean {
  const rel = relative(parent, child);
  return rel === '' || (!rel.startsWith('..') && !isAbsolute(rel));
}

function real(path: string): string {
  try {
    return realpathSync(path);
  } catch {
    return resolve(path);
  }
}

// Returns the absolute path to use. The target may not exist yet; its parent must.
export function assertSafeExportPath(path: unknown, rules: PathRules = {}): string {
  if (typeof path !== 'string' || path.trim() === '' || path.length > 4096 || path.includes('\0')) refuse('not a usable path string');
  if (path.split(/[\\/]+/).includes('..')) refuse('it contains a ".." segment');
  const absolute = resolve(path);
  let parentReal: string;
  try {
    parentReal = realpathSync(dirname(absolute));
  } catch {
    return refuse('its folder does not exist');
  }
  if (!lstatSync(parentReal).isDirectory()) refuse('its parent is not a folder');
  const target = join(parentReal, basename(absolute));
  let stat: ReturnType<typeof lstatSync> | null = null;
  try {
    stat = lstatSync(target);
  } catch { /* does not exist yet: fine */ }
  if (stat?.isSymbolicLink()) refuse('it is a symbolic link');
  if (stat && !stat.isFile()) refuse('it is not a regular file (device, FIFO, socket or folder)');
  if (rules.home) {
    const home = real(rules.home);
    if (within(target, home) && !within(target, real(exportsDir(rules.home)))) refuse('it is inside NUZO_HOME (only its exports/ folder may be used)');
    if (target === home) refuse('it is NUZO_HOME itself');
  }
  if (rules.allowedRoots) {
    const roots = rules.allowedRoots.map(real);
    if (!roots.some((root) => within(target, root))) refuse('it is outside the allowed folders');
  }
  return target;
}

// Reading follows the same rules, and the file must exist.
export function assertSafeImportPath(path: unknown, rules: PathRules = {}): string {
  const target = assertSafeExportPath(path, { allowedRoots: rules.allowedRoots });
  let stat;
  try {
    stat = lstatSync(target);
  } catch {
    return refuse('the file does not exist');
  }
  if (!stat.isFile()) refuse('it is not a regular file');
  return target;
}

export type AtomicWriter = { write(text: string): void };

// Writes through a private temp file in the same folder, fsyncs, then renames over the
// target: a reader never sees half a document and an interrupted export leaves no file.
export function writeFileAtomic(target: string, fill: (out: AtomicWriter) => void): void {
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
    renameSync(temp, target);
  } catch (error) {
    if (fd !== null) try { closeSync(fd); } catch { /* already closed */ }
    rmSync(temp, { force: true });
    if (error instanceof NuzoError) throw error;
    throw new NuzoError('EXPORT_FAILED', 'The export file could not be written (permissions, disk space or a vanished folder); nothing was left behind.', { errno: (error as { code?: string })?.code ?? null }, { cause: error });
  }
}

