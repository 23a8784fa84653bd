// Audit events: metadata only (kind, scope, tags, changed field names, counts), never
// content. They are keyed by memory id without a foreign key, so they outlive a hard delete
// and `history` can prove that a deletion happened.
import { iso } from './clock.ts';
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
  store.db
    .prepare('INSERT INTO audit_events (id, memory_id, draft_id, event_type, actor, payload, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)')
    .run(id, event.memory_id ?? null, event.draft_id ?? null, event.event_type, event.actor, JSON.stringify(event.payload ?? {}), iso(store.clock.now()));
  return id;
}

export function historyOf(store: Store, memoryId: string): AuditEvent[] {
  const rows = store.db
    .prepare('SELECT id, memory_id, event_type, actor, payload, created_at FROM audit_events WHERE memory_id = ? ORDER BY seq')
    .all(memoryId) as Array<Omit<AuditEvent, 'payload'> & { payload: string }>;
  return rows.map((row) => ({ ...row, payload: JSON.parse(row.payload) as Record<string, unknown> }));
}
