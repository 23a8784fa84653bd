// Changing the team file: add and remove, each through the same record checks the reader
// applies (record.ts: the core policy every write runs), written whole and atomically
// (temp file, rename) in canonical form, one writer at a time (lock.ts). Nothing is committed: the user reviews the diff
// and commits it like any other change. A file with problems is never rewritten (that
// would drop or reorder lines the user has not seen): `nuzo team check` says what to fix.
import { existsSync, lstatSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { NuzoError } from '../errors.ts';
import { normalizeContent } from '../policy/index.ts';
import { TEAM_ATTRIBUTES, TEAM_DIR, TEAM_MAX_BYTES, TEAM_MAX_MEMORIES, newTeamId, serializeTeamFile, teamFilePath, type TeamMemory } from './format.ts';
import { withTeamLock } from './lock.ts';
import { readTeamFile, type TeamFile } from './read.ts';
import { assertTeamId, assertTeamScope, TEAM_SOURCE, toTeamMemory } from './record.ts';
import { assertTeamPolicy, vetTeamFile } from './vet.ts';

export const DEFAULT_TEAM = 'team:default';

export type TeamAddInput = { content: unknown; kind: unknown; team?: string; tags?: unknown; source?: unknown };
export type TeamWriteResult = { path: string; memory: TeamMemory; created_file: boolean; wrote_gitattributes: boolean };

// `--team backend` and `--team team:backend` name the same scope. Without one, the file's
// only team (when it has exactly one) or team:default.
export function teamScopeOf(requested: string | undefined, existing: readonly TeamMemory[]): string {
  if (requested === undefined) {
    const names = [...new Set(existing.map((m) => m.scope))];
    return names.length === 1 ? names[0] : DEFAULT_TEAM;
  }
  const v = requested.trim().toLowerCase();
  return assertTeamScope(v.startsWith('team:') ? v : `team:${v}`);
}

// Each change reads, edits and renames the whole file under the team lock (lock.ts), so
// parallel adds all land instead of the last rename winning.
export function addTeamMemory(root: string, input: TeamAddInput, options: { now: number; random: (n: number) => Uint8Array }): TeamWriteResult {
  assertPlainTeamDir(root);
  return withTeamLock(root, () => addLocked(root, input, options));
}

function addLocked(root: string, input: TeamAddInput, options: { now: number; random: (n: number) => Uint8Array }): TeamWriteResult {
  const file = writableTeamFile(root);
  const memory = toTeamMemory({
    id: newTeamId(options.random),
    scope: teamScopeOf(input.team, file.memories),
    kind: input.kind,
    content: input.content,
    tags: input.tags ?? [],
    source: input.source === undefined || input.source === null || input.source === '' ? TEAM_SOURCE : input.source,
    added: new Date(options.now).toISOString().slice(0, 10),
  });
  assertTeamPolicy(memory);
  const same = normalizeContent(memory.content);
  const twin = file.memories.find((m) => m.scope === memory.scope && normalizeContent(m.content) === same);
  if (twin) throw new NuzoError('DUPLICATE_MEMORY', 'The team file already holds this memory.', { existing_id: twin.id });
  if (file.memories.length >= TEAM_MAX_MEMORIES) {
    throw new NuzoError('INVALID_INPUT', `The team file already holds ${TEAM_MAX_MEMORIES} memories, the most Nuzo reads; remove some first.`, { max_memories: TEAM_MAX_MEMORIES });
  }
  const created = file.state === 'absent';
  write(root, [...file.memories, memory]);
  return { path: file.path, memory, created_file: created, wrote_gitattributes: ensureAttributes(root) };
}

export function removeTeamMemory(root: string, id: unknown): { path: string; removed: TeamMemory } {
  const wanted = assertTeamId(id);
  assertPlainTeamDir(root);
  return withTeamLock(root, () => removeLocked(root, wanted));
}

function removeLocked(root: string, wanted: string): { path: string; removed: TeamMemory } {
  const file = writableTeamFile(root);
  const removed = file.memories.find((m) => m.id === wanted);
  if (!removed) throw new NuzoError('MEMORY_NOT_FOUND', 'No memory with that id in the team file.', { id: wanted });
  write(root, file.memories.filter((m) => m.id !== wanted));
  return { path: file.path, removed };
}

function assertPlainTeamDir(root: string): void {
  const dir = join(root, TEAM_DIR);
  if (existsSync(dir) && !lstatSync(dir).isDirectory()) throw new NuzoError('PATH_NOT_ALLOWED', 'The project\'s .nuzo is not a plain folder (a symlink or a file); Nuzo will not write through it.', { path: dir });
}

function writableTeamFile(root: string): TeamFile {
  const file = vetTeamFile(readTeamFile(root));
  const blocking = file.problems.filter((p) => p.level !== 'note');
  if (blocking.length) {
    throw new NuzoError('INVALID_INPUT', `The team file has ${blocking.length} problem(s) to fix first; nuzo team check lists them. Nothing was changed.`, { path: file.path, problems: blocking.length });
  }
  return file;
}

function write(root: string, memories: TeamMemory[]): void {
  const text = serializeTeamFile(memories);
  if (Buffer.byteLength(text) > TEAM_MAX_BYTES) throw new NuzoError('CONTENT_TOO_LONG', 'The team file would pass 1 MiB, the most Nuzo reads; remove or shorten memories first.', { max_bytes: TEAM_MAX_BYTES });
  const dir = join(root, TEAM_DIR);
  mkdirSync(dir, { recursive: true });
  const path = teamFilePath(root);
  const temp = join(dir, `.team.ndjson.${process.pid}.tmp`);
  try {
    writeFileSync(temp, text, { flag: 'wx' });
    renameSync(temp, path);
  } catch (error) {
    rmSync(temp, { force: true });
    throw error;
  }
}

// Git merges the file with its union driver (see format.ts) once this sits beside it. An
// existing .gitattributes is the user's: it is left alone.
function ensureAttributes(root: string): boolean {
  const path = join(root, TEAM_DIR, '.gitattributes');
  if (existsSync(path)) return false;
  writeFileSync(path, TEAM_ATTRIBUTES, { flag: 'wx' });
  return true;
}
