// The terminal's side of "a correction replaces what it corrects": when remember or update
// meets an active memory the new text seems to revise, a person at a terminal is asked.
// Replacing is the default, as on the page (its primary button is "Replace it"): Enter or y
// archives the old one (restorable) and links the two, n keeps both, anything else is asked
// again, and end of input saves nothing. Without a terminal, or with --json, nothing is saved
// and the error names the candidate for --supersedes ID or --keep-both: a script never
// archives anything it did not name.
import { isNuzoError } from '../lib/errors.ts';
import { findMemory } from '../lib/memory/get.ts';
import type { Replaced, SupersedeChoice } from '../lib/memory/replace.ts';
import type { Session } from '../lib/session.ts';
import { visibleLine } from '../lib/text/visible.ts';
import { str, type Invocation } from './args.ts';
import { colorsFor, UsageError, writeLine } from './io.ts';
import { lineReader } from './prompt.ts';

export const SUPERSEDE_OPTIONS = {
  supersedes: { type: 'string', value: 'ID', help: 'Replace this active memory of the same scope (it is archived, restorable)' },
  'keep-both': { type: 'boolean', help: 'Save even if it seems to revise an active memory, keeping both' },
} as const;

export function supersedeChoice(inv: Invocation): SupersedeChoice {
  const supersedes = str(inv.values, 'supersedes');
  if (supersedes !== undefined && inv.values['keep-both'] === true) throw new UsageError('--supersedes cannot be combined with --keep-both.', inv.command);
  return { supersedes, keep_both: inv.values['keep-both'] === true };
}

export async function withSupersedeQuestion(inv: Invocation, session: Session, choice: SupersedeChoice, write: (choice: SupersedeChoice) => Replaced): Promise<Replaced> {
  try {
    return write(choice);
  } catch (error) {
    const { stdin, stderr } = inv.io;
    if (!isNuzoError(error) || error.code !== 'SUPERSEDE_CANDIDATE' || inv.json || !stdin.isTTY || !stderr.isTTY) throw error;
    const id = String(error.details.candidate_id);
    const old = findMemory(session.ctx.store, id);
    if (!old) throw error;
    const c = colorsFor(stderr, inv.io.env);
    writeLine(stderr, `This seems to replace ${c.bold(id)}: ${visibleLine(old.content)}`);
    const reader = lineReader(stdin, stderr);
    let decided: 'replace' | 'keep_both' | null = null;
    try {
      for (;;) {
        const answer = await reader.ask(`Archive ${id} and save the new text in its place? (n keeps both) [Y/n] `);
        if (answer === null) throw error;
        decided = supersedeAnswer(answer);
        if (decided) break;
        writeLine(stderr, 'Please answer y (replace it; the default) or n (keep both).');
      }
    } finally {
      reader.close();
    }
    return write(decided === 'replace' ? { supersedes: id, supersedes_revision: old.revision } : { keep_both: true });
  }
}

// What an answer to the replace question means; null for anything else, which is asked again.
export function supersedeAnswer(answer: string): 'replace' | 'keep_both' | null {
  const a = answer.trim().toLowerCase();
  if (a === '' || a === 'y' || a === 'yes') return 'replace';
  if (a === 'n' || a === 'no') return 'keep_both';
  return null;
}
