// Memory the user already wrote for their agents (CLAUDE.md, AGENTS.md, ~/.claude/CLAUDE.md,
// ~/.codex/AGENTS.md) that Nuzo has not proposed yet. Stat only: doctor never reads them.
import { hostFilesNotImported } from '../../hostfiles/notice.ts';
import type { CheckResult, DoctorContext } from '../types.ts';

export function checkHostFiles(ctx: DoctorContext): CheckResult {
  const userHome = ctx.env.HOME;
  if (!userHome) return { id: 'host-files', status: 'ok', summary: 'HOME is not set; host memory files not looked for.' };
  const pending = hostFilesNotImported(ctx.home, userHome, ctx.project && ctx.project.via !== 'cwd' ? ctx.project.root : null, ctx.env);
  if (pending.length === 0) return { id: 'host-files', status: 'ok', summary: 'No host memory files waiting to be imported.' };
  return {
    id: 'host-files',
    status: 'warn',
    summary: `${pending.length} host memory file${pending.length === 1 ? '' : 's'} (CLAUDE.md, AGENTS.md) not imported yet.`,
    fix: 'nuzo memory import-host --dry-run to see what it would propose, then nuzo memory import-host and nuzo review.',
    details: { files: pending.length },
  };
}
