// What to tell someone whose Node is too old for Nuzo, in one place: the CLI's refusal on an
// old Node, its help and reduced doctor there, and the full doctor's host checks all say the
// same thing. Plain strings, no I/O: the CLI reads them before it knows it can run at all.
import { MIN_NODE } from './store/sqlite.ts';

export const MIN_NODE_TEXT = `${MIN_NODE[0]}.${MIN_NODE[1]}`;

export const NODE_INSTALL_ADVICE = `Install Node 24 (or ${MIN_NODE_TEXT}+), from nodejs.org, your package manager or a version manager (nvm install 24), and put it first on PATH: Claude Code and Codex run Nuzo with the first \`node\` there.`;

// Claude Code keeps a failed MCP server start in this file and does not retry that server
// for 15 minutes: after Node is fixed, the next session may still have no Nuzo tools.
export const CLAUDE_MCP_CACHE = '~/.claude/mcp-needs-auth-cache.json';
export const CLAUDE_MCP_CACHE_ADVICE = `After changing Node, Claude Code may keep Nuzo's tools off for up to 15 minutes: it caches a failed MCP start in ${CLAUDE_MCP_CACHE}. Delete that file (Claude Code rebuilds it) and start a new session.`;
