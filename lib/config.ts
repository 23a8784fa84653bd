// The one configuration every adapter reads: defaults < user config (~/.nuzo/config.json)
// < environment. A project's own .nuzo/config.json is applied last and can only narrow:
// turn features off, make limits stricter, disable itself. It never names a root, a scope or a
// path, so a cloned repository cannot widen what its sessions may read or write. Both files
// are checked against lib/config-schema.ts (through lib/config-check.ts, which hooks can
// afford); what fails is skipped and reported, the rest applies.
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Env } from './paths.ts';
import { userConfigPath } from './paths.ts';
import { checkConfigFile, issueText, type ConfigIssueCode } from './config-check.ts';
import { isStricter } from './config-narrow.ts';

export type ConfirmationMode = 'auto' | 'elicitation' | 'flag';
export type EmbeddingsProvider = 'off' | 'static' | 'bundled' | 'openai-compatible';

export type NuzoConfig = {
  disabled: boolean;
  hooks: { session_start: boolean; stop: boolean; user_prompt_submit: boolean };
  recall: {
    session_start_limit: number;
    session_start_max_chars: number;
    prompt_limit: number;
    // Semantic recall (lib/embed): off, the opt-in bundled encoder, or a loopback
    // OpenAI-compatible /v1/embeddings endpoint. timeout_ms bounds one query's embedding.
    embeddings: { provider: EmbeddingsProvider; base_url: string; model: string; timeout_ms: number };
  };
  capture: {
    enabled: boolean;
    session_digests: boolean;
    digests_shown: number;
    min_interval_ms: number;
    max_captures_per_hour: number;
    daily_token_budget: number;
    artifact_bytes_budget: number;
    emergency_allowance: number;
    first_sight_max_turns: number;
    scorer: { enabled: boolean; base_url: string; model: string; timeout_ms: number; max_tokens: number };
  };
  drafts: { expiry_days: number };
  // Receipts of memory handed to the model (lib/receipts): at most max_entries, none older
  // than max_age_days; max_entries 0 records none.
  receipts: { max_entries: number; max_age_days: number };
  disabled_scopes: string[];
  allowed_projects: string[];
  confirmation: ConfirmationMode;
};

export const DEFAULT_CONFIG: NuzoConfig = {
  disabled: false,
  hooks: { session_start: true, stop: true, user_prompt_submit: false },
  recall: {
    session_start_limit: 6,
    session_start_max_chars: 2400,
    prompt_limit: 3,
    embeddings: { provider: 'static', base_url: 'http://127.0.0.1:11434/v1', model: 'nomic-embed-text', timeout_ms: 250 },
  },
  capture: {
    enabled: true,
    session_digests: false,
    digests_shown: 3,
    min_interval_ms: 60_000,
    max_captures_per_hour: 20,
    daily_token_budget: 200_000,
    artifact_bytes_budget: 5_000_000,
    emergency_allowance: 3,
    first_sight_max_turns: 1,
    scorer: { enabled: false, base_url: 'http://127.0.0.1:11434/v1', model: 'local', timeout_ms: 2000, max_tokens: 120 },
  },
  drafts: { expiry_days: 14 },
  receipts: { max_entries: 5000, max_age_days: 30 },
  disabled_scopes: [],
  allowed_projects: [],
  confirmation: 'auto',
};

// Something wrong in a config file, as one line that names the key, the expected type and
// the type received (lib/config-check.ts), never a value from the file. The rest of the file
// still applies: a bad key costs that key, not Nuzo, and hooks keep failing open.
export type ConfigProblemCode = ConfigIssueCode | 'unreadable' | 'invalid_json' | 'not_object' | 'project_cannot_set';

export type ConfigProblem = {
  path: string; // the file
  file: 'user' | 'project';
  code: ConfigProblemCode;
  key: string | null;
  expected?: string;
  received?: string;
  problem: string; // "recall.session_start_limit must be an integer 1–20, got a string (ignored)"
};

export type LoadedConfig = { config: NuzoConfig; problems: ConfigProblem[] };

export function loadConfig(home: string, env: Env = process.env, projectRoot?: string | null): LoadedConfig {
  const problems: ConfigProblem[] = [];
  const config: NuzoConfig = structuredClone(DEFAULT_CONFIG);
  const userPath = userConfigFile(home, env);
  const user = readConfigFile(userPath, 'user', problems);
  if (user) mergeInto(config, user, 'widen', '', () => {});
  applyEnv(config, env);
  if (projectRoot) {
    const projectPath = join(projectRoot, '.nuzo', 'config.json');
    const project = readConfigFile(projectPath, 'project', problems);
    if (project) {
      mergeInto(config, project, 'narrow', '', (key) => problems.push({
        path: projectPath, file: 'project', code: 'project_cannot_set', key,
        problem: `${key} can be set only in your own ~/.nuzo/config.json, not in a project's (ignored)`,
      }));
    }
  }
  return { config, problems };
}

// Every setting fits in a few hundred bytes; 64 KiB leaves room for comments-by-key and lists.
const MAX_CONFIG_BYTES = 64 * 1024;

// The user's config file: NUZO_CONFIG, else NUZO_HOME/config.json.
export function userConfigFile(home: string, env: Env = process.env): string {
  return env.NUZO_CONFIG?.trim() || userConfigPath(home);
}

function applyEnv(config: NuzoConfig, env: Env): void {
  if (truthy(env.NUZO_DISABLED)) config.disabled = true;
  if (falsy(env.NUZO_CAPTURE)) config.capture.enabled = false;
  if (falsy(env.NUZO_RECALL)) config.hooks.session_start = false;
  if (truthy(env.NUZO_PROMPT_RECALL)) config.hooks.user_prompt_submit = true;
  const mode = env.NUZO_CONFIRMATION?.trim();
  if (mode === 'auto' || mode === 'elicitation' || mode === 'flag') config.confirmation = mode;
}

const truthy = (v: string | undefined) => v !== undefined && /^(1|true|yes|on)$/i.test(v.trim());
const falsy = (v: string | undefined) => v !== undefined && /^(0|false|no|off)$/i.test(v.trim());

// The file's valid part, or null when there is no file or nothing in it can be used.
function readConfigFile(path: string, file: ConfigProblem['file'], problems: ConfigProblem[]): Record<string, unknown> | null {
  const whole = (code: ConfigProblemCode, problem: string) => {
    problems.push({ path, file, code, key: null, problem });
    return null;
  };
  let text: string;
  try {
    // A FIFO or device here would block every hook on its first read, and a huge file (a
    // repository's .nuzo/config.json is anyone's) would hold it for as long as it reads.
    const stat = statSync(path);
    if (!stat.isFile()) return whole('unreadable', 'is not a regular file; ignored');
    if (stat.size > MAX_CONFIG_BYTES) return whole('unreadable', `is larger than ${MAX_CONFIG_BYTES / 1024} KiB; the whole file is ignored`);
  } catch {
    return null; // no file: defaults
  }
  try {
    text = readFileSync(path, 'utf8');
  } catch {
    return whole('unreadable', 'cannot be read by you; the whole file is ignored');
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return whole('invalid_json', 'not valid JSON; the whole file is ignored');
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return whole('not_object', 'not a JSON object; the whole file is ignored');
  const { valid, issues } = checkConfigFile(parsed as Record<string, unknown>);
  for (const issue of issues) {
    problems.push({ path, file, code: issue.code, key: issue.key, ...(issue.expected ? { expected: issue.expected, received: issue.received } : {}), problem: issueText(issue) });
  }
  return valid;
}

// Values arrive checked (type and bounds). 'widen' applies them all. 'narrow' (a project's
// file) only applies what restricts: booleans may go false (or `disabled` true), numbers
// only in their stricter direction (config-narrow.ts); strings and lists (scopes, allowed projects, the scorer's address,
// confirmation) name what may be reached, so a project can never set them.
function mergeInto(target: Record<string, any>, source: Record<string, unknown>, how: 'widen' | 'narrow', prefix: string, cannotSet: (key: string) => void): void {
  for (const [key, value] of Object.entries(source)) {
    if (!(key in target)) continue;
    const current = target[key];
    if (current && typeof current === 'object' && !Array.isArray(current)) {
      if (value && typeof value === 'object' && !Array.isArray(value)) mergeInto(current, value as Record<string, unknown>, how, `${prefix}${key}.`, cannotSet);
    } else if (typeof current === 'boolean' && typeof value === 'boolean') {
      if (how === 'widen') target[key] = value;
      else if (key === 'disabled' ? value : !value) target[key] = value;
    } else if (typeof current === 'number' && typeof value === 'number') {
      if (how === 'widen') target[key] = value;
      else {
        // Each number has its own stricter direction (config-narrow.ts): smaller is not always.
        const stricter = isStricter(`${prefix}${key}`, current, value);
        if (stricter === null) cannotSet(`${prefix}${key}`);
        else if (stricter) target[key] = value;
      }
    } else if (how === 'narrow') {
      cannotSet(`${prefix}${key}`);
    } else if (typeof current === 'string' && typeof value === 'string') {
      target[key] = value;
    } else if (Array.isArray(current) && Array.isArray(value)) {
      target[key] = value.filter((v) => typeof v === 'string');
    }
  }
}
