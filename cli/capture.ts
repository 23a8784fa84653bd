// `nuzo capture --transcript FILE`: run the capture pipeline on a transcript and show what
// it would propose — storing nothing (no drafts, no cursors, no traces). Useful to see why
// a session did or did not produce suggestions, and as a safe first look at capture.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { NuzoError } from '../lib/errors.ts';
import { confirmationText } from '../lib/drafts/draft.ts';
import { SCOPE_OPTIONS, str, type CommandSpec } from './args.ts';
import { cliEnv } from './context.ts';
import { colorsFor, UsageError, writeJson, writeLine } from './io.ts';
import { plural } from './render.ts';

export const captureCommand: CommandSpec = {
  name: 'capture',
  summary: 'Dry-run capture on a transcript: show the drafts it would propose, store nothing',
  usage: '--transcript FILE [options]',
  positionals: [0, 0],
  options: {
    transcript: { type: 'string', value: 'FILE', help: 'A Claude Code transcript (.jsonl) or a Codex rollout file' },
    'project-root': SCOPE_OPTIONS['project-root'],
  },
  notes: ['Always a dry run: nothing is written. Drafts are created only by the hosts\' Stop hook.'],
  async run(inv) {
    const file = str(inv.values, 'transcript');
    if (!file) throw new UsageError('Missing --transcript FILE.', inv.command);
    const path = resolve(inv.io.cwd, file);
    if (!existsSync(path)) throw new NuzoError('INVALID_INPUT', 'The transcript file does not exist.', { field: 'transcript' });
    const { dryRunCapture } = await import('../lib/pipeline/dry-run.ts');
    const result = dryRunCapture(path, { env: cliEnv(inv), cwd: inv.io.cwd });
    if (inv.json) {
      writeJson(inv.io, { dry_run: true, ...result });
      return 0;
    }
    const c = colorsFor(inv.io.stdout, inv.io.env);
    const out = (line = '') => writeLine(inv.io.stdout, line);
    if (result.note) out(c.yellow(result.note));
    out(`${c.bold('Transcript:')} ${result.format} · ${plural(result.stats.lines, 'line')} · ${plural(result.events, 'capture event')} · ${result.decisions.capture} considered, ${result.decisions.skip} skipped`);
    const refused = Object.entries(result.refused);
    if (refused.length) out(`${c.bold('Refused:')} ${refused.map(([code, n]) => `${code} ×${n}`).join(', ')}`);
    if (result.drafts.length === 0) out('No drafts would be proposed.');
    else out(c.bold(`${plural(result.drafts.length, 'draft')} would be proposed (dry run: nothing saved):`));
    for (const d of result.drafts) {
      out();
      out(confirmationText(d));
      const notes = [d.scope_unclear ? 'scope unclear' : null, d.duplicate_of ? `duplicates ${d.duplicate_of}` : null, d.supersedes ? `would update ${d.supersedes.id}` : null, d.priority === 'low' ? 'low priority' : null, `from ${d.ref}`].filter(Boolean);
      out(c.dim(`  ${notes.join(' · ')}`));
    }
    return 0;
  },
};
