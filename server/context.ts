// Per-server state behind the tools: the store (opened on the first call, not at start-up,
// so tools/list answers fast even before a store exists), effective settings per project
// directory (briefly cached; config files are re-read every few seconds), and the client's
// MCP roots (cached until the client says they changed).
import type { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { RootsListChangedNotificationSchema } from '@modelcontextprotocol/sdk/types.js';
import { assertArgumentProject, makeFence, type Fence } from '../lib/access.ts';
import { systemClock, type Clock, type IdGenerator } from '../lib/clock.ts';
import type { NuzoConfig } from '../lib/config.ts';
import type { CoreContext } from '../lib/context.ts';
import { nuzoHome, type Env } from '../lib/paths.ts';
import type { ProjectRoot } from '../lib/project/identity.ts';
import { SEEN_WINDOW_MS, seenSince } from '../lib/project/seen.ts';
import { embedPending, providerFor } from '../lib/embed/semantic.ts';
import { vectorIndex } from '../lib/embed/vectors.ts';
import { resolveSettings } from '../lib/session.ts';
import { checkpointWal, openStore, type Store } from '../lib/store/store.ts';
import { cwdDirectory, envDirectory, projectRootArgument, rootsDirectory, type ProjectDir } from './project.ts';

export type ServerDeps = {
  env: Env;
  cwd: string;
  actor?: string;
  clock?: Clock;
  ids?: IdGenerator;
};

export type Scoped = { ctx: CoreContext; fence: Fence; project: ProjectRoot | null; config: NuzoConfig };

type Settings = { project: ProjectRoot | null; config: NuzoConfig };

const SETTINGS_TTL_MS = 3000;
const ROOTS_TIMEOUT_MS = 5000;
// The server lives as long as the host session and answers every recall: see OpenOptions.cacheMiB.
const SERVER_CACHE_MIB = 32;
const EMBED_PER_RUN = 256;
// Between two slices of a background backfill, so calls arriving meanwhile go first.
const BACKFILL_PAUSE_MS = 50;
const WARM_VECTORS_MS = 1000;
const IDLE_CHECKPOINT_MS = 250;

export class Runtime {
  readonly deps: ServerDeps;
  readonly server: Server;
  readonly home: string;
  private opened: Store | null = null;
  private settings = new Map<string, { at: number; value: Settings }>();
  private roots: Promise<string | null> | null = null;
  private embedding = false;
  private backfilled: Store | null = null;
  private embedAgain = false;
  private idleTimer: NodeJS.Timeout | null = null;
  // The last call's context: what embedLater embeds with after a writing tool.
  private lastCtx: CoreContext | null = null;
  // When this server started: the reference for how recent a hook's project record must be.
  readonly startedAt: number;

  constructor(deps: ServerDeps, server: Server) {
    this.deps = deps;
    this.server = server;
    this.home = nuzoHome(deps.env);
    this.startedAt = (deps.clock ?? systemClock).now();
    server.setNotificationHandler(RootsListChangedNotificationSchema, async () => {
      this.roots = null;
    });
  }

  get actor(): string {
    return this.deps.actor ?? 'nuzo:mcp';
  }

  store(): Store {
    this.opened ??= openStore({ home: this.home, clock: this.deps.clock, ids: this.deps.ids, cacheMiB: SERVER_CACHE_MIB, idleCheckpoints: true });
    return this.opened;
  }

  async scoped(projectRoot: string | undefined): Promise<Scoped> {
    const { project, config } = this.settingsFor(await this.projectDir(projectRoot));
    if (projectRoot !== undefined) await this.assertArgumentAnchored(project, config);
    const ctx: CoreContext = { store: this.store(), config, actor: this.actor, project: project ? { root: project.root, scope: project.scope } : null };
    this.lastCtx = ctx;
    return {
      ctx,
      fence: makeFence(project?.scope ?? null, config.allowed_projects),
      project,
      config,
    };
  }

  async projectDir(projectRoot: string | undefined): Promise<ProjectDir | null> {
    if (projectRoot !== undefined) return { dir: projectRootArgument(projectRoot), via: 'argument', exact: false };
    const fromRoots = await this.rootsDir();
    if (fromRoots) return { dir: fromRoots, via: 'roots', exact: false };
    return envDirectory(this.deps.env) ?? cwdDirectory(this.deps.cwd, this.deps.env);
  }

  // See assertArgumentProject (lib/access.ts): the host's own view of the session's project
  // wins over a model-supplied path to another one, and where the host has none, only a
  // project a SessionStart hook opened lately may be named.
  private async assertArgumentAnchored(project: ProjectRoot | null, config: NuzoConfig): Promise<void> {
    if (!project) return;
    const hostProject = await this.hostProject();
    const seen = hostProject === null && seenSince(this.store(), project.scope, this.startedAt - SEEN_WINDOW_MS);
    assertArgumentProject(hostProject?.scope ?? null, project.scope, config.allowed_projects, seen);
  }

  // The project the host itself tells us about: MCP roots, the environment, or the server's
  // working directory when that lies inside a project (a .git or .nuzo marker; a plugin
  // folder or a bare folder like / or ~ says nothing about the user's project).
  private async hostProject(): Promise<ProjectRoot | null> {
    const fromRoots = await this.rootsDir();
    if (fromRoots) return this.settingsFor({ dir: fromRoots, via: 'roots', exact: false }).project;
    const fromEnv = envDirectory(this.deps.env);
    if (fromEnv) return this.settingsFor(fromEnv).project;
    const fromCwd = cwdDirectory(this.deps.cwd, this.deps.env);
    const project = fromCwd ? this.settingsFor(fromCwd).project : null;
    return project && project.via !== 'cwd' ? project : null;
  }

  // Vectors for what was just written (or never embedded), after the reply is on its way:
  // one run at a time, EMBED_PER_RUN memories each, the next run queued behind it while a
  // run fills up (a store from before semantic recall is embedded in the background, one
  // slice between calls at a time); failures are left for the next write.
  // `after`: where the previous run of the same backfill stopped (a rowid).
  // A write while a run is under way asks for one more run from the start once the backfill
  // is done (it may have changed a memory the backfill has passed).
  embedLater(ctx: CoreContext | null = this.lastCtx, after = 0): void {
    if (!ctx || ctx.config.recall.embeddings.provider === 'off' || ctx.store.readOnly) return;
    if (this.embedding) {
      if (after === 0) this.embedAgain = true;
      return;
    }
    this.embedding = true;
    let next: number | null = null;
    setImmediate(() => {
      void (async () => {
        const provider = providerFor(ctx.config, this.home);
        if (!provider || this.opened !== ctx.store) return;
        const run = await embedPending(ctx.store, provider, { max: EMBED_PER_RUN, after });
        if (run.more) next = run.after;
      })()
        .catch(() => {})
        .finally(() => {
          this.embedding = false;
          const from = next ?? (this.embedAgain ? 0 : null);
          if (next === null) this.embedAgain = false;
          if (from !== null) setTimeout(() => this.embedLater(ctx, from), BACKFILL_PAUSE_MS).unref();
        });
    });
  }

  // The first recall of a store in this session also looks for memories without a vector
  // (written by the CLI, a hook's confirmed draft, or before semantic recall was on).
  // Later recalls do not: that look walks every memory (~60 ms at 100k).
  // The vectors are then read into memory a moment later (~0.6 s at 100k), so the first
  // question that needs them does not pay for it.
  backfillOnce(ctx: CoreContext | null = this.lastCtx): void {
    if (!ctx || this.backfilled === ctx.store) return;
    this.backfilled = ctx.store;
    this.embedLater(ctx);
    setTimeout(() => {
      try {
        const provider = providerFor(ctx.config, this.home);
        if (provider && this.opened === ctx.store) vectorIndex(ctx.store, provider.model);
      } catch {
        // A busy or closing store: the first search reads them instead.
      }
    }, WARM_VECTORS_MS).unref();
  }

  // The WAL is checkpointed once the session has been quiet for IDLE_CHECKPOINT_MS (see
  // OpenOptions.idleCheckpoints): an agent thinks for seconds between calls, so the copy
  // happens then, not inside a call.
  checkpointLater(): void {
    if (!this.opened || this.opened.readOnly) return;
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = setTimeout(() => {
      this.idleTimer = null;
      if (this.opened) checkpointWal(this.opened);
    }, IDLE_CHECKPOINT_MS);
    this.idleTimer.unref();
  }

  close(): void {
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = null;
    this.opened?.close();
    this.opened = null;
  }

  private settingsFor(dir: ProjectDir | null): Settings {
    const key = dir ? `${dir.exact ? 'exact' : 'walk'}:${dir.dir}` : 'none';
    const now = Date.now();
    const cached = this.settings.get(key);
    if (cached && now - cached.at < SETTINGS_TTL_MS) return cached.value;
    // NUZO_PROJECT_ROOT makes core ignore the directory; keep it only when it is the source.
    const env = dir?.exact ? this.deps.env : { ...this.deps.env, NUZO_PROJECT_ROOT: undefined };
    const { project, config } = resolveSettings({ env, cwd: dir?.dir ?? null });
    const value = { project, config };
    if (this.settings.size > 64) this.settings.clear();
    this.settings.set(key, { at: now, value });
    return value;
  }

  private rootsDir(): Promise<string | null> {
    if (!this.server.getClientCapabilities()?.roots) return Promise.resolve(null);
    this.roots ??= this.server
      .listRoots(undefined, { timeout: ROOTS_TIMEOUT_MS })
      .then((result) => rootsDirectory(result.roots))
      .catch(() => null);
    return this.roots;
  }
}

// Scopes that hold memories, for "everything this session may see" views (agent:* scopes
// have open-ended names). Uses the (scope, status, updated_at) index.
export function knownScopes(store: Store): string[] {
  return (store.db.prepare('SELECT DISTINCT scope FROM memories').all() as Array<{ scope: string }>).map((r) => r.scope);
}
