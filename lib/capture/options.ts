// The agent's numbered or lettered options, and picks among them. "2", "1.A", "option B" or a
// numbered reply "1. A 2. yes" mean nothing alone; with the agent's previous message they name
// an option, whose own text the decision is drafted from (option-answers.ts). Pure: the user
// turn and the previous assistant text in, choices out.

import { unmark } from './agent-questions.ts';
import { prefilter } from './prefilter.ts';

// The user named an option ("2", "1.A", "yes" to a numbered proposal).
export type OptionChoice = { id: string; text: string; via: 'pick' };

// "2. **Use pnpm** — faster installs", "Option B: Keep SQLite", "### Option 2: …", "(a) …".
const OPTION_LINE =
  /^\s*(?:[-*]\s+)?(?:#{1,4}\s*)?(?:\*\*|__)?\s*(?:option|choice|approach|alternative)?\s*\(?(?:(?:q|question) ?(?=\d))?([0-9]{1,2}|[A-Ha-h])(?:[.):]|\s+[-–—:])(?:\*\*|__)?\s+(.+)$/i;
const OPTION_WORD_LINE = /^\s*(?:[-*]\s+)?(?:#{1,4}\s*)?(?:\*\*|__)?\s*(?:option|choice|approach|alternative)\s+([0-9]{1,2}|[A-Ha-h])\b\s*(?:\*\*|__)?\s*[.):—–-]*\s*(?:\*\*|__)?\s*(.+)$/i;

const MAX_OPTION_LINE = 400;
const QUESTION_HEADING = /^(?:[-*]\s+)?(?:#{1,4}\s*)?(?:\*\*|__)?\s*(?:q|question) ?\d|^#{1,4}\s|\?\s*(?:\*\*|__)?\s*$/i;

// The options the agent offered, keyed "2", "B" or "1.A" (a letter under a numbered item).
export function optionsIn(assistantText: string): Map<string, string> {
  const options = new Map<string, string>();
  // "Option 2: …" and numbered headings ("## 2. Factory functions") win over a numbered list
  // of reasons further down.
  const named = new Map<string, string>();
  const headed = new Map<string, string>();
  let number: string | null = null;
  let numberIndent = -1;
  for (const raw of assistantText.split(/\r?\n/)) {
    // An option is a short line; blanks collapsed so no pattern backtracks over a long run.
    if (raw.length > MAX_OPTION_LINE) continue;
    const indent = raw.search(/\S/);
    const line = raw.replace(/\s+/g, ' ').trim();
    const word = OPTION_WORD_LINE.exec(line);
    const match = word ?? OPTION_LINE.exec(line);
    if (!match) continue;
    const id = (match[1] as string).toUpperCase();
    const text = cleanOption(match[2] as string);
    if (!text) continue;
    if (word && !named.has(id)) named.set(id, text);
    if (!word && /^#{1,4}\s/.test(line) && !headed.has(id)) headed.set(id, text);
    if (/^\d+$/.test(id)) {
      number = id;
      // Under a question's heading ("Question 3: Auth", "### 2. Storage?") the lettered options
      // belong to it even at the same indent.
      numberIndent = QUESTION_HEADING.test(line) ? -1 : indent;
      options.set(id, text);
      continue;
    }
    // A letter indented under a numbered item belongs to it; a letter at the top level stands alone.
    if (number !== null && indent > numberIndent) options.set(`${number}.${id}`, text);
    else {
      number = null;
      options.set(id, text);
    }
  }
  for (const [id, text] of named) options.set(id, text);
  for (const [id, text] of headed) options.set(id, text);
  // "Should we use (a) SQLite or (b) Postgres?": options inside one line, when no list gave them.
  if (options.size === 0) for (const [id, text] of inlineOptions(assistantText)) options.set(id, text);
  return options;
}

const INLINE_OPTION = /\(([a-h]|[1-9])\)\s*([^()?\n]+?)(?=\s*(?:,\s*|;\s*|\s+or\s+|\s*\(|\?|\.\s|$))/gi;

// The last line holding two or more "(a) …" / "(1) …" options in order.
function inlineOptions(assistantText: string): Map<string, string> {
  const lines = assistantText.split(/\r?\n/);
  for (let i = lines.length - 1; i >= 0; i--) {
    if ((lines[i] as string).length > MAX_OPTION_LINE) continue;
    const found = [...(lines[i] as string).replace(/\s+/g, ' ').matchAll(INLINE_OPTION)];
    if (found.length < 2) continue;
    const ids = found.map((m) => (m[1] as string).toUpperCase());
    const first = ids[0] === 'A' || ids[0] === '1';
    if (!first || !ids.every((id, k) => id.charCodeAt(0) === (ids[0] as string).charCodeAt(0) + k)) continue;
    return new Map(found.map((m) => [(m[1] as string).toUpperCase(), cleanOption((m[2] as string).replace(/\s+or$/i, ''))]));
  }
  return new Map();
}

function cleanOption(text: string): string {
  return unmark(text)
    .replace(/\s*\((?:recommended|preferred|default|suggested)\)\s*/gi, ' ')
    .replace(/\s*[-–—:]\s*(?:recommended|preferred)\b.*$/i, '')
    .replace(/\s+(?:because|since)\b.*$/i, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[.:;,]+$/, '');
}

// A pick: "2", "#2", "1.A", "1a", "option B", "go with option 2", "B please".
const PICK =
  /^(?:(?:ok(?:ay)?|yes|yeah|sure|let'?s|lets|i'?ll|we'?ll|i'?d|i\s+(?:choose|pick|prefer|want))[,\s]+)*(?:(?:go|do|pick|choose|take|use|prefer|want|like|with|for)\s+)*(?:(?:option|choice|number|approach|alternative)\s*|#)?([0-9]{1,2}(?:\s*[.)-]?\s*[A-Ha-h](?![a-z]))?|[A-Ha-h](?![a-z]))\s*(?:[.!)]|please|pls|then|it is|sounds good|is fine|looks good|works)*\s*$/i;
// One line of a numbered reply: "1. b", "2) yes", "3: A", "Q4 - B" (option-answers.ts reads
// the same lines as answers to the agent's numbered questions).
// "1. …", "2) …", "3: …", "4 - …", and as some people type them "2- …" or "1a- …" (a sub-option's
// letter after the number, dropped here: the words after it are the answer).
// "Question 3 - B" and "3 question - Option b" too.
export const NUMBERED_ITEM = /^\s*(?:q(?:uestion)? ?)?(\d{1,2})(?:[a-h](?=[-.):]))?(?: question)?\s*(?:[.):-]|\s-|\s–)\s+(.*)$/i;
const YES = /^(?:yes|yep|yeah|y|ok(?:ay)?|sure|agreed|correct|do it|go ahead|sounds good|fine|approved?)\b[.!]?\s*$/i;
const NO = /^(?:no|nope|n|skip|not now|later|don'?t|neither|none)\b/i;

const MAX_PICK_TEXT = 80;
function hasDigit(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 48 && c <= 57) return true;
  }
  return false;
}

// "1a, 2b", "1.A and 2.C", "1A 2B": every token a number with a letter. Read token by token:
// one pattern over the whole reply backtracked exponentially on a long run of picks.
function multiPicks(text: string): string[] | null {
  const compact = text.replace(/\s+/g, ' ').replace(/(\d{1,2}) ?[.)-]? ?([A-Ha-h])(?![a-z])/g, '$1$2').replace(/[.!]$/, '');
  const tokens = compact.split(/ ?(?:[,;/&]|\band\b) ?| /).filter(Boolean);
  if (tokens.length < 2 || !tokens.every((t) => /^\d{1,2}[A-Ha-h]$/.test(t))) return null;
  return tokens;
}

function normalizeId(raw: string): string {
  const compact = raw.replace(/[\s.)-]+/g, '').toUpperCase();
  const m = /^(\d{1,2})([A-H])$/.exec(compact);
  return m ? `${m[1]}.${m[2]}` : compact;
}

// Whether the turn is shaped like an answer to options at all (cheap, no assistant text needed).
export function looksLikeOptionAnswer(userText: string): boolean {
  const text = userText.trim();
  if (text.length === 0 || text.length > 4000) return false;
  // Both read a whole reply made of ids and a few words ("go with option 2", "1a, 2b"): a longer
  // text, or one without a digit or a lone letter, is neither (and their patterns stay
  // uncompiled on a Stop that judges an ordinary request).
  if (text.length <= MAX_PICK_TEXT && PICK.test(text.replace(/\s+/g, ' '))) return true;
  if (hasDigit(text) && multiPicks(text) !== null) return true;
  return text.split(/\r?\n/).filter((l) => NUMBERED_ITEM.test(l)).length >= 2;
}

// The choices the user made, each with the option text they point at. Empty when the turn is
// not an answer or the previous message offered no such option.
export function chosenOptions(userText: string, assistantText: string): OptionChoice[] {
  const text = userText.trim();
  if (!looksLikeOptionAnswer(text)) return [];
  // Numbered steps in a report are not options: the agent must have asked something.
  if (!/\?|\b(option|choose|pick|prefer|recommend|which|would you like|let me know)\b/i.test(assistantText)) return [];
  const options = optionsIn(assistantText);
  if (options.size === 0) return [];
  const pick = (raw: string): OptionChoice | null => {
    const id = normalizeId(raw);
    const found = options.get(id);
    return found ? { id, text: found, via: 'pick' } : null;
  };
  const single = PICK.exec(text.replace(/\s+/g, ' '));
  if (single) {
    const chosen = pick(single[1] as string);
    return chosen ? [chosen] : [];
  }
  const several = multiPicks(text);
  if (several) return several.map((token) => pick(token)).filter((c): c is OptionChoice => c !== null);
  // A numbered reply: item n answers the agent's item n: a letter, or a yes to a proposal, is a
  // pick. Answers in the user's own words are read by option-answers.ts with the questions.
  const choices: OptionChoice[] = [];
  const lines = text.split(/\r?\n/);
  for (const line of lines) {
    const item = NUMBERED_ITEM.exec(line);
    if (!item) continue;
    const number = item[1] as string;
    const answer = unmark(item[2] as string).trim().replace(/^(?:option|choice)\s+(?=[A-Ha-h]\b)/i, '');
    const letter = /^([A-Ha-h])(?:[.),;]|\s*$|\s+[-–—:,]|\s+(?:please|pls|then|with|but|and|plus)\b)/.exec(answer);
    if (letter) {
      const chosen = pick(`${number}${letter[1]}`);
      if (chosen) choices.push(chosen);
      continue;
    }
    const asked = options.get(number);
    if (!asked || NO.test(answer)) continue;
    if (YES.test(answer)) {
      if (!/\?\s*$/.test(asked)) choices.push({ id: number, text: asked, via: 'pick' });
    }
  }
  return choices;
}

// Rule a reply's patterns out by their words before compiling them (prefilter.ts).
prefilter(NUMBERED_ITEM, PICK, YES, QUESTION_HEADING);
