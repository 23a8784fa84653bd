// Audit events: metadata only (kind, scope, tags, changed field names, counts), never
// content. They are keyed by memory id without a foreign key, so they outlive a hard delete
// and `history` can prove that a deletion happened.
import { iso } from './clock.ts';
import { cached } from './store/fts.ts';
import type { Store } from './store/store.ts';

export const AUDIT_EVENT_TYPES = [
  'memory.created',
  'memory.updated',
  'memory.archived',
  'memory.restored',
  'memory.deleted',
  'memory.imported',
  'memory.exported',
  'memory.recalled',
  'draft.created',
  'draft.confirmed',
  'draft.rejected',
  'draft.expired',
] as const;
export type AuditEventType = (typeof AUDIT_EVENT_TYPES)[number];

export type AuditEvent = {
  id: string;
  memory_id: string | null;
  event_type: AuditEventType;
  actor: string;
  payload: Record<string, unknown>;
  created_at: string;
};

export function appendAudit(
  store: Store,
  event: { memory_id?: string | null; draft_id?: string | null; event_type: AuditEventType; actor: string; payload?: Record<string, unknown> },
): string {
  const id = store.ids.next('evt');
  // Cached: recall appends one event per returned memory on every call.
  cached(store.db, 'INSERT INTO audit_events (id, memory_id, draft_id, event_type, actor, payload, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)')
    .run(id, event.memory_id ?? null, event.draft_id ?? null, event.event_type, event.actor, JSON.stringify(event.payload ?? {}), iso(store.clock.now()));
  return id;
}

// The same events for many memories in two statements, whatever their number: recall
// records one `memory.recalled` per returned memory on every call, and sixteen statement
// runs per call cost more than the query that found them. Ids are generated in order, so
// the events keep the order of `events`.
export function appendAuditMany(
  store: Store,
  eventType: AuditEventType,
  actor: string,
  events: Array<{ memory_id: string; payload?: Record<string, unknown> }>,
): string[] {
  if (events.length === 0) return [];
  const ids = events.map(() => store.ids.next('evt'));
  const rows = events.map((event, i) => [ids[i], event.memory_id, JSON.stringify(event.payload ?? {})]);
  cached(
    store.db,
    `INSERT INTO audit_events (id, memory_id, draft_id, event_type, actor, payload, created_at)
     SELECT value ->> 0, value ->> 1, NULL, ?, ?, value ->> 2, ? FROM json_each(?) ORDER BY key`,
  ).run(eventType, actor, iso(store.clock.now()), JSON.stringify(rows));
  return ids;
}

export function historyOf(store: Store, memoryId: string): AuditEvent[] {
  const rows = store.db
    .prepare('SELECT id, memory_id, event_type, actor, payload, created_at FROM audit_events WHERE memory_id = ? ORDER BY seq')
    .all(memoryId) as Array<Omit<AuditEvent, 'payload'> & { payload: string }>;
  return rows.map((row) => ({ ...row, payload: JSON.parse(row.payload) as Record<string, unknown> }));
}
