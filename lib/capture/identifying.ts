// Details that identify a machine or a person without being secrets: hostnames and IP
// addresses, a user name inside a home path, key fingerprints, and opaque tokens (ids, hashes)
// copied from the session. Content policy lets them through; a memory has no use for them and
// a draft holding one would carry it into every later session. A statement holding one is
// not drafted; the reason names the category, never the value.

export type IdentifyingKind = 'hostname' | 'ip_address' | 'home_path' | 'fingerprint' | 'token' | 'user_at_host';

// File extensions look like top-level domains ("package.json", "README.md"): only names whose
// last label is a common internet TLD (or an internal suffix) count as hosts.
const HOSTNAME =
  /(?<![\w@/.-])(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+(?:com|net|org|io|dev|app|ai|co|cloud|internal|local|lan|corp|intra|home|xyz|info|biz|tech|site|online|me|us|uk|de|fr|eu|ca|au|nl|ch|se|no|es|it|pl|br|in|jp|cn|ru|tv|gg|so|to|ly|fm|page|link|run|host|systems|network|digital|studio|works|space|website)(?![\w-])(?!\.\w)/i;
const IPV4 = /(?<![\w.])(?:25[0-5]|2[0-4]\d|1?\d?\d)(?:\.(?:25[0-5]|2[0-4]\d|1?\d?\d)){3}(?![\w.]*\d)/;
const HOME_PATH = /(?:\/(?:home|Users)\/(?!runner\b|user\b|username\b|you\b|me\b|<)[\w.-]+|[A-Za-z]:\\(?:Users|Documents and Settings)\\(?!<)[\w.-]+|\/home\/runner\/|~[a-z_][\w-]*\/)/;
const FINGERPRINT = /\b(?:SHA256|SHA1|MD5):[A-Za-z0-9+/=]{16,}|\b(?:[0-9a-f]{2}:){7,}[0-9a-f]{2}\b/i;
const UUID = /\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/i;
const LONG_HEX = /\b[0-9a-f]{20,}\b/i;

// An opaque run: long, mixing letters and digits, not a word or a path.
function opaqueToken(text: string): boolean {
  for (const match of text.matchAll(/[A-Za-z0-9_+/=-]{24,}/g)) {
    const run = match[0];
    if (/^[a-z]+(?:[-_][a-z]+)*$/i.test(run) || run.includes('/')) continue;
    const digits = (run.match(/\d/g) ?? []).length;
    const upper = (run.match(/[A-Z]/g) ?? []).length;
    const lower = (run.match(/[a-z]/g) ?? []).length;
    if (digits >= 3 && (upper + lower) >= 6) return true;
    if (upper >= 4 && lower >= 4 && !/[-_]/.test(run)) return true;
  }
  return false;
}

// "m@book", "deploy@staging-box": a login on a machine, from a shell prompt or an ssh line. An
// "@" glued to the word before it, with a name after it; "@scope/pkg", "@file" and "@user"
// after a space are references, and "react@18" or "vite@latest" is a version.
const USER_AT_HOST = /(?<=[A-Za-z0-9_])@(?!(?:latest|next|canary|beta|alpha|rc|stable|main|master|head)\b)[A-Za-z][A-Za-z0-9-]*/i;

// A link names its host however the host is written ("https://github.com/org/repo").
const URL_HOST = /\b(?:https?|wss?|ftp|ssh|git):\/\/[^\s/]/i;

// A hosting product named by its domain ("deployed to Fly.io") is a hostname too: a draft
// holding one would carry a machine's or a person's address as often as a service's, and no
// reader of the draft can tell which. The agent may still propose such a memory itself
// (memory_propose), where the user reads it before it is filed.
export function identifyingDetail(text: string): IdentifyingKind | null {
  if (FINGERPRINT.test(text)) return 'fingerprint';
  if (HOME_PATH.test(text)) return 'home_path';
  if (IPV4.test(text)) return 'ip_address';
  if (HOSTNAME.test(text) || URL_HOST.test(text)) return 'hostname';
  if (USER_AT_HOST.test(text)) return 'user_at_host';
  if (UUID.test(text) || LONG_HEX.test(text) || opaqueToken(text)) return 'token';
  return null;
}
