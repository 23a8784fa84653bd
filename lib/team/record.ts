// One team memory, checked as every write is: shape, kind, tags, source and the whole
// record through the same core policy (lib/memory/validate.ts). The same functions vet a
// line read from a repository and a memory `nuzo team add` is about to write, so the file
// can never hold what the reader would refuse. Errors name the rule, never the text.
import { isNuzoError, NuzoError } from '../errors.ts';
import { LIMITS, MEMORY_KINDS, type MemoryKind } from '../limits.ts';
import { validateContent } from '../policy/content.ts';
import { normalizeTags } from '../policy/tags.ts';
import { isTeamScope } from '../scope.ts';
import { TEAM_FIELDS, TEAM_ID_RE, type TeamMemory } from './format.ts';

export const TEAM_SOURCE = 'nuzo:team';
const DAY_RE = /^\d{4}-\d{2}-\d{2}$/;

// Which scopes a team file may name: team:<name> only. A project:, user: or agent: scope
// would let a repository speak for the user's own memories, or for another project's.
export function assertTeamScope(scope: unknown): string {
  if (typeof scope !== 'string') throw new NuzoError('INVALID_SCOPE', 'A team memory needs a team:<name> scope.', { field: 'scope' });
  if (isTeamScope(scope)) return scope;
  const kind = scope.startsWith('project:') ? 'project' : scope.startsWith('user:') ? 'user' : scope.startsWith('agent:') ? 'agent' : 'other';
  const why =
    kind === 'project'
      ? 'A team file may not name a project: scope; project memories stay in each user\'s own store.'
      : kind === 'user' || kind === 'agent'
        ? `A team file may not name a ${kind}: scope; those are the user's own.`
        : 'Scope must be team:<name> (a-z, 0-9, ".", "_", "-"; at most 64 characters).';
  throw new NuzoError('INVALID_SCOPE', why, { field: 'scope', scope_type: kind });
}

export function assertTeamId(id: unknown): string {
  if (typeof id === 'string' && TEAM_ID_RE.test(id)) return id;
  throw new NuzoError('INVALID_INPUT', 'A team memory id is tm_ and 20 characters of 0-9 and a-z (no i, l, o, u).', { field: 'id' });
}

// A parsed line (or an add's input) to a memory, or a NuzoError saying why not: its shape
// only (fields, id, scope, kind, lengths). Content policy is assertTeamPolicy's job, run on
// every memory a session is shown and on every line check and add see.
export function toTeamMemory(raw: unknown): TeamMemory {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) throw new NuzoError('INVALID_INPUT', 'A team memory line must be a JSON object.', {});
  const fields = raw as Record<string, unknown>;
  const unknown = Object.keys(fields).filter((k) => !(TEAM_FIELDS as readonly string[]).includes(k));
  if (unknown.length) throw new NuzoError('INVALID_INPUT', `Unknown field(s): ${unknown.length} not in ${TEAM_FIELDS.join(', ')}.`, { field: 'line' });
  const id = assertTeamId(fields.id);
  const scope = assertTeamScope(fields.scope);
  if (typeof fields.kind !== 'string' || !(MEMORY_KINDS as readonly string[]).includes(fields.kind)) {
    throw new NuzoError('INVALID_KIND', `Kind must be one of ${MEMORY_KINDS.join(', ')}.`, { allowed: [...MEMORY_KINDS] });
  }
  const kind = fields.kind as MemoryKind;
  const content = validateContent(fields.content);
  const tags = normalizeTags(fields.tags ?? []);
  const source = fields.source === undefined || fields.source === null || fields.source === '' ? TEAM_SOURCE : fields.source;
  if (typeof source !== 'string' || source.length > LIMITS.sourceMaxChars || /[\u0000-\u001f]/.test(source)) {
    throw new NuzoError('INVALID_INPUT', `Source must be a short single-line string (<= ${LIMITS.sourceMaxChars} chars).`, { field: 'source' });
  }
  const added = typeof fields.added === 'string' && DAY_RE.test(fields.added) && !Number.isNaN(Date.parse(fields.added)) ? fields.added : null;
  if (!added) throw new NuzoError('INVALID_INPUT', 'added must be a day, YYYY-MM-DD.', { field: 'added' });
  return { id, scope, kind, content, tags, source, added };
}

// The code and message of a refusal, fit for a report: NuzoError messages never carry the
// text they judged; anything else is reported generically.
export function refusalOf(error: unknown): { code: string; message: string } {
  if (isNuzoError(error)) return { code: error.code, message: error.message };
  return { code: 'INTERNAL', message: 'This line could not be checked.' };
}
