// The stdio transport: the server speaks JSON-RPC on stdin/stdout; stderr is the host's log.
// Lines arrive already framed (fast-start.ts owns stdin and its size cap); each one is
// checked here before the SDK sees it, so every malformed request gets its JSON-RPC error
// and no input can end the session. When the input ends (session over) the store is closed
// and the process ends.
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import type { JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';
import { LIMITS } from '../lib/limits.ts';
import type { Inbound } from './framing.ts';
import { admit, INVALID_PARAMS } from './jsonrpc.ts';
import type { NuzoServer } from './server.ts';

export type Outbound = (message: JSONRPCMessage) => Promise<void>;
export type Receiver = { receive(item: Inbound): void; end(): void };

class LineTransport implements Transport {
  onclose?: () => void;
  onerror?: (error: Error) => void;
  onmessage?: (message: JSONRPCMessage) => void;
  private closed = false;
  private readonly write: Outbound;

  constructor(write: Outbound) {
    this.write = write;
  }

  async start(): Promise<void> {}

  async send(message: JSONRPCMessage): Promise<void> {
    if (!this.closed) await this.write(withoutSchemaDump(message));
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.onclose?.();
  }

  receive(item: Inbound): void {
    if (this.closed) return;
    const verdict = admit(item, LIMITS.mcpMessageMaxBytes);
    if ('message' in verdict) this.onmessage?.(verdict.message);
    else if ('reply' in verdict) void this.write(verdict.reply as JSONRPCMessage);
    else process.stderr.write(`nuzo mcp: ignored a notification (${verdict.drop})\n`);
  }
}

// The SDK reports a request that fails its own schema as an internal error whose message
// is the zod issue list, rejected values included. admit() checks the methods this server
// serves first; this catches any other, keeping the code honest and the message short.
function withoutSchemaDump(message: JSONRPCMessage): JSONRPCMessage {
  const error = (message as { error?: { code?: unknown; message?: unknown } }).error;
  if (!error || error.code !== -32603 || typeof error.message !== 'string' || !error.message.trimStart().startsWith('[')) return message;
  return { ...message, error: { code: INVALID_PARAMS, message: 'Invalid params for this method.' } } as JSONRPCMessage;
}

export async function serveStdio(nuzo: NuzoServer, write: Outbound): Promise<Receiver> {
  const transport = new LineTransport(write);
  let closing = false;
  const shutdown = () => {
    if (closing) return;
    closing = true;
    void nuzo.close().finally(() => process.exit(0));
  };
  transport.onclose = shutdown;
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);
  await nuzo.server.connect(transport);
  return { receive: (item) => transport.receive(item), end: shutdown };
}
