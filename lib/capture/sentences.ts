// Splits a user message into statements the detector can judge one at a time. Code fences and
// quoted blocks are set aside as raw content: they are never a statement, only evidence that
// the message carried output or file text.

import { EXPLICIT_PASTE_LEAD, looksPasted } from './pasted.ts';
import { prefilter } from './prefilter.ts';

// `block`: which paragraph (lines between blank lines) the sentence came from.
export type Segment = { text: string; raw: boolean; block?: number };

const LIST_NUMBER = /^\d{1,2}[.)]$/;
const ABBREVIATIONS = /\b(e\.g|i\.e|ie|eg|etc|vs|cf|approx|incl|min|max|v|no|fig|dept|mr|mrs|ms|dr|st)\.$/i;
// "Update", "reminder", "important", "again" and "however" are markers only when punctuation
// follows them ("Update: …", "Again, …"); "Update the form" is a request and keeps its verb.
// Approval before a new rule ("Great, always …", "Perfect and now …") is chatter, not its
// subject; before anything else ("Nice, the tests pass now") it stays, and marks chatter.
const LEADING_MARKERS =
  /^(?:(?:oh|ok(?:ay)?|so|also|and|but|btw|by the way|actually|anyway|alright|one more thing|another thing|one (?:more )?change|one thing|for the record|quick note|side note|ps|p\.s\.|hey|hi)\b\s*[,:;!–—-]*\s+|(?:update|reminder|important|again|however|that said|context|for context|background|fyi|note)\s*[,:;!–—-]+\s*|(?:perfect|great|nice|excellent|awesome|cool|looks good|sounds good)\s*(?:[,!–—-]+\s*|\s+and\s+)(?=(?:now|always|never|from now on|going forward|in the future|by default|every time)\b))+/i;
// "Here's the log:", "the brief:", "I got this error:": what follows was pasted. A colon
// alone ("Rules for this repo:") only introduces the user's own lines.
const PASTE_NOUN_LEAD =
  /\b(log|logs|output|error|errors|warning|warnings|trace|traceback|stack|result|results|response|message|email|brief|spec|specification|doc|docs|document|file|config|diff|snippet|code|text|transcript|prompt|description|ticket|issue|requirements|report|instructions|readme|below)\b[^:.!?]{0,40}:\s*$/i;

const HERE_IS_PASTE =
  /^(here'?s|here is|here are|below is|pasting|copying)\b.*\b(log|logs|output|error|errors|trace|traceback|excerpt|dump|result|results|response|brief|spec|file|config|diff|snippet|transcript|report)\b/i;

prefilter(PASTE_NOUN_LEAD, HERE_IS_PASTE);

function announcesPaste(line: string): boolean {
  if (/:\s*$/.test(line)) return EXPLICIT_PASTE_LEAD.test(line) || PASTE_NOUN_LEAD.test(line);
  return HERE_IS_PASTE.test(line);
}
const BULLET = /^\s*(?:[-*•>]+|\d+[.)])\s+/;
// After a full stop or a question mark, a lower-case "i …" or "we …" starts the user's own
// statement ("can you write the commit message? i will commit manually", "I don't like that.
// we don't want a repo per app").
const LOWER_CASE_SUBJECT = /^(?:i|we|i'?m|we'?re|i'?ll|we'?ll|i'?d|we'?d)\s/;
// "just kidding.", "I like that.": a reaction ends where its full stop is, whatever follows.
const SHORT_REACTION = /^(?:(?:just kidding|never ?mind|nice|great|perfect|ok(?:ay)?|cool|thanks?|good|yes|no|nope|yep|sure)|i (?:really )?(?:don'?t |do not )?(?:like|love|hate) (?:that|this|it)(?: (?:one|version|idea))?)[.!]+$/i;
// A lower-case word that opens a statement of its own after a full stop.
const LOWER_CASE_OPENER = /^(?:btw|by the way|also|and also|oh and|ps|pls|please|plz|from now on|going forward|moving forward|in (?:the )?future|always|never|every time|whenever|remember|note that|fyi)\b/;

// Curly quotes and apostrophes, primes, non-breaking and zero-width spaces as plain ASCII, so
// "Don’t" meets the same rules as "Don't".
export function normalizeTypography(text: string): string {
  return text
    .replace(/[\u2018\u2019\u201B\u2032\u02BC\uFF07]/g, "'")
    .replace(/[\u201C\u201D\u201E\u201F\u2033\uFF02]/g, '"')
    .replace(/[\u00A0\u2007\u202F]/g, ' ')
    .replace(/[\u200B-\u200D\uFEFF]/g, '');
}

export function stripMarkers(sentence: string): string {
  let out = sentence.trim().replace(BULLET, '');
  for (let i = 0; i < 3; i++) {
    const next = out.replace(LEADING_MARKERS, '');
    if (next === out) break;
    out = next;
  }
  return withoutBold(out).trim();
}

// Bold is emphasis, not words: "**Stack**: Astro" reads as "Stack: Astro". Only a span that
// opens after a space or quote and closes before one, outside `code`: "f(**a, **b)" and
// `**kwargs` stay as written.
const BOLD = /(?<=^|[\s"'“‘([])\*\*(?=[^\s*])([^*\n`]{1,200}?[^\s*])\*\*(?=$|[\s.,;:!?)"'”’\]-])/g;

function withoutBold(text: string): string {
  if (!text.includes('**')) return text;
  return text
    .split(/(`[^`\n]*`)/)
    .map((part, i) => (i % 2 === 1 ? part : part.replace(BOLD, '$1')))
    .join('');
}

// Whether line[from, to) holds at least `count` words, reading no further than it must.
function atLeastWords(line: string, from: number, to: number, count: number): boolean {
  let words = 0;
  let inWord = false;
  for (let i = from; i < to; i++) {
    const c = line.charCodeAt(i);
    const blank = c === 32 || c === 9;
    if (!blank && !inWord && ++words >= count) return true;
    inWord = !blank;
  }
  return false;
}

// Splits on sentence ends followed by an upper-case start, a quote or a backtick (or, after a
// few words, a lower-case start), keeping abbreviations, versions (22.13) and file names
// (auth.ts) intact.
function splitLine(line: string): string[] {
  const parts: string[] = [];
  let start = 0;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i];
    if (ch !== '.' && ch !== '!' && ch !== '?') continue;
    let j = i + 1;
    while (j < line.length && /[.!?)"'’]/.test(line[j] as string)) j++;
    if (j >= line.length) break;
    if (!/\s/.test(line[j] as string)) continue;
    let k = j;
    while (k < line.length && /\s/.test(line[k] as string)) k++;
    const next = line[k] ?? '';
    // People type in lower case ("run the tests and commit. btw always use …"): a full stop
    // ends a sentence before a lower-case word that opens a new statement (a marker such as
    // "btw", a standing rule's "always", a subject "i", "we"), after a short reaction ("I like
    // that.") before anything. Every test here reads a bounded piece of the line: a long
    // lower-case paragraph must stay linear.
    if (!/[A-Z0-9"'`(“]/.test(next)) {
      const after = line.slice(k, k + 24);
      const reaction = j - start <= 60 && SHORT_REACTION.test(line.slice(start, j).trim());
      if (!reaction && !((LOWER_CASE_OPENER.test(after) || LOWER_CASE_SUBJECT.test(after)) && atLeastWords(line, start, j, 3))) continue;
    }
    const head = line.slice(start, j).trim();
    if (ch === '.' && ABBREVIATIONS.test(head)) continue;
    // "1. Multi-color is correct.": a list number is the item's marker, not a sentence.
    if (LIST_NUMBER.test(head)) continue;
    parts.push(head);
    start = k;
    i = k - 1;
  }
  const tail = line.slice(start).trim();
  if (tail) parts.push(tail);
  return parts;
}

export type SplitOptions = {
  // True for a line the agent wrote earlier in the session (quoted back, not typed).
  echoes?: (line: string) => boolean;
};

type Line = { text: string; pasted: boolean; bullet: boolean };

// A message long enough that a markdown heading in it marks a pasted document (a spec, a
// brief, a README), not the user's own words.
const DOCUMENT_LINES = 15;
const DOCUMENT_CHARS = 1200;
const HEADING = /^\s{0,3}#{1,6}\s+\S/;
// A forum post or article pasted whole: a byline ("by Dana Lee", "Written by …") or chat-style
// emoji headings (":floppy_disk: Recovery Tutorial") mark a document as a markdown heading does.
const BYLINE = /^\s*(?:written |posted |authored )?by [A-Z][\w'.-]*(?: [\w'.-]+){0,4}\s*$/;
const EMOJI_HEADING = /^\s*:[a-z][a-z0-9_+-]*:\s+\S/;
const INDENTED = /^\s{4,}\S/;
// A prompt symbol after a sentence's end on the same line, with a command after it.
const MIDLINE_PROMPT = /(?<=[.?!:]\s{1,4})(?:❯|➜|λ|\$|%)\s+[\w./~-]+\s/;
// ... unless the document is the user's own prompt: it opens asking the agent for help in the
// first person ("I need you to help me migrate my blog …") or calls itself a prompt. Its
// lines are then read as typed (each still checked for pasted output).
const OWN_BRIEF = /\b(?:I (?:need|want|would like|'d like) you to|(?:can|could) you help me|help me (?:to )?(?:build|create|migrate|write|set up|make|design|implement|port|convert|develop))\b/i;
const PROMPT_TITLE = /^\s{0,3}#{1,3}\s+.*\bprompt\b/i;

function ownBrief(text: string): boolean {
  const opening = text.slice(0, 600);
  return OWN_BRIEF.test(opening) || PROMPT_TITLE.test(opening.split('\n').find((l) => l.trim()) ?? '');
}

export function splitStatements(text: string, options: SplitOptions = {}): Segment[] {
  const segments: Segment[] = [];
  const fence = /```[\s\S]*?(```|$)/g;
  const longMessage = (text.length >= DOCUMENT_CHARS || text.split('\n').length >= DOCUMENT_LINES) && !ownBrief(text);
  let document = false;
  // What the previous block's last line announced: a paste ("Here's the log:") makes the next
  // block raw; any other colon ("Rules for this repo:") only introduces what follows.
  let announced = false;
  const raw = (line: string): void => {
    segments.push({ text: line.trim(), raw: true });
  };
  let blocks = 0;
  const pushBlock = (block: string[]): void => {
    blocks++;
    if (document || announced) {
      announced = false;
      for (const line of block) raw(line);
      return;
    }
    // "…keep the screen from scrolling? ❯ uv run deploy.py": a prompt pasted after the typed
    // sentence on the same line starts the paste there.
    block = block.flatMap((text) => {
      const at = /[❯➜λ$%]/.test(text) ? text.search(MIDLINE_PROMPT) : -1;
      return at > 0 ? [text.slice(0, at).trimEnd(), `${' '.repeat(4)}${text.slice(at).trimStart()}`] : [text];
    });
    const lines: Line[] = block.map((text) => {
      const bullet = BULLET.test(text);
      const pasted = looksPasted(text) || (INDENTED.test(text) && !bullet) || (options.echoes?.(text) ?? false);
      return { text, pasted, bullet };
    });
    // A non-pasted line between two pasted ones is part of the paste (a banner's middle line).
    for (let i = 1; i < lines.length - 1; i++) {
      const line = lines[i] as Line;
      if (!line.pasted && (lines[i - 1] as Line).pasted && (lines[i + 1] as Line).pasted) line.pasted = true;
    }
    let pasteFollows = false;
    for (const line of lines) {
      if (longMessage && (HEADING.test(line.text) || BYLINE.test(line.text) || EMOJI_HEADING.test(line.text))) document = true;
      if (document || pasteFollows || line.pasted) {
        raw(line.text);
        continue;
      }
      pasteFollows = announcesPaste(line.text.trim());
      for (const sentence of splitLine(line.text.trim())) segments.push({ text: sentence, raw: false, block: blocks });
    }
    announced = pasteFollows;
  };
  const pushProse = (chunk: string): void => {
    let block: string[] = [];
    for (const line of chunk.split(/\r?\n/)) {
      if (line.trim()) {
        block.push(line);
        continue;
      }
      if (block.length) pushBlock(block);
      block = [];
    }
    if (block.length) pushBlock(block);
  };
  let offset = 0;
  for (const match of text.matchAll(fence)) {
    pushProse(text.slice(offset, match.index));
    segments.push({ text: match[0], raw: true });
    offset = (match.index ?? 0) + match[0].length;
    announced = false;
  }
  pushProse(text.slice(offset));
  return segments;
}
