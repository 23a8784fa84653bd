// Team memories at session start. They come after the user's own: the user's selection
// (recall/session-selection.ts) keeps the count it always had and at least three quarters
// of the characters; the team file gets what that leaves (at least a quarter of the
// characters) and the count the user's memories did not use (at least a quarter, and 2),
// chosen by the same rules (instructions first, newest first, long lines cut fairly). So a
// repository adds to what a session is told, but never crowds the user's own memories out
// of it, however many it holds.
import { renderRecallFence, TEAM_NOTE } from '../recall/fence.ts';
import { selectForSessionStart, sessionPriority, type SessionCandidate, type SessionSelection } from '../recall/session-selection.ts';
import { firstAllowed } from './vet.ts';
import type { TeamMemory } from './format.ts';

export const TEAM_SESSION_CHAR_SHARE = 0.25;

export function teamSessionLimit(limit: number): number {
  return Math.max(2, Math.floor(limit / 4));
}

export function withTeamSelection(personal: (maxChars: number) => SessionSelection, team: readonly TeamMemory[], limit: number, maxChars: number, now: number): SessionSelection {
  if (team.length === 0) return personal(maxChars);
  const own = personal(maxChars - Math.floor(maxChars * TEAM_SESSION_CHAR_SHARE));
  const all: Array<SessionCandidate & { memory: TeamMemory }> = team.map((m) => ({
    memory: m,
    id: m.id, kind: m.kind, scope: m.scope, source: m.source, content: m.content, chars: m.content.length,
    age_days: Math.floor(Math.max(0, now - Date.parse(`${m.added}T00:00:00.000Z`)) / 86_400_000), recency: m.added,
  }));
  // Both parts render inside one fence: the team's lines get what the user's left of the
  // block (at least its quarter), less the fence's note on team lines; its own selection
  // counts the fence once more, so that is added back.
  const fence = renderRecallFence([], { nonce: '000000000000', projectScope: null, maxChars: Number.MAX_SAFE_INTEGER }).length;
  const lines = maxChars - own.budget.used_chars - TEAM_NOTE.length;
  const count = Math.max(teamSessionLimit(limit), limit - own.items.length);
  // Only the ones the count can reach go through policy (vet.ts), in the order shown.
  const candidates = firstAllowed([...all].sort(sessionPriority), (c) => c.memory, count).map(({ memory: _, ...c }) => c as SessionCandidate);
  const shared = selectForSessionStart({ candidates, projectScope: null, limit: count, maxChars: lines + fence });
  const teamWords = (reason: string) => reason.replace(', user;', ', team file;').replace('(user memories', '(team memories').replace('user part', 'team part');
  return {
    items: [...own.items, ...shared.items],
    decisions: [...own.decisions, ...shared.decisions.map((d) => ({ ...d, reason: teamWords(d.reason) }))],
    budget: { ...own.budget, max_chars: maxChars, used_chars: own.budget.used_chars + shared.budget.used_chars - fence + (shared.items.length ? TEAM_NOTE.length : 0) },
  };
}
