// A real git repository in a temp dir for anchor tests: commits, branches, renames and a
// submodule are made by spawning git, as a user would.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

const GIT_ENV = {
  ...process.env,
  GIT_AUTHOR_NAME: 'Test', GIT_AUTHOR_EMAIL: 'test@example.invalid', GIT_COMMITTER_NAME: 'Test', GIT_COMMITTER_EMAIL: 'test@example.invalid',
  GIT_CONFIG_NOSYSTEM: '1', GIT_CONFIG_GLOBAL: '/dev/null', GIT_ALLOW_PROTOCOL: 'file',
};

export type Repo = { root: string; git(...args: string[]): string; write(rel: string, text: string): void; commit(message: string): void; cleanup(): void };

export function gitRepo(parent?: string): Repo {
  const base = parent ?? realpathSync(mkdtempSync(join(tmpdir(), 'nuzo-anchors-')));
  const root = parent ? join(parent, `repo-${Math.random().toString(36).slice(2, 8)}`) : join(base, 'repo');
  mkdirSync(root, { recursive: true });
  const git = (...args: string[]) => execFileSync('git', ['-c', 'protocol.file.allow=always', ...args], { cwd: root, env: GIT_ENV, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  git('init', '-q', '-b', 'main');
  return {
    root,
    git,
    write(rel, text) {
      mkdirSync(dirname(join(root, rel)), { recursive: true });
      writeFileSync(join(root, rel), text);
    },
    commit(message) {
      git('add', '-A');
      git('commit', '-q', '-m', message);
    },
    cleanup() {
      if (!parent) rmSync(base, { recursive: true, force: true });
    },
  };
}
