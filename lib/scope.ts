// Scope grammar. `project:auto` is a request ("the current project"), resolved by the
// caller's context before it reaches storage; stored rows only ever hold concrete scopes.
import { NuzoError } from './errors.ts';
import { LIMITS } from './limits.ts';

export const USER_SCOPE = 'user:default';
export const PROJECT_AUTO = 'project:auto';

const PROJECT_RE = /^project:[0-9a-f]{16}$/;
const AGENT_RE = /^agent:[a-z0-9][a-z0-9._-]*$/;

export type ScopeType = 'user' | 'project' | 'agent';

// team:<name>: memories a repository carries for everyone who clones it, in its reviewed
// .nuzo/team.ndjson (lib/team/). Never a store scope: isConcreteScope refuses it, so no
// write path puts one in the user's own store, and canReach (lib/access.ts) never admits
// it. Team memories are read only from the current project's own file.
export const TEAM_NAME_MAX_CHARS = 64;
const TEAM_RE = /^team:[a-z0-9][a-z0-9._-]*$/;

export function isTeamScope(scope: string): boolean {
  return TEAM_RE.test(scope) && scope.length <= 5 + TEAM_NAME_MAX_CHARS;
}

export function scopeType(scope: string): ScopeType {
  return scope.startsWith('project:') ? 'project' : scope.startsWith('agent:') ? 'agent' : 'user';
}

// A project's scope: the hash Nuzo derives from its path, never text anyone wrote.
export function isProjectScope(scope: string): boolean {
  return PROJECT_RE.test(scope);
}

export function isConcreteScope(scope: string): boolean {
  return scope === USER_SCOPE || PROJECT_RE.test(scope) || (AGENT_RE.test(scope) && scope.length <= 6 + LIMITS.agentNameMaxChars);
}

// Resolves a requested scope against the session's project scope (null when none is known).
export function resolveScope(requested: unknown, projectScope: string | null): string {
  if (typeof requested !== 'string' || requested.length === 0 || requested.length > 100) {
    throw new NuzoError('INVALID_SCOPE', 'Scope must be user:default, project:auto, project:<16 hex> or agent:<name>.');
  }
  const scope = requested.trim().toLowerCase();
  if (scope === PROJECT_AUTO) {
    if (!projectScope) {
      throw new NuzoError('PROJECT_UNRESOLVED', 'project:auto could not be resolved: pass project_root (the working directory) or set NUZO_PROJECT_ROOT.');
    }
    return projectScope;
  }
  if (!isConcreteScope(scope)) {
    throw new NuzoError('INVALID_SCOPE', 'Scope must be user:default, project:auto, project:<16 hex> or agent:<name>.', { scope_type: scopeType(scope) });
  }
  return scope;
}
