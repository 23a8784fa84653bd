// Reading a team file's text: pure, no I/O. The file is a repository's word, so it is
// untrusted: a line that fails is skipped and reported by number (never quoted), and a
// file that fails as a whole — not UTF-8, no header or a newer one, git conflict markers,
// more memories than the cap — gives nothing at all rather than half of itself.
import { TEAM_FORMAT, TEAM_LINE_MAX_CHARS, TEAM_MAX_MEMORIES, TEAM_VERSION, type TeamMemory } from './format.ts';
import { refusalOf, toTeamMemory } from './record.ts';

export type TeamProblem = {
  // 1-based line numbers the problem is on (a conflict spans several).
  lines: number[];
  // The memory ids involved, where the line held a well-formed one.
  ids: string[];
  code: string;
  message: string;
  fix: string;
  // 'file': nothing of the file is read. 'line': those lines are skipped. 'note': harmless.
  level: 'file' | 'line' | 'note';
};

// `lineOf`: each memory's line number, for reports. The memories' shape is checked here;
// content policy runs in vet.ts, on what is shown and on everything check sees.
export type TeamParse = { memories: TeamMemory[]; problems: TeamProblem[]; ok: boolean; lineOf: Map<string, number> };

const MARKER_RE = /^(<{7}|={7}|>{7}|\|{7})(?: |$)/;
const ID_IN_LINE_RE = /"id"\s*:\s*"(tm_[0-9a-hjkmnp-tv-z]{20})"/;

export function parseTeamText(text: string): TeamParse {
  const lines = text.split('\n');
  if (lines.length > 0 && lines[lines.length - 1] === '') lines.pop();
  const conflicts = conflictProblems(lines);
  if (conflicts.length) return failed(conflicts);
  const header = headerProblem(lines[0]);
  if (header) return failed([header]);
  const body = lines.slice(1).map((line, i) => ({ n: i + 2, line: line.endsWith('\r') ? line.slice(0, -1) : line })).filter((l) => l.line.trim() !== '');
  if (body.length > TEAM_MAX_MEMORIES) {
    return failed([fileProblem('too_many', `The file holds ${body.length} memory lines; Nuzo reads at most ${TEAM_MAX_MEMORIES}.`, `Remove memories until at most ${TEAM_MAX_MEMORIES} are left (nuzo team remove ID).`)]);
  }
  const problems: TeamProblem[] = [];
  const byId = new Map<string, Array<{ n: number; line: string; memory: TeamMemory }>>();
  let previous = '';
  let sorted = true;
  for (const { n, line } of body) {
    const memory = lineMemory(n, line, problems);
    if (!memory) continue;
    if (memory.id < previous) sorted = false;
    previous = memory.id;
    const list = byId.get(memory.id) ?? [];
    list.push({ n, line, memory });
    byId.set(memory.id, list);
  }
  const memories: TeamMemory[] = [];
  for (const [id, versions] of byId) {
    const distinct = new Set(versions.map((v) => v.line));
    if (distinct.size > 1) {
      problems.push({
        lines: versions.map((v) => v.n), ids: [id], code: 'conflicting_versions', level: 'line',
        message: `Memory ${id} is on lines ${versions.map((v) => v.n).join(' and ')} with different text: a merge kept both sides' versions, so neither is read.`,
        fix: `Keep the version you want and delete the other line(s) of ${id}, then run nuzo team check.`,
      });
      continue;
    }
    if (versions.length > 1) {
      problems.push({ lines: versions.map((v) => v.n), ids: [id], code: 'repeated_line', level: 'note', message: `Memory ${id} appears ${versions.length} times with the same text; it is read once.`, fix: 'Delete the extra copies (the next nuzo team add or remove does it).' });
    }
    memories.push(versions[0].memory);
  }
  if (!sorted) problems.push({ lines: [], ids: [], code: 'unsorted', level: 'note', message: 'The memory lines are not in id order (a merge put them so); it is read all the same.', fix: 'Nothing to do: the next nuzo team add or remove sorts them.' });
  memories.sort((a, b) => (a.id < b.id ? -1 : 1));
  const lineOf = new Map([...byId].map(([id, versions]) => [id, versions[0].n]));
  return { memories, problems, ok: !problems.some((p) => p.level !== 'note'), lineOf };
}

function lineMemory(n: number, line: string, problems: TeamProblem[]): TeamMemory | null {
  const idMatch = ID_IN_LINE_RE.exec(line.slice(0, 200));
  const ids = idMatch ? [idMatch[1]] : [];
  const skip = (code: string, message: string, fix: string) => {
    problems.push({ lines: [n], ids, code, message, fix, level: 'line' });
    return null;
  };
  if (line.length > TEAM_LINE_MAX_CHARS) return skip('line_too_long', `Line ${n} is longer than ${TEAM_LINE_MAX_CHARS} characters and is skipped.`, 'Shorten or remove that memory.');
  let raw: unknown;
  try {
    raw = JSON.parse(line);
  } catch {
    return skip('malformed', `Line ${n} is not valid JSON and is skipped.`, 'Fix or delete that line (each line is one JSON object), or remove it with nuzo team remove ID.');
  }
  try {
    return toTeamMemory(raw);
  } catch (error) {
    problems.push(lineRefusal(n, ids, error));
    return null;
  }
}

const SHAPE_CODES = ['INVALID_INPUT', 'INVALID_SCOPE', 'INVALID_KIND', 'INVALID_TAGS', 'CONTENT_EMPTY', 'CONTENT_TOO_LONG', 'INTERNAL'];

export function lineRefusal(n: number, ids: string[], error: unknown): TeamProblem {
  const refusal = refusalOf(error);
  const policy = !SHAPE_CODES.includes(refusal.code);
  return {
    lines: [n], ids, code: refusal.code, level: 'line',
    message: `Line ${n}${ids.length ? ` (${ids[0]})` : ''} is ${policy ? 'refused by policy' : 'not a valid team memory'}: ${refusal.message}`,
    fix: policy ? 'Rewrite that memory without the refused part, or delete the line; it is never read as it is.' : 'Fix or delete that line.',
  };
}

function headerProblem(first: string | undefined): TeamProblem | null {
  const missing = fileProblem('no_header', 'Line 1 is not a Nuzo team file header, so the file is not read.', `Line 1 must be ${JSON.stringify({ format: TEAM_FORMAT, version: TEAM_VERSION })}; nuzo team add writes it when it creates the file.`);
  if (first === undefined) return missing;
  let header: unknown;
  try {
    header = JSON.parse(first);
  } catch {
    return missing;
  }
  if (typeof header !== 'object' || header === null || (header as { format?: unknown }).format !== TEAM_FORMAT) return missing;
  const version = (header as { version?: unknown }).version;
  if (version === TEAM_VERSION) return null;
  if (typeof version === 'number' && version > TEAM_VERSION) {
    return fileProblem('newer_version', `The file is format version ${version}; this Nuzo reads version ${TEAM_VERSION}, so it is not read.`, 'Update Nuzo.');
  }
  return missing;
}

// Git's conflict markers: the file is mid-merge. Each region names the memories on either
// side, so the user knows which memory two branches changed.
function conflictProblems(lines: string[]): TeamProblem[] {
  const out: TeamProblem[] = [];
  let start = -1;
  let ids = new Set<string>();
  lines.forEach((line, i) => {
    const marker = MARKER_RE.exec(line)?.[1];
    if (!marker) {
      if (start >= 0) {
        const m = ID_IN_LINE_RE.exec(line.slice(0, 200));
        if (m) ids.add(m[1]);
      }
      return;
    }
    if (marker.startsWith('<')) {
      start = i;
      ids = new Set();
    } else if (marker.startsWith('>') && start >= 0) {
      const list = [...ids].sort();
      out.push({
        lines: [start + 1, i + 1], ids: list, code: 'conflict_markers', level: 'file',
        message: `Lines ${start + 1}-${i + 1} are an unresolved git merge conflict${list.length ? ` over ${list.length === 1 ? 'memory' : 'memories'} ${list.join(', ')}` : ''}: the same memory was changed on both branches. Until it is resolved, the file is not read.`,
        fix: 'Between the <<<<<<< and >>>>>>> lines keep one version of each memory, delete the marker lines (<<<<<<<, =======, >>>>>>>), then run nuzo team check and commit.',
      });
      start = -1;
    }
  });
  if (start >= 0 || (out.length === 0 && lines.some((l) => MARKER_RE.test(l)))) {
    out.push({ lines: [start >= 0 ? start + 1 : lines.findIndex((l) => MARKER_RE.test(l)) + 1], ids: [], code: 'conflict_markers', level: 'file', message: 'The file holds an unfinished git conflict marker, so it is not read.', fix: 'Resolve the merge: delete the marker lines and keep one version of each memory, then run nuzo team check.' });
  }
  return out;
}

export function fileProblem(code: string, message: string, fix: string): TeamProblem {
  return { lines: [], ids: [], code, message, fix, level: 'file' };
}

function failed(problems: TeamProblem[]): TeamParse {
  return { memories: [], problems, ok: false, lineOf: new Map() };
}
