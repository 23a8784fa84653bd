// The fields upstream Nuzo 1.2 (fabionfsc/nuzo-memory) keeps beside a memory that this
// Nuzo's own paths never set: confidence, confidence_state, provenance, and the typed
// relations between memories. They are checked here the way upstream checks them (so
// anything it accepts is accepted), and their free text goes through content policy; they
// are kept in side tables (lib/memory/carried-store.ts) so a memory written by remember
// simply has none.
import { policyFinding } from './scan.ts';

export const CONFIDENCE_STATES = ['observed', 'inferred', 'user_confirmed', 'needs_review', 'deprecated'] as const;
export const PROVENANCE_KINDS = ['conversation', 'file', 'import', 'cli', 'mcp'] as const;
export const RELATION_TYPES = ['supersedes', 'conflicts_with', 'duplicate_of', 'related_to'] as const;

// Upstream's bounds on the same fields.
const PROVENANCE_TEXT_MAX = 256;
const PROVENANCE_PATH_MAX = 512;
const REASON_MAX = 1000;
// Upstream does not bound keys it does not know; a stored blob here is bounded anyway.
const PROVENANCE_JSON_MAX = 8192;

export type Provenance = { kind: string } & Record<string, unknown>;

export type Carried = { confidence: number; confidence_state: string | null; provenance: Provenance | null };

export type RelationItem = { source_index: number; target_index: number; relation: string; reason?: string | null; created_at: string };

// A field that was in the item and did not make it into the store, with why.
export type NotCarried = { field: string; code: string };

export const DEFAULT_CARRIED: Carried = { confidence: 1, confidence_state: null, provenance: null };

export function isDefaultCarried(c: Carried): boolean {
  return c.confidence === 1 && c.confidence_state === null && c.provenance === null;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function shortText(value: unknown, max: number): boolean {
  return typeof value === 'string' && value.trim().length > 0 && value.length <= max && !/[\0\r\n]/.test(value);
}

// null when the provenance is one upstream would accept, else the reason it would not.
export function provenanceProblem(value: unknown): string | null {
  if (!isRecord(value)) return 'PROVENANCE_INVALID';
  if (!(PROVENANCE_KINDS as readonly unknown[]).includes(value.kind)) return 'PROVENANCE_KIND_INVALID';
  for (const field of ['host', 'surface', 'thread_id', 'action'] as const) {
    if (value[field] !== undefined && !shortText(value[field], PROVENANCE_TEXT_MAX)) return 'PROVENANCE_FIELD_INVALID';
  }
  if (value.reason !== undefined && !(typeof value.reason === 'string' && value.reason.trim() && value.reason.length <= REASON_MAX)) return 'PROVENANCE_FIELD_INVALID';
  if (value.path !== undefined) {
    const path = value.path;
    if (!shortText(path, PROVENANCE_PATH_MAX)) return 'PROVENANCE_FIELD_INVALID';
    const p = path as string;
    if (p.startsWith('/') || p.startsWith('\\\\') || /^[A-Za-z]:[\\/]/.test(p) || p.split(/[\\/]+/).includes('..')) return 'PROVENANCE_PATH_UNSAFE';
  }
  if (value.line !== undefined && !(Number.isInteger(value.line) && (value.line as number) > 0 && (value.line as number) <= 1_000_000_000)) return 'PROVENANCE_FIELD_INVALID';
  return null;
}

// Every string inside the provenance, for one policy read.
function provenanceText(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value);
  else if (Array.isArray(value)) for (const v of value) provenanceText(v, out);
  else if (isRecord(value)) for (const [k, v] of Object.entries(value)) { out.push(k); provenanceText(v, out); }
  return out;
}

// Reads the three fields of one item. A malformed confidence makes the whole item invalid
// (upstream refuses it too); a confidence_state or provenance that cannot be kept is left
// out and named in `dropped`, so the report can say so item by item.
export function readCarried(item: Record<string, unknown>): { carried: Carried; dropped: NotCarried[] } | null {
  const dropped: NotCarried[] = [];
  let confidence = 1;
  if (item.confidence !== undefined) {
    if (typeof item.confidence !== 'number' || !Number.isFinite(item.confidence) || item.confidence < 0 || item.confidence > 1) return null;
    confidence = item.confidence;
  }
  let state: string | null = null;
  if (item.confidence_state !== undefined && item.confidence_state !== null) {
    if ((CONFIDENCE_STATES as readonly unknown[]).includes(item.confidence_state)) state = item.confidence_state as string;
    else dropped.push({ field: 'confidence_state', code: 'CONFIDENCE_STATE_INVALID' });
  }
  let provenance: Provenance | null = null;
  if (item.provenance !== undefined && item.provenance !== null) {
    const problem = provenanceProblem(item.provenance);
    const json = problem ? '' : JSON.stringify(item.provenance);
    const finding = problem ? null : policyFinding(provenanceText(item.provenance).join('\n'));
    if (problem) dropped.push({ field: 'provenance', code: problem });
    else if (json.length > PROVENANCE_JSON_MAX) dropped.push({ field: 'provenance', code: 'PROVENANCE_TOO_LONG' });
    else if (finding) dropped.push({ field: 'provenance', code: finding });
    else provenance = item.provenance as Provenance;
  }
  return { carried: { confidence, confidence_state: state, provenance }, dropped };
}

// Structural check of one relation against the document (upstream's rules) and policy on
// its reason. Returns a code when it cannot be kept.
export function relationProblem(value: unknown, memoryCount: number): string | null {
  if (!isRecord(value)) return 'RELATION_INVALID';
  const { source_index: s, target_index: t } = value;
  if (!Number.isInteger(s) || !Number.isInteger(t) || (s as number) < 0 || (t as number) < 0 || (s as number) >= memoryCount || (t as number) >= memoryCount || s === t) return 'RELATION_INDEX_INVALID';
  if (!(RELATION_TYPES as readonly unknown[]).includes(value.relation)) return 'RELATION_TYPE_INVALID';
  if (value.reason !== undefined && value.reason !== null) {
    if (typeof value.reason !== 'string' || !value.reason.trim() || value.reason.length > REASON_MAX) return 'RELATION_REASON_INVALID';
    const finding = policyFinding(value.reason);
    if (finding) return finding;
  }
  if (typeof value.created_at !== 'string' || value.created_at.length > 64 || Number.isNaN(Date.parse(value.created_at))) return 'RELATION_DATE_INVALID';
  return null;
}
