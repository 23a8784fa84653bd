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
