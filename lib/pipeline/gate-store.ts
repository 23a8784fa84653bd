// Gate and budget readings the Capture Decision Engine consumes, kept in the store so
// concurrent sessions share them. Per session: the last capture time and a one-hour
// window count; globally, per UTC day: tokens and artifact bytes spent and the emergency
// allowance used by session-boundary events. Recent captures keep only a structural key
// and hashed shingles for redundancy checks, never text.
import type { Store } from '../store/store.ts';
import type { CaptureMode, GateState, RecentCapture } from '../capture/types.ts';

const HOUR = 3_600_000;

export function dayOf(now: number): string {
  return new Date(now).toISOString().slice(0, 10);
}

export function readGateState(store: Store, sessionKey: string, now: number): GateState {
  const gate = store.db.prepare('SELECT last_capture_at, window_start, window_count FROM capture_gates WHERE session_key = ?').get(sessionKey) as
    | { last_capture_at: number | null; window_start: number; window_count: number }
    | undefined;
  const budget = store.db.prepare('SELECT tokens, artifact_bytes FROM capture_budget WHERE day = ?').get(dayOf(now)) as
    | { tokens: number; artifact_bytes: number }
    | undefined;
  const inWindow = gate && now - Number(gate.window_start) < HOUR ? Number(gate.window_count) : 0;
  return {
    last_capture_at: gate?.last_capture_at != null ? { [sessionKey]: Number(gate.last_capture_at) } : {},
    captures_last_hour: { [sessionKey]: inWindow },
    tokens_today: Number(budget?.tokens ?? 0),
    artifact_bytes_today: Number(budget?.artifact_bytes ?? 0),
  };
}

export function readRecentCaptures(store: Store, sessionKey: string, now: number, windowMs: number): RecentCapture[] {
  const rows = store.db
    .prepare('SELECT session_key, at, event_kind, key, shingles, mode FROM capture_recent WHERE session_key = ? AND at >= ? ORDER BY at DESC LIMIT 50')
    .all(sessionKey, now - windowMs) as Array<{ session_key: string; at: number; event_kind: string; key: string; shingles: string | null; mode: string }>;
  return rows.map((r) => ({
    session_id: r.session_key,
    at: Number(r.at),
    event_kind: r.event_kind as RecentCapture['event_kind'],
    key: r.key,
    shingles: r.shingles ? (JSON.parse(r.shingles) as number[]) : undefined,
    mode: r.mode as CaptureMode,
  }));
}

// Must run inside a write transaction.
export function recordCapture(store: Store, sessionKey: string, now: number, spent: { tokens: number; bytes: number }, recent: Omit<RecentCapture, 'session_id' | 'at'>): void {
  store.db
    .prepare(
      `INSERT INTO capture_gates (session_key, last_capture_at, window_start, window_count) VALUES (?, ?, ?, 1)
       ON CONFLICT(session_key) DO UPDATE SET
         last_capture_at = excluded.last_capture_at,
         window_count = CASE WHEN ? - window_start < ${HOUR} THEN window_count + 1 ELSE 1 END,
         window_start = CASE WHEN ? - window_start < ${HOUR} THEN window_start ELSE excluded.window_start END`,
    )
    .run(sessionKey, now, now, now, now);
  store.db
    .prepare(
      `INSERT INTO capture_budget (day, tokens, artifact_bytes) VALUES (?, ?, ?)
       ON CONFLICT(day) DO UPDATE SET tokens = tokens + excluded.tokens, artifact_bytes = artifact_bytes + excluded.artifact_bytes`,
    )
    .run(dayOf(now), spent.tokens, spent.bytes);
  store.db
    .prepare('INSERT INTO capture_recent (session_key, at, event_kind, key, shingles, mode) VALUES (?, ?, ?, ?, ?, ?)')
    .run(sessionKey, now, recent.event_kind, recent.key, recent.shingles ? JSON.stringify(recent.shingles) : null, recent.mode);
  store.db.prepare('DELETE FROM capture_recent WHERE at < ?').run(now - 24 * HOUR);
}
