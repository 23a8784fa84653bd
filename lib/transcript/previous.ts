// The agent's last message before a point in a transcript. The Stop hook reads only what
// the file gained since its cursor, so the answer the user is replying to ("2", "option B")
// lies before it: this reads a bounded window backwards from the cursor, parses the complete
// lines in it, and returns the assistant text after the last message a person typed.
import { closeSync, readSync } from 'node:fs';
import type { TranscriptFormat } from './events.ts';
import { parseTranscriptLines } from './index.ts';
import { splitLines, type BufferLine } from './lines.ts';
import { openRegularFile } from './regular-file.ts';

export const PREVIOUS_WINDOW_BYTES = 512 * 1024;
// The agent's last message ends where the user's line begins, so a small window nearly always
// holds it (reading and parsing 512 KB costs a Stop ~4 ms, 64 KB ~0.4 ms); only when that
// window holds no assistant text (one line longer than the window) is the full one read.
export const FIRST_WINDOW_BYTES = 64 * 1024;
const MAX_CHARS = 24_000;

export function previousAssistantText(path: string, beforeOffset: number, format: TranscriptFormat, windowBytes = PREVIOUS_WINDOW_BYTES): string {
  if (windowBytes > FIRST_WINDOW_BYTES && beforeOffset > FIRST_WINDOW_BYTES) {
    // Enough only when it reaches back to the message the user typed before: otherwise an
    // earlier message of the agent's (its numbered questions, before its tool calls) may lie
    // further back.
    const near = assistantTextBefore(path, beforeOffset, format, FIRST_WINDOW_BYTES);
    if (near.text && near.complete) return near.text;
  }
  return assistantTextBefore(path, beforeOffset, format, windowBytes).text;
}

// The complete lines of the `windowBytes` before `beforeOffset`, and whether the window reached
// the file's start.
function linesBefore(path: string, beforeOffset: number, windowBytes: number): { lines: BufferLine[]; fromStart: boolean } {
  const start = Math.max(0, beforeOffset - windowBytes);
  const length = beforeOffset - start;
  const buf = Buffer.alloc(length);
  const fd = openRegularFile(path);
  try {
    let read = 0;
    while (read < length) {
      const n = readSync(fd, buf, read, length - read, start + read);
      if (n === 0) break;
      read += n;
    }
  } finally {
    closeSync(fd);
  }
  const lines = splitLines(buf, start);
  // A window that starts mid-file starts mid-line: that first piece is not a record.
  return { lines: start > 0 ? lines.slice(1) : lines, fromStart: start === 0 };
}

function assistantTextBefore(path: string, beforeOffset: number, format: TranscriptFormat, windowBytes: number): { text: string; complete: boolean } {
  if (beforeOffset <= 0 || format === 'unknown') return { text: '', complete: true };
  const { lines, fromStart } = linesBefore(path, beforeOffset, windowBytes);
  const parsed = parseTranscriptLines(lines, { format });
  const texts: string[] = [];
  let complete = fromStart;
  for (const event of parsed.events) {
    if (event.sidechain) continue;
    if (event.kind === 'user_message') {
      texts.length = 0;
      complete = true;
    } else if (event.kind === 'assistant_message' && event.text) texts.push(event.text);
  }
  const text = texts.join('\n\n');
  return { text: text.length > MAX_CHARS ? text.slice(-MAX_CHARS) : text, complete };
}

// The agent's last message alone, for a reply that may repeat a line of its closing offer: the
// lines before the cursor are read from the end, and only one that names the assistant is
// parsed, until one holds its text. Parsing every line of a 64 KB window cost a cold Stop
// ~2.5 ms; this parses one or two.
export const LAST_MESSAGE_WINDOW_BYTES = 32 * 1024;

export function lastAssistantMessage(path: string, beforeOffset: number, format: TranscriptFormat, windowBytes = LAST_MESSAGE_WINDOW_BYTES): string {
  if (beforeOffset <= 0 || format === 'unknown') return '';
  const { lines } = linesBefore(path, beforeOffset, windowBytes);
  for (let i = lines.length - 1; i >= 0; i--) {
    const line = lines[i] as BufferLine;
    if (!line.text.includes('assistant')) continue;
    const parsed = parseTranscriptLines([line], { format });
    for (let j = parsed.events.length - 1; j >= 0; j--) {
      const event = parsed.events[j]!;
      if (event.sidechain) continue;
      if (event.kind === 'user_message') return '';
      if (event.kind === 'assistant_message' && event.text) return event.text.length > MAX_CHARS ? event.text.slice(-MAX_CHARS) : event.text;
    }
  }
  return '';
}
