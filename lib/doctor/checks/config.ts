// Config files that could not be used are ignored by Nuzo (defaults apply); say so.
import type { CheckResult, DoctorContext } from '../types.ts';

export function checkConfig(ctx: DoctorContext): CheckResult {
  if (ctx.configProblems.length === 0) return { id: 'config', status: 'ok', summary: ctx.config.disabled ? 'Config reads cleanly; Nuzo is disabled by it.' : 'Config reads cleanly.' };
  return {
    id: 'config',
    status: 'warn',
    summary: `${ctx.configProblems.length} config file(s) were ignored (invalid JSON or not an object); defaults apply.`,
    fix: 'Fix or remove the files listed in details.',
    details: { files: ctx.configProblems.map((p) => p.path) },
  };
}
