// Loads node:sqlite without letting Node 22's ExperimentalWarning reach a user or a host:
// the module is fetched lazily through process.getBuiltinModule after a narrow filter on
// process.emitWarning is installed, so importing this file costs nothing on its own.
import type { DatabaseSync as DatabaseSyncType } from 'node:sqlite';
import { NuzoError } from '../errors.ts';

export type Database = DatabaseSyncType;
type SqliteModule = typeof import('node:sqlite');

export const MIN_NODE = [22, 13, 0] as const;

let cached: SqliteModule | null = null;

export function nodeSupported(version: string = process.versions.node): boolean {
  const [major, minor] = version.split('.').map(Number);
  return major > MIN_NODE[0] || (major === MIN_NODE[0] && minor >= MIN_NODE[1]);
}

export function loadSqlite(): SqliteModule {
  if (cached) return cached;
  if (!nodeSupported()) {
    throw new NuzoError('NODE_UNSUPPORTED', `Nuzo needs Node >= ${MIN_NODE.join('.')} for node:sqlite (found ${process.versions.node}).`);
  }
  silenceSqliteWarning();
  cached = process.getBuiltinModule('node:sqlite') as SqliteModule;
  return cached;
}

function silenceSqliteWarning(): void {
  const original = process.emitWarning;
  if ((original as { nuzoFiltered?: boolean }).nuzoFiltered) return;
  const filtered = function (this: unknown, warning: string | Error, ...rest: unknown[]) {
    const text = typeof warning === 'string' ? warning : warning?.message;
    const type = typeof rest[0] === 'string' ? rest[0] : (rest[0] as { type?: string } | undefined)?.type ?? (warning as Error)?.name;
    if (type === 'ExperimentalWarning' && typeof text === 'string' && /SQLite/i.test(text)) return;
    return (original as (...a: unknown[]) => void).call(process, warning, ...rest);
  } as typeof process.emitWarning;
  (filtered as { nuzoFiltered?: boolean }).nuzoFiltered = true;
  process.emitWarning = filtered;
}
