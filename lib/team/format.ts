// The team file, .nuzo/team.ndjson: memories a repository carries for everyone who clones
// it, reviewed and committed like code. Its shape serves git, not speed:
//   - line 1 is a header naming the format and version, so a newer layout is refused whole
//     rather than misread;
//   - then one memory per line, as canonical JSON (fixed key order, no spacing), sorted by
//     id, so every change is a line added or removed and a diff reads as one;
//   - ids are random, not time-ordered, so two branches adding memories insert at
//     different places rather than both at the end, and never collide;
//   - nothing changes on a write but the lines written (no per-write timestamps).
// .nuzo/.gitattributes (written beside it) merges the file with git's union driver, so two
// branches' additions always merge; a memory changed on both sides then shows up as one id
// on two lines, which the reader skips and `nuzo team check` explains.
import { join } from 'node:path';
import type { MemoryKind } from '../limits.ts';

export const TEAM_FORMAT = 'nuzo-team';
export const TEAM_VERSION = 1;
export const TEAM_DIR = '.nuzo';
export const TEAM_FILE = 'team.ndjson';
export const TEAM_ATTRIBUTES = `# Nuzo team memory: one memory per line, so git can merge additions from both sides.\n${TEAM_FILE} merge=union\n`;

// Read caps, decided once: a repository's file is untrusted input on every session start.
// 500 memories of a typical ~200 characters is ~130 KiB; 1 MiB leaves room for long ones
// while bounding what a hostile file can cost. Past either cap the file is skipped whole.
export const TEAM_MAX_BYTES = 1024 * 1024;
export const TEAM_MAX_MEMORIES = 500;
// One line: the longest content (8,000 characters, mostly escaped) plus its fields.
export const TEAM_LINE_MAX_CHARS = 20_000;

export const TEAM_ID_RE = /^tm_[0-9a-hjkmnp-tv-z]{20}$/;
export const TEAM_FIELDS = ['id', 'scope', 'kind', 'content', 'tags', 'source', 'added'] as const;

export type TeamMemory = {
  id: string;
  scope: string;
  kind: MemoryKind;
  content: string;
  tags: string[];
  source: string;
  // The day it was added (YYYY-MM-DD): enough for "12d ago", and it never changes.
  added: string;
};

export function teamFilePath(root: string): string {
  return join(root, TEAM_DIR, TEAM_FILE);
}

export function headerLine(): string {
  return JSON.stringify({ format: TEAM_FORMAT, version: TEAM_VERSION, note: 'One memory per line, sorted by id. Edit with nuzo team add/remove; check with nuzo team check.' });
}

// Canonical: the same memory always serializes to the same bytes.
export function memoryLine(m: TeamMemory): string {
  return JSON.stringify({ id: m.id, scope: m.scope, kind: m.kind, content: m.content, tags: m.tags, source: m.source, added: m.added });
}

export function serializeTeamFile(memories: readonly TeamMemory[]): string {
  const sorted = [...memories].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  return `${[headerLine(), ...sorted.map(memoryLine)].join('\n')}\n`;
}

const CROCKFORD = '0123456789abcdefghjkmnpqrstvwxyz';

// 100 random bits: two people adding memories the same second never pick the same id.
export function newTeamId(random: (n: number) => Uint8Array): string {
  const bytes = random(20);
  let id = 'tm_';
  for (const b of bytes) id += CROCKFORD[b & 31];
  return id;
}
