// The normalized shape both host parsers produce. Capture sees only these events, never raw
// transcript lines: user/assistant text after stripping injected context, and tool metadata
// (names, sizes, paths, a 200-char command) without any tool output text.

export type TranscriptHost = 'claude' | 'codex';
export type TranscriptFormat = TranscriptHost | 'unknown';

export const CAPTURE_EVENT_KINDS = [
  'user_message',
  'assistant_message',
  'tool_call',
  'tool_result',
  'session_boundary',
  'compaction',
] as const;
export type CaptureEventKind = (typeof CAPTURE_EVENT_KINDS)[number];

export interface ToolInfo {
  name: string;
  is_error: boolean;
  input_chars: number;
  output_chars: number;
  file_paths: string[];
  command?: string;
}

// The user's answers to questions the agent asked through the host's own picker (Claude
// Code's AskUserQuestion, Codex's request_user_input): each question with its offered options
// and what the user chose or typed. Delivered as a tool result, but the answer is the user's, so it comes in as a
// user_message (text: the answers) carrying this structure.
export interface AskedAnswer {
  question: string;
  header: string;
  options: { label: string; description: string }[];
  multi: boolean;
  answer: string;
}

export interface CaptureEvent {
  host: TranscriptHost;
  kind: CaptureEventKind;
  session_id: string | null;
  // Stable identity of the source record: the same transcript content yields the same ref on
  // every read, so callers dedupe re-read lines (rewrites, first-sight tails, replays) by ref.
  ref: string;
  timestamp: string | null;
  text?: string;
  tool?: ToolInfo;
  answers?: AskedAnswer[];
  sidechain: boolean;
}

// Why a line (or a piece of one) produced no event. Counted, never fatal.
export type SkipReason =
  | 'unknown_type'
  | 'ignored_type'
  | 'malformed_json'
  | 'is_meta'
  | 'compact_summary'
  | 'transcript_only'
  | 'system_reminder'
  | 'hook_context'
  | 'nuzo_recall'
  | 'attachment'
  | 'system_other'
  | 'thinking'
  | 'tool_result_only'
  | 'command_wrapper'
  | 'task_notification'
  | 'interrupted'
  | 'injected_context'
  | 'developer_message'
  | 'duplicate_event'
  | 'duplicate'
  | 'api_error'
  | 'empty'
  | 'unknown_block';

export interface ParseStats {
  lines: number;
  events: number;
  skipped: Partial<Record<SkipReason, number>>;
}

export interface ParseResult {
  events: CaptureEvent[];
  stats: ParseStats;
}

// A line as the reader hands it out. A bare string is allowed for tests and whole-file parses;
// its offset is then derived from the preceding strings, as if they started the file.
export type LineInput = string | { text: string; offset: number };

export interface ParseOptions {
  // Transcript path: a `/subagents/` Claude path marks every event sidechain; a Codex rollout
  // name supplies the session id when the chunk being parsed has no session_meta line.
  path?: string;
  sessionId?: string | null;
  sidechain?: boolean;
}

export function newStats(): ParseStats {
  return { lines: 0, events: 0, skipped: {} };
}

export function countSkip(stats: ParseStats, reason: SkipReason, n = 1): void {
  stats.skipped[reason] = (stats.skipped[reason] ?? 0) + n;
}

// Normalizes LineInputs to text + absolute byte offset without copying line text.
export function* withOffsets(lines: Iterable<LineInput>): Generator<{ text: string; offset: number }> {
  let next = 0;
  for (const line of lines) {
    if (typeof line === 'string') {
      yield { text: line, offset: next };
      next += Buffer.byteLength(line, 'utf8') + 1;
    } else {
      yield line;
      next = line.offset + Buffer.byteLength(line.text, 'utf8') + 1;
    }
  }
}
