// A throwaway Nuzo home and project checkout per test: real directories, a real store.
import { mkdirSync, mkdtempSync, realpathSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_CONFIG, type NuzoConfig } from '../../lib/config.ts';
import type { CoreContext } from '../../lib/context.ts';
import { projectScopeFor } from '../../lib/project/identity.ts';
import { openStore, type Store } from '../../lib/store/store.ts';
import type { Clock } from '../../lib/clock.ts';

export type Sandbox = {
  root: string;
  home: string;
  project: string;
  projectScope: string;
  env: Record<string, string>;
  open(options?: { clock?: Clock; config?: Partial<NuzoConfig>; actor?: string }): CoreContext;
  cleanup(): void;
};

export function sandbox(): Sandbox {
  const root = realpathSync(mkdtempSync(join(tmpdir(), 'nuzo-test-')));
  const home = join(root, 'home', '.nuzo');
  const project = join(root, 'work', 'repo');
  mkdirSync(join(project, '.git'), { recursive: true });
  mkdirSync(join(project, 'src', 'deep'), { recursive: true });
  const stores: Store[] = [];
  return {
    root,
    home,
    project,
    projectScope: projectScopeFor(project),
    env: { NUZO_HOME: home, HOME: join(root, 'home'), PATH: process.env.PATH ?? '' },
    open(options = {}) {
      const store = openStore({ home, clock: options.clock });
      stores.push(store);
      return { store, config: { ...structuredClone(DEFAULT_CONFIG), ...options.config }, actor: options.actor ?? 'nuzo:test' };
    },
    cleanup() {
      for (const store of stores) {
        try { store.close(); } catch { /* already closed */ }
      }
      rmSync(root, { recursive: true, force: true });
    },
  };
}

export function fixedClock(start = Date.parse('2026-11-22T08:00:00.000Z')): Clock & { advance(ms: number): void } {
  let now = start;
  return { now: () => now, advance: (ms) => { now += ms; } };
}

// The same store as a process without FTS5 (Node 22.13) sees it: recall scans. Tests run
// both views to show the index and the scan answer alike.
export function scanning(ctx: CoreContext): CoreContext {
  return { ...ctx, store: { ...ctx.store, fts: false } };
}
