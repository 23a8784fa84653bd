// Claude Code may start its Stop hook before the turn it ran the hook for is flushed to the
// transcript (anthropics/claude-code#15812, #40655): the hook then finds nothing new, and a
// session's last turn would never be read. With nothing new past the cursor, the Stop hook
// waits a little for the file to grow. A synchronous hook has no event to wait on, so this
// checks the file's size every few milliseconds, bounded by `until` (epoch ms).

import { statSync } from 'node:fs';

const STEP_MS = 20;
const pause = new Int32Array(new SharedArrayBuffer(4));

export function waitForGrowth(path: string, pastBytes: number, until: number, now: () => number = Date.now): boolean {
  while (now() < until) {
    Atomics.wait(pause, 0, 0, Math.min(STEP_MS, Math.max(1, until - now())));
    try {
      if (statSync(path).size > pastBytes) return true;
    } catch {
      // Not created yet.
    }
  }
  return false;
}
