// The managed block Nuzo writes into a project's AGENTS.md / CLAUDE.md: the project's active
// instructions and decisions between two marker comments. The begin marker carries a hash of
// the body as written, so a later run can tell the user's hand edits from its own text. Pure.
import { createHash } from 'node:crypto';
import { BEGIN, END } from './markers.ts';

export { BEGIN, END };

export type BlockItem = { id: string; kind: string; content: string };

const SECTIONS: Array<{ title: string; kinds: string[] }> = [
  { title: 'Instructions', kinds: ['instruction'] },
  { title: 'Decisions', kinds: ['project_decision'] },
  { title: 'Preferences', kinds: ['preference'] },
];

// One line per memory; nothing in it can close the comment markers or start a new block.
export function bulletText(content: string): string {
  return content.replace(/\s+/g, ' ').trim().replace(/<!--/g, '<!—').replace(/-->/g, '—>');
}

export function renderBody(items: readonly BlockItem[], nl: string): string {
  const lines = ['## Project memory (from Nuzo)', '', 'Kept by `nuzo memory writeback`; edits made here are offered back to Nuzo as drafts on the next run.'];
  for (const section of SECTIONS) {
    const mine = items.filter((i) => section.kinds.includes(i.kind));
    if (mine.length === 0) continue;
    lines.push('', `### ${section.title}`, '', ...mine.map((i) => `- ${bulletText(i.content)}`));
  }
  return lines.join(nl);
}

export function bodyHash(body: string): string {
  return createHash('sha256').update(body.replace(/\r\n/g, '\n')).digest('hex').slice(0, 16);
}

export function renderBlock(body: string, nl: string): string {
  return `${BEGIN} sha256=${bodyHash(body)} -->${nl}${body}${nl}${END}`;
}

export type FoundBlock = { start: number; end: number; body: string; hash: string | null };

// Where the block sits in the file (character offsets, end exclusive), or null when absent.
// Damaged markers (one without the other, two blocks) are an error the caller reports.
export function findBlock(text: string): FoundBlock | null | 'damaged' {
  const begin = text.indexOf(BEGIN);
  const end = text.indexOf(END);
  if (begin < 0 && end < 0) return null;
  if (begin < 0 || end < begin || text.indexOf(BEGIN, begin + 1) >= 0 || text.indexOf(END, end + 1) >= 0) return 'damaged';
  const close = text.indexOf('-->', begin);
  if (close < 0 || close > end) return 'damaged';
  const marker = text.slice(begin, close);
  const hash = /sha256=([0-9a-f]{16})/.exec(marker)?.[1] ?? null;
  const body = text.slice(close + 3, end).replace(/^\r?\n/, '').replace(/\r?\n$/, '');
  return { start: begin, end: end + END.length, body, hash };
}

// The bullets of a body as the user sees them (hand-written ones included).
export function bulletsOf(body: string): string[] {
  return body.split(/\r?\n/).map((l) => /^\s*[-*+]\s+(.+)$/.exec(l)?.[1]?.trim()).filter((l): l is string => !!l);
}

export function newlineOf(text: string): string {
  return /\r\n/.test(text) ? '\r\n' : '\n';
}

// The file with the block put in place of the old one, or appended after one blank line.
export function withBlock(text: string, block: string, found: FoundBlock | null): string {
  if (found) return text.slice(0, found.start) + block + text.slice(found.end);
  const nl = newlineOf(text);
  if (text.length === 0) return `${block}${nl}`;
  const trailing = text.endsWith(nl) ? (text.endsWith(nl + nl) ? '' : nl) : nl + nl;
  return `${text}${trailing}${block}${nl}`;
}
