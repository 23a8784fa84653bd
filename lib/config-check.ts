// Checks a parsed config file against the rule table generated from lib/config-schema.ts.
// Hand-written and dependency-free because every hook and CLI command runs it at start-up.
// It returns the part of the file that is valid (so one bad key costs only that key, never
// the whole file) and one issue per problem. Issues name the key path, the expected type
// and the *type* received, never a received string: a misplaced token must not come back
// out through a warning or a log line.
import { CONFIG_RULES } from './config-rules.gen.ts';

// The JSON Schema subset scripts/config-rules-gen.ts emits.
export type Rule = {
  readonly type: 'object' | 'boolean' | 'integer' | 'string' | 'array';
  readonly properties?: Readonly<Record<string, Rule>>;
  readonly additionalProperties?: boolean;
  readonly minimum?: number;
  readonly maximum?: number;
  readonly minLength?: number;
  readonly maxLength?: number;
  readonly enum?: readonly string[];
  readonly items?: Rule;
  readonly maxItems?: number;
};

export type ConfigIssueCode = 'wrong_type' | 'out_of_range' | 'unknown_key';

export type ConfigIssue = {
  code: ConfigIssueCode;
  key: string; // dotted path: recall.session_start_limit, disabled_scopes[2]
  expected?: string; // "an integer 1–20"
  received?: string; // "a string", "50"
  suggestion?: string; // for unknown keys: the known key it most likely meant
};

export type CheckedConfig = { valid: Record<string, unknown>; issues: ConfigIssue[] };

export function checkConfigFile(value: Record<string, unknown>, rules: Rule = CONFIG_RULES): CheckedConfig {
  const issues: ConfigIssue[] = [];
  const valid = checkObject(value, rules, '', issues, rules);
  return { valid, issues };
}

function checkObject(value: Record<string, unknown>, rule: Rule, prefix: string, issues: ConfigIssue[], root: Rule): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, child] of Object.entries(value)) {
    const key = prefix ? `${prefix}.${name}` : name;
    const childRule = rule.properties && Object.hasOwn(rule.properties, name) ? rule.properties[name] : undefined;
    if (!childRule) {
      issues.push({ code: 'unknown_key', key: displayKey(key, name, prefix), suggestion: suggestKey(name, prefix, rule, root) });
      continue;
    }
    const checked = checkValue(child, childRule, key, issues, root);
    if (checked !== INVALID) out[name] = checked;
  }
  return out;
}

const INVALID = Symbol('invalid');

function checkValue(value: unknown, rule: Rule, key: string, issues: ConfigIssue[], root: Rule): unknown {
  const fail = (code: ConfigIssueCode) => {
    issues.push({ code, key, expected: describeRule(rule), received: describeValue(value) });
    return INVALID;
  };
  switch (rule.type) {
    case 'object':
      if (!isPlainObject(value)) return fail('wrong_type');
      return checkObject(value, rule, key, issues, root);
    case 'boolean':
      return typeof value === 'boolean' ? value : fail('wrong_type');
    case 'integer':
      if (typeof value !== 'number' || !Number.isInteger(value)) return fail('wrong_type');
      return inRange(value, rule.minimum, rule.maximum) ? value : fail('out_of_range');
    case 'string':
      if (typeof value !== 'string') return fail('wrong_type');
      if (rule.enum && !rule.enum.includes(value)) return fail('out_of_range');
      return inRange(value.length, rule.minLength, rule.maxLength) ? value : fail('out_of_range');
    case 'array': {
      if (!Array.isArray(value)) return fail('wrong_type');
      if (rule.maxItems !== undefined && value.length > rule.maxItems) return fail('out_of_range');
      const kept: unknown[] = [];
      value.forEach((item, i) => {
        const checked = rule.items ? checkValue(item, rule.items, `${key}[${i}]`, issues, root) : item;
        if (checked !== INVALID) kept.push(checked);
      });
      return kept;
    }
  }
}

const inRange = (n: number, min?: number, max?: number) => (min === undefined || n >= min) && (max === undefined || n <= max);

const isPlainObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

// "an integer 1–20", "true or false", "one of auto, elicitation, flag".
export function describeRule(rule: Rule): string {
  switch (rule.type) {
    case 'object':
      return 'an object';
    case 'boolean':
      return 'true or false';
    case 'integer':
      if (rule.minimum !== undefined && rule.maximum !== undefined) return `an integer ${rule.minimum}–${rule.maximum}`;
      return rule.minimum !== undefined ? `an integer of at least ${rule.minimum}` : 'an integer';
    case 'string':
      if (rule.enum) return `one of ${rule.enum.join(', ')}`;
      return rule.maxLength !== undefined ? `a string of ${rule.minLength ?? 0}–${rule.maxLength} characters` : 'a string';
    case 'array':
      return rule.items?.type === 'string' ? 'a list of strings' : 'a list';
  }
}

// Numbers and booleans are shown as they are; a string only as "a string" (it could be a
// secret pasted into the wrong key), an object or list only by its kind.
export function describeValue(value: unknown): string {
  if (value === null) return 'null';
  if (typeof value === 'boolean') return String(value);
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : 'a number';
  if (typeof value === 'string') return value.length === 0 ? 'an empty string' : 'a string';
  if (Array.isArray(value)) return 'a list';
  return 'an object';
}

// Keys come from the user's file: shown only when they look like a key, so an escape
// sequence or a token typed as a key is not printed to a terminal or written to a log.
const PLAIN_KEY = /^[A-Za-z][A-Za-z0-9_-]{0,31}$/;

function displayKey(key: string, name: string, prefix: string): string {
  if (PLAIN_KEY.test(name)) return key;
  return prefix ? `${prefix}.(a key that is not a plain name)` : '(a key that is not a plain name)';
}

// The known key an unknown one most likely meant: a close spelling beside it, else the same
// name in another section ("session_start_limit" at the top means recall.session_start_limit).
function suggestKey(name: string, prefix: string, rule: Rule, root: Rule): string | undefined {
  if (!PLAIN_KEY.test(name)) return undefined;
  const lower = name.toLowerCase();
  let best: { key: string; distance: number } | undefined;
  for (const sibling of Object.keys(rule.properties ?? {})) {
    const distance = editDistance(lower, sibling);
    if (distance <= Math.max(1, Math.floor(sibling.length / 4)) && (!best || distance < best.distance)) best = { key: prefix ? `${prefix}.${sibling}` : sibling, distance };
  }
  if (best) return best.key;
  return leafPaths(root, '').find((path) => path.endsWith(`.${lower}`) || path === lower);
}

function leafPaths(rule: Rule, prefix: string): string[] {
  return Object.entries(rule.properties ?? {}).flatMap(([name, child]) => {
    const key = prefix ? `${prefix}.${name}` : name;
    return child.type === 'object' ? [key, ...leafPaths(child, key)] : [key];
  });
}

function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    previous = current;
  }
  return previous[b.length];
}

// One line per issue, the way the CLI, doctor and the MCP server show it.
export function issueText(issue: ConfigIssue): string {
  if (issue.code === 'unknown_key') return `unknown key ${issue.key} (ignored)${issue.suggestion ? `; did you mean ${issue.suggestion}?` : ''}`;
  return `${issue.key} must be ${issue.expected}, got ${issue.received} (ignored)`;
}
