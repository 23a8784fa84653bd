// Splitting an agent's Markdown memory file (CLAUDE.md, AGENTS.md, Claude Code's memory
// folder, Codex's memories) into self-contained statements a person can accept or reject one
// at a time. Pure: text in, statements out.
//
// - The user's words are kept as written: headings are never statements and never glued
//   onto one (a prefix would change the text, and write-back would carry it into the file);
//   the heading travels beside the statement (`heading`) for the reviewer to see.
// - A list item ending in ':' introduces its children, which carry it as a prefix.
// - A code fence is never dumped. A short one right after a line ending in ':' completes that
//   line: one command in any language ("Run the tests: `npm test`"), or up to three shell
//   commands ("Install: `pnpm install`, `pnpm build`"); any other fence is skipped, and an intro
//   left without its block is dropped (a first command alone would pass half a recipe on).
// - A list item that is only a command under a paragraph ending in ':' carries that intro
//   ("Run the linters: `ruff check .`"); other items keep their own words (a bare phrase under
//   "Common use cases:" stays a fragment).
// - "Label: `command`" stands however short it is: it answers "how do I run …".
// - A two-column table becomes "left: right" rows; wider tables are skipped.
// - Prose becomes its sentences; a sentence too short to stand alone ("Build with
//   `pnpm build`.") stays joined to its neighbour rather than being lost.
// - What is left out (a fragment, a sentence too long to review) is counted, never silently.

// `section`: whether `heading` is a section's (level 2 and below) rather than the file's title.
export type Statement = { text: string; line: number; heading: string | null; section: boolean };
export type LeftOut = { line: number; why: 'fragment' | 'too_long' };

const MIN_WORDS = 4;
const MIN_CHARS = 20;
const MAX_CHARS = 400;
const FENCE_INLINE_MAX = 120;
// A block of commands short enough to review as one statement.
const FENCE_LINES_MAX = 3;
const FENCE_BLOCK_MAX = 200;
// Fence languages whose lines are commands, each a step of its own ('' = none given).
const SHELL_FENCE = /^(|sh|bash|zsh|fish|shell|console|terminal|shellsession|powershell|pwsh|ps1|cmd|bat)$/i;

type Heading = { level: number; text: string };

// Code spans are kept as written: what looks like a tag or emphasis inside one is part of a
// command or a name (`pnpm test packages/<package>/`, `__init__.py`).
export function cleanInline(text: string): string {
  const spans: string[] = [];
  const masked = text.replace(/(`+)(?!`)[\s\S]*?[^`]\1(?!`)/g, (m) => `\u0000${spans.push(m) - 1}\u0000`);
  return masked
    .replace(/<!--.*?-->/g, ' ')
    .replace(/!\[[^\]]*\]\([^)]*\)/g, ' ')
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]+)\]\[[^\]]*\]/g, '$1')
    .replace(/<\/?[a-zA-Z][^>]*>/g, ' ')
    .replace(/(\*\*|__)(?=\S)(.+?)(?<=\S)\1/g, '$2')
    .replace(/(^|[\s(])[*_](?=\S)([^*_]+?)(?<=\S)[*_](?=[\s).,;:!?]|$)/g, '$1$2')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/\u0000(\d+)\u0000/g, (_, n) => spans[Number(n)].replace(/\s+/g, ' '));
}

// The mechanical junk rule (bench/host-import.mjs counts by it too): a statement is junk
// when it is a heading, a fragment of fewer than four words or twenty characters, ends in
// ':' (an intro without its list), or is nothing but a code span, a link or punctuation;
// a labelled command is never junk, however short.
export function isJunk(text: string): boolean {
  const t = text.trim();
  if (isLabelledCommand(t)) return false;
  if (t.length < MIN_CHARS) return true;
  if (/^#{1,6}\s/.test(t)) return true;
  if (/:\s*$/.test(t)) return true;
  const words = t.replace(/`[^`]*`/g, ' code ').split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w));
  if (words.length < MIN_WORDS) return true;
  if (/^`[^`]*`[.!]?$/.test(t)) return true;
  if (/^(https?:\/\/\S+|[\W_]+)$/u.test(t)) return true;
  return false;
}

// "Common tests: `uv run tox -e py3.14-common`", "`pnpm dev`: starts the dev server": a label of
// words beside a command of its own. Not an empty label (": `x`"), not a code span alone.
export function isLabelledCommand(text: string): boolean {
  const labelFirst = /^([^`:]{1,60}):\s+[^`]{0,30}?`([^`]+)`/.exec(text);
  const codeFirst = /^`([^`]+)`:\s+([^`:]{1,80}?)[.!]?$/.exec(text);
  const [label, code] = labelFirst ? [labelFirst[1], labelFirst[2]] : codeFirst ? [codeFirst[2], codeFirst[1]] : ['', ''];
  if (!/\p{L}{2}/u.test(label) || /^#/.test(label.trim()) || /^https?$/i.test(label.trim())) return false;
  return code.trim().length >= 2 && /[\p{L}\p{N}]/u.test(code);
}

function headingContext(stack: Heading[]): string | null {
  return nearestHeading(stack)?.text ?? null;
}

// The nearest heading below the title: an H1 is usually the file's or project's name.
function nearestHeading(stack: Heading[]): Heading | null {
  for (let i = stack.length - 1; i >= 0; i--) if (stack[i].level >= 2 || stack.length === 1) return stack[i];
  return null;
}

// Sentence ends: '.', '!' or '?' then a space and a capital, digit, quote or code span.
// Code spans are masked first so a file name or version inside them never ends a sentence.
function sentences(paragraph: string): string[] {
  const spans: string[] = [];
  const masked = paragraph.replace(/`[^`]*`/g, (m) => `\u0000${spans.push(m) - 1}\u0000`);
  const parts = masked.split(/(?<=[.!?])\s+(?=[A-Z"'(\u0000\d])/);
  const out: string[] = [];
  let current = '';
  for (const part of parts) {
    current = current ? `${current} ${part}` : part;
    // Not after "e.g.", "i.e.", "etc." or "vs."
    if (/\b(e\.g|i\.e|etc|vs|cf)\.$/i.test(current)) continue;
    out.push(current);
    current = '';
  }
  if (current) out.push(current);
  return out.map((t) => t.replace(/\u0000(\d+)\u0000/g, (_, n) => spans[Number(n)]).trim());
}

// Whether a fenced block's command lines can complete the intro before it: one short line in
// any language, or a few short shell lines (in other languages, several lines are code to read,
// not steps to run).
function completesIntro(command: string[], language: string): boolean {
  if (!command.length || command.some((c) => c.length > FENCE_INLINE_MAX || c.includes('`'))) return false;
  if (command.length === 1) return true;
  return command.length <= FENCE_LINES_MAX && SHELL_FENCE.test(language) && command.join(', ').length <= FENCE_BLOCK_MAX && command.every(looksLikeCommand);
}

// A shell step: a program or path first ("pnpm", "./x.sh", "$HOME/bin/y", "FOO=1 make"), not a
// line of prose, a message or code ("BREAKING CHANGE: …", "fn main() {").
function looksLikeCommand(line: string): boolean {
  return /^[a-z.~\/_$][\w.~\/@+=-]*(\s|$)/.test(line) && !/[{(,;]$/.test(line);
}

// `leftOut`, when given, receives each piece of text that was not made a statement.
export function splitStatements(markdown: string, leftOut?: LeftOut[]): Statement[] {
  const lines = markdown.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n').split('\n');
  const out: Statement[] = [];
  const stack: Heading[] = [];
  let i = 0;
  // Front matter is metadata, not memory.
  if (lines[0]?.trim() === '---') {
    const end = lines.indexOf('---', 1);
    if (end > 0 && end < 60) i = end + 1;
  }
  // `ended`: a blank line closed it, but it ends in ':' and waits for the block it introduces.
  let paragraph: { text: string; line: number; ended?: boolean } | null = null;
  // List items still open: indentation, text, whether it introduces children.
  let items: Array<{ indent: number; text: string; line: number }> = [];
  let inComment = false;
  // The paragraph sentence ending in ':' right before the open list, for items that cannot
  // stand alone ("Run the linters:" then "- `ruff check .`").
  let listIntro: string | null = null;

  const emit = (text: string, line: number, raw = false) => {
    // A table of contents repeats the headings; it says nothing itself.
    if (/^(table of )?contents$|^toc$|^index$/i.test(headingContext(stack) ?? '')) return;
    const clean = raw ? text : cleanInline(text);
    if (!clean) return;
    if (clean.length > MAX_CHARS) return void leftOut?.push({ line, why: 'too_long' });
    if (isJunk(clean)) return void leftOut?.push({ line, why: 'fragment' });
    const heading = nearestHeading(stack);
    out.push({ text: clean, line, heading: heading?.text ?? null, section: (heading?.level ?? 0) >= 2 });
  };
  const flushParagraph = () => {
    if (!paragraph) return;
    // A closing intro ("This runs:") without the block it introduces is dropped; the
    // sentences before it still stand.
    const own = sentences(cleanInline(paragraph.text));
    if (own.length && own[own.length - 1].endsWith(':')) own.pop();
    // A fragment joins the sentence after it (or, last in the paragraph, the one before).
    const joined: string[] = [];
    let carry = '';
    for (const sentence of own) {
      const t = carry ? `${carry} ${sentence}` : sentence;
      if (isJunk(t) && !/:\s*$/.test(t)) carry = t;
      else {
        joined.push(t);
        carry = '';
      }
    }
    if (carry && joined.length) joined[joined.length - 1] = `${joined[joined.length - 1]} ${carry}`;
    else if (carry) joined.push(carry);
    for (const sentence of joined) emit(sentence, paragraph.line, true);
    paragraph = null;
  };
  const closeItems = (indent: number) => {
    while (items.length && items[items.length - 1].indent >= indent) {
      const item = items.pop()!;
      if (!cleanInline(item.text).endsWith(':')) emitItem(item);
    }
  };
  const emitItem = (item: { text: string; line: number }) => {
    const parents = items.map((p) => cleanInline(p.text)).filter((p) => p.endsWith(':'));
    const text = cleanInline(item.text);
    const own = parents.length ? `${parents.join(' ')} ${text}` : text;
    emit(listIntro && /^`[^`]+`[.;,]?$/.test(own) ? `${listIntro} ${own.replace(/[.;,]$/, '')}` : own, item.line, true);
  };
  const closeList = () => {
    closeItems(-1);
    listIntro = null;
  };
  const flushAll = () => {
    flushParagraph();
    closeList();
  };
  // The last open text, when it ends in ':' and a one-line fence can complete it.
  const openIntro = (): { set(text: string): void; text: string } | null => {
    if (items.length) {
      const last = items[items.length - 1];
      return { text: last.text, set: (t) => { last.text = t; } };
    }
    if (paragraph) {
      const p = paragraph;
      return { text: p.text, set: (t) => { p.text = t; } };
    }
    return null;
  };

  for (; i < lines.length; i++) {
    const line = lines[i];
    const trimmed = line.trim();
    if (inComment) {
      if (trimmed.includes('-->')) inComment = false;
      continue;
    }
    if (trimmed.startsWith('<!--') && !trimmed.includes('-->')) {
      inComment = true;
      continue;
    }
    const fence = /^(\s*)(`{3,}|~{3,})/.exec(line);
    if (fence) {
      const marker = fence[2];
      const body: string[] = [];
      let j = i + 1;
      while (j < lines.length && !lines[j].trim().startsWith(marker)) body.push(lines[j++]);
      i = j;
      // A shell comment after the command ("pnpm type-check   # from the root") is not it.
      const command = body.map((b) => b.trim().replace(/\s+#\s.*$/, '').replace(/^\$\s+/, '')).filter((b) => b && !b.startsWith('#'));
      const language = line.slice(fence[0].length).trim().split(/\s/)[0].replace(/^\{?\.?/, '').replace(/\}$/, '');
      const intro = openIntro();
      if (intro && cleanInline(intro.text).endsWith(':') && completesIntro(command, language)) {
        intro.set(`${intro.text.replace(/:\s*$/, '')}: ${command.map((c) => `\`${c}\``).join(', ')}`);
        if (!items.length) flushParagraph();
      } else if (!items.length) flushParagraph(); // a block not carried: the text before it stands
      continue;
    }
    const heading = /^(#{1,6})\s+(.*?)\s*#*\s*$/.exec(trimmed);
    if (heading) {
      flushAll();
      const level = heading[1].length;
      while (stack.length && stack[stack.length - 1].level >= level) stack.pop();
      stack.push({ level, text: cleanInline(heading[2]) });
      continue;
    }
    if (!trimmed) {
      // An intro ("To run one test file:") stays open across blank lines for the code block
      // that usually follows it; any other line closes it.
      if (paragraph && !items.length && cleanInline(paragraph.text).endsWith(':')) paragraph.ended = true;
      else flushParagraph();
      continue;
    }
    if (/^([-*_])\s*(\1\s*){2,}$/.test(trimmed)) {
      flushAll();
      continue;
    }
    if (trimmed.startsWith('|')) {
      flushAll();
      const rows: string[][] = [];
      let j = i;
      while (j < lines.length && lines[j].trim().startsWith('|')) {
        const cells = lines[j].trim().replace(/^\||\|$/g, '').split('|').map((c) => cleanInline(c));
        if (!cells.every((c) => /^:?-{2,}:?$/.test(c) || c === '')) rows.push(cells);
        j++;
      }
      i = j - 1;
      if (rows.length > 1 && rows[0].length === 2) {
        for (const [left, right] of rows.slice(1)) if (left && right) emit(`${left}: ${right}`, i + 1, true);
      }
      continue;
    }
    const item = /^(\s*)(?:[-*+]|\d{1,3}[.)])\s+(?:\[[ xX]\]\s+)?(.*)$/.exec(line);
    if (item) {
      if (paragraph) {
        const last = sentences(cleanInline(paragraph.text)).pop() ?? '';
        listIntro = last.endsWith(':') && /\p{L}{2}/u.test(last) ? last : null;
      } else if (!items.length) listIntro = null;
      flushParagraph();
      const indent = item[1].replace(/\t/g, '    ').length;
      closeItems(indent);
      items.push({ indent, text: item[2], line: i + 1 });
      continue;
    }
    const quote = /^>\s?(.*)$/.exec(trimmed);
    const text = quote ? quote[1] : trimmed;
    if (items.length && /^\s+/.test(line)) {
      // A continuation line of the open item.
      items[items.length - 1].text += ` ${text}`;
      continue;
    }
    if (items.length) closeList();
    if (paragraph?.ended) flushParagraph();
    if (paragraph) paragraph.text += ` ${text}`;
    else paragraph = { text, line: i + 1 };
  }
  flushAll();
  return out;
}

const IMPERATIVE = /^(?:[\w .()/-]{1,40}:\s+)?(always|never|don'?t|do not|use|run|prefer|avoid|make sure|ensure|keep|add|write|follow|put|place|call|check|update|create|remove|delete|read|test|name|import|export|commit|push|format|lint|build|install|set|return|handle|log|document|mark|wrap|pass|treat|ask|include|exclude|limit|stop|start|before|after|when|if|only|must|should|please)\b/i;

// A guess a reviewer can change: rules and commands are instructions, stated likes are
// preferences, stated choices are decisions, the rest facts (notes in a user's own file).
export function guessKind(text: string, userFile: boolean): 'instruction' | 'preference' | 'project_decision' | 'fact' | 'note' {
  if (/\b(i|we|the user)\s+(prefer|like|want|dislike|hate)s?\b/i.test(text) || /^prefer\b/i.test(text)) return 'preference';
  if (IMPERATIVE.test(text) || /\b(must|should|never|always|do not|don'?t)\b/i.test(text)) return 'instruction';
  if (!userFile && /\b(we (decided|chose|use|went with|switched)|decided to|was chosen|instead of)\b/i.test(text)) return 'project_decision';
  return userFile ? 'note' : 'fact';
}
