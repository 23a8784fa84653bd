// Start-up fast path. Evaluating the MCP SDK and zod costs more than Node's own start, and
// hosts wait for `initialize` and `tools/list` before a session can begin. Those two answers
// never change for a build, so they are served from the manifest scripts/build.mjs takes
// from the live server and bundles in as 'nuzo:manifest' (see generated.d.ts) while the real
// server is still unevaluated; the first message of any other kind (or anything unexpected)
// hands the stream to the real server, replaying what was read so far. The replayed
// `initialize` gives the SDK the client's capabilities (elicitation, roots); its duplicate
// answer is dropped on the way out. The real server is also warmed right after tools/list.
import { PassThrough, Writable } from 'node:stream';
import { MANIFEST } from 'nuzo:manifest';

export type FullServer = (io: { input: PassThrough; output: Writable }) => Promise<void>;

type Message = { jsonrpc?: unknown; id?: unknown; method?: unknown; params?: any };

export function startFast(loadFull: () => Promise<FullServer>): void {
  const replay: string[] = [];
  const suppress = new Set<unknown>();
  let mode: 'fast' | 'full' = 'fast';
  let pending = '';
  let input: PassThrough | null = null;

  const toFull = (rest: string) => {
    mode = 'full';
    input = new PassThrough();
    for (const line of replay) input.write(`${line}\n`);
    if (rest) input.write(rest);
    const stream = input;
    void loadFull().then((serve) => serve({ input: stream, output: filteredStdout(suppress) }));
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
      write({ jsonrpc: '2.0', id: message.id, result: { protocolVersion, ...MANIFEST.initialize } });
      suppress.add(message.id);
      replay.push(line);
      return true;
    }
    if (message.method === 'notifications/initialized' && message.id === undefined) {
      replay.push(line);
      return true;
    }
    if (message.method === 'tools/list' && validId(message.id) && suppress.size > 0 && !message.params?.cursor) {
      write({ jsonrpc: '2.0', id: message.id, result: { tools: MANIFEST.tools } });
      setImmediate(() => {
        if (mode !== 'fast') return;
        const rest = pending;
        pending = '';
        toFull(rest);
      });
      return true;
    }
    return false;
  };

  process.stdin.setEncoding('utf8');
  process.stdin.on('data', (chunk: string) => {
    if (mode === 'full') {
      input!.write(chunk);
      return;
    }
    pending += chunk;
    for (let nl = pending.indexOf('\n'); nl >= 0 && mode === 'fast'; nl = pending.indexOf('\n')) {
      const line = pending.slice(0, nl).replace(/\r$/, '');
      if (handle(line)) {
        pending = pending.slice(nl + 1);
      } else {
        const rest = pending;
        pending = '';
        toFull(rest);
      }
    }
  });
  process.stdin.on('end', () => {
    if (mode === 'full') input!.end();
    else process.exit(0);
  });
}

function write(message: unknown): void {
  process.stdout.write(`${JSON.stringify(message)}\n`);
}

function validId(id: unknown): boolean {
  return typeof id === 'string' || (typeof id === 'number' && Number.isFinite(id));
}

function validInitialize(message: Message): boolean {
  const p = message.params;
  return validId(message.id) && typeof p?.protocolVersion === 'string' && typeof p.capabilities === 'object' && p.capabilities !== null && typeof p.clientInfo?.name === 'string' && typeof p.clientInfo?.version === 'string';
}

// Drops the real server's answers to requests the fast path already answered, then gets out
// of the way. The SDK writes one whole JSON-RPC message per write call.
function filteredStdout(suppress: Set<unknown>): Writable {
  return new Writable({
    write(chunk: Buffer | string, _encoding, callback) {
      if (suppress.size > 0) {
        const text = chunk.toString();
        try {
          const message = JSON.parse(text) as Message & { result?: unknown; error?: unknown };
          if (suppress.has(message.id) && ('result' in message || 'error' in message) && message.method === undefined) {
            suppress.delete(message.id);
            callback();
            return;
          }
        } catch { /* not ours to judge: pass it on */ }
      }
      if (process.stdout.write(chunk)) callback();
      else process.stdout.once('drain', () => callback());
    },
  });
}
