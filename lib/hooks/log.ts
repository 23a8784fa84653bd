// The local log of fail-open hook errors: one line per failure with the event, an error
// code and timing, never content (no memory text, prompts, paths from transcripts).
import { appendFileSync, chmodSync, statSync } from 'node:fs';
import { dirname } from 'node:path';
import { ensurePrivateDir, hookLogPath, tightenHome } from '../paths.ts';
import { isNuzoError } from '../errors.ts';

const MAX_LOG_BYTES = 256 * 1024;

export function logHookFailure(home: string, event: string, error: unknown, elapsedMs: number): void {
  try {
    const path = hookLogPath(home);
    ensurePrivateDir(dirname(path));
    tightenHome(home);
    try {
      if (statSync(path).size > MAX_LOG_BYTES) appendFileSync(path, '', { flag: 'w', mode: 0o600 });
    } catch { /* no log yet */ }
    const code = isNuzoError(error) ? error.code : 'INTERNAL';
    const errno = (error as { code?: unknown; errcode?: unknown } | null);
    const detail = typeof errno?.errcode === 'number' ? ` sqlite=${errno.errcode}` : typeof errno?.code === 'string' && !isNuzoError(error) ? ` sys=${errno.code}` : '';
    appendFileSync(path, `${new Date().toISOString()} ${event} ${code}${detail} ${Math.round(elapsedMs)}ms\n`, { mode: 0o600 });
    chmodSync(path, 0o600);
  } catch {
    // Logging must never turn a fail-open hook into a failing one.
  }
}
