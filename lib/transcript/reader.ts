// Incremental transcript reading for the Stop hook, which runs after every turn inside the
// user's session: it must stay fast on 20 MB transcripts and must not re-deliver history.
//
// - Reads only bytes after the cursor (positioned reads, never the whole file), at most
//   maxBytes per call, and never consumes a partial last line: a line is delivered only once
//   its newline is on disk.
// - A shorter file ('truncated') or a changed head, its first KiB ('rewritten') restarts from byte 0;
//   callers dedupe re-delivered lines by event ref.
// - First sight (no cursor: plugin installed mid-session, resume, fork) delivers only the tail
//   that starts at the last line a person typed, so one Stop never floods drafts from history.
// - A single line longer than maxBytes (a pasted image, a giant tool result) is skipped whole
//   and counted in `oversize`, so the cursor can never get stuck behind it.
// - Anything but a regular file (a FIFO, a device, a directory) is refused without blocking.
// - Every call reads at most readCapBytes (about twice maxBytes), whatever the file holds: an
//   8 GB file with no newline, a sparse file, a line that never ends. The hook's watchdog
//   cannot fire during these synchronous reads, so the cap is what keeps Stop in its
//   deadline. A line cut by the cap is skipped over several calls: a cursor that points
//   inside a line (the byte before it is not a newline) first skips to that line's end.

import { closeSync, fstatSync, readSync } from 'node:fs';
import { isUserTurnStart } from './detect.ts';
import { countNewlines, splitLines } from './lines.ts';
import { openRegularFile } from './regular-file.ts';

export interface TranscriptCursor {
  offset: number; // byte offset just past the last consumed newline
  size: number; // file size when the cursor was made
  head: string; // `<n>:<fnv1a64 hex>` of the first n = min(HEAD_BYTES, size) bytes (4096 in older cursors)
  lineNo: number; // count of lines (newlines) before `offset`
}

export type ReadReset = 'none' | 'first_sight' | 'rewritten' | 'truncated';

export interface TranscriptLine {
  text: string;
  offset: number;
}

export interface ReadResult {
  lines: TranscriptLine[];
  cursor: TranscriptCursor;
  reset: ReadReset;
  // More complete lines are waiting beyond maxBytes; call again to continue.
  more: boolean;
  // Lines longer than maxBytes that were skipped without being delivered.
  oversize: number;
  // Bytes this call read from the file (never more than the read cap).
  bytesRead: number;
}

export interface ReadOptions {
  maxBytes?: number;
  // Decides where the first-sight tail starts; defaults to "a message a person typed".
  isTurnStart?: (line: string) => boolean;
  // The most this call reads from the file; defaults to readCap(maxBytes).
  readCapBytes?: number;
}

// A transcript's first line names its session, with ids and a timestamp: 1 KiB tells one file
// from another. Hashing it is the Stop hook's one byte loop in cold code, so it is kept short;
// a cursor written with a longer head (4 KiB before) is still checked over its own length.
export const HEAD_BYTES = 1024;
const LONGEST_HEAD = 4096;
export const DEFAULT_MAX_BYTES = 8 * 1024 * 1024;
const MIN_MAX_BYTES = 1024;
const SCAN_CHUNK = 256 * 1024;
const NL = 10;

// Room for the head, a first-sight scan back over at most maxBytes twice (the last newline,
// then the last typed message) and the forward read.
export function readCap(maxBytes: number): number {
  return 2 * maxBytes + LONGEST_HEAD + SCAN_CHUNK;
}

// What one call may still read. Every read below goes through take().
class Budget {
  used = 0;
  readonly cap: number;
  constructor(cap: number) {
    this.cap = cap;
  }
  get left(): number {
    return Math.max(0, this.cap - this.used);
  }
  take(wanted: number): number {
    const n = Math.min(wanted, this.left);
    this.used += n;
    return n;
  }
}

export function readNewLines(path: string, cursor: TranscriptCursor | null, opts: ReadOptions = {}): ReadResult {
  const maxBytes = Math.max(MIN_MAX_BYTES, Math.floor(opts.maxBytes ?? DEFAULT_MAX_BYTES));
  const budget = new Budget(Math.max(LONGEST_HEAD + 1, Math.floor(opts.readCapBytes ?? readCap(maxBytes))));
  let fd: number;
  try {
    fd = openRegularFile(path);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
    // Not written yet: whatever appears later is new, so a zero cursor reads it from byte 0.
    const valid = isCursor(cursor);
    return {
      lines: [],
      cursor: valid ? cursor : { offset: 0, size: 0, head: '0:', lineNo: 0 },
      reset: valid ? 'none' : 'first_sight',
      more: false,
      oversize: 0,
      bytesRead: 0,
    };
  }
  try {
    const size = fstatSync(fd).size;
    const headBuf = readAt(fd, 0, Math.min(headLength(cursor), size), budget);
    let reset: ReadReset;
    let start: number;
    let lineNo: number;
    if (!isCursor(cursor)) {
      reset = 'first_sight';
      ({ start, lineNo } = tailStart(fd, size, maxBytes, opts.isTurnStart, budget));
    } else if (size < cursor.size || size < cursor.offset) {
      reset = 'truncated';
      ({ start, lineNo } = restart(fd, size, maxBytes, opts.isTurnStart, budget));
    } else if (!headMatches(cursor.head, headBuf)) {
      reset = 'rewritten';
      ({ start, lineNo } = restart(fd, size, maxBytes, opts.isTurnStart, budget));
    } else {
      reset = 'none';
      start = cursor.offset;
      lineNo = cursor.lineNo;
    }
    const read = readForward(fd, start, size, maxBytes, lineNo, budget);
    // A matched head of the same length is this file's head: it is not hashed twice.
    const head = reset === 'none' && cursor?.head.startsWith(`${headBuf.length}:`) ? cursor.head : headHash(headBuf);
    return {
      lines: read.lines,
      cursor: { offset: read.offset, size, head, lineNo: read.lineNo },
      reset,
      more: read.more,
      oversize: read.oversize,
      bytesRead: budget.used,
    };
  } finally {
    closeSync(fd);
  }
}

export function isCursor(value: unknown): value is TranscriptCursor {
  if (typeof value !== 'object' || value === null) return false;
  const c = value as Record<string, unknown>;
  const nat = (v: unknown): boolean => typeof v === 'number' && Number.isSafeInteger(v) && v >= 0;
  return nat(c.offset) && nat(c.size) && nat(c.lineNo) && typeof c.head === 'string' && (c.offset as number) <= (c.size as number);
}

// The head fingerprint only has to notice a rewritten file, not resist an adversary: FNV-1a
// over 64 bits is enough and, unlike a cryptographic hash, costs a cold hook process
// almost nothing.
// Cursors already stored hold this exact function's values, so it may get faster, never
// different. A cold hook runs it in V8's interpreter, where each builtin call per byte counts:
// the multiply and the carry are plain arithmetic (every term stays below 2^53, so exact),
// which agrees with the Math.imul/Math.floor form it replaced on every input.
export function fnv1a64(buf: Uint8Array): string {
  let hi = 0xcbf29ce4;
  let lo = 0x84222325;
  for (let i = 0; i < buf.length; i++) {
    lo ^= buf[i] as number;
    // 64-bit multiply by the FNV prime 0x100000001b3, split in 32-bit halves.
    const loMul = lo * 0x1b3;
    const next = loMul >>> 0;
    hi = (hi * 0x1b3 + (lo << 8) + (loMul - next) / 0x100000000) >>> 0;
    lo = next;
  }
  return hi.toString(16).padStart(8, '0') + lo.toString(16).padStart(8, '0');
}

// How much of the head to read: the length a valid cursor was hashed over, else HEAD_BYTES.
function headLength(cursor: TranscriptCursor | null | undefined): number {
  const stated = isCursor(cursor) ? Number(cursor.head.slice(0, cursor.head.indexOf(':'))) : NaN;
  return Number.isSafeInteger(stated) && stated > HEAD_BYTES && stated <= LONGEST_HEAD ? stated : HEAD_BYTES;
}

function headHash(buf: Buffer): string {
  if (buf.length === 0) return '0:';
  return `${buf.length}:${fnv1a64(buf)}`;
}

function headMatches(head: string, current: Buffer): boolean {
  const colon = head.indexOf(':');
  const len = Number(head.slice(0, colon));
  if (colon < 0 || !Number.isSafeInteger(len) || len < 0 || len > current.length) return false;
  return headHash(current.subarray(0, len)) === head;
}

// Up to `wanted` bytes at `position`, fewer when the budget runs out or the file ends.
function readAt(fd: number, position: number, wanted: number, budget: Budget): Buffer {
  const length = budget.take(wanted);
  const buf = Buffer.allocUnsafe(length);
  let got = 0;
  while (got < length) {
    const n = readSync(fd, buf, got, length - got, position + got);
    if (n === 0) break;
    got += n;
  }
  return got === length ? buf : buf.subarray(0, got);
}

// After a truncation or rewrite: everything again when it fits, otherwise the last turn.
function restart(fd: number, size: number, maxBytes: number, isTurnStart: ReadOptions['isTurnStart'], budget: Budget): { start: number; lineNo: number } {
  return size <= maxBytes ? { start: 0, lineNo: 0 } : tailStart(fd, size, maxBytes, isTurnStart, budget);
}

// Cheap Buffer-level pre-check for the default predicate: only user lines that do not open
// with a tool result can start a turn, so big tool-output lines are never decoded or parsed.
const USER_NEEDLES = ['"type":"user"', '"role":"user"'].map((s) => Buffer.from(s));
const RESULT_NEEDLES = ['"content":[{"tool_use_id":', '"content":[{"type":"tool_result"'].map((s) => Buffer.from(s));

function defaultTurnStart(line: Buffer): boolean {
  if (!USER_NEEDLES.some((n) => line.includes(n))) return false;
  if (RESULT_NEEDLES.some((n) => line.includes(n))) return false;
  return isUserTurnStart(line.toString('utf8'));
}

// Scans backwards from the last complete line for the start of the last typed user message,
// reading at most maxBytes. Without one, the tail is whatever whole lines fit in maxBytes.
// When the last maxBytes hold no newline at all, the unfinished last line is oversize: the
// tail starts at the end of the file, inside that line, and it is skipped once it ends.
function tailStart(fd: number, size: number, maxBytes: number, isTurnStart: ReadOptions['isTurnStart'], budget: Budget): { start: number; lineNo: number } {
  const test = isTurnStart ? (b: Buffer) => isTurnStart(b.toString('utf8')) : defaultTurnStart;
  const end = lastNewlineEnd(fd, size, maxBytes, budget);
  if (end < 0) return { start: size, lineNo: 0 };
  const floor = Math.max(0, end - maxBytes);
  let lineEnd = end - 1; // index of the newline that ends the line being assembled
  let pieces: Buffer[] = [];
  let earliest = end; // earliest start of a whole line found inside the budget
  let exhausted = false;
  for (let pos = lineEnd; pos > floor; ) {
    const from = Math.max(floor, pos - SCAN_CHUNK);
    const chunk = readAt(fd, from, pos - from, budget);
    if (chunk.length < pos - from) {
      exhausted = true; // out of budget: keep the whole lines found so far
      break;
    }
    let cut = chunk.length;
    for (let i = chunk.lastIndexOf(NL, cut - 1); i >= 0; i = cut > 0 ? chunk.lastIndexOf(NL, cut - 1) : -1) {
      pieces.push(chunk.subarray(i + 1, cut));
      const lineStart = from + i + 1;
      if (lineStart < lineEnd) {
        const line = pieces.length === 1 ? pieces[0]! : Buffer.concat(pieces.reverse());
        if (test(line)) return { start: lineStart, lineNo: countLines(fd, lineStart, budget) };
      }
      pieces = [];
      earliest = lineStart;
      lineEnd = from + i;
      cut = i;
    }
    if (cut > 0) pieces.push(chunk.subarray(0, cut));
    pos = from;
  }
  // Reached the file start: the whole file fits, and every line of it is the tail.
  if (floor === 0 && !exhausted) return { start: 0, lineNo: 0 };
  return { start: earliest, lineNo: countLines(fd, earliest, budget) };
}

// Offset just past the last newline in the file, 0 when it has none; -1 when the last
// `within` bytes (or what the budget allows) hold none and the file goes on before them.
function lastNewlineEnd(fd: number, size: number, within: number, budget: Budget): number {
  const floor = Math.max(0, size - within);
  for (let pos = size; pos > floor; ) {
    const from = Math.max(floor, pos - SCAN_CHUNK);
    const chunk = readAt(fd, from, pos - from, budget);
    if (chunk.length < pos - from) return -1;
    const i = chunk.lastIndexOf(NL);
    if (i >= 0) return from + i + 1;
    pos = from;
  }
  return floor === 0 ? 0 : -1;
}

// Newlines before `end`, counted in fixed chunks (first sight only; never on the per-turn
// path). lineNo is bookkeeping, not a position: past what the budget leaves it is not
// counted (0) rather than read.
function countLines(fd: number, end: number, budget: Budget): number {
  if (end > budget.left) return 0;
  let n = 0;
  const buf = Buffer.allocUnsafe(Math.min(end, 1024 * 1024));
  for (let pos = 0; pos < end; ) {
    const got = readSync(fd, buf, 0, budget.take(Math.min(buf.length, end - pos)), pos);
    if (got === 0) break;
    n += countNewlines(buf, got);
    pos += got;
  }
  return n;
}

function readForward(
  fd: number,
  start: number,
  size: number,
  maxBytes: number,
  lineNo: number,
  budget: Budget,
): { lines: TranscriptLine[]; offset: number; lineNo: number; more: boolean; oversize: number } {
  let pos = start;
  let oversize = 0;
  // Inside a line (an earlier call stopped in an oversize line): skip to its end first.
  if (pos > 0 && pos < size && readAt(fd, pos - 1, 1, budget)[0] !== NL) {
    const nl = findNewline(fd, pos, size, budget);
    if (nl.at < 0) return { lines: [], offset: nl.stoppedAt, lineNo, more: nl.outOfBudget, oversize };
    pos = nl.at + 1;
    lineNo++;
    oversize++;
  }
  while (pos < size) {
    const want = Math.min(size - pos, maxBytes, budget.left);
    if (want === 0) return { lines: [], offset: pos, lineNo, more: true, oversize };
    const buf = readAt(fd, pos, want, budget);
    const clipped = pos + buf.length < size;
    const last = buf.lastIndexOf(NL);
    if (last < 0) {
      if (!clipped) break; // a partial last line: wait for its newline
      if (buf.length < maxBytes) return { lines: [], offset: pos, lineNo, more: true, oversize }; // out of budget mid-read
      const nl = findNewline(fd, pos + buf.length, size, budget);
      // The oversize line goes on past the budget or is still being written: continue
      // skipping it from here next time.
      if (nl.at < 0) return { lines: [], offset: nl.stoppedAt, lineNo, more: nl.outOfBudget, oversize };
      pos = nl.at + 1;
      lineNo++;
      oversize++;
      continue;
    }
    const lines = splitLines(buf, pos, last + 1);
    lineNo += countNewlines(buf, last + 1);
    return { lines, offset: pos + last + 1, lineNo, more: clipped, oversize };
  }
  return { lines: [], offset: pos, lineNo, more: false, oversize };
}

// The next newline at or after `from`: its offset, or at -1 with where the search stopped
// (the file's end, or where the budget ran out).
function findNewline(fd: number, from: number, size: number, budget: Budget): { at: number; stoppedAt: number; outOfBudget: boolean } {
  const buf = Buffer.allocUnsafe(SCAN_CHUNK);
  let pos = from;
  while (pos < size) {
    const want = budget.take(Math.min(SCAN_CHUNK, size - pos));
    if (want === 0) return { at: -1, stoppedAt: pos, outOfBudget: true };
    const got = readSync(fd, buf, 0, want, pos);
    if (got === 0) break;
    const i = buf.subarray(0, got).indexOf(NL);
    if (i >= 0) return { at: pos + i, stoppedAt: pos + i, outOfBudget: false };
    pos += got;
  }
  return { at: -1, stoppedAt: pos, outOfBudget: false };
}
