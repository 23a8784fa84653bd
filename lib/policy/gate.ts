// Exact prefilters for pattern rules, derived from the regexes themselves so no table has to
// be annotated by hand (and none can drift from its pattern). Most statements are prose:
// short words and few digits. A rule whose match cannot contain a space and is at least 20
// characters long can only fire on a text holding a run of 20 non-space characters; a rule
// needing nine digits only on a text with nine digits. Both facts are read once per text, so
// the hundred provider rules cost one pass over prose instead of a hundred regex scans.
//
// The analysis reads the regex source (the subset the tables use: literals, escapes, classes,
// groups, lookarounds, alternation, quantifiers, back references) and is conservative: any
// construct it does not know makes the rule ungated, never wrongly skipped.

// The characters that end a run (ASCII whitespace: space and \t \n \v \f \r). A pattern
// that could consume one of them is never gated by run length.
const BREAKS = [' ', '\t', '\n', '\r', '\v', '\f'];

export type Gate = { minRun: number; minDigits: number };

const NONE: Gate = { minRun: 0, minDigits: 0 };

type Node = { min: number; digits: number; ws: boolean };

// Thrown (without a stack: this runs on hook start-up) at a construct the reader does not know.
const UNKNOWN = Symbol('unknown construct');
const QUANTIFIER = /\{(\d+)(?:,(\d*))?\}/y;
const LOOKAROUND = /\?<?[=!]/y;

function parse(source: string): Node {
  let i = 0;

  function alternation(): Node {
    let best = sequence();
    while (source[i] === '|') {
      i++;
      const next = sequence();
      best = { min: Math.min(best.min, next.min), digits: Math.min(best.digits, next.digits), ws: best.ws || next.ws };
    }
    return best;
  }

  function sequence(): Node {
    const out: Node = { min: 0, digits: 0, ws: false };
    while (i < source.length && source[i] !== '|' && source[i] !== ')') {
      const a = quantified(atom());
      out.min += a.min;
      out.digits += a.digits;
      out.ws ||= a.ws;
    }
    return out;
  }

  function quantified(a: Node): Node {
    const c = source[i];
    let lo = 1;
    if (c === '*' || c === '?') { lo = 0; i++; }
    else if (c === '+') { lo = 1; i++; }
    else if (c === '{') {
      QUANTIFIER.lastIndex = i;
      const m = QUANTIFIER.exec(source);
      if (!m) throw UNKNOWN;
      lo = Number(m[1]);
      i += m[0].length;
    } else return a;
    if (source[i] === '?') i++;
    return { min: a.min * lo, digits: a.digits * lo, ws: a.ws };
  }

  function atom(): Node {
    const c = source[i]!;
    if (c === '(') {
      i++;
      let look = false;
      if (source.startsWith('?:', i)) i += 2;
      else if ((LOOKAROUND.lastIndex = i, LOOKAROUND.test(source))) { look = true; i += source[i + 1] === '<' ? 3 : 2; }
      else if (source.startsWith('?<', i)) i = source.indexOf('>', i) + 1;
      else if (source[i] === '?') throw UNKNOWN;
      const inner = alternation();
      if (source[i] !== ')') throw UNKNOWN;
      i++;
      // A lookaround consumes nothing: it adds no length, digits or spaces to the match.
      return look ? { min: 0, digits: 0, ws: false } : inner;
    }
    if (c === '[') return charClass();
    if (c === '\\') return escape();
    i++;
    if (c === '^' || c === '$') return { min: 0, digits: 0, ws: false };
    if (c === '.') return { min: 1, digits: 0, ws: true };
    if ('*+?{}'.includes(c)) throw UNKNOWN;
    return { min: 1, digits: /[0-9]/.test(c) ? 1 : 0, ws: BREAKS.includes(c) };
  }

  function escape(): Node {
    const c = source[i + 1];
    if (c === undefined) throw UNKNOWN;
    i += 2;
    if (c === 'b' || c === 'B') return { min: 0, digits: 0, ws: false };
    if (c === 'd') return { min: 1, digits: 1, ws: false };
    if (c === 'w' || c === 'S') return { min: 1, digits: 0, ws: false };
    if (c === 's' || c === 'W' || c === 'D') return { min: 1, digits: 0, ws: true };
    // A back reference repeats a group: it may be empty, and may hold what the group held.
    if (/[1-9]/.test(c)) return { min: 0, digits: 0, ws: true };
    if (c === 'p' || c === 'P' || c === 'u' || c === 'x' || c === 'c' || c === 'k') throw UNKNOWN;
    if ('tnrvf'.includes(c)) return { min: 1, digits: 0, ws: true };
    if (/[0A-Za-z]/.test(c)) throw UNKNOWN;
    return { min: 1, digits: 0, ws: BREAKS.includes(c) };
  }

  function charClass(): Node {
    i++;
    const negated = source[i] === '^';
    if (negated) i++;
    let ws = false;
    let spaceClass = false;
    let digitsOnly = true;
    // One member: a character's code, or -1 for a class escape (\d, \w, \s, …).
    const member = (): number => {
      const c = source[i]!;
      if (c !== '\\') {
        i++;
        return c.charCodeAt(0);
      }
      const e = source[i + 1];
      i += 2;
      if (e === undefined) throw UNKNOWN;
      if (e === 'd') return -1;
      if (e === 'w' || e === 'S') { digitsOnly = false; return -1; }
      if (e === 's') { spaceClass = true; ws = true; digitsOnly = false; return -1; }
      if (e === 'W' || e === 'D') { ws = true; digitsOnly = false; return -1; }
      const control = 'tnrvf'.indexOf(e);
      if (control >= 0) return [9, 10, 13, 11, 12][control]!;
      if (e === 'b') return 8;
      if (/[A-Za-z0-9]/.test(e)) throw UNKNOWN;
      return e.charCodeAt(0);
    };
    while (i < source.length && source[i] !== ']') {
      const lo = member();
      let hi = lo;
      if (source[i] === '-' && source[i + 1] !== ']' && i + 1 < source.length) {
        i++;
        hi = member();
        if (lo < 0 || hi < 0) throw UNKNOWN;
      }
      if (lo < 0) continue;
      if (!(lo >= 48 && hi <= 57)) digitsOnly = false;
      if ((lo <= 32 && hi >= 32) || (lo <= 13 && hi >= 9)) ws = true;
    }
    if (source[i] !== ']') throw UNKNOWN;
    i++;
    // A negated class takes a break character unless it lists \s (the tables' [^\s"'…]).
    if (negated) return { min: 1, digits: 0, ws: !spaceClass };
    return { min: 1, digits: digitsOnly ? 1 : 0, ws };
  }

  const node = alternation();
  if (i !== source.length) throw UNKNOWN;
  return node;
}

const known = new WeakMap<RegExp, Gate>();

// What a text must hold for the pattern to match anywhere in it.
export function gateOf(pattern: RegExp): Gate {
  let gate = known.get(pattern);
  if (gate) return gate;
  try {
    if (pattern.flags.includes('u') || pattern.flags.includes('v') || pattern.flags.includes('s') || pattern.flags.includes('x')) gate = NONE;
    else {
      const node = parse(pattern.source);
      gate = { minRun: node.ws ? 0 : node.min, minDigits: node.digits };
    }
  } catch (error) {
    if (error !== UNKNOWN) throw error;
    gate = NONE;
  }
  known.set(pattern, gate);
  return gate;
}

export type TextFacts = { longestRun: number; digits: number };

let lastText: string | null = null;
let lastFacts: TextFacts = { longestRun: 0, digits: 0 };

function isBreak(c: number): boolean {
  return c === 32 || (c >= 9 && c <= 13);
}

// The longest run between break characters and the number of ASCII digits, remembered for
// the last text so every rule of a scan shares one pass.
export function factsOf(text: string): TextFacts {
  if (text === lastText) return lastFacts;
  let longest = 0;
  let run = 0;
  let digits = 0;
  for (let k = 0; k < text.length; k++) {
    const c = text.charCodeAt(k);
    if (isBreak(c)) {
      if (run > longest) longest = run;
      run = 0;
      continue;
    }
    run++;
    if (c >= 48 && c <= 57) digits++;
  }
  if (run > longest) longest = run;
  lastText = text;
  lastFacts = { longestRun: longest, digits };
  return lastFacts;
}

export function mayMatch(gate: Gate, text: string): boolean {
  if (gate.minRun === 0 && gate.minDigits === 0) return true;
  const facts = factsOf(text);
  return facts.longestRun >= gate.minRun && facts.digits >= gate.minDigits;
}
