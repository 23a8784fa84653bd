// Opening Nuzo for one caller: finds the project the working directory belongs to, loads
// the effective config (project narrowing included) and opens the store. Every adapter
// (CLI, MCP server, hooks) starts here, so they all agree on home, scope and policy.
import { loadConfig, type ConfigProblem, type NuzoConfig } from './config.ts';
import type { CoreContext } from './context.ts';
import { nuzoHome, type Env } from './paths.ts';
import { findProjectRoot, type ProjectRoot } from './project/identity.ts';
import { openStore, type OpenOptions, type Store } from './store/store.ts';

export type Session = {
  ctx: CoreContext;
  home: string;
  project: ProjectRoot | null;
  configProblems: ConfigProblem[];
  close(): void;
};

export type SessionOptions = {
  env?: Env;
  actor: string;
  // Directory to resolve the project from; null when the caller knows none (e.g. an MCP
  // server started in a plugin folder without roots) — project:auto then fails loudly.
  cwd: string | null;
  store?: Omit<OpenOptions, 'home' | 'env'>;
  // What resolveSettings already returned for this env and cwd (hooks resolve first to
  // decide whether to open the store at all): walking up for the project root, hashing it
  // and reading the config files again would only cost a hook's start-up time.
  settings?: Settings;
};

export type Settings = { home: string; project: ProjectRoot | null; config: NuzoConfig; problems: ConfigProblem[] };

export function resolveSettings(options: { env?: Env; cwd: string | null }): Settings {
  const env = options.env ?? process.env;
  const home = nuzoHome(env);
  const project = options.cwd !== null || env.NUZO_PROJECT_ROOT ? findProjectRoot(options.cwd ?? process.cwd(), env) : null;
  const { config, problems } = loadConfig(home, env, project?.root ?? null);
  return { home, project, config, problems };
}

export function openSession(options: SessionOptions): Session {
  const { home, project, config, problems } = options.settings ?? resolveSettings(options);
  const store: Store = openStore({ ...options.store, home });
  return {
    ctx: { store, config, actor: options.actor, project: project ? { root: project.root, scope: project.scope } : null },
    home,
    project,
    configProblems: problems,
    close: () => store.close(),
  };
}
