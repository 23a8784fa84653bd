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

// lib/policy/gate.ts
var BREAKS = [" ", "	", "\n", "\r", "\v", "\f"];
var NONE = { minRun: 0, minDigits: 0 };
var UNKNOWN = /* @__PURE__ */ Symbol("unknown construct");
var QUANTIFIER = /\{(\d+)(?:,(\d*))?\}/y;
var LOOKAROUND = /\?<?[=!]/y;
function parse(source) {
  let i = 0;
  function alternation() {
    let best = sequence();
    while (source[i] === "|") {
      i++;
      const next = sequence();
      best = { min: Math.min(best.min, next.min), digits: Math.min(best.digits, next.digits), ws: best.ws || next.ws };
    }
    return best;
  }
  function sequence() {
    const out = { min: 0, digits: 0, ws: false };
    while (i < source.length && source[i] !== "|" && source[i] !== ")") {
      const a = quantified(atom());
      out.min += a.min;
      out.digits += a.digits;
      out.ws ||= a.ws;
    }
    return out;
  }
  function quantified(a) {
    const c = source[i];
    let lo = 1;
    if (c === "*" || c === "?") {
      lo = 0;
      i++;
    } else if (c === "+") {
      lo = 1;
      i++;
    } else if (c === "{") {
      QUANTIFIER.lastIndex = i;
      const m = QUANTIFIER.exec(source);
      if (!m) throw UNKNOWN;
      lo = Number(m[1]);
      i += m[0].length;
    } else return a;
    if (source[i] === "?") i++;
    return { min: a.min * lo, digits: a.digits * lo, ws: a.ws };
  }
  function atom() {
    const c = source[i];
    if (c === "(") {
      i++;
      let look = false;
      if (source.startsWith("?:", i)) i += 2;
      else if (LOOKAROUND.lastIndex = i, LOOKAROUND.test(source)) {
        look = true;
        i += source[i + 1] === "<" ? 3 : 2;
      } else if (source.startsWith("?<", i)) i = source.indexOf(">", i) + 1;
      else if (source[i] === "?") throw UNKNOWN;
      const inner = alternation();
      if (source[i] !== ")") throw UNKNOWN;
      i++;
      return look ? { min: 0, digits: 0, ws: false } : inner;
    }
    if (c === "[") return charClass();
    if (c === "\\") return escape();
    i++;
    if (c === "^" || c === "$") return { min: 0, digits: 0, ws: false };
    if (c === ".") return { min: 1, digits: 0, ws: true };
    if ("*+?{}".includes(c)) throw UNKNOWN;
    return { min: 1, digits: /[0-9]/.test(c) ? 1 : 0, ws: BREAKS.includes(c) };
  }
  function escape() {
    const c = source[i + 1];
    if (c === void 0) throw UNKNOWN;
    i += 2;
    if (c === "b" || c === "B") return { min: 0, digits: 0, ws: false };
    if (c === "d") return { min: 1, digits: 1, ws: false };
    if (c === "w" || c === "S") return { min: 1, digits: 0, ws: false };
    if (c === "s" || c === "W" || c === "D") return { min: 1, digits: 0, ws: true };
    if (/[1-9]/.test(c)) return { min: 0, digits: 0, ws: true };
    if (c === "p" || c === "P" || c === "u" || c === "x" || c === "c" || c === "k") throw UNKNOWN;
    if ("tnrvf".includes(c)) return { min: 1, digits: 0, ws: true };
    if (/[0A-Za-z]/.test(c)) throw UNKNOWN;
    return { min: 1, digits: 0, ws: BREAKS.includes(c) };
  }
  function charClass() {
    i++;
    const negated = source[i] === "^";
    if (negated) i++;
    let ws = false;
    let spaceClass = false;
    let digitsOnly = true;
    const member = () => {
      const c = source[i];
      if (c !== "\\") {
        i++;
        return c.charCodeAt(0);
      }
      const e = source[i + 1];
      i += 2;
      if (e === void 0) throw UNKNOWN;
      if (e === "d") return -1;
      if (e === "w" || e === "S") {
        digitsOnly = false;
        return -1;
      }
      if (e === "s") {
        spaceClass = true;
        ws = true;
        digitsOnly = false;
        return -1;
      }
      if (e === "W" || e === "D") {
        ws = true;
        digitsOnly = false;
        return -1;
      }
      const control = "tnrvf".indexOf(e);
      if (control >= 0) return [9, 10, 13, 11, 12][control];
      if (e === "b") return 8;
      if (/[A-Za-z0-9]/.test(e)) throw UNKNOWN;
      return e.charCodeAt(0);
    };
    while (i < source.length && source[i] !== "]") {
      const lo = member();
      let hi = lo;
      if (source[i] === "-" && source[i + 1] !== "]" && i + 1 < source.length) {
        i++;
        hi = member();
        if (lo < 0 || hi < 0) throw UNKNOWN;
      }
      if (lo < 0) continue;
      if (!(lo >= 48 && hi <= 57)) digitsOnly = false;
      if (lo <= 32 && hi >= 32 || lo <= 13 && hi >= 9) ws = true;
    }
    if (source[i] !== "]") throw UNKNOWN;
    i++;
    if (negated) return { min: 1, digits: 0, ws: !spaceClass };
    return { min: 1, digits: digitsOnly ? 1 : 0, ws };
  }
  const node = alternation();
  if (i !== source.length) throw UNKNOWN;
  return node;
}
var known = /* @__PURE__ */ new WeakMap();
function gateOf(pattern) {
  let gate = known.get(pattern);
  if (gate) return gate;
  try {
    if (pattern.flags.includes("u") || pattern.flags.includes("v") || pattern.flags.includes("s") || pattern.flags.includes("x")) gate = NONE;
    else {
      const node = parse(pattern.source);
      gate = { minRun: node.ws ? 0 : node.min, minDigits: node.digits };
    }
  } catch (error) {
    if (error !== UNKNOWN) throw error;
    gate = NONE;
  }
  known.set(pattern, gate);
  return gate;
}
var lastText = null;
var lastFacts = { longestRun: 0, digits: 0 };
function isBreak(c) {
  return c === 32 || c >= 9 && c <= 13;
}
function factsOf(text) {
  if (text === lastText) return lastFacts;
  let longest = 0;
  let run = 0;
  let digits = 0;
  for (let k = 0; k < text.length; k++) {
    const c = text.charCodeAt(k);
    if (isBreak(c)) {
      if (run > longest) longest = run;
      run = 0;
      continue;
    }
    run++;
    if (c >= 48 && c <= 57) digits++;
  }
  if (run > longest) longest = run;
  lastText = text;
  lastFacts = { longestRun: longest, digits };
  return lastFacts;
}

// lib/policy/types.ts
var MAX_MATCHES_PER_RULE = 64;
function matchesRule(rule, text) {
  const re = rule.pattern;
  re.lastIndex = 0;
  for (let i = 0; i < MAX_MATCHES_PER_RULE; i++) {
    const m = re.exec(text);
    if (!m) return false;
    if (m[0].length === 0) re.lastIndex++;
    if (!rule.accept || rule.accept(m, text)) {
      re.lastIndex = 0;
      return true;
    }
  }
  re.lastIndex = 0;
  return false;
}
function fromRows(rows) {
  return rows.map((row) => ({
    id: row.id,
    category: row.category,
    message: row.message,
    get gate() {
      return gateOf(row.pattern);
    },
    detect: (text, lower) => (!row.hints || row.hints.some((h) => lower.includes(h))) && matchesRule(row, text)
  }));
}

// lib/policy/entropy.ts
function shannonEntropy(value) {
  if (value.length === 0) return 0;
  const counts = /* @__PURE__ */ new Map();
  for (const ch of value) counts.set(ch, (counts.get(ch) ?? 0) + 1);
  let bits = 0;
  for (const n of counts.values()) {
    const p = n / value.length;
    bits -= p * Math.log2(p);
  }
  return bits;
}
function charClasses(value) {
  return (/[a-z]/.test(value) ? 1 : 0) + (/[A-Z]/.test(value) ? 1 : 0) + (/[0-9]/.test(value) ? 1 : 0) + (/[^A-Za-z0-9]/.test(value) ? 1 : 0);
}
var HEX = /^[0-9a-fA-F]+$/;
function looksRandom(value, minLength = 16) {
  if (value.length < minLength) return false;
  if (isPlaceholder(value)) return false;
  const bits = shannonEntropy(value);
  if (HEX.test(value)) return /[0-9]/.test(value) && /[a-fA-F]/.test(value) && bits >= 3;
  if (charClasses(value) < 2 || !/[0-9]/.test(value) && charClasses(value) < 3) return false;
  return bits >= Math.min(4, Math.log2(value.length) * 0.8);
}
var PLACEHOLDER_WORDS = /* @__PURE__ */ new Set([
  "password",
  "passwd",
  "pass",
  "secret",
  "token",
  "apikey",
  "api_key",
  "key",
  "changeme",
  "change_me",
  "redacted",
  "hidden",
  "masked",
  "example",
  "sample",
  "dummy",
  "placeholder",
  "none",
  "null",
  "undefined",
  "empty",
  "todo",
  "tbd",
  "your_password",
  "yourpassword",
  "your-password",
  "mypassword",
  "my_password",
  "your_token",
  "your_api_key",
  "your-api-key",
  "yourtoken",
  "your_secret",
  "xxx",
  "string",
  "value",
  "username",
  "user",
  "test",
  "foo",
  "bar"
]);
function isPlaceholder(value) {
  const v = value.trim();
  if (v.length === 0) return true;
  if (/^(\$\{?[A-Za-z_]|\{\{?|<|%[sd(]|\[\[|@@|__[A-Z])/.test(v)) return true;
  if (/^([*.xX#•_-])\1{2,}$/.test(v) || /^(x+|X+|\*+|\.+|0+|1234(5678?)?)$/.test(v)) return true;
  if (/^(your|my|the|some|example|sample|dummy|fake)[_-]?[a-z_-]*$/i.test(v) && /^[A-Za-z_-]+$/.test(v)) return true;
  if (/(^|[^a-z])(example|placeholder|redacted|dummy|changeme|xxxx|fake|not[_-]?a[_-]?real|replace[_-]?(?:me|with))([^a-z]|$)/i.test(v)) return true;
  if (/^(?:foo|bar|baz|qux)(?:[-_.](?:foo|bar|baz|qux))*$/i.test(v)) return true;
  return PLACEHOLDER_WORDS.has(v.toLowerCase());
}
function isReference(value) {
  const v = value.trim();
  if (/^(\$|%[A-Z_]+%$|process\.env|import\.meta\.env|os\.environ|os\.getenv|env\.|ENV\[|secrets\.|vault:|op:\/\/|arn:aws:|projects\/[^/]+\/secrets)/i.test(v)) return true;
  if (/^[A-Z][A-Z0-9]*(_[A-Z0-9]+)+$/.test(v)) return true;
  return false;
}

// lib/policy/secrets.ts
var msg = (what) => `The text contains what looks like ${what}.`;
var random = (group, min = 16) => (m) => looksRandom(m[group] ?? "", min);
var realBody = (m) => !/[xX]{10,}|PUT_YOUR|_HERE\b/.test(m[0]);
var SECRET_RULES = [
  {
    id: "private-key-block",
    category: "private_key",
    message: msg("a private key"),
    pattern: /-----BEGIN ((?:RSA|DSA|EC|OPENSSH|ENCRYPTED|PGP|SSH2) )?PRIVATE KEY(?: BLOCK)?-----(?:\\[nr]|\s)*([A-Za-z0-9+/=]{16,})/g,
    accept: (m) => !/^(x+|X+|[A-Za-z]=*)$/.test(m[2] ?? "") && (m[2] ?? "").length >= 24
  },
  { id: "putty-private-key", category: "private_key", message: msg("a private key"), pattern: /PuTTY-User-Key-File-\d: /g },
  { id: "age-secret-key", category: "private_key", message: msg("a private key"), pattern: /\bAGE-SECRET-KEY-1[0-9A-Z]{50,}\b/g },
  {
    id: "hex-private-key",
    category: "private_key",
    message: msg("a private key"),
    pattern: /\b0x[0-9a-fA-F]{64}\b/g,
    accept: (m) => /[a-f]/.test(m[0].slice(2)) && /[A-F]/.test(m[0].slice(2))
  },
  { id: "github-token", category: "github", message: msg("a GitHub token"), pattern: /(?<![A-Za-z0-9])gh[pousr]_[A-Za-z0-9_]{30,}/g },
  { id: "github-fine-grained-token", category: "github", message: msg("a GitHub token"), pattern: /(?<![A-Za-z0-9])github_pat_[A-Za-z0-9_]{40,}/g },
  {
    id: "gitlab-token",
    category: "gitlab",
    message: msg("a GitLab token"),
    pattern: /(?<![A-Za-z0-9])(?:glpat|gldt|glptt|glrt|glsoat|glcbt|glft|glimt|glagent|gloas|glffct)-[A-Za-z0-9_-]{20,}/g
  },
  { id: "gitlab-runner-token", category: "gitlab", message: msg("a GitLab token"), pattern: /\bGR1348941[A-Za-z0-9_-]{20,}/g },
  { id: "slack-token", category: "slack", message: msg("a Slack token"), pattern: /(?<![A-Za-z0-9])xox[abposre](?:\.xox[bp])?-[A-Za-z0-9-]{10,}/g },
  { id: "slack-app-token", category: "slack", message: msg("a Slack token"), pattern: /(?<![A-Za-z0-9])xapp-\d-[A-Za-z0-9]+-\d+-[A-Za-z0-9]{16,}/g },
  {
    id: "slack-webhook",
    category: "slack",
    message: msg("a Slack webhook URL"),
    pattern: /hooks\.slack\.com\/(?:services|workflows|triggers)\/[A-Za-z0-9+/_-]{20,}/g
  },
  { id: "aws-access-key-id", category: "aws", message: msg("an AWS access key"), pattern: /(?<![A-Za-z0-9])(?:AKIA|ASIA|ABIA|ACCA|A3T[A-Z0-9])[A-Z0-9]{16}(?![A-Za-z0-9])/g },
  {
    id: "aws-secret-access-key",
    category: "aws",
    message: msg("an AWS secret key"),
    pattern: /(?:aws|secret)[\w.-]{0,30}(?:key|secret)[\w"']{0,4}\W{0,8}(?:is\s+|to\s+|=\s*|:\s*)?["']?([A-Za-z0-9/+]{40})(?![A-Za-z0-9/+])/gi,
    accept: random(1, 40)
  },
  { id: "gcp-api-key", category: "gcp", message: msg("a Google API key"), pattern: /(?<![A-Za-z0-9])AIza[0-9A-Za-z_-]{30,}/g },
  { id: "gcp-oauth-secret", category: "gcp", message: msg("a Google OAuth secret"), pattern: /(?<![A-Za-z0-9])GOCSPX-[A-Za-z0-9_-]{20,}/g },
  { id: "gcp-oauth-token", category: "gcp", message: msg("a Google OAuth token"), pattern: /(?<![A-Za-z0-9])(?:ya29\.[A-Za-z0-9_-]{30,}|1\/\/0[A-Za-z0-9_-]{30,})/g },
  {
    id: "gcp-service-account",
    category: "gcp",
    message: msg("a service-account key"),
    pattern: /"private_key"\s*:\s*"-----BEGIN[^"]{0,40}\\n([A-Za-z0-9+/=]{24,})/g
  },
  {
    id: "azure-storage-key",
    category: "azure",
    message: msg("an Azure key"),
    pattern: /\b(?:AccountKey|SharedAccessKey|SharedAccessSignature)=([A-Za-z0-9+/%=]{20,})/g
  },
  { id: "azure-sas-signature", category: "azure", message: msg("an Azure signed URL"), pattern: /[?&]sig=([A-Za-z0-9%+/=]{30,})/g },
  { id: "azure-client-secret", category: "azure", message: msg("an Azure client secret"), pattern: /(?<![A-Za-z0-9])[A-Za-z0-9_~.]{3}\dQ~[A-Za-z0-9_~.-]{31,34}(?![A-Za-z0-9_~.-])/g },
  { id: "stripe-key", category: "stripe", message: msg("a Stripe secret key"), pattern: /(?<![A-Za-z0-9])(?:sk|rk)_(?:live|test|prod)_[A-Za-z0-9]{20,}/g },
  { id: "stripe-webhook-secret", category: "stripe", message: msg("a Stripe webhook secret"), pattern: /(?<![A-Za-z0-9])whsec_[A-Za-z0-9]{24,}/g },
  { id: "anthropic-key", category: "anthropic", message: msg("an Anthropic API key"), pattern: /(?<![A-Za-z0-9])sk-ant-(?:api|admin|sid|oat)\d{2}-[A-Za-z0-9_-]{20,}/g },
  {
    id: "openai-key",
    category: "openai",
    message: msg("an OpenAI API key"),
    pattern: /(?<![A-Za-z0-9-])sk-(?:(?:proj|svcacct|admin|None)-)?([A-Za-z0-9_-]{20,})/g,
    accept: random(1, 20)
  },
  { id: "groq-key", category: "groq", message: msg("an API key"), pattern: /(?<![A-Za-z0-9])gsk_[A-Za-z0-9]{40,}/g },
  { id: "npm-token", category: "npm", message: msg("an npm token"), pattern: /(?<![A-Za-z0-9])npm_[A-Za-z0-9]{36}(?![A-Za-z0-9])/g },
  { id: "pypi-token", category: "pypi", message: msg("a PyPI token"), pattern: /(?<![A-Za-z0-9])pypi-Ag[A-Za-z0-9_-]{40,}/g },
  { id: "twilio-key", category: "twilio", message: msg("a Twilio credential"), pattern: /(?<![A-Za-z0-9])SK[0-9a-fA-F]{32}(?![A-Za-z0-9])/g },
  { id: "sendgrid-key", category: "sendgrid", message: msg("a SendGrid API key"), pattern: /(?<![A-Za-z0-9])SG\.[A-Za-z0-9_-]{16,}\.[A-Za-z0-9_-]{20,}/g },
  { id: "mailgun-key", category: "mailgun", message: msg("a Mailgun API key"), pattern: /(?<![A-Za-z0-9-])key-[0-9a-f]{32}(?![A-Za-z0-9])/g },
  { id: "mailchimp-key", category: "mailchimp", message: msg("an API key"), hints: ["-us"], pattern: /(?<![A-Za-z0-9])[0-9a-f]{32}-us\d{1,2}(?![A-Za-z0-9])/g },
  {
    id: "discord-bot-token",
    category: "discord",
    message: msg("a Discord bot token"),
    pattern: /(?<![A-Za-z0-9_-])[MNO][A-Za-z0-9_-]{23,27}\.[A-Za-z0-9_-]{6}\.[A-Za-z0-9_-]{27,40}(?![A-Za-z0-9_-])/g,
    accept: (m) => /[0-9]/.test(m[0]) && /[a-z]/.test(m[0]) && /[A-Z]/.test(m[0].slice(1))
  },
  { id: "discord-webhook", category: "discord", message: msg("a Discord webhook URL"), pattern: /discord(?:app)?\.com\/api\/webhooks\/\d+\/[A-Za-z0-9_-]{30,}/g },
  { id: "telegram-bot-token", category: "telegram", message: msg("a Telegram bot token"), pattern: /(?<![A-Za-z0-9])\d{8,10}:AA[A-Za-z0-9_-]{30,40}(?![A-Za-z0-9_-])/g },
  { id: "shopify-token", category: "shopify", message: msg("a Shopify token"), pattern: /(?<![A-Za-z0-9])shp(?:at|ca|pa|ss)_[A-Za-z0-9]{32,}/g },
  { id: "heroku-key", category: "heroku", message: msg("a Heroku API key"), pattern: /(?<![A-Za-z0-9])HRKU-[A-Za-z0-9_-]{40,}/g },
  { id: "digitalocean-token", category: "digitalocean", message: msg("a DigitalOcean token"), pattern: /(?<![A-Za-z0-9])do[opr]_v1_[a-f0-9]{64}/g },
  { id: "linear-key", category: "linear", message: msg("a Linear API key"), pattern: /(?<![A-Za-z0-9])lin_(?:api|oauth)_[A-Za-z0-9]{32,}/g },
  { id: "notion-token", category: "notion", message: msg("a Notion token"), pattern: /(?<![A-Za-z0-9])(?:ntn_\d{11}[A-Za-z0-9]{32,}|secret_[A-Za-z0-9]{43})(?![A-Za-z0-9])/g },
  { id: "huggingface-token", category: "huggingface", message: msg("a Hugging Face token"), pattern: /(?<![A-Za-z0-9])(?:hf_|api_org_)[A-Za-z0-9]{30,}/g },
  { id: "databricks-token", category: "databricks", message: msg("a Databricks token"), pattern: /(?<![A-Za-z0-9])dapi[0-9a-fA-F]{32}(?:-\d)?(?![A-Za-z0-9])/g },
  { id: "docker-token", category: "docker", message: msg("a Docker access token"), pattern: /(?<![A-Za-z0-9])dckr_(?:pat|oat)_[A-Za-z0-9_-]{20,}/g },
  { id: "figma-token", category: "figma", message: msg("a Figma token"), pattern: /(?<![A-Za-z0-9])fig[dou]_[A-Za-z0-9_-]{30,}/g },
  { id: "grafana-token", category: "grafana", message: msg("a Grafana token"), pattern: /(?<![A-Za-z0-9])(?:glc_[A-Za-z0-9+/]{30,}={0,2}|glsa_[A-Za-z0-9]{32}_[A-Fa-f0-9]{8})/g },
  { id: "vault-token", category: "vault", message: msg("a Vault token"), pattern: /(?<![A-Za-z0-9])hv[sbr]\.[A-Za-z0-9_-]{20,}/g },
  { id: "onepassword-token", category: "onepassword", message: msg("a 1Password service token"), pattern: /(?<![A-Za-z0-9])ops_eyJ[A-Za-z0-9+/=_-]{40,}/g },
  { id: "tailscale-key", category: "tailscale", message: msg("a Tailscale key"), pattern: /(?<![A-Za-z])tskey-[a-z]+-[A-Za-z0-9]{8,}-[A-Za-z0-9]{16,}/g },
  { id: "vercel-token", category: "vercel", message: msg("a Vercel token"), pattern: /(?<![A-Za-z0-9])vc[pikar]_[A-Za-z0-9]{24,}/g },
  { id: "cloudflare-token", category: "cloudflare", message: msg("a Cloudflare token"), pattern: /(?<![A-Za-z0-9])cf(?:at|ut|k)_[A-Za-z0-9]{40,}/g },
  { id: "atlassian-token", category: "atlassian", message: msg("an Atlassian API token"), pattern: /(?<![A-Za-z0-9])ATATT3[A-Za-z0-9_=-]{40,}/g },
  { id: "square-token", category: "square", message: msg("a Square token"), pattern: /(?<![A-Za-z0-9])(?:sq0atp|sq0csp|EAAA)[A-Za-z0-9_-]{22,}/g },
  { id: "sentry-token", category: "sentry", message: msg("a Sentry token"), pattern: /(?<![A-Za-z0-9])sntr[ysu]_[A-Za-z0-9+/=_-]{30,}/g },
  { id: "postman-key", category: "postman", message: msg("a Postman API key"), pattern: /(?<![A-Za-z0-9])PMAK-[a-f0-9]{24}-[a-f0-9]{34}/g },
  { id: "doppler-token", category: "doppler", message: msg("a Doppler token"), pattern: /(?<![A-Za-z0-9])dp\.(?:st|pt|ct|sa|scim|audit)\.[A-Za-z0-9_.-]{30,}/g },
  { id: "newrelic-key", category: "newrelic", message: msg("a New Relic key"), pattern: /(?<![A-Za-z0-9])NRAK-[A-Z0-9]{27}(?![A-Za-z0-9])/g },
  { id: "supabase-token", category: "supabase", message: msg("a Supabase token"), pattern: /(?<![A-Za-z0-9])sb[ps]_[a-f0-9]{40}/g },
  // Compared provider by provider with gitleaks' rule set (github.com/gitleaks/gitleaks,
  // config/gitleaks.toml): the tokens below carry their own prefix or layout, so they are
  // refused without context. Tokens known only by context (a 32-char value near a vendor's
  // name) are left to the credential-assignment and token-phrase rules.
  {
    id: "onepassword-secret-key",
    category: "onepassword",
    message: msg("a 1Password secret key"),
    hints: ["a3-"],
    pattern: /(?<![A-Za-z0-9-])A3-[A-Z0-9]{6}-(?:[A-Z0-9]{11}|[A-Z0-9]{6}-[A-Z0-9]{5})-[A-Z0-9]{5}-[A-Z0-9]{5}-[A-Z0-9]{5}(?![A-Za-z0-9])/g,
    accept: realBody
  },
  { id: "adobe-client-secret", category: "adobe", message: msg("an Adobe client secret"), pattern: /(?<![A-Za-z0-9])p8e-[A-Za-z0-9]{32}(?![A-Za-z0-9])/g, accept: realBody },
  { id: "airtable-token", category: "airtable", message: msg("an Airtable token"), pattern: /(?<![A-Za-z0-9])pat[A-Za-z0-9]{14}\.[a-f0-9]{64}(?![a-f0-9])/g, accept: realBody },
  { id: "alibaba-access-key", category: "alibaba", message: msg("an Alibaba Cloud access key"), pattern: /(?<![A-Za-z0-9])LTAI[A-Za-z0-9]{20}(?![A-Za-z0-9])/g, accept: realBody },
  { id: "artifactory-token", category: "jfrog", message: msg("an Artifactory token"), pattern: /(?<![A-Za-z0-9])(?:AKCp[A-Za-z0-9]{69}|cmVmd[A-Za-z0-9]{59})(?![A-Za-z0-9])/g, accept: realBody },
  {
    id: "aws-bedrock-key",
    category: "aws",
    message: msg("an Amazon Bedrock API key"),
    hints: ["absk", "bedrock-api-key"],
    pattern: /(?<![A-Za-z0-9])(?:ABSK[A-Za-z0-9+/]{100,280}={0,2}|bedrock-api-key-YmVkcm9jay5hbWF6b25hd3Mu)/g,
    accept: (m) => !/EXAMPLE/.test(m[0])
  },
  { id: "clojars-token", category: "clojars", message: msg("a Clojars token"), pattern: /(?<![A-Za-z0-9])CLOJARS_[A-Za-z0-9]{60}(?![A-Za-z0-9])/gi, accept: realBody },
  { id: "cloudflare-origin-ca-key", category: "cloudflare", message: msg("a Cloudflare key"), pattern: /(?<![A-Za-z0-9])v1\.0-[a-f0-9]{24}-[a-f0-9]{146}(?![a-f0-9])/g, accept: realBody },
  { id: "defined-networking-key", category: "defined", message: msg("an API key"), pattern: /(?<![A-Za-z0-9])dnkey-[A-Za-z0-9=_-]{26}-[A-Za-z0-9=_-]{52}/g, accept: realBody },
  {
    id: "dropbox-token",
    category: "dropbox",
    message: msg("a Dropbox token"),
    hints: ["sl.", "aaaaaaaaaa"],
    pattern: /(?<![A-Za-z0-9.])(?:sl\.(?:u\.)?[A-Za-z0-9_=-]{120,}|[a-z0-9]{11}AAAAAAAAAA[A-Za-z0-9_=-]{43})/g,
    accept: realBody
  },
  { id: "duffel-token", category: "duffel", message: msg("a Duffel token"), pattern: /(?<![A-Za-z0-9])duffel_(?:test|live)_[A-Za-z0-9_=-]{43}/g, accept: realBody },
  { id: "dynatrace-token", category: "dynatrace", message: msg("a Dynatrace token"), pattern: /(?<![A-Za-z0-9])dt0c01\.[A-Za-z0-9]{24}\.[A-Za-z0-9]{64}/g, accept: realBody },
  { id: "easypost-key", category: "easypost", message: msg("an EasyPost key"), pattern: /(?<![A-Za-z0-9])EZ[AT]K[A-Za-z0-9]{54}(?![A-Za-z0-9])/g, accept: realBody },
  {
    id: "facebook-token",
    category: "facebook",
    message: msg("a Facebook token"),
    hints: ["eaa", "|", "%7c"],
    pattern: /(?<![A-Za-z0-9])(?:EAA[MC][A-Za-z0-9]{100,}|\d{15,16}(?:\||%7C)[A-Za-z0-9_-]{27,40}(?![A-Za-z0-9_-]))/g,
    accept: realBody
  },
  { id: "flutterwave-key", category: "flutterwave", message: msg("a Flutterwave key"), hints: ["flw"], pattern: /(?<![A-Za-z0-9])FLW(?:PUB|SEC)K(?:_TEST)?-[A-Za-z0-9]{12,}(?:-X)?/g, accept: realBody },
  {
    id: "flyio-token",
    category: "flyio",
    message: msg("a Fly.io token"),
    hints: ["flyv1", "fm1", "fm2", "fo1_"],
    pattern: /(?<![A-Za-z0-9])(?:FlyV1 fm\d[a-z]?_[A-Za-z0-9+/=,_-]{60,}|fm[12][ar]?_[A-Za-z0-9+/]{100,}={0,3}|fo1_[A-Za-z0-9_-]{43})/g,
    accept: realBody
  },
  { id: "frameio-token", category: "frameio", message: msg("a Frame.io token"), pattern: /(?<![A-Za-z0-9])fio-u-[A-Za-z0-9_=-]{64}/g, accept: realBody },
  { id: "grafana-api-key", category: "grafana", message: msg("a Grafana token"), pattern: /(?<![A-Za-z0-9])eyJrIjoi[A-Za-z0-9]{70,400}={0,3}/g, accept: realBody },
  { id: "harness-token", category: "harness", message: msg("a Harness token"), hints: ["pat.", "sat."], pattern: /(?<![A-Za-z0-9])(?:pat|sat)\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9]{24}\.[A-Za-z0-9]{20}(?![A-Za-z0-9])/g, accept: realBody },
  { id: "terraform-cloud-token", category: "hashicorp", message: msg("a Terraform Cloud token"), hints: ["atlasv1"], pattern: /(?<![A-Za-z0-9])[A-Za-z0-9]{14}\.atlasv1\.[A-Za-z0-9_=-]{60,70}/g, accept: realBody },
  { id: "infracost-token", category: "infracost", message: msg("an Infracost token"), pattern: /(?<![A-Za-z0-9.])ico-[A-Za-z0-9]{32}(?![A-Za-z0-9])/g, accept: realBody },
  { id: "intra42-secret", category: "intra42", message: msg("an OAuth client secret"), pattern: /(?<![A-Za-z0-9])s-s4t2(?:ud|af)-[a-f0-9]{64}(?![a-f0-9])/g, accept: realBody },
  { id: "mailgun-public-key", category: "mailgun", message: msg("a Mailgun key"), pattern: /(?<![A-Za-z0-9])pubkey-[a-f0-9]{32}(?![A-Za-z0-9])/g, accept: realBody },
  { id: "mapbox-secret-token", category: "mapbox", message: msg("a Mapbox secret token"), pattern: /(?<![A-Za-z0-9])sk\.eyJ[A-Za-z0-9_-]{20,}\.[A-Za-z0-9_-]{20,}/g, accept: realBody },
  { id: "maxmind-license-key", category: "maxmind", message: msg("a MaxMind license key"), hints: ["_mmk"], pattern: /(?<![A-Za-z0-9])[A-Za-z0-9]{6}_[A-Za-z0-9]{29}_mmk(?![A-Za-z0-9])/g, accept: realBody },
  {
    id: "teams-webhook",
    category: "microsoft",
    message: msg("a Microsoft Teams webhook URL"),
    hints: ["webhook.office"],
    pattern: /https:\/\/[a-z0-9-]+\.webhook\.office\.com\/webhookb2\/[a-z0-9-]{16,}@[a-z0-9-]{16,}\/IncomingWebhook\/[a-z0-9]{16,}\/[a-z0-9-]{16,}/gi,
    accept: realBody
  },
  { id: "newrelic-key-prefixed", category: "newrelic", message: msg("a New Relic key"), pattern: /(?<![A-Za-z0-9])(?:NRII-[A-Za-z0-9_-]{32}|NRJS-[a-f0-9]{19})(?![A-Za-z0-9])/g, accept: realBody },
  { id: "octopus-key", category: "octopus", message: msg("an Octopus Deploy key"), hints: ["api-"], pattern: /(?<![A-Za-z0-9])API-[A-Z0-9]{26}(?![A-Za-z0-9])/g, accept: (m) => /[0-9]/.test(m[0].slice(4)) },
  { id: "openshift-token", category: "openshift", message: msg("an OpenShift token"), pattern: /(?<![A-Za-z0-9])sha256~[A-Za-z0-9_-]{43}(?![A-Za-z0-9_-])/g, accept: realBody },
  { id: "perplexity-key", category: "perplexity", message: msg("a Perplexity API key"), pattern: /(?<![A-Za-z0-9])pplx-[A-Za-z0-9]{48}(?![A-Za-z0-9])/g, accept: realBody },
  {
    id: "plaid-token",
    category: "plaid",
    message: msg("a Plaid token"),
    hints: ["access-"],
    pattern: /(?<![A-Za-z0-9])access-(?:sandbox|development|production)-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g,
    accept: realBody
  },
  { id: "planetscale-token", category: "planetscale", message: msg("a PlanetScale credential"), pattern: /(?<![A-Za-z0-9])pscale_(?:tkn|oauth|pw)_[A-Za-z0-9=._-]{32,64}/g, accept: realBody },
  { id: "prefect-token", category: "prefect", message: msg("a Prefect token"), pattern: /(?<![A-Za-z0-9])pnu_[A-Za-z0-9]{36}(?![A-Za-z0-9])/g, accept: realBody },
  { id: "pulumi-token", category: "pulumi", message: msg("a Pulumi token"), pattern: /(?<![A-Za-z0-9])pul-[a-f0-9]{40}(?![a-f0-9])/g, accept: realBody },
  { id: "readme-key", category: "readme", message: msg("a ReadMe API key"), pattern: /(?<![A-Za-z0-9])rdme_[A-Za-z0-9]{70}(?![A-Za-z0-9])/g, accept: realBody },
  { id: "rubygems-key", category: "rubygems", message: msg("a RubyGems API key"), pattern: /(?<![A-Za-z0-9])rubygems_[a-f0-9]{48}(?![a-f0-9])/g, accept: realBody },
  { id: "scalingo-token", category: "scalingo", message: msg("a Scalingo token"), pattern: /(?<![A-Za-z0-9])tk-us-[A-Za-z0-9_-]{48}(?![A-Za-z0-9_-])/g, accept: realBody },
  { id: "sendinblue-key", category: "brevo", message: msg("a Brevo (Sendinblue) key"), pattern: /(?<![A-Za-z0-9])xkeysib-[a-f0-9]{64}-[A-Za-z0-9]{16}/g, accept: realBody },
  { id: "settlemint-token", category: "settlemint", message: msg("a SettleMint token"), pattern: /(?<![A-Za-z0-9])sm_(?:pat|aat|sat)_[A-Za-z0-9]{16}(?![A-Za-z0-9])/g, accept: realBody },
  { id: "shippo-token", category: "shippo", message: msg("a Shippo token"), pattern: /(?<![A-Za-z0-9])shippo_(?:live|test)_[a-fA-F0-9]{40}(?![A-Za-z0-9])/g, accept: realBody },
  { id: "sonarqube-token", category: "sonar", message: msg("a SonarQube token"), pattern: /(?<![A-Za-z0-9])sq[upa]_[a-f0-9]{40}(?![a-f0-9])/g, accept: realBody },
  { id: "sourcegraph-token", category: "sourcegraph", message: msg("a Sourcegraph token"), hints: ["sgp_", "sgph_"], pattern: /(?<![A-Za-z0-9])sgph?_(?:[a-fA-F0-9]{16}_|local_)?[a-fA-F0-9]{40}(?![A-Za-z0-9])/g, accept: realBody },
  { id: "twitter-bearer-token", category: "twitter", message: msg("a Twitter bearer token"), hints: ["aaaaaaaaaaaaaaaaaaaaaa"], pattern: /(?<![A-Za-z0-9])A{22}[A-Za-z0-9%]{80,}/g, accept: realBody },
  { id: "typeform-token", category: "typeform", message: msg("a Typeform token"), pattern: /(?<![A-Za-z0-9])tfp_[A-Za-z0-9_.=-]{59}/g, accept: realBody },
  {
    id: "yandex-key",
    category: "yandex",
    message: msg("a Yandex Cloud key"),
    hints: ["t1.", "aqvn", "yc"],
    pattern: /(?<![A-Za-z0-9])(?:t1\.[A-Za-z0-9_-]+={0,2}\.[A-Za-z0-9_-]{86}={0,2}|AQVN[A-Za-z0-9_-]{35,38}|YC[A-Za-z0-9_-]{38})(?![A-Za-z0-9_-])/g,
    accept: (m) => /[0-9]/.test(m[0]) && /[a-z]/.test(m[0])
  },
  // A base64-wrapped JWT ("ZXlK…" is "eyJ…" encoded).
  {
    id: "jwt-base64",
    category: "jwt",
    message: msg("a signed token (JWT)"),
    hints: ["zxlk"],
    pattern: /(?<![A-Za-z0-9+/])ZXlK[A-Za-z0-9+/]{40,}={0,2}/g,
    accept: (m) => /^eyJ[A-Za-z0-9_-]{8,}\.eyJ[A-Za-z0-9_-]{8,}\./.test(Buffer.from(m[0], "base64").toString("latin1"))
  },
  { id: "jwt", category: "jwt", message: msg("a signed token (JWT)"), pattern: /(?<![A-Za-z0-9_-])eyJ[A-Za-z0-9_-]{8,}\.eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]*/g }
];
var HEX64 = /(?<![0-9a-fA-F])(?:0x)?([0-9a-fA-F]{64})(?![0-9a-fA-F])/g;
var KEY_LABEL = /\b(?:key|seed|secret|priv(?:ate)?|mnemonic|entropy)\b[\w -]{0,12}["']?\s{0,3}(?:is|=|:|->)\s{0,3}["']?$/i;
var NOT_KEY_LABEL = /sha|hash|digest|checksum|fingerprint|commit|\bid\b|public|\bpub\b|verif|address/i;
function labelledHexKey(text) {
  if (factsOf(text).longestRun < 64) return false;
  HEX64.lastIndex = 0;
  for (let i = 0; i < 32; i++) {
    const m = HEX64.exec(text);
    if (!m) break;
    const hex = m[1];
    if (!/[0-9]/.test(hex) || !/[a-fA-F]/.test(hex)) continue;
    const before = text.slice(Math.max(0, m.index - 60), m.index);
    if (KEY_LABEL.test(before) && !NOT_KEY_LABEL.test(before)) {
      HEX64.lastIndex = 0;
      return true;
    }
  }
  HEX64.lastIndex = 0;
  return false;
}
var SECRET_DETECTORS = [
  { id: "labelled-hex-key", category: "private_key", message: msg("a private key"), detect: labelledHexKey }
];

// lib/policy/credentials.ts
var SECRET_MESSAGE = "The text contains what looks like a credential value.";
var UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
var PROSE = new Set(`a an the my our your their his her its this that these those some any no not never always also only
just still then there here it is are was were be been being in on at of for from to into via with without by as or and but
if so when while until after before because since must should shall will would can could may might need needs required
optional set unset empty blank none null nil true false yes no on off ok correct wrong invalid valid expired secure insecure
strong weak long short simple complex same different unique random new old default current temporary secret private public
hidden masked redacted encrypted plaintext hashed salted stored managed rotated kept shared saved reset changed manager
managers policy policies field fields form prompt prompts change changes rotation hash hashes hashing length rules rule
login logins auth authentication authorization protected protection less based free only see check ask use uses using
lives live sits goes comes stays remains lookup fetch read env variable variables var vault file files store stored somewhere
elsewhere available missing needed handled ignored visible logged printed sent stripped removed here manager vaults
account accounts user users admin admins string number boolean int bool str object any type types value values`.split(/\s+/));
var META_SEGMENTS = new Set(`id ids name names file path paths url uri urls env var vars type types length len count ttl expiry
expires expiration header headers field fields prefix suffix policy rotation hash hashed min max regex pattern format label help
hint placeholder required enabled disabled strategy provider providers endpoint location ref store manager validator reset lifetime
age timeout scope scopes mode limit size kind schema version source count renewal refresh_interval storage backend method
endpoint param params arn key_id keyid fingerprint usage helper handler service client_id issuer audience algorithm alg`.split(/\s+/));
var STRONG_SEGMENT = /^(?:[a-z0-9]*(?:password|passwd|passphrase|passcode|secret|secrets|token|apikey|credentials?)|creds?|pwd|pass|pw)$/;
var NOT_SECRET_SEGMENT = /* @__PURE__ */ new Set(["bypass", "compass", "surpass", "overpass", "underpass", "tokenizer", "tokens", "secretary"]);
var KEY_PAIR_FIRST = /* @__PURE__ */ new Set(["api", "access", "secret", "private", "signing", "encryption", "master", "account", "license", "app", "client", "session", "shared", "webhook", "consumer", "subscription", "admin", "service", "root", "deploy"]);
var DATA_KEY_KINDS = new Set(`sort primary partition foreign composite unique natural surrogate cache idempotency dedupe dedup
public pub hot shortcut map object dict dictionary route routing i18n translation lookup registry index row column group react
list query search order cursor lock shard sharding hash event message tenant field item config setting settings state storage
store local redis bucket file path env sequence label content cluster media storybook story keyboard music`.split(/\s+/));
var CONSTANT_NAME = /^[A-Z][A-Z0-9]*(?:[_.][A-Z0-9]+)+$/;
function segmentsOf(identifier) {
  return identifier.replace(/([a-z0-9])([A-Z])/g, "$1 $2").split(/[\s_.\-]+/).map((s) => s.toLowerCase()).filter(Boolean);
}
function credentialName(identifier) {
  const segs = segmentsOf(identifier);
  let found = null;
  for (let i = 0; i < segs.length; i++) {
    const s = segs[i];
    if (NOT_SECRET_SEGMENT.has(s)) continue;
    let hit = null;
    if (STRONG_SEGMENT.test(s)) hit = "strong";
    else if (s === "key" && i > 0 && KEY_PAIR_FIRST.has(segs[i - 1])) hit = segs[i - 1] === "api" || segs[i - 1] === "secret" || segs[i - 1] === "private" ? "strong" : "weak";
    else if (s === "key" && i > 0 && i === segs.length - 1 && !DATA_KEY_KINDS.has(segs[i - 1])) hit = CONSTANT_NAME.test(identifier) ? "strong" : "weak";
    else if (s === "login" && i > 0 && i === segs.length - 1) hit = "weak";
    else if (/^(auth|authkey|authtoken|cookie|sessionid|salt|signature|dsn|sid|privatekey|secretkey|accesskey)$/.test(s)) hit = /key|token/.test(s) ? "strong" : "weak";
    if (hit) {
      const rest = segs.slice(i + 1);
      if (rest.some((r) => META_SEGMENTS.has(r))) return null;
      if (!found || hit === "strong") found = hit;
    }
  }
  return found;
}
var TRAILING = /[.,;:!?)\]}>]+$/;
function cleanValue(raw) {
  return raw.replace(/^[(\[{<]+/, "").replace(TRAILING, "");
}
function isNonSecretShape(v) {
  if (isPlaceholder(v) || isReference(v)) return true;
  if (/^(https?:\/\/|\/|~\/|\.\.?\/|[A-Za-z]:\\)/.test(v)) return true;
  if (/\(|\)/.test(v)) return true;
  return PROSE.has(v.toLowerCase());
}
var WORDY_NAME = /^[a-z]+\d{0,3}(?:[._:\/-](?:[a-z]+\d{0,3}|v?\d{1,3}))+$/;
function wordPieces(v) {
  return /^[A-Za-z0-9]+(?:[-_.][A-Za-z0-9]+)+$/.test(v) && v.split(/[-_.]/).every((part) => /^(?:[A-Za-z][a-z]*|[A-Z]+|\d{1,4})$/.test(part));
}
function assignedValueIsSecret(value, quoted, sep, strength, password) {
  const v = cleanValue(value);
  if (v.length < 3 || isNonSecretShape(v)) return false;
  if (sep === ":" && !quoted && /^[A-Z][A-Za-z0-9]*</.test(v)) return false;
  if (UUID.test(v)) return strength === "strong" && !password;
  if (!password && wordPieces(v)) return false;
  if (!password && /^[^@\s:/]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/.test(v)) return false;
  if (strength === "weak") return looksRandom(v, 12);
  if (/^\d+$/.test(v)) return password ? v.length >= 4 : v.length >= 16;
  if (!password && WORDY_NAME.test(v) && !looksRandom(v, 16)) return false;
  const symbolic = /[0-9]/.test(v) || /[^A-Za-z]/.test(v) || charClasses(v) >= 2 && /[a-z][A-Z]/.test(v);
  if (password) {
    if (quoted) return v.length >= 3;
    if (sep === ":") return symbolic && v.length >= 4;
    return v.length >= 3 && (symbolic || v.length >= 6);
  }
  if (quoted || sep !== ":") return v.length >= 8 && (symbolic || looksRandom(v, 8));
  return looksRandom(v, 12) || v.length >= 8 && /[0-9]/.test(v) && /[A-Za-z]/.test(v) && !/^v?\d+(?:\.\d+)+/.test(v);
}
var ASSIGNMENT = /(?:pass(?:word|wd|phrase|code)?|pwd|secret|token|api[_-]?key|apikey|access[_-]?key|private[_-]?key|key|credentials?|creds|auth|cookie|session|salt|signature|dsn|sid|login)([A-Za-z0-9_.-]{0,30})(?:["']?\s{0,3}(=>|:{1,3}=|[?.+]=|=|:)|["']\s{0,3}(,))\s{0,3}(["'`]?)([^\s"'`,;]{1,300})/gi;
var NAME_CHAR = /[A-Za-z0-9_.-]/;
function identifierAt(m, text) {
  let start = m.index;
  while (start > 0 && m.index - start < 40 && NAME_CHAR.test(text[start - 1])) start--;
  const head = m[0].length - m[0].replace(/^[A-Za-z0-9_.-]+/, "").length;
  return text.slice(start, m.index + head);
}
var PASSWORD_WORD = /\b(?:pass(?:word|wd|phrase|code)|pwd|pin(?:code)?)\b/gi;
var TOKEN_WORD = /\b(?:api[ _-]?key|access[ _-]?key|secret[ _-]?key|(?:auth(?:entication)?|access|refresh|bearer|bot|api|deploy|service|personal|session|admin|root|ci)[ _-]?token|token|secret|client[ _-]?secret|private[ _-]?key|signing[ _-]?key|webhook[ _-]?secret|app[ _-]?key|license[ _-]?key|credentials?|key)\b/gi;
var QUALIFIER = /^(?:\s+(?:for|of|on|to|in|at)\s+(?:(?:the|my|our|your|this|that)\s+)?[\w.@:/-]+(?:\s+(?:account|user|server|box|machine|db|database|instance|env|environment|cluster|vm|host|login|admin|site|portal|panel|app|service|api|bucket|project|repo|org|team|bot))?)?/i;
var QUALIFIER_BEFORE_VERB = /^\s+(?:for|of|on|to|in|at)\s+(?:[\w.@:/'-]+\s+){1,4}?(?=(?:is|was|=|:|->)\s)/i;
var CONNECTOR = /^(?:\s*(?:is|was|are|=|:|->|→|is\s+set\s+to|was\s+set\s+to|would\s+be|will\s+be|should\s+be|is\s+now|equals)\s*|\s+)/i;
var VALUE = /^["'`“‘]?([^\s"'`”’]{1,120})(["'`”’]?)(\s*[^\s]*)?/;
var UNITS = /^\s*(characters?|chars?|digits?|days?|hours?|minutes?|mins?|seconds?|secs?|times?|bits?|bytes?|rounds?|iterations?|attempts?|tries|%|ms|h|d|m|s|or|and|-)\b/i;
var CLAUSE_END = /^\s*(?:$|[,.;:!?)]|for\b|on\b|in\b|to\b|when\b|and\b|but\b|if\b|so\b|at\b|as\b|with\b|-)/i;
var SUFFIX_PROSE = /(?:ed|ing|ly|able|ible|ment|tion|sion|ness|ful|less|ous|ive|ize|ise)$/i;
function parseFollowing(text, from) {
  let rest = text.slice(from, from + 160);
  const q = QUALIFIER_BEFORE_VERB.exec(rest) ?? QUALIFIER.exec(rest);
  if (q) rest = rest.slice(q[0].length);
  const c = CONNECTOR.exec(rest);
  if (!c) return null;
  const explicit = c[0].trim().length > 0;
  rest = rest.slice(c[0].length);
  const v = VALUE.exec(rest);
  if (!v) return null;
  const raw = v[1];
  const value = cleanValue(raw);
  const after = rest.slice(v[0].length - (v[3]?.length ?? 0));
  return { value, closed: v[2] !== "" || raw !== value || CLAUSE_END.test(after), explicit, next: after };
}
function passwordPhraseIsSecret(m, text) {
  const word = m[0].toLowerCase();
  const p = parseFollowing(text, m.index + m[0].length);
  if (!p) return false;
  const v = p.value;
  if (v.length < 3 || isNonSecretShape(v) || UUID.test(v)) return false;
  const before = text.slice(Math.max(0, m.index - 24), m.index);
  const invited = /\b(?:use|using|with|enter|type|try|pass|is)\s+(?:the\s+|a\s+|my\s+)?(?:\w+\s+)?$/i.test(before);
  if (/^\d+$/.test(v)) return v.length >= 4 && (p.explicit || invited) && !UNITS.test(p.next);
  if (word.startsWith("pin")) return false;
  if (/[^A-Za-z]/.test(v) || /[a-z][A-Z]/.test(v)) return v.length >= 4 && (p.explicit || invited || /[0-9]/.test(v) && /[A-Za-z]/.test(v));
  if (!(p.explicit || invited) || !p.closed) return false;
  return v.length >= 4 && !SUFFIX_PROSE.test(v);
}
function tokenPhraseIsSecret(m, text) {
  const p = parseFollowing(text, m.index + m[0].length);
  if (!p) return false;
  const v = p.value;
  if (isNonSecretShape(v)) return false;
  if (UUID.test(v)) return p.explicit && /api|secret|token/i.test(m[0]);
  if (/^[0-9a-f]{40}$/.test(v) && !p.explicit) return false;
  if (/^[A-Za-z0-9]+(?:[-_.][A-Za-z0-9]+)+$/.test(v) && v.split(/[-_.]/).every((part) => /^(?:[A-Za-z][a-z]*|[A-Z]+|\d+)$/.test(part))) return false;
  if (/^key$/i.test(m[0])) return looksRandom(v, 20);
  if (/^\d+$/.test(v)) return p.explicit && v.length >= 16;
  if (looksRandom(v, 16) || v.length >= 20 && /[0-9]/.test(v) && /[A-Za-z]/.test(v) && !/[./]/.test(v)) return true;
  return p.explicit && v.length >= 12 && /^[A-Za-z0-9_-]+$/.test(v) && (v.match(/[0-9]/g)?.length ?? 0) >= 2 && /[A-Za-z]/.test(v) && longestLetterRun(v) < 8;
}
function longestLetterRun(v) {
  let best = 0;
  for (const run of v.match(/[A-Za-z]+/g) ?? []) best = Math.max(best, run.length);
  return best;
}
var URL_PASSWORD_PLACEHOLDER = /^(?:password|passwd|your[_-]?password|mypassword|\*+|x+|\.+|<[^>]*>|\$\{?\w+\}?|\{\{?[^}]*\}?\}|%s|\[[^\]]*\])$/i;
var CREDENTIAL_RULES = [
  {
    id: "credential-assignment",
    category: "credential",
    message: SECRET_MESSAGE,
    pattern: ASSIGNMENT,
    hints: ["=", ":", ","],
    accept: (m, text) => {
      const comma = m[3] !== void 0;
      if (comma && m[4] === "") return false;
      const name = identifierAt(m, text);
      const strength = credentialName(name);
      if (!strength) return false;
      const password = /pass|pwd|(^|[^a-z])pw([^a-z]|$)/i.test(name);
      const value = m[2] === ":" && m[4] === "" && m[5].startsWith("-") && /\$\{\s*[\w.-]*$/.test(text.slice(Math.max(0, m.index - 40), m.index)) ? m[5].slice(1) : m[5];
      return assignedValueIsSecret(value, m[4] !== "", comma ? "=" : m[2], strength, password);
    }
  },
  { id: "password-phrase", category: "password", message: "The text contains what looks like a password.", hints: ["pass", "pwd", "pin"], pattern: PASSWORD_WORD, accept: passwordPhraseIsSecret },
  { id: "token-phrase", category: "credential", message: SECRET_MESSAGE, hints: ["key", "token", "secret", "credential"], pattern: TOKEN_WORD, accept: tokenPhraseIsSecret },
  {
    id: "url-credentials",
    category: "connection_string",
    message: "The text contains a URL or connection string with embedded credentials.",
    hints: ["://"],
    pattern: /:\/\/([^\s:/?#@"'<>[\]]{0,128}):([^\s/?#"'<>]{1,256})@(?=[A-Za-z0-9[(])/g,
    accept: (m) => {
      const pass = m[2];
      if (URL_PASSWORD_PLACEHOLDER.test(pass) || /^[$%{(]/.test(pass) || /^(.)\1+$/.test(pass)) return false;
      if (/^[A-Z_]*(?:PASS|PASSWORD|PWD|SECRET|TOKEN)[A-Z_]*$/.test(pass)) return false;
      return pass !== m[1] || pass.length >= 12;
    }
  },
  {
    id: "url-token-user",
    category: "connection_string",
    message: "The text contains a URL or connection string with embedded credentials.",
    hints: ["://"],
    pattern: /\b(?:https?|git|ssh):\/\/([A-Za-z0-9_-]{20,})@/gi,
    accept: (m) => looksRandom(m[1], 20)
  },
  {
    id: "url-query-secret",
    category: "credential",
    message: SECRET_MESSAGE,
    hints: ["?", "&"],
    pattern: /[?&](access_token|token|api_key|apikey|api-key|key|secret|client_secret|password|passwd|pwd|auth|signature|code)=([^&\s#"'<>]{6,})/gi,
    accept: (m) => /pass|pwd/i.test(m[1]) ? !isPlaceholder(m[2]) && !isReference(m[2]) : looksRandom(decodeSafe(m[2]), 16)
  },
  {
    id: "cookie-header",
    category: "cookie",
    message: "The text contains a session cookie value.",
    hints: ["cookie"],
    pattern: /\b(?:Set-)?Cookie\s*:\s*([^\s=;:]{1,64})=([^\s;]{8,})/gi,
    accept: (m) => !isPlaceholder(m[2]) && (looksRandom(m[2], 8) || /[0-9]/.test(m[2]))
  },
  {
    id: "session-cookie",
    category: "cookie",
    message: "The text contains a session cookie value.",
    hints: ["sid=", "session=", "sessionid=", "session_id=", "__secure-", "__host-", "_sess=", "token=", "csrftoken="],
    pattern: /(?<![A-Za-z0-9_-])(?:connect\.sid|sessionid|session_id|session|PHPSESSID|JSESSIONID|ASP\.NET_SessionId|_session|_?[a-z]+_session|laravel_session|__Secure-[A-Za-z0-9_-]+|__Host-[A-Za-z0-9_-]+|_gh_sess|sid|remember_token|remember_user_token|auth_token|XSRF-TOKEN|csrftoken)=([^\s;,'"]{12,})/g,
    accept: (m) => !isPlaceholder(m[1]) && !isReference(m[1]) && (looksRandom(decodeSafe(m[1]), 12) || /[0-9]/.test(m[1]) && /[A-Za-z]/.test(m[1]))
  }
];
function decodeSafe(value) {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
function isTokenChar(c) {
  return c >= 48 && c <= 57 || c >= 65 && c <= 90 || c >= 97 && c <= 122 || c === 95 || c === 43 || c === 45 || c === 47;
}
function isSpace(c) {
  return c === 32 || c === 9 || c === 10 || c === 13 || c === 34 || c === 39 || c === 96 || c === 40 || c === 91 || c === 123 || c === 60;
}
function hasBareRandomToken(text) {
  if (factsOf(text).longestRun < 32) return false;
  let start = -1;
  for (let i = 0; i <= text.length; i++) {
    const c = i < text.length ? text.charCodeAt(i) : 32;
    if (isTokenChar(c)) {
      if (start < 0) start = i;
      continue;
    }
    if (start >= 0 && i - start >= 32) {
      let end = i;
      while (end < text.length && text.charCodeAt(end) === 61 && end - i < 2) end++;
      if (bareRandomToken(text, start, end)) return true;
    }
    start = -1;
  }
  return false;
}
function wordAround(text, start, end) {
  let a = start;
  while (a > 0 && start - a < 300 && !isSpace(text.charCodeAt(a - 1))) a--;
  let b = end;
  while (b < text.length && b - end < 300 && !isSpace(text.charCodeAt(b))) b++;
  return text.slice(a, b);
}
var HASH_LABEL = /(sha\d{1,3}|md5|integrity|digest|hash|checksum)[-:=\s"']*$/i;
var SRI = /^(?:sha\d{1,3}|md5)-/i;
function bareRandomToken(text, start, end) {
  const before = start > 0 ? text.charCodeAt(start - 1) : 32;
  const after = end < text.length ? text.charCodeAt(end) : 32;
  if (before === 46 || before === 64 || after === 64) return false;
  if (after === 46 && end + 1 < text.length && /[A-Za-z0-9]/.test(text[end + 1])) return false;
  let v = text.slice(start, end);
  if (v.length > 256) return false;
  const word = wordAround(text, start, end);
  if (/:\/\/|^www\./i.test(word)) return false;
  if ((before === 61 || before === 58) && /[?&#]/.test(word)) return false;
  if (v.includes("/")) {
    if (v.startsWith("/") || v.endsWith("/") && !v.endsWith("==")) return longestPieceIsToken(text, start, v);
    const pieces = v.split("/");
    const wordy = pieces.filter((p) => /^[A-Za-z][a-z]*[0-9]{0,3}$|^[a-z0-9]+(?:[-_][a-z0-9]+)*$/.test(p)).length;
    if (wordy * 2 >= pieces.length) return false;
  }
  if (SRI.test(v) || HASH_LABEL.test(text.slice(Math.max(0, start - 12), start))) return false;
  v = v.replace(/^[-+_]+|[-+_]+$/g, "");
  return randomEnough(v);
}
function longestPieceIsToken(text, start, v) {
  return v.split("/").some((p) => p.length >= 32 && randomEnough(p) && !/^[0-9a-f]+$/i.test(p));
}
function randomEnough(v) {
  if (v.length < 32 || /^(?:0x)?[0-9a-fA-F]+$/.test(v)) return false;
  if (!/[a-z]/.test(v) || !/[A-Z]/.test(v) || !/[0-9]/.test(v)) return false;
  const digits = v.replace(/[^0-9]/g, "").length;
  const uppers = v.replace(/[^A-Z]/g, "").length;
  if (digits < 3 || uppers < 3) return false;
  return looksRandom(v, 32) && longestWordRun(v) < 12;
}
function longestWordRun(v) {
  let best = 0;
  for (const run of v.match(/[A-Z]?[a-z]+/g) ?? []) best = Math.max(best, run.length);
  return best;
}
var CREDENTIAL_DETECTORS = [
  ...fromRows(CREDENTIAL_RULES),
  { id: "high-entropy-token", category: "high_entropy", message: SECRET_MESSAGE, detect: hasBareRandomToken }
];

// lib/policy/http-auth.ts
var HEADER_MESSAGE = "The text contains an Authorization header value.";
var PASSWORD_MESSAGE = "The text contains what looks like a password.";
function placeholderLike(v) {
  return isPlaceholder(v) || isReference(v) || /^[\[{<$%]|^\*+$|^x{3,}$/i.test(v) || /\{\{|\$\{|\$\(/.test(v);
}
function opaqueValue(v) {
  if (placeholderLike(v)) return false;
  if (looksRandom(v, 12)) return true;
  return v.length >= 12 && /[0-9]/.test(v) && /[A-Za-z]/.test(v) && !/^[a-z]+(?:[-_.][a-z0-9]+)+$/.test(v);
}
function base64HasColon(value) {
  try {
    const decoded = Buffer.from(value, "base64").toString("latin1");
    return /^[\x20-\x7e]+:[\x20-\x7e]+$/.test(decoded);
  } catch {
    return false;
  }
}
function unquoteWord(word) {
  return word.replace(/"([^"]*)"|'([^']*)'/g, (_m, a, b) => a ?? b ?? "");
}
function userPasswordArgument(m) {
  const raw = m[1];
  if (/\$\(|\$\{|\{\{|`/.test(raw)) return false;
  const arg = unquoteWord(raw).replace(/^\{([^}]*)\}$/, "$1");
  const colon = arg.indexOf(":");
  if (colon < 0) return false;
  const user = arg.slice(0, colon).replace(/^\{|\}$/g, "");
  const pass = arg.slice(colon + 1).replace(/^\{|\}$/g, "");
  if (/^\d+$/.test(user) && /^\d*$/.test(pass)) return false;
  if (pass === "") return user.length >= 8 && !placeholderLike(user) && (looksRandom(user, 8) || /[0-9]/.test(user) && /[^A-Za-z0-9]/.test(user));
  if (pass.length < 3 || pass === user || placeholderLike(pass) || /^(?:pass(?:word)?|pwd|secret|token|test|changeme|changeit)$/i.test(pass)) return false;
  return true;
}
var HTTP_AUTH_RULES = [
  // Authorization: <scheme> <value>, or a bare value; any scheme word counts.
  {
    id: "authorization-header",
    category: "auth_header",
    message: HEADER_MESSAGE,
    hints: ["authorization"],
    pattern: /\b(?:Proxy-)?Authorization\s*["']?\s*[:=]\s*["']?(?:([A-Za-z][A-Za-z0-9_-]{1,30})\s+)?([^\s"',;]{8,})/gi,
    accept: (m) => {
      const scheme = m[1];
      const value = m[2];
      if (placeholderLike(value)) return false;
      if (!scheme) return opaqueValue(value);
      if (/^basic$/i.test(scheme)) return base64HasColon(value) || opaqueValue(value);
      return value.length >= 8 && (/[0-9]/.test(value) || looksRandom(value, 8));
    }
  },
  // Token:, X-Api-Key:, X-Auth-Token:, Api-Key: … as headers (line start, quotes or -H).
  {
    id: "token-header",
    category: "auth_header",
    message: HEADER_MESSAGE,
    hints: ["token", "key", "secret", "auth"],
    pattern: /(?:^|[\s"'])(?:X-[A-Za-z0-9]+-)?(?:Api-?Key|(?:Auth|Access|Private|Session|Api|Id)-Token|Token|Auth|Secret|Api-Secret)\s*:\s*["']?([^\s"',;]{8,})/gim,
    accept: (m) => opaqueValue(m[1])
  },
  {
    id: "bearer-token",
    category: "auth_header",
    message: HEADER_MESSAGE,
    hints: ["bearer"],
    pattern: /\bBearer\s+([A-Za-z0-9._~+/-]{16,}=*)/g,
    accept: (m) => looksRandom(m[1], 16)
  },
  {
    id: "basic-auth-value",
    category: "auth_header",
    message: HEADER_MESSAGE,
    hints: ["basic"],
    pattern: /\bBasic\s+([A-Za-z0-9+/]{8,}={0,2})(?![A-Za-z0-9+/=])/g,
    accept: (m) => base64HasColon(m[1])
  },
  // curl -u user:pass, --user "user:pass", wget/http(ie) --user … (one shell word).
  {
    id: "cli-user-password",
    category: "password",
    message: PASSWORD_MESSAGE,
    hints: ["-u", "--user"],
    pattern: /(?:^|\s)(?:-u|--user)(?:=|[ \t]+)((?:"[^"\n]{0,200}"|'[^'\n]{0,200}'|[^\s"']){1,200})/g,
    accept: userPasswordArgument
  },
  // --password=… / --passwd … / --pass … on a command line.
  {
    id: "cli-password-flag",
    category: "password",
    message: PASSWORD_MESSAGE,
    hints: ["--pass"],
    pattern: /(?:^|\s)--pass(?:word|wd)?(?:=|[ \t]+)["']?([^\s"']{3,128})/g,
    accept: (m) => !placeholderLike(m[1]) && !/^-/.test(m[1]) && !/^(?:pass(?:word)?|pwd|secret|token|test|changeme|stdin|file|prompt)$/i.test(m[1])
  }
];

// lib/policy/config-secrets.ts
var SECRET_MESSAGE2 = "The text contains what looks like a credential value.";
function namedValueIsSecret(name, value) {
  const strength = credentialName(name);
  if (!strength) return false;
  return assignedValueIsSecret(value, true, "=", strength, /pass|pwd/i.test(name));
}
var KIND_SECRET = /^[ \t]*kind:[ \t]*["']?secret["']?[ \t]*$/im;
var DATA_BLOCK = /^[ \t]*(?:data|stringData):[ \t]*(?:\{[ \t]*["']?[\w.-]+["']?[ \t]*:[ \t]*["']?([^\s"',}]{10,})|(?:\r?\n[ \t]*#[^\n]*)*\r?\n[ \t]+["']?[\w.-]+["']?:[ \t]*(?:[|>][-+]?[ \t]*\r?\n[ \t]+)?["']?([^\s"']{10,}))/gim;
function k8sSecret(text, lower) {
  if (!lower.includes("secret") || !lower.includes("data") || !KIND_SECRET.test(text)) return false;
  DATA_BLOCK.lastIndex = 0;
  for (let i = 0; i < 16; i++) {
    const m = DATA_BLOCK.exec(text);
    if (!m) break;
    const value = m[1] ?? m[2] ?? "";
    if (!isPlaceholder(value) && !isReference(value) && !/^\{\{/.test(value)) {
      DATA_BLOCK.lastIndex = 0;
      return true;
    }
  }
  DATA_BLOCK.lastIndex = 0;
  return false;
}
var CONFIG_RULES = [
  // <add key="Password" value="…"/>, <setting name="ApiSecret" value="…"/>
  {
    id: "xml-key-value",
    category: "credential",
    message: SECRET_MESSAGE2,
    hints: ["value"],
    pattern: /\b(?:key|name)\s*=\s*["']([A-Za-z][\w.:-]{0,60})["']\s+value\s*=\s*["']([^"'\s]{1,300})["']/gi,
    accept: (m) => namedValueIsSecret(m[1], m[2])
  },
  // <apiToken>…</apiToken>, <password>…</password>
  {
    id: "xml-element",
    category: "credential",
    message: SECRET_MESSAGE2,
    hints: ["</"],
    pattern: /<([A-Za-z][\w.-]{0,60})>\s*([^<\s]{3,300})\s*<\/\1>/g,
    accept: (m) => namedValueIsSecret(m[1], m[2])
  },
  // Bundler host credentials: BUNDLE_<HOST>__<TLD>=user:password (env, YAML or export).
  {
    id: "bundler-credentials",
    category: "credential",
    message: SECRET_MESSAGE2,
    hints: ["bundle_"],
    pattern: /\bBUNDLE_[A-Z0-9_]*__[A-Z0-9]+\s*[:=]\s*["']?([^\s"':$]{1,128}):([^\s"';&]{3,128})/g,
    accept: (m) => !isPlaceholder(m[2]) && !isReference(m[2])
  }
];
var CONFIG_SECRET_DETECTORS = [
  ...fromRows(CONFIG_RULES),
  { id: "kubernetes-secret", category: "kubernetes", message: "The text contains a Kubernetes Secret manifest with data.", detect: k8sSecret }
];

// lib/policy/logins.ts
var MESSAGE = "The text contains what looks like a password.";
var TRAILING2 = /[.,;:!?)\]}'"`»”’]+$/;
var LEADING = /^["'`«“‘(\[]+/;
function clean(value) {
  return value.replace(LEADING, "").replace(TRAILING2, "");
}
function passwordLike(raw) {
  const v = clean(raw);
  if (v.length < 6 || v.length > 64) return false;
  if (!/[A-Za-z]/.test(v) || !/[0-9]/.test(v)) return false;
  if (!(/[a-z]/.test(v) && /[A-Z]/.test(v)) && !/[!@#$%^&*+=?~]/.test(v)) return false;
  if (isPlaceholder(v) || isReference(v)) return false;
  if (/:\/\/|^[/.~]|\/|\.[a-z]{1,5}$|^v?\d+(?:\.\d+)+|^[^@\s]+@[^@\s]+\.[a-z]{2,}$/i.test(v)) return false;
  if (/@(?:v?\d|latest|next|beta|canary|main|stable)/i.test(v)) return false;
  return true;
}
var LOGIN_CONTEXT = /\b(?:log(?:ged|ging)?[ -]?ins?|logon|sign(?:ed|ing)?[ -]?ins?|creds?|credentials?|user(?:name)?|account|auth|ssh|sftp|ftp|vpn|rdp|basic auth)\b/i;
function sentenceBefore(text, index) {
  let start = index;
  while (start > 0 && index - start < 160 && !/[.!?\n]/.test(text[start - 1])) start--;
  return text.slice(start, index);
}
var SLASH_PAIR = /(?<![\w/])([A-Za-z0-9][\w.@+-]{0,39})[ \t]*\/[ \t]*(\S{6,64})/g;
var COLON_PAIR = /(?<![\w:/.@%-])([A-Za-z][\w.+-]{0,39}):(\S{6,64})/g;
var AS_WITH = /\bas[ \t]+([\w.@+-]{1,40})[ \t]+(?:with|using|and)[ \t]+(?:(?:the|password|passphrase|pass|pw|pwd)[ \t]+){0,2}(\S{6,64})/gi;
var SHORT_WORD = /(?<![\w-])(pw|pwd|pass)(?:[ \t]*(is|was|=|:|->)[ \t]*|[ \t]+)(\S{4,64})/gi;
function scan(re, text, accept) {
  re.lastIndex = 0;
  for (let i = 0; i < 64; i++) {
    const m = re.exec(text);
    if (!m) break;
    if (accept(m)) {
      re.lastIndex = 0;
      return true;
    }
  }
  re.lastIndex = 0;
  return false;
}
function credentialPair(text, lower) {
  if (factsOf(text).digits === 0 || !LOGIN_CONTEXT.test(lower)) return false;
  const pairAfterLogin = (m) => passwordLike(m[2]) && LOGIN_CONTEXT.test(sentenceBefore(text, m.index) + " " + m[1]);
  if (lower.includes("/") && scan(SLASH_PAIR, text, pairAfterLogin)) return true;
  if (lower.includes(":") && scan(COLON_PAIR, text, (m) => !/@[A-Za-z0-9-]+\.[A-Za-z]{2,}/.test(m[2]) && pairAfterLogin(m))) return true;
  if (/\bas\s/.test(lower) && scan(AS_WITH, text, (m) => passwordLike(m[2]) && /\b(?:log(?:ged)?[ -]?in|logon|sign(?:ed)?[ -]?in|ssh|connect|authenticate|auth)\b/i.test(sentenceBefore(text, m.index)))) return true;
  return false;
}
function shortPasswordWord(text, lower) {
  if (factsOf(text).digits === 0 || !/\b(?:pw|pwd|pass)\b/.test(lower)) return false;
  return scan(SHORT_WORD, text, (m) => {
    const explicit = m[2] !== void 0;
    const value = m[3];
    if (m[1].toLowerCase() === "pass" && !explicit) return false;
    if (passwordLike(value)) return true;
    const v = clean(value);
    return explicit && v.length >= 6 && /[0-9]/.test(v) && /[A-Za-z]/.test(v) && !isPlaceholder(v) && !isReference(v) && !/[/.]/.test(v);
  });
}
var NON_ASCII = /[^\x00-\x7f]/;
var ASCII_WORDS = /\b(?:password|passwort|kennwort|mot[ -]de[ -]passe|contrasena|contrasenya|senha|palavra[ -]passe|wachtwoord|parola d'ordine|parola|haslo|losenord|salasana|adgangskode|passord|heslo|jelszo|sifre|kata sandi|katalaluan)\b/gi;
var ASCII_HINT = /passwor|kennwort|passe|contras|senha|wachtwoord|parola|haslo|senord|salasana|adgangskode|passord|heslo|jelsz|sifre|sandi|katalaluan/;
var SPACED_WORDS = /(?<![\p{L}\p{N}])(?:password|passwort|kennwort|mot[ -]de[ -]passe|contrase[ñn]a|contrasenya|senha|palavra[ -]passe|wachtwoord|parola d'ordine|parola|has[łl]o|l[öo]senord|salasana|adgangskode|passord|heslo|jelsz[óo]|[şs]ifre|пароль|пароля|паролем|гасло|κωδικός|סיסמה|סיסמא|كلمة المرور|كلمة السر|mật khẩu|kata sandi|katalaluan|पासवर्ड)(?![\p{L}\p{N}])/giu;
var UNSPACED_WORDS = /(?:密码|密碼|口令|パスワード|비밀번호|암호|รหัสผ่าน)/gu;
var UNICODE_HINT = /passwor|kennwort|passe|contras|senha|wachtwoord|parola|has[łl]o|senord|salasana|adgangskode|passord|heslo|jelsz|ifre|парол|гасло|κωδικ|סיסמ|كلمة|mật khẩu|sandi|katalaluan|पासवर्ड|密码|密碼|口令|パスワード|비밀번호|암호|รหัสผ่าน/iu;
var ASCII_FOLLOWING = /^(?:[ \t]+[^\s:=]{1,30}){0,5}?[ \t]*(=|:|->|is|ist|lautet|est|es|er|ar|on|jest|je|to)[ \t]*(\S{4,64})/i;
var FOLLOWING = /^(?:[ \t]+[^\s:=]{1,30}){0,5}?[ \t]*(=|:|->|→|—|is|ist|lautet|est|es|é|è|er|är|on|jest|je|to|是|为|為|は|が|은|는|이)[ \t]*(\S{4,64})/iu;
function foreignPasswordWord(text, lower) {
  if (factsOf(text).digits === 0) return false;
  const ascii = !NON_ASCII.test(text);
  if (ascii ? !ASCII_HINT.test(lower) : !UNICODE_HINT.test(lower)) return false;
  const following = ascii ? ASCII_FOLLOWING : FOLLOWING;
  const judge = (m) => {
    const f = following.exec(text.slice(m.index + m[0].length, m.index + m[0].length + 200));
    if (!f) return false;
    if (passwordLike(f[2])) return true;
    const v = clean(f[2]);
    return (f[1] === ":" || f[1] === "=") && v.length >= 6 && /[0-9]/.test(v) && /[A-Za-z]/.test(v) && !isPlaceholder(v) && !isReference(v) && !/[/.]/.test(v);
  };
  if (ascii) return scan(ASCII_WORDS, text, judge);
  return scan(SPACED_WORDS, text, judge) || scan(UNSPACED_WORDS, text, judge);
}
var LOGIN_DETECTORS = [
  { id: "credential-pair", category: "password", message: MESSAGE, detect: credentialPair },
  { id: "password-short-word", category: "password", message: MESSAGE, detect: shortPasswordWord },
  { id: "password-word-other-language", category: "password", message: MESSAGE, detect: foreignPasswordWord }
];

// lib/policy/first-matches.ts
function someMatch(re, text, max, accept) {
  re.lastIndex = 0;
  try {
    for (let i = 0; i < max; i++) {
      const m = re.exec(text);
      if (!m) return false;
      if (accept(m)) return true;
    }
    return false;
  } finally {
    re.lastIndex = 0;
  }
}

// lib/policy/command-line.ts
var MESSAGE2 = "The text contains what looks like a password given on a command line.";
var WORD = String.raw`("[^"\n]{1,128}"|'[^'\n]{1,128}'|[^\s"'|;&]{1,128}(?:&[^\s"'|;&]+)*)`;
function unquote(v) {
  return v.replace(/^"(.*)"$|^'(.*)'$/s, (_m, a, b) => a ?? b ?? "");
}
function notAValue(v) {
  return v.length < 3 || isPlaceholder(v) || isReference(v) || /^[-$%{<[`]|\$\(|\$\{|\{\{/.test(v) || /^(?:pass(?:word)?|pwd|secret|token|stdin|prompt|file|env)$/i.test(v);
}
function statedValue(raw) {
  const v = unquote(raw);
  return !notAValue(v);
}
var ROWS = [
  // sshpass -p secret …
  { hint: /sshpass/, pattern: new RegExp(String.raw`\bsshpass\s+(?:-[a-oq-zA-Z]\S*\s+)*-p\s*${WORD}`, "g"), value: (m) => statedValue(m[1]) },
  // docker/podman/nerdctl/buildah/skopeo/helm registry/oras login … -p secret
  { hint: /login/, pattern: new RegExp(String.raw`\b(?:docker|podman|nerdctl|buildah|skopeo|oras|crane|helm(?:\s+registry)?|regctl\s+registry|cf|oc)\s+(?:\S+\s+){0,2}?login\b[^\n|;&]{0,160}?\s-p(?:=|\s+)${WORD}`, "g"), value: (m) => statedValue(m[1]) },
  // echo secret | docker login -u ci --password-stdin: the echoed word is the password.
  { hint: /password-stdin|passwd|chpasswd/, pattern: new RegExp(String.raw`\b(?:echo|printf)\s+(?:-n\s+|-e\s+)*${WORD}\s*\|\s*(?:sudo\s+)?(?:\S+\s+){0,4}?(?:login\b[^\n|;&]*--password-stdin|passwd\b|chpasswd\b)`, "g"), value: (m) => statedValue(m[1]) && !/^[^:]*:$/.test(unquote(m[1])) },
  // redis-cli -a secret, redis-cli --pass secret
  { hint: /redis-cli/, pattern: new RegExp(String.raw`\bredis-cli\b[^\n|;&]{0,120}?\s(?:-a|--pass)(?:=|\s+)${WORD}`, "g"), value: (m) => statedValue(m[1]) },
  // smbclient/rpcclient/net … -U user%secret
  { hint: /%/, pattern: /(?:^|\s)(?:-U|--user(?:name)?)(?:=|\s+)["']?[^\s%"']{1,64}%([^\s"']{3,128})/g, value: (m) => !notAValue(m[1]) },
  // openssl … -passin pass:secret / -passout pass:secret / -pass pass:secret
  { hint: /pass:/, pattern: /(?:^|\s)-pass(?:in|out)?\s+["']?pass:([^\s"']{3,128})/g, value: (m) => !notAValue(m[1]) },
  // mysql, mysqldump, mariadb, mysqladmin: -pSECRET glued; with a space the next word is a
  // database, but a user who writes `-p Tr0ub4dor&3` means a password.
  {
    hint: /mysql|mariadb/,
    pattern: new RegExp(String.raw`\b(?:mysql|mysqldump|mysqladmin|mysqlimport|mysqlcheck|mysqlsh|mariadb|mariadb-dump)\b[^\n|;]{0,160}?\s-p(\s*)${WORD}`, "g"),
    value: (m) => m[1] === "" ? statedValue(m[2]) : passwordLike(unquote(m[2]))
  },
  // A user and a password given apart, in any command: `mongosh -u admin -p S3cret…`,
  // `az login -u ci@corp -p …`, `sqlcmd -S db -U sa -P …`. The value must look picked (or be
  // quoted), so `psql -U app -p 5432`, `ps -u root -p 42` and `mysql -u root -p app_db` pass.
  {
    hint: /-[pP]/,
    pattern: new RegExp(String.raw`(?:^|\s)(?:-[uU]|--user(?:name)?)(?:=|\s+)[^\s|;&]{1,64}(?:\s+[^\n|;&]{0,80}?)?\s-[pP](?:=|\s+)${WORD}`, "g"),
    value: (m) => separateValue(m[1])
  },
  // OpenLDAP's tools take the bind password as -w (-W prompts for it).
  { hint: /ldap/, pattern: new RegExp(String.raw`\bldap(?:search|modify|add|delete|passwd|whoami|compare|modrdn|exop|url)?\b[^\n|;&]{0,160}?\s-w\s*${WORD}`, "g"), value: (m) => statedValue(m[1]) },
  // keytool and jarsigner: -storepass / -keypass / -srcstorepass … VALUE (-storepass:env NAME
  // names a variable and passes).
  { hint: /pass/, pattern: new RegExp(String.raw`(?:^|\s)-(?:store|key|srcstore|deststore|srckey|destkey|new)pass\s+${WORD}`, "g"), value: (m) => statedValue(m[1]) },
  // zip, unzip and zipcloak: -P VALUE encrypts or opens an archive with that password.
  { hint: /zip/, pattern: new RegExp(String.raw`\b(?:zip|unzip|zipcloak|zipnote)\b[^\n|;&]{0,120}?\s-P\s+${WORD}`, "g"), value: (m) => statedValue(m[1]) },
  // htpasswd -b FILE USER PASSWORD (and -bc, -nb USER PASSWORD): the password is on the line.
  { hint: /htpasswd/, pattern: new RegExp(String.raw`\bhtpasswd\s+(?:-[a-zA-Z]*\s+)*-[a-zA-Z]*b[a-zA-Z]*\s+(?:-[a-zA-Z]+\s+)*(?:(?!-)\S+\s+){1,2}${WORD}`, "g"), value: (m) => statedValue(m[1]) },
  // Windows: net use \\server\share PASSWORD /user:NAME, or /user:NAME PASSWORD.
  { hint: /net\s+use/, pattern: new RegExp(String.raw`\bnet\s+use\b[^\n|;&]{0,160}?\s/user:\S+\s+${WORD}`, "gi"), value: (m) => !/^[/*]/.test(unquote(m[1])) && statedValue(m[1]) },
  // A config command given a credential-named key and its value: `aws configure set
  // aws_secret_access_key …`, `npm config set //registry/:_authToken …`, `git config
  // credential.password …`; and `gh secret set NAME --body …`.
  {
    hint: /config|secret set/,
    pattern: new RegExp(String.raw`\b(?:configure|config)\s+set\s+(?:--\S+\s+)*(\S*(?:secret|token|passw(?:or)?d|passwd|api[_-]?key|_auth\b|credential|private[_-]?key)\S*)(?:\s+|=)${WORD}|\bsecret\s+set\s+\S+\s+(?:\S+\s+)*?(?:-b|--body)(?:=|\s+)${WORD}`, "gi"),
    value: (m) => {
      const v = m[2] ?? m[3];
      return statedValue(v) && unquote(v).length >= 6;
    }
  },
  // Any other command: -pVALUE glued, shaped like a picked password (letters and digits with
  // mixed case or a symbol), so -pthread, -p8080:80 and -print pass.
  { hint: /-p/, pattern: /(?:^|\s)-p((?:[^\s"'|;&]|&(?=\S))+)/g, value: (m) => gluedPassword(m[1]) }
];
function separateValue(raw) {
  const v = unquote(raw);
  if (notAValue(v) || /^[0-9:.-]+$/.test(v) || /^[./~]/.test(v)) return false;
  return raw !== v ? v.length >= 6 : passwordLike(v);
}
function gluedPassword(raw) {
  const v = unquote(raw);
  return passwordLike(v) && !/^[0-9:.-]+$/.test(v) && !notAValue(v);
}
var ANY_FLAG = /(?:^|\s)-(?:[pPaUw]|-user|-pass)|pass(?::|\s)|sshpass|password-stdin|passwd|\/user:|config(?:ure)?\s+set|secret\s+set/i;
function commandLinePassword(text, lower) {
  if (!ANY_FLAG.test(text)) return false;
  for (const row of ROWS) {
    if (!row.hint.test(lower)) continue;
    if (someMatch(row.pattern, text, 32, row.value)) return true;
  }
  return false;
}
var COMMAND_LINE_DETECTORS = [
  { id: "cli-short-password-flag", category: "password", message: MESSAGE2, detect: commandLinePassword }
];

// nuzo-lazy-policy-tables:policy-tables
var tables;
var load = () => tables ??= require("./policy-tables.cjs");
function isBip39Word(w, l) {
  return load().isBip39Word(w, l);
}
function isValidIban(r) {
  return load().isValidIban(r);
}
function isValidPhone(n, c) {
  return load().isValidPhone(n, c);
}

// lib/policy/named-secrets.ts
var MESSAGE3 = "The text contains what looks like a password, key or recovery code.";
var NAMED = /(?<![\p{L}\p{N}])(?:wi-?fi(?:[ -](?:key|password|passphrase|pass|code|pw|psk|schlüssel|passwort|kennwort))?|wlan[ -]?(?:key|schlüssel|passwort|kennwort|password)|wpa2?[ -]?(?:key|psk|passphrase)|network key|shared[ -]secret|pre-?shared[ -]key|psk|vpn[ -](?:key|secret|password)|pass[ -]?phrase|passcode|pin(?:[ -]?(?:code|number|nummer))?|code pin|(?:recovery|backup|restore|reset|unlock|door|gate|alarm|safe|locker|garage|entry|keypad|security|2fa|mfa|one-time|wiederherstellungs|sicherungs|tür|alarm)[ -]?codes?|(?:seed|recovery|mnemonic|secret|backup)[ -](?:phrase|words)|(?:wallet|recovery|ledger|metamask|trezor)[ -]seed|mnemonic|safe combination|combination(?: lock)?|master[ -]password|vault[ -]password|encryption[ -](?:key|password|passphrase)|clé (?:wi-?fi|wpa|de récupération)|code de (?:récupération|secours|déverrouillage)|phrase (?:de récupération|secrète)|clave (?:wi-?fi|wpa|de recuperación)|código (?:pin|de recuperación|de recuperação)|codice (?:pin|di recupero)|frase (?:de recuperación|de recuperação|di recupero|semente)|chiave (?:wi-?fi|wpa)|senha (?:do )?wi-?fi|wifi[ -]?passwort|wlan[ -]?passwort|wifi密码|无线密码|助记词|恢复码|暗証番号|復旧コード|リカバリーコード)(?![\p{L}\p{N}])/giu;
var HINT = /wi-?fi|wlan|wpa|network key|shared[ -]secret|pre-?shared|\bpsk\b|vpn[ -](?:key|secret|pass)|phrase|passcode|\bpin\b|pin[ -]?(?:code|number|nummer)|(?:recovery|backup|restore|reset|unlock|door|gate|alarm|safe|locker|garage|entry|keypad|security|2fa|mfa|one-time|wiederherstellungs|sicherungs|tür)[ -]?code|code (?:pin|de)|c[oó]digo|codice|seed|mnemonic|combination|master[ -]pass|vault[ -]pass|encryption[ -](?:key|pass)|clé|clave|chiave|senha|密码|助记词|恢复码|暗証番号|コード/i;
var FOLLOWING2 = /^(?:[ \t]+(?!is\b|ist\b|est\b|es\b|è\b|é\b|are\b|lautet\b|sind\b)[^\s:=]{1,30}){0,5}?[ \t]*(=|:|->|→|—|is|are|was|ist|lautet|sind|est|es|è|é|são|sono|是|为|為|は|が)[ \t]*([^\n]{1,160})/iu;
var UNITS2 = /^(?:characters?|chars?|digits?|letters?|words?|days?|hours?|minutes?|seconds?|times?|bits?|bytes?|long|stellig|caractères|chiffres|dígitos|cifre)\b/i;
var FUNCTION_WORDS = new Set(`a an the this that these those it its in on at of for from to into by with without via and or but not no never
always only just also still now then there here is are was were be been being has have had do does did can could will would should must may might
stored kept saved printed written managed rotated required needed set reset changed shared sent given listed used generated
same different random unique long short secret private hidden on-device per each every any some all none
der die das ein eine ist im in auf mit von zu le la les un une est dans sur avec de du el la los las es en con del il lo \xE8 di da con o
as em no na com do da`.split(/\s+/));
var STATED_WORD = /^[\p{L}][\p{L}'-]*$/u;
function cleanValue2(v) {
  return v.replace(/^["'`“‘«(]+/, "").replace(/[.,;:!?)"'`”’»]+$/, "");
}
function valueIsSecret(rest, name) {
  const codeName = /pin|code|combination|暗証番号|コード|恢复码/i.test(name) && !/wi-?fi|wlan|phrase/i.test(name);
  const quoted = /^["'“‘«]([^\s"'`”’»][^"'`”’»\n]{2,63})["'”’»]/u.exec(rest);
  if (quoted) {
    const q = quoted[1];
    if (codeName && !/[0-9]/.test(q)) return false;
    return q.split(/\s+/).length <= 6 && !isPlaceholder(q) && !isReference(q) && !/^\$|\{\{|<.*>/.test(q);
  }
  const words = rest.split(/[ \t]+/).slice(0, 8).map(cleanValue2).filter(Boolean);
  const first = words[0] ?? "";
  if (!first || isPlaceholder(first) || isReference(first)) return false;
  if (/^\d+$/.test(first)) return first.length >= 4 && first.length <= 12 && !UNITS2.test(words[1] ?? "") && !/^(?:19|20)\d\d$/.test(first);
  if (/[0-9]/.test(first) && /^[\p{L}\p{N}_@#$%^&*+=!?~.-]{4,64}$/u.test(first)) {
    if (/^v?\d+(?:\.\d+)+$|^\d+(?:st|nd|rd|th)$|^\d+[a-z]{1,3}$/i.test(first)) return false;
    return true;
  }
  if (passwordLike(first)) return true;
  if (codeName) return false;
  const word = (w) => STATED_WORD.test(w) && !FUNCTION_WORDS.has(w.toLowerCase()) && w.length <= 12 && !(/(?:ed|ing|ly)$/i.test(w) && w.length > 5);
  if (first.includes("-")) {
    const pieces = first.split("-");
    if (pieces.length >= 3 && pieces.every(word)) return true;
  } else {
    let run = 0;
    while (run < words.length && word(words[run])) run++;
    const rawWords = rest.split(/[ \t]+/);
    const endsClause = run === words.length || /[.,;!?]$/.test(rawWords[run - 1] ?? "");
    if (run >= 3 && endsClause) return true;
  }
  return /wi-?fi|wlan|wpa|phrase|network key|clé|clave|chiave|senha/i.test(name) && words.length === 1 && first.length >= 6 && word(first);
}
var BARE_CODE = /^[ \t]+(?:#[ \t]*)?(\d{4,8})(?!\d|[.,:/-]\d)[ \t]*([\p{L}]*)/u;
var BARE_PICKED = /^[ \t]+["'`]?([^\s"'`]{6,64})/;
function namedSecret(text, lower) {
  if (!HINT.test(lower)) return false;
  return someMatch(NAMED, text, 32, (m) => {
    const after = text.slice(m.index + m[0].length, m.index + m[0].length + 200);
    const f = FOLLOWING2.exec(after);
    const bare = f ? null : BARE_CODE.exec(after);
    const codeAlone = !!bare && /pin|code/i.test(m[0]) && !UNITS2.test(bare[2]) && !/^(?:19|20)\d\d$/.test(bare[1]);
    const picked = BARE_PICKED.exec(after);
    return codeAlone || !!picked && passwordLike(cleanValue2(picked[1])) || !!(f && valueIsSecret(f[2], m[0]));
  });
}
var OTPAUTH = /otpauth(?:-migration)?:\/\/[^\s]*?[?&](?:secret|data)=([A-Za-z2-7%=+/]{16,})/gi;
var TOTP_NAMED = /\b(?:totp|otp|2fa|mfa|authenticator|two-factor|google authenticator)\b[^\n]{0,24}?\b(?:secret|seed|key|code|setup key|schlüssel|clé|clave|chiave|chave)\b(?:[^\n]{0,40}?(?:\bis\b|\bist\b|\best\b|\bes\b|=|:|->))?[ \t]*["']?([A-Za-z2-7]{4}(?:[ -]?[A-Za-z2-7]{4}){3,15}[A-Za-z2-7]{0,3}=*)(?![A-Za-z0-9])/gi;
function base32Seed(v) {
  const s = v.replace(/[ -]/g, "").replace(/=+$/, "");
  return s.length >= 16 && /[2-7]/.test(s) && /^[A-Za-z2-7]+$/.test(s) && (s === s.toUpperCase() || s === s.toLowerCase());
}
function totpSeed(text, lower) {
  if (lower.includes("otpauth")) {
    OTPAUTH.lastIndex = 0;
    const hit = OTPAUTH.test(text);
    OTPAUTH.lastIndex = 0;
    if (hit) return true;
  }
  if (!/totp|otp|2fa|mfa|authenticator|two-factor/.test(lower)) return false;
  return someMatch(TOTP_NAMED, text, 16, (m) => base32Seed(m[1]));
}
var SEED_SEPARATOR = /^[\s,;*•|/-]*(?:\d{1,2}[.):]\s*)?$/;
function longestRun(tokens, isWord) {
  let run = 0;
  let best = 0;
  for (let i = 1; i < tokens.length; i += 2) {
    if (!isWord(tokens[i])) {
      run = 0;
      continue;
    }
    if (run > 0 && !SEED_SEPARATOR.test(tokens[i - 1])) run = 0;
    run++;
    if (run > best) best = run;
    if (best >= 12) break;
  }
  return best;
}
function twelveShortWords(lower) {
  let run = 0;
  let len = 0;
  for (let i = 0; i <= lower.length; i++) {
    const c = i < lower.length ? lower.charCodeAt(i) : 32;
    if (c >= 97 && c <= 122) {
      len++;
      continue;
    }
    if (len > 0) {
      run = len >= 3 && len <= 9 ? run + 1 : 0;
      if (run >= 12) return true;
      len = 0;
    }
    if (!(c === 32 || c === 10 || c === 13 || c === 9 || c === 44 || c === 59 || c === 45 || c === 46 || c === 41 || c === 58 || c === 42 || c === 47 || c === 124 || c >= 48 && c <= 57)) run = 0;
  }
  return false;
}
var SEED_LANGUAGES = ["english", "spanish", "french", "italian", "portuguese", "czech"];
var SEED_WORD_ANY = new RegExp("^\\p{L}{3,9}$", "u");
var NON_ASCII2 = /[^\x00-\x7f]/;
function seedPhrase(_text, lower) {
  if (!NON_ASCII2.test(lower)) {
    if (!twelveShortWords(lower)) return false;
    const tokens2 = lower.split(/([a-z]+)/);
    return SEED_LANGUAGES.some((language) => longestRun(tokens2, (w) => SEED_WORD_ANY.test(w) && isBip39Word(w, language)) >= 12);
  }
  const tokens = lower.split(new RegExp("(\\p{L}+)", "u"));
  if (longestRun(tokens, (w) => SEED_WORD_ANY.test(w)) < 12) return false;
  return SEED_LANGUAGES.some((language) => longestRun(tokens, (w) => SEED_WORD_ANY.test(w) && isBip39Word(w, language)) >= 12);
}
var NAMED_SECRET_DETECTORS = [
  { id: "named-secret", category: "password", message: MESSAGE3, detect: namedSecret },
  { id: "totp-seed", category: "otp_seed", message: "The text contains a one-time-password (TOTP) seed.", detect: totpSeed },
  { id: "seed-phrase", category: "seed_phrase", message: "The text contains what looks like a wallet seed phrase.", detect: seedPhrase }
];

// lib/policy/encoded.ts
var HEX_RUN = /(?<![0-9a-fA-F])(?:0x)?([0-9a-fA-F]{32,512})(?![0-9a-fA-F])/g;
var B64_RUN = /(?<![A-Za-z0-9+/_-])([A-Za-z0-9+/_-]{20,684})(={0,2})(?![A-Za-z0-9+/=_-])/g;
var PERCENT_RUN = /(?:%[0-9a-fA-F]{2}[^\s%]{0,3}){8,}/g;
var MAX_RUNS = 32;
function printable(s) {
  if (s.length < 12) return false;
  let ok = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c >= 32 && c < 127 || c === 10 || c === 13 || c === 9) ok++;
  }
  return ok === s.length;
}
function decodeHex(run) {
  if (run.length % 2 !== 0) return null;
  const s = Buffer.from(run, "hex").toString("latin1");
  return printable(s) ? s : null;
}
function decodeBase64(run) {
  if (!/[0-9+/]/.test(run) && !/[A-Z].*[A-Z].*[A-Z]/.test(run)) return null;
  const s = Buffer.from(run.replace(/-/g, "+").replace(/_/g, "/"), "base64").toString("latin1");
  return printable(s) ? s : null;
}
function decodedView(text, longestRun3) {
  if (longestRun3 < 20 && !text.includes("%")) return null;
  const out = [];
  if (longestRun3 >= 32) {
    HEX_RUN.lastIndex = 0;
    for (let i = 0; i < MAX_RUNS; i++) {
      const m = HEX_RUN.exec(text);
      if (!m) break;
      const s = decodeHex(m[1]);
      if (s) out.push(s);
    }
    HEX_RUN.lastIndex = 0;
  }
  if (longestRun3 >= 20) {
    B64_RUN.lastIndex = 0;
    for (let i = 0; i < MAX_RUNS; i++) {
      const m = B64_RUN.exec(text);
      if (!m) break;
      if (/^[0-9a-fA-F]+$/.test(m[1])) continue;
      const s = decodeBase64(m[1]);
      if (s) out.push(s);
    }
    B64_RUN.lastIndex = 0;
  }
  if (text.includes("%")) {
    PERCENT_RUN.lastIndex = 0;
    for (let i = 0; i < MAX_RUNS; i++) {
      const m = PERCENT_RUN.exec(text);
      if (!m) break;
      try {
        out.push(decodeURIComponent(m[0]));
      } catch {
      }
    }
    PERCENT_RUN.lastIndex = 0;
  }
  return out.length ? out.join("\n") : null;
}

// lib/policy/phones.ts
var MESSAGE4 = "The text contains a phone number.";
var LATIN_WORD = new RegExp("(?<![\\p{L}\\p{N}])(?:phone|phones|telephone|tel|cell|cellphone|mobile|mobil|mob|call|text|sms|whatsapp|signal|telegram|viber|reach (?:me|him|her|them) (?:at|on)|phone no|mobile no|contact no|telefon|telefonnummer|tel\\.-?nr|handy|handynummer|mobilnummer|mobiltelefon|rufnummer|festnetz|anrufen|erreichbar unter|t\xE9l|t\xE9l\xE9phone|portable|num\xE9ro|appeler|joignable au|tel\xE9fono|telefono|m\xF3vil|movil|celular|n\xFAmero|numero|llamar|llama al|cellulare|cell\\.|chiamare|telefone|telem\xF3vel|fone|ligue|ligar|contato|whatsapp no|ruf(?:e|t)?(?:\\s+\\p{L}+){0,2}\\s+an(?:\\s+unter)?|anruf unter|appelle(?:-moi|z-moi|z)?(?: au)?|ll[a\xE1]mame(?: al)?|chiamami(?: al)?|me liga(?: no)?|liga pra mim|mera number|meri number|uska number|uski number|mobile number|phone number|contact number|number hai|(?:my|his|her|their|our|\\p{L}+'s)(?:\\s+[\\p{L}-]+){0,2}\\s+number(?:\\s+is)?)(?![\\p{L}\\p{N}])\\.?(?:-?nr\\.?)?[^\\n.!?]{0,24}$", "iu");
var CJK_WORD = /(?:电话|電話|手机|手機|联系电话|聯絡電話|号码|號碼|携帯|ケータイ|電話番号|連絡先|TEL|Tel)[^\n。！？]{0,12}$/u;
var HINT2 = /phone|tel|cell|mobil|mob|call|text|sms|whatsapp|signal|telegram|viber|reach|contact|handy|ruf|festnetz|anruf|erreichbar|portable|num[eé]ro|número|appel|joignable|m[oó]vil|celular|llam|llám|cellulare|liga|chiam|fone|ligu|ligar|contato|number|电话|電話|手机|手機|号码|號碼|携帯|ケータイ|連絡先/iu;
var NUMBER = /(?<![\p{Script=Latin}\p{N}.:/_-])\+?\(?\d[\d \u00a0().\/–-]{5,20}\d(?![\p{Script=Latin}\p{N}_]|[.-]\d)/gu;
var COUNTRIES = ["US", "GB", "CA", "AU", "IE", "IN", "DE", "AT", "CH", "FR", "BE", "LU", "ES", "MX", "AR", "CO", "CL", "IT", "PT", "BR", "NL", "CN", "HK", "TW", "JP", "SG"];
function digitsOf(raw) {
  return raw.replace(/\D/g, "").length;
}
function phoneByWord(text, lower) {
  if (!HINT2.test(lower)) return false;
  return someMatch(NUMBER, text, 32, (m) => {
    const n = digitsOf(m[0]);
    if (n < 7 || n > 15) return false;
    if (/(?:^|\D)555[ .-]?01\d\d$/.test(m[0])) return false;
    if (/^\d{1,4}[./-]\d{1,2}[./-]\d{1,4}$/.test(m[0].trim()) || /^\d+\.\d+\.\d+/.test(m[0])) return false;
    const before = text.slice(Math.max(0, m.index - 48), m.index);
    if (!LATIN_WORD.test(before) && !CJK_WORD.test(before)) return false;
    return isValidPhone(m[0].replace(/\u00a0/g, " ").replace(/–/g, "-"), COUNTRIES);
  });
}
var PHONE_DETECTORS = [
  { id: "phone-by-word", category: "phone", message: MESSAGE4, detect: phoneByWord }
];

// lib/policy/national-ids.ts
var MESSAGE5 = "The text contains what looks like a government identity number.";
function steuerIdValid(raw) {
  const d = raw.replace(/\D/g, "");
  if (d.length !== 11 || d[0] === "0") return false;
  let product = 10;
  for (let i = 0; i < 10; i++) {
    let sum = (d.charCodeAt(i) - 48 + product) % 10;
    if (sum === 0) sum = 10;
    product = sum * 2 % 11;
  }
  const check = (11 - product) % 10;
  return check === d.charCodeAt(10) - 48;
}
var CF_ODD = {
  0: 1,
  1: 0,
  2: 5,
  3: 7,
  4: 9,
  5: 13,
  6: 15,
  7: 17,
  8: 19,
  9: 21,
  A: 1,
  B: 0,
  C: 5,
  D: 7,
  E: 9,
  F: 13,
  G: 15,
  H: 17,
  I: 19,
  J: 21,
  K: 2,
  L: 4,
  M: 18,
  N: 20,
  O: 11,
  P: 3,
  Q: 6,
  R: 8,
  S: 12,
  T: 14,
  U: 16,
  V: 10,
  W: 22,
  X: 25,
  Y: 24,
  Z: 23
};
function codiceFiscaleValid(raw) {
  const cf = raw.toUpperCase();
  if (!/^[A-Z0-9]{16}$/.test(cf)) return false;
  let sum = 0;
  for (let i = 0; i < 15; i++) {
    const c = cf[i];
    if (i % 2 === 0) sum += CF_ODD[c];
    else sum += /\d/.test(c) ? c.charCodeAt(0) - 48 : c.charCodeAt(0) - 65;
  }
  return String.fromCharCode(65 + sum % 26) === cf[15];
}
var VERHOEFF_D = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 2, 3, 4, 0, 6, 7, 8, 9, 5],
  [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
  [3, 4, 0, 1, 2, 8, 9, 5, 6, 7],
  [4, 0, 1, 2, 3, 9, 5, 6, 7, 8],
  [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
  [6, 5, 9, 8, 7, 1, 0, 4, 3, 2],
  [7, 6, 5, 9, 8, 2, 1, 0, 4, 3],
  [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
  [9, 8, 7, 6, 5, 4, 3, 2, 1, 0]
];
var VERHOEFF_P = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 5, 7, 6, 2, 8, 3, 0, 9, 4],
  [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
  [8, 9, 1, 6, 0, 4, 3, 5, 2, 7],
  [9, 4, 5, 3, 1, 2, 6, 8, 7, 0],
  [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
  [2, 7, 9, 3, 8, 0, 6, 4, 1, 5],
  [7, 0, 4, 6, 9, 1, 3, 2, 5, 8]
];
function verhoeffValid(raw) {
  const d = raw.replace(/\D/g, "");
  let c = 0;
  for (let i = 0; i < d.length; i++) c = VERHOEFF_D[c][VERHOEFF_P[i % 8][d.charCodeAt(d.length - 1 - i) - 48]];
  return c === 0;
}
function nirValid(raw) {
  const d = raw.replace(/\s/g, "").toUpperCase();
  if (!/^[12]\d{2}(?:0[1-9]|1[0-2]|[2-9]\d)(?:\d{2}|2A|2B)\d{6}\d{2}$/.test(d)) return false;
  const body = d.slice(0, 13).replace("2A", "19").replace("2B", "18");
  const key = Number(d.slice(13));
  return 97 - Number(BigInt(body) % 97n) === key;
}
var DNI_LETTERS = "TRWAGMYFPDXBNJZSQVHLCKE";
function dniValid(raw) {
  const s = raw.replace(/[\s-]/g, "").toUpperCase();
  const m = /^([XYZ]?)(\d{7,8})([A-Z])$/.exec(s);
  if (!m) return false;
  const prefix = m[1] ? String("XYZ".indexOf(m[1])) : "";
  const n = Number(prefix + m[2]);
  return DNI_LETTERS[n % 23] === m[3];
}
function chinaIdValid(raw) {
  const s = raw.toUpperCase();
  if (!/^[1-9]\d{5}(?:19|20)\d{2}(?:0[1-9]|1[0-2])(?:0[1-9]|[12]\d|3[01])\d{3}[\dX]$/.test(s)) return false;
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += (s.charCodeAt(i) - 48) * weights[i];
  return "10X98765432"[sum % 11] === s[17];
}
var ROWS2 = [
  {
    id: "de-tax-id",
    digits: 10,
    hint: /steuer|identifikationsnummer|idnr|st\.-?nr|tax id|tin/i,
    pattern: /(?:steuer-?id(?:entifikationsnummer)?|steuerliche[n]? identifikationsnummer|identifikationsnummer|idnr\.?|steuernummer|st\.-?nr\.?|german tax id|tax id|TIN)[^\n\d]{0,20}?(\d{2}[ ./]?\d{3}[ ./]?\d{3}[ ./]?\d{3}|\d{2,3}\/\d{3,4}\/\d{4,5})(?![\d])/giu,
    accept: (m) => m[1].includes("/") || m[1].replace(/\D/g, "").length === 11
  },
  {
    id: "de-tax-id-shape",
    digits: 11,
    hint: /\d/,
    pattern: /(?<![\d.,-])[1-9]\d{10}(?![\d.,-])/g,
    accept: (m) => steuerIdValid(m[0]) && germanIdDigits(m[0])
  },
  {
    id: "it-codice-fiscale",
    digits: 0,
    hint: /[a-z]{6}\d/i,
    pattern: /(?<![A-Za-z0-9])[A-Za-z]{6}[0-9LMNPQRSTUVlmnpqrstuv]{2}[ABCDEHLMPRSTabcdehlmprst][0-9LMNPQRSTUVlmnpqrstuv]{2}[A-Za-z][0-9LMNPQRSTUVlmnpqrstuv]{3}[A-Za-z](?![A-Za-z0-9])/g,
    accept: (m) => codiceFiscaleValid(m[0])
  },
  {
    id: "in-aadhaar",
    digits: 12,
    hint: /\d{4}/,
    pattern: /(?<![\dA-Za-z]|[\d-]|\d[ -])[2-9]\d{3}([ -])\d{4}\1\d{4}(?![ -]?[\dA-Za-z]|-)/g,
    accept: (m) => verhoeffValid(m[0])
  },
  {
    id: "in-aadhaar-word",
    digits: 12,
    hint: /aadh?aar|आधार|uidai/i,
    pattern: /(?:aadh?aar|आधार|uidai)[^\n\d]{0,24}?([2-9]\d{3}[ -]?\d{4}[ -]?\d{4})(?!\d)/giu,
    accept: () => true
  },
  {
    id: "in-pan",
    digits: 4,
    hint: /pan/i,
    pattern: /\bPAN\b[^\n]{0,24}?(?<![A-Za-z0-9])([A-Z]{3}[PCHFATBLJG][A-Z]\d{4}[A-Z])(?![A-Za-z0-9])/g,
    accept: () => true
  },
  {
    id: "fr-nir",
    digits: 13,
    hint: /\d{2}/,
    pattern: /(?<![\dA-Za-z]|\d )[12] ?\d{2} ?\d{2} ?(?:\d{2}|2[AB]) ?\d{3} ?\d{3} ?\d{2}(?! ?[\dA-Za-z])/g,
    accept: (m) => nirValid(m[0])
  },
  {
    id: "es-dni",
    digits: 7,
    hint: /\d{7}/,
    pattern: /(?<![A-Za-z0-9])[XYZ]?\d{7,8}-?[A-Z](?![A-Za-z0-9])/g,
    accept: (m) => dniValid(m[0])
  },
  {
    id: "cn-resident-id",
    digits: 17,
    hint: /\d{17}/,
    pattern: /(?<![\d])\d{17}[\dXx](?![\dXx])/g,
    accept: (m) => chinaIdValid(m[0])
  },
  {
    id: "jp-my-number",
    digits: 12,
    hint: /マイナンバー|個人番号|my number/i,
    pattern: /(?:マイナンバー|個人番号|my number)[^\n\d]{0,12}?(\d{4}[ -]?\d{4}[ -]?\d{4})(?!\d)/giu,
    accept: () => true
  }
];
function germanIdDigits(raw) {
  const counts = /* @__PURE__ */ new Map();
  for (const c of raw.slice(0, 10)) counts.set(c, (counts.get(c) ?? 0) + 1);
  const repeated = [...counts.values()].filter((n) => n > 1);
  return repeated.length === 1 && (repeated[0] === 2 || repeated[0] === 3);
}
function nationalId(text, lower) {
  const digits = factsOf(text).digits;
  if (digits < 4) return false;
  for (const row of ROWS2) {
    if (digits < row.digits || !row.hint.test(lower)) continue;
    if (someMatch(row.pattern, text, 32, row.accept)) return true;
  }
  return false;
}
var NATIONAL_ID_DETECTORS = [
  { id: "national-id", category: "government_id", message: MESSAGE5, detect: nationalId }
];

// lib/policy/personal-words.ts
var LIVING = /(?<![\p{L}])(?:wohnt|wohne|wohnen|wohnhaft|lebt|lebe|privatadresse|wohnadresse|heimadresse|meldeadresse|anschrift|habite|habites|habitent|j'habite|vit au|vit à|domicilié|domiciliée|domicile|adresse perso(?:nnelle)?|vive en|vivo en|viven en|domicilio|dirección (?:de casa|personal|particular)|abita|abito|vive in|vivo in|residente in|indirizzo di casa|mora|moro|moram|reside|residência|endereço residencial|morada|(?:[\p{L}]+'s|my|his|her|their|meine|seine|ihre|mon|ma|son|sa|mi|su|il mio|il suo|la sua|meu|seu|minha|sua)(?: home| private| street| postal)? (?:address|adresse|anschrift|dirección|indirizzo|endereço))(?![\p{L}])/iu;
var LIVING_HINT = /wohn|lebt|lebe|address|adresse|anschrift|habit|vit |domicil|vive|vivo|viven|direcci|abit|resid|indirizzo|mora|endere/i;
var STREET = new RegExp("(?:\\p{Lu}[\\p{L}-]*(?:stra\xDFe|strasse|str\\.|weg|gasse|platz|allee|ring|damm|ufer|chaussee|steig|pfad)|(?:Am|An der|Im|In der|Auf der) \\p{Lu}[\\p{L}-]+)\\s+\\d{1,4}\\s?[a-zA-Z]?\\b|\\b\\d{1,4}(?:\\s?(?:bis|ter))?,?\\s+(?:rue|avenue|av\\.|boulevard|bd|chemin|impasse|all\xE9e|place|quai|route|cours)\\s+\\p{L}|\\b(?:calle|c\\/|avenida|avda\\.?|plaza|paseo|carrer|camino|via|viale|piazza|corso|largo|vicolo|rua|avenida|travessa|pra\xE7a|alameda|estrada)\\s+(?:[\\p{L}'.]+\\s+){1,5}?(?:n\\.?\xBA?\\s?)?\\d{1,4}\\b|\\b\\d{4,5}\\s+\\p{Lu}\\p{L}+", "iu");
function homeAddress(text, lower) {
  if (!LIVING_HINT.test(lower) || !/\d/.test(text)) return false;
  const m = LIVING.exec(text);
  if (!m) return false;
  const after = text.slice(m.index, m.index + 140).split(/[!?\n]|\.\s+(?!\d)/)[0];
  return STREET.test(after);
}
var BIRTH = new RegExp("(?<![\\p{L}])(?:geboren(?: am)?|geb\\.|geburtsdatum|geburtstag(?: ist| am)?|n\xE9(?:e)? le|date de naissance|nacid[oa] el|fecha de nacimiento|nat[oa] il|data di nascita|nascid[oa] em|data de nascimento|date of birth|born on|d\\.o\\.b\\.?|janm(?: tithi| din)?|\u091C\u0928\u094D\u092E \u0924\u093F\u0925\u093F|\u091C\u0928\u094D\u092E\u0924\u093F\u0925\u093F)(?![\\p{L}])[\\s:,-]{0,4}(?:\\d{1,2}[./-]\\s?\\d{1,2}[./-]\\s?\\d{2,4}|\\d{4}-\\d{2}-\\d{2}|\\d{1,2}\\.?\\s+(?:de\\s+)?\\p{L}{3,12}\\.?\\s+(?:de\\s+)?\\d{4})|(?:\u51FA\u751F\u65E5\u671F|\u751F\u65E5|\u51FA\u751F\u4E8E|\u751F\u5E74\u6708\u65E5|\u8A95\u751F\u65E5|\u751F\u307E\u308C)[^\\n\\d]{0,6}\\d{2,4}\\s?[\u5E74./-]\\s?\\d{1,2}\\s?[\u6708./-]\\s?\\d{1,2}|(?<![\\p{L}])(?:am|on|le|el|il|em)\\s+(?:\\d{1,2}[./-]\\s?\\d{1,2}[./-]\\s?\\d{2,4}|\\d{4}-\\d{2}-\\d{2}|\\d{1,2}\\.?\\s+(?:de\\s+)?\\p{L}{3,12}\\.?\\s+(?:de\\s+)?\\d{4})(?:\\s+(?:in|\xE0|en|a|em)\\s+\\p{Lu}\\p{L}+)?\\s+(?:geboren|born|n\xE9e?|nacid[oa]|nat[oa]|nascid[oa])(?![\\p{L}])", "giu");
var BIRTH_HINT = /geb|né|naissance|nacid|nacimiento|nat[oa] il|nascita|nascid|nascimento|birth|d\.o\.b|janm|जन्म|出生|生日|生年月日|誕生日|生まれ/iu;
function birthDate(text, lower) {
  if (!BIRTH_HINT.test(lower)) return false;
  BIRTH.lastIndex = 0;
  const hit = BIRTH.test(text);
  BIRTH.lastIndex = 0;
  return hit;
}
var AT = String.raw`(?:\s+at\s+|\s*[([{<]\s*at\s*[)\]}>]\s*|\s*@\s*|\s+chez\s+|\s+arroba\s+|\s+arobase\s+|\s+chiocciola\s+|\s+klammeraffe\s+)`;
var DOT = String.raw`(?:\s+dot\s+|\s*[([{<]\s*(?:dot|\.|punkt|point|punto|ponto)\s*[)\]}>]\s*|\s+punkt\s+|\s+point\s+|\s+punto\s+|\s+ponto\s+|\.)`;
var SPELLED_EMAIL = new RegExp(String.raw`(?<![\w.])([A-Za-z0-9][\w.+-]{1,40})${AT}([A-Za-z0-9-]{2,30})${DOT}(com|net|org|de|fr|es|it|pt|br|in|cn|jp|co\.uk|uk|ch|at|nl|be|io|me|info|eu|mx|ar)\b`, "gi");
var PROVIDERS = /^(?:gmail|googlemail|yahoo|ymail|hotmail|outlook|live|msn|icloud|me|mac|aol|proton|protonmail|pm|gmx|web|t-online|freenet|posteo|mailbox|orange|free|laposte|sfr|wanadoo|libero|virgilio|tiscali|alice|uol|bol|terra|qq|163|126|sina|yandex|mail|rediffmail|zoho|fastmail|tutanota|hey)$/i;
function spelledEmail(text, lower) {
  if (!/\bat\b|\(at\)|\[at\]|\bdot\b|chez|arroba|arobase|chiocciola|klammeraffe/.test(lower)) return false;
  SPELLED_EMAIL.lastIndex = 0;
  for (let i = 0; i < 16; i++) {
    const m = SPELLED_EMAIL.exec(text);
    if (!m) break;
    const spelled = !m[0].includes("@") || !/\.\w+$/.test(m[0]);
    if (spelled && (PROVIDERS.test(m[2]) || /[([{<]\s*at\s*[)\]}>]/i.test(m[0]))) {
      SPELLED_EMAIL.lastIndex = 0;
      return true;
    }
  }
  SPELLED_EMAIL.lastIndex = 0;
  return false;
}
var PERSONAL_WORD_DETECTORS = [
  { id: "home-address-words", category: "address", message: "The text contains a home address.", detect: homeAddress },
  { id: "birth-date-words", category: "birth_date", message: "The text contains a date of birth.", detect: birthDate },
  { id: "spelled-email", category: "email", message: "The text contains a personal email address.", detect: spelledEmail }
];

// lib/policy/pii.ts
function luhnValid(digits) {
  let sum = 0;
  let double = false;
  for (let i = digits.length - 1; i >= 0; i--) {
    let d = digits.charCodeAt(i) - 48;
    if (double) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
    double = !double;
  }
  return sum % 10 === 0;
}
var CARD_PREFIX = /^(?:4|5[1-5]|2[2-7]|3[47]|6(?:011|5|4[4-9]|22)|35|3(?:0[0-5]|[68])|62|50|5[6-8])/;
function cardValid(raw) {
  const digits = raw.replace(/[\s-]/g, "");
  if (digits.length < 13 || digits.length > 19 || !CARD_PREFIX.test(digits)) return false;
  if (/^(\d)\1+$/.test(digits)) return false;
  return luhnValid(digits);
}
function ibanValid(raw) {
  const iban = raw.replace(/\s+/g, "").toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]+$/.test(iban)) return false;
  if (iban.length < 15 || iban.length > 34) return false;
  const moved = iban.slice(4) + iban.slice(0, 4);
  let rem = 0;
  for (const ch of moved) {
    const code = ch.charCodeAt(0);
    const val = code >= 65 ? String(code - 55) : ch;
    for (const d of val) rem = (rem * 10 + (d.charCodeAt(0) - 48)) % 97;
  }
  return rem === 1;
}
function cpfValid(raw) {
  const d = raw.replace(/\D/g, "");
  if (d.length !== 11 || /^(\d)\1{10}$/.test(d)) return false;
  for (const len of [9, 10]) {
    let sum = 0;
    for (let i = 0; i < len; i++) sum += (d.charCodeAt(i) - 48) * (len + 1 - i);
    const check = sum * 10 % 11 % 10;
    if (check !== d.charCodeAt(len) - 48) return false;
  }
  return true;
}
function ssnValid(raw) {
  const d = raw.replace(/\D/g, "");
  const area = d.slice(0, 3);
  return area !== "000" && area !== "666" && area[0] !== "9" && d.slice(3, 5) !== "00" && d.slice(5) !== "0000";
}
var ROLE_LOCAL = /^(?:admin|administrator|support|help|helpdesk|security|secops|abuse|postmaster|hostmaster|webmaster|info|hello|hi|contact|team|dev|devs|developers?|ops|devops|sre|oncall|on-call|alerts?|noreply|no-reply|donotreply|do-not-reply|notifications?|bot|bots|ci|build|builds|deploy|release|releases|git|root|sales|billing|invoices?|accounts|legal|privacy|press|jobs|careers|hr|feedback|marketing|news|newsletter|mail|mailer|service|services|office|status|engineering|eng|platform|infra|data|qa|test|tests|example|user|username|you|me|someone|foo|bar|jane\.doe|john\.doe|dependabot|renovate|github-actions|actions|codex|claude|copilot|cursor|cursoragent|devin|aider|[a-z0-9-]*(?:bot|agent))(?:[+._-][a-z0-9._-]*)?$/i;
var EXAMPLE_DOMAIN = /(?:^|\.)(?:example\.(?:com|org|net)|example|test|invalid|localhost|local|users\.noreply\.github\.com|noreply\.github\.com|noreply\.gitlab\.com|domain\.com|company\.com|acme\.(?:com|test)|email\.com|mail\.com)$/i;
function personalEmail(m, text) {
  const local = m[1];
  if (/\/\/[^\s@/]*$/.test(text.slice(Math.max(0, m.index - 80), m.index))) return false;
  const domain = m[2];
  if (EXAMPLE_DOMAIN.test(domain) || ROLE_LOCAL.test(local)) return false;
  if (/^\d+$/.test(local)) return false;
  return true;
}
function phoneDigits(raw) {
  return raw.replace(/\D/g, "").length;
}
var FICTIONAL_PHONE = /^(?:\+?1[ .-]?)?555[ .-]?01\d\d$/;
var PHONE_CONTEXT = /\b(?:phone|cell|mobile|whatsapp|telegram|signal|call|text|sms|tel|fone|celular|contact)\b[^.\n]{0,30}$/i;
var PII_RULES = [
  {
    id: "payment-card",
    category: "payment_card",
    message: "The text contains what looks like a payment card number.",
    pattern: /(?<![\d-]|\d\.)(?:\d[ -]?){12,18}\d(?![\d-]|\.\d)/g,
    accept: (m) => cardValid(m[0])
  },
  // 4111.1111.1111.1111: groups of four cut by dots (an IP address has at most three digits
  // a group, a version rarely four groups of four).
  {
    id: "payment-card-dotted",
    category: "payment_card",
    message: "The text contains what looks like a payment card number.",
    pattern: /(?<![\d.])\d{4}\.\d{4}\.\d{4}\.\d{1,7}(?![\d]|\.\d)/g,
    accept: (m) => cardValid(m[0].replace(/\./g, ""))
  },
  // Any case and spacing; mod 97 first (cheap), then the country's length and layout
  // (ibantools, loaded only for a candidate that passed mod 97).
  {
    id: "iban",
    category: "bank_account",
    message: "The text contains what looks like a bank account number (IBAN).",
    pattern: /(?<![A-Za-z0-9])[A-Za-z]{2}\d{2}(?:[ -]?[A-Za-z0-9]{4}){2,7}(?:[ -]?[A-Za-z0-9]{1,4})?(?![A-Za-z0-9])/g,
    accept: (m) => ibanValid(m[0].replace(/-/g, "")) && isValidIban(m[0].replace(/[\s-]/g, ""))
  },
  {
    id: "us-ssn",
    category: "government_id",
    message: "The text contains what looks like a government identity number.",
    pattern: /(?<![\d-])\d{3}-\d{2}-\d{4}(?![\d-])/g,
    accept: (m) => ssnValid(m[0])
  },
  {
    id: "us-ssn-context",
    category: "government_id",
    message: "The text contains what looks like a government identity number.",
    pattern: /\b(?:SSN|social security(?: number)?|ITIN)\b\D{0,20}(\d{3}[ -]?\d{2}[ -]?\d{4})(?!\d)/gi,
    accept: (m) => ssnValid(m[1])
  },
  {
    id: "uk-nino",
    category: "government_id",
    message: "The text contains what looks like a government identity number.",
    pattern: /\b(?!BG|GB|NK|KN|TN|NT|ZZ)[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z] ?\d{2} ?\d{2} ?\d{2} ?[A-D]\b/g
  },
  {
    id: "br-cpf",
    category: "government_id",
    message: "The text contains what looks like a government identity number.",
    pattern: /(?<![\d-]|\d\.)\d{3}\.?\d{3}\.?\d{3}-?\d{2}(?![\d-]|\.\d)/g,
    accept: (m, text) => cpfValid(m[0]) && (/[.-]/.test(m[0]) || /\bCPF\b/i.test(text.slice(Math.max(0, m.index - 30), m.index)))
  },
  {
    id: "id-document",
    category: "government_id",
    message: "The text contains what looks like an identity document number.",
    // The document's name in English, German, French, Spanish, Italian, Portuguese, Chinese
    // and Japanese ("Reisepassnummer", "numéro de passeport", "número de pasaporte", "护照").
    pattern: /(?:\b(?:passport|driver'?s? licen[cs]e|driving licen[cs]e|national id|id card|RG|CNH|DNI|NIF|NIE|tax id|TIN|reisepass(?:nummer)?|personalausweis(?:nummer)?|ausweis(?:nummer)?|f(?:ü|ue)hrerschein(?:nummer)?|passeport|carte d'identit[ée]|permis de conduire|pasaporte|carn[ée] de conducir|passaporto|carta d'identit[àa]|patente di guida|passaporte|carteira de identidade|carteira de motorista)|护照(?:号码?)?|パスポート(?:番号)?|運転免許証?(?:番号)?)(?: number| no\.?| #|-?nummer|-?nr\.?)?(?:[^.\n\d]{0,30}?\s(?:is|ist|est|es|è|é|:|=|#))?\s*([A-Z0-9][A-Z0-9.-]{5,19}[A-Z0-9])\b/giu,
    accept: (m) => /\d/.test(m[1]) && /^[A-Z0-9.-]+$/.test(m[1])
  },
  {
    id: "bank-account",
    category: "bank_account",
    message: "The text contains what looks like a bank account number.",
    pattern: /\b(?:routing(?: number)?|account(?: number| no\.?| #)?|acct|agência|conta)\s*(?:is|:|=|#)?\s*(\d[\d -]{6,18}\d)\b/gi,
    accept: (m, text) => /\b(?:routing|bank|ach|wire|payout|iban|swift|acct|agência|conta)\b/i.test(text) && phoneDigits(m[1]) >= 8
  },
  {
    id: "personal-email",
    category: "email",
    message: "The text contains a personal email address.",
    hints: ["@"],
    pattern: /(?<![A-Za-z0-9._%+-])([A-Za-z0-9._%+-]{1,64})@((?:[A-Za-z0-9-]{1,63}\.){1,8}[A-Za-z]{2,24})(?![A-Za-z0-9-])/g,
    accept: personalEmail
  },
  {
    id: "phone-international",
    category: "phone",
    message: "The text contains a phone number.",
    pattern: /(?<![\w+])\+\d{1,3}[ .-]?(?:\(\d{1,4}\)[ .-]?)?\d{2,5}(?:[ .-]\d{2,5}){1,4}(?![\d.-])/g,
    accept: (m) => phoneDigits(m[0]) >= 9 && phoneDigits(m[0]) <= 15 && !FICTIONAL_PHONE.test(m[0])
  },
  {
    id: "phone-national",
    category: "phone",
    message: "The text contains a phone number.",
    pattern: /(?<![\w.:/-])(?:\(\d{2,3}\) ?\d{3,5}-\d{4}|\d{3}-\d{3}-\d{4}|\d{2} 9\d{4}-\d{4}|\d{3}\.\d{3}\.\d{4})(?![\w.-])/g,
    accept: (m) => !FICTIONAL_PHONE.test(m[0])
  },
  {
    id: "phone-context",
    category: "phone",
    message: "The text contains a phone number.",
    pattern: /(?<![\w.:/-])\d[\d ().-]{6,16}\d(?![\w.-])/g,
    accept: (m, text) => phoneDigits(m[0]) >= 8 && !FICTIONAL_PHONE.test(m[0]) && /[ .()-]/.test(m[0]) && PHONE_CONTEXT.test(text.slice(Math.max(0, m.index - 40), m.index))
  },
  {
    id: "date-of-birth",
    category: "birth_date",
    message: "The text contains a date of birth.",
    pattern: /\b(?:born(?: on)?|date of birth|DOB|birthday|birth date|nascid[oa] em)\b\s*(?:is|:|=)?\s*(?:\d{1,4}[/.-]\d{1,2}[/.-]\d{1,4}|\d{1,2}(?:st|nd|rd|th)? (?:of )?[A-Z][a-z]+,? \d{4}|[A-Z][a-z]+ \d{1,2}(?:st|nd|rd|th)?,? \d{4})/gi
  },
  {
    id: "home-address",
    category: "address",
    message: "The text contains a home address.",
    hints: ["address", "i live"],
    pattern: /\b(?:my|his|her|their)(?: home| mailing| postal| street)? address is\b|\bI live (?:at|on) \d+/gi
  },
  // Someone's home address: "Jane Doe's home address is …", "home address: 17 Baker Road",
  // "Dave lives at 221 Oak Avenue". An office or a company's address is not personal.
  {
    id: "person-home-address",
    category: "address",
    message: "The text contains a home address.",
    hints: ["address", "live", "resid"],
    pattern: /\b(?:[A-Z][a-z]+(?: [A-Z][a-z]+)?'s|(?:my|his|her|their|the (?:customer|client|user|employee|candidate|patient|tenant)'s)) (?:home|mailing|postal|residential|personal|private|street) address\b|\b(?:home|residential|personal|private) address\b[^.\n\d]{0,30}?\d{1,5}[A-Za-z]? [A-Z][a-z]+|\b(?:lives?|living|resides?|residing|moved) (?:at|on|to) \d{1,5}[A-Za-z]? [A-Z][a-z]+(?: [A-Z][a-z]+)? (?:Street|St|Avenue|Ave|Road|Rd|Lane|Ln|Drive|Dr|Boulevard|Blvd|Court|Ct|Way|Place|Pl|Terrace|Close|Crescent|Square|Sq)\b/g
  },
  {
    id: "security-answer",
    category: "security_answer",
    message: "The text contains an answer to an identity security question.",
    hints: ["maiden", "pet"],
    pattern: /\b(?:mother'?s maiden name|first pet'?s name|name of (?:my|your) first pet)\b/gi
  }
];
var PII_DETECTORS = [...PHONE_DETECTORS, ...NATIONAL_ID_DETECTORS, ...PERSONAL_WORD_DETECTORS];

// lib/policy/sensitive-facts.ts
var PERSON_ANY_CASE = /\b(?:my|mine|myself|me|he|she|him|his|her|hers|they're|their|we|we're|we've|us|our|mera|meri|mere|mujhe|uska|uski|uske|unka|unki|usko|unko|woh|wo|bhai|behen|didi|mummy|papa|(?:the|our) (?:company|startup|firm|customer|client|user|patient|employee|contractor|intern|candidate|applicant|tenant|lawyer|CEO|CTO|CFO|founder|employee who [\w ]{1,40}?)|legal)\b/i;
var PERSON_AS_WRITTEN = /\b(?:I|I'm|I've|I'd|I'll)\b|\b(?:Mr|Mrs|Ms|Dr|Miss)\.? [A-Z][a-z]+|\b[A-Z][A-Za-z]+'s\b|(?:^|[.!?]\s+)[A-Z][a-z]{2,} (?:is|was|has|had|got|went|takes|took|needs|uses|started|suffers|gets|sees|visits|missed|lost)\b/m;
var NAMED_PERSON = /(?:^|[.!?]\s+|\b(?:that|because|since|and|but)\s+)([A-Z][a-z]{2,})(?:\s+[A-Z][a-z]+)?(?:\s+(?:from|in|on|at|of|with)\s+(?:the\s+|our\s+|their\s+)?[\w&-]+(?:\s+[\w&-]+){0,3}?|,\s+(?:our|my|the|their)\s+[^,.]{1,40},)\s+(?:is|was|has|had|got|went|takes|took|needs|started|has been|was just)\b/m;
var NOT_A_NAME = new Set(`The This That These Those There Then When While If Our Your Their Its Each Every Any Some Most Many
All Both Either Neither Users User Customers Code Data Node Python Java Rust Docker Redis Postgres Chrome Safari Firefox Linux
Windows Android Apple Google Github Slack Jira Everything Nothing Something Anything Everyone Nobody Somebody Anyone Who What`.split(/\s+/));
function namedPerson(sentence) {
  const m = NAMED_PERSON.exec(sentence);
  return !!m && !NOT_A_NAME.has(m[1]);
}
function aboutSomeone(sentence) {
  return PERSON_ANY_CASE.test(sentence) || PERSON_AS_WRITTEN.test(sentence) || namedPerson(sentence);
}
var POSSESSIVE = String.raw`(?:my|his|her|their|our|[A-Z][a-z]+'s)`;
var FACT_ROWS = [
  {
    id: "medical-condition",
    category: "medical",
    stems: "insul diagn chemo radio cance tumor tumou pregn misca autis depre anxie panic bipol schiz epile diabe hepat asthm dysle carpa migra insom burn burno eatin addic rehab thera psych antid medic meds presc surge sick mater disab chron illne hospi menta covid concu injur adhd hiv aids ptsd copd",
    acronyms: /\b(?:ADHD|HIV|AIDS|PTSD|COPD)\b/,
    term: new RegExp(String.raw`\b(?:diagnosed with|(?:on|takes|taking) insulin|chemo(?:therapy)?|radiotherapy|cancer|tumou?r|pregnan(?:t|cy)|miscarriage|autis(?:m|tic)|depress(?:ion|ed)|anxiety disorder|panic attacks?|bipolar|schizophreni\w*|epilep(?:sy|tic)|diabet(?:es|ic)|hepatitis|asthma|dyslexi[ac]|carpal tunnel|migraines?|insomnia|burn-?out|eating disorder|addiction|rehab|therapist|(?:in|started|starting|${POSSESSIVE}) therapy|psychiatri\w+|antidepressants?|on medication|${POSSESSIVE} (?:medications?|meds|prescriptions?)|surgery|medical leave|sick leave|maternity leave|disabilit(?:y|ies)|chronic pain|illness|hospitali[sz]ed|in (?:the )?hospital|mental health|(?:had|have|got|caught) covid|long covid|physical therapy|concussion|injur(?:y|ed))\b`, "i")
  },
  {
    id: "legal-matter",
    category: "legal",
    stems: "sued suing lawsu litig arres convi crimi felon proba parol divor custo restr subpo indic misco haras discr lawye attor immig visa depor court plea fired laid perfo disci inves",
    term: /\b(?:su(?:ed|ing)|lawsuits?|litigation|arrested|convicted|criminal record|felony|probation|parole|divorc(?:e|ed|ing)|custody (?:battle|of)|restraining order|subpoena(?:ed)?|indicted|indictment|misconduct|harassment|discrimination (?:claim|complaint|case)|under (?:an? )?(?:\w+ )?investigation|lawyer|attorney|immigration status|visa status|deport\w*|court (?:case|date|order|hearing)|plea deal|fired for|laid off|performance improvement plan|disciplinary)\b/i
  },
  {
    id: "financial-situation",
    category: "financial",
    stems: "salar raise negot bonus compe paych incom worth savin balan tax loan loans debt debts mortg owe owes stude credi bankr behin overd stock equit evict payda decli faile rejec bounc charg maxed endin froze limit",
    term: new RegExp(String.raw`\b(?:salary|salaries|(?:pay )?raise of|negotiating a raise|${POSSESSIVE} (?:bonus|compensation|paycheck|income|net worth|savings|bank balance|tax return|loans?|debts?)|net worth|mortgage|(?:I|he|she|they|we) owes?|student loans?|credit score|bankrupt\w*|behind on (?:rent|payments|bills|my|the)|overdraft|stock options|equity grant|eviction|payday loan|${POSSESSIVE} (?:card|credit card|debit card|payment|visa|amex|mastercard|account|transfer)\b[^.\n]{0,30}?\b(?:declined|failed|rejected|bounced|charged|maxed|over the limit|overdrawn|ending|frozen))`, "i")
  }
];
var MESSAGES = {
  medical: "The text contains a medical fact about a person.",
  legal: "The text contains a legal fact about a person.",
  financial: "The text contains a financial fact about a person."
};
function sentenceAround(text, index, length) {
  let start = index;
  while (start > 0 && !/[.!?\n]/.test(text[start - 1])) start--;
  let end = index + length;
  while (end < text.length && !/[.!?\n]/.test(text[end])) end++;
  return text.slice(start, Math.min(end + 1, text.length));
}
var lastText2 = "";
var lastRows = 0;
var STEM_ROWS = /* @__PURE__ */ new Map();
FACT_ROWS.forEach((row, i) => {
  for (const stem of row.stems.split(" ")) STEM_ROWS.set(stem, (STEM_ROWS.get(stem) ?? 0) | 1 << i);
});
function rowsNamed(lower) {
  if (lower === lastText2) return lastRows;
  let rows = 0;
  let start = -1;
  for (let i = 0; i <= lower.length; i++) {
    const c = i < lower.length ? lower.charCodeAt(i) : 32;
    const letter = c >= 97 && c <= 122 || c > 127;
    if (letter) {
      if (start < 0) start = i;
    } else if (start >= 0) {
      rows |= STEM_ROWS.get(lower.slice(start, Math.min(i, start + 5))) ?? 0;
      start = -1;
    }
  }
  lastText2 = lower;
  lastRows = rows;
  return rows;
}
function factDetector(row, index) {
  const bit = 1 << index;
  const terms = [new RegExp(row.term.source, "gi"), ...row.acronyms ? [new RegExp(row.acronyms.source, "g")] : []];
  return {
    id: row.id,
    category: row.category,
    message: MESSAGES[row.category],
    detect: (text, lower) => {
      if ((rowsNamed(lower) & bit) === 0) return false;
      return terms.some((re) => someMatch(re, text, 32, (m) => aboutSomeone(sentenceAround(text, m.index, m[0].length))));
    }
  };
}
var COMPANY_FINANCES = {
  id: "company-finances",
  category: "financial",
  message: MESSAGES.financial,
  detect: (text) => /\b(?:we have|we've got|we owe|our (?:runway|burn|revenue|cash)|months of runway|in the bank)\b/i.test(text) && /[$€£]\s?\d|\b\d+(?:\.\d+)?\s?(?:k|m|million|billion|months of runway)\b/i.test(text)
};
var OTHER_PERSON = /(?<![\p{L}])(?:ich|er|sie|mein|meine|meiner|meinen|sein|seine|seiner|ihr|ihre|ihrer|ist|bin|hat|habe|nimmt|je|j'|il|elle|mon|ma|mes|son|sa|ses|suis|est|prend|yo|él|ella|mi|mis|su|sus|está|estoy|tiene|toma|io|lui|lei|mio|mia|suo|sua|è|sono|ha|prende|eu|ele|ela|meu|minha|seu|está|estou|tem|toma|é)(?![\p{L}])|[我他她]|私|彼|僕/iu;
var OTHER_ROWS = [
  { category: "medical", term: /(?<![\p{L}])(?:schwanger|schwangerschaft|krebs|krebserkrankung|depressionen|depression|depressiv|antidepressiva|diabetes|diabetiker(?:in)?|chemotherapie|chemo|psychotherapie|krankgeschrieben|krankschreibung|burn-?out|fehlgeburt|hiv-positiv|epilepsie|angststörung|panikattacken|adhs|autist(?:in)?|autismus|entzug|psychiatrie|enceinte|grossesse|cancer|dépression|dépressif|dépressive|antidépresseurs?|diabète|diabétique|chimiothérapie|chimio|arrêt maladie|fausse couche|séropositi(?:f|ve)|épilepsie|tdah|autiste|embarazada|embarazo|cáncer|depresión|deprimid[oa]|antidepresivos?|diabétic[oa]|quimioterapia|quimio|baja médica|baja por enfermedad|aborto espontáneo|epilepsia|incinta|gravidanza|cancro|tumore|depressione|depress[oa]|antidepressivi|diabete|diabetic[oa]|chemioterapia|in malattia|aborto spontaneo|sieropositiv[oa]|epilessia|grávida|gravidez|câncer|depressão|antidepressivos?|quimioterapia|licença médica|atestado médico|soropositiv[oa])(?![\p{L}])|怀孕|懷孕|癌症|患癌|抑郁症|憂鬱症|抗抑郁|糖尿病|化疗|流产|艾滋病|癫痫|焦虑症|妊娠|がん|うつ病|鬱病|抗うつ薬|抗がん剤|流産|てんかん|不安障害/iu },
  { category: "legal", term: /(?<![\p{L}])(?:verhaftet|festgenommen|vorbestraft|scheidung|geschieden|verklagt|strafverfahren|gerichtsverfahren|arrêté|casier judiciaire|divorce|divorcé|poursuivi|licencié|arrestado|detenido|antecedentes penales|divorcio|demandado|despedido|arrestato|precedenti penali|divorzio|licenziato|preso|antecedentes criminais|divórcio|processado|demitido)(?![\p{L}])|被捕|离婚|離婚|被起诉|被解雇|逮捕された|訴えられ|解雇され/iu },
  { category: "financial", term: /(?<![\p{L}])(?:schulden|privatinsolvenz|gehalt|insolvent|dettes|faillite|salaire|endetté|deudas|quiebra|sueldo|salario|debiti|fallimento|stipendio|dívidas|falência|salário)(?![\p{L}])|债务|欠债|破产|工资|薪水|借金|破産|年収|給料/iu }
];
var OTHER_HINT = /[\u00c0-\u024f\u3040-\u30ff\u3400-\u9fff]|psychother|hiv|panik|chimio|chemio|fausse couche|deprim|depres|epiless|divorz|licenz|schwanger|krebs|depress|diabet|chemo|krank|burn|fehlgeburt|epilep|adhs|autis|entzug|psychiat|enceinte|grossesse|cancer|tdah|embaraz|quimio|baja|aborto|incinta|gravidanza|cancro|tumore|malattia|sieropositiv|gravidez|licença|atestado|soropositiv|verhaft|festgenommen|vorbestraft|scheid|geschieden|verklagt|verfahren|arrest|arrêt|casier|divorc|poursuivi|licenci|detenido|antecedentes|demandado|despedido|precedenti|preso|processad|demitido|schulden|insolven|gehalt|dettes|faillite|salaire|endett|deudas|quiebra|sueldo|salario|debiti|fallimento|stipendio/i;
var OTHER_LANGUAGE_FACTS = OTHER_ROWS.map((row) => {
  const re = new RegExp(row.term.source, "giu");
  return {
    id: `${row.category === "medical" ? "medical-condition" : row.category === "legal" ? "legal-matter" : "financial-situation"}-other-language`,
    category: row.category,
    message: MESSAGES[row.category],
    detect: (text, lower) => {
      if (!OTHER_HINT.test(lower)) return false;
      return someMatch(re, text, 16, (m) => OTHER_PERSON.test(sentenceAround(text, m.index, m[0].length).replace(m[0], " ")));
    }
  };
});
var MEDICATION_TAKEN = {
  id: "medication-taken",
  category: "medical",
  message: MESSAGES.medical,
  detect: (text, lower) => /antidep|antipsych|insulin|lithium|ssri|methadone|adderall|ritalin|xanax|prozac|zoloft|lexapro|sertraline|fluoxetine|benzos|opioids/.test(lower) && /\b(?:takes|taking|took|is on|was on|been on|started on|starts on|prescribed|stopped taking|needs)\s+(?:(?:his|her|their|daily|some|strong|new)\s+){0,2}(?:antidepressants?|antipsychotics?|insulin|lithium|ssris?|methadone|adderall|ritalin|xanax|prozac|zoloft|lexapro|sertraline|fluoxetine|benzos|opioids)\b/i.test(text)
};
var SENSITIVE_FACT_DETECTORS = [...FACT_ROWS.map(factDetector), ...OTHER_LANGUAGE_FACTS, MEDICATION_TAKEN, COMPANY_FINANCES];

// lib/policy/dumps.ts
var ENV_LINE = /^\s*(?:export\s+)?(?:[A-Z][A-Z0-9_]{1,63}\s?=\s?\S|[a-z][a-z0-9_.-]{1,63}=\S|\/\/[^\s=]+:_\w+=\S)/;
var CONFIG_LINE = /^\s*(?:[\w.-]{1,64}\s*[:=]\s*\S|"[\w.-]{1,64}"\s*:\s*\S|\[[\w. "-]+\]\s*$|-\s+[\w.-]+:\s*\S)/;
var LEAD_IN = /\b(?:here(?:'s| is| are)|this is|these are|pasting|copying|contents? of|dump of|output of|my|our|the)\b[^\n]{0,40}?(?:\.env\b|\benv file|\benv output|\bconfig(?:uration)? file|\bcredentials file|\.npmrc|\.pypirc|\.netrc|\.pgpass|\.git-credentials|\bsecrets file|\bkubeconfig|\bid_rsa|\bsettings file|\b[\w-]+\.(?:env|ini|toml|ya?ml|json|conf|cfg|properties|pem|key)\b)[^\n]{0,30}:?\s*$/i;
var LEAD_IN_HINTS = [".env", "env file", "env output", "config", "credentials", ".npmrc", ".pypirc", ".netrc", ".pgpass", "secrets file", "kubeconfig", "id_rsa", "settings file", ".ini", ".toml", ".yml", ".yaml", ".json", ".conf", ".cfg", ".properties", ".pem", ".key"];
function lines(text) {
  return text.split(/\r?\n/);
}
function longestRun2(all, test) {
  let best = 0;
  let run = 0;
  for (const line of all) {
    if (test.test(line)) best = Math.max(best, ++run);
    else if (line.trim() === "" || /^\s*#/.test(line)) continue;
    else run = 0;
  }
  return best;
}
function looksCodeLike(line) {
  return /[{};=()<>[\]]|^\s{2,}\S|^\s*(?:import|export|const|let|var|def|class|function|return|if|for|while|package|func|fn|pub|use|#include)\b/.test(line);
}
var DUMP_DETECTORS = [
  {
    id: "env-dump",
    category: "env_file",
    message: "The text looks like a pasted .env file or block of KEY=VALUE settings.",
    detect: (text) => text.includes("=") && text.includes("\n") && longestRun2(lines(text), ENV_LINE) >= 3
  },
  {
    id: "private-file-lead-in",
    category: "private_file",
    message: "The text looks like the contents of a private file.",
    detect: (text, lower) => {
      if (!text.includes("\n") || !LEAD_IN_HINTS.some((h) => lower.includes(h))) return false;
      const all = lines(text);
      for (let i = 0; i < all.length - 2; i++) {
        if (all[i].length > 120 || !LEAD_IN.test(all[i])) continue;
        const body = all.slice(i + 1).filter((l) => l.trim() !== "");
        if (body.length >= 2 && body.filter((l) => CONFIG_LINE.test(l) || ENV_LINE.test(l)).length >= 2) return true;
      }
      return false;
    }
  },
  {
    id: "certificate-block",
    category: "private_file",
    message: "The text contains a pasted certificate or key file.",
    detect: (text) => /-----BEGIN [A-Z0-9 ]{3,40}-----(?:\\n|\s)+[A-Za-z0-9+/=]{40,}/.test(text)
  },
  {
    id: "long-listing",
    category: "file_dump",
    message: "The text looks like a pasted file or long code listing.",
    detect: (text) => {
      if ((text.match(/\n/g)?.length ?? 0) < 14) return false;
      const all = lines(text).filter((l) => l.trim() !== "");
      if (all.length < 15) return false;
      const code = all.filter((l) => looksCodeLike(l) || CONFIG_LINE.test(l)).length;
      return code / all.length >= 0.6;
    }
  },
  {
    id: "binary-data",
    category: "binary",
    message: "The text contains binary data.",
    detect: (text) => {
      const bad = text.match(/[\u0000-\u0008\u000e-\u001f\ufffd]/g)?.length ?? 0;
      return bad >= 8 && bad / text.length >= 0.02;
    }
  }
];

// lib/policy/logs.ts
var STRONG_MARKERS = [
  ["traceback", /Traceback \(most recent call last\)/],
  ["goroutine", /^goroutine \d+ \[[\w ]+\]:/m],
  ["panicked at", /thread '[^'\n]{1,80}' panicked at/],
  ["exception in thread", /^Exception in thread "/m],
  ["caused by:", /^\s*Caused by: [\w.$]+(?:Exception|Error)/m],
  ["php ", /^PHP (?:Fatal|Parse) error:/m],
  ["stack trace:", /^Stack trace:\s*\n\s*#0 /m],
  ["** (", /^\*\* \([A-Z]\w+(?:Error|Exception)\)/m],
  ["stack backtrace", /^\s*stack backtrace:\s*$/m],
  ["fatal error", /^Fatal error: .* in \/.*:\d+/m],
  ["segmentation fault", /Segmentation fault \(core dumped\)/],
  [" 0x", /^\s*\d+\s+\S+\s+0x[0-9a-f]{8,16} /m]
];
var LOG_LINE = [
  /^\s+at (?:async )?[\w$.<>[\]/ -]{1,200}? ?\(?(?:[\w./\\:@-]{1,300}|<anonymous>|native|node:[\w/]+):\d+(?::\d+)?\)?\s*$/,
  /^\s+at [\w$.<>]+\([\w$]+\.(?:java|kt|scala|groovy):\d+\)|^\s+at [\w$.<>]+\((?:Unknown Source|Native Method)\)/,
  /^\s+at [\w.`<>[\], ]+\(.*\) in .+:line \d+/,
  /^\s+File "[^"]+", line \d+/,
  /^\s*[\w./-]+\.go:\d+ \+0x[0-9a-f]+/,
  /^\s*(?:from )?[\w./-]+\.rb:\d+:in [`'][^'`]+'/,
  /^#\d+ [\w/\\.-]+(?:\(\d+\))?: /,
  /^\s*\d+: +0x[0-9a-f]+ - /,
  /^\s*(?:\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}:\d{2}|\[\d{2}:\d{2}:\d{2}(?:\.\d+)?\]|\[\d{4}-\d{2}-\d{2}[T ][\d:.]+Z?\]|[A-Z][a-z]{2} +\d{1,2} \d{2}:\d{2}:\d{2}|[IWEF]\d{4} \d{2}:\d{2}:\d{2}\.\d+)/,
  /^\s*(?:\[(?:INFO|WARN|WARNING|ERROR|DEBUG|TRACE|FATAL|ERR|CRIT)\]|(?:INFO|WARN|WARNING|ERROR|DEBUG|TRACE|FATAL)[: ] )/,
  /^\s*(?:npm (?:ERR!|WARN)|yarn (?:error|warn)|##\[(?:error|warning|group|endgroup|section|command)\]|::(?:error|warning|group)::|Step \d+\/\d+ :|#\d+ \[[\w ]+ \d+\/\d+\])/,
  /^\s*(?:✓|✔|✗|✘|×|√|FAIL|PASS|ok \d+|not ok \d+)\s+\S/,
  /^\s*(?:\d+ passing|\d+ failing|\d+ pending|Tests?:\s+\d+|Test Files\s+\d+|Ran \d+ tests? in)/,
  /^\s*(?:[\w$]+\.)*[\w$]*(?:Error|Exception)(?: \[[\w-]+\])?: \S.*$/
];
function isLogLine(line) {
  return LOG_LINE.some((re) => re.test(line));
}
var PROMPT = /^\s*(?:\$|%|PS [A-Z]:\\[^>]*>|[\w.-]+@[\w.-]+:[^$\n]*\$) \S/;
function outputLinesAfter(all, i) {
  let n = 0;
  for (let j = i + 1; j < all.length && j <= i + 3; j++) {
    const next = all[j];
    if (next.trim() === "" || PROMPT.test(next) || /^\s*(?:[-*]|\d+\.)\s|^\s*```/.test(next)) break;
    n++;
  }
  return n;
}
var LOG_DETECTORS = [
  {
    id: "stack-trace",
    category: "stack_trace",
    message: "The text contains a stack trace or crash report.",
    detect: (text, lower) => STRONG_MARKERS.some(([hint, re]) => lower.includes(hint) && re.test(text))
  },
  {
    id: "log-lines",
    category: "log_output",
    message: "The text looks like raw log or terminal output.",
    detect: (text) => {
      if (!text.includes("\n")) return false;
      const all = text.split(/\r?\n/).slice(0, 400);
      let hits = 0;
      for (let i = 0; i < all.length; i++) {
        const line = all[i];
        if (isLogLine(line)) hits++;
        if (PROMPT.test(line)) hits += outputLinesAfter(all, i) >= 2 ? 2 : outputLinesAfter(all, i);
        if (hits >= 2) return true;
      }
      return false;
    }
  }
];

// lib/policy/speculation.ts
var CUES = [
  { pattern: /\b(?:not (?:sure|certain)(?: yet)?|who knows|no idea yet|undecided|if we ever|if I ever|one of these days|(?:we'll|we will|I'll) see(?=\s*[.!,;]|\s*$))\b/gi, weight: 1.5 },
  { pattern: /\b(?:maybe|perhaps|possibly|potentially|probably|hopefully|someday|some day|one day|at some point|down the road|sooner or later|in the future|thinking (?:about|of)|considering|toying with|might end up|could end up)\b/gi, weight: 1 },
  { pattern: /\b(?:eventually|later(?: on)?|next (?:year|quarter|month|sprint)|in a few (?:weeks|months|years)|for now)\b/gi, weight: 0.5 },
  { pattern: /\b(?:I|we|you|they)(?:'d| would| might| may| could)\b|\b(?:I|we) (?:might|may|could)\b/gi, weight: 0.5 },
  { pattern: /\b(?:I'll|we'll|I will|we will|I'm going to|we're going to|gonna)\b/gi, weight: 0.5 }
];
var THRESHOLD = 2;
function speculationScore(text) {
  let score = 0;
  for (const cue of CUES) {
    cue.pattern.lastIndex = 0;
    const hits = text.match(cue.pattern)?.length ?? 0;
    score += Math.min(hits, 2) * cue.weight;
  }
  return score;
}
var SPECULATION_DETECTORS = [
  {
    id: "speculation",
    category: "speculation",
    message: "The text is speculative rather than a settled preference, decision or fact.",
    detect: (text) => text.length <= 600 && speculationScore(text) >= THRESHOLD
  }
];

// lib/policy/prepare.ts
var INVISIBLE = /[\p{Default_Ignorable_Code_Point}\p{Cf}\u115f\u1160\u17b4\u17b5\u180e\u3164\uffa0\ufff9-\ufffb]/u;
var INVISIBLE_ALL = new RegExp(INVISIBLE.source, "gu");
var LOOKALIKE = {
  \u0410: "A",
  \u0412: "B",
  \u0415: "E",
  \u041A: "K",
  \u041C: "M",
  \u041D: "H",
  \u041E: "O",
  \u0420: "P",
  \u0421: "C",
  \u0422: "T",
  \u0425: "X",
  \u0423: "Y",
  \u0405: "S",
  \u0406: "I",
  \u0408: "J",
  "\u051A": "Q",
  "\u051C": "W",
  \u0430: "a",
  \u0435: "e",
  \u043E: "o",
  \u0440: "p",
  \u0441: "c",
  \u0443: "y",
  \u0445: "x",
  \u0455: "s",
  \u0456: "i",
  \u0458: "j",
  \u04BB: "h",
  "\u0501": "d",
  "\u051B": "q",
  "\u051D": "w",
  \u0391: "A",
  \u0392: "B",
  \u0395: "E",
  \u0396: "Z",
  \u0397: "H",
  \u0399: "I",
  \u039A: "K",
  \u039C: "M",
  \u039D: "N",
  \u039F: "O",
  \u03A1: "P",
  \u03A4: "T",
  \u03A5: "Y",
  \u03A7: "X",
  \u03BF: "o",
  \u03BD: "v",
  \u03B9: "i",
  \u03BA: "k",
  \u03C1: "p",
  \u03C5: "u",
  \u03B1: "a"
};
var LOOKALIKE_CHAR = new RegExp(`[${Object.keys(LOOKALIKE).join("")}]`);
var SCRIPT_RANGE = /[\u0370-\u03ff\u0400-\u052f]/;
var WORD2 = /[\p{L}\p{N}_+/=-]+/gu;
var OTHER_LETTER = /[^\x00-\x7f]/;
function foldLookalikes(text) {
  if (!SCRIPT_RANGE.test(text)) return text;
  return text.replace(WORD2, (word) => {
    if (!LOOKALIKE_CHAR.test(word)) return word;
    let folded = "";
    for (const ch of word) folded += LOOKALIKE[ch] ?? ch;
    return OTHER_LETTER.test(folded) ? word : folded;
  });
}
var NON_ASCII3 = /[^\x00-\x7f]/;
var TAG_LETTER = /[\u{e0020}-\u{e007e}]/u;
var TAG_LETTER_ALL = /[\u{e0020}-\u{e007e}]/gu;
function prepareText(text) {
  if (!NON_ASCII3.test(text)) return text;
  const folded = text.normalize("NFKC");
  const visible = INVISIBLE.test(folded) ? folded.replace(INVISIBLE_ALL, "") : folded;
  if (!TAG_LETTER.test(folded)) return foldLookalikes(visible);
  const spelled = folded.replace(TAG_LETTER_ALL, (c) => String.fromCharCode(c.codePointAt(0) - 917504)).replace(INVISIBLE_ALL, "");
  return `${foldLookalikes(visible)}
${foldLookalikes(spelled)}`;
}
var PIECE = /^[A-Za-z0-9_+/=-]+$/;
var TRAILING_PUNCT = /[.,;:!?)\]}'"`]+$/;
function randomPiece(word) {
  return word.length >= 6 && PIECE.test(word) && /[0-9]/.test(word) && /[A-Za-z]/.test(word);
}
function prefixPiece(word) {
  return word.length >= 3 && word.length <= 12 && /^[A-Za-z][A-Za-z0-9]*[_-]$/.test(word);
}
var VENDOR_HEAD = /^(?:gh[pousr]_|github_pat_|gl(?:pat|dt|ptt|rt|soat|cbt|ft|imt|agent|oas|ffct)-|xox[abposre]-|xapp-|A(?:KIA|SIA|BIA|CCA)|AIza|GOCSPX-|ya29\.|(?:sk|rk)_(?:live|test|prod)_|whsec_|sk-(?:ant-|proj-|svcacct-|admin-)?|gsk_|npm_|pypi-|SG\.|hf_|dop_v1_|glsa_|shpat_|shpss_|xkeysib-|sntr[ysu]_|pplx-|pnu_|rdme_|LTAI|AKCp|ATATT3|EAA[MC]|key-|dp\.(?:st|pt|ct|sa)\.|NRAK-|sq0(?:atp|csp)-|tfp_|fo1_|rubygems_|pul-|PMAK-)[A-Za-z0-9_-]*$/;
function vendorHead(word) {
  return word.length >= 4 && word.length <= 60 && VENDOR_HEAD.test(word);
}
function joinable(a, b) {
  const next = b.replace(TRAILING_PUNCT, "");
  if (vendorHead(a)) return next.length >= 3 && PIECE.test(next);
  if (!randomPiece(next)) return false;
  return prefixPiece(a) || randomPiece(a);
}
var GAP = String.raw`(?:[ \t]{1,4}|[ \t]*\r?\n[ \t]*|["'\x60][ \t]*\+?[ \t]*(?:\r?\n[ \t]*)?["'\x60])`;
var MAYBE_SPLIT = new RegExp(String.raw`\d\S{0,100}(?: |[ \t]*\r?\n[ \t]*)\S{0,100}\d|[_-]${GAP}\S{0,100}\d|(?:gh[pousr]_|github_pat_|AKIA|ASIA|_live_|_test_|_prod_|xox|sk-|AIza|GOCSPX|glpat|npm_|pypi-|hf_|SG\.)\S{0,60}${GAP}\S`);
var BREAK = new RegExp(`(${GAP})`);
var PLAIN_BREAK = /^(?: |[ \t]*\r?\n[ \t]*)$/;
var LEADING_PUNCT = /^["'`([{=:]+/;
var SPACED_CHARS = /(?<![\p{L}\p{N}_])(?:[\p{L}\p{N}_][ .-]){5,}[\p{L}\p{N}_](?![\p{L}\p{N}_])/gu;
var SPACED_HINT = /(?<![\p{L}\p{N}_])(?:[\p{L}\p{N}_][ .-]){5}[\p{L}\p{N}_]/u;
function joinSpelledOut(text) {
  if (!SPACED_HINT.test(text)) return null;
  let joined = false;
  const out = text.replace(SPACED_CHARS, (run) => {
    const letters = run.replace(/[ .-]/g, "");
    if ((letters.match(new RegExp("\\p{L}", "gu"))?.length ?? 0) < 3) return run;
    joined = true;
    return letters;
  });
  return joined ? out : null;
}
function joinSplitTokens(input) {
  const spelled = joinSpelledOut(input);
  const text = spelled ?? input;
  if (!/[ \t\n"'`]/.test(text) || !MAYBE_SPLIT.test(text)) return spelled;
  const parts = text.split(BREAK);
  let out = parts[0];
  let last = (out.split(/\s/).pop() ?? "").replace(LEADING_PUNCT, "");
  let joined = false;
  for (let i = 2; i < parts.length; i += 2) {
    const cur = parts[i];
    const word = cur.split(/\s/)[0] ?? "";
    const plain = PLAIN_BREAK.test(parts[i - 1]);
    if (last && word && (plain || vendorHead(last) || prefixPiece(last)) && joinable(last, word)) {
      out += cur;
      last += word;
      joined = true;
    } else {
      out += parts[i - 1] + cur;
      last = (cur.split(/\s/).pop() ?? "").replace(LEADING_PUNCT, "");
    }
  }
  return joined ? out : spelled;
}

// lib/policy/scan.ts
var GROUPS = [
  {
    code: "SECRET_DETECTED",
    detectors: [...fromRows(SECRET_RULES), ...SECRET_DETECTORS, ...fromRows(HTTP_AUTH_RULES), ...CONFIG_SECRET_DETECTORS, ...LOGIN_DETECTORS, ...COMMAND_LINE_DETECTORS, ...NAMED_SECRET_DETECTORS, ...CREDENTIAL_DETECTORS],
    hint: "Store where the credential lives (e.g. the name of the env var or vault path), not its value."
  },
  {
    code: "PII_DETECTED",
    detectors: [...fromRows(PII_RULES), ...PII_DETECTORS],
    hint: "Refer to the person by role and leave the identifier out; keep only the durable fact."
  },
  {
    code: "SENSITIVE_PERSONAL_FACT",
    detectors: SENSITIVE_FACT_DETECTORS,
    hint: "Leave out personal legal, medical or financial details; keep only the working preference or decision, if any."
  },
  {
    code: "RAW_DUMP_DETECTED",
    detectors: DUMP_DETECTORS,
    hint: "Summarize what matters about the file (which settings exist and why) instead of pasting it."
  },
  {
    code: "LOG_DETECTED",
    detectors: LOG_DETECTORS,
    hint: "Store the lesson (cause and fix) rather than the raw log or stack trace."
  },
  {
    code: "SPECULATIVE_CONTENT",
    detectors: SPECULATION_DETECTORS,
    hint: "Save it once it is decided: store the decision, not the possibility."
  }
];
var IDENTIFIER_GROUPS = GROUPS.filter((g) => g.code === "SECRET_DETECTED" || g.code === "PII_DETECTED");
function viewsOf(text) {
  scans++;
  const prepared = prepareText(text);
  const joined = joinSplitTokens(prepared);
  const decoded = decodedView(joined ?? prepared, Math.max(factsOf(prepared).longestRun, joined ? factsOf(joined).longestRun : 0));
  return { text: prepared, lower: prepared.toLowerCase(), joined, joinedLower: joined ? joined.toLowerCase() : "", decoded, decodedLower: decoded ? decoded.toLowerCase() : "" };
}
function fires(group, d, v) {
  if (d.detect(v.text, v.lower)) return true;
  if (group.code !== "SECRET_DETECTED") return false;
  return v.joined !== null && d.detect(v.joined, v.joinedLower) || v.decoded !== null && d.detect(v.decoded, v.decodedLower);
}
var candidateLists = /* @__PURE__ */ new WeakMap();
var UNGATED_SCANS = 64;
var scans = 0;
var limits = null;
function candidates(group, v) {
  if (scans < UNGATED_SCANS) return group.detectors;
  limits ??= {
    run: Math.max(0, ...GROUPS.flatMap((g) => g.detectors.map((d) => d.gate?.minRun ?? 0))),
    digits: Math.max(0, ...GROUPS.flatMap((g) => g.detectors.map((d) => d.gate?.minDigits ?? 0)))
  };
  const facts = factsOf(v.text);
  let run = facts.longestRun;
  if (v.joined !== null) run = Math.max(run, factsOf(v.joined).longestRun);
  if (v.decoded !== null) run = Math.max(run, factsOf(v.decoded).longestRun);
  run = Math.min(run, limits.run);
  const digits = Math.min(v.decoded !== null ? Math.max(facts.digits, factsOf(v.decoded).digits) : facts.digits, limits.digits);
  let lists = candidateLists.get(group);
  if (!lists) candidateLists.set(group, lists = /* @__PURE__ */ new Map());
  const key = run * (limits.digits + 1) + digits;
  let list = lists.get(key);
  if (!list) {
    list = group.detectors.filter((d) => !d.gate || d.gate.minRun <= run && d.gate.minDigits <= digits);
    lists.set(key, list);
  }
  return list;
}
function finding(group, d) {
  return { code: group.code, category: d.category, rule: d.id, message: d.message, rewrite_hint: group.hint };
}
function checkContent(text) {
  return firstFinding(text, GROUPS);
}
function checkIdentifiers(text) {
  return firstFinding(text, IDENTIFIER_GROUPS);
}
function firstFinding(text, groups) {
  if (typeof text !== "string" || text.length === 0) return null;
  const v = viewsOf(text);
  for (const group of groups) for (const d of candidates(group, v)) if (fires(group, d, v)) return finding(group, d);
  return null;
}
function findingError(f) {
  return new NuzoError(f.code, f.message, { category: f.category, rule: f.rule, ...f.rewrite_hint ? { rewrite_hint: f.rewrite_hint } : {} });
}
function assertContentAllowed(text) {
  const f = checkContent(text);
  if (f) throw findingError(f);
}

// lib/scope.ts
var PROJECT_RE = /^project:[0-9a-f]{16}$/;
function isProjectScope(scope) {
  return PROJECT_RE.test(scope);
}

// lib/policy/record.ts
var SEAM_CHARS = 512;
function metadataOf(r) {
  const out = [];
  if (r.tags?.length) out.push(r.tags.join(" "));
  const scope = typeof r.scope === "string" && !isProjectScope(r.scope) ? r.scope : null;
  for (const field of [scope, r.source, r.kind, ...r.extra ?? []]) if (typeof field === "string" && field.length) out.push(field);
  return out;
}
function checkRecord(r, options = {}) {
  const content = typeof r.content === "string" ? r.content : "";
  if (content && !options.contentChecked) {
    const f = checkContent(content);
    if (f) return f;
  }
  const meta = metadataOf(r);
  if (meta.length === 0) return null;
  const seam = content.length > SEAM_CHARS ? content.slice(-SEAM_CHARS) : content;
  return checkIdentifiers([seam, ...meta].filter(Boolean).join(" "));
}
function assertRecordAllowed(r, options = {}) {
  const f = checkRecord(r, options);
  if (f) throw findingError(f);
}

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
