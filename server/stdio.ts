// The stdio transport: the server speaks JSON-RPC on stdin/stdout; stderr is the host's log.
// `io` replaces the process streams when the start-up fast path (fast-start.ts) hands over
// a stream it has already begun reading. When the input ends (session over) the store is
// closed and the process ends.
import type { Readable, Writable } from 'node:stream';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import type { NuzoServer } from './server.ts';

export async function serveStdio(nuzo: NuzoServer, io: { input: Readable; output: Writable } = { input: process.stdin, output: process.stdout }): Promise<void> {
  const transport = new StdioServerTransport(io.input, io.output);
  let closing = false;
  const shutdown = () => {
    if (closing) return;
    closing = true;
    void nuzo.close().finally(() => process.exit(0));
  };
  transport.onclose = shutdown;
  io.input.on('end', shutdown);
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);
  await nuzo.server.connect(transport);
}
