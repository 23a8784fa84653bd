// The real host transcripts live beside the clone in ../shared/fixtures (never copied into
// the repository). NUZO_SHARED points elsewhere when needed.
import { existsSync, readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const sharedDir = process.env.NUZO_SHARED ? resolve(process.env.NUZO_SHARED) : join(repoRoot, '..', 'shared');

export function fixtureTranscripts(host: 'claude' | 'codex'): string[] {
  const dir = join(sharedDir, 'fixtures', host);
  if (!existsSync(dir)) throw new Error(`fixtures not found at ${dir}: CI must have ../shared beside the clone (or set NUZO_SHARED)`);
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && e.name.endsWith('.jsonl'))
    .map((e) => join(e.parentPath ?? (e as unknown as { path: string }).path, e.name))
    .filter((p) => !p.includes(`${join('hook-stdin')}`))
    .sort();
}
