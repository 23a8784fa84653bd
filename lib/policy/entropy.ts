// How random a value looks. Used only where context already suggests a credential (a key
// named *_SECRET, "API key …") or for long tokens, so prose, hashes in URLs and identifiers
// are not judged by entropy alone.

export function shannonEntropy(value: string): number {
  if (value.length === 0) return 0;
  const counts = new Map<string, number>();
  for (const ch of value) counts.set(ch, (counts.get(ch) ?? 0) + 1);
  let bits = 0;
  for (const n of counts.values()) {
    const p = n / value.length;
    bits -= p * Math.log2(p);
  }
  return bits;
}

export function charClasses(value: string): number {
  return (/[a-z]/.test(value) ? 1 : 0) + (/[A-Z]/.test(value) ? 1 : 0) + (/[0-9]/.test(value) ? 1 : 0) + (/[^A-Za-z0-9]/.test(value) ? 1 : 0);
}

const HEX = /^[0-9a-fA-F]+$/;

// True for values shaped like generated keys: long enough, varied characters, no obvious
// repetition. Hex gets its own bar because its alphabet caps entropy at 4 bits.
export function looksRandom(value: string, minLength = 16): boolean {
  if (value.length < minLength) return false;
  if (isPlaceholder(value)) return false;
  const bits = shannonEntropy(value);
  if (HEX.test(value)) return /[0-9]/.test(value) && /[a-fA-F]/.test(value) && bits >= 3.0;
  if (charClasses(value) < 2 || !/[0-9]/.test(value) && charClasses(value) < 3) return false;
  return bits >= Math.min(4.0, Math.log2(value.length) * 0.8);
}

const PLACEHOLDER_WORDS = new Set([
  'password', 'passwd', 'pass', 'secret', 'token', 'apikey', 'api_key', 'key', 'changeme', 'change_me', 'redacted',
  'hidden', 'masked', 'example', 'sample', 'dummy', 'placeholder', 'none', 'null', 'undefined', 'empty', 'todo', 'tbd',
  'your_password', 'yourpassword', 'your-password', 'mypassword', 'my_password', 'your_token', 'your_api_key',
  'your-api-key', 'yourtoken', 'your_secret', 'xxx', 'string', 'value', 'username', 'user', 'test', 'foo', 'bar',
]);

// Template markers and obvious fillers: ${X}, {{x}}, <token>, $VAR, %s, ***, xxxx, ....
export function isPlaceholder(value: string): boolean {
  const v = value.trim();
  if (v.length === 0) return true;
  if (/^(\$\{?[A-Za-z_]|\{\{?|<|%[sd(]|\[\[|@@|__[A-Z])/.test(v)) return true;
  if (/^([*.xX#•_-])\1{2,}$/.test(v) || /^(x+|X+|\*+|\.+|0+|1234(5678?)?)$/.test(v)) return true;
  if (/^(your|my|the|some|example|sample|dummy|fake)[_-]?[a-z_-]*$/i.test(v) && /^[A-Za-z_-]+$/.test(v)) return true;
  if (/(^|[^a-z])(example|placeholder|redacted|dummy|changeme|xxxx|fake|not[_-]?a[_-]?real|replace[_-]?(?:me|with))([^a-z]|$)/i.test(v)) return true;
  if (/^(?:foo|bar|baz|qux)(?:[-_.](?:foo|bar|baz|qux))*$/i.test(v)) return true;
  return PLACEHOLDER_WORDS.has(v.toLowerCase());
}

// References to where a secret lives rather than the secret: env var names, vault paths.
export function isReference(value: string): boolean {
  const v = value.trim();
  if (/^(\$|%[A-Z_]+%$|process\.env|import\.meta\.env|os\.environ|os\.getenv|env\.|ENV\[|secrets\.|vault:|op:\/\/|arn:aws:|projects\/[^/]+\/secrets)/i.test(v)) return true;
  if (/^[A-Z][A-Z0-9]*(_[A-Z0-9]+)+$/.test(v)) return true;
  return false;
}
