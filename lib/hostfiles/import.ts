// `nuzo memory import-host`: what the hosts' own memory files say, proposed as drafts for the
// usual review; never written as memories. Each statement runs through the same policy and
// duplicate checks as any draft (active memories, pending drafts, earlier rejections); a
// statement policy refuses is counted by file, line and code only, never quoted. User files
// propose into user:default, project files into the project's scope.
import { readFileSync } from 'node:fs';
import type { CoreContext } from '../context.ts';
import { draftSkip } from '../drafts/admission.ts';
import { createDraft } from '../drafts/queue.ts';
import { isNuzoError } from '../errors.ts';
import { prepareMemory } from '../memory/remember.ts';
import type { LeftOut } from './markdown-statements.ts';
import { recordImported } from './notice.ts';
import { proposedStatements } from './proposed-statements.ts';
import { findHostFiles, HOST_FILE_MAX_BYTES, type HostEnv, type HostSource } from './sources.ts';

export type HostProposal = { file: string; line: number; kind: string; scope: string; text: string; draft_id?: string };
// `left_out`: pieces of text too short to stand alone or too long to review, counted so
// nothing goes missing unsaid. Nuzo's own write-back block is not read at all.
export type HostFileReport = { file: string; source: HostSource; statements: number; proposed: number; duplicates: number; blocked: number; left_out: number; skipped?: string };
export type HostImportReport = {
  dry_run: boolean;
  files: HostFileReport[];
  proposed: HostProposal[];
  duplicates: number;
  blocked: Array<{ file: string; line: number; code: string }>;
};

export type HostImportInput = { home: string; env?: HostEnv; projectRoot: string | null; projectScope: string | null; sources?: readonly HostSource[]; dry_run?: boolean };

export function importHostFiles(ctx: CoreContext, input: HostImportInput): HostImportReport {
  const dryRun = input.dry_run === true;
  const report: HostImportReport = { dry_run: dryRun, files: [], proposed: [], duplicates: 0, blocked: [] };
  const pending: Array<{ id: string; scope: string; content: string }> = [];
  const files = findHostFiles({ home: input.home, env: input.env, projectRoot: input.projectRoot, sources: input.sources });
  for (const file of files) {
    const entry: HostFileReport = { file: file.label, source: file.source, statements: 0, proposed: 0, duplicates: 0, blocked: 0, left_out: 0 };
    report.files.push(entry);
    const scope = file.user ? 'user:default' : input.projectScope;
    if (!scope) {
      entry.skipped = 'PROJECT_UNRESOLVED';
      continue;
    }
    if (file.size > HOST_FILE_MAX_BYTES) {
      entry.skipped = 'FILE_TOO_LARGE';
      continue;
    }
    let text: string;
    try {
      text = readFileSync(file.path, 'utf8');
    } catch {
      entry.skipped = 'UNREADABLE';
      continue;
    }
    const leftOut: LeftOut[] = [];
    const statements = proposedStatements(text, file.user, leftOut);
    entry.left_out = leftOut.length;
    for (const statement of statements) {
      entry.statements++;
      const draft = {
        content: statement.text,
        kind: statement.kind,
        scope,
        tags: statement.tags,
        source: `import:${file.source}`,
        confidence: 0.9,
        reason: `Found in ${file.label} at line ${statement.line}; proposed by nuzo memory import-host.`,
      };
      try {
        if (dryRun) {
          const prepared = prepareMemory(ctx, draft);
          const skip = draftSkip(ctx.store, prepared, { alsoPending: pending });
          if (skip) {
            entry.duplicates++;
            continue;
          }
          pending.push({ id: `dry:${pending.length}`, scope, content: prepared.content });
          report.proposed.push({ file: file.label, line: statement.line, kind: prepared.kind, scope, text: prepared.content });
        } else {
          const outcome = createDraft(ctx, draft);
          if (!('created' in outcome)) {
            entry.duplicates++;
            continue;
          }
          report.proposed.push({ file: file.label, line: statement.line, kind: outcome.created.kind, scope, text: outcome.created.content, draft_id: outcome.created.id });
        }
        entry.proposed++;
      } catch (error) {
        if (!isNuzoError(error)) throw error;
        entry.blocked++;
        report.blocked.push({ file: file.label, line: statement.line, code: error.code });
      }
    }
    report.duplicates += entry.duplicates;
  }
  // A file skipped for a reason that can pass (no project yet, unreadable now) is not marked
  // imported, so the session-start notice still mentions it; one too large never will pass.
  const retry = new Set(['PROJECT_UNRESOLVED', 'UNREADABLE']);
  if (!dryRun) recordImported(ctx.store.home, files.filter((_, i) => !retry.has(report.files[i]?.skipped ?? '')).map((f) => f.path));
  return report;
}
