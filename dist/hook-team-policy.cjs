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

// lib/team/policy-check.ts
var policy_check_exports = {};
__export(policy_check_exports, {
  assertTeamPolicy: () => assertTeamPolicy
});
module.exports = __toCommonJS(policy_check_exports);

// lib/errors.ts
var NuzoError = class extends Error {
  code;
  details;
  constructor(code, message, details = {}, options) {
    super(message, options);
    this.name = "NuzoError";
    this.code = code;
    this.details = details;
  }
  toJSON() {
    return { code: this.code, message: this.message, details: this.details };
  }
};

// lib/limits.ts
var LIMITS = {
  contentMaxChars: 8e3,
  // Tag and source bounds are upstream Nuzo 1.2's (fabionfsc/nuzo-memory), so anything it
  // stores can be imported here and exported back unchanged.
  tagMaxChars: 64,
  tagsMax: 32,
  sourceMaxChars: 256,
  reasonMaxChars: 500,
  queryMaxChars: 2e3,
  queryMaxTerms: 12,
  recallMaxLimit: 50,
  recallDefaultLimit: 8,
  recallHookMinLimit: 1,
  recallHookMaxLimit: 8,
  listMaxLimit: 500,
  agentNameMaxChars: 64,
  importMaxItems: 1e6,
  // One MCP message on stdin (a line of JSON-RPC); larger ones are refused and discarded.
  mcpMessageMaxBytes: 8 * 1024 * 1024,
  draftExpiryDays: 14,
  traceRetentionDays: 30
};

// lib/policy/content.ts
var LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
function validateContent(text) {
  if (typeof text !== "string") throw new NuzoError("INVALID_INPUT", "Content must be a string.", { field: "content" });
  if (text.includes("\0")) throw new NuzoError("INVALID_INPUT", "Content must not contain NUL characters.", { field: "content" });
  if (LONE_SURROGATE.test(text)) throw new NuzoError("INVALID_INPUT", "Content must be well-formed Unicode.", { field: "content" });
  const trimmed = text.trim();
  if (trimmed.length === 0) throw new NuzoError("CONTENT_EMPTY", "Content must not be empty.", { field: "content" });
  if (trimmed.length > LIMITS.contentMaxChars) {
    throw new NuzoError("CONTENT_TOO_LONG", `Content must be at most ${LIMITS.contentMaxChars} characters.`, { field: "content", max_chars: LIMITS.contentMaxChars });
  }
  return trimmed;
}

// lib/policy/tags.ts
var TAG = /^[a-z0-9._:-]+$/;
function normalizeTags(tags) {
  const list = typeof tags === "string" ? tags.split(",") : tags;
  if (!Array.isArray(list)) throw new NuzoError("INVALID_TAGS", "Tags must be an array of strings.");
  const out = [];
  for (const raw of list) {
    if (typeof raw !== "string") throw new NuzoError("INVALID_TAGS", "Tags must be an array of strings.");
    const tag = raw.normalize("NFKC").trim().toLowerCase().replace(/\s+/g, "-");
    if (tag === "") continue;
    if (tag.length > LIMITS.tagMaxChars) {
      throw new NuzoError("INVALID_TAGS", `Each tag must be at most ${LIMITS.tagMaxChars} characters.`, { max_chars: LIMITS.tagMaxChars });
    }
    if (!TAG.test(tag)) throw new NuzoError("INVALID_TAGS", 'Tags may contain only a-z, 0-9, ".", "_", ":" and "-".', { allowed: "[a-z0-9._:-]" });
    if (!out.includes(tag)) out.push(tag);
  }
  if (out.length > LIMITS.tagsMax) throw new NuzoError("INVALID_TAGS", `At most ${LIMITS.tagsMax} tags are allowed.`, { max_tags: LIMITS.tagsMax });
  return out;
}

// nuzo-lazy-policy:policy
var policy;
var load = () => policy ??= require("./hook-policy.cjs");
function assertContentAllowed(...args) {
  return load().assertContentAllowed(...args);
}
function assertRecordAllowed(...args) {
  return load().assertRecordAllowed(...args);
}

// lib/memory/validate.ts
function prepareContent(content) {
  const text = validateContent(content);
  assertContentAllowed(text);
  return text;
}
function assertRecordFieldsAllowed(record) {
  assertRecordAllowed(record, { contentChecked: true });
}
function prepareTags(tags) {
  const normalized = normalizeTags(tags ?? []);
  if (normalized.length) assertShortAllowed(normalized.join(" "));
  return normalized;
}
var acceptedShort = /* @__PURE__ */ new Set();
function assertShortAllowed(text) {
  if (acceptedShort.has(text)) return;
  assertContentAllowed(text);
  if (text.length > 400) return;
  if (acceptedShort.size >= 2048) acceptedShort.clear();
  acceptedShort.add(text);
}
function validateSource(source, fallback) {
  if (source === void 0 || source === null || source === "") return fallback;
  if (typeof source !== "string" || source.length > LIMITS.sourceMaxChars || /[\u0000-\u001f]/.test(source)) {
    throw new NuzoError("INVALID_INPUT", `Source must be a short single-line string (<= ${LIMITS.sourceMaxChars} chars).`, { field: "source" });
  }
  assertShortAllowed(source);
  return source;
}

// lib/team/format.ts
var TEAM_FILE = "team.ndjson";
var TEAM_ATTRIBUTES = `# Nuzo team memory: one memory per line, so git can merge additions from both sides.
${TEAM_FILE} merge=union
`;
var TEAM_MAX_BYTES = 1024 * 1024;

// lib/team/record.ts
var TEAM_SOURCE = "nuzo:team";

// lib/team/policy-check.ts
function assertTeamPolicy(m) {
  prepareContent(m.content);
  prepareTags(m.tags);
  validateSource(m.source, TEAM_SOURCE);
  assertRecordFieldsAllowed({ content: m.content, scope: m.scope, tags: m.tags, source: m.source, kind: m.kind });
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  assertTeamPolicy
});
