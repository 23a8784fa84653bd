// A guard an instruction's own words suggest ("use pnpm, never npm" → deny `npm install|i|ci`).
// Only ever a proposal: `nuzo memory guard suggest` prints it with the `guard add` line for
// the user to run, and nothing here writes. Pure, and deliberately narrow: a negated verb
// ("never", "don't", "do not", "no more", "stop using") followed within a few words by a
// command it knows, or by a command in backticks.
import { checkGuardPattern } from './pattern.ts';

export type GuardProposal = { pattern: string; why: string };

const NEGATION = /\b(?:never|don'?t|do not|must not|mustn'?t|no longer|stop using|avoid)\b/i;

// Tools the words name, and the calls a guard on them should stop.
const KNOWN: Array<{ word: RegExp; pattern: string; why: string }> = [
  { word: /\bnpm\b/i, pattern: '\\bnpm (install|i|ci|add)\\b', why: 'npm install / i / ci / add' },
  { word: /\byarn\b/i, pattern: '\\byarn( install| add|$| --)', why: 'yarn, yarn install / add' },
  { word: /\bpip3?\b/i, pattern: '\\bpip3? install\\b', why: 'pip install' },
  { word: /\bforce[- ]push(?:es|ing)?\b|\bpush (?:-f|--force)\b/i, pattern: '\\bgit push\\b[^;&|]*(--force\\b|-f\\b)', why: 'git push --force / -f' },
  { word: /\brm -rf\b/i, pattern: '\\brm -(rf|fr)\\b', why: 'rm -rf' },
  { word: /\bsudo\b/i, pattern: '(^|[;&|] *)sudo ', why: 'sudo' },
];

export function proposeGuard(content: string): GuardProposal | null {
  for (const clause of content.split(/[.;!?\n]|,\s*(?:but|and)?\s*/)) {
    const negated = NEGATION.exec(clause);
    if (!negated) continue;
    const after = clause.slice(negated.index + negated[0].length);
    const quoted = /`([^`\n]{2,60})`/.exec(after);
    if (quoted) {
      const pattern = `\\b${quoted[1].trim().replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+')}\\b`;
      if (checkGuardPattern(pattern).ok) return { pattern, why: `\`${quoted[1].trim()}\`` };
    }
    for (const known of KNOWN) if (known.word.test(after)) return { pattern: known.pattern, why: known.why };
  }
  return null;
}
