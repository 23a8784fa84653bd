// Scripts that unicode61 cannot cut into words. Chinese, Japanese and Thai are written
// without spaces, so the index's tokenizer sees a whole clause as one "word" and the query
// 日本語 never matches 日本語のメモ; Korean glues particles to words; Indic scripts, Thai
// and others carry vowel signs and tone marks, which unicode61 treats as separators; emoji
// are not tokens at all. Text in these scripts is therefore also indexed as a sequence of
// units (a character with the marks that follow it), one token per unit, in the index's
// third column; a query's runs of such text become bigram phrases over those tokens (a
// single unit stays a unigram), which find any text holding the same character pairs.
//
// unicode61 would split the units themselves at their marks, so each unit is written as an
// opaque ASCII token: "q" and each code point in seven decimal digits. Porter leaves such a
// token alone (it ends in a digit) and so does the `stemmer` package that scoring mirrors it
// with. A boundary token between runs keeps a phrase from spanning two runs.
//
// This file is the index's definition for these scripts: the insert, the delete (which must
// repeat the insert's tokens exactly) and the scan path all call it. Changing what it
// produces means changing FTS_LAYOUT in store/fts.ts, so that stores are re-indexed.
import { letterRuns } from './letter-runs.ts';

const SCRIPTS = [
  'Han', 'Hiragana', 'Katakana', 'Hangul', 'Bopomofo', 'Yi', 'Thai', 'Lao', 'Khmer', 'Myanmar', 'Tibetan',
  'Devanagari', 'Bengali', 'Gurmukhi', 'Gujarati', 'Oriya', 'Tamil', 'Telugu', 'Kannada', 'Malayalam', 'Sinhala',
];
// Letters and digits of those scripts (their punctuation, such as 。 and 、, separates as
// elsewhere), or an emoji.
const BASE = `(?:(?=[\\p{L}\\p{N}])[${SCRIPTS.map((s) => `\\p{scx=${s}}`).join('')}]|\\p{Extended_Pictographic})`;
// A unit: a base character and the combining marks after it.
const UNIT = `${BASE}\\p{M}*`;
// Compiling these Unicode tables costs milliseconds, which hooks that never meet such text
// (and every process whose text is ASCII) should not pay: built on first need.
let compiled: { run: RegExp; unit: RegExp; any: RegExp; starts: RegExp; runs: RegExp; split: RegExp } | null = null;
const rx = () =>
  (compiled ??= {
    run: new RegExp(`(?:${UNIT})+`, 'gu'),
    unit: new RegExp(UNIT, 'gu'),
    any: new RegExp(BASE, 'u'),
    starts: new RegExp(`^${BASE}`, 'u'),
    runs: new RegExp(`${BASE}+`, 'gu'),
    split: new RegExp(`${BASE}+`, 'u'),
  });
const NON_ASCII = /[^\x00-\x7f]/;

// Whether a text holds any such character (a fast gate: most memories hold none).
export function hasGramText(text: string): boolean {
  return NON_ASCII.test(text) && rx().any.test(text);
}

// The text with its runs in these scripts blanked out (they become gram terms instead).
export function withoutGramRuns(text: string): string {
  return hasGramText(text) ? text.replace(rx().runs, ' ') : text;
}
// Variation selectors and skin-tone modifiers only restyle an emoji.
const RESTYLE = /[\u{fe00}-\u{fe0f}\u{1f3fb}-\u{1f3ff}]/gu;

export const BOUNDARY_TOKEN = 'q0000000';

function prepare(text: string): string {
  return text.normalize('NFKC').replace(RESTYLE, '');
}

export function unitToken(unit: string): string {
  let out = 'q';
  for (const ch of unit) out += String(ch.codePointAt(0)).padStart(7, '0');
  return out;
}

// The runs of a text, each a list of units, in order.
export function gramRuns(text: string): string[][] {
  if (!hasGramText(text)) return [];
  const runs: string[][] = [];
  for (const match of prepare(text).matchAll(rx().run)) runs.push(match[0].match(rx().unit) ?? []);
  return runs;
}

// unicode61 cuts text at spaces and punctuation only, so a word written against such a run
// ("Dockerのイメージ", "3月") is part of one long token there. Those words are added to the
// grams column as well, so that "docker" still finds the memory.
function gluedWords(text: string): string[] {
  if (!hasGramText(text)) return [];
  const out: string[] = [];
  for (const match of text.matchAll(letterRuns())) {
    if (!hasGramText(match[0])) continue;
    for (const piece of match[0].split(rx().split)) if (piece) out.push(piece);
  }
  return out;
}

// The index's third column for a memory, as tokens: the units of its content's runs, then
// of its tags' runs, with a boundary token between runs; then, after one more boundary,
// the words glued to those runs. Empty for text without such scripts.
export type GramTokens = { units: string[]; words: string[]; length: number };

export function gramTokensOf(content: string, tagsText: string): GramTokens {
  const runs = [...gramRuns(content), ...gramRuns(tagsText)];
  const units: string[] = [];
  runs.forEach((run, i) => {
    if (i > 0) units.push(BOUNDARY_TOKEN);
    for (const unit of run) units.push(unitToken(unit));
  });
  const words = [...gluedWords(content), ...gluedWords(tagsText)];
  return { units, words, length: units.length + (words.length ? words.length + 1 : 0) };
}

export function gramColumn(content: string, tagsText: string): string {
  const { units, words } = gramTokensOf(content, tagsText);
  return (words.length ? [...units, BOUNDARY_TOKEN, ...words] : units).join(' ');
}

// A query's terms in these scripts: each run's adjacent unit pairs, or the unit itself for
// a run of one. The terms are plain strings of units ("日本"), split again by gramUnits.
export function queryGrams(text: string): string[] {
  const out: string[] = [];
  for (const run of gramRuns(text)) {
    if (run.length === 1) out.push(run[0]);
    else for (let i = 0; i + 1 < run.length; i++) out.push(run[i] + run[i + 1]);
  }
  return out;
}

export function isGramTerm(term: string): boolean {
  return NON_ASCII.test(term) && rx().starts.test(term);
}

export function gramUnits(term: string): string[] {
  return term.match(rx().unit) ?? [];
}

// The FTS5 phrase that matches a gram term: its unit tokens, adjacent.
export function gramPhrase(term: string): string {
  return `"${gramUnits(term).map(unitToken).join(' ')}"`;
}

// How often a gram term's tokens occur in a row of tokens, at any start position (FTS5
// counts a phrase's instances the same way).
export function countPhrase(tokens: readonly string[], phrase: readonly string[]): number {
  if (phrase.length === 0) return 0;
  let n = 0;
  for (let i = 0; i + phrase.length <= tokens.length; i++) {
    let k = 0;
    while (k < phrase.length && tokens[i + k] === phrase[k]) k++;
    if (k === phrase.length) n++;
  }
  return n;
}
