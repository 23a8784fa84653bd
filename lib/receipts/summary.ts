// What receipts add up to: per session, which memories went in (ids, revisions, how often)
// and what that cost; totals per day and per project. Pure: the CLI and the page read the
// file and hand the receipts here.
import { isHandover, type Receipt, type ReceiptEvent } from './receipt.ts';

export type SessionMemory = { id: string; revision: number | null; times: number };
export type GuardFiring = { at: string; guard_id: string; memory_id: string; pattern: string; action: 'deny' | 'ask' };

export type SessionSummary = {
  session_id: string | null;
  host: string;
  project: string | null;
  first_at: string;
  last_at: string;
  handovers: number;
  events: Partial<Record<ReceiptEvent, number>>;
  memories: SessionMemory[];
  chars: number;
  tokens: number;
  guards_fired: GuardFiring[];
  // From the Stop hook's evidence (a heuristic, lib/receipts/evidence.ts).
  used: string[];
  contradicted: string[];
};

export type Total = { sessions: number; handovers: number; chars: number; tokens: number };
export type DayTotal = Total & { day: string };
export type ProjectTotal = Total & { project: string | null };

export type ReceiptsReport = {
  token_estimate: string;
  sessions: SessionSummary[];
  days: DayTotal[];
  projects: ProjectTotal[];
};

export const TOKEN_ESTIMATE = 'estimated as characters / 4';

const sessionKey = (r: Receipt) => `${r.host}\u0000${r.session_id ?? ''}`;

// Sessions newest first (by their last receipt); days newest first; projects by cost.
export function summarizeReceipts(receipts: readonly Receipt[], select: { session?: string; last?: boolean } = {}): ReceiptsReport {
  const bySession = new Map<string, SessionSummary>();
  const ordered = [...receipts].sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));
  for (const r of ordered) {
    const key = sessionKey(r);
    let s = bySession.get(key);
    if (!s) {
      s = { session_id: r.session_id, host: r.host, project: r.project, first_at: r.at, last_at: r.at, handovers: 0, events: {}, memories: [], chars: 0, tokens: 0, guards_fired: [], used: [], contradicted: [] };
      bySession.set(key, s);
    }
    if (!isHandover(r.event)) {
      for (const id of r.evidence?.used ?? []) if (!s.used.includes(id)) s.used.push(id);
      for (const id of r.evidence?.contradicted ?? []) if (!s.contradicted.includes(id)) s.contradicted.push(id);
      continue;
    }
    s.last_at = r.at;
    s.project ??= r.project;
    s.handovers++;
    s.events[r.event] = (s.events[r.event] ?? 0) + 1;
    s.chars += r.chars;
    s.tokens += r.tokens;
    for (const m of r.memories) {
      const seen = s.memories.find((x) => x.id === m.id);
      if (seen) {
        seen.times++;
        seen.revision = m.revision ?? seen.revision;
      } else s.memories.push({ id: m.id, revision: m.revision, times: 1 });
    }
    if (r.event === 'guard_fired' && r.guard) s.guards_fired.push({ at: r.at, guard_id: r.guard.id, memory_id: r.guard.memory_id, pattern: r.guard.pattern, action: r.guard.action });
  }
  let sessions = [...bySession.values()].sort((a, b) => (a.last_at < b.last_at ? 1 : a.last_at > b.last_at ? -1 : 0));
  if (select.session !== undefined) sessions = sessions.filter((s) => s.session_id === select.session);
  else if (select.last) sessions = sessions.slice(0, 1);
  const chosen = new Set(sessions.map((s) => `${s.host}\u0000${s.session_id ?? ''}`));
  const counted = ordered.filter((r) => isHandover(r.event) && chosen.has(sessionKey(r)));
  return { token_estimate: TOKEN_ESTIMATE, sessions, days: totals(counted, (r) => r.at.slice(0, 10), 'day') as DayTotal[], projects: totals(counted, (r) => r.project, 'project') };
}

function totals<K extends 'day' | 'project'>(receipts: readonly Receipt[], keyOf: (r: Receipt) => string | null, name: K): Array<Total & Record<K, string | null>> {
  const groups = new Map<string | null, { total: Total; sessions: Set<string> }>();
  for (const r of receipts) {
    const key = keyOf(r);
    const g = groups.get(key) ?? { total: { sessions: 0, handovers: 0, chars: 0, tokens: 0 }, sessions: new Set<string>() };
    g.total.handovers++;
    g.total.chars += r.chars;
    g.total.tokens += r.tokens;
    g.sessions.add(sessionKey(r));
    groups.set(key, g);
  }
  const rows = [...groups.entries()].map(([key, g]) => ({ [name]: key, ...g.total, sessions: g.sessions.size }) as Total & Record<K, string | null>);
  return name === 'day'
    ? rows.sort((a, b) => (String(a[name]) < String(b[name]) ? 1 : -1))
    : rows.sort((a, b) => b.tokens - a.tokens);
}

export type UnusedMemory = { id: string; injected: number; sessions: number };

// Memories handed over in at least `minSessions` sessions and never found used (evidence
// receipts), most handed over first: what `nuzo memory tidy` lists as costing without use.
export function injectedNeverUsed(receipts: readonly Receipt[], minSessions = 5): UnusedMemory[] {
  const used = new Set<string>();
  const seen = new Map<string, { injected: number; sessions: Set<string> }>();
  for (const r of receipts) {
    if (r.event === 'stop_evidence') {
      for (const id of r.evidence?.used ?? []) used.add(id);
      continue;
    }
    if (r.event === 'guard_fired') continue;
    for (const m of r.memories) {
      const entry = seen.get(m.id) ?? { injected: 0, sessions: new Set<string>() };
      entry.injected++;
      entry.sessions.add(sessionKey(r));
      seen.set(m.id, entry);
    }
  }
  return [...seen.entries()]
    .filter(([id, e]) => !used.has(id) && e.sessions.size >= minSessions)
    .map(([id, e]) => ({ id, injected: e.injected, sessions: e.sessions.size }))
    .sort((a, b) => b.injected - a.injected || (a.id < b.id ? -1 : 1));
}

export type WeekCost = { sessions: number; tokens: number; tokens_per_session: number };

// The Overview's cost line: memory handed over in the last seven days, per session.
export function weekCost(receipts: readonly Receipt[], now: number): WeekCost {
  const since = now - 7 * 86_400_000;
  const sessions = new Set<string>();
  let tokens = 0;
  for (const r of receipts) {
    if (!isHandover(r.event) || Date.parse(r.at) < since) continue;
    sessions.add(sessionKey(r));
    tokens += r.tokens;
  }
  return { sessions: sessions.size, tokens, tokens_per_session: sessions.size ? Math.round(tokens / sessions.size) : 0 };
}
