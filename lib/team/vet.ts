// Content policy on team memories, run where it matters. The reader (read.ts) checks every
// line's shape; policy costs ~0.1 ms a memory, so a session start or recall runs it only on
// the memories it is about to show, in the order it would show them, until it has enough
// (a refused one is skipped and the next takes its place). `check`, doctor, list and every
// write run it on all of them. A verdict is kept per parsed memory, so a long-lived server
// pays once per change of the file.
import type { TeamMemory } from './format.ts';
import { lineRefusal } from './parse.ts';
import type { TeamFile } from './read.ts';
import { assertTeamPolicy } from './policy-check.ts';

const verdicts = new WeakMap<TeamMemory, unknown>();

export { assertTeamPolicy };

// null when the memory passes; the refusal otherwise.
export function policyRefusal(m: TeamMemory): unknown {
  if (verdicts.has(m)) return verdicts.get(m) ?? null;
  let refusal: unknown = null;
  try {
    assertTeamPolicy(m);
  } catch (error) {
    refusal = error;
  }
  verdicts.set(m, refusal);
  return refusal;
}

// A verdict another process reached on this exact memory (session-cache.ts), so this one
// does not run policy on it again.
export function knownAllowed(m: TeamMemory): void {
  verdicts.set(m, null);
}

// The first `count` of `items` (already in the order they would be shown) whose memory passes.
export function firstAllowed<T>(items: readonly T[], memoryOf: (item: T) => TeamMemory, count: number): T[] {
  const out: T[] = [];
  for (const item of items) {
    if (out.length >= count) break;
    if (policyRefusal(memoryOf(item)) === null) out.push(item);
  }
  return out;
}

// Every memory through policy: the refused ones leave `memories` and join `problems`.
export function vetTeamFile(file: TeamFile): TeamFile {
  const memories: TeamMemory[] = [];
  const problems = [...file.problems];
  for (const m of file.memories) {
    const refusal = policyRefusal(m);
    if (refusal === null) memories.push(m);
    else problems.push(lineRefusal(file.lineOf.get(m.id) ?? 0, [m.id], refusal));
  }
  problems.sort((a, b) => (a.lines[0] ?? 0) - (b.lines[0] ?? 0));
  return { ...file, memories, problems };
}
