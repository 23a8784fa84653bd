// Start-up fast path. Evaluating the MCP SDK and zod costs more than Node's own start, and
// hosts wait for `initialize` and `tools/list` before a session can begin. Those two answers
// never change for a build, so they are served from the manifest scripts/build.mjs takes
// from the live server and bundles in as 'nuzo:manifest' (see generated.d.ts) while the real
// server is still unevaluated; the first message of any other kind (or anything unexpected)
// hands the stream to the real server, replaying what was read so far. The replayed
// `initialize` gives the SDK the client's capabilities (elicitation, roots); its duplicate
// answer is dropped on the way out. The real server is also warmed right after tools/list.
// This file owns stdin for the whole session: it frames lines under the per-message cap
// (framing.ts) in both phases, so no message, however large, is ever buffered whole.
import { MANIFEST } from 'nuzo:manifest';
import { LIMITS } from '../lib/limits.ts';
import { LineFramer, validId, type Inbound } from './framing.ts';
import type { Outbound, Receiver } from './stdio.ts';

export type FullServer = (write: Outbound) => Promise<Receiver>;

type Message = { jsonrpc?: unknown; id?: unknown; method?: unknown; params?: any; result?: unknown; error?: unknown };

export function startFast(loadFull: () => Promise<FullServer>): void {
  const replay: Inbound[] = [];
  const suppress = new Set<unknown>();
  let mode: 'fast' | 'full' = 'fast';
  // Items that arrive while the real server loads; null once it is taking them directly.
  let queue: Inbound[] | null = null;
  let receiver: Receiver | null = null;
  let ended = false;

  // Drops the real server's answers to requests the fast path already answered.
  const send: Outbound = (message) => {
    const m = message as Message;
    if (suppress.has(m.id) && m.method === undefined && ('result' in m || 'error' in m)) {
      suppress.delete(m.id);
      return Promise.resolve();
    }
    return write(message);
  };

  const toFull = () => {
    mode = 'full';
    queue = [...replay];
    void loadFull()
      .then((serve) => serve(send))
      .then((ready) => {
        receiver = ready;
        for (const item of queue!) ready.receive(item);
        queue = null;
        if (ended) ready.end();
      });
  };

  const forward = (item: Inbound) => {
    if (queue) queue.push(item);
    else receiver!.receive(item);
  };

  const handle = (line: string): boolean => {
    let message: Message;
    try {
      message = JSON.parse(line) as Message;
    } catch {
      return false;
    }
    if (message?.jsonrpc !== '2.0') return false;
    if (message.method === 'initialize' && validInitialize(message) && suppress.size === 0) {
      const requested = message.params.protocolVersion;
      const protocolVersion = MANIFEST.supported.includes(requested) ? requested : MANIFEST.latest;
      void write({ jsonrpc: '2.0', id: message.id, result: { protocolVersion, ...MANIFEST.initialize } });
      suppress.add(message.id);
      replay.push({ kind: 'line', text: line });
      return true;
    }
    if (message.method === 'notifications/initialized' && message.id === undefined) {
      replay.push({ kind: 'line', text: line });
      return true;
    }
    if (message.method === 'tools/list' && validId(message.id) && suppress.size > 0 && isPlainParams(message) && !message.params?.cursor) {
      void write({ jsonrpc: '2.0', id: message.id, result: { tools: MANIFEST.tools } });
      setImmediate(() => {
        if (mode === 'fast') toFull();
      });
      return true;
    }
    return false;
  };

  const framer = new LineFramer(LIMITS.mcpMessageMaxBytes, (item) => {
    if (mode === 'fast' && item.kind === 'line' && handle(item.text)) return;
    if (mode === 'fast') toFull();
    forward(item);
  });

  process.stdin.on('data', (chunk: Buffer) => framer.push(chunk));
  process.stdin.on('end', () => {
    if (mode === 'fast') process.exit(0);
    ended = true;
    if (!queue) receiver!.end();
  });
}

// Every answer waiting on a full pipe shares one 'drain' listener (one per answer made
// Node warn about a listener leak when a client pipelines hundreds of calls).
let drained: Promise<void> | null = null;

function write(message: unknown): Promise<void> {
  if (process.stdout.write(`${JSON.stringify(message)}\n`)) return drained ?? Promise.resolve();
  drained ??= new Promise((resolve) => process.stdout.once('drain', () => {
    drained = null;
    resolve();
  }));
  return drained;
}

// Only a request the real server would accept as it stands is answered here; anything odd
// goes to the real server, which answers with the right error.
function isPlainParams(message: Message): boolean {
  const keys = Object.keys(message).filter((k) => !['jsonrpc', 'id', 'method', 'params'].includes(k));
  return keys.length === 0 && (!('params' in message) || (typeof message.params === 'object' && message.params !== null && !Array.isArray(message.params)));
}

function validInitialize(message: Message): boolean {
  const p = message.params;
  return validId(message.id) && isPlainParams(message) && typeof p?.protocolVersion === 'string' && typeof p.capabilities === 'object' && p.capabilities !== null && typeof p.clientInfo?.name === 'string' && typeof p.clientInfo?.version === 'string';
}
