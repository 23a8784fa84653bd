// Receipts on disk: NUZO_HOME/memory/receipts.ndjson, one JSON line each, 0600. A separate
// file, not the store, so the read-only hooks (SessionStart, UserPromptSubmit, PreToolUse)
// record what they handed over with one append and never take the store's write lock.
// Bounded by receipts.max_entries and receipts.max_age_days (lib/config.ts): once the file
// outgrows what max_entries lines take, the next append rewrites it without the oldest and
// the expired lines (to a temporary name, then renamed). An append racing that rewrite can be
// lost; receipts are an account, not a ledger. Purge removes memory/ with the store; a
// forgotten scope's receipts go with forgetReceiptsOf.
import { appendFileSync, closeSync, fsyncSync, openSync, readFileSync, renameSync, statSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { parseReceipt, type Receipt } from './receipt.ts';

export type ReceiptLimits = { max_entries: number; max_age_days: number };

// A receipt line is ~150-400 bytes; prune once the file passes this many bytes per entry.
const BYTES_PER_ENTRY = 512;
const MAX_READ_BYTES = 64 * 1024 * 1024;

export function receiptsPath(home: string): string {
  return join(home, 'memory', 'receipts.ndjson');
}

// Never throws: a receipt that cannot be written is dropped, and whatever called this (a
// hook, a recall answer) goes on.
export function appendReceipt(home: string, receipt: Receipt, limits: ReceiptLimits): void {
  if (limits.max_entries <= 0) return;
  try {
    const path = receiptsPath(home);
    appendFileSync(path, `${JSON.stringify(receipt)}\n`, { mode: 0o600 });
    if (statSync(path).size > limits.max_entries * BYTES_PER_ENTRY) pruneReceipts(home, limits, Date.parse(receipt.at));
  } catch {
    // No memory/ folder yet, a read-only home, a full disk: no receipt.
  }
}

export function readReceipts(home: string, limits: ReceiptLimits, now: number): Receipt[] {
  let text: string;
  try {
    const path = receiptsPath(home);
    if (statSync(path).size > MAX_READ_BYTES) return [];
    text = readFileSync(path, 'utf8');
  } catch {
    return [];
  }
  return within(text.split('\n').map(parseReceipt).filter((r): r is Receipt => r !== null), limits, now);
}

function within(receipts: Receipt[], limits: ReceiptLimits, now: number): Receipt[] {
  const oldest = now - limits.max_age_days * 86_400_000;
  const fresh = receipts.filter((r) => Date.parse(r.at) >= oldest);
  return fresh.slice(Math.max(0, fresh.length - limits.max_entries));
}

export function pruneReceipts(home: string, limits: ReceiptLimits, now: number): number {
  return rewrite(home, (all) => within(all, limits, now));
}

// Drops every receipt that names one of these memories or ran in one of these project
// scopes; returns how many went.
export function forgetReceiptsOf(home: string, selector: { memoryIds?: readonly string[]; scopes?: readonly string[] }): number {
  const ids = new Set(selector.memoryIds ?? []);
  const scopes = new Set(selector.scopes ?? []);
  if (ids.size === 0 && scopes.size === 0) return 0;
  let dropped = 0;
  try {
    rewrite(home, (all) => all.filter((r) => {
      const keep = !(r.project && scopes.has(r.project)) && !r.memories.some((m) => ids.has(m.id)) && !(r.guard && ids.has(r.guard.memory_id));
      if (!keep) dropped++;
      return keep;
    }));
  } catch {
    return 0; // a read-only home: the forget itself stands
  }
  return dropped;
}

function rewrite(home: string, keep: (all: Receipt[]) => Receipt[]): number {
  const path = receiptsPath(home);
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch {
    return 0;
  }
  const all = text.split('\n').map(parseReceipt).filter((r): r is Receipt => r !== null);
  const kept = keep(all);
  const temp = `${path}.${process.pid}.tmp`;
  const fd = openSync(temp, 'w', 0o600);
  try {
    writeSync(fd, kept.map((r) => `${JSON.stringify(r)}\n`).join(''));
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  renameSync(temp, path);
  return kept.length;
}
