// Byte-level searches over a Nuzo home: erased or refused text must not survive in any
// file (the store, its WAL and SHM, logs, exports), whatever its encoding on disk.
import { lstatSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export function filesContaining(root: string, needle: string): string[] {
  const bytes = Buffer.from(needle, 'utf8');
  const hits: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      const stat = lstatSync(path);
      if (stat.isDirectory()) walk(path);
      else if (stat.isFile() && readFileSync(path).includes(bytes)) hits.push(path);
    }
  };
  try { walk(root); } catch { /* root gone: nothing remains */ }
  return hits;
}
