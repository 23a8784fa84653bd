// Which host wrote a transcript, judged from its lines rather than its path: Claude and Codex
// transcripts can be copied, renamed or passed by a hook from an unexpected location.

import type { TranscriptFormat } from './events.ts';
import { parseClaudeLines } from './claude.ts';
import { parseCodexLines } from './codex.ts';
import { isRecord } from './tools.ts';

const CODEX_TYPES = new Set(['session_meta', 'response_item', 'event_msg', 'turn_context', 'compacted', 'world_state', 'token_usage_record']);
const CLAUDE_TYPES = new Set([
  'user',
  'assistant',
  'system',
  'attachment',
  'summary',
  'progress',
  'file-history-snapshot',
  'queue-operation',
  'last-prompt',
]);
const SAMPLE_MAX = 50;

// What detectFormat looks for, in words, for the error a file that is neither gets.
export const EXPECTED_TRANSCRIPT =
  'a Claude Code transcript or a Codex rollout (JSON lines whose "type" is e.g. "user" or "assistant" for Claude Code, "session_meta" or "response_item" for Codex)';

function lineFormat(line: string): TranscriptFormat {
  const s = line.trimStart();
  if (!s.startsWith('{')) return 'unknown';
  let obj: unknown;
  try {
    obj = JSON.parse(s);
  } catch {
    return 'unknown';
  }
  if (!isRecord(obj) || typeof obj.type !== 'string') return 'unknown';
  if (isRecord(obj.payload) && CODEX_TYPES.has(obj.type)) return 'codex';
  if (CLAUDE_TYPES.has(obj.type) || typeof obj.sessionId === 'string' || typeof obj.parentUuid === 'string') return 'claude';
  return 'unknown';
}

// The first line that clearly belongs to one host decides; comments, blanks, malformed lines
// and unfamiliar record types are passed over.
export function detectFormat(sampleLines: readonly string[]): TranscriptFormat {
  let checked = 0;
  for (const line of sampleLines) {
    if (checked >= SAMPLE_MAX) break;
    if (line.trim() === '') continue;
    checked++;
    const f = lineFormat(line);
    if (f !== 'unknown') return f;
  }
  return 'unknown';
}

// True when a raw line is a message a person typed in the main conversation, i.e. the start of
// a turn. The cheap substring test keeps JSON.parse off the (often huge) other lines; the real
// decision reuses the parsers so this can never disagree with what capture would emit.
export function isUserTurnStart(line: string, format: TranscriptFormat = 'unknown'): boolean {
  if (format !== 'codex' && line.includes('"type":"user"')) {
    const { events } = parseClaudeLines([line]);
    if (events.some((e) => e.kind === 'user_message' && !e.sidechain)) return true;
  }
  if (format !== 'claude' && line.includes('"role":"user"') && line.includes('"response_item"')) {
    const { events } = parseCodexLines([line]);
    if (events.some((e) => e.kind === 'user_message' && !e.sidechain)) return true;
  }
  return false;
}
