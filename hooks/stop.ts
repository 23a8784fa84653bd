// dist/hook-stop.cjs: run by dist/hook-runtime.cjs in the hook's own process, which exits as
// soon as the hook returns.
import type { Env } from '../lib/paths.ts';
import { runStopHook as runStop } from '../lib/hooks/stop.ts';

export function runStopHook(stdinText: string, env: Env, startedAt: number) {
  return runStop(stdinText, env, startedAt, { exiting: true });
}
