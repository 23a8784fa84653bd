// Checks shared by every write path (remember, update, import, drafts, confirmation).
// Confirmation is never a bypass: a confirmed draft goes through exactly these checks.
import { NuzoError } from '../errors.ts';
import { MEMORY_KINDS, type MemoryKind, LIMITS } from '../limits.ts';
import { assertContentAllowed, assertRecordAllowed, normalizeTags, validateContent, type RecordFields } from '../policy/index.ts';
import { isConcreteScope, scopeType } from '../scope.ts';
import type { NuzoConfig } from '../config.ts';

export function validateKind(kind: unknown): MemoryKind {
  if (typeof kind === 'string' && (MEMORY_KINDS as readonly string[]).includes(kind)) return kind as MemoryKind;
  throw new NuzoError('INVALID_KIND', `Kind must be one of ${MEMORY_KINDS.join(', ')}.`, { allowed: [...MEMORY_KINDS] });
}

export function validateStoredScope(scope: unknown, config: NuzoConfig): string {
  if (typeof scope !== 'string' || !isConcreteScope(scope)) {
    throw new NuzoError('INVALID_SCOPE', 'Scope must be user:default, project:<16 hex> or agent:<name> (resolve project:auto first).');
  }
  assertScopeEnabled(scope, config);
  return scope;
}

export function assertScopeEnabled(scope: string, config: NuzoConfig): void {
  if (config.disabled) throw new NuzoError('SCOPE_DISABLED', 'Nuzo is disabled by configuration.', { scope_type: scopeType(scope) });
  if (config.disabled_scopes.includes(scope)) {
    throw new NuzoError('SCOPE_DISABLED', 'Memory is disabled for this scope by configuration.', { scope });
  }
}

// Policy runs on the full text, tags included, before anything is trimmed for display.
export function prepareContent(content: unknown): string {
  const text = validateContent(content);
  assertContentAllowed(text);
  return text;
}

// Every stored field of a memory or draft, read as one record: the scope name, tags, source,
// kind and any draft metadata get the secret and identifier rules, and so does the seam where
// content meets them (a token cut between content and a tag). `content` has already passed
// prepareContent here; this is the choke point every write path calls before it writes.
export function assertRecordFieldsAllowed(record: RecordFields): void {
  assertRecordAllowed(record, { contentChecked: true });
}

export function prepareTags(tags: unknown): string[] {
  const normalized = normalizeTags(tags ?? []);
  if (normalized.length) assertShortAllowed(normalized.join(' '));
  return normalized;
}

// Sources and tag sets repeat across a bulk import ("codex:mcp" thousands of times); policy
// is pure, so a short text it accepted once is accepted again without re-running every rule.
const acceptedShort = new Set<string>();

function assertShortAllowed(text: string): void {
  if (acceptedShort.has(text)) return;
  assertContentAllowed(text);
  if (text.length > 400) return;
  if (acceptedShort.size >= 2048) acceptedShort.clear();
  acceptedShort.add(text);
}

export function validateSource(source: unknown, fallback: string): string {
  if (source === undefined || source === null || source === '') return fallback;
  if (typeof source !== 'string' || source.length > LIMITS.sourceMaxChars || /[\u0000-\u001f]/.test(source)) {
    throw new NuzoError('INVALID_INPUT', `Source must be a short single-line string (<= ${LIMITS.sourceMaxChars} chars).`, { field: 'source' });
  }
  assertShortAllowed(source);
  return source;
}

export function validateOptionalDate(value: unknown, field: string): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value === 'string' && !Number.isNaN(Date.parse(value))) return new Date(value).toISOString();
  throw new NuzoError('INVALID_INPUT', `${field} must be an ISO-8601 date.`, { field });
}
