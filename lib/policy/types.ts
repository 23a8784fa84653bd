// Shapes shared by every policy table. A finding names the rule that fired and why, never
// what it matched: findings travel into errors, logs and audit rows.
import type { ErrorCode } from '../errors.ts';
import { gateOf, type Gate } from './gate.ts';

export type PolicyFinding = {
  code: ErrorCode;
  category: string;
  rule: string;
  message: string;
  rewrite_hint?: string;
};

// One row of a pattern table. `pattern` must carry the g flag; `accept` vets a match
// (checksums, entropy, placeholders) so the regex can stay simple and linear.
export type PatternRule = {
  id: string;
  category: string;
  pattern: RegExp;
  message: string;
  accept?: (match: RegExpExecArray, text: string) => boolean;
  // Cheap precondition: at least one of these must occur in the lowercased text.
  hints?: readonly string[];
};

// A rule that is easier to say as code than as one regex (line counting, scoring).
export type Detector = {
  id: string;
  category: string;
  message: string;
  // `lower` is text.toLowerCase(), computed once per scan for cheap substring prefilters.
  detect: (text: string, lower: string) => boolean;
  // What any text it fires on must hold (pattern rows only, read off the pattern on first
  // use); the scan skips the row for texts without it (scan.ts).
  readonly gate?: Gate;
};

// Caps the matches examined per rule so a text full of near-misses stays cheap.
const MAX_MATCHES_PER_RULE = 64;

export function matchesRule(rule: PatternRule, text: string): boolean {
  const re = rule.pattern;
  re.lastIndex = 0;
  for (let i = 0; i < MAX_MATCHES_PER_RULE; i++) {
    const m = re.exec(text);
    if (!m) return false;
    if (m[0].length === 0) re.lastIndex++;
    if (!rule.accept || rule.accept(m, text)) {
      re.lastIndex = 0;
      return true;
    }
  }
  re.lastIndex = 0;
  return false;
}

// Hints are checked before the regex runs; the gate (gate.ts) is read off the pattern only
// when a scan first asks for it, so a process that loads the tables and scans a few texts
// (a hook) never pays for reading a hundred patterns.
export function fromRows(rows: readonly PatternRule[]): Detector[] {
  return rows.map((row) => ({
    id: row.id,
    category: row.category,
    message: row.message,
    get gate() {
      return gateOf(row.pattern);
    },
    detect: (text: string, lower: string) => (!row.hints || row.hints.some((h) => lower.includes(h))) && matchesRule(row, text),
  }));
}
