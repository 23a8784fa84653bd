// The HTTP adapter behind `nuzo ui`: node:http on loopback, the bundled page from dist/ui,
// the JSON API (lib/ui/api.ts) and a server-sent event stream that tells the page when the
// store changed, whoever changed it. Every request passes lib/ui/security.ts first.
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { NuzoError, toNuzoError } from '../errors.ts';
import type { Env } from '../paths.ts';
import { openSession, type Session, type Settings } from '../session.ts';
import { handleApi, UI_ACTOR } from './api.ts';
import { changeVersion } from './browse.ts';
import { afterTradeLocation, BODY_LIMIT_BYTES, bindHost, checkRequest, IMPORT_BODY_LIMIT_BYTES, LOOPBACK, newSecrets, SECRET_HEADER, SECURITY_HEADERS, sessionCookie } from './security.ts';

export type UiServerOptions = {
  env: Env;
  cwd: string;
  settings?: Settings;
  port?: number;
  // Ignored beyond a warning: the server binds loopback whatever is asked (security.ts).
  host?: string;
  assetsDir: string;
  // How often the change counter is read for the event stream.
  pollMs?: number;
};

export type UiServer = { url: string; origin: string; port: number; token: string; close(): Promise<void> };

const ASSETS: Record<string, { file: string; type: string }> = {
  '/': { file: 'index.html', type: 'text/html; charset=utf-8' },
  '/app.js': { file: 'app.js', type: 'text/javascript; charset=utf-8' },
  '/app.css': { file: 'app.css', type: 'text/css; charset=utf-8' },
};

export async function startUiServer(options: UiServerOptions): Promise<UiServer> {
  const session: Session = openSession({ env: options.env, actor: UI_ACTOR, cwd: options.cwd, settings: options.settings, store: { cacheMiB: 32 } });
  const secrets = newSecrets();
  const token = secrets.token;
  const assets = new Map<string, Buffer>();
  const asset = (file: string): Buffer => {
    let b = assets.get(file);
    if (!b) assets.set(file, (b = readFileSync(join(options.assetsDir, file))));
    return b;
  };
  let localWrites = 0;
  const streams = new Set<ServerResponse>();
  let port = 0;

  const server: Server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      const nuzo = toNuzoError(error);
      if (!res.headersSent) send(res, nuzo.code === 'DISK_FULL' ? 507 : 500, { error: { code: nuzo.code, message: nuzo.code === 'DISK_FULL' ? nuzo.message : 'Nuzo hit an unexpected internal error.', details: {} } });
      else res.destroy();
    });
  });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', `http://${LOOPBACK}`);
    const verdict = checkRequest(
      {
        method: req.method ?? 'GET',
        host: req.headers.host,
        origin: header(req, 'origin'),
        cookie: req.headers.cookie,
        urlToken: url.pathname === '/' ? url.searchParams.get('token') : null,
        path: url.pathname,
        secret: header(req, SECRET_HEADER) ?? (url.pathname === '/api/events' ? url.searchParams.get('secret') ?? undefined : undefined),
      },
      port,
      secrets,
    );
    if (!verdict.ok) {
      req.resume();
      // A person opening a link that no longer works (used, or from an earlier run) gets a
      // page that says so and how to get a new one, not a JSON error.
      if (verdict.code === 'UNAUTHORIZED' && url.pathname === '/' && (req.method === 'GET' || req.method === 'HEAD')) return sendLinkUsed(res);
      return send(res, verdict.status, { error: { code: verdict.code, message: verdict.message, details: {} } });
    }
    if (verdict.setCookie) {
      // Trade the token for a cookie (which opens the page's files only) and hand the token to
      // the page in the fragment; its script keeps it in memory and clears the address bar.
      res.writeHead(303, { ...SECURITY_HEADERS, 'Set-Cookie': sessionCookie(port, secrets.cookie), Location: afterTradeLocation(token) });
      return void res.end();
    }
    const method = req.method ?? 'GET';
    if (url.pathname === '/api/events' && method === 'GET') return openStream(req, res);
    if (url.pathname.startsWith('/api/')) {
      let body: unknown = undefined;
      if (method === 'POST') {
        if (!/^application\/json\b/i.test(header(req, 'content-type') ?? '')) {
          req.resume();
          return send(res, 415, { error: { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Send JSON (Content-Type: application/json).', details: {} } });
        }
        const limit = url.pathname === '/api/import' ? IMPORT_BODY_LIMIT_BYTES : BODY_LIMIT_BYTES;
        const raw = await readBody(req, limit);
        if (raw === null) {
          res.setHeader('Connection', 'close');
          return send(res, 413, { error: { code: 'BODY_TOO_LARGE', message: `Request bodies are limited to ${limit} bytes.`, details: { limit } } });
        }
        try {
          body = raw.length ? JSON.parse(raw.toString('utf8')) : {};
        } catch {
          // The parser's message may quote the body: say only that it was not JSON.
          return send(res, 400, { error: { code: 'INVALID_INPUT', message: 'The request body is not valid JSON.', details: {} } });
        }
      }
      const reply = await handleApi({ session, env: options.env, cwd: options.cwd }, { method, path: url.pathname, query: url.searchParams, body });
      if (reply.wrote) {
        localWrites++;
        tick();
      }
      return send(res, reply.status, reply.json);
    }
    if (url.pathname === '/favicon.ico') {
      res.writeHead(204, SECURITY_HEADERS);
      return void res.end();
    }
    const a = Object.hasOwn(ASSETS, url.pathname) ? ASSETS[url.pathname] : undefined;
    if (!a || (method !== 'GET' && method !== 'HEAD')) return send(res, 404, { error: { code: 'NOT_FOUND', message: 'Not found.', details: {} } });
    const data = asset(a.file);
    res.writeHead(200, { ...SECURITY_HEADERS, 'Content-Type': a.type, 'Content-Length': data.length });
    res.end(method === 'HEAD' ? undefined : data);
  }

  let lastVersion = '';
  const tick = () => {
    if (streams.size === 0) return;
    let version: string;
    try {
      version = changeVersion(session.ctx.store, localWrites);
    } catch {
      return;
    }
    if (version === lastVersion) return;
    lastVersion = version;
    for (const s of streams) s.write(`event: change\ndata: ${version}\n\n`);
  };
  const poll = setInterval(tick, options.pollMs ?? 400);
  const keepAlive = setInterval(() => {
    for (const s of streams) s.write(': keep-alive\n\n');
  }, 15_000);
  poll.unref();
  keepAlive.unref();

  function openStream(req: IncomingMessage, res: ServerResponse): void {
    res.writeHead(200, { ...SECURITY_HEADERS, 'Content-Type': 'text/event-stream; charset=utf-8', Connection: 'keep-alive' });
    res.write(`event: hello\ndata: ${changeVersion(session.ctx.store, localWrites)}\n\n`);
    streams.add(res);
    req.on('close', () => streams.delete(res));
  }

  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(options.port ?? 0, bindHost(options.host), () => {
        server.off('error', reject);
        resolve();
      });
    });
  } catch (error) {
    clearInterval(poll);
    clearInterval(keepAlive);
    session.close();
    throw listenError(error, options.port);
  }
  port = (server.address() as AddressInfo).port;
  const origin = `http://${LOOPBACK}:${port}`;
  return {
    url: `${origin}/?token=${token}`,
    origin,
    port,
    token,
    close: () =>
      new Promise<void>((resolve) => {
        clearInterval(poll);
        clearInterval(keepAlive);
        for (const s of streams) s.end();
        streams.clear();
        server.close(() => {
          session.close();
          resolve();
        });
        server.closeAllConnections();
      }),
  };
}

// A port that cannot be had is the user's choice to change, not an internal error.
function listenError(error: unknown, port: number | undefined): unknown {
  const code = (error as { code?: string } | null)?.code;
  const pick = 'Pick another with --port N, or leave out --port and Nuzo takes a free one.';
  if (code === 'EADDRINUSE') return new NuzoError('INVALID_INPUT', `Port ${port} is already in use (another nuzo ui, or another program). ${pick}`, { field: 'port', port, reason: 'in_use' });
  if (code === 'EACCES') return new NuzoError('INVALID_INPUT', `Port ${port} needs privileges this user does not have. ${pick}`, { field: 'port', port, reason: 'denied' });
  return error;
}

// Said in plain HTML (no script, no inline style: the CSP forbids both) so any browser shows it.
export const LINK_USED_TITLE = 'This Nuzo link was used or has expired';
export const NEW_LINK_HOW = 'To get a new one: in your project run nuzo ui again (stop the old one with Ctrl-C first if it still runs), then open the address it prints.';
const LINK_USED_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="color-scheme" content="light dark"><title>Nuzo: link used or expired</title></head>
<body><main>
<h1>${LINK_USED_TITLE}</h1>
<p>Each address <code>nuzo ui</code> prints carries a key for that run only. This browser has no valid key: the link was
already used, belongs to an earlier run that has stopped, or lost its key on the way.</p>
<p>${NEW_LINK_HOW}</p>
</main></body></html>
`;

function sendLinkUsed(res: ServerResponse): void {
  res.writeHead(401, { ...SECURITY_HEADERS, 'Content-Type': 'text/html; charset=utf-8', 'Content-Length': Buffer.byteLength(LINK_USED_PAGE) });
  res.end(LINK_USED_PAGE);
}

function header(req: IncomingMessage, name: string): string | undefined {
  const v = req.headers[name];
  return Array.isArray(v) ? v[0] : v;
}

function send(res: ServerResponse, status: number, json: unknown): void {
  const body = JSON.stringify(json);
  res.writeHead(status, { ...SECURITY_HEADERS, 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': Buffer.byteLength(body) });
  res.end(body);
}

// The body, or null once it passes `limit` (announced or streamed): the rest is not read.
function readBody(req: IncomingMessage, limit: number): Promise<Buffer | null> {
  const announced = Number(req.headers['content-length']);
  if (Number.isFinite(announced) && announced > limit) {
    req.resume();
    return Promise.resolve(null);
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let over = false;
    req.on('data', (chunk: Buffer) => {
      if (over) return;
      size += chunk.length;
      if (size > limit) {
        over = true;
        chunks.length = 0;
        resolve(null);
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => { if (!over) resolve(Buffer.concat(chunks)); });
    req.on('error', reject);
  });
}
