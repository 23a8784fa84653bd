// A receipt: one record of memory Nuzo handed to the model (or of a guard that stopped a tool
// call). It says which memories went in, at which revision, and what they cost in characters
// and estimated tokens; it never holds a memory's text, the prompt or question, or the tool
// call's command. Pure: building and checking receipts needs no I/O.

// stop_evidence is not a handover: the Stop hook's note of which memories handed over
// earlier in the session the agent used or went against (evidence.ts); it costs nothing.
export type ReceiptEvent = 'session_start' | 'user_prompt_submit' | 'memory_recall' | 'memory_recall_hook' | 'guard_fired' | 'stop_evidence';
export const RECEIPT_EVENTS: readonly ReceiptEvent[] = ['session_start', 'user_prompt_submit', 'memory_recall', 'memory_recall_hook', 'guard_fired', 'stop_evidence'];
export const isHandover = (event: ReceiptEvent) => event !== 'stop_evidence';

export type ReceiptMemory = { id: string; revision: number | null };

export type Receipt = {
  v: 1;
  at: string; // ISO time
  host: string; // claude | codex | mcp | cli
  session_id: string | null;
  event: ReceiptEvent;
  project: string | null; // the project scope the session ran in
  memories: ReceiptMemory[];
  chars: number;
  tokens: number; // estimated: chars / 4, rounded up
  // guard_fired only: which guard, its pattern (typed by the user) and what it did.
  guard?: { id: string; memory_id: string; pattern: string; action: 'deny' | 'ask' };
  // stop_evidence only: memory ids, nothing else.
  evidence?: { used: string[]; contradicted: string[] };
};

// A rough token estimate, the same for every model: about four characters a token for
// English text. Receipts say "~" wherever they show it.
export function estimateTokens(chars: number): number {
  return Math.ceil(Math.max(0, chars) / 4);
}

export function buildReceipt(input: {
  at: number;
  host: string;
  session_id: string | null;
  event: ReceiptEvent;
  project: string | null;
  memories: readonly ReceiptMemory[];
  chars: number;
  guard?: Receipt['guard'];
  evidence?: Receipt['evidence'];
}): Receipt {
  const receipt: Receipt = {
    v: 1,
    at: new Date(input.at).toISOString(),
    host: input.host,
    session_id: input.session_id ? input.session_id.slice(0, 128) : null,
    event: input.event,
    project: input.project,
    memories: input.memories.slice(0, 100).map((m) => ({ id: m.id, revision: m.revision })),
    chars: Math.max(0, Math.round(input.chars)),
    tokens: estimateTokens(input.chars),
  };
  if (input.guard) receipt.guard = input.guard;
  if (input.evidence) receipt.evidence = { used: input.evidence.used.slice(0, 100), contradicted: input.evidence.contradicted.slice(0, 100) };
  return receipt;
}

const ID_RE = /^(mem|tm)_[0-9A-Za-z]{20,26}$/;

// Lines read back from the file are checked field by field; anything else is skipped.
export function parseReceipt(line: string): Receipt | null {
  let raw: unknown;
  try {
    raw = JSON.parse(line);
  } catch {
    return null;
  }
  const r = raw as Partial<Receipt> | null;
  if (!r || r.v !== 1 || typeof r.at !== 'string' || Number.isNaN(Date.parse(r.at)) || typeof r.host !== 'string') return null;
  if (!RECEIPT_EVENTS.includes(r.event as ReceiptEvent) || !Array.isArray(r.memories) || typeof r.chars !== 'number' || typeof r.tokens !== 'number') return null;
  if (!r.memories.every((m) => m && typeof m.id === 'string' && ID_RE.test(m.id))) return null;
  if (r.evidence !== undefined && !(r.evidence && [r.evidence.used, r.evidence.contradicted].every((ids) => Array.isArray(ids) && ids.every((id) => typeof id === 'string' && ID_RE.test(id))))) return null;
  return r as Receipt;
}
