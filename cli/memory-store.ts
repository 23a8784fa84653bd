// `nuzo memory export|import|doctor|purge`: moving and checking the whole store. Kept apart
// from the everyday commands in memory.ts; their core modules load only when one runs.
import { choice, list, SCOPE_OPTIONS, str, type CommandSpec } from './args.ts';
import { openCli, scopeOf } from './context.ts';
import { colorsFor, UsageError, writeJson, writeLine } from './io.ts';
import { plural } from './render.ts';

const exportCmd: CommandSpec = {
  name: 'export',
  summary: 'Write memories to a file: .json (importable), .ndjson, or .md (for reading)',
  usage: '--path FILE [options]',
  positionals: [0, 0],
  options: {
    path: { type: 'string', value: 'FILE', help: 'Where to write; the format follows the extension (.json, .ndjson/.jsonl, .md)' },
    format: { type: 'string', value: 'FORMAT', help: 'json | ndjson | markdown (overrides the extension)' },
    ...SCOPE_OPTIONS,
    kind: { type: 'string', multiple: true, value: 'KIND', help: 'Only this kind (repeatable)' },
    tag: { type: 'string', multiple: true, value: 'TAG', help: 'Only memories with every listed tag (repeatable)' },
    'include-archived': { type: 'boolean', help: 'Also export archived memories' },
  },
  notes: [
    'Exports every scope unless --scope narrows it. Each memory is re-checked against today\'s',
    'content policy first: anything it would refuse now is withheld and reported by id and code.',
  ],
  async run(inv) {
    const path = str(inv.values, 'path');
    if (!path) throw new UsageError('Missing --path FILE.', inv.command);
    const format = choice(inv.values, 'format', ['json', 'ndjson', 'markdown'] as const, inv.command);
    const { writeExport } = await import('../lib/transfer/export.ts');
    const session = openCli(inv);
    try {
      const scopes = str(inv.values, 'scope') === undefined ? undefined : [scopeOf(inv, session, 'project:auto')];
      const result = writeExport(session.ctx, {
        path, // relative to the working directory; the core refuses '..', symlinks and the store's own files
        format,
        scopes,
        kinds: list(inv.values, 'kind'),
        tags: list(inv.values, 'tag'),
        include_archived: inv.values['include-archived'] === true,
      });
      if (inv.json) writeJson(inv.io, result);
      else {
        const c = colorsFor(inv.io.stdout, inv.io.env);
        writeLine(inv.io.stdout, `${c.green('Exported')} ${plural(result.count, 'memory', 'memories')} to ${result.path} (${result.format}).`);
        if (result.withheld.length) {
          writeLine(inv.io.stdout, c.yellow(`Withheld ${plural(result.withheld.length, 'memory', 'memories')} that today's policy would refuse:`));
          for (const w of result.withheld) writeLine(inv.io.stdout, `  ${w.id} (${w.code})`);
        }
        if (result.format === 'markdown') writeLine(inv.io.stdout, c.dim('Markdown is for reading; export .json to import elsewhere.'));
      }
      return 0;
    } finally {
      session.close();
    }
  },
};

export const storeCommands: CommandSpec[] = [exportCmd];
