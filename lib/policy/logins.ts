// Logins stated without the English word "password": a user/password pair after a login
// word ("Staging login: admin / P@ssw0rd123", "creds admin:P@ssw0rd123", "log in as admin
// with P@ssw0rd123"), the short forms pw/pwd/pass ("user admin pw Hunter2Zebra!99", "its pass
// is Xk29!vLq7"), and password words in other languages ("mot de passe :", "Passwort ist",
// "contraseña", "пароль", "密码"). The value must look like a password a person picked:
// letters and digits, with mixed case or a symbol — so "log in as admin with SSO" passes.
import type { Detector } from './types.ts';
import { isPlaceholder, isReference } from './entropy.ts';
import { factsOf } from './gate.ts';

const MESSAGE = 'The text contains what looks like a password.';

const TRAILING = /[.,;:!?)\]}'"`»”’]+$/;
const LEADING = /^["'`«“‘(\[]+/;

function clean(value: string): string {
  return value.replace(LEADING, '').replace(TRAILING, '');
}

export function passwordLike(raw: string): boolean {
  const v = clean(raw);
  if (v.length < 6 || v.length > 64) return false;
  if (!/[A-Za-z]/.test(v) || !/[0-9]/.test(v)) return false;
  if (!(/[a-z]/.test(v) && /[A-Z]/.test(v)) && !/[!@#$%^&*+=?~]/.test(v)) return false;
  if (isPlaceholder(v) || isReference(v)) return false;
  // URLs, paths, file names, versions and e-mail addresses are not passwords.
  if (/:\/\/|^[/.~]|\/|\.[a-z]{1,5}$|^v?\d+(?:\.\d+)+|^[^@\s]+@[^@\s]+\.[a-z]{2,}$/i.test(v)) return false;
  // Package specs and tags: inspector@v1-latest, react@18.3.1, image:v2-alpine.
  if (/@(?:v?\d|latest|next|beta|canary|main|stable)/i.test(v)) return false;
  return true;
}

// Words that make a nearby pair a login. Checked in the sentence before the pair.
const LOGIN_CONTEXT = /\b(?:log(?:ged|ging)?[ -]?ins?|logon|sign(?:ed|ing)?[ -]?ins?|creds?|credentials?|user(?:name)?|account|auth|ssh|sftp|ftp|vpn|rdp|basic auth)\b/i;

function sentenceBefore(text: string, index: number): string {
  let start = index;
  while (start > 0 && index - start < 160 && !/[.!?\n]/.test(text[start - 1]!)) start--;
  return text.slice(start, index);
}

const SLASH_PAIR = /(?<![\w/])([A-Za-z0-9][\w.@+-]{0,39})[ \t]*\/[ \t]*(\S{6,64})/g;
const COLON_PAIR = /(?<![\w:/.@%-])([A-Za-z][\w.+-]{0,39}):(\S{6,64})/g;
const AS_WITH = /\bas[ \t]+([\w.@+-]{1,40})[ \t]+(?:with|using|and)[ \t]+(?:(?:the|password|passphrase|pass|pw|pwd)[ \t]+){0,2}(\S{6,64})/gi;
const SHORT_WORD = /(?<![\w-])(pw|pwd|pass)(?:[ \t]*(is|was|=|:|->)[ \t]*|[ \t]+)(\S{4,64})/gi;

function scan(re: RegExp, text: string, accept: (m: RegExpExecArray) => boolean): boolean {
  re.lastIndex = 0;
  for (let i = 0; i < 64; i++) {
    const m = re.exec(text);
    if (!m) break;
    if (accept(m)) {
      re.lastIndex = 0;
      return true;
    }
  }
  re.lastIndex = 0;
  return false;
}

// Each detector here ends in a value that must hold an ASCII digit (passwordLike, or the
// explicit forms' /[0-9]/), so a text without one is passed before any regex runs.
function credentialPair(text: string, lower: string): boolean {
  if (factsOf(text).digits === 0 || !LOGIN_CONTEXT.test(lower)) return false;
  const pairAfterLogin = (m: RegExpExecArray) => passwordLike(m[2]!) && LOGIN_CONTEXT.test(sentenceBefore(text, m.index) + ' ' + m[1]);
  if (lower.includes('/') && scan(SLASH_PAIR, text, pairAfterLogin)) return true;
  if (lower.includes(':') && scan(COLON_PAIR, text, (m) => !/@[A-Za-z0-9-]+\.[A-Za-z]{2,}/.test(m[2]!) && pairAfterLogin(m))) return true;
  if (/\bas\s/.test(lower) && scan(AS_WITH, text, (m) => passwordLike(m[2]!) && /\b(?:log(?:ged)?[ -]?in|logon|sign(?:ed)?[ -]?in|ssh|connect|authenticate|auth)\b/i.test(sentenceBefore(text, m.index)))) return true;
  return false;
}

function shortPasswordWord(text: string, lower: string): boolean {
  if (factsOf(text).digits === 0 || !/\b(?:pw|pwd|pass)\b/.test(lower)) return false;
  return scan(SHORT_WORD, text, (m) => {
    const explicit = m[2] !== undefined;
    const value = m[3]!;
    // "pass" is also a verb ("tests pass 100%", "pass --verbose"): it needs "is", ":" or "=".
    if (m[1]!.toLowerCase() === 'pass' && !explicit) return false;
    if (passwordLike(value)) return true;
    const v = clean(value);
    return explicit && v.length >= 6 && /[0-9]/.test(v) && /[A-Za-z]/.test(v) && !isPlaceholder(v) && !isReference(v) && !/[/.]/.test(v);
  });
}

// Password words in other languages (and the English word with a foreign verb: "la password
// del server è …"). Scripts without spaces between words take the word anywhere. ASCII text
// is read with ASCII-only patterns, so most texts never load the Unicode tables.
const NON_ASCII = /[^\x00-\x7f]/;
const ASCII_WORDS = /\b(?:password|passwort|kennwort|mot[ -]de[ -]passe|contrasena|contrasenya|senha|palavra[ -]passe|wachtwoord|parola d'ordine|parola|haslo|losenord|salasana|adgangskode|passord|heslo|jelszo|sifre|kata sandi|katalaluan)\b/gi;
const ASCII_HINT = /passwor|kennwort|passe|contras|senha|wachtwoord|parola|haslo|senord|salasana|adgangskode|passord|heslo|jelsz|sifre|sandi|katalaluan/;
const SPACED_WORDS = /(?<![\p{L}\p{N}])(?:password|passwort|kennwort|mot[ -]de[ -]passe|contrase[ñn]a|contrasenya|senha|palavra[ -]passe|wachtwoord|parola d'ordine|parola|has[łl]o|l[öo]senord|salasana|adgangskode|passord|heslo|jelsz[óo]|[şs]ifre|пароль|пароля|паролем|гасло|κωδικός|סיסמה|סיסמא|كلمة المرور|كلمة السر|mật khẩu|kata sandi|katalaluan|पासवर्ड)(?![\p{L}\p{N}])/giu;
const UNSPACED_WORDS = /(?:密码|密碼|口令|パスワード|비밀번호|암호|รหัสผ่าน)/gu;
const UNICODE_HINT = /passwor|kennwort|passe|contras|senha|wachtwoord|parola|has[łl]o|senord|salasana|adgangskode|passord|heslo|jelsz|ifre|парол|гасло|κωδικ|סיסמ|كلمة|mật khẩu|sandi|katalaluan|पासवर्ड|密码|密碼|口令|パスワード|비밀번호|암호|รหัสผ่าน/iu;
// Up to five words of qualifier, then a verb or sign of any of those languages, then the value.
const ASCII_FOLLOWING = /^(?:[ \t]+[^\s:=]{1,30}){0,5}?[ \t]*(=|:|->|is|ist|lautet|est|es|er|ar|on|jest|je|to)[ \t]*(\S{4,64})/i;
const FOLLOWING = /^(?:[ \t]+[^\s:=]{1,30}){0,5}?[ \t]*(=|:|->|→|—|is|ist|lautet|est|es|é|è|er|är|on|jest|je|to|是|为|為|は|が|은|는|이)[ \t]*(\S{4,64})/iu;

function foreignPasswordWord(text: string, lower: string): boolean {
  if (factsOf(text).digits === 0) return false;
  const ascii = !NON_ASCII.test(text);
  if (ascii ? !ASCII_HINT.test(lower) : !UNICODE_HINT.test(lower)) return false;
  const following = ascii ? ASCII_FOLLOWING : FOLLOWING;
  const judge = (m: RegExpExecArray) => {
    const f = following.exec(text.slice(m.index + m[0].length, m.index + m[0].length + 200));
    if (!f) return false;
    if (passwordLike(f[2]!)) return true;
    const v = clean(f[2]!);
    return (f[1] === ':' || f[1] === '=') && v.length >= 6 && /[0-9]/.test(v) && /[A-Za-z]/.test(v) && !isPlaceholder(v) && !isReference(v) && !/[/.]/.test(v);
  };
  if (ascii) return scan(ASCII_WORDS, text, judge);
  return scan(SPACED_WORDS, text, judge) || scan(UNSPACED_WORDS, text, judge);
}

export const LOGIN_DETECTORS: readonly Detector[] = [
  { id: 'credential-pair', category: 'password', message: MESSAGE, detect: credentialPair },
  { id: 'password-short-word', category: 'password', message: MESSAGE, detect: shortPasswordWord },
  { id: 'password-word-other-language', category: 'password', message: MESSAGE, detect: foreignPasswordWord },
];
