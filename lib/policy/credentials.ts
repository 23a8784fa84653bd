// Credentials recognisable only by context: a password named in a sentence or assigned to a
// key, a URL carrying user:password@, an Authorization header, a session cookie, a long random
// value under a credential-like name. Each rule finds the context cheaply and then judges the
// value, so "set NODE_ENV", "the API key lives in OPENAI_API_KEY" and "never commit passwords"
// pass while "the db password is hunter2" does not.
import type { Detector, PatternRule } from './types.ts';
import { fromRows } from './types.ts';
import { factsOf } from './gate.ts';
import { charClasses, isPlaceholder, isReference, looksRandom } from './entropy.ts';

const SECRET_MESSAGE = 'The text contains what looks like a credential value.';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

// Words that commonly follow "password is" / "token:" in prose and are not values.
const PROSE = new Set(`a an the my our your their his her its this that these those some any no not never always also only
just still then there here it is are was were be been being in on at of for from to into via with without by as or and but
if so when while until after before because since must should shall will would can could may might need needs required
optional set unset empty blank none null nil true false yes no on off ok correct wrong invalid valid expired secure insecure
strong weak long short simple complex same different unique random new old default current temporary secret private public
hidden masked redacted encrypted plaintext hashed salted stored managed rotated kept shared saved reset changed manager
managers policy policies field fields form prompt prompts change changes rotation hash hashes hashing length rules rule
login logins auth authentication authorization protected protection less based free only see check ask use uses using
lives live sits goes comes stays remains lookup fetch read env variable variables var vault file files store stored somewhere
elsewhere available missing needed handled ignored visible logged printed sent stripped removed here manager vaults
account accounts user users admin admins string number boolean int bool str object any type types value values`.split(/\s+/));

const META_SEGMENTS = new Set(`id ids name names file path paths url uri urls env var vars type types length len count ttl expiry
expires expiration header headers field fields prefix suffix policy rotation hash hashed min max regex pattern format label help
hint placeholder required enabled disabled strategy provider providers endpoint location ref store manager validator reset lifetime
age timeout scope scopes mode limit size kind schema version source count renewal refresh_interval storage backend method
endpoint param params arn key_id keyid fingerprint usage helper handler service client_id issuer audience algorithm alg`.split(/\s+/));

const STRONG_SEGMENT = /^(?:[a-z0-9]*(?:password|passwd|passphrase|passcode|secret|secrets|token|apikey|credentials?)|creds?|pwd|pass|pw)$/;
const NOT_SECRET_SEGMENT = new Set(['bypass', 'compass', 'surpass', 'overpass', 'underpass', 'tokenizer', 'tokens', 'secretary']);
const KEY_PAIR_FIRST = new Set(['api', 'access', 'secret', 'private', 'signing', 'encryption', 'master', 'account', 'license', 'app', 'client', 'session', 'shared', 'webhook', 'consumer', 'subscription', 'admin', 'service', 'root', 'deploy']);
// Keys that name data rather than guard it: a sort key, a cache key, a translation key.
const DATA_KEY_KINDS = new Set(`sort primary partition foreign composite unique natural surrogate cache idempotency dedupe dedup
public pub hot shortcut map object dict dictionary route routing i18n translation lookup registry index row column group react
list query search order cursor lock shard sharding hash event message tenant field item config setting settings state storage
store local redis bucket file path env sequence label content cluster media storybook story keyboard music`.split(/\s+/));
const CONSTANT_NAME = /^[A-Z][A-Z0-9]*(?:[_.][A-Z0-9]+)+$/;

function segmentsOf(identifier: string): string[] {
  return identifier
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[\s_.\-]+/)
    .map((s) => s.toLowerCase())
    .filter(Boolean);
}

// 'strong' for password/secret/token-like names, 'weak' for auth/cookie/key pairs, null otherwise.
export function credentialName(identifier: string): 'strong' | 'weak' | null {
  const segs = segmentsOf(identifier);
  let found: 'strong' | 'weak' | null = null;
  for (let i = 0; i < segs.length; i++) {
    const s = segs[i]!;
    if (NOT_SECRET_SEGMENT.has(s)) continue;
    let hit: 'strong' | 'weak' | null = null;
    if (STRONG_SEGMENT.test(s)) hit = 'strong';
    else if (s === 'key' && i > 0 && KEY_PAIR_FIRST.has(segs[i - 1]!)) hit = segs[i - 1] === 'api' || segs[i - 1] === 'secret' || segs[i - 1] === 'private' ? 'strong' : 'weak';
    // A vendor's key (ACME_KEY, billingKey): a constant in capitals is held to the strong bar,
    // other spellings must look random.
    else if (s === 'key' && i > 0 && i === segs.length - 1 && !DATA_KEY_KINDS.has(segs[i - 1]!)) hit = CONSTANT_NAME.test(identifier) ? 'strong' : 'weak';
    // SONAR_LOGIN, sonar.login: a login field that holds a token.
    else if (s === 'login' && i > 0 && i === segs.length - 1) hit = 'weak';
    else if (/^(auth|authkey|authtoken|cookie|sessionid|salt|signature|dsn|sid|privatekey|secretkey|accesskey)$/.test(s)) hit = /key|token/.test(s) ? 'strong' : 'weak';
    if (hit) {
      const rest = segs.slice(i + 1);
      if (rest.some((r) => META_SEGMENTS.has(r))) return null;
      if (!found || hit === 'strong') found = hit;
    }
  }
  return found;
}

const TRAILING = /[.,;:!?)\]}>]+$/;

function cleanValue(raw: string): string {
  return raw.replace(/^[(\[{<]+/, '').replace(TRAILING, '');
}

function isNonSecretShape(v: string): boolean {
  if (isPlaceholder(v) || isReference(v)) return true;
  if (/^(https?:\/\/|\/|~\/|\.\.?\/|[A-Za-z]:\\)/.test(v)) return true;
  if (/\(|\)/.test(v)) return true;
  return PROSE.has(v.toLowerCase());
}

// Value after `name = value` / `name: value`. Quoted values are taken at face value; bare
// values after ":" need a digit, symbol or randomness, so type annotations and prose pass.
// Dotted or coloned names made of words ("checkout.title2", "user:profile:v2") are keys and
// labels, not values.
const WORDY_NAME = /^[a-z]+\d{0,3}(?:[._:\/-](?:[a-z]+\d{0,3}|v?\d{1,3}))+$/;

// Names built from words and short numbers (DOC_Vector_5_32, new-checkout-2024).
function wordPieces(v: string): boolean {
  return /^[A-Za-z0-9]+(?:[-_.][A-Za-z0-9]+)+$/.test(v) && v.split(/[-_.]/).every((part) => /^(?:[A-Za-z][a-z]*|[A-Z]+|\d{1,4})$/.test(part));
}

export function assignedValueIsSecret(value: string, quoted: boolean, sep: string, strength: 'strong' | 'weak', password: boolean): boolean {
  const v = cleanValue(value);
  if (v.length < 3 || isNonSecretShape(v)) return false;
  // `cache: Record<string, …>`, `token: Promise<string>`: a type, not a value.
  if (sep === ':' && !quoted && /^[A-Z][A-Za-z0-9]*</.test(v)) return false;
  if (UUID.test(v)) return strength === 'strong' && !password;
  if (!password && wordPieces(v)) return false;
  // A login's user name (an e-mail address) is not its secret.
  if (!password && /^[^@\s:/]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/.test(v)) return false;
  if (strength === 'weak') return looksRandom(v, 12);
  // Long digit strings under a token or secret name are values; short ones are ports and counts.
  if (/^\d+$/.test(v)) return password ? v.length >= 4 : v.length >= 16;
  if (!password && WORDY_NAME.test(v) && !looksRandom(v, 16)) return false;
  const symbolic = /[0-9]/.test(v) || /[^A-Za-z]/.test(v) || charClasses(v) >= 2 && /[a-z][A-Z]/.test(v);
  if (password) {
    if (quoted) return v.length >= 3;
    if (sep === ':') return symbolic && v.length >= 4;
    return v.length >= 3 && (symbolic || v.length >= 6);
  }
  if (quoted || sep !== ':') return v.length >= 8 && (symbolic || looksRandom(v, 8));
  return looksRandom(v, 12) || v.length >= 8 && /[0-9]/.test(v) && /[A-Za-z]/.test(v) && !/^v?\d+(?:\.\d+)+/.test(v);
}

// Keyword first (cheap to find), then the rest of the name, the separator and the value;
// the name's start is recovered by walking back in identifierAt().
// Operators: = : => := ::= :::= ?= .= += (shells, Make, Go, PHP, Ruby, YAML, JSON), and a
// quoted name followed by a comma: setProperty("X_TOKEN", "…"), getenv("api_token", "…").
const ASSIGNMENT =
  /(?:pass(?:word|wd|phrase|code)?|pwd|secret|token|api[_-]?key|apikey|access[_-]?key|private[_-]?key|key|credentials?|creds|auth|cookie|session|salt|signature|dsn|sid|login)([A-Za-z0-9_.-]{0,30})(?:["']?\s{0,3}(=>|:{1,3}=|[?.+]=|=|:)|["']\s{0,3}(,))\s{0,3}(["'`]?)([^\s"'`,;]{1,300})/gi;

const NAME_CHAR = /[A-Za-z0-9_.-]/;

function identifierAt(m: RegExpExecArray, text: string): string {
  let start = m.index;
  while (start > 0 && m.index - start < 40 && NAME_CHAR.test(text[start - 1]!)) start--;
  const head = m[0].length - m[0].replace(/^[A-Za-z0-9_.-]+/, '').length;
  return text.slice(start, m.index + head);
}

// Passwords named in prose: "use password hunter2", "the db password on staging is X".
const PASSWORD_WORD = /\b(?:pass(?:word|wd|phrase|code)|pwd|pin(?:code)?)\b/gi;
const TOKEN_WORD =
  /\b(?:api[ _-]?key|access[ _-]?key|secret[ _-]?key|(?:auth(?:entication)?|access|refresh|bearer|bot|api|deploy|service|personal|session|admin|root|ci)[ _-]?token|token|secret|client[ _-]?secret|private[ _-]?key|signing[ _-]?key|webhook[ _-]?secret|app[ _-]?key|license[ _-]?key|credentials?|key)\b/gi;
const QUALIFIER =
  /^(?:\s+(?:for|of|on|to|in|at)\s+(?:(?:the|my|our|your|this|that)\s+)?[\w.@:/-]+(?:\s+(?:account|user|server|box|machine|db|database|instance|env|environment|cluster|vm|host|login|admin|site|portal|panel|app|service|api|bucket|project|repo|org|team|bot))?)?/i;
const QUALIFIER_BEFORE_VERB = /^\s+(?:for|of|on|to|in|at)\s+(?:[\w.@:/'-]+\s+){1,4}?(?=(?:is|was|=|:|->)\s)/i;
const CONNECTOR = /^(?:\s*(?:is|was|are|=|:|->|→|is\s+set\s+to|was\s+set\s+to|would\s+be|will\s+be|should\s+be|is\s+now|equals)\s*|\s+)/i;
const VALUE = /^["'`“‘]?([^\s"'`”’]{1,120})(["'`”’]?)(\s*[^\s]*)?/;
const UNITS = /^\s*(characters?|chars?|digits?|days?|hours?|minutes?|mins?|seconds?|secs?|times?|bits?|bytes?|rounds?|iterations?|attempts?|tries|%|ms|h|d|m|s|or|and|-)\b/i;
const CLAUSE_END = /^\s*(?:$|[,.;:!?)]|for\b|on\b|in\b|to\b|when\b|and\b|but\b|if\b|so\b|at\b|as\b|with\b|-)/i;
const SUFFIX_PROSE = /(?:ed|ing|ly|able|ible|ment|tion|sion|ness|ful|less|ous|ive|ize|ise)$/i;

type Parsed = { value: string; closed: boolean; explicit: boolean; next: string };

function parseFollowing(text: string, from: number): Parsed | null {
  let rest = text.slice(from, from + 160);
  const q = QUALIFIER_BEFORE_VERB.exec(rest) ?? QUALIFIER.exec(rest);
  if (q) rest = rest.slice(q[0].length);
  const c = CONNECTOR.exec(rest);
  if (!c) return null;
  const explicit = c[0].trim().length > 0;
  rest = rest.slice(c[0].length);
  const v = VALUE.exec(rest);
  if (!v) return null;
  const raw = v[1]!;
  const value = cleanValue(raw);
  const after = rest.slice(v[0].length - (v[3]?.length ?? 0));
  return { value, closed: v[2] !== '' || raw !== value || CLAUSE_END.test(after), explicit, next: after };
}

function passwordPhraseIsSecret(m: RegExpExecArray, text: string): boolean {
  const word = m[0].toLowerCase();
  const p = parseFollowing(text, m.index + m[0].length);
  if (!p) return false;
  const v = p.value;
  if (v.length < 3 || isNonSecretShape(v) || UUID.test(v)) return false;
  const before = text.slice(Math.max(0, m.index - 24), m.index);
  const invited = /\b(?:use|using|with|enter|type|try|pass|is)\s+(?:the\s+|a\s+|my\s+)?(?:\w+\s+)?$/i.test(before);
  if (/^\d+$/.test(v)) return v.length >= 4 && (p.explicit || invited) && !UNITS.test(p.next);
  if (word.startsWith('pin')) return false;
  if (/[^A-Za-z]/.test(v) || /[a-z][A-Z]/.test(v)) return v.length >= 4 && (p.explicit || invited || /[0-9]/.test(v) && /[A-Za-z]/.test(v));
  if (!(p.explicit || invited) || !p.closed) return false;
  return v.length >= 4 && !SUFFIX_PROSE.test(v);
}

function tokenPhraseIsSecret(m: RegExpExecArray, text: string): boolean {
  const p = parseFollowing(text, m.index + m[0].length);
  if (!p) return false;
  const v = p.value;
  if (isNonSecretShape(v)) return false;
  if (UUID.test(v)) return p.explicit && /api|secret|token/i.test(m[0]);
  if (/^[0-9a-f]{40}$/.test(v) && !p.explicit) return false;
  // Slugs and names (new-checkout-2024, api_v2_key) are made of words and numbers.
  if (/^[A-Za-z0-9]+(?:[-_.][A-Za-z0-9]+)+$/.test(v) && v.split(/[-_.]/).every((part) => /^(?:[A-Za-z][a-z]*|[A-Z]+|\d+)$/.test(part))) return false;
  if (/^key$/i.test(m[0])) return looksRandom(v, 20);
  if (/^\d+$/.test(v)) return p.explicit && v.length >= 16;
  if (looksRandom(v, 16) || v.length >= 20 && /[0-9]/.test(v) && /[A-Za-z]/.test(v) && !/[./]/.test(v)) return true;
  // "The dropbox token is 73grzycmq5x8bhp": a stated value of letters and digits, not a word.
  return p.explicit && v.length >= 12 && /^[A-Za-z0-9_-]+$/.test(v) && (v.match(/[0-9]/g)?.length ?? 0) >= 2 && /[A-Za-z]/.test(v) && longestLetterRun(v) < 8;
}

function longestLetterRun(v: string): number {
  let best = 0;
  for (const run of v.match(/[A-Za-z]+/g) ?? []) best = Math.max(best, run.length);
  return best;
}

const URL_PASSWORD_PLACEHOLDER = /^(?:password|passwd|your[_-]?password|mypassword|\*+|x+|\.+|<[^>]*>|\$\{?\w+\}?|\{\{?[^}]*\}?\}|%s|\[[^\]]*\])$/i;

export const CREDENTIAL_RULES: readonly PatternRule[] = [
  { id: 'credential-assignment', category: 'credential', message: SECRET_MESSAGE, pattern: ASSIGNMENT,
    hints: ['=', ':', ','], accept: (m, text) => {
      const comma = m[3] !== undefined;
      if (comma && m[4] === '') return false;
      const name = identifierAt(m, text);
      const strength = credentialName(name);
      if (!strength) return false;
      const password = /pass|pwd|(^|[^a-z])pw([^a-z]|$)/i.test(name);
      // ${NAME:-default}: the default is read as a bare value after ":".
      const value = m[2] === ':' && m[4] === '' && m[5]!.startsWith('-') && /\$\{\s*[\w.-]*$/.test(text.slice(Math.max(0, m.index - 40), m.index)) ? m[5]!.slice(1) : m[5]!;
      return assignedValueIsSecret(value, m[4] !== '', comma ? '=' : m[2]!, strength, password);
    } },
  { id: 'password-phrase', category: 'password', message: 'The text contains what looks like a password.', hints: ['pass', 'pwd', 'pin'], pattern: PASSWORD_WORD, accept: passwordPhraseIsSecret },
  { id: 'token-phrase', category: 'credential', message: SECRET_MESSAGE, hints: ['key', 'token', 'secret', 'credential'], pattern: TOKEN_WORD, accept: tokenPhraseIsSecret },
  { id: 'url-credentials', category: 'connection_string', message: 'The text contains a URL or connection string with embedded credentials.',
    hints: ['://'], pattern: /:\/\/([^\s:/?#@"'<>[\]]{0,128}):([^\s/?#"'<>]{1,256})@(?=[A-Za-z0-9[(])/g,
    accept: (m) => {
      const pass = m[2]!;
      if (URL_PASSWORD_PLACEHOLDER.test(pass) || /^[$%{(]/.test(pass) || /^(.)\1+$/.test(pass)) return false;
      if (/^[A-Z_]*(?:PASS|PASSWORD|PWD|SECRET|TOKEN)[A-Z_]*$/.test(pass)) return false;
      return pass !== m[1] || pass.length >= 12;
    } },
  { id: 'url-token-user', category: 'connection_string', message: 'The text contains a URL or connection string with embedded credentials.',
    hints: ['://'], pattern: /\b(?:https?|git|ssh):\/\/([A-Za-z0-9_-]{20,})@/gi, accept: (m) => looksRandom(m[1]!, 20) },
  { id: 'url-query-secret', category: 'credential', message: SECRET_MESSAGE,
    hints: ['?', '&'], pattern: /[?&](access_token|token|api_key|apikey|api-key|key|secret|client_secret|password|passwd|pwd|auth|signature|code)=([^&\s#"'<>]{6,})/gi,
    accept: (m) => (/pass|pwd/i.test(m[1]!) ? !isPlaceholder(m[2]!) && !isReference(m[2]!) : looksRandom(decodeSafe(m[2]!), 16)) },
  { id: 'cookie-header', category: 'cookie', message: 'The text contains a session cookie value.',
    hints: ['cookie'], pattern: /\b(?:Set-)?Cookie\s*:\s*([^\s=;:]{1,64})=([^\s;]{8,})/gi,
    accept: (m) => !isPlaceholder(m[2]!) && (looksRandom(m[2]!, 8) || /[0-9]/.test(m[2]!)) },
  { id: 'session-cookie', category: 'cookie', message: 'The text contains a session cookie value.',
    hints: ['sid=', 'session=', 'sessionid=', 'session_id=', '__secure-', '__host-', '_sess=', 'token=', 'csrftoken='], pattern: /(?<![A-Za-z0-9_-])(?:connect\.sid|sessionid|session_id|session|PHPSESSID|JSESSIONID|ASP\.NET_SessionId|_session|_?[a-z]+_session|laravel_session|__Secure-[A-Za-z0-9_-]+|__Host-[A-Za-z0-9_-]+|_gh_sess|sid|remember_token|remember_user_token|auth_token|XSRF-TOKEN|csrftoken)=([^\s;,'"]{12,})/g,
    accept: (m) => !isPlaceholder(m[1]!) && !isReference(m[1]!) && (looksRandom(decodeSafe(m[1]!), 12) || /[0-9]/.test(m[1]!) && /[A-Za-z]/.test(m[1]!)) },
];

function decodeSafe(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

// Long random tokens with no context at all. The bar is high (mixed case, digits, >= 32
// chars, near-maximal entropy). Runs are found by a plain character loop (a counted regex over
// every word costs far more) and may hold "/" so a base64 key cut by slashes is read whole;
// URLs, domains, e-mail parts, paths made of words and SRI digests are skipped. A value right
// after "=" or ":" counts ("x=AbC…", "note:AbC…") unless it sits inside a URL.
function isTokenChar(c: number): boolean {
  return (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95 || c === 43 || c === 45 || c === 47;
}

function isSpace(c: number): boolean {
  return c === 32 || c === 9 || c === 10 || c === 13 || c === 34 || c === 39 || c === 96 || c === 40 || c === 91 || c === 123 || c === 60;
}

export function hasBareRandomToken(text: string): boolean {
  if (factsOf(text).longestRun < 32) return false;
  let start = -1;
  for (let i = 0; i <= text.length; i++) {
    const c = i < text.length ? text.charCodeAt(i) : 32;
    if (isTokenChar(c)) {
      if (start < 0) start = i;
      continue;
    }
    if (start >= 0 && i - start >= 32) {
      let end = i;
      while (end < text.length && text.charCodeAt(end) === 61 && end - i < 2) end++;
      if (bareRandomToken(text, start, end)) return true;
    }
    start = -1;
  }
  return false;
}

// The whitespace-delimited word around [start, end).
function wordAround(text: string, start: number, end: number): string {
  let a = start;
  while (a > 0 && start - a < 300 && !isSpace(text.charCodeAt(a - 1))) a--;
  let b = end;
  while (b < text.length && b - end < 300 && !isSpace(text.charCodeAt(b))) b++;
  return text.slice(a, b);
}

const HASH_LABEL = /(sha\d{1,3}|md5|integrity|digest|hash|checksum)[-:=\s"']*$/i;
const SRI = /^(?:sha\d{1,3}|md5)-/i;

function bareRandomToken(text: string, start: number, end: number): boolean {
  const before = start > 0 ? text.charCodeAt(start - 1) : 32;
  const after = end < text.length ? text.charCodeAt(end) : 32;
  // Domains and e-mail parts (a.b, x@y); a "." that ends the sentence is fine.
  if (before === 46 || before === 64 || after === 64) return false;
  if (after === 46 && end + 1 < text.length && /[A-Za-z0-9]/.test(text[end + 1]!)) return false;
  let v = text.slice(start, end);
  if (v.length > 256) return false;
  const word = wordAround(text, start, end);
  if (/:\/\/|^www\./i.test(word)) return false;
  if ((before === 61 || before === 58) && /[?&#]/.test(word)) return false;
  if (v.includes('/')) {
    // Paths made of words (src/components/UserCard2) and slash-led or -ended runs are not keys.
    if (v.startsWith('/') || v.endsWith('/') && !v.endsWith('==')) return longestPieceIsToken(text, start, v);
    const pieces = v.split('/');
    const wordy = pieces.filter((p) => /^[A-Za-z][a-z]*[0-9]{0,3}$|^[a-z0-9]+(?:[-_][a-z0-9]+)*$/.test(p)).length;
    if (wordy * 2 >= pieces.length) return false;
  }
  if (SRI.test(v) || HASH_LABEL.test(text.slice(Math.max(0, start - 12), start))) return false;
  v = v.replace(/^[-+_]+|[-+_]+$/g, '');
  return randomEnough(v);
}

// A slash-led run (a path) is only a token if one of its pieces is one on its own.
function longestPieceIsToken(text: string, start: number, v: string): boolean {
  return v.split('/').some((p) => p.length >= 32 && randomEnough(p) && !/^[0-9a-f]+$/i.test(p));
}

function randomEnough(v: string): boolean {
  // Hex (hashes, EIP-55 mixed-case addresses) is judged only where context names a key.
  if (v.length < 32 || /^(?:0x)?[0-9a-fA-F]+$/.test(v)) return false;
  if (!/[a-z]/.test(v) || !/[A-Z]/.test(v) || !/[0-9]/.test(v)) return false;
  const digits = v.replace(/[^0-9]/g, '').length;
  const uppers = v.replace(/[^A-Z]/g, '').length;
  if (digits < 3 || uppers < 3) return false;
  return looksRandom(v, 32) && longestWordRun(v) < 12;
}

function longestWordRun(v: string): number {
  let best = 0;
  for (const run of v.match(/[A-Z]?[a-z]+/g) ?? []) best = Math.max(best, run.length);
  return best;
}

export const CREDENTIAL_DETECTORS: readonly Detector[] = [
  ...fromRows(CREDENTIAL_RULES),
  { id: 'high-entropy-token', category: 'high_entropy', message: SECRET_MESSAGE, detect: hasBareRandomToken },
];
