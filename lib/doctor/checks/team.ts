// The current project's team file (.nuzo/team.ndjson, lib/team): read exactly as a session
// would read it, and reported by counts, line numbers and codes only — never its text.
import { readTeamFile, teamRootOf } from '../../team/read.ts';
import { vetTeamFile } from '../../team/vet.ts';
import type { CheckResult, DoctorContext } from '../types.ts';

export function checkTeam(ctx: DoctorContext): CheckResult {
  const root = teamRootOf(ctx.project ?? null);
  if (!root) return { id: 'team.file', status: 'ok', summary: 'Not inside a project: no team file to check.' };
  const file = vetTeamFile(readTeamFile(root));
  const lineProblems = file.problems.filter((p) => p.level === 'line');
  const details = { path: file.path, state: file.state, memories: file.memories.length, bytes: file.bytes, problems: file.problems.map((p) => ({ code: p.code, level: p.level, lines: p.lines, ids: p.ids })) };
  if (file.state === 'absent') return { id: 'team.file', status: 'ok', summary: 'This project has no team file (.nuzo/team.ndjson).', details };
  if (file.state === 'skipped') {
    const first = file.problems.find((p) => p.level === 'file');
    return { id: 'team.file', status: 'fail', summary: `The project's team file is not read at all: ${first?.message ?? 'it failed its checks.'}`, fix: `${first?.fix ?? ''} Run nuzo team check for every problem.`.trim(), details };
  }
  if (lineProblems.length) {
    const lines = lineProblems.flatMap((p) => p.lines);
    return { id: 'team.file', status: 'warn', summary: `The project's team file gives ${file.memories.length} memories; ${lineProblems.length} problem(s) skip line(s) ${lines.slice(0, 8).join(', ')}${lines.length > 8 ? ', …' : ''}.`, fix: 'Run nuzo team check: it says what is wrong with each line and how to fix it.', details };
  }
  return { id: 'team.file', status: 'ok', summary: `The project's team file gives ${file.memories.length} memories (${file.bytes} bytes), all within policy.`, details };
}
