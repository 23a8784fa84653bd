// The one configuration every adapter reads: defaults < user config (~/.nuzo/config.json)
// < environment. A project's own .nuzo/config.json is applied last and can only narrow:
// turn features off, shrink limits, disable itself. It never names a root, a scope or a
// path, so a cloned repository cannot widen what its sessions may read or write.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Env } from './paths.ts';
import { userConfigPath } from './paths.ts';

export type ConfirmationMode = 'auto' | 'elicitation' | 'flag';

export type NuzoConfig = {
  disabled: boolean;
  hooks: { session_start: boolean; stop: boolean; user_prompt_submit: boolean };
  recall: { session_start_limit: number; session_start_max_chars: number; prompt_limit: number };
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
  disabled_scopes: string[];
  allowed_projects: string[];
  confirmation: ConfirmationMode;
};

export const DEFAULT_CONFIG: NuzoConfig = {
  disabled: false,
  hooks: { session_start: true, stop: true, user_prompt_submit: false },
  recall: { session_start_limit: 6, session_start_max_chars: 2400, prompt_limit: 3 },
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
  disabled_scopes: [],
  allowed_projects: [],
  confirmation: 'auto',
};

export type ConfigSource = { path: string; problem: string };

export type LoadedConfig = { config: NuzoConfig; problems: ConfigSource[] };

export function loadConfig(home: string, env: Env = process.env, projectRoot?: string | null): LoadedConfig {
  const problems: ConfigSource[] = [];
  const config: NuzoConfig = structuredClone(DEFAULT_CONFIG);
  const userPath = env.NUZO_CONFIG?.trim() || userConfigPath(home);
  const user = readJson(userPath, problems);
  if (user) mergeInto(config, user, 'widen');
  applyEnv(config, env);
  if (projectRoot) {
    const projectPath = join(projectRoot, '.nuzo', 'config.json');
    const project = readJson(projectPath, problems);
    if (project) mergeInto(config, project, 'narrow');
  }
  return { config, problems };
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

function readJson(path: string, problems: ConfigSource[]): Record<string, unknown> | null {
  if (!existsSync(path)) return null;
  try {
    const parsed: unknown = JSON.parse(readFileSync(path, 'utf8'));
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return parsed as Record<string, unknown>;
    problems.push({ path, problem: 'not a JSON object; ignored' });
  } catch {
    problems.push({ path, problem: 'unreadable or invalid JSON; ignored' });
  }
  return null;
}

// 'widen' copies any valid value of the right type. 'narrow' only accepts changes that
// restrict: booleans may go false (or `disabled` true), numbers may only shrink, lists
// of disabled scopes are ignored (a project may disable itself only via `disabled`).
function mergeInto(target: Record<string, any>, source: Record<string, unknown>, how: 'widen' | 'narrow'): void {
  for (const [key, value] of Object.entries(source)) {
    if (!(key in target)) continue;
    const current = target[key];
    if (how === 'narrow' && (key === 'disabled_scopes' || key === 'allowed_projects' || key === 'confirmation' || key === 'base_url' || key === 'model')) continue;
    if (current && typeof current === 'object' && !Array.isArray(current)) {
      if (value && typeof value === 'object' && !Array.isArray(value)) mergeInto(current, value as Record<string, unknown>, how);
    } else if (typeof current === 'boolean' && typeof value === 'boolean') {
      if (how === 'widen') target[key] = value;
      else if (key === 'disabled' ? value : !value) target[key] = value;
    } else if (typeof current === 'number' && typeof value === 'number' && Number.isFinite(value) && value >= 0) {
      if (how === 'widen' || value < current) target[key] = value;
    } else if (typeof current === 'string' && typeof value === 'string' && how === 'widen') {
      if (key !== 'confirmation' || ['auto', 'elicitation', 'flag'].includes(value)) target[key] = value;
    } else if (Array.isArray(current) && Array.isArray(value) && how === 'widen') {
      target[key] = value.filter((v) => typeof v === 'string');
    }
  }
}
