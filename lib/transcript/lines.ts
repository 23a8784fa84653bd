// Splits a buffer of JSONL into lines with absolute byte offsets. Decoding the whole buffer
// once is several times faster than decoding line by line when lines hold non-ASCII text
// (Claude's Read output numbers every line with "→"), and byte offsets are derived from the
// decoded text instead of re-scanning the bytes.

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
    let b = nl;
    if (b > a && buf[b - 1] === 13) b--;
    if (b > a) out.push({ text: buf.toString('utf8', a, b), offset: base + a });
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
