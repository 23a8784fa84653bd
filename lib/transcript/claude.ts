// Claude Code transcript lines (host-contracts A8) -> CaptureEvents.
//
// Refuses, by design: isMeta lines (expanded slash-command bodies, Stop-hook feedback, local
// command caveats), compact summaries, transcript-only lines, attachments (hook output, IDE and
// environment snapshots), thinking, API-error stand-ins and every non-conversation record type.
// Unknown types and malformed lines are counted in stats and never throw: a new host version
// must degrade capture, not break the Stop hook.
//
// Sidechains: subagent lines (isSidechain:true, or any file under `/subagents/`) still produce
// events, flagged sidechain:true. Their "user" is the parent agent writing a task prompt, so the
// capture pipeline ignores user_message events from sidechains; their tool calls and assistant
// text remain useful evidence of what was done.

import type { CaptureEvent, LineInput, ParseOptions, ParseResult, ParseStats, ToolInfo } from './events.ts';
import { claudeAskedAnswers, refusalFeedback } from './asked.ts';
import { countSkip, newStats } from './events.ts';
import { cleanAssistantText, cleanClaudeUserText, fingerprint, typeAt } from './text.ts';
import { commandFromInput, filePathsFromInput, isRecord, jsonChars, outputChars } from './tools.ts';

// Record types that never carry conversation. A line whose top-level "type" (found without
// parsing, see typeAt) is one of these is skipped unparsed: progress alone is ~1/3 of the bytes
// of a real 2.1.x transcript.
const IGNORED_TYPES = new Set([
  'progress',
  'file-history-snapshot',
  'queue-operation',
  'last-prompt',
  'summary',
  'mode',
  'permission-mode',
  'custom-title',
  'ai-title',
  'agent-name',
  'pr-link',
  'frame-link',
  'worktree-state',
  'bridge-session',
  'relocated',
  'started',
  'result',
  'tools-used',
  'cost-state',
  'atis-latch',
  'api-request',
  'api-request-shape',
  'api-request-blob',
]);

const HOOK_ATTACHMENT_PREFIX = 'hook_';

interface AssistantEntry {
  event: CaptureEvent;
  blocks: Set<string>;
}

interface State {
  opts: ParseOptions;
  pathSidechain: boolean;
  events: CaptureEvent[];
  stats: ParseStats;
  assistants: Map<string, AssistantEntry>;
  tools: Map<string, ToolInfo>;
  seen: Set<string>;
  cwd: string | null;
}

export function isSubagentPath(path: string): boolean {
  return path.includes('/subagents/') || path.includes('\\subagents\\');
}

export function parseClaudeLines(lines: Iterable<LineInput>, opts: ParseOptions = {}): ParseResult & { cwd: string | null } {
  const st: State = {
    opts,
    pathSidechain: opts.sidechain ?? (opts.path !== undefined && isSubagentPath(opts.path)),
    events: [],
    stats: newStats(),
    assistants: new Map(),
    tools: new Map(),
    seen: new Set(),
    cwd: null,
  };
  for (const line of lines) parseLine(typeof line === 'string' ? line : line.text, st);
  st.stats.events = st.events.length;
  return { events: st.events, stats: st.stats, cwd: st.cwd };
}

function parseLine(line: string, st: State): void {
  let i = 0;
  while (i < line.length && (line.charCodeAt(i) === 32 || line.charCodeAt(i) === 9 || line.charCodeAt(i) === 13)) i++;
  if (i === line.length) return;
  st.stats.lines++;
  if (line.charCodeAt(i) !== 123 /* { */) {
    countSkip(st.stats, 'malformed_json');
    return;
  }
  const first = typeAt(line, i, 1);
  if (first !== null && IGNORED_TYPES.has(first.value)) {
    countSkip(st.stats, 'ignored_type');
    return;
  }
  let obj: unknown;
  try {
    obj = JSON.parse(line);
  } catch {
    countSkip(st.stats, 'malformed_json');
    return;
  }
  if (!isRecord(obj)) {
    countSkip(st.stats, 'malformed_json');
    return;
  }
  if (typeof obj.cwd === 'string') st.cwd = obj.cwd;
  switch (obj.type) {
    case 'user':
      return onUser(obj, st);
    case 'assistant':
      return onAssistant(obj, st);
    case 'system':
      return onSystem(obj, st);
    case 'attachment':
      return onAttachment(obj, st);
    default:
      countSkip(st.stats, typeof obj.type === 'string' && IGNORED_TYPES.has(obj.type) ? 'ignored_type' : 'unknown_type');
  }
}

function base(obj: Record<string, unknown>, st: State): Pick<CaptureEvent, 'host' | 'session_id' | 'timestamp' | 'sidechain'> {
  return {
    host: 'claude',
    session_id: typeof obj.sessionId === 'string' ? obj.sessionId : (st.opts.sessionId ?? null),
    timestamp: typeof obj.timestamp === 'string' ? obj.timestamp : null,
    sidechain: st.pathSidechain || obj.isSidechain === true,
  };
}

function push(st: State, event: CaptureEvent): boolean {
  const key = `${event.kind}\u0000${event.ref}`;
  if (st.seen.has(key)) {
    countSkip(st.stats, 'duplicate');
    return false;
  }
  st.seen.add(key);
  st.events.push(event);
  return true;
}

function onUser(obj: Record<string, unknown>, st: State): void {
  if (obj.isCompactSummary === true) return countSkip(st.stats, 'compact_summary');
  if (obj.isMeta === true) return countSkip(st.stats, 'is_meta');
  if (obj.isVisibleInTranscriptOnly === true) return countSkip(st.stats, 'transcript_only');
  const message = obj.message;
  if (!isRecord(message)) return countSkip(st.stats, 'empty');
  const content = message.content;
  const texts: string[] = [];
  let toolResults = 0;
  let rawTexts = 0;
  if (typeof content === 'string') {
    rawTexts++;
    const t = cleanClaudeUserText(content, st.stats);
    if (t !== null) texts.push(t);
  } else if (Array.isArray(content)) {
    for (const block of content) {
      if (!isRecord(block)) continue;
      if (block.type === 'text' && typeof block.text === 'string') {
        rawTexts++;
        const t = cleanClaudeUserText(block.text, st.stats);
        if (t !== null) texts.push(t);
      } else if (typeof block.tool_use_id === 'string') {
        toolResults++;
        onToolResult(block, obj, st);
      } else if (block.type !== 'image' && block.type !== 'document') {
        countSkip(st.stats, 'unknown_block');
      }
    }
  }
  if (texts.length === 0) {
    if (rawTexts === 0) countSkip(st.stats, toolResults > 0 ? 'tool_result_only' : 'empty');
    return;
  }
  const text = texts.join('\n\n');
  push(st, { ...base(obj, st), kind: 'user_message', ref: userRef(obj, text), text });
}

// Claude copies earlier history with fresh uuids when a session is resumed or forked into the
// same file (fixture moredip general-tool-calls.jsonl, lines 355+), but keeps each copied line's
// timestamp. Keying typed messages by timestamp + text makes such replays dedupe like the
// assistant message ids and tool ids, which are copied verbatim.
function userRef(obj: Record<string, unknown>, text: string): string {
  if (typeof obj.timestamp === 'string') return `u:${obj.timestamp}:${fingerprint(text)}`;
  return typeof obj.uuid === 'string' ? obj.uuid : `u:${fingerprint(text)}`;
}

// Attachments are host or hook context, except a prompt the user typed while the agent was
// busy: 2.1.x delivers it mid-turn as a `queued_command` attachment instead of a user line.
// Those come in as user messages; queued items sent by other agents or tasks do not.
function onAttachment(obj: Record<string, unknown>, st: State): void {
  const att = isRecord(obj.attachment) ? obj.attachment : null;
  const kind = att !== null && typeof att.type === 'string' ? att.type : '';
  if (kind.startsWith(HOOK_ATTACHMENT_PREFIX)) return countSkip(st.stats, 'hook_context');
  if (kind !== 'queued_command' || att === null) return countSkip(st.stats, 'attachment');
  const typed =
    (att.commandMode === undefined || att.commandMode === 'prompt') &&
    att.isMeta !== true &&
    (att.origin === undefined || (isRecord(att.origin) && att.origin.kind === 'user'));
  if (!typed) return countSkip(st.stats, 'injected_context');
  const parts = typeof att.prompt === 'string' ? [att.prompt] : Array.isArray(att.prompt) ? att.prompt.map((b) => (isRecord(b) && b.type === 'text' && typeof b.text === 'string' ? b.text : '')) : [];
  const texts: string[] = [];
  for (const part of parts) {
    if (part === '') continue;
    const t = cleanClaudeUserText(part, st.stats);
    if (t !== null) texts.push(t);
  }
  if (texts.length === 0) return countSkip(st.stats, 'empty');
  const text = texts.join('\n\n');
  const stamp = typeof att.timestamp === 'string' ? att.timestamp : obj.timestamp;
  push(st, { ...base(obj, st), kind: 'user_message', ref: userRef({ ...obj, timestamp: stamp }, text), text });
}

// What Claude Code records beside a result the user refused (a tool that failed gets "Error: …").
const USER_REJECTED = 'User rejected tool use';

function onToolResult(block: Record<string, unknown>, line: Record<string, unknown>, st: State): void {
  const id = block.tool_use_id as string;
  const call = st.tools.get(id);
  const tool: ToolInfo = {
    name: call?.name ?? 'unknown',
    is_error: block.is_error === true,
    input_chars: call?.input_chars ?? 0,
    output_chars: outputChars(block.content),
    file_paths: call ? [...call.file_paths] : [],
  };
  if (call?.command !== undefined) tool.command = call.command;
  push(st, { ...base(line, st), kind: 'tool_result', ref: `result:${id}`, tool });
  // The user's own words inside a result, only where the host wrote the record: a picker's
  // answers (not another tool's output of the same shape), a refusal the host marks as the
  // user's (a tool that ran and failed gets "Error: …" there, whatever its text says).
  const answers = block.is_error === true || (call !== undefined && call.name !== 'AskUserQuestion') ? null : claudeAskedAnswers(line.toolUseResult);
  if (answers) push(st, { ...base(line, st), kind: 'user_message', ref: `answer:${id}`, text: answers.map((a) => a.answer).join('\n'), answers });
  const said = block.is_error === true && line.toolUseResult === USER_REJECTED ? refusalFeedback(block.content) : null;
  if (said) {
    const text = cleanClaudeUserText(said, st.stats);
    if (text) push(st, { ...base(line, st), kind: 'user_message', ref: `refusal:${id}`, text });
  }
}

function onAssistant(obj: Record<string, unknown>, st: State): void {
  if (obj.isApiErrorMessage === true) return countSkip(st.stats, 'api_error');
  const message = obj.message;
  if (!isRecord(message)) return countSkip(st.stats, 'empty');
  if (message.model === '<synthetic>') return countSkip(st.stats, 'api_error');
  const id = typeof message.id === 'string' ? message.id : typeof obj.uuid === 'string' ? obj.uuid : null;
  const content = typeof message.content === 'string' ? [{ type: 'text', text: message.content }] : message.content;
  if (!Array.isArray(content)) return countSkip(st.stats, 'empty');
  for (const block of content) {
    if (!isRecord(block)) continue;
    switch (block.type) {
      case 'text':
        if (typeof block.text === 'string') onAssistantText(block.text, id, obj, st);
        break;
      case 'thinking':
      case 'redacted_thinking':
        countSkip(st.stats, 'thinking');
        break;
      case 'tool_use':
      case 'server_tool_use':
        onToolUse(block, obj, st);
        break;
      default:
        if (typeof block.tool_use_id === 'string') onToolResult(block, obj, st);
        else countSkip(st.stats, 'unknown_block');
    }
  }
}

// One assistant API message is written as one line per content block, all sharing message.id:
// text blocks merge into a single event (at the position of the first one), repeats are dropped.
// Merging is per parse call. Stop fires after the turn is written, so a message straddling two
// reads is rare (a maxBytes-bounded read); it then yields two events with the same ref, the
// second holding only the later blocks: callers should append, not drop, a known assistant ref.
function onAssistantText(raw: string, id: string | null, obj: Record<string, unknown>, st: State): void {
  const text = cleanAssistantText(raw, st.stats);
  if (text === null) return;
  const key = id ?? `a:${fingerprint(text)}`;
  const entry = st.assistants.get(key);
  if (entry) {
    if (entry.blocks.has(text)) return countSkip(st.stats, 'duplicate');
    entry.blocks.add(text);
    entry.event.text = `${entry.event.text}\n\n${text}`;
    return;
  }
  const event: CaptureEvent = { ...base(obj, st), kind: 'assistant_message', ref: key, text };
  if (push(st, event)) st.assistants.set(key, { event, blocks: new Set([text]) });
}

function onToolUse(block: Record<string, unknown>, obj: Record<string, unknown>, st: State): void {
  const name = typeof block.name === 'string' ? block.name : 'unknown';
  const id = typeof block.id === 'string' ? block.id : `tool:${fingerprint(name + jsonChars(block.input))}`;
  const tool: ToolInfo = {
    name,
    is_error: false,
    input_chars: jsonChars(block.input),
    output_chars: 0,
    file_paths: filePathsFromInput(block.input),
  };
  const command = commandFromInput(block.input);
  if (command !== undefined) tool.command = command;
  st.tools.set(id, tool);
  push(st, { ...base(obj, st), kind: 'tool_call', ref: id, tool });
}

function onSystem(obj: Record<string, unknown>, st: State): void {
  const ref = typeof obj.uuid === 'string' ? obj.uuid : `sys:${String(obj.timestamp ?? '')}`;
  if (obj.subtype === 'compact_boundary') {
    push(st, { ...base(obj, st), kind: 'compaction', ref });
  } else if (obj.subtype === 'session_start') {
    push(st, { ...base(obj, st), kind: 'session_boundary', ref });
  } else {
    countSkip(st.stats, 'system_other');
  }
}
