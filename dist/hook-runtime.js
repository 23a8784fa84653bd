// hooks/runtime.ts
var BUNDLES = {
  "session-start": ["./hook-session-start.js", "runSessionStartHook"],
  stop: ["./hook-stop.js", "runStopHook"],
  "user-prompt-submit": ["./hook-prompt.js", "runPromptRecallHook"]
};
async function load(event) {
  const bundle = BUNDLES[event];
  if (!bundle) return null;
  const [file, name] = bundle;
  const mod = await import(file);
  return mod[name];
}
async function runHook(event, stdinText, env) {
  const run = await load(event);
  if (!run) return { stdout: "", exitCode: 0 };
  const startedAt = Math.round(performance.timeOrigin);
  return { stdout: run(stdinText, env, startedAt).stdout, exitCode: 0 };
}
export {
  runHook
};
