// The fence around one MCP session. A call may reach the session's own project scope,
// user:default and agent:* scopes; another project's scope only when the user listed it
// (or "*") in allowed_projects. Everything else is refused as SCOPE_NOT_ALLOWED without
// saying whether anything is stored there, and a memory or draft outside the fence is
// reported exactly like one that does not exist. Pure functions: no I/O, no store.
import { NuzoError } from './errors.ts';
import { resolveScope, scopeType, USER_SCOPE } from './scope.ts';

export type Fence = {
  // The session's project scope, or null when no project could be resolved.
  projectScope: string | null;
  // Extra project scopes from config.allowed_projects; "*" admits every project.
  allowedProjects: readonly string[];
};

export function makeFence(projectScope: string | null, allowedProjects: readonly string[] = []): Fence {
  return { projectScope, allowedProjects: allowedProjects.filter((s) => typeof s === 'string') };
}

export function canReach(fence: Fence, scope: string): boolean {
  if (scope === USER_SCOPE) return true;
  switch (scopeType(scope)) {
    case 'agent':
      return true;
    case 'project':
      return scope === fence.projectScope || fence.allowedProjects.includes('*') || fence.allowedProjects.includes(scope);
    default:
      return false;
  }
}

export function scopeNotAllowed(): NuzoError {
  return new NuzoError(
    'SCOPE_NOT_ALLOWED',
    "That scope is outside this session's project. Only the current project, user:default and agent:* scopes are reachable unless the user lists a project in allowed_projects (~/.nuzo/config.json).",
    {},
  );
}

export function assertReachable(fence: Fence, scope: string): string {
  if (!canReach(fence, scope)) throw scopeNotAllowed();
  return scope;
}

// A requested scope (project:auto included) resolved for this session and checked.
export function reachableScope(fence: Fence, requested: unknown): string {
  return assertReachable(fence, resolveScope(requested, fence.projectScope));
}

// The scopes a default view covers: this project (when known) and the user's own.
export function homeScopes(fence: Fence): string[] {
  return fence.projectScope ? [fence.projectScope, USER_SCOPE] : [USER_SCOPE];
}

// Every reachable scope among those known to exist, plus the home scopes.
export function reachableAmong(fence: Fence, known: readonly string[]): string[] {
  const out = new Set(homeScopes(fence));
  for (const scope of known) if (canReach(fence, scope)) out.add(scope);
  return [...out];
}

// The one answer for "not yours" and "not there": same code, message and details.
export function memoryNotFound(id: unknown): NuzoError {
  return new NuzoError('MEMORY_NOT_FOUND', 'No memory with that id.', { id });
}

export function draftNotFound(id: unknown): NuzoError {
  return new NuzoError('DRAFT_NOT_FOUND', 'No pending draft with that id (it may have been confirmed, rejected or expired).', { id });
}

// The scope an id-addressed record lives (or lived) in decides whether the caller may see it.
export function assertRecordReachable<T>(fence: Fence, scope: string | null, record: T, notFound: () => NuzoError): T {
  if (scope === null || !canReach(fence, scope)) throw notFound();
  return record;
}

// A project_root the model passes must agree with the project the host itself reports
// (roots, CLAUDE_PROJECT_DIR, NUZO_PROJECT_ROOT) unless the user allowed the other project,
// so a misled agent cannot switch the fence to another repository by naming its path.
// hostScope null = the host reports nothing (Codex): the argument is the only signal.
export function assertArgumentProject(hostScope: string | null, argumentScope: string, allowedProjects: readonly string[]): void {
  if (hostScope === null || hostScope === argumentScope) return;
  if (!canReach(makeFence(hostScope, allowedProjects), argumentScope)) throw scopeNotAllowed();
}
