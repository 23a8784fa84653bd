// Splitting JSONL into lines with absolute byte offsets, two ways:
// - splitLines: a buffer already in memory (the Stop hook's new bytes, a few hundred KB).
//   Decoding the whole buffer once beats decoding line by line when lines hold non-ASCII text
//   (Claude's Read output numbers every line with "→"); byte offsets are derived from the
//   decoded text instead of re-scanning the bytes.
// - fileLines: a whole file (dry run, tools). It streams: a reused read buffer and one decoded
//   line alive at a time. Decoding a 20 MB transcript into one string allocates a 40 MB
//   two-byte string plus every line sliced from it, all live until the parse ends; on a VM with
//   slow page faults that allocation alone cost more than the parse.

import { closeSync, openSync, readSync } from 'node:fs';

export interface BufferLine {
  text: string;
  offset: number;
}

const NL = 10;

// Lines of buf[0, end) (end is just past a newline, or the buffer end); `base` is the file
// offset of buf[0]. Empty lines are dropped; a trailing "\r" is removed.
export function splitLines(buf: Buffer, base = 0, end = buf.length): BufferLine[] {
  const text = buf.toString('utf8', 0, end);
  const out: BufferLine[] = [];
  // Equal lengths mean every byte became one UTF-16 unit, so char index = byte index.
  const oneToOne = text.length === end;
  let byte = base;
  for (let a = 0; a < text.length; ) {
    let nl = text.indexOf('\n', a);
    if (nl < 0) nl = text.length;
    let b = nl;
    if (b > a && text.charCodeAt(b - 1) === 13) b--;
    const line = text.slice(a, b);
    if (oneToOne) {
      if (b > a) out.push({ text: line, offset: base + a });
    } else {
      if (b > a) out.push({ text: line, offset: byte });
      byte += Buffer.byteLength(line) + (nl - b) + (nl < text.length ? 1 : 0);
    }
    a = nl + 1;
  }
  // Invalid UTF-8 can make decoded lengths disagree with bytes; offsets must be exact, so
  // fall back to decoding line by line from the bytes.
  if (!oneToOne && byte !== base + end) return splitLinesSlow(buf, base, end);
  return out;
}

function splitLinesSlow(buf: Buffer, base: number, end: number): BufferLine[] {
  const out: BufferLine[] = [];
  for (let a = 0; a < end; ) {
    let nl = buf.indexOf(NL, a);
    if (nl < 0 || nl >= end) nl = end;
    const line = lineAt(buf, a, nl, base);
    if (line !== null) out.push(line);
    a = nl + 1;
  }
  return out;
}

// Newlines in buf[0, end).
export function countNewlines(buf: Buffer, end = buf.length): number {
  let n = 0;
  for (let i = buf.indexOf(NL, 0); i >= 0 && i < end; i = buf.indexOf(NL, i + 1)) n++;
  return n;
}

const FILE_CHUNK = 1 << 20;

// Lines of the file at `path`, one at a time, each decoded on its own; the unterminated last
// line is included. Empty lines are dropped and a trailing "\r" removed, as in splitLines.
export function* fileLines(path: string): Generator<BufferLine> {
  const fd = openSync(path, 'r');
  try {
    let buf = Buffer.allocUnsafe(FILE_CHUNK);
    let have = 0; // bytes in buf[0, have)
    let base = 0; // file offset of buf[0]
    for (;;) {
      // Sequential reads (position null), so a pipe such as `--transcript <(…)` works too.
      const got = readSync(fd, buf, have, buf.length - have, null);
      const end = have + got;
      let a = 0;
      // The carried bytes buf[0, have) hold no newline: search only what was just read, or a
      // long line arriving through a pipe in small reads would be rescanned on every read.
      for (let nl = buf.indexOf(NL, have); nl >= 0 && nl < end; nl = buf.indexOf(NL, a)) {
        const line = lineAt(buf, a, nl, base);
        a = nl + 1;
        if (line !== null) yield line;
      }
      if (got === 0) {
        const line = lineAt(buf, a, end, base);
        if (line !== null) yield line;
        return;
      }
      // Keep the partial line; a line longer than the buffer doubles it.
      buf.copy(buf, 0, a, end);
      have = end - a;
      base += a;
      if (have === buf.length) {
        const bigger = Buffer.allocUnsafe(buf.length * 2);
        buf.copy(bigger, 0, 0, have);
        buf = bigger;
      }
    }
  } finally {
    closeSync(fd);
  }
}

function lineAt(buf: Buffer, a: number, nl: number, base: number): BufferLine | null {
  let b = nl;
  if (b > a && buf[b - 1] === 13) b--;
  return b > a ? { text: buf.toString('utf8', a, b), offset: base + a } : null;
}
