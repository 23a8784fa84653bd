// The `node` the hosts will run. Claude Code and Codex start Nuzo's hooks and MCP server with
// whatever `node` is first on PATH, which need not be the Node running this CLI: a user can
// pass every check here and still have memory silently off in both hosts. Read-only: it
// finds the executable on PATH and asks it for its version.
import { spawnSync } from 'node:child_process';
import { accessSync, constants, realpathSync, statSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { CLAUDE_MCP_CACHE_ADVICE } from '../../node-advice.ts';
import { MIN_NODE, nodeSupported } from '../../store/sqlite.ts';
import type { CheckResult, DoctorContext } from '../types.ts';

const ID = 'runtime.host_node';
const MIN = `${MIN_NODE[0]}.${MIN_NODE[1]}`;
const FIX = `Install Node ${MIN}+ (or 24) and put it first on the PATH the hosts start with.`;

export function checkHostNode(ctx: DoctorContext): CheckResult {
  const node = nodeOnPath(ctx.env.PATH ?? '');
  if (!node) {
    return { id: ID, status: 'warn', summary: 'No `node` on PATH: the hosts cannot run Nuzo\'s hooks (they stay silent) or start its MCP server.', fix: FIX };
  }
  const version = samePath(node, process.execPath) ? process.version : versionOf(node);
  if (!version) {
    return { id: ID, status: 'warn', summary: `\`node\` on PATH (${node}) did not report a version; the hosts may not run Nuzo.`, fix: FIX };
  }
  if (!nodeSupported(version.replace(/^v/, ''))) {
    return { id: ID, status: 'warn', summary: `The hosts will run Nuzo with ${node} (${version}), older than ${MIN}: memory is off in Claude Code and Codex (hooks only say so, the MCP server does not start).`, fix: `${FIX} ${CLAUDE_MCP_CACHE_ADVICE}` };
  }
  return { id: ID, status: 'ok', summary: `The hosts will run Nuzo with ${node} (${version}).` };
}

function nodeOnPath(path: string): string | null {
  for (const dir of path.split(delimiter)) {
    if (!dir) continue;
    const candidate = join(dir, 'node');
    try {
      if (!statSync(candidate).isFile()) continue;
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // not here
    }
  }
  return null;
}

function samePath(a: string, b: string): boolean {
  try {
    return realpathSync(a) === realpathSync(b);
  } catch {
    return false;
  }
}

function versionOf(node: string): string | null {
  const result = spawnSync(node, ['--version'], { encoding: 'utf8', timeout: 5000, env: {}, stdio: ['ignore', 'pipe', 'ignore'] });
  const version = result.status === 0 ? result.stdout.trim() : '';
  return /^v\d+\.\d+\.\d+/.test(version) ? version : null;
}
