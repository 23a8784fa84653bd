// The one call each place that hands memory to the model makes (SessionStart, UserPromptSubmit,
// memory_recall, memory_recall_hook): which memory ids the text it handed over carries, at
// which revision, and how long that text was. Never throws, never records the text.
import type { NuzoConfig } from '../config.ts';
import type { Store } from '../store/store.ts';
import { appendReceipt } from './log.ts';
import { buildReceipt, type ReceiptEvent, type ReceiptMemory } from './receipt.ts';

// Store memory ids and team file ids (lib/team/format.ts), as the fence prints them.
const ID_RE = /mem_[0-9A-HJKMNP-TV-Z]{26}|tm_[0-9a-hjkmnp-tv-z]{20}/g;

export type Handover = {
  host: string;
  session_id: string | null;
  event: ReceiptEvent;
  project: string | null;
  // Exactly what reached the model: ids are read from it and its length is the cost.
  text: string;
};

export function recordHandover(home: string, config: Pick<NuzoConfig, 'receipts'>, store: Store | null, handover: Handover): void {
  try {
    if (!handover.text || config.receipts.max_entries <= 0) return;
    const ids = [...new Set(handover.text.match(ID_RE) ?? [])];
    if (ids.length === 0) return; // a note about drafts, no memory: nothing was handed over
    const receipt = buildReceipt({
      at: store?.clock.now() ?? Date.now(),
      host: handover.host,
      session_id: handover.session_id,
      event: handover.event,
      project: handover.project,
      memories: withRevisions(store, ids),
      chars: handover.text.length,
    });
    appendReceipt(home, receipt, config.receipts);
  } catch {
    // A receipt is an account of the handover, never a reason for it to fail.
  }
}

function withRevisions(store: Store | null, ids: string[]): ReceiptMemory[] {
  const revisions = new Map<string, number>();
  const memIds = ids.filter((id) => id.startsWith('mem_'));
  if (store && memIds.length) {
    try {
      const rows = store.db.prepare(`SELECT id, revision FROM memories WHERE id IN (${memIds.map(() => '?').join(',')})`).all(...memIds) as Array<{ id: string; revision: number }>;
      for (const row of rows) revisions.set(row.id, Number(row.revision));
    } catch { /* ids without revisions */ }
  }
  return ids.map((id) => ({ id, revision: revisions.get(id) ?? null }));
}

// The MCP server knows its host only by the client name it gave at initialize, and has no
// host session id: one server process lives as long as one host session, so its start
// stands in for the session.
export function mcpHandoverSource(clientName: string | undefined, pid: number, startedAt: number): { host: string; session_id: string } {
  const name = (clientName ?? '').toLowerCase();
  const host = name.includes('claude') ? 'claude' : name.includes('codex') ? 'codex' : 'mcp';
  return { host, session_id: `mcp-${new Date(startedAt).toISOString()}-${pid}` };
}

