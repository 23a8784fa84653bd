// Splits stdin into newline-delimited JSON-RPC messages with a hard cap per message. The
// SDK's own reader kept one growing buffer and, past 10 MiB, closed the transport, which
// ended the server silently for the rest of the session. Here a line over the cap is
// dropped as it streams in (only its first and last bytes are kept, to find its id), and
// the reader reports it so the server can answer with an error and carry on.

export type RequestId = string | number;

export type Inbound = { kind: 'line'; text: string } | { kind: 'oversize'; bytes: number; id: RequestId | null };

const HEAD_BYTES = 4096;
const TAIL_BYTES = 512;
const NEWLINE = 0x0a;

export class LineFramer {
  private parts: Buffer[] = [];
  private size = 0;
  // Set while the current line is over the cap: its bytes are counted, not kept.
  private dropping: { head: Buffer; tail: Buffer } | null = null;

  private readonly maxBytes: number;
  private readonly emit: (item: Inbound) => void;

  constructor(maxBytes: number, emit: (item: Inbound) => void) {
    this.maxBytes = maxBytes;
    this.emit = emit;
  }

  push(chunk: Buffer): void {
    let start = 0;
    while (start < chunk.length) {
      const nl = chunk.indexOf(NEWLINE, start);
      const end = nl < 0 ? chunk.length : nl;
      this.take(chunk.subarray(start, end));
      if (nl < 0) return;
      this.finishLine();
      start = nl + 1;
    }
  }

  private take(piece: Buffer): void {
    if (piece.length === 0) return;
    this.size += piece.length;
    if (this.dropping) {
      this.dropping.tail = lastBytes(Buffer.concat([this.dropping.tail, lastBytes(piece, TAIL_BYTES)]), TAIL_BYTES);
      return;
    }
    if (this.size <= this.maxBytes) {
      this.parts.push(piece);
      return;
    }
    const kept = Buffer.concat([...this.parts, piece.subarray(0, HEAD_BYTES)]);
    this.dropping = { head: kept.subarray(0, HEAD_BYTES), tail: lastBytes(Buffer.concat([...this.parts.slice(-1), piece]), TAIL_BYTES) };
    this.parts = [];
  }

  private finishLine(): void {
    const bytes = this.size;
    const dropped = this.dropping;
    const parts = this.parts;
    this.parts = [];
    this.size = 0;
    this.dropping = null;
    if (dropped) {
      const id = leadingId(dropped.head.toString('utf8')) ?? trailingId(dropped.tail.toString('utf8'));
      this.emit({ kind: 'oversize', bytes, id });
      return;
    }
    const text = Buffer.concat(parts).toString('utf8').replace(/\r$/, '');
    if (text.trim() !== '') this.emit({ kind: 'line', text });
  }
}

function lastBytes(buffer: Buffer, n: number): Buffer {
  return buffer.length <= n ? buffer : buffer.subarray(buffer.length - n);
}

// JSON-RPC ids Nuzo answers: a string or a safe integer.
export function validId(value: unknown): value is RequestId {
  return typeof value === 'string' || (typeof value === 'number' && Number.isSafeInteger(value));
}

const SCALAR = /^(?:-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?|"(?:[^"\\]|\\.)*")/;

// The id of a message whose beginning is known: walks the top-level keys of the object in
// order, skipping nested values, until "id" (Python and most hand-written clients put it
// first). Gives up where the known text ends.
export function leadingId(text: string): RequestId | null {
  let i = skipSpace(text, 0);
  if (text[i] !== '{') return null;
  i++;
  for (;;) {
    i = skipSpace(text, i);
    const key = SCALAR.exec(text.slice(i, i + 300));
    if (!key || !key[0].startsWith('"')) return null;
    i = skipSpace(text, i + key[0].length);
    if (text[i] !== ':') return null;
    i = skipSpace(text, i + 1);
    if (safeParse(key[0]) === 'id') {
      const value = SCALAR.exec(text.slice(i, i + 300));
      const id = value ? safeParse(value[0]) : null;
      return validId(id) ? id : null;
    }
    i = skipValue(text, i);
    if (i < 0) return null;
    i = skipSpace(text, i);
    if (text[i] !== ',') return null;
    i++;
  }
}

// The id of a message whose end is known: the TypeScript SDK writes id last, so a line that
// ends `"id":7}` names its request even when the middle is gone.
export function trailingId(text: string): RequestId | null {
  const match = /[,{]\s*"id"\s*:\s*(-?\d+|"(?:[^"\\]|\\.){0,256}")\s*\}\s*$/.exec(text.replace(/\r$/, ''));
  if (!match) return null;
  const id = safeParse(match[1]);
  return validId(id) ? id : null;
}

function skipSpace(text: string, i: number): number {
  while (i < text.length && /\s/.test(text[i])) i++;
  return i;
}

// Index just past the JSON value starting at i, or -1 where the text ends first.
function skipValue(text: string, i: number): number {
  let depth = 0;
  for (; i < text.length; i++) {
    const ch = text[i];
    if (ch === '"') {
      for (i++; i < text.length && text[i] !== '"'; i++) if (text[i] === '\\') i++;
      if (i >= text.length) return -1;
      if (depth === 0) return i + 1;
    } else if (ch === '{' || ch === '[') depth++;
    else if (ch === '}' || ch === ']') {
      depth--;
      if (depth === 0) return i + 1;
      if (depth < 0) return -1;
    } else if (depth === 0 && (ch === ',' || /\s/.test(ch))) return i;
  }
  return -1;
}

function safeParse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
