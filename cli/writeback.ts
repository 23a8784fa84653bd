// `nuzo memory writeback`: shows (default) or writes (--apply) the managed block of the
// project's AGENTS.md or CLAUDE.md. The diff goes to stdout so it can be piped or saved; the
// summary goes to stderr. Typing --apply is the user's own go-ahead; nothing is committed.
import { WRITEBACK_TARGETS, writeback } from '../lib/writeback/index.ts';
import { choice, SCOPE_OPTIONS, type CommandSpec } from './args.ts';
import { insideProject, openCli } from './context.ts';
import { UsageError, writeJson, writeLine } from './io.ts';
import { plural } from './render.ts';

export const writebackCmd: CommandSpec = {
  name: 'writeback',
  summary: "Render this project's instructions and decisions into AGENTS.md or CLAUDE.md (diff; --apply writes)",
  usage: '--target AGENTS.md|CLAUDE.md [--apply] [options]',
  positionals: [0, 0],
  options: {
    target: { type: 'string', value: 'FILE', help: 'AGENTS.md or CLAUDE.md, at the project root (created if missing)' },
    apply: { type: 'boolean', help: 'Write the block (without it: print the diff, write nothing)' },
    'project-root': SCOPE_OPTIONS['project-root'],
  },
  notes: [
    'Only the block between <!-- nuzo:begin … --> and <!-- nuzo:end --> is written; the rest of',
    'the file keeps its bytes. Bullets you edit inside the block come back as drafts (nuzo review),',
    'and the block keeps your wording until you confirm (it becomes the memory) or reject them.',
  ],
  async run(inv) {
    const target = choice(inv.values, 'target', WRITEBACK_TARGETS, inv.command);
    if (target === undefined) throw new UsageError('Pass --target AGENTS.md or --target CLAUDE.md.', inv.command);
    const session = openCli(inv);
    try {
      if (!insideProject(session) || !session.project) throw new UsageError('Not inside a project: run it in the project or pass --project-root DIR.', inv.command);
      const result = writeback(session.ctx, { root: session.project.root, scope: session.project.scope, target, apply: inv.values.apply === true });
      if (inv.json) {
        writeJson(inv.io, result);
        return 0;
      }
      if (result.diff) inv.io.stdout.write(result.diff);
      const err = inv.io.stderr;
      const what = `${plural(result.written.length, 'memory', 'memories')} in the block`;
      if (!result.changed) writeLine(err, `${result.target} is up to date (${what}).`);
      else if (result.applied) writeLine(err, `Wrote the Nuzo block of ${result.path} (${what}). Nothing was staged or committed.`);
      else writeLine(err, `Dry run: ${result.path} was not changed (${what}). Add --apply to write it.`);
      if (result.withheld.length) writeLine(err, `Left out by content policy: ${result.withheld.map((w) => `${w.id} (${w.code})`).join(', ')}.`);
      if (result.hand_edits.length) {
        writeLine(err, result.applied
          ? `Your ${plural(result.hand_edits.length, 'edit', 'edits')} inside the block became ${plural(result.drafts.length, 'draft', 'drafts')}; the block keeps your wording until you review them with nuzo review.`
          : `${plural(result.hand_edits.length, 'bullet was', 'bullets were')} edited by hand inside the block; --apply offers them back as drafts.`);
      }
      return 0;
    } finally {
      session.close();
    }
  },
};
