// dist/hook-runtime.cjs: what dist/hook.cjs loads once it knows Node is new enough. It maps
// the event named on the hook's command line to one lib/hooks function, loading only that
// hook's bundle: SessionStart never pays for the capture pipeline's code, nor Stop for
// recall's. The lib/hooks functions own every decision (config, kill switches, deadlines,
// fail-open logging) and return the stdout.

export type HookOutcome = { stdout: string; exitCode: 0 };

type Runner = (stdinText: string, env: Record<string, string | undefined>, startedAt: number) => { stdout: string };

// One loader per event; scripts/build.mjs keeps each bundle out of this one (dist/hook-*.cjs
// next to this file), so require() reads just the one the event needs.
const BUNDLES: Record<string, () => Runner> = {
  'session-start': () => require('./hook-session-start.cjs').runSessionStartHook,
  stop: () => require('./hook-stop.cjs').runStopHook,
  'user-prompt-submit': () => require('./hook-prompt.cjs').runPromptRecallHook,
  'pre-tool-use': () => require('./hook-pre-tool.cjs').runPreToolHook,
};

// startedAt is the process's start (ms since the epoch): deadlines count from there.
export function runHook(event: string, stdinText: string, env: Record<string, string | undefined>, startedAt: number): HookOutcome {
  const run = Object.hasOwn(BUNDLES, event) ? BUNDLES[event]() : null;
  if (typeof run !== 'function') return { stdout: '', exitCode: 0 };
  return { stdout: run(stdinText, env, startedAt).stdout, exitCode: 0 };
}
