// The pure parts of the real-session capture benchmark (bench/capture-real.mjs) and of its
// fetch script (scripts/fetch-capture-sessions.mjs): SpecStory markdown to a Claude Code
// transcript, splitting a transcript into typed user turns, pinning a turn by a short hash,
// matching drafts to labelled memories and the figures. No I/O here, so the scorer is tested
// on synthetic input (test/bench/capture-real.test.ts) and never on the fetched data.
import { createHash } from 'node:crypto';

// Kept back to check this work: never read, fetched or scored.
export const HELD_BACK_REPOS = ['m-thisness/m-claude', 'agurod42/torre-swipe', 'yoavf/ai-sessions'];

export function isHeldBack(repo) {
  return typeof repo === 'string' && HELD_BACK_REPOS.includes(repo.trim().toLowerCase().replace(/^github:/, '').replace(/\.git$/, ''));
}

const sha = (text) => createHash('sha256').update(text).digest('hex');

// Quotes, apostrophes and blanks folded so a hash or a key term survives cosmetic edits.
export function normalizeText(text) {
  return String(text)
    .normalize('NFKC')
    .replace(/[\u2018\u2019\u201A\u201B\u2032]/g, "'")
    .replace(/[\u201C\u201D\u201E\u201F\u2033]/g, '"')
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/\s+/g, ' ')
    .trim();
}

// 8 hex digits of the normalized text: pins a label to the text it was written for without
// committing the text.
export function turnHash(text) {
  return sha(normalizeText(text)).slice(0, 8);
}

// ---- SpecStory markdown -> Claude Code transcript ---------------------------------------

const HEADER = /^_\*\*(User|Assistant|Agent)(?:\s*\(([^)]*)\))?\*\*_\s*$/;
const TOOL_CONTINUATION = /^_\*\*\*\*_\s*$/;

// Sections in order: { role: 'user' | 'assistant', text, stamp }. Assistant tool steps
// (`Tool use: **x**` paragraphs, <details> and <tool-use> blocks) are dropped: the hook sees
// tool calls as metadata, never their text, and the exports hold no structured calls.
export function parseSpecStory(markdown) {
  const lines = String(markdown).replace(/\r\n?/g, '\n').split('\n');
  const sections = [];
  let current = null;
  for (const line of lines) {
    const header = HEADER.exec(line);
    if (header) {
      current = { role: header[1] === 'User' ? 'user' : 'assistant', lines: [], stamp: stampOf(header[2]) };
      sections.push(current);
      continue;
    }
    if (TOOL_CONTINUATION.test(line)) continue;
    if (current) current.lines.push(line);
  }
  return sections
    .map((s) => ({ role: s.role, stamp: s.stamp, text: s.role === 'user' ? trimSection(s.lines.join('\n')) : cleanAssistant(trimSection(s.lines.join('\n'))) }))
    .filter((s) => s.text.length > 0);
}

function stampOf(label) {
  const m = /(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2})(?::(\d{2}))?Z?/.exec(label ?? '');
  return m ? `${m[1]}T${m[2]}:${m[3] ?? '00'}.000Z` : null;
}

// A section ends with the `---` rule SpecStory puts before the next header.
function trimSection(text) {
  return text.replace(/^\s*\n/, '').replace(/\n+---\s*$/m, '').replace(/\s+$/, '').replace(/^\s+/, '');
}

function cleanAssistant(text) {
  return text
    .replace(/<details>[\s\S]*?<\/details>/g, '')
    .replace(/<tool-use[\s\S]*?<\/tool-use>/g, '')
    .replace(/^Tool use: \*\*[^*]+\*\*.*$/gm, '')
    .replace(/^(Read file|Listed directory|Grep search|Searched codebase|Edit file|Ran terminal command|Deleted file)[^\n]*$/gm, '')
    .replace(/^\s*---\s*$/gm, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

const uuidOf = (seed) => {
  const h = sha(seed);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-8${h.slice(17, 20)}-${h.slice(20, 32)}`;
};

// One Claude Code line per section, deterministic (ids from the session id and the index).
export function specStoryToClaude(markdown, { sessionId, cwd, start = '2025-01-01T00:00:00.000Z' }) {
  const sections = parseSpecStory(markdown);
  const out = [];
  let parent = null;
  let t = Date.parse(start);
  sections.forEach((s, i) => {
    const uuid = uuidOf(`${sessionId}:${i}`);
    const stamp = s.stamp && Date.parse(s.stamp) >= t ? s.stamp : new Date(t).toISOString();
    t = Date.parse(stamp) + 1000;
    const base = { parentUuid: parent, isSidechain: false, userType: 'external', cwd, sessionId, version: 'specstory', gitBranch: '' };
    if (s.role === 'user') out.push({ ...base, type: 'user', message: { role: 'user', content: s.text }, uuid, timestamp: stamp });
    else out.push({ ...base, type: 'assistant', message: { id: `msg_${sha(uuid).slice(0, 24)}`, type: 'message', role: 'assistant', model: 'specstory-export', content: [{ type: 'text', text: s.text }], stop_reason: 'end_turn' }, uuid, timestamp: stamp });
    parent = uuid;
  });
  return out.map((l) => JSON.stringify(l)).join('\n') + '\n';
}

// ---- Typed user turns ----------------------------------------------------------------------

// Host wrappers and injected context: not typed by the user.
const CLAUDE_NOT_TYPED = /^\s*(<command-name>|<command-message>|<local-command-stdout>|<local-command-stderr>|<command-args>|Caveat: The messages below|\[Request interrupted|<system-reminder>|<task-notification>|<bash-stdout>|<bash-input>|<user-prompt-submit-hook>)/;
const CODEX_NOT_TYPED = /^\s*(<environment_context>|<user_instructions>|<INSTRUCTIONS>|# AGENTS\.md|<turn_aborted>|<user_shell_command>|<subagent_notification>)/;

function textOfContent(content) {
  if (typeof content === 'string') return content;
  if (!Array.isArray(content)) return '';
  if (content.some((b) => b && (b.type === 'tool_result'))) return '';
  return content.filter((b) => b && (b.type === 'text' || b.type === 'input_text') && typeof b.text === 'string').map((b) => b.text).join('\n\n');
}

function assistantText(obj) {
  if (obj.type === 'assistant' && obj.message) return textOfContent(obj.message.content);
  if (obj.type === 'response_item' && obj.payload?.type === 'message' && obj.payload.role === 'assistant') {
    return (obj.payload.content ?? []).filter((b) => typeof b?.text === 'string').map((b) => b.text).join('\n\n');
  }
  return '';
}

// The typed user turns of a transcript (Claude Code or Codex), in order: { ordinal (1-based),
// line (0-based index of its first line), end (index after its last line), text, hash,
// previous_assistant (the last assistant text before it, for numbered-option answers) }.
export function typedTurns(lines) {
  const turns = [];
  const seen = new Set();
  let lastAssistant = '';
  lines.forEach((raw, index) => {
    let obj;
    try {
      obj = JSON.parse(raw);
    } catch {
      return;
    }
    if (!obj || typeof obj !== 'object') return;
    const said = assistantText(obj);
    if (said) lastAssistant = said;
    const text = typedText(obj);
    if (text === null) return;
    // A resumed Claude session replays earlier lines with fresh uuids but their old
    // timestamps: the same typed turn, not a new one.
    const key = `${obj.timestamp ?? ''}\u0000${text}`;
    if (obj.timestamp && seen.has(key)) return;
    seen.add(key);
    if (turns.length) turns[turns.length - 1].end = index;
    turns.push({ ordinal: turns.length + 1, line: index, end: lines.length, text, hash: turnHash(text), previous_assistant: lastAssistant });
  });
  return turns;
}

// IDE and hook context the host adds inside a typed message.
const INJECTED_BLOCK = /<(ide_opened_file|ide_selection|system-reminder|ide_diagnostics)>[\s\S]*?<\/\1>/g;

function typedText(obj) {
  if (obj.type === 'user' && obj.message && !obj.isMeta && !obj.isSidechain && !obj.isCompactSummary) {
    const text = textOfContent(obj.message.content).replace(INJECTED_BLOCK, '').trim();
    if (!text.trim() || CLAUDE_NOT_TYPED.test(text)) return null;
    return text;
  }
  if (obj.type === 'response_item' && obj.payload?.type === 'message' && obj.payload.role === 'user') {
    const text = (obj.payload.content ?? []).filter((b) => typeof b?.text === 'string').map((b) => b.text).join('\n\n');
    if (!text.trim() || CODEX_NOT_TYPED.test(text)) return null;
    return text;
  }
  return null;
}

// The same conversation as a Codex rollout: a session_meta line, then each typed user turn and
// each assistant text as response_item messages (with the event_msg copy Codex writes for user
// turns). Tool steps and host wrappers are left out. typedTurns() finds the same turns, with
// the same ordinals and hashes, in both shapes, so one label file serves both hosts.
export function claudeToCodex(lines, { sessionId, cwd }) {
  const out = [];
  let first = null;
  const seen = new Set();
  for (const raw of lines) {
    let obj;
    try {
      obj = JSON.parse(raw);
    } catch {
      continue;
    }
    if (!obj || typeof obj !== 'object') continue;
    const timestamp = typeof obj.timestamp === 'string' ? obj.timestamp : new Date(Date.parse('2025-01-01T00:00:00.000Z') + out.length * 1000).toISOString();
    first ??= timestamp;
    const typed = typedText(obj);
    if (typed !== null) {
      const key = `${obj.timestamp ?? ''}\u0000${typed}`;
      if (obj.timestamp && seen.has(key)) continue;
      seen.add(key);
      out.push({ timestamp, type: 'response_item', payload: { type: 'message', role: 'user', content: [{ type: 'input_text', text: typed }] } });
      out.push({ timestamp, type: 'event_msg', payload: { type: 'user_message', message: typed, images: [] } });
      continue;
    }
    const said = obj.type === 'assistant' ? assistantText(obj) : '';
    if (said) out.push({ timestamp, type: 'response_item', payload: { type: 'message', role: 'assistant', content: [{ type: 'output_text', text: said }] } });
  }
  const meta = { timestamp: first ?? '2025-01-01T00:00:00.000Z', type: 'session_meta', payload: { id: uuidOf(`codex:${sessionId}`), timestamp: first ?? '2025-01-01T00:00:00.000Z', cwd, originator: 'codex_cli_rs', cli_version: '0.58.0', source: 'cli', model_provider: 'openai' } };
  return [meta, ...out].map((l) => JSON.stringify(l));
}

// ---- Matching -------------------------------------------------------------------------

// A key term matches when one of its `|`-separated alternatives occurs in the draft, both
// folded to lower case with quotes, dashes and blanks normalized. A draft matches a memory
// when every key term of the memory matches.
export function termMatches(draftText, term) {
  const hay = normalizeText(draftText).toLowerCase();
  return String(term)
    .split('|')
    .map((alt) => normalizeText(alt).toLowerCase())
    .some((alt) => alt.length > 0 && hay.includes(alt));
}

export function draftMatches(draftText, memory) {
  return Array.isArray(memory.terms) && memory.terms.length > 0 && memory.terms.every((t) => termMatches(draftText, t));
}

export const scopeType = (scope) => (typeof scope === 'string' && scope.startsWith('project:') ? 'project' : scope === 'user' || scope?.startsWith?.('user') ? 'user' : String(scope ?? 'unknown'));

const words = (text) => normalizeText(text).split(' ').filter(Boolean).length;

// As written: matched, right kind, right scope, no leak and not bloated (at most three times
// the canonical statement's words, or 25 words): a user could keep it without editing.
export function keepableAsWritten(draft, memory, leaks) {
  if (!draftMatches(draft.content, memory)) return false;
  if (draft.kind !== memory.kind || scopeType(draft.scope) !== memory.scope) return false;
  if (leaks.length > 0) return false;
  return words(draft.content) <= Math.max(25, 3 * words(memory.memory));
}

// ---- Leaks ----------------------------------------------------------------------------

const HOST_TLDS = 'com|net|org|io|dev|app|ai|co|local|internal|lan|cloud|sh|me|xyz|edu|gov|uk|de|fr|nl|us|ca|tech|site|online|page|run|home|corp';
const HOSTNAME = new RegExp(`\\b(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\\.)+(?:${HOST_TLDS})\\b`, 'i');
const USER_AT_HOST = /\b[a-z_][a-z0-9_.-]*@[a-z0-9-]+(?:\.[a-z0-9-]+)*\b/i;
const USER_PATH = /(?:\/Users\/|\/home\/|[A-Za-z]:\\Users\\)(?!runner\b|user\b|username\b|you\b|me\b|example\b|<)[A-Za-z0-9._-]+/;
const FINGERPRINT = /\bSHA256:[A-Za-z0-9+/]{43}\b|\b(?:[0-9a-f]{2}:){15}[0-9a-f]{2}\b/i;
const OPAQUE = /[A-Za-z0-9_\-]{20,}/g;

// Opaque tokens of the transcript worth watching for: 20+ characters of letters and digits
// mixed (keys, ids, hashes), not plain words or identifiers in snake or kebab case alone.
export function transcriptTokens(text) {
  const out = new Set();
  for (const m of String(text).matchAll(OPAQUE)) {
    const token = m[0];
    if (/\d/.test(token) && /[A-Za-z]/.test(token) && /[A-Z].*\d|\d.*[A-Z]|[a-f0-9]{20,}/.test(token)) out.add(token);
  }
  return out;
}

// What a draft would carry out of the session: hostnames, user@host, a path with a user
// name, a key fingerprint, an opaque token seen in the transcript.
export function leaksOf(text, tokens = new Set()) {
  const found = [];
  if (HOSTNAME.test(text)) found.push('hostname');
  else if (USER_AT_HOST.test(text)) found.push('user_at_host');
  if (USER_PATH.test(text)) found.push('user_path');
  if (FINGERPRINT.test(text)) found.push('fingerprint');
  for (const m of String(text).matchAll(OPAQUE)) {
    if (tokens.has(m[0])) {
      found.push('transcript_token');
      break;
    }
  }
  return found;
}

// ---- Scoring -------------------------------------------------------------------------

export const CONFIDENCE_BANDS = [
  { band: '<0.5', lo: -Infinity, hi: 0.5 },
  { band: '0.5-0.7', lo: 0.5, hi: 0.7 },
  { band: '>=0.7', lo: 0.7, hi: Infinity },
];

// turns: [{ id: '<session>#<n>', pasted, expect: [memory], drafts: [draft] }] where a draft
// is { content, kind, scope, confidence, leaks: [] }. Each draft is matched to at most one
// expected memory of its own turn (the first it matches that is still unmatched, else the first
// it matches at all). A memory restated later in the same session carries the same `group` on
// each turn that states it: a draft matching any of them is right, and recall counts the group
// once (found when any of its turns found it). A memory may carry `cue` tags; recall is also
// reported per cue. Returns the counts, figures and lists.
export function scoreTurns(turns) {
  const c = { turns: 0, pasted_turns: 0, mixed_turns: 0, memories: 0, high: 0, drafts: 0, matched_drafts: 0, as_written: 0, found: 0, found_high: 0, kind_right: 0, scope_right: 0, pairs: 0, leaks: 0, leak_kinds: {} };
  const bands = CONFIDENCE_BANDS.map((b) => ({ band: b.band, drafts: 0, matched: 0 }));
  const noise = [];
  const matches = [];
  // Recall units: one per memory, or one per (session, group) for restated memories.
  const units = new Map();
  const unitOf = (turnId, memory, index) => (memory.group ? `${String(turnId).split('#')[0]}:${memory.group}` : `${turnId}:${index}`);
  for (const turn of turns) {
    c.turns++;
    if (turn.pasted === true) c.pasted_turns++;
    else if (turn.pasted === 'mixed') c.mixed_turns++;
    const expect = turn.expect ?? [];
    expect.forEach((m, i) => {
      const key = unitOf(turn.id, m, i);
      const unit = units.get(key) ?? { turn: turn.id, memory: m.memory, importance: m.importance, found: false, cues: new Set() };
      if (m.importance === 'high') unit.importance = 'high';
      for (const cue of m.cue ?? []) unit.cues.add(cue);
      units.set(key, unit);
    });
    const found = new Set();
    for (const draft of turn.drafts ?? []) {
      c.drafts++;
      const leaks = draft.leaks ?? [];
      if (leaks.length) {
        c.leaks++;
        for (const k of leaks) c.leak_kinds[k] = (c.leak_kinds[k] ?? 0) + 1;
      }
      const band = bands[CONFIDENCE_BANDS.findIndex((b) => draft.confidence >= b.lo && draft.confidence < b.hi)] ?? bands[0];
      band.drafts++;
      const candidates = expect.map((m, i) => i).filter((i) => draftMatches(draft.content, expect[i]));
      if (candidates.length === 0) {
        noise.push({ turn: turn.id, draft });
        continue;
      }
      const index = candidates.find((i) => !found.has(i)) ?? candidates[0];
      const memory = expect[index];
      found.add(index);
      units.get(unitOf(turn.id, memory, index)).found = true;
      c.matched_drafts++;
      band.matched++;
      c.pairs++;
      if (draft.kind === memory.kind) c.kind_right++;
      if (scopeType(draft.scope) === memory.scope) c.scope_right++;
      const asWritten = keepableAsWritten(draft, memory, leaks);
      if (asWritten) c.as_written++;
      matches.push({ turn: turn.id, draft, memory: memory.memory, as_written: asWritten });
    }
  }
  const misses = [];
  const cues = {};
  for (const unit of units.values()) {
    for (const cue of unit.cues) {
      cues[cue] ??= { memories: 0, found: 0 };
      cues[cue].memories++;
      if (unit.found) cues[cue].found++;
    }
    c.memories++;
    if (unit.importance === 'high') c.high++;
    if (unit.found) {
      c.found++;
      if (unit.importance === 'high') c.found_high++;
    } else misses.push({ turn: unit.turn, memory: unit.memory, importance: unit.importance });
  }
  const ratio = (a, b) => (b === 0 ? null : Math.round((a / b) * 1000) / 1000);
  return {
    counts: c,
    precision: ratio(c.matched_drafts, c.drafts),
    as_written_precision: ratio(c.as_written, c.drafts),
    recall: ratio(c.found, c.memories),
    high_recall: ratio(c.found_high, c.high),
    noise_per_10_turns: c.turns === 0 ? null : Math.round(((c.drafts - c.matched_drafts) / c.turns) * 1000) / 100,
    kind_accuracy: ratio(c.kind_right, c.pairs),
    scope_accuracy: ratio(c.scope_right, c.pairs),
    leaking_drafts: c.leaks,
    by_confidence: bands.map((b) => ({ ...b, precision: ratio(b.matched, b.drafts) })),
    // Recall on memories labelled with a cue: how they were said (numbered_answer: an answer to
    // the agent's numbered or lettered options or proposal) or what they are (project_identity).
    recall_by_cue: Object.fromEntries(Object.entries(cues).map(([cue, n]) => [cue, { ...n, recall: ratio(n.found, n.memories) }])),
    misses,
    noise,
    matches,
  };
}
