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

// hooks/runtime.ts
var runtime_exports = {};
__export(runtime_exports, {
  runHook: () => runHook
});
module.exports = __toCommonJS(runtime_exports);
var BUNDLES = {
  "session-start": () => require("./hook-session-start.cjs").runSessionStartHook,
  stop: () => require("./hook-stop.cjs").runStopHook,
  "user-prompt-submit": () => require("./hook-prompt.cjs").runPromptRecallHook,
  "pre-tool-use": () => require("./hook-pre-tool.cjs").runPreToolHook
};
function runHook(event, stdinText, env, startedAt) {
  const run = Object.hasOwn(BUNDLES, event) ? BUNDLES[event]() : null;
  if (typeof run !== "function") return { stdout: "", exitCode: 0 };
  return { stdout: run(stdinText, env, startedAt).stdout, exitCode: 0 };
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  runHook
});
