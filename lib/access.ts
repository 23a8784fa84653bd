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

// Whether a write into `scope` reaches beyond this session's own project. user:default and
// agent:* scopes are read by every project's sessions (SessionStart shows user:default
// everywhere), another project's scope by that project's: such a write needs the user's own
// answer, never the agent's word. Without a session project every scope is wider than it.
export function widensBeyondProject(fence: Fence, scope: string): boolean {
  return scope !== fence.projectScope;
}

// Who else would read a memory in a scope wider than the session's project, in the words a
// confirmation question uses, so the user sees what saying yes means.
export function scopeReach(scope: string): string {
  if (scope === 'user:default') return 'shown at the start of every session, in every project';
  if (scope.startsWith('agent:')) return 'readable from every project';
  return 'another project';
}

// A project_root the model passes must name the project the host itself reports (MCP
// roots, CLAUDE_PROJECT_DIR, NUZO_PROJECT_ROOT, or the server's own folder inside a
// project) unless the user allowed the other project, so a misled agent cannot switch the
// fence to another repository by naming its path. Where the host reports none (Codex
// starts plugin servers in the plugin folder), the named project must be one a SessionStart
// hook of this user opened lately (`seenByHook`, lib/project/seen.ts): the argument alone
// never picks a project.
export function assertArgumentProject(hostScope: string | null, argumentScope: string, allowedProjects: readonly string[], seenByHook = false): void {
  if (hostScope === argumentScope) return;
  if (allowedProjects.includes('*') || allowedProjects.includes(argumentScope)) return;
  if (hostScope === null) {
    if (seenByHook) return;
    throw projectNotAnchored();
  }
  throw scopeNotAllowed();
}

export function projectNotAnchored(): NuzoError {
  return new NuzoError(
    'SCOPE_NOT_ALLOWED',
    "The host did not say which project this session is in, and no Nuzo SessionStart hook opened the project_root you passed in the last hours, so Nuzo will not take it on the agent's word. Start the session from that project with Nuzo's hooks on, set NUZO_PROJECT_ROOT, or list the project in allowed_projects (~/.nuzo/config.json).",
    { reason: 'project_not_anchored' },
  );
}
