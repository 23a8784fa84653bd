// The rules a local web server must keep so that other web pages and other local users cannot
// drive it: loopback only, a per-run secret, the Host it was started on (a DNS-rebinding page
// reaches 127.0.0.1 under its own name), an Origin of its own for every write, and headers
// that forbid framing, sniffing and inline script. Pure decisions; lib/ui/server.ts applies them.
//
// Two secrets, because a cookie is not private to its port: the browser sends the cookie for
// 127.0.0.1 to every server on 127.0.0.1, so a dev server the user opens on another port
// receives it, and a cookie plus a forged Origin would drive the API. The cookie (its own
// random value) only opens the page's static files. Every /api/ request must also carry the
// run's token, which only the printed address holds: the server hands it to the page in the
// redirect's fragment (never sent to any server), the page keeps it in memory and sends it
// in the X-Nuzo-Secret header (the event stream, which cannot set headers, in ?secret=).
import { randomBytes, timingSafeEqual } from 'node:crypto';

export const LOOPBACK = '127.0.0.1';

// JSON bodies are small (an edited memory is at most a few kB); an import carries a whole
// export document and gets its own, larger cap.
export const BODY_LIMIT_BYTES = 256 * 1024;
export const IMPORT_BODY_LIMIT_BYTES = 32 * 1024 * 1024;

export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export const SECRET_HEADER = 'x-nuzo-secret';
// Where the redirect after the token trade puts the token for the page's script to take.
export const SECRET_FRAGMENT = 'nuzo-secret';

// What one run keeps: the token from the printed address and the cookie's own value.
export type UiSecrets = { token: string; cookie: string };

export function newSecrets(): UiSecrets {
  return { token: newToken(), cookie: newToken() };
}

// Cookies are shared by every port of a host, so two `nuzo ui` runs each need their own name.
export function cookieName(port: number): string {
  return `nuzo_ui_${port}`;
}

export function sessionCookie(port: number, token: string): string {
  return `${cookieName(port)}=${token}; HttpOnly; SameSite=Strict; Path=/`;
}

export function tokensEqual(given: string | undefined, token: string): boolean {
  if (given === undefined) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
}

export function cookieValue(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

// What the server listens on: loopback whatever the caller asked for.
export function bindHost(_requested?: string): typeof LOOPBACK {
  return LOOPBACK;
}

export function allowedHosts(port: number): string[] {
  return [`${LOOPBACK}:${port}`, `localhost:${port}`];
}

export function allowedOrigins(port: number): string[] {
  return allowedHosts(port).map((h) => `http://${h}`);
}

const SAFE_METHODS = new Set(['GET', 'HEAD']);

export type RequestFacts = {
  method: string;
  host: string | undefined;
  origin: string | undefined;
  cookie: string | undefined;
  // The token from the printed URL, on the one request that trades it for the cookie.
  urlToken: string | null;
  path: string;
  // The page's copy of the token: the X-Nuzo-Secret header, or ?secret= on the event stream.
  secret: string | undefined;
};

export type Verdict =
  | { ok: true; setCookie: boolean }
  | { ok: false; status: 400 | 401 | 403 | 405 | 421; code: string; message: string };

const UNAUTHORIZED = "Open the address 'nuzo ui' printed in your terminal (it carries this run's token).";

export function checkRequest(facts: RequestFacts, port: number, secrets: UiSecrets): Verdict {
  if (!facts.host || !allowedHosts(port).includes(facts.host.toLowerCase())) {
    return { ok: false, status: 421, code: 'HOST_NOT_ALLOWED', message: `This server answers only to ${LOOPBACK}:${port} or localhost:${port}.` };
  }
  const method = facts.method.toUpperCase();
  if (!SAFE_METHODS.has(method)) {
    if (!['POST', 'PUT', 'PATCH', 'DELETE'].includes(method)) return { ok: false, status: 405, code: 'METHOD_NOT_ALLOWED', message: 'Method not allowed.' };
    // A write must come from this page: a missing Origin is refused too.
    if (!facts.origin || !allowedOrigins(port).includes(facts.origin.toLowerCase())) {
      return { ok: false, status: 403, code: 'ORIGIN_NOT_ALLOWED', message: 'Requests that change data must come from this page.' };
    }
  }
  const cookieOk = tokensEqual(cookieValue(facts.cookie, cookieName(port)), secrets.cookie);
  if (facts.path.startsWith('/api/')) {
    // Reads too: the cookie alone (which other ports receive) opens nothing here.
    if (cookieOk && tokensEqual(facts.secret, secrets.token)) return { ok: true, setCookie: false };
    return { ok: false, status: 401, code: 'UNAUTHORIZED', message: `${UNAUTHORIZED} A reloaded page forgets it: open that address again.` };
  }
  // The printed address first, even with a valid cookie: opening it again (after a reload
  // lost the page's copy of the token) must hand the page the token again.
  if (SAFE_METHODS.has(method) && facts.urlToken !== null && tokensEqual(facts.urlToken, secrets.token)) return { ok: true, setCookie: true };
  if (cookieOk) return { ok: true, setCookie: false };
  return { ok: false, status: 401, code: 'UNAUTHORIZED', message: UNAUTHORIZED };
}

// Where the token trade sends the browser: the page itself, with the token in the fragment.
export function afterTradeLocation(token: string): string {
  return `/#${SECRET_FRAGMENT}=${token}`;
}

// Sent with every response. No Access-Control-* header ever: other origins get nothing.
export const SECURITY_HEADERS: Record<string, string> = {
  'Content-Security-Policy': "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; font-src 'self'; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'",
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'no-referrer',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
  'Cache-Control': 'no-store',
};
