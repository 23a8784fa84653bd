// hooks/entry.ts
var MAX_STDIN_BYTES = 1024 * 1024;
var STDIN_WAIT_MS = 2e3;
var MIN_NODE = [22, 13];
var WATCHDOG_MS = { "session-start": 4e3, "user-prompt-submit": 4e3, stop: 9e3 };
var truthy = (v) => v !== void 0 && /^(1|true|yes|on)$/i.test(v.trim());
function finish(stdout) {
  if (!stdout) process.exit(0);
  process.stdout.write(stdout.endsWith("\n") ? stdout : `${stdout}
`, () => process.exit(0));
}
function debug(reason) {
  if (truthy(process.env.NUZO_DEBUG)) process.stderr.write(`nuzo hook: ${reason}
`);
}
function readStdin() {
  return new Promise((resolve) => {
    const chunks = [];
    let size = 0;
    const done = (value) => {
      clearTimeout(timer);
      process.stdin.removeAllListeners();
      process.stdin.destroy();
      resolve(value);
    };
    const timer = setTimeout(() => done(null), STDIN_WAIT_MS);
    process.stdin.on("data", (chunk) => {
      size += chunk.length;
      if (size <= MAX_STDIN_BYTES) chunks.push(chunk);
    });
    process.stdin.on("end", () => done(size > MAX_STDIN_BYTES ? null : Buffer.concat(chunks).toString("utf8")));
    process.stdin.on("error", () => done(null));
  });
}
function nodeTooOld() {
  const [major, minor] = process.versions.node.split(".").map(Number);
  return major < MIN_NODE[0] || major === MIN_NODE[0] && minor < MIN_NODE[1];
}
function safeOutput(event, stdout) {
  if (event !== "stop" || !stdout.trim()) return stdout;
  try {
    JSON.parse(stdout);
    return stdout;
  } catch {
    return "";
  }
}
async function loadRuntime() {
  var _a;
  try {
    const mod = await import("node:module");
    (_a = mod.enableCompileCache) == null ? void 0 : _a.call(mod);
  } catch {
  }
  const runtimeUrl = "./hook-runtime.js";
  return await import(runtimeUrl);
}
async function main() {
  const event = (process.argv[2] ?? "").toLowerCase();
  if (!(event in WATCHDOG_MS)) return finish("");
  setTimeout(() => {
    debug("watchdog");
    process.exit(0);
  }, WATCHDOG_MS[event]).unref();
  const runtimeLoad = nodeTooOld() || truthy(process.env.NUZO_DISABLED) ? null : loadRuntime();
  runtimeLoad == null ? void 0 : runtimeLoad.catch(() => void 0);
  const stdin = await readStdin();
  if (truthy(process.env.NUZO_DISABLED)) return finish("");
  if (nodeTooOld()) {
    const notice = `Nuzo needs Node >= ${MIN_NODE.join(".")} (found ${process.version}); memory is off for this session.`;
    return finish(event === "session-start" ? notice : "");
  }
  if (stdin === null) {
    debug("stdin missing or over 1 MiB");
    return finish("");
  }
  const runtime = await runtimeLoad;
  const outcome = await runtime.runHook(event, stdin, process.env);
  finish(safeOutput(event, typeof (outcome == null ? void 0 : outcome.stdout) === "string" ? outcome.stdout : ""));
}
main().catch((error) => {
  debug(String((error == null ? void 0 : error.message) ?? error).split("\n")[0]);
  finish("");
});
