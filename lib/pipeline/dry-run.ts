// `nuzo capture --transcript FILE`: the whole capture pipeline on a transcript, storing
// nothing. Proposed drafts have passed policy on their full text; blocked statements are
// only counted by code. When a store exists it is opened read-only, so proposals go through
// the same admission as Stop's drafts (lib/drafts/admission.ts): what the user already has,
// has pending or rejected with "don't suggest again" is counted as skipped, not proposed.
import { existsSync } from 'node:fs';
import type { Candidate } from '../capture/types.ts';
import type { CoreContext } from '../context.ts';
import { draftSkip, type DraftSkipReason, type PendingText } from '../drafts/admission.ts';
import { isNuzoError, NuzoError } from '../errors.ts';
import { assertInputFile } from '../input-file.ts';
import { prepareMemory } from '../memory/remember.ts';
import { storePath, type Env } from '../paths.ts';
import { USER_SCOPE } from '../scope.ts';
import { openSession, resolveSettings } from '../session.ts';
import { EXPECTED_TRANSCRIPT } from '../transcript/detect.ts';
import { parseTranscriptFile, type TranscriptParse } from '../transcript/index.ts';
import { activeMemoriesFor } from './drafts.ts';
import { captureProjectScope } from '../project/capture-scope.ts';
import { propose, proposeWithScorer, type ProposeContext } from './propose.ts';

export type DryRunDraft = Candidate & { priority: 'normal' | 'low'; ref: string };

export type DryRunResult = {
  path: string;
  format: 'claude' | 'codex';
  stats: TranscriptParse['stats'];
  events: number;
  decisions: { capture: number; skip: number };
  drafts: DryRunDraft[];
  refused: Record<string, number>;
  // Candidates Stop would not file: already saved, already pending, or rejected for good.
  skipped: Record<DraftSkipReason, number>;
  scorer: { enabled: boolean; calls: number; used: number; fallbacks: Record<string, number> };
};

export async function dryRunCapture(path: string, options: { env?: Env; cwd: string; now?: number }): Promise<DryRunResult> {
  const env = options.env ?? process.env;
  const size = assertInputFile(path, 'The transcript', 'transcript', { allowEmpty: true });
  const parsed = parseTranscriptFile(path);
  if (parsed.format === 'unknown') {
    const what = size === 0 ? 'The transcript is empty' : 'The file is not a transcript Nuzo can read';
    throw new NuzoError('INVALID_INPUT', `${what}; expected ${EXPECTED_TRANSCRIPT}.`, { field: 'transcript', reason: size === 0 ? 'empty' : 'unknown_format' });
  }
  const format = parsed.format;
  const settings = resolveSettings({ env, cwd: parsed.cwd ?? options.cwd });
  // The same rule as Stop: no project scope for the home folder or a folder without a marker.
  const projectScope = captureProjectScope(settings.project, env);
  const host = format;
  const session = existsSync(storePath(settings.home)) ? tryOpen(env, parsed.cwd ?? options.cwd) : null;
  const ctx: CoreContext | null = session?.ctx ?? null;
  try {
    const now = options.now ?? Date.now();
    const proposeContext: ProposeContext = {
      projectScope,
      host,
      activeMemories: ctx ? activeMemoriesFor(ctx, projectScope ? [projectScope, USER_SCOPE] : [USER_SCOPE]) : [],
      history: [],
      gate: { last_capture_at: {}, captures_last_hour: {}, tokens_today: 0, artifact_bytes_today: 0 },
      now,
      config: settings.config,
    };
    const proposals = settings.config.capture.scorer.enabled ? await proposeWithScorer(parsed.events, proposeContext) : propose(parsed.events, proposeContext);
    const result: DryRunResult = {
      path,
      format,
      stats: parsed.stats,
      events: parsed.events.length,
      decisions: { capture: 0, skip: 0 },
      drafts: [],
      refused: {},
      skipped: { duplicate_memory: 0, duplicate_draft: 0, previously_rejected: 0 },
      scorer: { enabled: settings.config.capture.scorer.enabled, calls: 0, used: 0, fallbacks: {} },
    };
    const proposed: PendingText[] = [];
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
        let prepared;
        try {
          prepared = prepareMemory(checkCtx, { content: candidate.content, kind: candidate.kind, scope: candidate.scope, tags: candidate.tags, source: `${host}:capture-suggestion` });
        } catch (error) {
          if (!isNuzoError(error)) throw error;
          result.refused[error.code] = (result.refused[error.code] ?? 0) + 1;
          continue;
        }
        // Stop would have filed the earlier proposals of this run before reaching this one.
        const skip = draftSkip(ctx?.store ?? null, prepared, { supersedes: !!candidate.supersedes, alsoPending: proposed });
        if (skip) { result.skipped[skip.skipped]++; continue; }
        proposed.push({ id: `dry-run:${proposed.length}`, scope: prepared.scope, content: prepared.content });
        result.drafts.push({ ...candidate, priority: proposal.decision.mode === 'light' ? 'low' : 'normal', ref: proposal.event.ref });
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
