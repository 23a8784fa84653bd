// The content policy entry points. Every write path (remember, update, import, drafts,
// confirmation) runs these on the full, untruncated text. Categories are checked most
// serious first — secrets, PII, sensitive facts, dumps, logs, speculation — and a finding
// carries only rule names and fixed messages, so nothing refused can leak back out.
import { NuzoError, type ErrorCode } from '../errors.ts';
import type { Detector, PolicyFinding } from './types.ts';
import { fromRows } from './types.ts';
import { SECRET_RULES } from './secrets.ts';
import { CREDENTIAL_DETECTORS } from './credentials.ts';
import { PII_RULES } from './pii.ts';
import { SENSITIVE_FACT_DETECTORS } from './sensitive-facts.ts';
import { DUMP_DETECTORS } from './dumps.ts';
import { LOG_DETECTORS } from './logs.ts';
import { SPECULATION_DETECTORS } from './speculation.ts';

type Group = { code: ErrorCode; hint: string; detectors: readonly Detector[] };

const GROUPS: readonly Group[] = [
  { code: 'SECRET_DETECTED', detectors: [...fromRows(SECRET_RULES), ...CREDENTIAL_DETECTORS],
    hint: 'Store where the credential lives (e.g. the name of the env var or vault path), not its value.' },
  { code: 'PII_DETECTED', detectors: fromRows(PII_RULES),
    hint: 'Refer to the person by role and leave the identifier out; keep only the durable fact.' },
  { code: 'SENSITIVE_PERSONAL_FACT', detectors: SENSITIVE_FACT_DETECTORS,
    hint: 'Leave out personal legal, medical or financial details; keep only the working preference or decision, if any.' },
  { code: 'RAW_DUMP_DETECTED', detectors: DUMP_DETECTORS,
    hint: 'Summarize what matters about the file (which settings exist and why) instead of pasting it.' },
  { code: 'LOG_DETECTED', detectors: LOG_DETECTORS,
    hint: 'Store the lesson (cause and fix) rather than the raw log or stack trace.' },
  { code: 'SPECULATIVE_CONTENT', detectors: SPECULATION_DETECTORS,
    hint: 'Save it once it is decided: store the decision, not the possibility.' },
];

const INVISIBLE = /[\u00ad\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\ufeff]/;
const INVISIBLE_ALL = new RegExp(INVISIBLE.source, 'g');

// Compatibility forms and invisible characters are folded first so a full-width or
// zero-width-split token is seen as the token it renders as.
function prepare(text: string): string {
  const folded = text.normalize('NFKC');
  return INVISIBLE.test(folded) ? folded.replace(INVISIBLE_ALL, '') : folded;
}

function finding(group: Group, d: Detector): PolicyFinding {
  return { code: group.code, category: d.category, rule: d.id, message: d.message, rewrite_hint: group.hint };
}

// Every rule that fires, most serious first, one finding per rule.
export function scanContent(text: string): PolicyFinding[] {
  if (typeof text !== 'string' || text.length === 0) return [];
  const prepared = prepare(text);
  const lower = prepared.toLowerCase();
  const out: PolicyFinding[] = [];
  for (const group of GROUPS) for (const d of group.detectors) if (d.detect(prepared, lower)) out.push(finding(group, d));
  return out;
}

// The single most serious finding, or null; stops at the first rule that fires.
export function checkContent(text: string): PolicyFinding | null {
  if (typeof text !== 'string' || text.length === 0) return null;
  const prepared = prepare(text);
  const lower = prepared.toLowerCase();
  for (const group of GROUPS) for (const d of group.detectors) if (d.detect(prepared, lower)) return finding(group, d);
  return null;
}

export function assertContentAllowed(text: string): void {
  const f = checkContent(text);
  if (!f) return;
  throw new NuzoError(f.code, f.message, { category: f.category, rule: f.rule, ...(f.rewrite_hint ? { rewrite_hint: f.rewrite_hint } : {}) });
}
