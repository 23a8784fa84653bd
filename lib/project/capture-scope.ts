// Which project, if any, capture may propose memories for. A session started in the home
// folder, at the filesystem root, or in a folder with no project marker has no project: the
// walk-up in identity.ts would otherwise make that folder a "project" and file everything the
// user says there under it. Statements about the user (always/never rules, preferences)
// still go to user scope; project statements from such a session are not proposed.
import { existsSync, realpathSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import type { Env } from '../paths.ts';
import type { ProjectRoot } from './identity.ts';

// Files and folders that make a folder a project even without version control.
export const PROJECT_MARKERS = [
  '.git', '.hg', '.svn', '.nuzo', 'package.json', 'deno.json', 'pyproject.toml', 'setup.py', 'requirements.txt', 'Cargo.toml', 'go.mod',
  'pom.xml', 'build.gradle', 'build.gradle.kts', 'Gemfile', 'composer.json', 'mix.exs', 'Package.swift', 'CMakeLists.txt', 'Makefile',
  'pubspec.yaml', 'CLAUDE.md', 'AGENTS.md',
] as const;

function homeOf(env: Env): string | null {
  try {
    const home = resolve(env.HOME?.trim() || env.USERPROFILE?.trim() || homedir());
    return existsSync(home) ? realpathSync(home) : home;
  } catch {
    return null;
  }
}

export function hasProjectMarker(dir: string): boolean {
  return PROJECT_MARKERS.some((name) => existsSync(join(dir, name)));
}

export function captureProjectScope(project: ProjectRoot | null, env: Env): string | null {
  if (!project) return null;
  if (project.via === 'env') return project.scope;
  const root = resolve(project.root);
  const home = homeOf(env);
  // The home folder is never a project, not even with a dotfiles repository in it.
  if (dirname(root) === root || (home !== null && root === home)) return null;
  if (project.via === 'marker') return project.scope;
  return hasProjectMarker(root) ? project.scope : null;
}
