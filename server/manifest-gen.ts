// The exact initialize result and tools/list answer of the real server, taken in memory.
// scripts/build.mjs bundles them into dist/mcp-server.js as the module 'nuzo:manifest', so
// fast-start.ts can answer the handshake before the SDK and zod are even evaluated.
// To look at it: sh scripts/node.sh 24 --experimental-strip-types --disable-warning=ExperimentalWarning server/manifest-gen.ts
// test/server/manifest.test.ts fails when dist/mcp-server.js answers anything else.
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { LATEST_PROTOCOL_VERSION, SUPPORTED_PROTOCOL_VERSIONS, type JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';
import { fileURLToPath } from 'node:url';
import { createServer } from './server.ts';

export type Manifest = { latest: string; supported: string[]; initialize: Record<string, unknown>; tools: unknown[] };

export async function liveManifest(): Promise<Manifest> {
  const nuzo = createServer({ env: {}, cwd: '/' });
  const [client, server] = InMemoryTransport.createLinkedPair();
  const replies = new Map<number, JSONRPCMessage & { result?: any }>();
  client.onmessage = (message) => {
    if ('id' in message && typeof message.id === 'number') replies.set(message.id, message);
  };
  await nuzo.server.connect(server);
  await client.start();
  await client.send({ jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: LATEST_PROTOCOL_VERSION, capabilities: {}, clientInfo: { name: 'manifest', version: '0' } } });
  await client.send({ jsonrpc: '2.0', id: 2, method: 'tools/list' });
  for (let i = 0; i < 100 && replies.size < 2; i++) await new Promise((r) => setTimeout(r, 5));
  await nuzo.close();
  const { protocolVersion: _negotiated, ...initialize } = replies.get(1)!.result;
  // As a client reads it off the wire: an in-memory transport keeps keys set to undefined.
  return JSON.parse(JSON.stringify({ latest: LATEST_PROTOCOL_VERSION, supported: [...SUPPORTED_PROTOCOL_VERSIONS], initialize, tools: replies.get(2)!.result.tools }));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  process.stdout.write(`${JSON.stringify(await liveManifest(), null, 1)}\n`);
}
