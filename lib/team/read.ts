// Reading the current project's team file on a hook or recall path: one lstat, a bounded
// read, a parse and policy per line (parse.ts). Never follows a symlink (a repository must
// not point Nuzo at a file outside itself), never opens a FIFO or device, never reads past
// the byte cap: a file over it is skipped on its size alone. Results are cached by the
// file's size, mtime and inode, so a long-lived MCP server pays for policy once per change.
import { closeSync, constants, fstatSync, lstatSync, openSync, readSync, type Stats } from 'node:fs';
import { join } from 'node:path';
import type { CoreContext } from '../context.ts';
import type { ProjectRoot } from '../project/identity.ts';
import { TEAM_DIR, TEAM_MAX_BYTES, teamFilePath, type TeamMemory } from './format.ts';
import { fileProblem, parseTeamText, type TeamProblem } from './parse.ts';

export type TeamFileState = 'absent' | 'read' | 'skipped';
// `memories` have the right shape; content policy runs on them in vet.ts (every one a
// session is shown, every one `check` sees).
export type TeamFile = { path: string; state: TeamFileState; memories: TeamMemory[]; problems: TeamProblem[]; bytes: number; lineOf: Map<string, number> };

// Team memories come from the current project's own repository only: a project found by
// its marker (.git, .nuzo/config.json) or named by NUZO_PROJECT_ROOT, never from whatever
// directory a shell happens to be in.
export function teamRootOf(project: ProjectRoot | null): string | null {
  return project && project.via !== 'cwd' ? project.root : null;
}

const cache = new Map<string, { key: string; file: TeamFile }>();
const statKey = (s: Stats) => `${s.size}:${s.mtimeMs}:${s.ctimeMs}:${s.ino}`;

// The memories of the file at `root` a session may be shown: the file read whole or not at
// all (read.ts), minus team scopes the user turned off in disabled_scopes. Policy runs on
// those actually shown (vet.ts firstAllowed).
export function teamMemoriesFor(ctx: Pick<CoreContext, 'config'>, root: string | null | undefined): TeamMemory[] {
  if (!root || ctx.config.disabled) return [];
  const file = readTeamFile(root);
  if (file.state !== 'read') return [];
  return file.memories.filter((m) => !ctx.config.disabled_scopes.includes(m.scope));
}

// The size, mtime and inode of the team file at `root` when it is one readTeamFile would
// read (a regular file within the cap), else null: what a cache across processes is keyed
// by. Not ctime: git, editors and renames move it without changing a byte.
export function teamFileKey(root: string): { path: string; key: string; mtimeMs: number } | null {
  const path = teamFilePath(root);
  try {
    if (!lstatSync(join(root, TEAM_DIR)).isDirectory()) return null;
    const stat = lstatSync(path);
    return stat.isFile() && stat.size <= TEAM_MAX_BYTES ? { path, key: `${stat.size}:${stat.mtimeMs}:${stat.ino}`, mtimeMs: stat.mtimeMs } : null;
  } catch {
    return null;
  }
}

export function readTeamFile(root: string): TeamFile {
  const path = teamFilePath(root);
  const skipped = (problem: TeamProblem, bytes = 0): TeamFile => ({ path, state: 'skipped', memories: [], problems: [problem], bytes, lineOf: new Map() });
  const absent: TeamFile = { path, state: 'absent', memories: [], problems: [], bytes: 0, lineOf: new Map() };
  let stat: Stats | undefined;
  try {
    // Without throwing for the usual project, which has no team file: building the ENOENT
    // error was most of what a recall spent here.
    const dir = lstatSync(join(root, TEAM_DIR), { throwIfNoEntry: false });
    if (!dir?.isDirectory()) return absent;
    stat = lstatSync(path, { throwIfNoEntry: false });
    if (!stat) return absent;
  } catch {
    return absent;
  }
  if (!stat.isFile()) return skipped(fileProblem('not_regular_file', 'The team file is a symlink, folder or device, not a regular file, so it is not read.', 'Make .nuzo/team.ndjson a plain file in the repository.'));
  if (stat.size > TEAM_MAX_BYTES) return skipped(tooBig(stat.size), stat.size);
  const key = statKey(stat);
  const hit = cache.get(path);
  if (hit && hit.key === key) return hit.file;
  const file = readBounded(path, stat.size, skipped);
  if (cache.size >= 16) cache.clear();
  cache.set(path, { key, file });
  return file;
}

function readBounded(path: string, size: number, skipped: (p: TeamProblem, bytes?: number) => TeamFile): TeamFile {
  let fd: number;
  try {
    fd = openSync(path, constants.O_RDONLY | (constants.O_NONBLOCK ?? 0) | (constants.O_NOFOLLOW ?? 0));
  } catch {
    return skipped(fileProblem('unreadable', 'The team file could not be opened, so it is not read.', 'Check its permissions.'));
  }
  let buffer: Buffer;
  let length = 0;
  try {
    if (!fstatSync(fd).isFile()) return skipped(fileProblem('not_regular_file', 'The team file is not a regular file, so it is not read.', 'Make .nuzo/team.ndjson a plain file.'));
    // One byte past the cap tells a file that grew since the lstat from one that did not.
    buffer = Buffer.allocUnsafe(Math.min(size, TEAM_MAX_BYTES) + 1);
    for (;;) {
      const n = readSync(fd, buffer, length, buffer.length - length, null);
      if (n <= 0) break;
      length += n;
      if (length === buffer.length) break;
    }
  } finally {
    closeSync(fd);
  }
  if (length > TEAM_MAX_BYTES) return skipped(tooBig(length), length);
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(buffer.subarray(0, length));
  } catch {
    return skipped(fileProblem('not_utf8', 'The team file is not valid UTF-8, so it is not read.', 'Save it as UTF-8.'), length);
  }
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  const parsed = parseTeamText(text);
  const whole = parsed.problems.some((p) => p.level === 'file');
  return { path, state: whole ? 'skipped' : 'read', memories: parsed.memories, problems: parsed.problems, bytes: length, lineOf: parsed.lineOf };
}

function tooBig(bytes: number): TeamProblem {
  return fileProblem('too_big', `The team file is ${bytes} bytes; Nuzo reads at most ${TEAM_MAX_BYTES} (1 MiB), so it is not read.`, 'Remove memories or shorten them until the file is under 1 MiB.');
}
