// HTTP authentication as it appears in commands and requests: an Authorization header with
// any scheme (or none), token-bearing headers (Token:, X-Api-Key:, X-Auth-Token:), bearer and
// basic values, and user:password handed to a command (curl -u, --user, --password). The
// value must look like one: placeholders ($TOKEN, <token>, ${{ secrets.X }}, xxx), uid:gid
// pairs and a user repeated as its own password pass.
import type { PatternRule } from './types.ts';
import { isPlaceholder, isReference, looksRandom } from './entropy.ts';

const HEADER_MESSAGE = 'The text contains an Authorization header value.';
const PASSWORD_MESSAGE = 'The text contains what looks like a password.';

function placeholderLike(v: string): boolean {
  return isPlaceholder(v) || isReference(v) || /^[\[{<$%]|^\*+$|^x{3,}$/i.test(v) || /\{\{|\$\{|\$\(/.test(v);
}

// A header value with no scheme word in front: random-looking, or letters and digits mixed.
function opaqueValue(v: string): boolean {
  if (placeholderLike(v)) return false;
  if (looksRandom(v, 12)) return true;
  return v.length >= 12 && /[0-9]/.test(v) && /[A-Za-z]/.test(v) && !/^[a-z]+(?:[-_.][a-z0-9]+)+$/.test(v);
}

function base64HasColon(value: string): boolean {
  try {
    const decoded = Buffer.from(value, 'base64').toString('latin1');
    return /^[\x20-\x7e]+:[\x20-\x7e]+$/.test(decoded);
  } catch {
    return false;
  }
}

// `-u "user:pass"`, `--user kevin:'pass'`, `--user "{id}":"{pass}"`: the argument is one
// shell word, possibly built from quoted parts.
function unquoteWord(word: string): string {
  return word.replace(/"([^"]*)"|'([^']*)'/g, (_m, a: string | undefined, b: string | undefined) => a ?? b ?? '');
}

function userPasswordArgument(m: RegExpExecArray): boolean {
  const raw = m[1]!;
  if (/\$\(|\$\{|\{\{|`/.test(raw)) return false;
  const arg = unquoteWord(raw).replace(/^\{([^}]*)\}$/, '$1');
  const colon = arg.indexOf(':');
  if (colon < 0) return false;
  const user = arg.slice(0, colon).replace(/^\{|\}$/g, '');
  const pass = arg.slice(colon + 1).replace(/^\{|\}$/g, '');
  if (/^\d+$/.test(user) && /^\d*$/.test(pass)) return false; // uid:gid
  if (pass === '') return user.length >= 8 && !placeholderLike(user) && (looksRandom(user, 8) || /[0-9]/.test(user) && /[^A-Za-z0-9]/.test(user));
  if (pass.length < 3 || pass === user || placeholderLike(pass) || /^(?:pass(?:word)?|pwd|secret|token|test|changeme|changeit)$/i.test(pass)) return false;
  return true;
}

export const HTTP_AUTH_RULES: readonly PatternRule[] = [
  // Authorization: <scheme> <value>, or a bare value; any scheme word counts.
  { id: 'authorization-header', category: 'auth_header', message: HEADER_MESSAGE, hints: ['authorization'],
    pattern: /\b(?:Proxy-)?Authorization\s*["']?\s*[:=]\s*["']?(?:([A-Za-z][A-Za-z0-9_-]{1,30})\s+)?([^\s"',;]{8,})/gi,
    accept: (m) => {
      const scheme = m[1];
      const value = m[2]!;
      if (placeholderLike(value)) return false;
      if (!scheme) return opaqueValue(value);
      if (/^basic$/i.test(scheme)) return base64HasColon(value) || opaqueValue(value);
      return value.length >= 8 && (/[0-9]/.test(value) || looksRandom(value, 8));
    } },
  // Token:, X-Api-Key:, X-Auth-Token:, Api-Key: … as headers (line start, quotes or -H).
  { id: 'token-header', category: 'auth_header', message: HEADER_MESSAGE, hints: ['token', 'key', 'secret', 'auth'],
    pattern: /(?:^|[\s"'])(?:X-[A-Za-z0-9]+-)?(?:Api-?Key|(?:Auth|Access|Private|Session|Api|Id)-Token|Token|Auth|Secret|Api-Secret)\s*:\s*["']?([^\s"',;]{8,})/gim,
    accept: (m) => opaqueValue(m[1]!) },
  { id: 'bearer-token', category: 'auth_header', message: HEADER_MESSAGE,
    hints: ['bearer'], pattern: /\bBearer\s+([A-Za-z0-9._~+/-]{16,}=*)/g, accept: (m) => looksRandom(m[1]!, 16) },
  { id: 'basic-auth-value', category: 'auth_header', message: HEADER_MESSAGE,
    hints: ['basic'], pattern: /\bBasic\s+([A-Za-z0-9+/]{8,}={0,2})(?![A-Za-z0-9+/=])/g, accept: (m) => base64HasColon(m[1]!) },
  // curl -u user:pass, --user "user:pass", wget/http(ie) --user … (one shell word).
  { id: 'cli-user-password', category: 'password', message: PASSWORD_MESSAGE, hints: ['-u', '--user'],
    pattern: /(?:^|\s)(?:-u|--user)(?:=|[ \t]+)((?:"[^"\n]{0,200}"|'[^'\n]{0,200}'|[^\s"']){1,200})/g,
    accept: userPasswordArgument },
  // --password=… / --passwd … / --pass … on a command line.
  { id: 'cli-password-flag', category: 'password', message: PASSWORD_MESSAGE, hints: ['--pass'],
    pattern: /(?:^|\s)--pass(?:word|wd)?(?:=|[ \t]+)["']?([^\s"']{3,128})/g,
    accept: (m) => !placeholderLike(m[1]!) && !/^-/.test(m[1]!) && !/^(?:pass(?:word)?|pwd|secret|token|test|changeme|stdin|file|prompt)$/i.test(m[1]!) },
];
