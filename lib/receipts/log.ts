// Receipts on disk: NUZO_HOME/memory/receipts.ndjson, one JSON line each, 0600. A separate
// file, not the store, so the read-only hooks (SessionStart, UserPromptSubmit, PreToolUse)
// record what they handed over with one append and never take the store's write lock.
// Bounded by receipts.max_entries and receipts.max_age_days (lib/config.ts): readers see at
// most the newest max_entries unexpired lines, and once the file outgrows 1 KiB per entry the
// next append rewrites it without the oldest and the expired lines (to a temporary name, then
// renamed). An append racing that rewrite can be
// lost; receipts are an account, not a ledger. Purge removes memory/ with the store; a
// forgotten scope's receipts go with forgetReceiptsOf.
import { appendFileSync, closeSync, fsyncSync, openSync, readFileSync, renameSync, statSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { parseReceipt, type Receipt } from './receipt.ts';

export type ReceiptLimits = { max_entries: number; max_age_days: number };

// A receipt line is ~150-600 bytes. The file is pruned once it passes 1 KiB per allowed
// entry, down to at most max_entries lines and half that size, so pruning (a rewrite) runs
// once per thousands of appends, not on every one near the cap.
const BYTES_PER_ENTRY = 1024;
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

// The whole file, or '' when there is none or it is past what a read may take.
function receiptsText(home: string): string {
  try {
    const path = receiptsPath(home);
    return statSync(path).size > MAX_READ_BYTES ? '' : readFileSync(path, 'utf8');
  } catch {
    return '';
  }
}

export function readReceipts(home: string, limits: ReceiptLimits, now: number): Receipt[] {
  const text = receiptsText(home);
  if (!text) return [];
  return within(text.split('\n').map(parseReceipt).filter((r): r is Receipt => r !== null), limits, now);
}

// One session's receipts, for the Stop hook after every turn: only lines naming the
// session id are parsed, so the cost stays a read of the file.
export function readSessionReceipts(home: string, host: string, sessionId: string): Receipt[] {
  const text = receiptsText(home);
  if (!text) return [];
  const needle = `"session_id":${JSON.stringify(sessionId)}`;
  const found: Receipt[] = [];
  for (let at = text.indexOf(needle); at >= 0; at = text.indexOf(needle, at + needle.length)) {
    const start = text.lastIndexOf('\n', at) + 1;
    const end = text.indexOf('\n', at);
    const receipt = parseReceipt(text.slice(start, end < 0 ? text.length : end));
    if (receipt && receipt.host === host && receipt.session_id === sessionId) found.push(receipt);
  }
  return found;
}

function within(receipts: Receipt[], limits: ReceiptLimits, now: number): Receipt[] {
  const oldest = now - limits.max_age_days * 86_400_000;
  const fresh = receipts.filter((r) => Date.parse(r.at) >= oldest);
  return fresh.slice(Math.max(0, fresh.length - limits.max_entries));
}

export function pruneReceipts(home: string, limits: ReceiptLimits, now: number): number {
  const budget = (limits.max_entries * BYTES_PER_ENTRY) / 2;
  return rewrite(home, (all) => {
    const kept = within(all, limits, now);
    let bytes = 0;
    let from = kept.length;
    while (from > 0 && bytes + JSON.stringify(kept[from - 1]).length + 1 <= budget) bytes += JSON.stringify(kept[--from]).length + 1;
    return kept.slice(from);
  });
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
