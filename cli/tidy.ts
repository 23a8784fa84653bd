// `nuzo memory tidy`: suggestions only. Near-duplicates become merge drafts (confirm one in
// `nuzo review` to keep its text and archive the rest); memories nobody recalled in 90 days
// and stale ones are listed with what to run. Nothing is archived or edited here.
import { tidy } from '../lib/memory/tidy.ts';
import { readReceipts } from '../lib/receipts/log.ts';
import { injectedNeverUsed } from '../lib/receipts/summary.ts';
import { visibleLine as v } from '../lib/text/visible.ts';
import { SCOPE_OPTIONS, type CommandSpec } from './args.ts';
import { defaultScopes, openCli, storeExists } from './context.ts';
import { colorsFor, writeJson, writeLine } from './io.ts';
import { plural } from './render.ts';
import { fileLine } from './stale.ts';

export const tidyCmd: CommandSpec = {
  name: 'tidy',
  summary: 'Suggest merges of near-duplicates (as drafts), and list unused (90 days) and stale memories',
  usage: '[options]',
  positionals: [0, 0],
  options: { 'project-root': SCOPE_OPTIONS['project-root'] },
  async run(inv) {
    if (!storeExists(inv)) {
      if (inv.json) writeJson(inv.io, { scopes: [], merges: [], unused: [], stale: [], injected_never_used: [] });
      else writeLine(inv.io.stdout, 'No store yet: nothing to tidy.');
      return 0;
    }
    const session = openCli(inv);
    try {
      const report = tidy(session.ctx, defaultScopes(session));
      const costly = injectedNeverUsed(readReceipts(session.home, session.ctx.config.receipts, Date.now()));
      if (inv.json) {
        writeJson(inv.io, { ...report, injected_never_used: costly });
        return 0;
      }
      const out = inv.io.stdout;
      const c = colorsFor(out, inv.io.env);
      const created = report.merges.filter((m) => !m.skipped);
      writeLine(out, c.bold(`Near-duplicates: ${plural(report.merges.length, 'group')}${created.length ? `, ${plural(created.length, 'merge draft')} added` : ''}.`));
      for (const m of report.merges) writeLine(out, `  ${m.draft_id ?? '-'}: keep ${m.keep}, archive ${m.archives.join(', ')}${m.skipped ? c.dim(' (already pending)') : ''}`);
      if (report.merges.length) writeLine(out, c.dim('  Confirm or reject each with: nuzo review'));
      writeLine(out, c.bold(`Not recalled in 90 days: ${plural(report.unused.length, 'memory', 'memories')}.`));
      for (const u of report.unused) writeLine(out, `  ${u.id} ${c.dim(`last used ${u.last_used_at?.slice(0, 10) ?? 'never'}`)} ${v(u.content)}`);
      if (report.unused.length) writeLine(out, c.dim('  Archive one with: nuzo memory forget ID (reversible: nuzo memory update ID --status active)'));
      writeLine(out, c.bold(`Stale (files changed or gone): ${plural(report.stale.length, 'memory', 'memories')}.`));
      for (const s of report.stale) writeLine(out, `  ${s.id} ${v(s.content)} ${c.dim(s.files.map((f) => v(fileLine(f))).join('; '))}`);
      if (report.stale.length) writeLine(out, c.dim('  Keep, edit or archive each with: nuzo memory stale --review'));
      // From receipts (lib/receipts): handed to the model in 5+ sessions, never found used.
      writeLine(out, c.bold(`Handed over in 5+ sessions, never seen used: ${plural(costly.length, 'memory', 'memories')}.`));
      for (const u of costly) writeLine(out, `  ${u.id} ${c.dim(`${plural(u.sessions, 'session')}, ${u.injected} times`)}`);
      if (costly.length) writeLine(out, c.dim('  "Used" is a heuristic (docs/commands.md#guards-and-receipts). Archive one with: nuzo memory forget ID'));
      return 0;
    } finally {
      session.close();
    }
  },
};
