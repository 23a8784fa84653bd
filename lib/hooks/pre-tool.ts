// PreToolUse: stops a shell call that a confirmed guard forbids (lib/guards), in both hosts.
// It runs before every tool call, so the common paths cost almost nothing: no guards index
// (hooks/entry.ts already checks, before loading this bundle) or no pattern matching the
// command, and it returns having read one small file. Only a match goes on to
// pre-tool-check.ts, a bundle of its own (dist/hook-pre-tool-check.cjs, loaded on first use:
// scripts/build.mjs), which opens the store. Any failure lets the call go on, silently (fail
// open): a guard is the user's rule made firm, not a sandbox.
import { readGuardIndex } from '../guards/index-file.ts';
import { matchGuards, shellCommandOf } from '../guards/match.ts';
import { nuzoHome, type Env } from '../paths.ts';
import { confirmGuardHit } from './pre-tool-check.ts';
import type { HookResult } from './session-start.ts';

type PreToolInput = { session_id: string | null; transcript_path: string | null; cwd: string | null; tool_name: string | null; tool_input: unknown };

function parsePreToolInput(text: string): PreToolInput | null {
  let raw: Record<string, unknown>;
  try {
    const parsed: unknown = JSON.parse(text);
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return null;
    raw = parsed as Record<string, unknown>;
  } catch {
    return null;
  }
  const str = (key: string) => (typeof raw[key] === 'string' && (raw[key] as string).length > 0 ? (raw[key] as string) : null);
  return { session_id: str('session_id'), transcript_path: str('transcript_path'), cwd: str('cwd'), tool_name: str('tool_name'), tool_input: raw.tool_input };
}

export function runPreToolHook(stdinText: string, env: Env, startedAt: number = Date.now()): HookResult {
  try {
    const home = nuzoHome(env);
    const indexed = readGuardIndex(home) ?? [];
    const input = parsePreToolInput(stdinText);
    const command = input ? shellCommandOf(input.tool_name, input.tool_input) : null;
    if (!input || command === null) return { stdout: '' };
    if (changesGuards(command)) {
      return { stdout: JSON.stringify({ hookSpecificOutput: { hookEventName: 'PreToolUse', permissionDecision: 'deny', permissionDecisionReason: GUARD_COMMAND_REASON } }) };
    }
    if (indexed.length === 0) return { stdout: '' };
    // Any scope: the cheap test first; scopes, config and the store only when something matched.
    if (!matchGuards(indexed, { tool: 'shell', command }, [...new Set(indexed.map((g) => g.scope))])) return { stdout: '' };
    return confirmGuardHit({ home, env, command, cwd: input.cwd, session_id: input.session_id, transcript_path: input.transcript_path }, startedAt);
  } catch {
    return { stdout: '' }; // an unreadable payload or index: the call goes on
  }
}

// Adding or removing a guard is the user's act, typed in their own terminal: the agent's
// shell may not do it for them (it could lift the very guard that just stopped it). The CLI
// is found by name (nuzo, or the plugin's dist/cli.js) followed by `guard add|remove|rm`.
const GUARD_CHANGE_RE = /(?:\bnuzo\b|cli\.js\b)[^;&|\n]{0,200}?\bguard\s+(?:add|remove|rm)\b/;

export function changesGuards(command: string): boolean {
  return GUARD_CHANGE_RE.test(command.slice(0, 8192));
}

const GUARD_COMMAND_REASON =
  `Nuzo: only the user adds or removes a guard, in their own terminal (a guard confirmed through the agent would not be the user's). Tell the user the command instead of running it.`;
