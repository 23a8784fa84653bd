// Where an anchor points and what it looked like: a path relative to the project root, and
// a cheap fingerprint (kind, size, mtime, a hash of at most HASH_MAX_BYTES). Only the hash
// is kept, never a byte of the file. A path that leaves the root (`..`, an absolute path
// elsewhere, a symlink resolving outside) is no anchor, and neither is anything but a
// regular file or a folder (a FIFO would block the read).
import { closeSync, openSync, readSync, realpathSync, statSync, type Stats } from 'node:fs';
import { isAbsolute, join, posix, relative, sep } from 'node:path';
import { sha256Hex } from '../hash.ts';

export type AnchorKind = 'file' | 'dir';
export type Fingerprint = { kind: AnchorKind; size: number; mtime_ms: number; hash: string | null };

// A hook may hash a changed file; the head of a huge one is enough to tell an edit from a
// touch in practice, and keeps the cost bounded (lib/hash.ts is pure JS).
export const HASH_MAX_BYTES = 256 * 1024;

const realRoots = new Map<string, string | null>();

export function realRoot(root: string): string | null {
  if (!realRoots.has(root)) {
    let real: string | null = null;
    try { real = realpathSync(root); } catch { /* no root, no anchors */ }
    if (realRoots.size > 16) realRoots.clear();
    realRoots.set(root, real);
  }
  return realRoots.get(root) ?? null;
}

// The root-relative POSIX path a candidate names, or null when it leaves the root.
export function relativeToRoot(root: string, candidate: string): string | null {
  const real = realRoot(root);
  if (!real) return null;
  const trimmed = candidate.replace(/\/+$/, '');
  let rel: string;
  if (isAbsolute(trimmed)) {
    const fromRoot = [root, real].map((r) => relative(r, trimmed)).find((r) => r !== '' && !r.startsWith('..') && !isAbsolute(r));
    if (!fromRoot) return null;
    rel = fromRoot.split(sep).join('/');
  } else rel = trimmed;
  rel = posix.normalize(rel).replace(/^\.\//, '');
  if (rel === '' || rel === '.' || rel.startsWith('../') || rel === '..' || rel.split('/').includes('..')) return null;
  if (rel.split('/')[0] === '.git') return null;
  return rel;
}

// True when the path, symlinks resolved, is still inside the root.
export function staysInside(root: string, rel: string): boolean {
  const real = realRoot(root);
  if (!real) return false;
  try {
    const target = realpathSync(join(real, rel));
    return target === real ? false : target.startsWith(real.endsWith(sep) ? real : real + sep);
  } catch {
    return false;
  }
}

// The fingerprint of an existing file or folder inside the root, or null.
export function fingerprintOf(root: string, rel: string): Fingerprint | null {
  const real = realRoot(root);
  if (!real || !staysInside(root, rel)) return null;
  const stats = statOrNull(join(real, rel));
  if (!stats) return null;
  if (stats.isDirectory()) return { kind: 'dir', size: 0, mtime_ms: 0, hash: null };
  if (!stats.isFile()) return null;
  return { kind: 'file', size: stats.size, mtime_ms: Math.floor(stats.mtimeMs), hash: hashHead(join(real, rel), stats.size) };
}

export function statOrNull(path: string): Stats | null {
  try {
    return statSync(path);
  } catch {
    return null;
  }
}

// sha256 of the first HASH_MAX_BYTES; null when the file cannot be read.
export function hashHead(path: string, size: number): string | null {
  let fd: number | null = null;
  try {
    fd = openSync(path, 'r');
    const buffer = Buffer.alloc(Math.min(size, HASH_MAX_BYTES));
    let read = 0;
    while (read < buffer.length) {
      const n = readSync(fd, buffer, read, buffer.length - read, read);
      if (n === 0) break;
      read += n;
    }
    return sha256Hex(buffer.subarray(0, read));
  } catch {
    return null;
  } finally {
    if (fd !== null) try { closeSync(fd); } catch { /* closed */ }
  }
}
