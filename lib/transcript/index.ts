// Transcript reading and parsing: the only place that knows Claude and Codex transcript shapes.

import type { CaptureEvent, LineInput, ParseOptions, ParseStats, TranscriptFormat } from './events.ts';
import { newStats } from './events.ts';
import { parseClaudeLines } from './claude.ts';
import { parseCodexLines } from './codex.ts';
import { detectFormat } from './detect.ts';
import { fileLines } from './lines.ts';

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

// Parses lines from readNewLines (or any slice of a transcript, or fileLines' stream). Pass
// `format` when the host is known; otherwise it is detected from the first lines themselves.
export function parseTranscriptLines(
  lines: Iterable<LineInput>,
  opts: ParseOptions & { format?: TranscriptFormat } = {},
): TranscriptParse {
  let input = lines;
  let format: TranscriptFormat = opts.format ?? 'unknown';
  if (format === 'unknown') {
    const { sample, all } = peek(lines, DETECT_SAMPLE_LINES);
    format = detectFormat(sample.map((l) => (typeof l === 'string' ? l : l.text)));
    input = all;
  }
  if (format === 'claude') return { format, ...parseClaudeLines(input, opts) };
  if (format === 'codex') return { format, ...parseCodexLines(input, opts) };
  let count = 0;
  for (const _ of input) count++;
  return { format, events: [], stats: { ...newStats(), lines: count }, cwd: null };
}

// The first n items of an iterable, and an iterable of all of them that consumes the source
// only once (a generator cannot be restarted).
function peek<T>(items: Iterable<T>, n: number): { sample: T[]; all: Iterable<T> } {
  if (Array.isArray(items)) return { sample: items.slice(0, n), all: items };
  const it = items[Symbol.iterator]();
  const sample: T[] = [];
  while (sample.length < n) {
    const r = it.next();
    if (r.done) break;
    sample.push(r.value);
  }
  const all = (function* () {
    try {
      yield* sample;
      for (let r = it.next(); !r.done; r = it.next()) yield r.value;
    } finally {
      it.return?.(); // closes the source (and its file) if the consumer stops early
    }
  })();
  return { sample, all };
}

// Whole-file parse for the dry run and tools (not the Stop hook path: that reads incrementally).
// Unlike readNewLines, a whole-file parse also takes an unterminated last line.
export function parseTranscriptFile(path: string, opts: ParseOptions = {}): TranscriptParse {
  return parseTranscriptLines(fileLines(path), { ...opts, path: opts.path ?? path });
}
