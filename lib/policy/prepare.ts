// What the rules look at. Text is folded to what it renders as before any rule runs, so a
// secret cannot slip past by looking different to a regex than to a reader: compatibility
// forms (full-width, ligatures), invisible characters (zero-width, bidi controls, Unicode tag
// characters) and Latin look-alikes from Cyrillic and Greek inside Latin words ("AKIА…" with
// a Cyrillic А). A second view rejoins a token split by single spaces ("AbC1… dEf2…").

// Invisible or zero-width code points: soft hyphen, combining grapheme joiner, Hangul and
// Khmer fillers, Mongolian selectors, zero-width and bidi controls, word joiners, variation
// selectors, BOM, and the whole tag block U+E0000–E007F (plus its selector supplement).
const INVISIBLE = /[\u00ad\u034f\u115f\u1160\u17b4\u17b5\u180b-\u180f\u200b-\u200f\u202a-\u202e\u2060-\u206f\u3164\ufe00-\ufe0f\ufeff\uffa0\u{e0000}-\u{e007f}\u{e0100}-\u{e01ef}]/u;
const INVISIBLE_ALL = new RegExp(INVISIBLE.source, 'gu');

// Cyrillic and Greek letters that render like Latin ones.
const LOOKALIKE: Record<string, string> = {
  А: 'A', В: 'B', Е: 'E', К: 'K', М: 'M', Н: 'H', О: 'O', Р: 'P', С: 'C', Т: 'T', Х: 'X', У: 'Y', Ѕ: 'S', І: 'I', Ј: 'J', Ԛ: 'Q', Ԝ: 'W',
  а: 'a', е: 'e', о: 'o', р: 'p', с: 'c', у: 'y', х: 'x', ѕ: 's', і: 'i', ј: 'j', һ: 'h', ԁ: 'd', ԛ: 'q', ԝ: 'w',
  Α: 'A', Β: 'B', Ε: 'E', Ζ: 'Z', Η: 'H', Ι: 'I', Κ: 'K', Μ: 'M', Ν: 'N', Ο: 'O', Ρ: 'P', Τ: 'T', Υ: 'Y', Χ: 'X',
  ο: 'o', ν: 'v', ι: 'i', κ: 'k', ρ: 'p', υ: 'u', α: 'a',
};
const LOOKALIKE_CHAR = new RegExp(`[${Object.keys(LOOKALIKE).join('')}]`);
const SCRIPT_RANGE = /[\u0370-\u03ff\u0400-\u052f]/;
// A word: letters, digits and the joiners tokens are made of.
const WORD = /[\p{L}\p{N}_+/=-]+/gu;
const OTHER_LETTER = /[^\x00-\x7f]/;

// A word made of Latin letters and look-alikes (or of look-alikes alone) is read as Latin;
// a word with genuine Cyrillic or Greek letters stays as written.
function foldLookalikes(text: string): string {
  if (!SCRIPT_RANGE.test(text)) return text;
  return text.replace(WORD, (word) => {
    if (!LOOKALIKE_CHAR.test(word)) return word;
    let folded = '';
    for (const ch of word) folded += LOOKALIKE[ch] ?? ch;
    return OTHER_LETTER.test(folded) ? word : folded;
  });
}

const NON_ASCII = /[^\x00-\x7f]/;

// ASCII text is already what it renders as: it skips normalization and the Unicode tables.
export function prepareText(text: string): string {
  if (!NON_ASCII.test(text)) return text;
  const folded = text.normalize('NFKC');
  const visible = INVISIBLE.test(folded) ? folded.replace(INVISIBLE_ALL, '') : folded;
  return foldLookalikes(visible);
}

const PIECE = /^[A-Za-z0-9_+/=-]+$/;
const TRAILING_PUNCT = /[.,;:!?)\]}'"`]+$/;

function randomPiece(word: string): boolean {
  return word.length >= 6 && PIECE.test(word) && /[0-9]/.test(word) && /[A-Za-z]/.test(word);
}

// "ghp_ AbC…": a short vendor prefix cut off at its separator.
function prefixPiece(word: string): boolean {
  return word.length >= 3 && word.length <= 12 && /^[A-Za-z][A-Za-z0-9]*[_-]$/.test(word);
}

function joinable(a: string, b: string): boolean {
  const next = b.replace(TRAILING_PUNCT, '');
  if (!randomPiece(next)) return false;
  return prefixPiece(a) || randomPiece(a);
}

// The text with single spaces removed between pieces that look like parts of one token, or
// null when nothing was joined. Only the secret rules read this view.
// Cheap test for two space-separated pieces that could join: a digit on both sides of a
// space, or a vendor prefix ending in "_"/"-" before one.
const MAYBE_SPLIT = /\d\S* \S*\d|[_-] \S*\d/;

export function joinSplitTokens(text: string): string | null {
  if (!text.includes(' ') || !MAYBE_SPLIT.test(text)) return null;
  const words = text.split(' ');
  let out = words[0]!;
  let joined = false;
  for (let i = 1; i < words.length; i++) {
    const cur = words[i]!;
    if (joinable(words[i - 1]!, cur)) {
      out += cur;
      joined = true;
    } else {
      out += ' ' + cur;
    }
  }
  return joined ? out : null;
}
