// The `nuzo` command a user can type to do, with their own hands, what an agent may not do
// for them. When the client cannot ask the user (no MCP elicitation), a tool that needs the
// user's answer returns one of these lines instead of acting; the terminal is the user's,
// and a hard delete there still asks y/N. Every value is shell-quoted; scopes are concrete
// (project:<hex>), so the line means the same thing whatever folder it is run from.
import { USER_SCOPE } from '../lib/scope.ts';

const PLAIN = /^[A-Za-z0-9_@%+=:,./-]+$/;

export function shellQuote(value: string): string {
  return PLAIN.test(value) ? value : `'${value.replace(/'/g, `'\\''`)}'`;
}

const line = (...parts: Array<string | false | undefined>) => parts.filter((p): p is string => typeof p === 'string' && p.length > 0).join(' ');

// `nuzo review` shows the draft's own text in the terminal before the user decides (not
// what an agent says it holds); it lists this project's and user:default drafts, so a
// draft in another scope is confirmed by id (`nuzo drafts show <id>` prints it first).
export function reviewDraftCommand(draft: { id: string; scope: string }, project: { scope: string; root: string } | null): string {
  if (draft.scope === USER_SCOPE) return 'nuzo review';
  if (project && draft.scope === project.scope) return line('nuzo review --project-root', shellQuote(project.root));
  return line('nuzo drafts confirm', draft.id);
}

// For many drafts at once: `nuzo review` walks the user:default ones; drafts in other scopes
// are listed by scope and confirmed by id.
export function reviewDraftsCommand(scopes: readonly string[]): string {
  return scopes.map((scope) => (scope === USER_SCOPE ? 'nuzo review' : line('nuzo drafts list --scope', shellQuote(scope)))).join(' && ');
}

export function rememberCommand(m: { content: string; kind: string; scope: string; tags: readonly string[] }): string {
  return line('nuzo memory remember', shellQuote(m.content), `--kind ${shellQuote(m.kind)}`, `--scope ${shellQuote(m.scope)}`, ...m.tags.map((t) => `--tag ${shellQuote(t)}`));
}

export function deleteCommand(id: string): string {
  return line('nuzo memory forget', id, '--delete');
}

// One command per scope that holds a matched memory: the terminal's --all and a bare --tag
// reach every scope in the store, wider than what the agent's session selected.
export function forgetManyCommand(scopes: readonly string[], tags: readonly string[] | undefined, mode: 'archive' | 'delete'): string {
  const tagArgs = (tags ?? []).map((t) => `--tag ${shellQuote(t)}`);
  return scopes.map((scope) => line('nuzo memory forget-many --scope', shellQuote(scope), ...tagArgs, '--apply', mode === 'delete' && '--delete')).join(' && ');
}

export type UpdateLine = { id: string; revision: number; content?: string; kind?: string; scope?: string; tags?: string[]; status?: string };

export function updateCommand(u: UpdateLine): string {
  const tags = u.tags === undefined ? [] : u.tags.length === 0 ? ['--clear-tags'] : u.tags.map((t) => `--tag ${shellQuote(t)}`);
  return line(
    'nuzo memory update',
    u.id,
    u.content !== undefined && `--content ${shellQuote(u.content)}`,
    u.kind !== undefined && `--kind ${shellQuote(u.kind)}`,
    u.scope !== undefined && `--scope ${shellQuote(u.scope)}`,
    ...tags,
    u.status !== undefined && `--status ${shellQuote(u.status)}`,
    `--expected-revision ${u.revision}`,
  );
}

export function importCommand(path: string, scope: string | undefined): string {
  return line('nuzo memory import', shellQuote(path), scope !== undefined && `--scope ${shellQuote(scope)}`);
}

export type ExportLine = { path: string; scopes?: readonly string[]; kind?: string; tags?: readonly string[]; include_archived?: boolean; format?: string; max_items?: number; overwrite?: boolean };

export function exportCommand(e: ExportLine): string {
  return line(
    'nuzo memory export --path',
    shellQuote(e.path),
    ...(e.scopes ?? []).map((scope) => `--scope ${shellQuote(scope)}`),
    e.kind !== undefined && `--kind ${shellQuote(e.kind)}`,
    ...(e.tags ?? []).map((t) => `--tag ${shellQuote(t)}`),
    e.include_archived === true && '--include-archived',
    e.format !== undefined && `--format ${shellQuote(e.format)}`,
    e.max_items !== undefined && `--max-items ${e.max_items}`,
    e.overwrite !== false && '--overwrite',
  );
}
