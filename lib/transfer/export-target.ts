// Where an export file may be written, beyond the path rules every file obeys (paths.ts).
// An export is text Nuzo writes on a caller's say-so, and an agent is a caller that may be
// misled. So:
// - No caller, the CLI included, writes a host's instruction file through export (CLAUDE.md,
//   AGENTS.md, GEMINI.md, anything under .claude/, .codex/, .github/, .cursor/, …): hosts
//   read those as the project's rules. Write-back (lib/writeback) is the way to put memories
//   there, and it shows the user the diff. Names compare case-insensitively (macOS and
//   Windows folders are), by the path as given and as its folder resolves (symlinks).
// - An agent writes without asking only inside NUZO_HOME/exports. Anywhere else it may write
//   (this project's root), and any existing file, takes the user's own answer in a form.
// - An agent's export is at most AGENT_EXPORT_MAX_FILES files, checked before the first one.
import { existsSync, realpathSync } from 'node:fs';
import { basename, dirname, isAbsolute, relative, resolve } from 'node:path';
import { NuzoError } from '../errors.ts';
import { assertSafeExportPath, ensureExportsDir, exportsDir } from './paths.ts';

export const AGENT_EXPORT_MAX_FILES = 10;

// Files a coding agent host loads as instructions or configuration, by name, in any folder.
const INSTRUCTION_FILES = new Set([
  'claude.md',
  'claude.local.md',
  'agents.md',
  'agents.override.md',
  'agent.md',
  'gemini.md',
  'codex.md',
  'qwen.md',
  'crush.md',
  'opencode.md',
  'warp.md',
  'conventions.md',
  'copilot-instructions.md',
  '.cursorrules',
  '.windsurfrules',
  '.clinerules',
  '.roorules',
  '.goosehints',
  '.mcp.json',
  'mcp.json',
]);

// Folders whose contents hosts read as rules, commands, skills, hooks, workflows or settings
// (and .nuzo/, whose team file and config Nuzo itself reads back).
const INSTRUCTION_DIRS = new Set([
  '.claude',
  '.codex',
  '.github',
  '.gitlab',
  '.cursor',
  '.gemini',
  '.agents',
  '.agent',
  '.windsurf',
  '.clinerules',
  '.roo',
  '.continue',
  '.kiro',
  '.amazonq',
  '.junie',
  '.zed',
  '.vscode',
  '.idea',
  '.devcontainer',
  '.husky',
  '.opencode',
  '.crush',
  '.qwen',
  '.goose',
  '.nuzo',
]);

const EXPORT_EXTENSION = /\.(json|ndjson|jsonl|md|markdown)$/i;

// What a name is on a case-insensitive file system, as a host would match it: compatibility
// forms folded, invisible characters out, lower case, ".markdown" read as ".md".
function folded(name: string): string {
  return name.normalize('NFKC').replace(/\p{Cf}/gu, '').toLowerCase().replace(/\.markdown$/, '.md');
}

// Why this path is a host's instruction file, or null. Pure: the caller passes the path as
// given and as it resolves.
export function instructionFileReason(path: string): string | null {
  const parts = path.split(/[\\/]+/).filter(Boolean).map(folded);
  const name = parts.at(-1) ?? '';
  if (INSTRUCTION_FILES.has(name)) return `${basename(path)} is an instruction file coding agents read`;
  const dir = parts.slice(0, -1).find((part) => INSTRUCTION_DIRS.has(part));
  return dir ? `it is inside ${dir}/, which coding agents read as rules or settings` : null;
}

// The path rules of paths.ts, and never an instruction file, however the path is spelled:
// as given and as its folder resolves (a symlink into .claude/ counts as .claude/). Folders
// are judged below the deepest base holding the path — NUZO_HOME (~/.nuzo), an allowed root,
// or for the CLI the working directory — so a project checked out under ~/.codex/ can
// still be exported into, while its own .codex/ cannot.
export function assertExportTarget(path: unknown, rules: { allowedRoots?: readonly string[]; home?: string } = {}): string {
  const target = assertSafeExportPath(path, rules);
  const bases = [...(rules.home ? [rules.home] : []), ...(rules.allowedRoots ?? workingDirectory())].flatMap((b) => [resolve(b), real(b)]);
  for (const spelled of [resolve(String(path)), target]) {
    const reason = instructionFileReason(belowBase(spelled, bases));
    if (reason) {
      throw new NuzoError('PATH_NOT_ALLOWED', `That path is not allowed for a Nuzo export: ${reason}. To put memories into AGENTS.md or CLAUDE.md, use write-back (nuzo memory writeback), which shows the change first.`, { reason: 'instruction_file' });
    }
  }
  return target;
}

// The CLI's working directory as a base; none in a folder deleted under the shell (cwd()
// throws there), so an absolute path is judged whole (stricter) instead of failing.
function workingDirectory(): string[] {
  try {
    return [process.cwd()];
  } catch {
    return [];
  }
}

function belowBase(path: string, bases: string[]): string {
  let best = path;
  for (const base of bases) {
    const rel = relative(base, path);
    if (rel && !rel.startsWith('..') && !isAbsolute(rel) && rel.length < best.length) best = rel;
  }
  return best;
}

function real(path: string): string {
  try {
    return realpathSync(path);
  } catch {
    return resolve(path);
  }
}

function inside(child: string, parent: string): boolean {
  const rel = relative(parent, child);
  return rel !== '' && !rel.startsWith('..') && !isAbsolute(rel);
}

export type AgentExportTarget = {
  target: string;
  // The folders the writer must stay in (paths.ts allowedRoots).
  allowedRoots: string[];
  // Why the user must answer before anything is written, or null: only NUZO_HOME/exports is
  // written on the agent's word.
  ask: null | 'outside_exports' | 'overwrite';
  maxFiles: number;
};

// The agent's path, checked: absolute (a relative one would resolve against the server's own
// folder), inside NUZO_HOME/exports or this project's root, an export extension, never an
// instruction file; and whether the user must be asked first.
export function agentExportTarget(path: string, options: { home: string; projectRoot: string | null; splits: boolean }): AgentExportTarget {
  if (!isAbsolute(path)) throw new NuzoError('PATH_NOT_ALLOWED', 'That path is not allowed for a Nuzo export or import: it must be absolute.', { reason: 'relative' });
  const exports = exportsDir(options.home);
  const allowedRoots = [exports, ...(options.projectRoot ? [options.projectRoot] : [])];
  if (dirname(resolve(path)) === exports) ensureExportsDir(options.home);
  const target = assertExportTarget(path, { allowedRoots, home: options.home });
  if (!EXPORT_EXTENSION.test(target)) throw new NuzoError('PATH_NOT_ALLOWED', 'That path is not allowed for a Nuzo export: the file name must end in .json, .ndjson, .jsonl or .md.', { reason: 'extension' });
  const replaces = !options.splits && existsSync(target);
  const inExports = inside(target, real(exports));
  return { target, allowedRoots, ask: replaces ? 'overwrite' : inExports ? null : 'outside_exports', maxFiles: AGENT_EXPORT_MAX_FILES };
}
