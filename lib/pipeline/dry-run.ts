// `nuzo capture --transcript FILE`: the whole capture pipeline on a transcript, storing
// nothing. Proposed drafts have passed policy on their full text; blocked statements are
// only counted by code. When a store exists it is opened read-only, so proposals are
// checked against active memories (duplicates, contradictions) exactly as Stop would.
import { existsSync } from 'node:fs';
import type { Candidate } from '../capture/types.ts';
import type { CoreContext } from '../context.ts';
import { isNuzoError } from '../errors.ts';
import { findDuplicate } from '../memory/duplicates.ts';
import { prepareMemory } from '../memory/remember.ts';
import { normalizeContent } from '../policy/index.ts';
import { storePath, type Env } from '../paths.ts';
import { USER_SCOPE } from '../scope.ts';
import { openSession, resolveSettings } from '../session.ts';
import { parseTranscriptFile, type TranscriptParse } from '../transcript/index.ts';
import { activeMemoriesFor } from './drafts.ts';
import { propose, proposeWithScorer, type ProposeContext } from './propose.ts';

export type DryRunDraft = Candidate & { priority: 'normal' | 'low'; ref: string; duplicate_of?: string };

export type DryRunResult = {
  path: string;
  format: TranscriptParse['format'];
  note: string | null;
  stats: TranscriptParse['stats'];
  events: number;
  decisions: { capture: number; skip: number };
  drafts: DryRunDraft[];
  refused: Record<string, number>;
  duplicates: number;
  scorer: { enabled: boolean; calls: number; used: number; fallbacks: Record<string, number> };
};

export async function dryRunCapture(path: string, options: { env?: Env; cwd: string; now?: number }): Promise<DryRunResult> {
  const env = options.env ?? process.env;
  const parsed = parseTranscriptFile(path);
  const settings = resolveSettings({ env, cwd: parsed.cwd ?? options.cwd });
  const projectScope = settings.project?.scope ?? 'project:0000000000000000';
  const host = parsed.format === 'codex' ? 'codex' : 'claude';
  const session = existsSync(storePath(settings.home)) ? tryOpen(env, parsed.cwd ?? options.cwd) : null;
  const ctx: CoreContext | null = session?.ctx ?? null;
  try {
    const now = options.now ?? Date.now();
    const proposeContext: ProposeContext = {
      projectScope,
      host,
      activeMemories: ctx ? activeMemoriesFor(ctx, [projectScope, USER_SCOPE]) : [],
      history: [],
      gate: { last_capture_at: {}, captures_last_hour: {}, tokens_today: 0, artifact_bytes_today: 0 },
      now,
      config: settings.config,
    };
    const proposals = parsed.format === 'unknown' ? [] : settings.config.capture.scorer.enabled ? await proposeWithScorer(parsed.events, proposeContext) : propose(parsed.events, proposeContext);
    const result: DryRunResult = {
      path,
      format: parsed.format,
      note: parsed.format === 'unknown' ? 'Unknown transcript format: not a Claude Code transcript or a Codex rollout; nothing was analysed.' : null,
      stats: parsed.stats,
      events: parsed.events.length,
      decisions: { capture: 0, skip: 0 },
      drafts: [],
      refused: {},
      duplicates: 0,
      scorer: { enabled: settings.config.capture.scorer.enabled, calls: 0, used: 0, fallbacks: {} },
    };
    const seen = new Set<string>();
    const checkCtx: CoreContext = ctx ?? { store: null as never, config: settings.config, actor: 'nuzo:dry-run' };
    for (const proposal of proposals) {
      result.decisions[proposal.decision.shouldCapture ? 'capture' : 'skip']++;
      if (proposal.scorer) {
        result.scorer.calls++;
        if (proposal.scorer.used) result.scorer.used++;
        else if (proposal.scorer.fallback) result.scorer.fallbacks[proposal.scorer.fallback] = (result.scorer.fallbacks[proposal.scorer.fallback] ?? 0) + 1;
      }
      for (const rejected of proposal.rejected) {
        const code = rejected.code ?? rejected.reason;
        result.refused[code] = (result.refused[code] ?? 0) + 1;
      }
      for (const candidate of proposal.candidates) {
        try {
          prepareMemory(checkCtx, { content: candidate.content, kind: candidate.kind, scope: candidate.scope, tags: candidate.tags, source: `${host}:capture-suggestion` });
        } catch (error) {
          if (!isNuzoError(error)) throw error;
          result.refused[error.code] = (result.refused[error.code] ?? 0) + 1;
          continue;
        }
        const key = `${candidate.scope}|${normalizeContent(candidate.content)}`;
        if (seen.has(key)) { result.duplicates++; continue; }
        seen.add(key);
        const duplicate = ctx && !candidate.supersedes ? findDuplicate(ctx.store, candidate.scope, candidate.content) : null;
        result.drafts.push({ ...candidate, priority: proposal.decision.mode === 'light' ? 'low' : 'normal', ref: proposal.event.ref, ...(duplicate ? { duplicate_of: duplicate.id } : {}) });
      }
    }
    return result;
  } finally {
    session?.close();
  }
}

function tryOpen(env: Env, cwd: string) {
  try {
    return openSession({ env, actor: 'nuzo:dry-run', cwd, store: { readOnly: true, mustExist: true, busyTimeoutMs: 1000 } });
  } catch {
    return null;
  }
}
