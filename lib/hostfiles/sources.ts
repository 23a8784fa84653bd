// Where the hosts keep what users already told their agents. Project files: CLAUDE.md,
// CLAUDE.local.md and AGENTS.md at the repository root and below it (not in node_modules,
// .git, vendor or build output), and Claude Code's per-project memory folder. User files:
// Claude Code's CLAUDE.md, Codex's AGENTS.md and its memories folder. Only regular files,
// never through a symlink, at most 256 KiB each.
//
// Paths as observed in the host binaries (strings of the shipped executables, not docs):
// - Claude Code 2.1.330: the auto-memory folder is `<config dir>/projects/<key>/memory/`
//   (MEMORY.md, the index, plus topic files). The config dir is $CLAUDE_CONFIG_DIR, else
//   ~/.claude. The key is the repository root (the project folder outside git) with every
//   character outside [a-zA-Z0-9] turned into '-'; a key over 200 characters is cut to 200
//   and suffixed with '-' and base-36 of |31-hash of the full path| (Java-style hashCode).
//   A user setting autoMemoryDirectory or CLAUDE_COWORK_MEMORY_PATH_OVERRIDE moves it: not
//   followed here.
// - Codex 0.169.0: memories live in `$CODEX_HOME/memories/` (CODEX_HOME defaults to
//   ~/.codex): MEMORY.md (the consolidated registry), memory_summary.md, raw_memories.md
//   (phase-one extracts that MEMORY.md consolidates: left out, they would propose the same
//   facts twice) and rollout_summaries/, skills/ (per-session recaps: not read).
import { lstatSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';

export type HostSource = 'claude-md' | 'claude-local-md' | 'agents-md' | 'claude-user-md' | 'claude-memory' | 'codex-agents-md' | 'codex-memories';

export const HOST_SOURCES: readonly HostSource[] = ['claude-md', 'claude-local-md', 'agents-md', 'claude-user-md', 'claude-memory', 'codex-agents-md', 'codex-memories'];

export type HostFile = { path: string; label: string; source: HostSource; user: boolean; size: number };

export const HOST_FILE_MAX_BYTES = 256 * 1024;
const SKIP_DIRS = new Set(['node_modules', '.git', 'vendor', 'dist', 'build', 'target', '.venv', 'venv', '__pycache__', '.next', 'coverage', '.cache']);
const MAX_DIRS = 4000;
const MAX_DEPTH = 8;

const PROJECT_NAMES: Record<string, HostSource> = { 'CLAUDE.md': 'claude-md', 'CLAUDE.local.md': 'claude-local-md', 'AGENTS.md': 'agents-md' };

function regularFile(path: string): number | null {
  try {
    const stat = lstatSync(path);
    return stat.isFile() ? stat.size : null;
  } catch {
    return null;
  }
}

export type HostEnv = { CLAUDE_CONFIG_DIR?: string; CODEX_HOME?: string };

// The hosts' own folders; env is explicit (callers pass process.env) so tests stay hermetic.
export function claudeDir(home: string, env: HostEnv = {}): string {
  return env.CLAUDE_CONFIG_DIR?.trim() || join(home, '.claude');
}

export function codexDir(home: string, env: HostEnv = {}): string {
  return env.CODEX_HOME?.trim() || join(home, '.codex');
}

const CLAUDE_KEY_MAX = 200;

function javaHash(text: string): number {
  let h = 0;
  for (let i = 0; i < text.length; i++) h = ((h << 5) - h + text.charCodeAt(i)) | 0;
  return h;
}

// Claude Code's folder name for a project (see the header).
export function claudeProjectKey(projectRoot: string): string {
  const key = projectRoot.replace(/[^a-zA-Z0-9]/g, '-');
  return key.length <= CLAUDE_KEY_MAX ? key : `${key.slice(0, CLAUDE_KEY_MAX)}-${Math.abs(javaHash(projectRoot)).toString(36)}`;
}

export function claudeProjectDir(home: string, projectRoot: string, env: HostEnv = {}): string {
  return join(claudeDir(home, env), 'projects', claudeProjectKey(projectRoot));
}

// Codex writes raw_memories.md as input to MEMORY.md; reading both would propose twice.
const CODEX_SKIP = new Set(['raw_memories.md']);

function markdownIn(dir: string): string[] {
  try {
    return readdirSync(dir).filter((n) => n.toLowerCase().endsWith('.md')).sort().map((n) => join(dir, n));
  } catch {
    return [];
  }
}

// The few fixed paths, for a cheap "are there any?" on the hook path (stat only, no walk).
export function knownHostPaths(home: string, projectRoot: string | null, env: HostEnv = {}): Array<{ path: string; source: HostSource; user: boolean }> {
  const out: Array<{ path: string; source: HostSource; user: boolean }> = [
    { path: join(claudeDir(home, env), 'CLAUDE.md'), source: 'claude-user-md', user: true },
    { path: join(codexDir(home, env), 'AGENTS.md'), source: 'codex-agents-md', user: true },
  ];
  if (projectRoot) {
    for (const [name, source] of Object.entries(PROJECT_NAMES)) out.push({ path: join(projectRoot, name), source, user: false });
    out.push({ path: join(projectRoot, '.claude', 'CLAUDE.md'), source: 'claude-md', user: false });
  }
  return out;
}

export function findHostFiles(input: { home: string; projectRoot: string | null; sources?: readonly HostSource[]; env?: HostEnv }): HostFile[] {
  const env = input.env ?? {};
  const claude = claudeDir(input.home, env);
  const codex = codexDir(input.home, env);
  const wanted = new Set(input.sources ?? HOST_SOURCES);
  const found: HostFile[] = [];
  const add = (path: string, source: HostSource, user: boolean, label: string) => {
    if (!wanted.has(source)) return;
    const size = regularFile(path);
    if (size !== null && size > 0) found.push({ path, source, user, label, size });
  };
  add(join(claude, 'CLAUDE.md'), 'claude-user-md', true, '~/.claude/CLAUDE.md');
  add(join(codex, 'AGENTS.md'), 'codex-agents-md', true, '~/.codex/AGENTS.md');
  const codexMemories = join(codex, 'memories');
  for (const path of markdownIn(codexMemories)) {
    if (!CODEX_SKIP.has(relative(codexMemories, path))) add(path, 'codex-memories', true, `~/.codex/memories/${relative(codexMemories, path)}`);
  }
  const root = input.projectRoot;
  if (root) {
    const memoryDir = join(claudeProjectDir(input.home, root, env), 'memory');
    for (const path of markdownIn(memoryDir)) add(path, 'claude-memory', false, `claude memory/${relative(memoryDir, path)}`);
    let dirs = 0;
    const walk = (dir: string, depth: number) => {
      if (dirs++ > MAX_DIRS || depth > MAX_DEPTH) return;
      let entries: import('node:fs').Dirent[];
      try {
        entries = readdirSync(dir, { withFileTypes: true });
      } catch {
        return;
      }
      entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
      for (const entry of entries) {
        const path = join(dir, entry.name);
        if (entry.isFile() && PROJECT_NAMES[entry.name]) add(path, PROJECT_NAMES[entry.name], false, relative(root, path));
        else if (entry.isDirectory() && !SKIP_DIRS.has(entry.name)) {
          if (entry.name === '.claude' && regularFile(join(path, 'CLAUDE.md')) !== null) add(join(path, 'CLAUDE.md'), 'claude-md', false, relative(root, join(path, 'CLAUDE.md')));
          if (!entry.name.startsWith('.')) walk(path, depth + 1);
        }
      }
    };
    walk(root, 0);
  }
  return found;
}
