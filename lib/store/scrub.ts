// After text is erased (hard delete, draft rejection, purge of a scope), copies of it may
// still sit in WAL frames. secure_delete has zeroed the freed cells in the pages written
// since; a TRUNCATE checkpoint folds those pages into the main file and empties the WAL.
// Readers holding an old snapshot can block it, so it is retried briefly.
import type { Store } from './store.ts';
import { sleepSync } from './write.ts';

export function scrubWal(store: Store, attempts = 20): boolean {
  for (let i = 0; i < attempts; i++) {
    try {
      const row = store.db.prepare('PRAGMA wal_checkpoint(TRUNCATE)').get() as { busy: number } | undefined;
      if (!row || Number(row.busy) === 0) return true;
    } catch { /* locked: retry */ }
    sleepSync(15 * (i + 1));
  }
  return false;
}
