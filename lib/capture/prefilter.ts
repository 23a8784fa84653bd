// A cheap test that rules a pattern out before it runs. V8 compiles a regular expression on
// its first run, and the Stop hook is a fresh process that judges a sentence or two: compiling
// the ~90 capture patterns it reaches was most of its decision time (~7 ms), though most of
// them cannot match a given sentence because it lacks every word they are built from.
//
// requiredLiterals() reads a pattern's source and finds words one of which every match must
// contain ("always", "never", "from now on" for the habit pattern); couldMatch() looks for
// them with String#includes, which compiles nothing. The reading is conservative: anything it
// does not fully understand (large classes, escapes it does not know, Unicode case folding)
// makes it answer "no requirement", so a prefiltered test() gives exactly the pattern's own
// answer. Rule modules opt in with one prefilter(...) line; the rules themselves are untouched.

import { READINGS } from './prefilter-readings.ts';

type Requirement = string[] | null;
// What a part of a pattern matches, as far as it can be read: every string it can match when
// they are few (exact), and words one of which each of its matches contains (required).
type Reading = { exact: string[] | null; required: Requirement };
const UNREAD: Reading = { exact: null, required: null };

// Spelled-out alternatives are multiplied out ("(when|if) I" is "when i" or "if i") up to this
// many strings; past it the words found so far stand as they are.
const MAX_EXACT = 64;

// Unicode case folding lets "K" (Kelvin) match /k/iu and "ſ" match /s/iu, which lower-casing
// the text would miss; global and sticky patterns keep state in lastIndex; /v nests classes.
// None of them is read. (No regular expressions here: this module must cost none to compile.)
function unsupported(flags: string): boolean {
  return flags.includes('g') || flags.includes('y') || flags.includes('v') || (flags.includes('u') && flags.includes('i'));
}

const isDigit = (c: string | undefined): boolean => c !== undefined && c >= '0' && c <= '9';
const isHex = (c: string | undefined): boolean => isDigit(c) || (c !== undefined && ((c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F')));
// Escapes of ASCII punctuation stand for the character itself.
const isPunctuation = (c: string): boolean => c.length === 1 && c > ' ' && c <= '~' && !isHex(c) && !(c >= 'g' && c <= 'z') && !(c >= 'G' && c <= 'Z') && c !== '_';
const CLASS_ESCAPES = 'dDwWsSbBnrtfv0';
const SYNTAX = '\\^$.|?*+()[]{}';
// A character that matches itself: printable ASCII that is not pattern syntax.
const isPlain = (c: string): boolean => c >= ' ' && c <= '~' && !SYNTAX.includes(c);

// Of two requirements that both hold, the one whose shortest word is longest (rarest in
// text), then the one with fewer words. Spaces are not counted: they are in every sentence,
// so " in " is as common as "in" and must not beat "talk" ("respond in spanish" would
// otherwise run for every sentence holding "in").
function stronger(a: Requirement, b: Requirement): Requirement {
  if (a === null) return b;
  if (b === null) return a;
  const shortest = (r: string[]) => Math.min(...r.map((w) => w.trim().length));
  if (shortest(a) !== shortest(b)) return shortest(a) > shortest(b) ? a : b;
  return a.length <= b.length ? a : b;
}

const unique = (words: string[]): string[] => [...new Set(words)];

class Reader {
  at = 0;
  readonly source: string;
  readonly fold: boolean;
  constructor(source: string, fold: boolean) {
    this.source = source;
    this.fold = fold;
  }

  // Just past the next `close`; a pattern that lacks it is not read.
  after(close: string): number {
    const at = this.source.indexOf(close, this.at);
    if (at < 0) throw new Error(`no ${close}`);
    return at + 1;
  }

  // alternative ('|' alternative)*: a match is one branch's match.
  disjunction(): Reading {
    const branches: Reading[] = [this.alternative()];
    while (this.source[this.at] === '|') {
      this.at++;
      branches.push(this.alternative());
    }
    const exact = branches.every((b) => b.exact !== null) ? unique(branches.flatMap((b) => b.exact as string[])) : null;
    const required = branches.every((b) => b.required !== null) ? unique(branches.flatMap((b) => b.required as string[])) : null;
    return { exact: exact && exact.length <= MAX_EXACT ? exact : null, required };
  }

  // term*: each term's requirement holds, and runs of spelled-out terms are multiplied out
  // into the strings the run matches.
  alternative(): Reading {
    let required: Requirement = null;
    let run: string[] = [''];
    let whole = true;
    const endRun = () => {
      if (!run.includes('')) required = stronger(required, run);
      run = [''];
    };
    const s = this.source;
    while (this.at < s.length && s[this.at] !== '|' && s[this.at] !== ')') {
      // A stretch of plain characters in one step; the last is left to atom() when a
      // quantifier follows it ("tests?" is "test" then an optional "s").
      let end = this.at;
      while (end < s.length && isPlain(s[end] as string)) end++;
      if (end < s.length && (s[end] === '?' || s[end] === '*' || s[end] === '+' || s[end] === '{')) end--;
      if (end > this.at) {
        const stretch = this.fold ? s.slice(this.at, end).toLowerCase() : s.slice(this.at, end);
        this.at = end;
        run = run.map((head) => head + stretch);
        continue;
      }
      const atom = this.atom();
      const times = this.quantifier();
      // Spelled out: once, or optional ("colou?r" is "colour" or "color").
      const spelled = atom.exact === null || times === 'many' || times === 'optional-many' ? null : times === 'optional' ? [...atom.exact, ''] : atom.exact;
      if (spelled !== null && run.length * spelled.length <= MAX_EXACT) {
        run = run.flatMap((head) => spelled.map((tail) => head + tail));
        continue;
      }
      whole = false;
      endRun();
      if (spelled !== null) run = spelled;
      else if (times === 'once' || times === 'many') required = stronger(required, atom.required);
    }
    const exact = whole ? run : null;
    endRun();
    return { exact, required };
  }

  // How often the preceding atom occurs: once (no quantifier), at most once (?), at least once
  // (+, {n,…} with n > 0) or any number of times (*, {0,…}).
  quantifier(): 'once' | 'optional' | 'many' | 'optional-many' {
    const c = this.source[this.at];
    let times: 'optional' | 'many' | 'optional-many';
    if (c === '*') times = 'optional-many';
    else if (c === '?') times = 'optional';
    else if (c === '+') times = 'many';
    else if (c === '{') {
      // {n}, {n,} or {n,m}; anything else is no quantifier (and fails as an atom).
      let end = this.at + 1;
      while (isDigit(this.source[end])) end++;
      if (end === this.at + 1) return 'once';
      const count = Number(this.source.slice(this.at + 1, end));
      if (this.source[end] === ',') {
        end++;
        while (isDigit(this.source[end])) end++;
      }
      if (this.source[end] !== '}') return 'once';
      times = count > 0 ? 'many' : 'optional-many';
      this.at = end;
    } else return 'once';
    this.at++;
    if (this.source[this.at] === '?') this.at++;
    return times;
  }

  // A character, a group, a class or an escape.
  atom(): Reading {
    const s = this.source;
    const c = s[this.at] as string;
    if (c === '(') {
      this.at++;
      let lookaround = false;
      if (s.startsWith('?:', this.at)) this.at += 2;
      else if (s.startsWith('?=', this.at) || s.startsWith('?!', this.at)) (this.at += 2), (lookaround = true);
      else if (s.startsWith('?<=', this.at) || s.startsWith('?<!', this.at)) (this.at += 3), (lookaround = true);
      else if (s.startsWith('?<', this.at)) this.at = this.after('>');
      else if (s[this.at] === '?') throw new Error('unknown group');
      const inner = this.disjunction();
      if (s[this.at] !== ')') throw new Error('unclosed group');
      this.at++;
      return lookaround ? UNREAD : inner;
    }
    if (c === '[') {
      const start = ++this.at;
      if (s[this.at] === '^') this.at++;
      // In JavaScript "[]" and "[^]" end at their first "]".
      while (this.at < s.length && s[this.at] !== ']') this.at += s[this.at] === '\\' ? 2 : 1;
      if (s[this.at] !== ']') throw new Error('unclosed class');
      this.at++;
      return this.smallClass(s.slice(start, this.at - 1));
    }
    if (c === '\\') {
      const next = s[this.at + 1] ?? '';
      this.at += 2;
      if (isPunctuation(next)) return { exact: [next], required: [next] };
      // \d \w \s \b \p{…} \u… \x… \k<…> \1 …: nothing spelled out; skip what belongs to it.
      if (next === 'p' || next === 'P') this.at = this.after('}');
      else if (next === 'u' && isHex(s[this.at]) && isHex(s[this.at + 1]) && isHex(s[this.at + 2]) && isHex(s[this.at + 3])) this.at += 4;
      else if (next === 'x' && isHex(s[this.at]) && isHex(s[this.at + 1])) this.at += 2;
      else if (next === 'c') this.at += 1;
      else if (next === 'k') this.at = this.after('>');
      else if (isDigit(next) && next !== '0') while (isDigit(s[this.at])) this.at++;
      else if (next === '' || !CLASS_ESCAPES.includes(next)) throw new Error(`unknown escape \\${next}`);
      return UNREAD;
    }
    // Anchors and the dot match no spelled-out text.
    if (c === '.' || c === '^' || c === '$') {
      this.at++;
      return UNREAD;
    }
    if (c === '*' || c === '+' || c === '?' || c === '{' || c === '}' || c === ']') throw new Error(`bare ${c}`);
    this.at++;
    const char = this.literal(c);
    return char === null ? UNREAD : { exact: [char], required: [char] };
  }

  // A character as it is looked for in the (lower-cased, for /i) text. With /i only ASCII is
  // read: lower-casing the text and the word agree there. Without it, any character but a
  // control one stands for itself (code unit by code unit, as the text is searched).
  literal(c: string): string | null {
    const code = c.charCodeAt(0);
    // Half of a surrogate pair is one character to /u and two to the rest: not read.
    if (code < 0x20 || code === 0x7f || (code >= 0xd800 && code <= 0xdfff)) return null;
    if (!this.fold) return c;
    return code > 0x7e ? null : c.toLowerCase();
  }

  // "[sz]", "[Ff]", "[.)]": a few characters, each standing for itself, are spelled out; ranges,
  // negations, escapes and anything longer are not read.
  smallClass(body: string): Reading {
    if (body.length === 0 || body.length > 8 || body[0] === '^' || body.includes('\\') || body.slice(1, -1).includes('-')) return UNREAD;
    const chars: string[] = [];
    for (const c of body) {
      const char = this.literal(c);
      if (char === null || c.length > 1) return UNREAD;
      chars.push(char);
    }
    const exact = unique(chars);
    return { exact, required: exact };
  }
}

// Words one of which every match of the pattern contains (lower-cased for /i), or null when
// the pattern requires none that can be read off its source.
export function requiredLiterals(pattern: RegExp): string[] | null {
  if (unsupported(pattern.flags)) return null;
  try {
    const reader = new Reader(pattern.source, pattern.flags.includes('i'));
    const found = reader.disjunction().required;
    if (reader.at !== pattern.source.length) return null;
    if (!found || found.length === 0 || found.some((w) => w.length === 0)) return null;
    // A text holding "please use" holds "use": the longer word adds nothing.
    return found.filter((word) => !found.some((other) => other !== word && word.includes(other)));
  } catch {
    return null;
  }
}

// The table scripts/build.mjs fills for the bundles, keyed by readingKey(); from source it is
// empty and each pattern is read on first use. The key is the flags, the source's length and
// a 32-bit FNV-1a of the source, not the source itself: the sources written out a second time
// made the table ~60 kB of the Stop bundle, which every hook process parses (~2 ms). The build
// refuses two patterns with one key (scripts/build.mjs).
export function readingKey(pattern: RegExp): string {
  const source = pattern.source;
  let hash = 0x811c9dc5;
  for (let i = 0; i < source.length; i++) {
    hash ^= source.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return `${pattern.flags}/${source.length}/${hash.toString(36)}`;
}
type PatternReading = { words: readonly string[] | null; fold: boolean; ran: boolean };
const readings = new WeakMap<RegExp, PatternReading>();
// Patterns are tried one after another on the same sentence: lower-case it once.
let lastText = '';
let lastLowered = '';

function readingOf(pattern: RegExp): PatternReading {
  let reading = readings.get(pattern);
  if (!reading) {
    const key = readingKey(pattern);
    reading = { words: READINGS.has(key) ? (READINGS.get(key) as readonly string[] | null) : requiredLiterals(pattern), fold: pattern.flags.includes('i'), ran: false };
    readings.set(pattern, reading);
  }
  return reading;
}

// False only when text holds none of the pattern's words, so the pattern cannot match it.
export function couldMatch(pattern: RegExp, text: string): boolean {
  const reading = readingOf(pattern);
  if (reading.words === null) return true;
  let haystack = text;
  if (reading.fold) {
    if (text !== lastText) {
      lastText = text;
      lastLowered = text.toLowerCase();
    }
    haystack = lastLowered;
  }
  for (const word of reading.words) if (haystack.includes(word)) return true;
  return false;
}

// Whether to run the pattern on text: not when it cannot match and was never compiled. Once
// it has run it is compiled, and its own matcher beats looking for its words (a long-lived
// process, the CLI or the server, then pays nothing for the prefilter).
export function mayMatch(pattern: RegExp, text: string): boolean {
  const reading = readingOf(pattern);
  if (reading.ran) return true;
  if (!couldMatch(pattern, text)) return false;
  reading.ran = true;
  return true;
}

const registered = new Set<RegExp>();

// Every pattern given to prefilter(), for the build to read ahead of time.
export function prefilteredPatterns(): RegExp[] {
  return [...registered];
}

// Gives each pattern its own test() that runs it only when mayMatch() allows, so rule tables
// keep calling PATTERN.test(s) and a pattern the sentence rules out is never compiled. The
// matching itself is done by a copy that has no own properties, so V8 keeps its fast path for
// it (the copy shares the compiled code: V8 caches it by source and flags). exec(), match(),
// replace() and search() are untouched. Global and sticky patterns, whose lastIndex a copy
// would not share, are left as they are.
export function prefilter(...patterns: (RegExp | readonly RegExp[])[]): void {
  for (const pattern of patterns.flat()) {
    registered.add(pattern);
    if (Object.hasOwn(pattern, 'test') || pattern.global || pattern.sticky) continue;
    const matcher = new RegExp(pattern.source, pattern.flags);
    const test = (text: string): boolean => {
      const input = String(text);
      return mayMatch(pattern, input) && matcher.test(input);
    };
    Object.defineProperty(pattern, 'test', { value: test, configurable: true, writable: true });
  }
}
