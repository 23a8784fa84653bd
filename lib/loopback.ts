// Which addresses a local model may be reached at. Memory stays on this machine, so every
// model Nuzo can talk to (the capture scorer, the embeddings provider) must listen on
// loopback: 127.0.0.0/8, ::1 or localhost, over http(s), with no credentials in the URL.
// Anything else is refused before a socket opens.
export function isLoopbackUrl(raw: string): boolean {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  if (url.username || url.password) return false;
  const host = url.hostname.toLowerCase();
  if (host === 'localhost' || host === '[::1]') return true;
  const octets = host.split('.');
  return octets.length === 4 && octets[0] === '127' && octets.every((o) => /^\d{1,3}$/.test(o) && Number(o) <= 255);
}

// A local model's answer, read up to maxBytes and no further: a server that streams without
// end costs at most that much memory. Returns null when the body would be larger.
export async function readBoundedBody(res: Response, maxBytes: number): Promise<string | null> {
  if (!res.body) return '';
  const reader = res.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => {});
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

export type LoopbackAnswer = { ok: true; body: string } | { ok: false; failure: 'timeout' | 'http_error' | 'too_large' };

// One JSON request to a local model, answered within timeoutMs (the body included) or
// abandoned: no redirect is followed, and the body is read up to maxBytes. Never throws:
// each caller turns a failure into its own fallback. The caller checks the URL first.
export async function postLoopbackJson(doFetch: typeof fetch, url: string, payload: unknown, timeoutMs: number, maxBytes: number): Promise<LoopbackAnswer> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  try {
    const res = await doFetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      redirect: 'error',
      signal: controller.signal,
      body: JSON.stringify(payload),
    });
    if (!res.ok) {
      await res.body?.cancel().catch(() => {});
      return { ok: false, failure: 'http_error' };
    }
    const body = await readBoundedBody(res, maxBytes);
    return body === null ? { ok: false, failure: 'too_large' } : { ok: true, body };
  } catch {
    return { ok: false, failure: timedOut ? 'timeout' : 'http_error' };
  } finally {
    clearTimeout(timer);
  }
}
