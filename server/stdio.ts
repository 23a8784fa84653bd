// The stdio transport: the server speaks JSON-RPC on stdin/stdout; stderr is the host's log.
// When the host closes stdin (session over) the store is closed and the process ends.
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import type { NuzoServer } from './server.ts';

export async function serveStdio(nuzo: NuzoServer): Promise<void> {
  const transport = new StdioServerTransport();
  let closing = false;
  const shutdown = () => {
    if (closing) return;
    closing = true;
    void nuzo.close().finally(() => process.exit(0));
  };
  transport.onclose = shutdown;
  process.stdin.on('end', shutdown);
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);
  await nuzo.server.connect(transport);
}
