// memory_writeback: shows the diff that would put this project's instructions and decisions
// into AGENTS.md or CLAUDE.md (a read), or applies it. Writing a file other people and agents
// read as the project's rules is the user's call: apply needs the user's answer in a form;
// where no form can be shown nothing is written and the user gets the terminal command.
import { z } from 'zod';
import { NuzoError } from '../../lib/errors.ts';
import { applyWriteback, planWriteback, WRITEBACK_TARGETS } from '../../lib/writeback/index.ts';
import { askUser, declined, type ConfirmRequest } from '../confirm.ts';
import { fencedBlock } from '../render.ts';
import { projectRoot } from '../schemas.ts';
import { shellQuote } from '../terminal.ts';
import { defineTool } from '../tool.ts';

export const writebackTool = defineTool({
  name: 'memory_writeback',
  title: "Write the project's memories into AGENTS.md or CLAUDE.md",
  description: [
    "Render this project's active instructions, decisions and project preferences into a managed block (between <!-- nuzo:begin --> and <!-- nuzo:end -->) of AGENTS.md or CLAUDE.md at the project root.",
    'Without apply it returns the unified diff and writes nothing. With apply: true Nuzo asks the user to confirm in a form and then writes only that block (never commits); where no form can be shown nothing is written and the result carries a nuzo command for the user\'s terminal.',
    'Pass the working directory as project_root.',
  ].join(' '),
  input: {
    target: z.enum(WRITEBACK_TARGETS).describe('AGENTS.md or CLAUDE.md'),
    apply: z.boolean().optional().describe('Write the block after the user confirms (default: only show the diff).'),
    project_root: projectRoot,
  },
  output: {
    path: z.string(),
    changed: z.boolean(),
    applied: z.boolean(),
    diff: z.string(),
    written: z.array(z.string()),
    withheld: z.array(z.object({ id: z.string(), code: z.string() })),
    hand_edits: z.array(z.object({ text: z.string(), updates: z.string().nullable() })),
    drafts: z.array(z.string()),
    confirmed_via: z.enum(['not_needed', 'elicitation']),
  },
  annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: true },
  run: async (args, rt) => {
    const { ctx, config, project } = await rt.scoped(args.project_root);
    if (!project) throw new NuzoError('PROJECT_UNRESOLVED', 'Write-back needs this session\'s project; pass the working directory as project_root.', {});
    const plan = planWriteback(ctx, { root: project.root, scope: project.scope, target: args.target });
    const view = ({ before: _b, after: _a, scope: _s, target: _t, exists: _e, ...rest }: typeof plan) => rest;
    if (args.apply !== true || (!plan.changed && plan.hand_edits.length === 0)) return { ...view(plan), applied: false, drafts: [], confirmed_via: 'not_needed' as const };
    const request: ConfirmRequest = {
      operation: 'writeback',
      reason: 'project_file',
      text: [`Write Nuzo's block into ${plan.path}?`, `${plan.written.length} memories; only the block between the Nuzo markers changes; nothing is committed.`, shownDiff(plan.diff, plan.target), 'Confirm or reject?'].join('\n'),
      command: `nuzo memory writeback --target ${plan.target} --apply --project-root ${shellQuote(project.root)}`,
    };
    const answer = await askUser(rt.server, config.confirmation, request);
    if (answer.decision !== 'confirm') throw declined(request, 'reject');
    const { scope: _s, target: _t, exists: _e, ...result } = applyWriteback(ctx, plan);
    return { ...result, confirmed_via: answer.via };
  },
  text: (out, nonce) =>
    out.applied
      ? `Wrote the Nuzo block of ${out.path} (confirmed by the user); nothing was committed.${out.drafts.length ? ` ${out.drafts.length} hand edits became drafts.` : ''}`
      : out.changed
        ? `Not written. The change to ${out.path} would be:\n${fencedBlock(out.diff, nonce)}`
        : `${out.path} is up to date.`,
});

// The form shows the diff the user approves; a diff too long for it says so and where to
// read it whole, so nothing past the cut is approved unseen.
const FORM_DIFF_MAX = 4000;
function shownDiff(diff: string, target: string): string {
  if (diff.length <= FORM_DIFF_MAX) return diff;
  return `${diff.slice(0, FORM_DIFF_MAX)}\n[… ${diff.length - FORM_DIFF_MAX} more characters of the diff not shown here: run \`nuzo memory writeback --target ${target}\` in a terminal to read it whole before you confirm]`;
}
