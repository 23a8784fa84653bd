// Whether a guard's pattern may be stored: a JavaScript regular expression over the shell
// command, short, one line, without the constructs that let a regex take exponential time
// (a quantified group that itself holds a quantifier or an alternation, back-references,
// lookarounds), and not one that matches every command. Pure: the CLI, the page and tests
// share it, and the PreToolUse hook only ever runs patterns that passed it.

export const GUARD_PATTERN_MAX_CHARS = 200;

export type PatternVerdict = { ok: true } | { ok: false; reason: string };

export function checkGuardPattern(pattern: string): PatternVerdict {
  if (typeof pattern !== 'string' || pattern.trim() === '') return { ok: false, reason: 'the pattern is empty' };
  if (pattern.length > GUARD_PATTERN_MAX_CHARS) return { ok: false, reason: `the pattern is longer than ${GUARD_PATTERN_MAX_CHARS} characters` };
  if (/[\u0000-\u001f\u007f]/.test(pattern)) return { ok: false, reason: 'the pattern holds a line break or control character' };
  let compiled: RegExp;
  try {
    compiled = new RegExp(pattern);
  } catch (error) {
    return { ok: false, reason: `not a valid regular expression (${String((error as Error).message).replace(/^Invalid regular expression: /, '').slice(0, 120)})` };
  }
  const risky = riskyConstruct(pattern);
  if (risky) return { ok: false, reason: risky };
  for (const probe of ['', ' ', 'ls', 'x']) {
    if (compiled.test(probe)) return { ok: false, reason: `the pattern matches '${probe}', so it would stop nearly every command` };
  }
  return { ok: true };
}

// A small scan of the pattern's structure: groups are tracked on a stack, and a group that
// holds a quantifier or a '|' and is quantified itself is refused, as are \1-style
// back-references and lookarounds. Stricter than needed (some such patterns are safe), never
// looser: a guard runs before every shell call and must never hang it.
function riskyConstruct(pattern: string): string | null {
  type Group = { quantified: boolean; alternates: boolean };
  const stack: Group[] = [];
  let inClass = false;
  for (let i = 0; i < pattern.length; i++) {
    const ch = pattern[i];
    if (ch === '\\') {
      const next = pattern[i + 1] ?? '';
      if (!inClass && /[1-9]/.test(next)) return 'back-references (\\1) are not allowed';
      if (!inClass && next === 'k') return 'named back-references are not allowed';
      i++;
      continue;
    }
    if (inClass) {
      if (ch === ']') inClass = false;
      continue;
    }
    if (ch === '[') { inClass = true; continue; }
    if (ch === '(') {
      if (pattern.startsWith('(?=', i) || pattern.startsWith('(?!', i) || pattern.startsWith('(?<=', i) || pattern.startsWith('(?<!', i)) return 'lookarounds are not allowed';
      stack.push({ quantified: false, alternates: false });
      continue;
    }
    if (ch === '|') {
      if (stack.length) stack[stack.length - 1].alternates = true;
      continue;
    }
    if (ch === ')') {
      const group = stack.pop();
      if (!group) continue; // new RegExp already refused an unbalanced pattern
      const next = pattern[i + 1] ?? '';
      const quantifiedGroup = next === '*' || next === '+' || next === '?' || next === '{';
      if (quantifiedGroup && next !== '?' && (group.quantified || group.alternates)) return 'a repeated group holds a repetition or alternatives (it can take exponential time)';
      if (stack.length && (group.quantified || quantifiedGroup)) stack[stack.length - 1].quantified = true;
      continue;
    }
    if ((ch === '*' || ch === '+' || ch === '{') && stack.length) stack[stack.length - 1].quantified = true;
  }
  return null;
}
