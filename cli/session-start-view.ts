// `nuzo memory recall --session-start [--explain]`: the block the SessionStart hook would
// give a new session in this directory, from the same selection (lib/hooks/session-start.ts),
// and with --explain why each memory was shown whole, cut or left out. Read-only.
import { withAnchorStates } from '../lib/anchors/store.ts';
import { sessionStartScopes, sessionStartSelection } from '../lib/hooks/session-start.ts';
import { fenceNonce, renderRecallFence } from '../lib/recall/fence.ts';
import { teamMemoriesFor, teamRootOf } from '../lib/team/read.ts';
import { visibleBlock, visibleLine } from '../lib/text/visible.ts';
import type { Invocation } from './args.ts';
import { openCli, storeExists } from './context.ts';
import { colorsFor, UsageError, writeJson, writeLine } from './io.ts';

export async function sessionStartView(inv: Invocation): Promise<number> {
  if (inv.positionals.length > 0) throw new UsageError('--session-start takes no query: it shows what a new session is given.', inv.command);
  const explain = inv.values.explain === true;
  if (!storeExists(inv)) {
    if (inv.json) writeJson(inv.io, { block: '', budget: null, ...(explain ? { decisions: [] } : {}) });
    else writeLine(inv.io.stdout, 'No store yet: a new session is given nothing.');
    return 0;
  }
  const session = openCli(inv);
  try {
    const { config } = session.ctx;
    const projectScope = session.project?.scope ?? null;
    const scopes = sessionStartScopes(projectScope, config);
    const team = projectScope && scopes.includes(projectScope) ? teamMemoriesFor(session.ctx, teamRootOf(session.project)) : [];
    const selection = sessionStartSelection(session.ctx.store, scopes, projectScope, config, team);
    const block = selection.items.length ? renderRecallFence(withAnchorStates(session.ctx, selection.items), { nonce: fenceNonce(), projectScope, maxChars: config.recall.session_start_max_chars }) : '';
    if (inv.json) {
      writeJson(inv.io, { scopes, hook_enabled: config.hooks.session_start && !config.disabled, block, budget: selection.budget, ...(explain ? { decisions: selection.decisions } : {}) });
      return 0;
    }
    const c = colorsFor(inv.io.stdout, inv.io.env);
    if (!config.hooks.session_start || config.disabled) writeLine(inv.io.stdout, c.yellow('The SessionStart hook is turned off in the config: this is what it would show.'));
    writeLine(inv.io.stdout, block ? visibleBlock(block, '') : 'Nothing to show: no active memories in this project or user:default.');
    if (!explain) return 0;
    const b = selection.budget;
    writeLine(inv.io.stdout, '');
    writeLine(inv.io.stdout, c.bold(`Budget ${b.max_chars} characters (recall.session_start_max_chars): ${b.fence_chars} for the fence, then ${b.project_share} for this project and ${b.user_share} for user:default, unused parts flowing to the other; ${b.used_chars} used.`));
    for (const d of selection.decisions) {
      const mark = d.outcome === 'whole' ? c.green('shown') : d.outcome === 'cut' ? c.yellow('cut  ') : c.dim('out  ');
      writeLine(inv.io.stdout, `${mark} ${visibleLine(d.id)} ${c.dim(`${visibleLine(d.kind)} · ${visibleLine(d.scope)}`)}: ${d.outcome === 'left_out' ? `left out, ${d.reason}` : d.reason}`);
    }
    return 0;
  } finally {
    session.close();
  }
}
