// `nuzo memory receipts`: what memory Nuzo handed to the model, session by session, and what
// it cost (characters and estimated tokens), with totals per day and per project. Receipts
// hold memory ids, revisions and sizes only (lib/receipts); this command reads them, never
// the store, so it works while a session holds the store's lock.
import { cliSettings } from './context.ts';
import { readReceipts } from '../lib/receipts/log.ts';
import { summarizeReceipts, type SessionSummary } from '../lib/receipts/summary.ts';
import { scopeLabel } from '../lib/recall/fence.ts';
import { visibleLine as v } from '../lib/text/visible.ts';
import { SCOPE_OPTIONS, str, type CommandSpec } from './args.ts';
import { colorsFor, UsageError, writeJson, writeLine } from './io.ts';
import { plural } from './render.ts';

const MAX_SESSIONS_SHOWN = 20;

export const receiptsCmd: CommandSpec = {
  name: 'receipts',
  summary: 'What memory went into each session and what it cost (ids, sizes, ~tokens; never text)',
  usage: '[--session ID | --last] [options]',
  positionals: [0, 0],
  options: {
    session: { type: 'string', value: 'ID', help: "One session: the host's session id, as listed" },
    last: { type: 'boolean', help: 'Only the most recent session' },
    'project-root': SCOPE_OPTIONS['project-root'],
  },
  notes: [
    'A receipt is written each time Nuzo hands memory to the model: the SessionStart block, the',
    'UserPromptSubmit block (when on), each memory_recall / memory_recall_hook answer, and each',
    'guard that stopped a command. Tokens are estimated as characters / 4.',
    'Kept for receipts.max_age_days (30) and at most receipts.max_entries (5000); see docs/configuration.md.',
  ],
  async run(inv) {
    const session = str(inv.values, 'session');
    if (session !== undefined && inv.values.last) throw new UsageError('Choose --session ID or --last, not both.', inv.command);
    const settings = cliSettings(inv);
    const receipts = readReceipts(settings.home, settings.config.receipts, Date.now());
    const report = summarizeReceipts(receipts, { session, last: inv.values.last === true });
    if (inv.json) {
      writeJson(inv.io, report);
      return 0;
    }
    const out = inv.io.stdout;
    const c = colorsFor(out, inv.io.env);
    const here = settings.project && settings.project.via !== 'cwd' ? settings.project.scope : null;
    if (report.sessions.length === 0) {
      writeLine(out, session !== undefined ? `No receipts for session ${v(session)}.` : 'No receipts yet: no memory has been handed to a model.');
      return 0;
    }
    writeLine(out, c.dim(`Tokens ${report.token_estimate}; memory ids and sizes only, never text.`));
    for (const s of report.sessions.slice(0, MAX_SESSIONS_SHOWN)) sessionBlock(s, here, out, c);
    if (report.sessions.length > MAX_SESSIONS_SHOWN) writeLine(out, c.dim(`… ${report.sessions.length - MAX_SESSIONS_SHOWN} older sessions (--json lists all).`));
    writeLine(out);
    writeLine(out, c.bold('Per day:'));
    for (const d of report.days) writeLine(out, `  ${d.day}  ${plural(d.sessions, 'session')}, ${plural(d.handovers, 'handover')}, ${d.chars} chars, ~${d.tokens} tokens`);
    writeLine(out, c.bold('Per project:'));
    for (const p of report.projects) writeLine(out, `  ${v(p.project ? scopeLabel(p.project, here) : 'no project')}  ${plural(p.sessions, 'session')}, ${plural(p.handovers, 'handover')}, ${p.chars} chars, ~${p.tokens} tokens`);
    return 0;
  },
};

function sessionBlock(s: SessionSummary, here: string | null, out: NodeJS.WritableStream & { isTTY?: boolean }, c: ReturnType<typeof colorsFor>): void {
  writeLine(out);
  const where = s.project ? scopeLabel(s.project, here) : 'no project';
  writeLine(out, `${c.bold(`Session ${v(s.session_id ?? '(none)')}`)} ${c.dim(`${v(s.host)}, ${v(where)}, ${s.first_at.slice(0, 16).replace('T', ' ')} to ${s.last_at.slice(11, 16)} UTC`)}`);
  const events = Object.entries(s.events).map(([e, n]) => `${e} x${n}`).join(', ');
  writeLine(out, `  ${events}: ${plural(s.memories.length, 'memory', 'memories')}, ${s.chars} chars, ~${s.tokens} tokens`);
  if (s.memories.length) writeLine(out, `  ${s.memories.map((m) => `${m.id}${m.revision ? ` r${m.revision}` : ''}${m.times > 1 ? ` (x${m.times})` : ''}`).join(', ')}`);
  if (s.used.length || s.contradicted.length) writeLine(out, `  ${c.dim('evidence (heuristic):')} used ${s.used.join(', ') || 'none'}; went against ${s.contradicted.join(', ') || 'none'}`);
  for (const g of s.guards_fired) writeLine(out, `  guard fired: \`${v(g.pattern)}\` ${g.action === 'ask' ? 'asked about' : 'stopped'} by ${g.memory_id} (${g.guard_id}) at ${g.at.slice(11, 19)}`);
}
