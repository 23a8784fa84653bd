// What every core operation receives: the open store, the effective config and who acts
// (e.g. "nuzo:cli", "nuzo:mcp", "nuzo:hook"); the actor is recorded in audit events.
import type { NuzoConfig } from './config.ts';
import type { Store } from './store/store.ts';

// `project`: the caller's project root and its scope, when it has one; code anchors
// (lib/anchors) are recorded and checked only for memories of that scope.
export type CoreContext = { store: Store; config: NuzoConfig; actor: string; project?: { root: string; scope: string } | null };
