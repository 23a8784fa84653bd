import type { Manifest } from '../server/manifest-gen.ts';
export const ENTRIES: Array<[name: string, source: string, options: { target?: string; shebang?: boolean; require?: boolean }]>;
export function buildInto(outdir: string, names?: string[]): Promise<void>;
export function liveManifest(): Promise<Manifest>;
