// Codex CLI rollout lines (host-contracts B5) -> CaptureEvents.
//
// One source per message: user and assistant text come from `response_item` messages, the
// only source present in every rollout version (0.169 no longer writes event_msg/user_message;
// 0.58-0.146 write both). `event_msg` records (user_message, agent_message, agent_reasoning,
// item_completed, …) restate response items or report progress, so they are counted as
// duplicate_event/ignored_type and skipped without JSON.parse.
//
// Refused: developer messages (instructions and hook additionalContext, including our own
// NUZO-RECALL), role:user items that Codex injects (environment context, AGENTS.md and
// permission instructions, or any item whose 0.169 content kind is not `user.text`),
// reasoning, and non-conversation records. Unknown types are counted, never fatal.
//
// Refs: `<session>@<byte offset>` for messages and records, `<session>:call:<call_id>` and
// `<session>:result:<call_id>` for tools. Rollouts are append-only, so byte offsets are stable;
// pass `path` (or `sessionId`) so chunks without the session_meta line get the same session.

import type { CaptureEvent, LineInput, ParseOptions, ParseResult, ParseStats, ToolInfo } from './events.ts';
import { countSkip, newStats, withOffsets } from './events.ts';
import { cleanAssistantText, cleanCodexUserText, typeAt } from './text.ts';
import { commandFromInput, filePathsFromInput, isRecord, outputChars, patchFilePaths } from './tools.ts';
import { codexAskedAnswers } from './asked.ts';

const IGNORED_TOP = new Set(['world_state', 'token_usage_record', 'inter_agent_communication_metadata']);
const DUPLICATE_EVENTS = new Set([
  'user_message',
  'agent_message',
  'agent_reasoning',
  'agent_reasoning_raw_content',
  'item_completed',
  'context_compacted',
]);
const IGNORED_ITEMS = new Set(['ghost_snapshot', 'tool_search_call', 'tool_search_output', 'image_generation_call', 'agent_message']);

interface State {
  opts: ParseOptions;
  sid: string | null;
  sidechain: boolean;
  cwd: string | null;
  events: CaptureEvent[];
  stats: ParseStats;
  tools: Map<string, ToolInfo>;
  // request_user_input calls' parsed arguments, by call id, until their output comes.
  asked: Map<string, unknown>;
  seen: Set<string>;
}

const UUID_TAIL = /([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.jsonl$/i;

export function codexSessionIdFromPath(path: string | undefined): string | null {
  if (path === undefined) return null;
  const m = UUID_TAIL.exec(path.slice(-48));
  return m ? m[1]!.toLowerCase() : null;
}

export function parseCodexLines(lines: Iterable<LineInput>, opts: ParseOptions = {}): ParseResult & { cwd: string | null } {
  const st: State = {
    opts,
    sid: opts.sessionId ?? codexSessionIdFromPath(opts.path),
    sidechain: opts.sidechain ?? false,
    cwd: null,
    events: [],
    stats: newStats(),
    tools: new Map(),
    asked: new Map(),
    seen: new Set(),
  };
  for (const { text, offset } of withOffsets(lines)) parseLine(text, offset, st);
  st.stats.events = st.events.length;
  return { events: st.events, stats: st.stats, cwd: st.cwd };
}

function parseLine(line: string, offset: number, st: State): void {
  let i = 0;
  while (i < line.length && (line.charCodeAt(i) === 32 || line.charCodeAt(i) === 9 || line.charCodeAt(i) === 13)) i++;
  if (i === line.length) return;
  st.stats.lines++;
  if (line.charCodeAt(i) !== 123 /* { */) return countSkip(st.stats, 'malformed_json');
  const top = typeAt(line, i, 1);
  if (top !== null) {
    if (IGNORED_TOP.has(top.value)) return countSkip(st.stats, 'ignored_type');
    if (top.value === 'event_msg') {
      const sub = typeAt(line, top.end, 1);
      return countSkip(st.stats, sub !== null && DUPLICATE_EVENTS.has(sub.value) ? 'duplicate_event' : 'ignored_type');
    }
    if (top.value === 'response_item') {
      const sub = typeAt(line, top.end, 1);
      if (sub !== null && sub.value === 'reasoning') return countSkip(st.stats, 'thinking');
    }
  }
  let obj: unknown;
  try {
    obj = JSON.parse(line);
  } catch {
    return countSkip(st.stats, 'malformed_json');
  }
  if (!isRecord(obj)) return countSkip(st.stats, 'malformed_json');
  const payload = isRecord(obj.payload) ? obj.payload : null;
  const timestamp = typeof obj.timestamp === 'string' ? obj.timestamp : null;
  if (payload === null) return countSkip(st.stats, 'unknown_type');
  switch (obj.type) {
    case 'session_meta':
      return onSessionMeta(payload, timestamp, offset, st);
    case 'turn_context':
      if (typeof payload.cwd === 'string') st.cwd = payload.cwd;
      return countSkip(st.stats, 'ignored_type');
    case 'response_item':
      return onItem(payload, timestamp, offset, st);
    case 'compacted':
      push(st, { ...base(st, timestamp), kind: 'compaction', ref: lineRef(st, offset) });
      return;
    case 'event_msg':
      return countSkip(st.stats, 'ignored_type');
    default:
      return countSkip(st.stats, typeof obj.type === 'string' && IGNORED_TOP.has(obj.type) ? 'ignored_type' : 'unknown_type');
  }
}

function base(st: State, timestamp: string | null): Pick<CaptureEvent, 'host' | 'session_id' | 'timestamp' | 'sidechain'> {
  return { host: 'codex', session_id: st.sid, timestamp, sidechain: st.sidechain };
}

function lineRef(st: State, offset: number): string {
  return `${st.sid ?? 'codex'}@${offset}`;
}

function push(st: State, event: CaptureEvent): void {
  const key = `${event.kind}\u0000${event.ref}`;
  if (st.seen.has(key)) return countSkip(st.stats, 'duplicate');
  st.seen.add(key);
  st.events.push(event);
}

function onSessionMeta(payload: Record<string, unknown>, timestamp: string | null, offset: number, st: State): void {
  if (st.sid === null && typeof payload.id === 'string') st.sid = payload.id;
  if (typeof payload.cwd === 'string') st.cwd = payload.cwd;
  // A subagent's own rollout: its "user" is the parent agent (see claude.ts on sidechains).
  if (st.opts.sidechain === undefined && isRecord(payload.source) && 'subagent' in payload.source) st.sidechain = true;
  push(st, { ...base(st, timestamp), kind: 'session_boundary', ref: lineRef(st, offset) });
}

function onItem(item: Record<string, unknown>, timestamp: string | null, offset: number, st: State): void {
  switch (item.type) {
    case 'message':
      return onMessage(item, timestamp, offset, st);
    case 'reasoning':
      return countSkip(st.stats, 'thinking');
    case 'function_call':
    case 'custom_tool_call':
    case 'local_shell_call':
    case 'web_search_call':
      return onCall(item, timestamp, offset, st);
    case 'function_call_output':
    case 'custom_tool_call_output':
      return onOutput(item, timestamp, offset, st);
    default:
      countSkip(st.stats, typeof item.type === 'string' && IGNORED_ITEMS.has(item.type) ? 'ignored_type' : 'unknown_type');
  }
}

function contentKinds(item: Record<string, unknown>): unknown[] | null {
  const meta = item.internal_chat_message_metadata_passthrough;
  return isRecord(meta) && Array.isArray(meta.content_item_kinds) ? meta.content_item_kinds : null;
}

function onMessage(item: Record<string, unknown>, timestamp: string | null, offset: number, st: State): void {
  const role = item.role;
  if (role === 'developer' || role === 'system') return countSkip(st.stats, 'developer_message');
  if (role !== 'user' && role !== 'assistant') return countSkip(st.stats, 'unknown_type');
  const content = typeof item.content === 'string' ? [{ type: 'input_text', text: item.content }] : item.content;
  if (!Array.isArray(content)) return countSkip(st.stats, 'empty');
  const kinds = role === 'user' ? contentKinds(item) : null;
  const texts: string[] = [];
  let rawTexts = 0;
  content.forEach((part, idx) => {
    if (!isRecord(part) || typeof part.text !== 'string') return;
    rawTexts++;
    if (role === 'assistant') {
      const t = cleanAssistantText(part.text, st.stats);
      if (t !== null) texts.push(t);
      return;
    }
    const kind = kinds?.[kinds.length === content.length ? idx : 0];
    if (typeof kind === 'string' && kind !== 'user.text' && kind !== 'unknown') {
      countSkip(st.stats, 'injected_context');
      return;
    }
    const t = cleanCodexUserText(part.text, st.stats);
    if (t !== null) texts.push(t);
  });
  if (texts.length === 0) {
    if (rawTexts === 0) countSkip(st.stats, 'empty');
    return;
  }
  const kind = role === 'user' ? 'user_message' : 'assistant_message';
  push(st, { ...base(st, timestamp), kind, ref: lineRef(st, offset), text: texts.join('\n\n') });
}

function parseArgs(raw: unknown): unknown {
  if (typeof raw !== 'string') return raw;
  const s = raw.trimStart();
  if (!s.startsWith('{') && !s.startsWith('[')) return raw;
  try {
    return JSON.parse(raw);
  } catch {
    return raw;
  }
}

function onCall(item: Record<string, unknown>, timestamp: string | null, offset: number, st: State): void {
  let name = typeof item.name === 'string' ? item.name : item.type === 'web_search_call' ? 'web_search' : 'shell';
  if (typeof item.namespace === 'string' && item.namespace !== '') name = `${item.namespace}__${name}`;
  const rawInput = item.arguments ?? item.input ?? item.action;
  const input = parseArgs(rawInput);
  const inputChars = typeof rawInput === 'string' ? rawInput.length : rawInput === undefined ? 0 : JSON.stringify(rawInput).length;
  const filePaths = typeof input === 'string' ? patchFilePaths(input) : filePathsFromInput(input);
  const tool: ToolInfo = { name, is_error: false, input_chars: inputChars, output_chars: 0, file_paths: filePaths };
  let command = item.type === 'local_shell_call' ? commandFromInput(item) : commandFromInput(input);
  if (command === undefined && item.type === 'web_search_call' && isRecord(item.action) && typeof item.action.query === 'string') {
    command = item.action.query.slice(0, 200);
  }
  if (command !== undefined) tool.command = command;
  const callId = typeof item.call_id === 'string' ? item.call_id : null;
  if (callId !== null) st.tools.set(callId, tool);
  if (callId !== null && name === 'request_user_input') st.asked.set(callId, input);
  const ref = callId !== null ? `${st.sid ?? 'codex'}:call:${callId}` : lineRef(st, offset);
  push(st, { ...base(st, timestamp), kind: 'tool_call', ref, tool });
}

// Outputs come as a string (0.58: JSON `{"output","metadata":{"exit_code"}}`; later plain text
// with an `Exit code: N` header), as an input_text list, or as one content object.
function outputFacts(output: unknown): { chars: number; isError: boolean } {
  if (typeof output === 'string') {
    if (output.startsWith('{"output"')) {
      const parsed = parseArgs(output);
      if (isRecord(parsed)) {
        const meta = isRecord(parsed.metadata) ? parsed.metadata : null;
        const code = meta && typeof meta.exit_code === 'number' ? meta.exit_code : 0;
        return { chars: outputChars(parsed.output), isError: code !== 0 };
      }
    }
    return { chars: output.length, isError: exitCodeHeader(output) };
  }
  if (isRecord(output) && typeof output.success === 'boolean') {
    return { chars: outputChars(output.content), isError: !output.success };
  }
  return { chars: outputChars(output), isError: false };
}

function exitCodeHeader(text: string): boolean {
  const at = text.indexOf('Exit code: ');
  if (at < 0 || at > 200) return false;
  const code = Number.parseInt(text.slice(at + 11, at + 16), 10);
  return Number.isFinite(code) && code !== 0;
}

function onOutput(item: Record<string, unknown>, timestamp: string | null, offset: number, st: State): void {
  const callId = typeof item.call_id === 'string' ? item.call_id : null;
  const call = callId !== null ? st.tools.get(callId) : undefined;
  const facts = outputFacts(item.output);
  const tool: ToolInfo = {
    name: call?.name ?? 'unknown',
    is_error: facts.isError || item.success === false,
    input_chars: call?.input_chars ?? 0,
    output_chars: facts.chars,
    file_paths: call ? [...call.file_paths] : [],
  };
  if (call?.command !== undefined) tool.command = call.command;
  const ref = callId !== null ? `${st.sid ?? 'codex'}:result:${callId}` : lineRef(st, offset);
  push(st, { ...base(st, timestamp), kind: 'tool_result', ref, tool });
  const asked = callId !== null && !tool.is_error ? st.asked.get(callId) : undefined;
  const answers = asked === undefined ? null : codexAskedAnswers(asked, item.output);
  if (answers) push(st, { ...base(st, timestamp), kind: 'user_message', ref: `${st.sid ?? 'codex'}:answer:${callId}`, text: answers.map((a) => a.answer).join('\n'), answers });
}
