// Text cleaning shared by both host parsers. A transcript's "user" text is often not typed by
// a person: hosts and hooks inject reminders, IDE state, command wrappers and our own recall.
// Capture must never learn from any of that (least of all from Nuzo's own recall, which would
// feed memories back into themselves), so it is cut out here before text reaches an event.
// Everything is indexOf-based: no regex runs over untrusted, possibly huge, text.

import type { ParseStats, SkipReason } from './events.ts';
import { countSkip } from './events.ts';

// Our hook output fence: `<nuzo-recall …>…</nuzo-recall>` blocks and `NUZO-RECALL…` lines.
export const RECALL_OPEN = '<nuzo-recall';
export const RECALL_CLOSE = '</nuzo-recall>';
export const RECALL_LINE_PREFIX = 'NUZO-RECALL';

interface BlockRule {
  open: string;
  close: string;
  reason: SkipReason;
}

// Blocks removed wherever they occur inside user text (Claude and Codex alike).
const USER_BLOCKS: readonly BlockRule[] = [
  { open: '<system-reminder', close: '</system-reminder>', reason: 'system_reminder' },
  { open: RECALL_OPEN, close: RECALL_CLOSE, reason: 'nuzo_recall' },
  { open: '<user-prompt-submit-hook', close: '</user-prompt-submit-hook>', reason: 'hook_context' },
  { open: '<ide_opened_file', close: '</ide_opened_file>', reason: 'injected_context' },
  { open: '<ide_selection', close: '</ide_selection>', reason: 'injected_context' },
  { open: '<ide_diagnostics', close: '</ide_diagnostics>', reason: 'injected_context' },
];

// Assistant text only loses our fence and reminders; everything else is the model's own words.
const ASSISTANT_BLOCKS: readonly BlockRule[] = [
  { open: '<system-reminder', close: '</system-reminder>', reason: 'system_reminder' },
  { open: RECALL_OPEN, close: RECALL_CLOSE, reason: 'nuzo_recall' },
];

interface PrefixRule {
  prefix: string;
  reason: SkipReason;
}

// A user text that starts with one of these was produced by the host, not typed: drop it whole.
const CLAUDE_USER_PREFIXES: readonly PrefixRule[] = [
  { prefix: '[Request interrupted by user', reason: 'interrupted' },
  { prefix: 'Stop hook feedback:', reason: 'hook_context' },
  { prefix: '<task-notification>', reason: 'task_notification' },
  { prefix: '<local-command-caveat>', reason: 'command_wrapper' },
  { prefix: '<local-command-stdout>', reason: 'command_wrapper' },
  { prefix: '<local-command-stderr>', reason: 'command_wrapper' },
  { prefix: '<bash-input>', reason: 'command_wrapper' },
  { prefix: '<bash-stdout>', reason: 'command_wrapper' },
  { prefix: '<bash-stderr>', reason: 'command_wrapper' },
  { prefix: 'This session is being continued from a previous conversation', reason: 'compact_summary' },
  { prefix: RECALL_LINE_PREFIX, reason: 'nuzo_recall' },
];

// Codex injects instructions and environment as role:user items; none of them was typed.
const CODEX_USER_PREFIXES: readonly PrefixRule[] = [
  { prefix: '<environment_context', reason: 'injected_context' },
  { prefix: '<user_instructions', reason: 'injected_context' },
  { prefix: '# AGENTS.md instructions', reason: 'injected_context' },
  { prefix: '<permissions instructions', reason: 'injected_context' },
  { prefix: '<INSTRUCTIONS>', reason: 'injected_context' },
  { prefix: '<user_shell_command', reason: 'command_wrapper' },
  { prefix: '<turn_aborted', reason: 'interrupted' },
  { prefix: '<subagent_notification', reason: 'task_notification' },
  { prefix: RECALL_LINE_PREFIX, reason: 'nuzo_recall' },
];

function startsWithAfterSpace(text: string, prefix: string): boolean {
  let i = 0;
  while (i < text.length && isSpace(text.charCodeAt(i))) i++;
  return text.startsWith(prefix, i);
}

function isSpace(c: number): boolean {
  return c === 32 || c === 10 || c === 13 || c === 9;
}

function matchPrefix(text: string, rules: readonly PrefixRule[]): SkipReason | null {
  for (const rule of rules) if (startsWithAfterSpace(text, rule.prefix)) return rule.reason;
  return null;
}

// Removes every `open…close` block; an unclosed block runs to the end of the text.
export function stripBlocks(text: string, rule: BlockRule, stats: ParseStats): string {
  let at = text.indexOf(rule.open);
  if (at < 0) return text;
  let out = '';
  let from = 0;
  while (at >= 0) {
    out += text.slice(from, at);
    countSkip(stats, rule.reason);
    const end = text.indexOf(rule.close, at + rule.open.length);
    if (end < 0) {
      from = text.length;
      break;
    }
    from = end + rule.close.length;
    at = text.indexOf(rule.open, from);
  }
  return out + text.slice(from);
}

// Drops lines that start with NUZO-RECALL (our hook output when it is not fenced).
export function stripRecallLines(text: string, stats: ParseStats): string {
  if (text.indexOf(RECALL_LINE_PREFIX) < 0) return text;
  const kept: string[] = [];
  for (const line of text.split('\n')) {
    if (startsWithAfterSpace(line, RECALL_LINE_PREFIX)) countSkip(stats, 'nuzo_recall');
    else kept.push(line);
  }
  return kept.join('\n');
}

function stripAll(text: string, rules: readonly BlockRule[], stats: ParseStats): string {
  let out = text;
  for (const rule of rules) out = stripBlocks(out, rule, stats);
  return stripRecallLines(out, stats).trim();
}

// Claude slash commands arrive as `<command-message>x</command-message><command-name>/x</command-name>
// <command-args>…</command-args>`, followed by an isMeta line holding the expanded prompt.
// Decision: the name alone is UI noise (/model, /mcp, /compact, /clear), but the args are words
// the user typed ("/orchestrator create TODO app by Next.js"), so a command with args becomes a
// user message `/<name> <args>`. Commands without args, and Nuzo's own commands, are skipped.
function commandText(text: string): string | null {
  const name = between(text, '<command-name>', '</command-name>')?.trim() ?? '';
  const args = between(text, '<command-args>', '</command-args>')?.trim() ?? '';
  if (args === '' || name.toLowerCase().includes('nuzo')) return null;
  const slash = name.startsWith('/') ? name : `/${name}`;
  return `${slash} ${args}`;
}

function between(text: string, open: string, close: string): string | null {
  const a = text.indexOf(open);
  if (a < 0) return null;
  const b = text.indexOf(close, a + open.length);
  return b < 0 ? text.slice(a + open.length) : text.slice(a + open.length, b);
}

// Returns the typed part of one Claude user text block, or null when nothing typed remains.
export function cleanClaudeUserText(raw: string, stats: ParseStats): string | null {
  const whole = matchPrefix(raw, CLAUDE_USER_PREFIXES);
  if (whole) {
    countSkip(stats, whole);
    return null;
  }
  let text = raw;
  if (text.indexOf('<command-name>') >= 0 || text.indexOf('<command-message>') >= 0) {
    const cmd = commandText(text);
    countSkip(stats, 'command_wrapper');
    if (cmd === null) return null;
    text = cmd;
  }
  const cleaned = stripAll(text, USER_BLOCKS, stats);
  return cleaned === '' ? null : cleaned;
}

// Returns the typed part of one Codex user input_text item, or null.
export function cleanCodexUserText(raw: string, stats: ParseStats): string | null {
  const whole = matchPrefix(raw, CODEX_USER_PREFIXES);
  if (whole) {
    countSkip(stats, whole);
    return null;
  }
  const cleaned = stripAll(raw, USER_BLOCKS, stats);
  return cleaned === '' ? null : cleaned;
}

export function cleanAssistantText(raw: string, stats: ParseStats): string | null {
  const cleaned = stripAll(raw, ASSISTANT_BLOCKS, stats);
  return cleaned === '' ? null : cleaned;
}

// FNV-1a over UTF-16 code units: a short, fast, stable content fingerprint for refs.
export function fingerprint(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(16).padStart(8, '0');
}

// Value of the first `"type":"…"` key in a raw JSON line at or after `from`, without parsing.
// Inside JSON strings quotes are escaped, so the needle only matches a real key. The match is
// trusted only when exactly `depth` "{" precede it since `from` (1 = the line's own object,
// when `from` is its first character): a "type" inside any nested object gives null, and the
// caller falls back to JSON.parse. A "{" inside a string value also gives null, which is safe.
export function typeAt(line: string, from: number, depth: number): { value: string; end: number } | null {
  const at = line.indexOf('"type":"', from);
  if (at < 0) return null;
  let braces = 0;
  for (let i = line.indexOf('{', from); i >= 0 && i < at; i = line.indexOf('{', i + 1)) {
    if (++braces > depth) return null;
  }
  if (braces !== depth) return null;
  const start = at + 8;
  const end = line.indexOf('"', start);
  if (end < 0) return null;
  return { value: line.slice(start, end), end };
}
