// dist/hook-runtime.js: what dist/hook.js loads once it knows Node is new enough. It maps
// the event named on the hook's command line to one lib/hooks function; those own every
// decision (config, kill switches, deadlines, fail-open logging) and return the stdout.
import { runPromptRecallHook } from '../lib/hooks/prompt-recall.ts';
import { runSessionStartHook } from '../lib/hooks/session-start.ts';
import { runStopHook } from '../lib/hooks/stop.ts';

export type HookOutcome = { stdout: string; exitCode: 0 };

type Runner = (stdinText: string, env: Record<string, string | undefined>, startedAt: number) => { stdout: string };

const RUNNERS: Record<string, Runner> = {
  'session-start': runSessionStartHook,
  stop: runStopHook,
  'user-prompt-submit': runPromptRecallHook,
};

export function runHook(event: string, stdinText: string, env: Record<string, string | undefined>): HookOutcome {
  const run = RUNNERS[event];
  if (!run) return { stdout: '', exitCode: 0 };
  // Deadlines count from process start: node's own start-up is part of the host's budget.
  const startedAt = Math.round(performance.timeOrigin);
  return { stdout: run(stdinText, env, startedAt).stdout, exitCode: 0 };
}
