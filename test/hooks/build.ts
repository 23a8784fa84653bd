// Bundles the hook shim and runtime with scripts/build.mjs's own buildInto into a temp dir, so hook tests exercise the real
// bundles whether or not dist/ has been rebuilt yet.
import { mkdtempSync, realpathSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

export type HookBuild = { dir: string; runtimeError: string | null };

// The runtime bundles lib/, which may not build while lib is mid-change; the shim always does.
export async function buildHooks(options: { runtime?: boolean } = {}): Promise<HookBuild> {
  const dir = realpathSync(mkdtempSync(join(tmpdir(), 'nuzo-hookbuild-')));
  const { buildInto } = (await import('../../scripts/build.mjs')) as { buildInto(dir: string, names?: string[]): Promise<void> };
  await buildInto(dir, ['hook']);
  let runtimeError: string | null = null;
  if (options.runtime !== false) {
    try {
      await buildInto(dir, ['hook-runtime', 'hook-session-start', 'hook-stop', 'hook-prompt', 'hook-pre-tool', 'hook-pre-tool-check', 'hook-team-policy', 'hook-policy', 'policy-tables']);
    } catch (error) {
      runtimeError = String((error as Error).message).split('\n').slice(0, 3).join(' ');
    }
  }
  return { dir, runtimeError };
}
