// The agent's last message before a point in a transcript. The Stop hook reads only what
// the file gained since its cursor, so the answer the user is replying to ("2", "option B")
// lies before it: this reads a bounded window backwards from the cursor, parses the complete
// lines in it, and returns the assistant text after the last message a person typed.
import { closeSync, readSync } from 'node:fs';
import type { TranscriptFormat } from './events.ts';
import { parseTranscriptLines } from './index.ts';
import { splitLines } from './lines.ts';
import { openRegularFile } from './regular-file.ts';

export const PREVIOUS_WINDOW_BYTES = 512 * 1024;
const MAX_CHARS = 24_000;

export function previousAssistantText(path: string, beforeOffset: number, format: TranscriptFormat, windowBytes = PREVIOUS_WINDOW_BYTES): string {
  if (beforeOffset <= 0 || format === 'unknown') return '';
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
  let lines = splitLines(buf, start);
  // A window that starts mid-file starts mid-line: that first piece is not a record.
  if (start > 0) lines = lines.slice(1);
  const parsed = parseTranscriptLines(lines, { format });
  const texts: string[] = [];
  for (const event of parsed.events) {
    if (event.sidechain) continue;
    if (event.kind === 'user_message') texts.length = 0;
    else if (event.kind === 'assistant_message' && event.text) texts.push(event.text);
  }
  const text = texts.join('\n\n');
  return text.length > MAX_CHARS ? text.slice(-MAX_CHARS) : text;
}
