// How a CLI command reaches the core: one session per invocation (actor nuzo:cli), the
// project taken from --project-root or the working directory, and scope flags resolved
// through lib/scope.ts so the CLI never has its own idea of what a scope means.
import { existsSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { NuzoError } from '../lib/errors.ts';
import { storePath } from '../lib/paths.ts';
import { resolveScope, USER_SCOPE } from '../lib/scope.ts';
import { openSession, resolveSettings, type Session, type Settings } from '../lib/session.ts';
import { scopeAlias, str, type Invocation } from './args.ts';
import { colorsFor, UsageError, writeLine } from './io.ts';
import { NOT_IN_PROJECT } from './messages.ts';
import { lineReader } from './prompt.ts';

export const ACTOR = 'nuzo:cli';

// --project-root wins over NUZO_PROJECT_ROOT and the working directory: the user named it.
export function cliEnv(inv: Invocation): Record<string, string | undefined> {
  const root = str(inv.values, 'project-root');
  if (root === undefined) return inv.io.env;
  const dir = resolve(inv.io.cwd, root);
  if (!existsSync(dir) || !statSync(dir).isDirectory()) throw new UsageError(`--project-root ${root} is not a directory.`, inv.command);
  return { ...inv.io.env, NUZO_PROJECT_ROOT: dir };
}

export function openCli(inv: Invocation): Session {
  const env = cliEnv(inv);
  return openSession({ env, actor: ACTOR, cwd: projectCwd(inv, env), settings: cliSettings(inv) });
}

// Where the project is looked for: nowhere when the working directory was deleted (its old
// path could lead to a parent's project) unless the user named one.
function projectCwd(inv: Invocation, env: Record<string, string | undefined>): string | null {
  return inv.io.cwdGone && !env.NUZO_PROJECT_ROOT?.trim() ? null : inv.io.cwd;
}

// Read-only listings should not create a store as a side effect of looking.
export function storeExists(inv: Invocation): boolean {
  return existsSync(storePath(cliSettings(inv).home));
}

const warned = new WeakSet<Invocation['io']>();

// Home, project and config for this command. A config problem is a warning on stderr, once
// per command: the bad key is skipped and the rest of the file applies, so a typo in
// config.json never stops the user's tools (nuzo memory doctor lists the same lines).
export function cliSettings(inv: Invocation): Settings {
  const env = cliEnv(inv);
  const settings = resolveSettings({ env, cwd: projectCwd(inv, env) });
  if (settings.problems.length && !warned.has(inv.io)) {
    warned.add(inv.io);
    const c = colorsFor(inv.io.stderr, inv.io.env);
    for (const p of settings.problems) writeLine(inv.io.stderr, c.yellow(`nuzo: warning: ${tildePath(p.path, inv.io.env)}: ${p.problem}`));
  }
  return settings;
}

function tildePath(path: string, env: Invocation['io']['env']): string {
  const home = env.HOME;
  return home && path.startsWith(`${home}/`) ? `~${path.slice(home.length)}` : path;
}

// True when project:auto points at a real project (a marker directory, NUZO_PROJECT_ROOT or
// --project-root), not merely at whatever directory the shell happens to be in.
export function insideProject(session: Session): boolean {
  return session.project !== null && session.project.via !== 'cwd';
}

// project:auto outside a project is PROJECT_UNRESOLVED: the folder the shell is in does not
// become a project because a flag said `project`.
export function scopeOf(inv: Invocation, session: Session, fallback: string): string {
  const requested = scopeAlias(str(inv.values, 'scope') ?? fallback);
  if (requested === 'project:auto' && !insideProject(session)) throw new NuzoError('PROJECT_UNRESOLVED', NOT_IN_PROJECT, { scope: 'project:auto' });
  return resolveScope(requested, session.project?.scope ?? null);
}

// The scopes a "this project and me" view covers: the project plus user:default.
export function defaultScopes(session: Session): string[] {
  const project = session.project?.scope;
  return project ? [project, USER_SCOPE] : [USER_SCOPE];
}

// Hard deletes need the user's explicit yes: --yes, or a y/N answer in a terminal. Without
// a terminal there is nobody to ask, so it fails rather than guessing.
export async function confirmHardDelete(inv: Invocation, question: string, operation: string): Promise<void> {
  if (inv.values.yes === true) return;
  const { stdin, stderr } = inv.io;
  if (!stdin.isTTY || !stderr.isTTY) {
    throw new NuzoError('CONFIRMATION_REQUIRED', 'A hard delete needs --yes (or run it in a terminal to be asked).', { operation, reason: 'hard_delete' });
  }
  const reader = lineReader(stdin, stderr);
  try {
    const answer = await reader.ask(`${question} [y/N] `);
    if (answer === null || !/^(y|yes)$/i.test(answer.trim())) {
      throw new NuzoError('CONFIRMATION_DECLINED', 'You answered no; nothing was deleted.', { operation });
    }
  } finally {
    reader.close();
  }
}
