// What the rules look at. Text is folded to what it renders as before any rule runs, so a
// secret cannot slip past by looking different to a regex than to a reader: compatibility
// forms (full-width, ligatures), invisible characters (zero-width, bidi controls, Unicode tag
// characters) and Latin look-alikes from Cyrillic and Greek inside Latin words ("AKIА…" with
// a Cyrillic А). A second view rejoins a token split by single spaces ("AbC1… dEf2…").

// Invisible or zero-width code points: every default-ignorable code point (soft hyphen,
// combining grapheme joiner, Hangul and Khmer fillers, Mongolian selectors, zero-width and bidi
// controls, word joiners, variation selectors, the tag block U+E0000–E007F), every other format
// character (Arabic letter mark, interlinear annotation marks, musical and shorthand format
// controls), and the listed fillers Unicode leaves out of both.
const INVISIBLE = /[\p{Default_Ignorable_Code_Point}\p{Cf}\u115f\u1160\u17b4\u17b5\u180e\u3164\uffa0\ufff9-\ufffb]/u;
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

// Unicode tag characters U+E0020–E007E spell ASCII invisibly, and a model reading them sees
// the letters ("pa\u{E0073}sword" reads "password" to it, "pasword" to a person). Both readings
// are scanned: the text without them, and the text with each spelled out.
const TAG_LETTER = /[\u{e0020}-\u{e007e}]/u;
const TAG_LETTER_ALL = /[\u{e0020}-\u{e007e}]/gu;

// ASCII text is already what it renders as: it skips normalization and the Unicode tables.
export function prepareText(text: string): string {
  if (!NON_ASCII.test(text)) return text;
  const folded = text.normalize('NFKC');
  const visible = INVISIBLE.test(folded) ? folded.replace(INVISIBLE_ALL, '') : folded;
  if (!TAG_LETTER.test(folded)) return foldLookalikes(visible);
  const spelled = folded.replace(TAG_LETTER_ALL, (c) => String.fromCharCode(c.codePointAt(0)! - 0xe0000)).replace(INVISIBLE_ALL, '');
  return `${foldLookalikes(visible)}\n${foldLookalikes(spelled)}`;
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

// The first piece of a token that names its vendor: the prefix and part of the body, which
// need not hold a digit ("ghp_uxjzPdeIgx", "AKIAZDOCXIS", "sk_live_SQed"). The list is the
// prefixes of the provider rules in secrets.ts whose bodies are long enough to be cut.
const VENDOR_HEAD =
  /^(?:gh[pousr]_|github_pat_|gl(?:pat|dt|ptt|rt|soat|cbt|ft|imt|agent|oas|ffct)-|xox[abposre]-|xapp-|A(?:KIA|SIA|BIA|CCA)|AIza|GOCSPX-|ya29\.|(?:sk|rk)_(?:live|test|prod)_|whsec_|sk-(?:ant-|proj-|svcacct-|admin-)?|gsk_|npm_|pypi-|SG\.|hf_|dop_v1_|glsa_|shpat_|shpss_|xkeysib-|sntr[ysu]_|pplx-|pnu_|rdme_|LTAI|AKCp|ATATT3|EAA[MC]|key-|dp\.(?:st|pt|ct|sa)\.|NRAK-|sq0(?:atp|csp)-|tfp_|fo1_|rubygems_|pul-|PMAK-)[A-Za-z0-9_-]*$/;

function vendorHead(word: string): boolean {
  return word.length >= 4 && word.length <= 60 && VENDOR_HEAD.test(word);
}

function joinable(a: string, b: string): boolean {
  const next = b.replace(TRAILING_PUNCT, '');
  if (vendorHead(a)) return next.length >= 3 && PIECE.test(next);
  if (!randomPiece(next)) return false;
  return prefixPiece(a) || randomPiece(a);
}

// The text with single spaces or single line breaks (indentation allowed) removed between
// pieces that look like parts of one token, or null when nothing was joined. Only the secret
// rules read this view. Cheap test first for two pieces that could join: a digit on both sides
// of the break, a vendor prefix ending in "_"/"-" before one, or a vendor head.
// After a vendor head or prefix the gap may also be a few spaces or tabs, or a string
// concatenation in code ("ghp_ab…" + "Cd1…", Python's "ghp_ab…" "Cd1…"): a head says what
// follows belongs to it. Between two random pieces only one space or one line break joins, so
// an aligned table of hashes stays apart.
// Bounded repeats keep it linear on a long run with no break in it.
const GAP = String.raw`(?:[ \t]{1,4}|[ \t]*\r?\n[ \t]*|["'\x60][ \t]*\+?[ \t]*(?:\r?\n[ \t]*)?["'\x60])`;
const MAYBE_SPLIT = new RegExp(String.raw`\d\S{0,100}(?: |[ \t]*\r?\n[ \t]*)\S{0,100}\d|[_-]${GAP}\S{0,100}\d|(?:gh[pousr]_|github_pat_|AKIA|ASIA|_live_|_test_|_prod_|xox|sk-|AIza|GOCSPX|glpat|npm_|pypi-|hf_|SG\.)\S{0,60}${GAP}\S`);
const BREAK = new RegExp(`(${GAP})`);
const PLAIN_BREAK = /^(?: |[ \t]*\r?\n[ \t]*)$/;
// An opening quote, bracket or "=" glued to the first piece is not part of the token.
const LEADING_PUNCT = /^["'`([{=:]+/;

// A word spelled one character at a time ("P A S S W O R D", "p-a-s-s-w-o-r-d", a token
// "g h p _ a B 1 …"): a model reads the word, so the secret rules read it joined. Six
// characters at least, with three letters among them, so "1 2 3" lists and "U.S.A." stay.
const SPACED_CHARS = /(?<![\p{L}\p{N}_])(?:[\p{L}\p{N}_][ .-]){5,}[\p{L}\p{N}_](?![\p{L}\p{N}_])/gu;
const SPACED_HINT = /(?<![\p{L}\p{N}_])(?:[\p{L}\p{N}_][ .-]){5}[\p{L}\p{N}_]/u;

function joinSpelledOut(text: string): string | null {
  if (!SPACED_HINT.test(text)) return null;
  let joined = false;
  const out = text.replace(SPACED_CHARS, (run) => {
    const letters = run.replace(/[ .-]/g, '');
    if ((letters.match(/\p{L}/gu)?.length ?? 0) < 3) return run;
    joined = true;
    return letters;
  });
  return joined ? out : null;
}

export function joinSplitTokens(input: string): string | null {
  const spelled = joinSpelledOut(input);
  const text = spelled ?? input;
  if (!/[ \t\n"'`]/.test(text) || !MAYBE_SPLIT.test(text)) return spelled;
  // Words at even indexes, the breaks between them at odd ones. `last` is the word the next
  // piece would join: after a join, the token built so far ("ghp_ab Cd1 Ef2…" joins twice).
  const parts = text.split(BREAK);
  let out = parts[0]!;
  let last = (out.split(/\s/).pop() ?? '').replace(LEADING_PUNCT, '');
  let joined = false;
  for (let i = 2; i < parts.length; i += 2) {
    const cur = parts[i]!;
    const word = cur.split(/\s/)[0] ?? '';
    const plain = PLAIN_BREAK.test(parts[i - 1]!);
    if (last && word && (plain || vendorHead(last) || prefixPiece(last)) && joinable(last, word)) {
      out += cur;
      last += word;
      joined = true;
    } else {
      out += parts[i - 1]! + cur;
      last = (cur.split(/\s/).pop() ?? '').replace(LEADING_PUNCT, '');
    }
  }
  return joined ? out : spelled;
}
