// `nuzo capture --transcript FILE`: run the capture pipeline on a transcript and show what
// it would propose — storing nothing (no drafts, no cursors, no traces). Useful to see why
// a session did or did not produce suggestions, and as a safe first look at capture.
import { resolve } from 'node:path';
import { LIMITS } from '../lib/limits.ts';
import { visibleLine } from '../lib/text/visible.ts';
import { int, SCOPE_OPTIONS, str, type CommandSpec, type Invocation } from './args.ts';
import { cliEnv, cliSettings, openCli, storeExists } from './context.ts';
import { colorsFor, UsageError, writeJson, writeLine } from './io.ts';
import { DRAFT_SKIP_WORDS, SKIP_REASON_WORDS } from './messages.ts';
import { draftPrompt, plural } from './render.ts';


export const captureCommand: CommandSpec = {
  name: 'capture',
  summary: 'Dry-run capture on a transcript (--transcript), or summarize recent capture decisions (--stats)',
  usage: '--transcript FILE | --stats [options]',
  positionals: [0, 0],
  options: {
    transcript: { type: 'string', value: 'FILE', help: 'A Claude Code transcript (.jsonl) or a Codex rollout file' },
    stats: { type: 'boolean', help: 'Summarize the Stop hook\'s decision traces (metadata only)' },
    days: { type: 'string', value: 'N', help: `With --stats: the last N days (1-${LIMITS.traceRetentionDays}, default 7)` },
    'project-root': SCOPE_OPTIONS['project-root'],
  },
  notes: ['Always read-only: nothing is written. Drafts are created only by the hosts\' Stop hook.'],
  async run(inv) {
    const file = str(inv.values, 'transcript');
    if (file && inv.values.stats) throw new UsageError('Choose --transcript FILE or --stats, not both.', inv.command);
    if (inv.values.stats) return stats(inv);
    if (str(inv.values, 'days') !== undefined) throw new UsageError('--days goes with --stats.', inv.command);
    if (!file) throw new UsageError('Missing --transcript FILE (or --stats).', inv.command);
    const path = resolve(inv.io.cwd, file);
    cliSettings(inv);
    const { dryRunCapture } = await import('../lib/pipeline/dry-run.ts');
    const result = await dryRunCapture(path, { env: cliEnv(inv), cwd: inv.io.cwd });
    if (inv.json) {
      writeJson(inv.io, { dry_run: true, ...result });
      return 0;
    }
    const c = colorsFor(inv.io.stdout, inv.io.env);
    const out = (line = '') => writeLine(inv.io.stdout, line);
    out(`${c.bold('Transcript:')} ${result.format} · ${plural(result.stats.lines, 'line')} · ${plural(result.events, 'capture event')} · ${result.decisions.capture} considered, ${result.decisions.skip} skipped`);
    if (result.scorer?.enabled) {
      const fallbacks = Object.entries(result.scorer.fallbacks).map(([why, n]) => `${why} ×${n}`).join(', ');
      out(`${c.bold('Scorer:')} asked ${plural(result.scorer.calls, 'time')}, used ${result.scorer.used}${fallbacks ? `; fell back: ${fallbacks}` : ''}`);
    }
    // Policy refusals carry an error code (SECRET_DETECTED); the classifier's reasons for
    // leaving a sentence alone are lower-case words (chatter), and are no refusal.
    const refused = Object.entries(result.refused).filter(([code]) => !Object.hasOwn(SKIP_REASON_WORDS, code));
    const passedOver = Object.entries(result.refused).filter(([code]) => Object.hasOwn(SKIP_REASON_WORDS, code));
    if (refused.length) out(`${c.bold('Refused by content policy:')} ${refused.map(([code, n]) => `${code} ×${n}`).join(', ')}`);
    if (passedOver.length) out(`${c.bold('Not memory material:')} ${passedOver.map(([why, n]) => `${SKIP_REASON_WORDS[why]} ×${n}`).join(', ')}`);
    const skipped = Object.entries(result.skipped).filter(([, n]) => n > 0);
    if (skipped.length) out(`${c.bold('Not proposed again:')} ${skipped.map(([why, n]) => `${DRAFT_SKIP_WORDS[why as keyof typeof DRAFT_SKIP_WORDS]} ×${n}`).join(', ')}`);
    if (result.drafts.length === 0) out('No drafts would be proposed.');
    else out(c.bold(`${plural(result.drafts.length, 'draft')} would be proposed (dry run: nothing saved):`));
    for (const d of result.drafts) {
      out();
      out(draftPrompt(d, false));
      const notes = [d.scope_unclear ? 'scope unclear' : null, d.supersedes ? `would update ${d.supersedes.id}` : null, d.priority === 'low' ? 'low priority' : null, `from ${d.ref}`].filter(Boolean).map((n) => visibleLine(n!));
      out(c.dim(`  ${notes.join(' · ')}`));
    }
    return 0;
  },
};

// Counts and rates from the decision traces (kept 30 days): how often capture fired, per
// event kind and tool, how often limits or the scorer's fallbacks kicked in. No text.
async function stats(inv: Invocation): Promise<number> {
  const days = int(inv.values, 'days', inv.command, { min: 1, max: LIMITS.traceRetentionDays }) ?? 7;
  const { summarizeTraces } = await import('../lib/capture/trace.ts');
  const { readTraces } = await import('../lib/pipeline/trace-store.ts');
  let rows: Parameters<typeof summarizeTraces>[0] = [];
  if (storeExists(inv)) {
    const session = openCli(inv);
    try {
      rows = readTraces(session.ctx.store, session.ctx.store.clock.now() - days * 86_400_000);
    } finally {
      session.close();
    }
  }
  const summary = summarizeTraces(rows);
  if (inv.json) {
    writeJson(inv.io, { days, ...summary });
    return 0;
  }
  const c = colorsFor(inv.io.stdout, inv.io.env);
  const out = (line = '') => writeLine(inv.io.stdout, line);
  const pct = (r: number) => `${Math.round(r * 1000) / 10}%`;
  out(`${c.bold(`Capture, last ${plural(days, 'day')}:`)} ${plural(summary.decisions, 'decision')}, ${summary.captures} captured (${pct(summary.capture_rate)}), ${summary.errors} errors`);
  if (summary.decisions === 0) {
    out(c.dim('No capture decisions recorded yet (the Stop hook records one per transcript event).'));
    return 0;
  }
  for (const [kind, b] of Object.entries(summary.by_kind)) out(`  ${kind.padEnd(18)} ${String(b.captures).padStart(5)} / ${String(b.decisions).padEnd(6)} ${pct(b.rate)}${b.mean_significance === null ? '' : c.dim(`  mean significance ${b.mean_significance}`)}`);
  const tools = Object.entries(summary.by_tool).sort((a, b) => b[1].decisions - a[1].decisions).slice(0, 10);
  if (tools.length) out(`${c.bold('Top tools:')} ${tools.map(([t, b]) => `${t} ${b.captures}/${b.decisions}`).join(', ')}`);
  if (summary.limited.total) out(`${c.bold('Rate-limited:')} ${summary.limited.total} (${summary.limited.pct}%) ${Object.entries(summary.limited.by_reason).map(([r, n]) => `${r} ×${n}`).join(', ')}`);
  if (summary.scorer.attempted) out(`${c.bold('Scorer:')} used ${summary.scorer.used} of ${summary.scorer.attempted} attempts, ${summary.scorer.timeouts} timeouts`);
  return 0;
}
