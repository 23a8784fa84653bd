// Stored, drafted and transcript text is shown to people (the CLI, later the local page)
// and to models (the recall fence). In a terminal, control characters in that text are
// commands, not text: ESC[8m hides what follows (so a review could show a harmless start
// and save a hidden instruction), OSC sets the window title, CSI clears the screen, a bare
// CR overwrites the line. Bidi overrides and invisible format characters reorder or hide
// text in a terminal and in a model's input alike. Everything here is pure and shared:
// people get every such character as a visible escape, models get it removed.

// C0 and C1 controls, DEL, and the line and paragraph separators.
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g;
// Invisible format characters (Unicode category Cf): bidi embeddings, overrides and
// isolates (U+202A-202E, U+2066-2069), marks, zero-width spaces, the BOM, the soft hyphen,
// and the tag characters of U+E0000-E007F that can spell text no one sees. And every other
// default-ignorable code point: the 256 variation selectors (U+FE00-FE0F, U+E0100-E01EF)
// carry a byte each after any visible character (text smuggled behind one emoji), Hangul
// fillers, the combining grapheme joiner. The zero-width joiner is left alone (emoji
// sequences need it), and so is one U+FE0F right after a visible character (an emoji's
// presentation); a second selector in a row is data, not presentation.
const FORMAT = /(?!\u200d)(?!(?<![\p{Cf}\p{Default_Ignorable_Code_Point}])\ufe0f)[\p{Cf}\p{Default_Ignorable_Code_Point}]/gu;
const NEWLINE = /\r\n|\n|\u2028|\u2029/g;

const NAMED: Record<string, string> = { '\r': '\\r', '\t': '\\t', '\n': '\\n' };

function escapeCode(ch: string): string {
  const named = NAMED[ch];
  if (named) return named;
  const code = ch.codePointAt(0)!;
  return code <= 0xff ? `\\x${code.toString(16).padStart(2, '0')}` : `\\u{${code.toString(16)}}`;
}

function escapeInvisible(text: string, keepTabs: boolean): string {
  return text
    .toWellFormed()
    .replace(CONTROL, (ch) => (keepTabs && ch === '\t' ? ch : escapeCode(ch)))
    .replace(FORMAT, escapeCode);
}

// One row of a list: line breaks become "⏎" so an entry cannot spill into the next one or
// draw a fake row; every other control or invisible character becomes an escape like \x1b.
export function visibleLine(text: string): string {
  return escapeInvisible(String(text).replace(NEWLINE, '⏎'), false);
}

// A block of text (a draft's content in a review): line breaks are kept, marked with "⏎"
// and followed by `indent`, so a line of content can never pose as a line of the prompt.
export function visibleBlock(text: string, indent = '  '): string {
  return String(text)
    .split(NEWLINE)
    .map((line) => escapeInvisible(line, true))
    .join(`⏎\n${indent}`);
}

// For a model's input: controls become spaces (a line break among them) and invisible
// format characters are removed, so what the model reads is what a person would see.
export function withoutInvisible(text: string): string {
  return String(text).toWellFormed().replace(CONTROL, ' ').replace(FORMAT, '');
}

// The same for a block whose lines matter (a diff, a question shown to the user): line
// breaks stay as "\n" (CR LF and the Unicode separators become one), tabs stay, every other
// control becomes a space and every invisible format character goes.
export function withoutInvisibleKeepingLines(text: string): string {
  return String(text)
    .toWellFormed()
    .replace(NEWLINE, '\n')
    .replace(CONTROL, (ch) => (ch === '\n' || ch === '\t' ? ch : ' '))
    .replace(FORMAT, '');
}

// JSON for a terminal: JSON.stringify escapes C0 controls but leaves C1 controls, DEL and
// invisible format characters raw. Inside JSON strings (the only place they can occur in
// its output) they become \u escapes, so the text parses to the same value and a terminal
// showing it acts on none of them.
const JSON_INVISIBLE = new RegExp(`[\\u007f-\\u009f\\u2028\\u2029]|${FORMAT.source}`, 'gu');

export function jsonVisible(json: string): string {
  return json.replace(JSON_INVISIBLE, (ch) =>
    Array.from({ length: ch.length }, (_, i) => `\\u${ch.charCodeAt(i).toString(16).padStart(4, '0')}`).join(''),
  );
}
