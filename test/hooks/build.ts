// Bundles hooks/entry.ts and hooks/runtime.ts the way scripts/build.mjs does (entry for
// node16 with the runtime left external) into a temp dir, so hook tests exercise the real
// bundles whether or not dist/ has been rebuilt yet.
import { build, type BuildOptions } from 'esbuild';
import { mkdtempSync, realpathSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const banner = "import { createRequire as __nuzoCreateRequire } from 'node:module'; const require = __nuzoCreateRequire(import.meta.url);";

export type HookBuild = { dir: string; runtimeError: string | null };

// The runtime bundles lib/, which may not build while lib is mid-change; the shim always does.
export async function buildHooks(options: { runtime?: boolean } = {}): Promise<HookBuild> {
  const dir = realpathSync(mkdtempSync(join(tmpdir(), 'nuzo-hookbuild-')));
  writeFileSync(join(dir, 'package.json'), '{"type":"module"}\n');
  const common: BuildOptions = { absWorkingDir: REPO, bundle: true, platform: 'node', format: 'esm', legalComments: 'none', logLevel: 'silent', external: ['./hook-runtime.js'], banner: { js: banner } };
  await build({ ...common, entryPoints: ['hooks/entry.ts'], outfile: join(dir, 'hook.js'), target: 'node16' });
  let runtimeError: string | null = null;
  if (options.runtime !== false) {
    try {
      await build({ ...common, entryPoints: ['hooks/runtime.ts'], outfile: join(dir, 'hook-runtime.js'), target: 'node22' });
    } catch (error) {
      runtimeError = String((error as Error).message).split('\n').slice(0, 3).join(' ');
    }
  }
  return { dir, runtimeError };
}
