// Can this Node run Nuzo at all: version floor, node:sqlite, and whether its SQLite has
// FTS5 (Node 22.13-22.15 do not: Nuzo then works with a scanning recall, see store/fts.ts).
import { NODE_INSTALL_ADVICE } from '../../node-advice.ts';
import { MIN_NODE, nodeSupported } from '../../store/sqlite.ts';
import type { CheckResult, DoctorContext } from '../types.ts';

export function checkRuntime(ctx: DoctorContext): CheckResult[] {
  const version = process.versions.node;
  // Set by the CLI when the `node` it was started with was too old and it ran itself again
  // with this one (cli/old-node.ts): say so, and which Node to name in the alias.
  const startedWith = ctx.env.NUZO_CLI_STARTED_WITH;
  const node: CheckResult = !nodeSupported(version)
    ? { id: 'runtime.node', status: 'fail', summary: `Node ${version} is older than ${MIN_NODE.join('.')}; node:sqlite is missing.`, fix: NODE_INSTALL_ADVICE }
    : startedWith
      ? { id: 'runtime.node', status: 'warn', summary: `Node ${version} (${process.execPath}) runs this CLI: it was started with Node ${startedWith}, too old, and found this one.`, fix: `Name this Node in your alias (alias nuzo='${process.execPath} ${process.argv[1] ?? 'cli.js'}') or put it first on PATH, which the hosts need too.` }
      : { id: 'runtime.node', status: 'ok', summary: `Node ${version} (>= ${MIN_NODE.join('.')}).` };
  const fts5 = ctx.probe.fts5;
  const sqlite: CheckResult =
    fts5 === true
      ? { id: 'runtime.sqlite', status: 'ok', summary: `node:sqlite ${sqliteVersion()} with FTS5.` }
      : fts5 === false
        ? { id: 'runtime.sqlite', status: 'warn', summary: `node:sqlite in Node ${version} has no FTS5: Nuzo works, but recall scans the store instead of using its full-text index: about 0.1 s a recall at 10k memories and 0.3 s at 100k (it then reads the newest 20,000), against ~3 ms with FTS5.`, fix: 'Run the hosts with Node >= 22.16 or Node 24, whose node:sqlite includes FTS5.' }
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
