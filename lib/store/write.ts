// Every write goes through one BEGIN IMMEDIATE transaction with retries. busy_timeout
// already waits inside SQLite; the retry loop covers the cases it does not (a lock taken
// between our read and our upgrade, WAL recovery) with jittered backoff, so concurrent
// sessions never see SQLITE_BUSY and never interleave half-applied changes.
import { NuzoError } from '../errors.ts';
import { assertWritable, sqliteErrcode, type Store } from './store.ts';

const sleeper = new Int32Array(new SharedArrayBuffer(4));

export function sleepSync(ms: number): void {
  Atomics.wait(sleeper, 0, 0, ms);
}

export function isBusy(error: unknown): boolean {
  const code = sqliteErrcode(error);
  return code === 5 || code === 6;
}

const depth = new WeakMap<Store, number>();

// Re-entrant: a write helper called inside another joins the outer transaction, so a
// composite operation (confirming a draft that updates a memory) commits all or nothing.
export function withWrite<T>(store: Store, fn: () => T, options: { attempts?: number } = {}): T {
  assertWritable(store);
  if ((depth.get(store) ?? 0) > 0) return nested(store, fn);
  const attempts = options.attempts ?? 12;
  for (let attempt = 1; ; attempt++) {
    let began = false;
    try {
      store.db.exec('BEGIN IMMEDIATE');
      began = true;
      const result = nested(store, fn);
      store.db.exec('COMMIT');
      return result;
    } catch (error) {
      if (began) {
        try { store.db.exec('ROLLBACK'); } catch { /* transaction already gone */ }
      }
      const wait = Math.min(400, 10 * 2 ** attempt) * (0.5 + Math.random());
      const inTime = store.deadlineAt === null || Date.now() + wait < store.deadlineAt;
      if (isBusy(error) && attempt < attempts && inTime) {
        sleepSync(wait);
        continue;
      }
      if (isBusy(error)) throw new NuzoError('STORE_BUSY', 'The Nuzo store stayed locked by other sessions; nothing was written, try again.', { attempts }, { cause: error });
      throw error;
    }
  }
}

function nested<T>(store: Store, fn: () => T): T {
  depth.set(store, (depth.get(store) ?? 0) + 1);
  try {
    return fn();
  } finally {
    depth.set(store, (depth.get(store) ?? 1) - 1);
  }
}
