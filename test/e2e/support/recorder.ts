// A loopback HTTP server that records every request before a handler answers it. The model
// mocks are built on it so a test can assert on exactly what a host sent (system prompt,
// hook context, tool results) without trusting the host's own transcript.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type RecordedRequest = {
  method: string;
  path: string;
  headers: Record<string, string | string[] | undefined>;
  text: string;
  body: any;
  // Set by the mock: 'turn' requests consume the script, 'aux' ones get a canned answer.
  kind: 'turn' | 'aux' | 'unknown';
};

export type Handler = (request: RecordedRequest, res: ServerResponse) => void;

export type Recorder = {
  url: string;
  requests: RecordedRequest[];
  close(): Promise<void>;
};

export async function startRecorder(handler: Handler): Promise<Recorder> {
  const requests: RecordedRequest[] = [];
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      let body: unknown = null;
      try { body = text ? JSON.parse(text) : null; } catch { /* not JSON: keep the text */ }
      const recorded: RecordedRequest = { method: req.method ?? 'GET', path: req.url ?? '/', headers: req.headers, text, body, kind: 'unknown' };
      requests.push(recorded);
      try {
        handler(recorded, res);
      } catch (error) {
        if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { type: 'mock_error', message: String((error as Error)?.message ?? error) } }));
      }
    });
  });
  // Hosts keep connections alive; close them so close() never waits on an idle socket.
  server.keepAliveTimeout = 1000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export function sendJson(res: ServerResponse, status: number, value: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(value));
}

export function openSse(res: ServerResponse): (event: string, data: unknown) => void {
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });
  return (event, data) => res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
}
