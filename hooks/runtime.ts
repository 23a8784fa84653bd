// dist/hook-runtime.js: what dist/hook.js loads once it knows Node is new enough. It maps
// the event named on the hook's command line to one lib/hooks function, loading only that
// hook's bundle: SessionStart never pays for the capture pipeline's code, nor Stop for
// recall's. The lib/hooks functions own every decision (config, kill switches, deadlines,
// fail-open logging) and return the stdout.

export type HookOutcome = { stdout: string; exitCode: 0 };

type Runner = (stdinText: string, env: Record<string, string | undefined>, startedAt: number) => { stdout: string };

// Bundle file and export per event, resolved next to this file at run time (dist/hook-*.js)
// and never bundled into it (the specifier is a variable on purpose).
const BUNDLES: Record<string, [file: string, name: string]> = {
  'session-start': ['./hook-session-start.js', 'runSessionStartHook'],
  stop: ['./hook-stop.js', 'runStopHook'],
  'user-prompt-submit': ['./hook-prompt.js', 'runPromptRecallHook'],
};

async function load(event: string): Promise<Runner | null> {
  const bundle = BUNDLES[event];
  if (!bundle) return null;
  const [file, name] = bundle;
  const mod = (await import(file)) as Record<string, Runner>;
  return mod[name];
}

export async function runHook(event: string, stdinText: string, env: Record<string, string | undefined>): Promise<HookOutcome> {
  const run = await load(event);
  if (!run) return { stdout: '', exitCode: 0 };
  // Deadlines count from process start: node's own start-up is part of the host's budget.
  const startedAt = Math.round(performance.timeOrigin);
  return { stdout: run(stdinText, env, startedAt).stdout, exitCode: 0 };
}
