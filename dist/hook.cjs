"use strict";
var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __hasOwnProp = Object.prototype.hasOwnProperty;
var __copyProps = (to, from, except, desc) => {
  if (from && typeof from === "object" || typeof from === "function") {
    for (let key of __getOwnPropNames(from))
      if (!__hasOwnProp.call(to, key) && key !== except)
        __defProp(to, key, { get: () => from[key], enumerable: !(desc = __getOwnPropDesc(from, key)) || desc.enumerable });
  }
  return to;
};
var __toCommonJS = (mod) => __copyProps(__defProp({}, "__esModule", { value: true }), mod);

// hooks/entry.ts
var entry_exports = {};
module.exports = __toCommonJS(entry_exports);
var import_node_fs = require("node:fs");
var MAX_STDIN_BYTES = 1024 * 1024;
var MAX_DRAIN_BYTES = 4 * MAX_STDIN_BYTES;
var STDIN_WAIT_MS = 2e3;
var MIN_NODE = [22, 13];
var WATCHDOG_MS = { "session-start": 4e3, "user-prompt-submit": 4e3, stop: 9e3, "pre-tool-use": 4e3 };
var truthy = (v) => v !== void 0 && /^(1|true|yes|on)$/i.test(v.trim());
var pause = new Int32Array(new SharedArrayBuffer(4));
var sleep = (ms) => Atomics.wait(pause, 0, 0, ms);
var errorCode = (error) => error == null ? void 0 : error.code;
function writeAll(text) {
  const bytes = Buffer.from(text, "utf8");
  for (let offset = 0; offset < bytes.length; ) {
    try {
      offset += (0, import_node_fs.writeSync)(1, bytes, offset, bytes.length - offset);
    } catch (error) {
      if (errorCode(error) !== "EAGAIN") return;
      sleep(1);
    }
  }
}
function finish(stdout) {
  if (stdout) writeAll(stdout.endsWith("\n") ? stdout : `${stdout}
`);
  process.exit(0);
}
function debug(reason) {
  if (truthy(process.env.NUZO_DEBUG)) {
    try {
      (0, import_node_fs.writeSync)(2, `nuzo hook: ${reason}
`);
    } catch {
    }
  }
}
function openStdin() {
  try {
    const stat = (0, import_node_fs.fstatSync)(0);
    if (stat.isFIFO() || stat.isCharacterDevice()) return { fd: (0, import_node_fs.openSync)("/proc/self/fd/0", import_node_fs.constants.O_RDONLY | import_node_fs.constants.O_NONBLOCK), own: true };
  } catch {
  }
  return { fd: 0, own: false };
}
function readStdin() {
  const { fd, own } = openStdin();
  const deadline = Date.now() + STDIN_WAIT_MS;
  const chunks = [];
  const buffer = Buffer.allocUnsafe(64 * 1024);
  let size = 0;
  try {
    for (; ; ) {
      if (Date.now() >= deadline) return null;
      let n;
      try {
        n = (0, import_node_fs.readSync)(fd, buffer, 0, buffer.length, null);
      } catch (error) {
        const code = errorCode(error);
        if (code === "EAGAIN" && Date.now() < deadline) {
          sleep(1);
          continue;
        }
        if (code === "EOF") break;
        return null;
      }
      if (n === 0) break;
      size += n;
      if (size > MAX_DRAIN_BYTES) return null;
      if (size <= MAX_STDIN_BYTES) chunks.push(Buffer.from(buffer.subarray(0, n)));
    }
  } finally {
    if (own) try {
      (0, import_node_fs.closeSync)(fd);
    } catch {
    }
  }
  return size > MAX_STDIN_BYTES ? null : Buffer.concat(chunks).toString("utf8");
}
function nuzoHomeDir() {
  var _a;
  return ((_a = process.env.NUZO_HOME) == null ? void 0 : _a.trim()) || (process.env.HOME ? `${process.env.HOME}/.nuzo` : "");
}
function guardsIndexed() {
  const home = nuzoHomeDir();
  return home !== "" && (0, import_node_fs.existsSync)(`${home}/memory/guards.json`);
}
function nodeTooOld() {
  const [major, minor] = process.versions.node.split(".").map(Number);
  return major < MIN_NODE[0] || major === MIN_NODE[0] && minor < MIN_NODE[1];
}
var CLAUDE_CACHE_NOTE = " Claude Code then keeps Nuzo's tools off for up to 15 minutes: delete ~/.claude/mcp-needs-auth-cache.json to retry at once.";
function oldNodeNotice() {
  const context = `Nuzo needs Node >= ${MIN_NODE.join(".")} (found ${process.version}); memory is off for this session.`;
  if (!firstNoticeFor(process.version)) return context;
  return JSON.stringify({
    systemMessage: `Nuzo is off: the node on PATH is ${process.version} and Nuzo needs ${MIN_NODE.join(".")} or newer. Install Node 22.13+ or 24 and start a new session.${process.env.PLUGIN_ROOT ? "" : CLAUDE_CACHE_NOTE}`,
    hookSpecificOutput: { hookEventName: "SessionStart", additionalContext: context }
  });
}
function firstNoticeFor(version) {
  var _a;
  const home = ((_a = process.env.NUZO_HOME) == null ? void 0 : _a.trim()) || (process.env.HOME ? `${process.env.HOME}/.nuzo` : "");
  if (!home) return true;
  const mark = `${home}/logs/old-node-notice-${process.env.PLUGIN_ROOT ? "codex" : "claude"}`;
  try {
    if ((0, import_node_fs.readFileSync)(mark, "utf8") === version) return false;
  } catch {
  }
  try {
    (0, import_node_fs.mkdirSync)(`${home}/logs`, { recursive: true, mode: 448 });
    (0, import_node_fs.writeFileSync)(mark, version, { mode: 384 });
  } catch {
  }
  return true;
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
function loadRuntime(event) {
  var _a, _b;
  try {
    (_b = (_a = require("node:module")).enableCompileCache) == null ? void 0 : _b.call(_a);
  } catch {
  }
  if (event === "stop" && !process.execArgv.includes("--no-regexp-tier-up")) {
    try {
      require("node:v8").setFlagsFromString("--no-regexp-tier-up");
    } catch {
    }
  }
  return require("./hook-runtime.cjs");
}
async function main() {
  const event = (process.argv[2] ?? "").toLowerCase();
  if (!(event in WATCHDOG_MS)) return finish("");
  const startedAt = Math.round(Date.now() - process.uptime() * 1e3);
  setTimeout(() => {
    debug("watchdog");
    process.exit(0);
  }, WATCHDOG_MS[event]).unref();
  const stdin = readStdin();
  if (truthy(process.env.NUZO_DISABLED)) return finish("");
  if (event === "pre-tool-use" && !guardsIndexed() && !/guard(?:\s|\\[tn])+(?:add|remove|rm)\b/.test(stdin ?? "")) return finish("");
  if (nodeTooOld()) return finish(event === "session-start" ? oldNodeNotice() : "");
  if (stdin === null || stdin.trim() === "") {
    debug("stdin empty, unreadable or over 1 MiB");
    return finish("");
  }
  const outcome = await loadRuntime(event).runHook(event, stdin, process.env, startedAt);
  finish(safeOutput(event, typeof (outcome == null ? void 0 : outcome.stdout) === "string" ? outcome.stdout : ""));
}
main().catch((error) => {
  debug(String((error == null ? void 0 : error.message) ?? error).split("\n")[0]);
  finish("");
});
