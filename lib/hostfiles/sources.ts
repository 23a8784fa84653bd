// Where the hosts keep what users already told their agents. Project files: CLAUDE.md,
// CLAUDE.local.md and AGENTS.md at the repository root and below it (not in node_modules,
// .git, vendor or build output); Claude Code's per-project memory folder
// (~/.claude/projects/<the project path with every non-alphanumeric character as '-'>/memory/*.md).
// User files: ~/.claude/CLAUDE.md, Codex's ~/.codex/AGENTS.md and its memories folder
// (~/.codex/memories/*.md). Only regular files, never through a symlink, at most 256 KiB each.
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

export function claudeProjectDir(home: string, projectRoot: string): string {
  return join(home, '.claude', 'projects', projectRoot.replace(/[^A-Za-z0-9]/g, '-'));
}

function markdownIn(dir: string): string[] {
  try {
    return readdirSync(dir).filter((n) => n.toLowerCase().endsWith('.md')).sort().map((n) => join(dir, n));
  } catch {
    return [];
  }
}

// The few fixed paths, for a cheap "are there any?" on the hook path (stat only, no walk).
export function knownHostPaths(home: string, projectRoot: string | null): Array<{ path: string; source: HostSource; user: boolean }> {
  const out: Array<{ path: string; source: HostSource; user: boolean }> = [
    { path: join(home, '.claude', 'CLAUDE.md'), source: 'claude-user-md', user: true },
    { path: join(home, '.codex', 'AGENTS.md'), source: 'codex-agents-md', user: true },
  ];
  if (projectRoot) {
    for (const [name, source] of Object.entries(PROJECT_NAMES)) out.push({ path: join(projectRoot, name), source, user: false });
    out.push({ path: join(projectRoot, '.claude', 'CLAUDE.md'), source: 'claude-md', user: false });
  }
  return out;
}

export function findHostFiles(input: { home: string; projectRoot: string | null; sources?: readonly HostSource[] }): HostFile[] {
  const wanted = new Set(input.sources ?? HOST_SOURCES);
  const found: HostFile[] = [];
  const add = (path: string, source: HostSource, user: boolean, label: string) => {
    if (!wanted.has(source)) return;
    const size = regularFile(path);
    if (size !== null && size > 0) found.push({ path, source, user, label, size });
  };
  add(join(input.home, '.claude', 'CLAUDE.md'), 'claude-user-md', true, '~/.claude/CLAUDE.md');
  add(join(input.home, '.codex', 'AGENTS.md'), 'codex-agents-md', true, '~/.codex/AGENTS.md');
  for (const path of markdownIn(join(input.home, '.codex', 'memories'))) add(path, 'codex-memories', true, `~/.codex/memories/${relative(join(input.home, '.codex', 'memories'), path)}`);
  const root = input.projectRoot;
  if (root) {
    const memoryDir = join(claudeProjectDir(input.home, root), 'memory');
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
