// UserPromptSubmit recall (off by default; see docs/configuration.md): a read-only recall on the prompt,
// skipping memories the session already received. What the session received is read from
// its own transcript (our fence lists each memory id), so the hook stays read-only and
// keeps no per-session state of its own.
//
// It injects only confident answers: memories that hold at least half of the prompt's
// information (recall's idf-weighted coverage, words no memory holds counted at their
// highest idf), at most prompt_limit of them. A share, not a score, so the floor means the
// same in any store. Measured on REALTALK questions as prompts (bench/prompt-recall-public.mjs):
// it injects on 28% of prompts, and 42% of what it injects is an evidence message (76% is
// from an evidence session), short of the 0.8 precision that would turn it on by default.
import { closeSync, existsSync, fstatSync, readSync } from 'node:fs';
import { fenceNonce, renderRecallFence } from '../recall/fence.ts';
import { openRegularFile } from '../transcript/regular-file.ts';
import { recall } from '../recall/recall.ts';
import { USER_SCOPE } from '../scope.ts';
import { teamRootOf } from '../team/read.ts';
import { openSession } from '../session.ts';
import { storePath, type Env } from '../paths.ts';
import { detectHost, parseHookInput } from './input.ts';
import { recordHandover } from '../receipts/record.ts';
import { logHookFailure } from './log.ts';
import { hookSettings } from './settings.ts';
import type { HookResult } from './session-start.ts';

export const CONFIDENT_SHARE = 0.5;
const MAX_TRANSCRIPT_SCAN = 32 * 1024 * 1024;
// Store memory ids and team file ids (lib/team/format.ts).
const ID_RE = /mem_[0-9A-HJKMNP-TV-Z]{26}|tm_[0-9a-hjkmnp-tv-z]{20}/g;

export function alreadyRecalled(transcriptPath: string | null): Set<string> {
  const ids = new Set<string>();
  if (!transcriptPath || !existsSync(transcriptPath)) return ids;
  const fd = openRegularFile(transcriptPath);
  try {
    const size = fstatSync(fd).size;
    const length = Math.min(size, MAX_TRANSCRIPT_SCAN);
    const buffer = Buffer.allocUnsafe(length);
    readSync(fd, buffer, 0, length, size - length);
    for (const match of buffer.toString('latin1').matchAll(ID_RE)) ids.add(match[0]);
  } finally {
    closeSync(fd);
  }
  return ids;
}

export function runPromptRecallHook(stdinText: string, env: Env, startedAt: number = Date.now()): HookResult {
  const input = parseHookInput(stdinText);
  let home = '';
  try {
    const settings = hookSettings('UserPromptSubmit', env, input.cwd ?? process.cwd());
    home = settings.home;
    const config = settings.config;
    if (config.disabled || !config.hooks.user_prompt_submit || !input.prompt?.trim()) return { stdout: '' };
    if (!existsSync(storePath(settings.home))) return { stdout: '' };
    const session = openSession({ env, actor: 'nuzo:hook', cwd: input.cwd ?? process.cwd(), settings, store: { mustExist: true, busyTimeoutMs: 300 } });
    try {
      const projectScope = session.project?.scope ?? null;
      const scopes = (projectScope ? [projectScope, USER_SCOPE] : [USER_SCOPE]).filter((s) => !config.disabled_scopes.includes(s));
      const seen = alreadyRecalled(input.transcript_path);
      const { results, coverage } = recall(session.ctx, { query: input.prompt, scopes, limit: config.recall.prompt_limit + seen.size, projectScope, recordUse: false, teamRoot: teamRootOf(session.project) });
      const fresh = results.filter((r) => !seen.has(r.id) && (coverage.get(r.id) ?? 0) >= CONFIDENT_SHARE).slice(0, config.recall.prompt_limit);
      if (fresh.length === 0) return { stdout: '' };
      const context = renderRecallFence(fresh, { nonce: fenceNonce(), projectScope, maxChars: Math.min(1200, config.recall.session_start_max_chars) });
      recordHandover(settings.home, config, session.ctx.store, { host: detectHost(env, input), session_id: input.session_id, event: 'user_prompt_submit', project: projectScope, text: context });
      return { stdout: JSON.stringify({ hookSpecificOutput: { hookEventName: 'UserPromptSubmit', additionalContext: context } }) };
    } finally {
      session.close();
    }
  } catch (error) {
    if (home) logHookFailure(home, 'UserPromptSubmit', error, Date.now() - startedAt);
    return { stdout: '' };
  }
}
