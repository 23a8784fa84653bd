"use strict";
var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __hasOwnProp = Object.prototype.hasOwnProperty;
var __export = (target, all) => {
  for (var name in all)
    __defProp(target, name, { get: all[name], enumerable: true });
};
var __copyProps = (to, from, except, desc) => {
  if (from && typeof from === "object" || typeof from === "function") {
    for (let key of __getOwnPropNames(from))
      if (!__hasOwnProp.call(to, key) && key !== except)
        __defProp(to, key, { get: () => from[key], enumerable: !(desc = __getOwnPropDesc(from, key)) || desc.enumerable });
  }
  return to;
};
var __toCommonJS = (mod) => __copyProps(__defProp({}, "__esModule", { value: true }), mod);

// hooks/pre-tool.ts
var pre_tool_exports = {};
__export(pre_tool_exports, {
  runPreToolHook: () => runPreToolHook
});
module.exports = __toCommonJS(pre_tool_exports);

// lib/guards/index-file.ts
var import_node_fs = require("node:fs");
var import_node_path = require("node:path");
var INDEX_VERSION = 1;
var INDEX_MAX_BYTES = 512 * 1024;
function guardIndexPath(home) {
  return (0, import_node_path.join)(home, "memory", "guards.json");
}
function readGuardIndex(home) {
  let text;
  try {
    text = (0, import_node_fs.readFileSync)(guardIndexPath(home), "utf8");
  } catch {
    return null;
  }
  if (text.length > INDEX_MAX_BYTES) return null;
  try {
    const parsed = JSON.parse(text);
    if (parsed.version !== INDEX_VERSION || !Array.isArray(parsed.guards)) return null;
    return parsed.guards.filter(isActiveGuard);
  } catch {
    return null;
  }
}
function isActiveGuard(value) {
  const g = value;
  return !!g && typeof g.id === "string" && typeof g.memory_id === "string" && typeof g.scope === "string" && g.tool === "shell" && typeof g.pattern === "string" && (g.action === "deny" || g.action === "ask");
}

// lib/guards/match.ts
var GUARD_COMMAND_MAX_CHARS = 8192;
function matchGuards(guards, call, scopes) {
  const command = call.command.slice(0, GUARD_COMMAND_MAX_CHARS);
  let ask = null;
  for (const guard of guards) {
    if (guard.tool !== call.tool || !scopes.includes(guard.scope)) continue;
    let found;
    try {
      found = new RegExp(guard.pattern).exec(command);
    } catch {
      continue;
    }
    if (!found) continue;
    const hit = { guard, matched: found[0] };
    if (guard.action === "deny") return hit;
    ask ??= hit;
  }
  return ask;
}
function shellCommandOf(toolName, toolInput) {
  if (toolName !== "Bash" && toolName !== "shell" && toolName !== "exec_command") return null;
  if (!toolInput || typeof toolInput !== "object") return null;
  const command = toolInput.command ?? toolInput.cmd;
  if (typeof command === "string") return command;
  if (Array.isArray(command) && command.every((part) => typeof part === "string")) return command.join(" ");
  return null;
}

// lib/paths.ts
var import_node_os = require("node:os");
var import_node_path2 = require("node:path");
function nuzoHome(env = process.env) {
  const fromEnv = env.NUZO_HOME?.trim();
  return fromEnv ? (0, import_node_path2.resolve)(fromEnv) : (0, import_node_path2.join)((0, import_node_os.homedir)(), ".nuzo");
}

// nuzo-lazy-pre-tool-check:pre-tool-check
function confirmGuardHit(call, startedAt) {
  return require("./hook-pre-tool-check.cjs").confirmGuardHit(call, startedAt);
}

// lib/hooks/pre-tool.ts
function parsePreToolInput(text) {
  let raw;
  try {
    const parsed = JSON.parse(text);
    if (!parsed || typeof parsed !== "object" || Array.isArray(parsed)) return null;
    raw = parsed;
  } catch {
    return null;
  }
  const str = (key) => typeof raw[key] === "string" && raw[key].length > 0 ? raw[key] : null;
  return { session_id: str("session_id"), transcript_path: str("transcript_path"), cwd: str("cwd"), tool_name: str("tool_name"), tool_input: raw.tool_input };
}
function runPreToolHook(stdinText, env, startedAt = Date.now()) {
  try {
    const home = nuzoHome(env);
    const indexed = readGuardIndex(home) ?? [];
    const input = parsePreToolInput(stdinText);
    const command = input ? shellCommandOf(input.tool_name, input.tool_input) : null;
    if (!input || command === null) return { stdout: "" };
    if (changesGuards(command)) {
      return { stdout: JSON.stringify({ hookSpecificOutput: { hookEventName: "PreToolUse", permissionDecision: "deny", permissionDecisionReason: GUARD_COMMAND_REASON } }) };
    }
    if (indexed.length === 0) return { stdout: "" };
    if (!matchGuards(indexed, { tool: "shell", command }, [...new Set(indexed.map((g) => g.scope))])) return { stdout: "" };
    return confirmGuardHit({ home, env, command, cwd: input.cwd, session_id: input.session_id, transcript_path: input.transcript_path }, startedAt);
  } catch {
    return { stdout: "" };
  }
}
var GUARD_CHANGE_RE = /(?:\bnuzo\b|cli\.js\b)[^;&|\n]{0,200}?\bguard\s+(?:add|remove|rm)\b/;
function changesGuards(command) {
  return GUARD_CHANGE_RE.test(command.slice(0, 8192));
}
var GUARD_COMMAND_REASON = `Nuzo: only the user adds or removes a guard, in their own terminal (a guard confirmed through the agent would not be the user's). Tell the user the command instead of running it.`;
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  runPreToolHook
});
