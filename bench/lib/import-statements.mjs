// The statements of a public CLAUDE.md / AGENTS.md file as `nuzo memory import-host` proposes
// them (lib/hostfiles/proposed-statements.ts: text, guessed kind, tags), each named by the
// first 12 hex digits of the SHA-256 of its text, and the mechanical rule that carries a
// label from a statement as an earlier splitter cut it to the same statement as the import
// cuts it.
import { createHash } from 'node:crypto';
import { proposedStatements } from '../../lib/hostfiles/proposed-statements.ts';

export const statementId = (text) => createHash('sha256').update(text).digest('hex').slice(0, 12);

// A project file's statements (not a user's own file), with their ids.
export function importedStatementsOf(markdown) {
  return proposedStatements(markdown, false).map((s) => ({ ...s, id: statementId(s.text) }));
}

// A statement's words with its formatting dropped: links as their text, emphasis and code
// ticks out (the earlier splitter dropped every '*', '_' and '`'), spaces collapsed.
export function bareText(text) {
  return text
    .replace(/!\[[^\]]*\]\([^)]*\)/g, ' ')
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .replace(/[*_`]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

// Where a statement as the earlier splitter cut it (`old`, formatting already dropped) went
// among the import's statements of the same file: `format` when only formatting differs,
// `code` when the import's statement is the same line completed by the one-line code block
// that followed it ("To run the tests use:" → "To run the tests use: `pnpm test`"); null
// otherwise (its words changed: a judge must read it).
export function carriedTo(old, statements) {
  const words = bareText(old);
  const same = statements.find((s) => bareText(s.text) === words);
  if (same) return { id: same.id, how: 'format' };
  const intro = words.replace(/:\s*$/, '');
  for (const s of statements) {
    const completed = /^(.*):\s`([^`]*)`$/.exec(s.text);
    if (completed && bareText(completed[1]) === intro) return { id: s.id, how: 'code' };
  }
  return null;
}
