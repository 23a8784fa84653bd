// `nuzo memory stale [--review]`: this project's memories whose anchored files changed or
// went (lib/anchors), and, where git knows a gone file's new name, an edit draft with the
// new path (git runs here, never in a hook). --review walks them: keep (re-anchor to the
// files as they are now), edit the text, archive, skip or quit. Typing the command and
// the answers is the user's own confirmation.
import type { AnchoredFile } from '../lib/anchors/check.ts';
import { gitRenames } from '../lib/anchors/git-renames.ts';
import { proposeRenameDrafts, reanchor, staleMemories, type RenameDraft, type StaleMemory } from '../lib/anchors/stale.ts';
import { isNuzoError } from '../lib/errors.ts';
import { updateMemory } from '../lib/memory/update.ts';
import type { Session } from '../lib/session.ts';
import { visibleLine as v } from '../lib/text/visible.ts';
import { SCOPE_OPTIONS, type CommandSpec, type Invocation } from './args.ts';
import { openCli, storeExists } from './context.ts';
import { colorsFor, writeJson, writeLine, type Io } from './io.ts';
import { lineReader } from './prompt.ts';
import { plural } from './render.ts';

export const fileLine = (f: AnchoredFile) => `${f.state}: ${f.path}${f.since ? ` since ${f.since.slice(0, 10)}` : ''}`;

type Decision = { id: string; action: 'kept' | 'edited' | 'archived' | 'skipped' | 'failed'; code?: string };

export const staleCmd: CommandSpec = {
  name: 'stale',
  summary: 'List memories whose files changed or are gone; --review to keep, edit or archive each',
  usage: '[options]',
  positionals: [0, 0],
  options: {
    'project-root': SCOPE_OPTIONS['project-root'],
    review: { type: 'boolean', help: 'Decide each one: keep (re-anchor), edit, archive, skip or quit' },
    git: { type: 'boolean', help: 'Ask git for renames and draft edits with the new paths (default; --no-git to skip)' },
  },
  notes: ['A memory names files when its text mentions paths that exist in the project (e.g. src/cli/main.ts).', 'Renames git knows (committed or staged) become edit drafts: review them with nuzo review.'],
  async run(inv) {
    if (!storeExists(inv)) return report(inv, { stale: [], renames: [], decisions: [] }, null);
    const session = openCli(inv);
    try {
      const stale = staleMemories(session.ctx);
      const root = session.ctx.project?.root;
      const renames = root && stale.some((m) => m.files.some((f) => f.state === 'gone')) && inv.values.git !== false ? proposeRenameDrafts(session.ctx, stale, gitRenames(root)) : [];
      const decisions = inv.values.review === true ? await review(inv, session, stale) : [];
      return report(inv, { stale, renames, decisions }, session);
    } finally {
      session.close();
    }
  },
};

function report(inv: Invocation, out: { stale: StaleMemory[]; renames: RenameDraft[]; decisions: Decision[] }, session: Session | null): number {
  const scope = session?.project?.scope ?? null;
  if (inv.json) {
    writeJson(inv.io, { scope, count: out.stale.length, memories: out.stale, rename_drafts: out.renames, ...(inv.values.review === true ? { decisions: out.decisions } : {}) });
    return 0;
  }
  if (inv.values.review === true) return 0;
  const c = colorsFor(inv.io.stdout, inv.io.env);
  if (out.stale.length === 0) {
    writeLine(inv.io.stdout, 'No stale memories: every file they name is as it was.');
    return 0;
  }
  writeLine(inv.io.stdout, `${plural(out.stale.length, 'memory', 'memories')} name files that changed or are gone:`);
  for (const m of out.stale) {
    writeLine(inv.io.stdout, `${c.bold(m.id)} ${c.dim(m.state)} ${v(m.content)}`);
    for (const f of m.files) writeLine(inv.io.stdout, `    ${v(fileLine(f))}`);
  }
  for (const r of out.renames) {
    if (r.draft_id) writeLine(inv.io.stdout, c.green(`git renamed ${v(r.from)} to ${v(r.to)}: edit draft ${r.draft_id} for ${r.memory_id}${r.skipped ? ' (already pending)' : ''}.`));
  }
  writeLine(inv.io.stdout, c.dim('Keep, edit or archive each with: nuzo memory stale --review (edit drafts: nuzo review).'));
  return 0;
}

async function review(inv: Invocation, session: Session, stale: StaleMemory[]): Promise<Decision[]> {
  const talk: Io['stdout'] = inv.json ? inv.io.stderr : inv.io.stdout;
  const c = colorsFor(talk, inv.io.env);
  const reader = lineReader(inv.io.stdin, talk);
  const decisions: Decision[] = [];
  try {
    if (stale.length === 0) writeLine(talk, 'No stale memories.');
    for (const [i, m] of stale.entries()) {
      writeLine(talk);
      writeLine(talk, c.dim(`Stale ${i + 1} of ${stale.length} · ${m.id}`));
      writeLine(talk, v(m.content));
      for (const f of m.files) writeLine(talk, `    ${v(fileLine(f))}`);
      const answer = (await reader.ask('[k]eep (re-anchor), [e]dit, [a]rchive, [s]kip, [q]uit? '))?.trim().toLowerCase() ?? 'q';
      try {
        if (answer === 'k' || answer === 'keep') {
          reanchor(session.ctx, m.id);
          decisions.push({ id: m.id, action: 'kept' });
        } else if (answer === 'e' || answer === 'edit') {
          const text = await reader.ask('New text (empty keeps it as it is): ');
          if (!text?.trim()) decisions.push({ id: m.id, action: 'skipped' });
          else {
            updateMemory(session.ctx, { id: m.id, content: text.trim(), expected_revision: m.revision, confirmed: true });
            decisions.push({ id: m.id, action: 'edited' });
          }
        } else if (answer === 'a' || answer === 'archive') {
          updateMemory(session.ctx, { id: m.id, status: 'archived' });
          decisions.push({ id: m.id, action: 'archived' });
        } else if (answer === 'q' || answer === 'quit') break;
        else decisions.push({ id: m.id, action: 'skipped' });
      } catch (error) {
        if (!isNuzoError(error)) throw error;
        writeLine(talk, c.red(`Not changed: ${error.code}.`));
        decisions.push({ id: m.id, action: 'failed', code: error.code });
      }
      const last = decisions[decisions.length - 1];
      if (last && last.id === m.id && last.action !== 'failed') writeLine(talk, `${last.action[0].toUpperCase()}${last.action.slice(1)} ${m.id}.`);
    }
  } finally {
    reader.close();
  }
  return decisions;
}
