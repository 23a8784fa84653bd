// Entry of dist/mcp-server.js, the stdio MCP server both hosts start. Checks Node first
// (node:sqlite needs 22.13), then builds the server; the store opens on the first call.
import { nodeSupported, MIN_NODE } from '../lib/store/sqlite.ts';
import { createServer } from './server.ts';
import { serveStdio } from './stdio.ts';

if (!nodeSupported()) {
  process.stderr.write(`nuzo mcp: needs Node >= ${MIN_NODE.join('.')} (found ${process.versions.node}); install a newer Node and restart the host.\n`);
  process.exit(1);
}

await serveStdio(createServer({ env: process.env, cwd: process.cwd() }));
