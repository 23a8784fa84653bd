// Claude Code caches a failed MCP server start in ~/.claude/mcp-needs-auth-cache.json and
// does not try that server again for 15 minutes: after a session on a Node too old for Nuzo,
// the next one has no Nuzo tools even once Node is fixed. When that file names Nuzo's server,
// say so and how to clear it; otherwise this check adds nothing. Read-only.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CLAUDE_MCP_CACHE, CLAUDE_MCP_CACHE_ADVICE } from '../../node-advice.ts';
import type { CheckResult, DoctorContext } from '../types.ts';

const MAX_BYTES = 1024 * 1024;

export function checkClaudeMcpCache(ctx: DoctorContext): CheckResult[] {
  const home = ctx.env.HOME;
  if (!home) return [];
  let text: string;
  try {
    const bytes = readFileSync(join(home, '.claude', 'mcp-needs-auth-cache.json'));
    text = bytes.subarray(0, MAX_BYTES).toString('utf8');
  } catch {
    return [];
  }
  if (!/nuzo/i.test(text)) return [];
  return [{
    id: 'claude.mcp_cache',
    status: 'warn',
    summary: `Claude Code has a failed start of Nuzo's MCP server cached in ${CLAUDE_MCP_CACHE}: its sessions get no Nuzo tools for up to 15 minutes after that failure.`,
    fix: CLAUDE_MCP_CACHE_ADVICE,
  }];
}
