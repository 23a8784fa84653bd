// The Stop hook's one call into receipts: evidence of use (evidence.ts) for the memories this
// session was handed, kept apart from record.ts so the read-only hooks do not load guards.
import type { NuzoConfig } from '../config.ts';
import { listGuards } from '../guards/store.ts';
import type { Store } from '../store/store.ts';
import { findEvidence, type EvidenceEvent } from './evidence.ts';
import { appendReceipt, readSessionReceipts } from './log.ts';
import { buildReceipt, isHandover } from './receipt.ts';

// After each turn (the Stop hook): for the memories handed over earlier in this session,
// notes which the new part of the transcript shows used or went against (evidence.ts), as a
// stop_evidence receipt of ids. Once a memory is found used in a session it is not looked
// for again there. Never throws.
export function recordEvidence(home: string, config: Pick<NuzoConfig, 'receipts'>, store: Store, job: { host: string; sessionId: string; project: string | null }, events: readonly EvidenceEvent[]): void {
  try {
    if (config.receipts.max_entries <= 0 || events.length === 0) return;
    const receipts = readSessionReceipts(home, job.host, job.sessionId);
    const handed = new Set<string>();
    const alreadyUsed = new Set<string>();
    for (const r of receipts) {
      if (isHandover(r.event)) for (const m of r.memories) if (m.id.startsWith('mem_')) handed.add(m.id);
      for (const id of r.evidence?.used ?? []) alreadyUsed.add(id);
    }
    const ids = [...handed].filter((id) => !alreadyUsed.has(id)).slice(0, 100);
    if (ids.length === 0) return;
    const rows = store.db.prepare(`SELECT id, content FROM memories WHERE id IN (${ids.map(() => '?').join(',')})`).all(...ids) as Array<{ id: string; content: string }>;
    const guards = listGuards(store).filter((g) => g.active && ids.includes(g.memory_id));
    const evidence = findEvidence(rows, guards, events);
    if (evidence.used.length === 0 && evidence.contradicted.length === 0) return;
    appendReceipt(home, buildReceipt({ at: store.clock.now(), host: job.host, session_id: job.sessionId, event: 'stop_evidence', project: job.project, memories: [], chars: 0, evidence }), config.receipts);
  } catch {
    // Evidence is a note on the side of capture, never a reason for Stop to fail.
  }
}
