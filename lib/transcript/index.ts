// Transcript reading and parsing: the only place that knows Claude and Codex transcript shapes.

import { readFileSync } from 'node:fs';
import type { CaptureEvent, LineInput, ParseOptions, ParseStats, TranscriptFormat } from './events.ts';
import { newStats } from './events.ts';
import { parseClaudeLines } from './claude.ts';
import { parseCodexLines } from './codex.ts';
import { detectFormat } from './detect.ts';
import { splitLines } from './lines.ts';

export type { CaptureEvent, CaptureEventKind, LineInput, ParseOptions, ParseResult, ParseStats, SkipReason, ToolInfo, TranscriptFormat, TranscriptHost } from './events.ts';
export type { ReadOptions, ReadReset, ReadResult, TranscriptCursor, TranscriptLine } from './reader.ts';
export { CAPTURE_EVENT_KINDS } from './events.ts';
export { readNewLines, isCursor, DEFAULT_MAX_BYTES, HEAD_BYTES } from './reader.ts';
export { parseClaudeLines } from './claude.ts';
export { parseCodexLines } from './codex.ts';
export { detectFormat, isUserTurnStart } from './detect.ts';

export interface TranscriptParse {
  format: TranscriptFormat;
  events: CaptureEvent[];
  stats: ParseStats;
  cwd: string | null;
}

const DETECT_SAMPLE_LINES = 50;

// Parses lines from readNewLines (or any slice of a transcript). Pass `format` when the host
// is known; otherwise it is detected from the lines themselves.
export function parseTranscriptLines(
  lines: readonly LineInput[],
  opts: ParseOptions & { format?: TranscriptFormat } = {},
): TranscriptParse {
  const format =
    opts.format && opts.format !== 'unknown'
      ? opts.format
      : detectFormat(lines.slice(0, DETECT_SAMPLE_LINES).map((l) => (typeof l === 'string' ? l : l.text)));
  if (format === 'claude') return { format, ...parseClaudeLines(lines, opts) };
  if (format === 'codex') return { format, ...parseCodexLines(lines, opts) };
  return { format, events: [], stats: { ...newStats(), lines: lines.length }, cwd: null };
}

// Whole-file parse for the dry run and tools (not the Stop hook path: that reads incrementally).
export function parseTranscriptFile(path: string, opts: ParseOptions = {}): TranscriptParse {
  // Unlike readNewLines, a whole-file parse also takes an unterminated last line.
  const lines = splitLines(readFileSync(path));
  return parseTranscriptLines(lines, { ...opts, path: opts.path ?? path });
}
