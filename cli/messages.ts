// The CLI's words, in one table: how a failure reads at a terminal, how a mistyped command
// or flag is answered, and the words for capture's reasons. Errors from lib/ are written for
// whoever calls the core (often an agent over MCP); a person at a terminal gets the CLI's
// own sentence here when the two would differ, and every usage mistake goes through the
// same few functions, so "Unknown command" reads the same at every depth and always offers
// the nearest name.
import type { NuzoError } from '../lib/errors.ts';

// Edit distance with adjacent swaps (memroy -> memory is one step).
function distance(a: string, b: string): number {
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
    }
  }
  return d[a.length][b.length];
}

// The closest candidate within a third of the word's length (at least 1, at most 3 edits),
// or one that the word starts (`rem` -> `remember`); null when nothing is close.
export function nearest(word: string, candidates: readonly string[]): string | null {
  const w = word.toLowerCase();
  const prefixed = candidates.filter((c) => w.length >= 2 && c.startsWith(w));
  if (prefixed.length === 1) return prefixed[0];
  let best: string | null = null;
  let bestDistance = Math.min(3, Math.max(1, Math.floor(w.length / 3)));
  for (const c of candidates) {
    const dist = distance(w, c);
    if (dist <= bestDistance && (best === null || dist < bestDistance)) {
      best = c;
      bestDistance = dist;
    }
  }
  return best;
}

const suggestion = (near: string | null) => (near ? ` Did you mean '${near}'?` : '');

// `parent` is what was typed before the unknown word: 'nuzo' or 'nuzo memory'.
export function unknownCommand(parent: string, word: string, names: readonly string[]): string {
  const near = nearest(word, names);
  return `Unknown command '${parent} ${word}'.${suggestion(near ? `${parent} ${near}` : null)}`;
}

// node:util parseArgs' errors, reworded by their code: its own messages name internals
// ("argument missing", "To specify a positional argument…").
export function usageMessageOf(error: unknown, argv: string[], flags: readonly string[]): string {
  const code = (error as { code?: string })?.code;
  const text = String((error as Error)?.message ?? error).split('\n')[0];
  const flag = /'(-{1,2}[^' ]+)/.exec(text)?.[1] ?? '';
  if (code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE') {
    const name = /'--([\w-]+)/.exec(text)?.[1];
    if (name && /argument missing/.test(text)) return `--${name} needs a value.`;
    if (name) return `--${name} takes no value.`;
  }
  if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') {
    const typed = flag.replace(/=.*$/, '');
    const near = typed.startsWith('--') ? nearest(typed.slice(2), flags) : null;
    return `Unknown option '${typed}'.${suggestion(near ? `--${near}` : null)}`;
  }
  if (code === 'ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL') {
    const extra = argv.find((a) => !a.startsWith('-'));
    return `Unexpected argument${extra ? ` '${extra}'` : ''}.`;
  }
  return text.replace(/\. To specify a positional.*$/, '.');
}

export const SCOPE_CHOICES = 'user, project, user:default, project:auto, project:<16 hex> or agent:<name>';

export const NOT_IN_PROJECT = 'Not inside a project (a folder with .git or .nuzo/config.json): pass --scope user for every project, or --project-root DIR.';

// A terminal's version of a core error's message, where the core's is for an agent or
// leaves out what a person needs next. null: the core's message stands.
export function cliMessageOf(error: NuzoError): string | null {
  const d = error.details;
  switch (error.code) {
    case 'SUPERSEDE_CANDIDATE':
      // The id is in the hint that follows (--supersedes ID), once.
      return `This looks like it replaces an active memory${typeof d.subject === 'string' && d.subject ? ` (${d.subject})` : ''}; nothing was saved.`;
    case 'REVISION_CONFLICT':
      return typeof d.current_revision === 'number'
        ? `${String(d.id ?? 'The memory')} changed since it was read: it is at revision ${d.current_revision}${typeof d.expected_revision === 'number' ? `, not ${d.expected_revision}` : ''}. See it with nuzo memory history ${String(d.id ?? 'ID')}, then retry with --expected-revision ${d.current_revision}.`
        : null;
    case 'INVALID_SCOPE':
      return /^Scope must be /.test(error.message) ? `--scope must be ${SCOPE_CHOICES}.` : null;
    default:
      return null;
  }
}

// The capture classifier's reasons for not making a memory of a sentence, in plain words.
export const SKIP_REASON_WORDS: Record<string, string> = {
  question: 'a question',
  chatter: 'small talk',
  one_off: 'a one-off request',
  speculation: 'a guess',
  temporary_error: 'a passing error',
  command_output: 'command output',
  too_short: 'too short',
  too_long: 'too long',
  no_durable_signal: 'nothing lasting',
};

// The Stop hook's reasons for not filing a draft again.
export const DRAFT_SKIP_WORDS = { duplicate_memory: 'already saved', duplicate_draft: 'already pending', previously_rejected: 'rejected with "don\'t suggest again"' } as const;
