// Entry of dist/mcp-server.js, the stdio MCP server both hosts start. Checks Node first
// (node:sqlite needs 22.13), then answers the handshake from the generated manifest while
// the real server (SDK, zod, core) is evaluated lazily; the store opens on the first call.
import { nodeSupported, MIN_NODE } from '../lib/store/sqlite.ts';
import { startFast } from './fast-start.ts';

if (!nodeSupported()) {
  process.stderr.write(`nuzo mcp: needs Node >= ${MIN_NODE.join('.')} (found ${process.versions.node}); install a newer Node and restart the host.\n`);
  process.exit(1);
}

startFast(async () => (await import('./full.ts')).serve);
