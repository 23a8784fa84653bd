// Head hashes remembered across processes. A file whose mtime moved but whose size did not
// is hashed on every check (a branch switch or a touch), and each SessionStart re-checks the
// same files: a few milliseconds of a hook for an answer that has not changed. The memo
// keeps, per project, the hash seen for a file at a given (inode, size, mtime, ctime); ctime
// moves on any write and cannot be set back, so a file that matches all four still holds the
// bytes that were hashed. File clocks tick coarsely (a few ms), so a file changed within the
// last seconds is not remembered: a same-size rewrite in the same tick would keep all four.
// Only hashes and root-relative paths are kept (never contents),
// in NUZO_HOME/cache, 0600; a missing or unreadable memo just means hashing again.
import { closeSync, openSync, readFileSync, renameSync, rmSync, writeSync, type Stats } from 'node:fs';
import { join } from 'node:path';
import { sha1Hex } from '../hash.ts';
import { ensurePrivateDir } from '../paths.ts';

const MAX_ENTRIES = 2000;
const SETTLED_MS = 2000;

export type HeadMemo = {
  get(rel: string, stats: Stats): string | undefined;
  set(rel: string, stats: Stats, hash: string): void;
  save(): void;
};

const stamp = (s: Stats) => `${s.ino}:${s.size}:${s.mtimeMs}:${s.ctimeMs}`;

export function headMemo(home: string, root: string): HeadMemo {
  const path = join(home, 'cache', `anchor-heads-${sha1Hex(root).slice(0, 16)}.json`);
  let entries: Map<string, [string, string]> | null = null;
  let changed = false;
  const load = () => {
    if (entries) return entries;
    entries = new Map();
    try {
      const parsed = JSON.parse(readFileSync(path, 'utf8')) as { root?: string; entries?: Record<string, [string, string]> };
      if (parsed.root === root && parsed.entries) for (const [rel, value] of Object.entries(parsed.entries)) entries.set(rel, value);
    } catch { /* none yet */ }
    return entries;
  };
  return {
    get(rel, stats) {
      const hit = load().get(rel);
      return hit && hit[0] === stamp(stats) ? hit[1] : undefined;
    },
    set(rel, stats, hash) {
      if (Date.now() - stats.ctimeMs < SETTLED_MS) return;
      const map = load();
      map.delete(rel);
      map.set(rel, [stamp(stats), hash]);
      if (map.size > MAX_ENTRIES) map.delete(map.keys().next().value!);
      changed = true;
    },
    save() {
      if (!changed || !entries) return;
      const temp = `${path}.${process.pid}.${Date.now().toString(36)}.tmp`;
      try {
        ensurePrivateDir(join(home, 'cache'));
        const fd = openSync(temp, 'wx', 0o600);
        try {
          writeSync(fd, JSON.stringify({ root, entries: Object.fromEntries(entries) }));
        } finally {
          closeSync(fd);
        }
        renameSync(temp, path);
        changed = false;
      } catch {
        try { rmSync(temp, { force: true }); } catch { /* nothing to clean */ }
      }
    },
  };
}
