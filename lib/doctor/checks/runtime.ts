// Can this Node run Nuzo at all: version floor, node:sqlite, and FTS5 inside it (recall
// and the store schema depend on FTS5; some Node builds ship SQLite without it).
import { MIN_NODE, nodeSupported } from '../../store/sqlite.ts';
import type { CheckResult, DoctorContext } from '../types.ts';

export function checkRuntime(ctx: DoctorContext): CheckResult[] {
  const version = process.versions.node;
  const node: CheckResult = nodeSupported(version)
    ? { id: 'runtime.node', status: 'ok', summary: `Node ${version} (>= ${MIN_NODE.join('.')}).` }
    : { id: 'runtime.node', status: 'fail', summary: `Node ${version} is older than ${MIN_NODE.join('.')}; node:sqlite is missing.`, fix: 'Install Node 24 (or 22.13+) for the hosts that run Nuzo.' };
  const fts5 = ctx.probe.fts5;
  const sqlite: CheckResult =
    fts5 === true
      ? { id: 'runtime.sqlite', status: 'ok', summary: `node:sqlite ${sqliteVersion()} with FTS5.` }
      : fts5 === false
        ? { id: 'runtime.sqlite', status: 'fail', summary: `node:sqlite in Node ${version} was built without FTS5; Nuzo cannot create or search its store.`, fix: 'Run the hosts with Node 24 (its node:sqlite includes FTS5).' }
        : { id: 'runtime.sqlite', status: 'fail', summary: 'node:sqlite is not available in this Node.', fix: 'Install Node 24.' };
  return [node, sqlite];
}

function sqliteVersion(): string {
  try {
    const { DatabaseSync } = process.getBuiltinModule('node:sqlite') as typeof import('node:sqlite');
    const db = new DatabaseSync(':memory:');
    try {
      return String((db.prepare('SELECT sqlite_version() AS v').get() as { v: string }).v);
    } finally {
      db.close();
    }
  } catch {
    return '(unknown version)';
  }
}
