// The page's only door to the server: same-origin JSON, the session cookie sent by the
// browser plus the run's secret in a header, and errors kept in the server's
// {code, message, details} shape.
export type ApiError = { code: string; message: string; details: Record<string, unknown> };

// The cookie reaches any server on 127.0.0.1 (cookies ignore ports), so every API request
// also carries the run's token, which the server put in this page's address fragment
// (#nuzo-secret=…) after the printed address was opened (lib/ui/security.ts). It is taken
// once, before the app reads the address for its routes, and the address bar is cleared; it
// lives only in this module (no cookie, no storage), so a reload needs the printed address.
const SECRET = takeSecret();

function takeSecret(): string {
  const m = /^#nuzo-secret=([A-Za-z0-9_-]{16,128})$/.exec(location.hash);
  if (!m) return '';
  history.replaceState(null, '', location.pathname + location.search);
  return m[1];
}

// EventSource cannot send headers: the event stream takes the secret in its query.
export function eventsUrl(): string {
  return `/api/events?secret=${encodeURIComponent(SECRET)}`;
}
export type Result<T> = { ok: true; data: T } | { ok: false; status: number; error: ApiError };

async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<Result<T>> {
  let res: Response;
  try {
    res = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers: body === undefined ? { 'X-Nuzo-Secret': SECRET } : { 'X-Nuzo-Secret': SECRET, 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    return { ok: false, status: 0, error: { code: 'OFFLINE', message: "The Nuzo server is not answering: is 'nuzo ui' still running?", details: {} } };
  }
  let json: unknown = null;
  try {
    json = await res.json();
  } catch {
    // An empty or non-JSON reply falls through to the generic error below.
  }
  if (res.ok) return { ok: true, data: json as T };
  const error = (json as { error?: ApiError } | null)?.error ?? { code: `HTTP_${res.status}`, message: res.statusText || 'Request failed.', details: {} };
  return { ok: false, status: res.status, error };
}

export const api = {
  get: <T>(path: string, params?: Record<string, string | number | undefined>) => {
    const q = new URLSearchParams();
    for (const [k, v] of Object.entries(params ?? {})) if (v !== undefined && v !== '') q.set(k, String(v));
    const s = q.toString();
    return call<T>('GET', s ? `${path}?${s}` : path);
  },
  post: <T>(path: string, body: unknown = {}) => call<T>('POST', path, body),
};
