// The content policy entry points. Every write path (remember, update, import, drafts,
// confirmation) runs these on the full, untruncated text. Categories are checked most
// serious first — secrets, PII, sensitive facts, dumps, logs, speculation — and a finding
// carries only rule names and fixed messages, so nothing refused can leak back out.
import { NuzoError, type ErrorCode } from '../errors.ts';
import type { Detector, PolicyFinding } from './types.ts';
import { fromRows } from './types.ts';
import { SECRET_DETECTORS, SECRET_RULES } from './secrets.ts';
import { CREDENTIAL_DETECTORS } from './credentials.ts';
import { HTTP_AUTH_RULES } from './http-auth.ts';
import { CONFIG_SECRET_DETECTORS } from './config-secrets.ts';
import { LOGIN_DETECTORS } from './logins.ts';
import { COMMAND_LINE_DETECTORS } from './command-line.ts';
import { NAMED_SECRET_DETECTORS } from './named-secrets.ts';
import { decodedView } from './encoded.ts';
import { PII_DETECTORS, PII_RULES } from './pii.ts';
import { SENSITIVE_FACT_DETECTORS } from './sensitive-facts.ts';
import { DUMP_DETECTORS } from './dumps.ts';
import { LOG_DETECTORS } from './logs.ts';
import { SPECULATION_DETECTORS } from './speculation.ts';
import { joinSplitTokens, prepareText } from './prepare.ts';
import { factsOf } from './gate.ts';

type Group = { code: ErrorCode; hint: string; detectors: readonly Detector[] };

const GROUPS: readonly Group[] = [
  { code: 'SECRET_DETECTED', detectors: [...fromRows(SECRET_RULES), ...SECRET_DETECTORS, ...fromRows(HTTP_AUTH_RULES), ...CONFIG_SECRET_DETECTORS, ...LOGIN_DETECTORS, ...COMMAND_LINE_DETECTORS, ...NAMED_SECRET_DETECTORS, ...CREDENTIAL_DETECTORS],
    hint: 'Store where the credential lives (e.g. the name of the env var or vault path), not its value.' },
  { code: 'PII_DETECTED', detectors: [...fromRows(PII_RULES), ...PII_DETECTORS],
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

const IDENTIFIER_GROUPS = GROUPS.filter((g) => g.code === 'SECRET_DETECTED' || g.code === 'PII_DETECTED');

// The text as rules see it, with split tokens rejoined, and with encoded runs (hex, base64,
// %XX) decoded; the last two are read by the secret rules only.
type Views = { text: string; lower: string; joined: string | null; joinedLower: string; decoded: string | null; decodedLower: string };

function viewsOf(text: string): Views {
  scans++;
  const prepared = prepareText(text);
  const joined = joinSplitTokens(prepared);
  const decoded = decodedView(joined ?? prepared, Math.max(factsOf(prepared).longestRun, joined ? factsOf(joined).longestRun : 0));
  return { text: prepared, lower: prepared.toLowerCase(), joined, joinedLower: joined ? joined.toLowerCase() : '', decoded, decodedLower: decoded ? decoded.toLowerCase() : '' };
}

function fires(group: Group, d: Detector, v: Views): boolean {
  if (d.detect(v.text, v.lower)) return true;
  if (group.code !== 'SECRET_DETECTED') return false;
  return (v.joined !== null && d.detect(v.joined, v.joinedLower)) || (v.decoded !== null && d.detect(v.decoded, v.decodedLower));
}

// The group's detectors a text with these facts could fire, in table order (so the first
// finding is the one a full pass would report). Prose has short words and few digits, so
// most provider rows drop out; lists are kept per (longest run, digits) up to the largest
// figure any row asks for. Reading the gates off the patterns costs a few milliseconds, more
// than a hook's handful of scans would save, so the first scans of a process run every row.
const candidateLists = new WeakMap<Group, Map<number, readonly Detector[]>>();
const UNGATED_SCANS = 64;
let scans = 0;
let limits: { run: number; digits: number } | null = null;

function candidates(group: Group, v: Views): readonly Detector[] {
  if (scans < UNGATED_SCANS) return group.detectors;
  limits ??= {
    run: Math.max(0, ...GROUPS.flatMap((g) => g.detectors.map((d) => d.gate?.minRun ?? 0))),
    digits: Math.max(0, ...GROUPS.flatMap((g) => g.detectors.map((d) => d.gate?.minDigits ?? 0))),
  };
  const facts = factsOf(v.text);
  let run = facts.longestRun;
  if (v.joined !== null) run = Math.max(run, factsOf(v.joined).longestRun);
  if (v.decoded !== null) run = Math.max(run, factsOf(v.decoded).longestRun);
  run = Math.min(run, limits.run);
  const digits = Math.min(v.decoded !== null ? Math.max(facts.digits, factsOf(v.decoded).digits) : facts.digits, limits.digits);
  let lists = candidateLists.get(group);
  if (!lists) candidateLists.set(group, (lists = new Map()));
  const key = run * (limits.digits + 1) + digits;
  let list = lists.get(key);
  if (!list) {
    list = group.detectors.filter((d) => !d.gate || (d.gate.minRun <= run && d.gate.minDigits <= digits));
    lists.set(key, list);
  }
  return list;
}


function finding(group: Group, d: Detector): PolicyFinding {
  return { code: group.code, category: d.category, rule: d.id, message: d.message, rewrite_hint: group.hint };
}

// Every rule that fires, most serious first, one finding per rule.
export function scanContent(text: string): PolicyFinding[] {
  if (typeof text !== 'string' || text.length === 0) return [];
  const v = viewsOf(text);
  const out: PolicyFinding[] = [];
  for (const group of GROUPS) for (const d of candidates(group, v)) if (fires(group, d, v)) out.push(finding(group, d));
  return out;
}

// The single most serious finding, or null; stops at the first rule that fires.
export function checkContent(text: string): PolicyFinding | null {
  return firstFinding(text, GROUPS);
}

// Identifiers and credentials only (secrets and personal identifiers): for the short fields
// of a record and the seams between them, where prose rules have nothing to judge.
export function checkIdentifiers(text: string): PolicyFinding | null {
  return firstFinding(text, IDENTIFIER_GROUPS);
}

function firstFinding(text: string, groups: readonly Group[]): PolicyFinding | null {
  if (typeof text !== 'string' || text.length === 0) return null;
  const v = viewsOf(text);
  for (const group of groups) for (const d of candidates(group, v)) if (fires(group, d, v)) return finding(group, d);
  return null;
}

export function findingError(f: PolicyFinding): NuzoError {
  return new NuzoError(f.code, f.message, { category: f.category, rule: f.rule, ...(f.rewrite_hint ? { rewrite_hint: f.rewrite_hint } : {}) });
}

export function assertContentAllowed(text: string): void {
  const f = checkContent(text);
  if (f) throw findingError(f);
}
