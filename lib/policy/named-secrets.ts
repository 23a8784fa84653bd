// Secrets named in plain words rather than by a variable: "the office Wi-Fi key is …", "my
// passphrase is …", "the alarm PIN is 4711", "recovery codes: …", "TOTP secret JBSW…", an
// otpauth:// URI, and a wallet's seed phrase (12 to 24 BIP-39 words, with or without a label).
// The word finds the place cheaply; the value is then judged, so "the Wi-Fi key is printed on
// the router" and "the seed is 42 for reproducible tests" pass.
import type { Detector } from './types.ts';
import { isPlaceholder, isReference } from './entropy.ts';
import { passwordLike } from './logins.ts';
import { isBip39Word } from './tables.ts';
import { someMatch } from './first-matches.ts';

const MESSAGE = 'The text contains what looks like a password, key or recovery code.';

// Names of secrets people say in words, in the languages Nuzo's users write (a VPN's shared
// secret or pre-shared key too). "seed" only with
// a word that makes it a wallet's (a test's random seed is not a secret).
const NAMED =
  /(?<![\p{L}\p{N}])(?:wi-?fi(?:[ -](?:key|password|passphrase|pass|code|pw|psk|schlüssel|passwort|kennwort))?|wlan[ -]?(?:key|schlüssel|passwort|kennwort|password)|wpa2?[ -]?(?:key|psk|passphrase)|network key|shared[ -]secret|pre-?shared[ -]key|psk|vpn[ -](?:key|secret|password)|pass[ -]?phrase|passcode|pin(?:[ -]?(?:code|number|nummer))?|code pin|(?:recovery|backup|restore|reset|unlock|door|gate|alarm|safe|locker|garage|entry|keypad|security|2fa|mfa|one-time|wiederherstellungs|sicherungs|tür|alarm)[ -]?codes?|(?:seed|recovery|mnemonic|secret|backup)[ -](?:phrase|words)|(?:wallet|recovery|ledger|metamask|trezor)[ -]seed|mnemonic|safe combination|combination(?: lock)?|master[ -]password|vault[ -]password|encryption[ -](?:key|password|passphrase)|clé (?:wi-?fi|wpa|de récupération)|code de (?:récupération|secours|déverrouillage)|phrase (?:de récupération|secrète)|clave (?:wi-?fi|wpa|de recuperación)|código (?:pin|de recuperación|de recuperação)|codice (?:pin|di recupero)|frase (?:de recuperación|de recuperação|di recupero|semente)|chiave (?:wi-?fi|wpa)|senha (?:do )?wi-?fi|wifi[ -]?passwort|wlan[ -]?passwort|wifi密码|无线密码|助记词|恢复码|暗証番号|復旧コード|リカバリーコード)(?![\p{L}\p{N}])/giu;
const HINT = /wi-?fi|wlan|wpa|network key|shared[ -]secret|pre-?shared|\bpsk\b|vpn[ -](?:key|secret|pass)|phrase|passcode|\bpin\b|pin[ -]?(?:code|number|nummer)|(?:recovery|backup|restore|reset|unlock|door|gate|alarm|safe|locker|garage|entry|keypad|security|2fa|mfa|one-time|wiederherstellungs|sicherungs|tür)[ -]?code|code (?:pin|de)|c[oó]digo|codice|seed|mnemonic|combination|master[ -]pass|vault[ -]pass|encryption[ -](?:key|pass)|clé|clave|chiave|senha|密码|助记词|恢复码|暗証番号|コード/i;

// Up to five words of qualifier ("for the guest network", "of the old laptop"), then a verb or
// sign of any of those languages, then the value.
const FOLLOWING = /^(?:[ \t]+(?!is\b|ist\b|est\b|es\b|è\b|é\b|are\b|lautet\b|sind\b)[^\s:=]{1,30}){0,5}?[ \t]*(=|:|->|→|—|is|are|was|ist|lautet|sind|est|es|è|é|são|sono|是|为|為|は|が)[ \t]*([^\n]{1,160})/iu;
const UNITS = /^(?:characters?|chars?|digits?|letters?|words?|days?|hours?|minutes?|seconds?|times?|bits?|bytes?|long|stellig|caractères|chiffres|dígitos|cifre)\b/i;

// Words that make the rest a sentence about the secret rather than the secret ("is printed on
// the router", "is stored in 1Password", "is required for login", "is the same for everyone").
const FUNCTION_WORDS = new Set(`a an the this that these those it its in on at of for from to into by with without via and or but not no never
always only just also still now then there here is are was were be been being has have had do does did can could will would should must may might
stored kept saved printed written managed rotated required needed set reset changed shared sent given listed used generated
same different random unique long short secret private hidden on-device per each every any some all none
der die das ein eine ist im in auf mit von zu le la les un une est dans sur avec de du el la los las es en con del il lo è di da con o
as em no na com do da`.split(/\s+/));

const STATED_WORD = /^[\p{L}][\p{L}'-]*$/u;

function cleanValue(v: string): string {
  return v.replace(/^["'`“‘«(]+/, '').replace(/[.,;:!?)"'`”’»]+$/, '');
}

// The value after the connector: quoted text, a code with digits, a picked password, or a
// passphrase of three or more ordinary words that reads as no sentence.
function valueIsSecret(rest: string, name: string): boolean {
  // Codes and PINs hold digits; a name alone ("PIN", "code") is too common a word otherwise.
  const codeName = /pin|code|combination|暗証番号|コード|恢复码/i.test(name) && !/wi-?fi|wlan|phrase/i.test(name);
  const quoted = /^["'“‘«]([^\s"'`”’»][^"'`”’»\n]{2,63})["'”’»]/u.exec(rest);
  if (quoted) {
    const q = quoted[1]!;
    if (codeName && !/[0-9]/.test(q)) return false;
    return q.split(/\s+/).length <= 6 && !isPlaceholder(q) && !isReference(q) && !/^\$|\{\{|<.*>/.test(q);
  }
  const words = rest.split(/[ \t]+/).slice(0, 8).map(cleanValue).filter(Boolean);
  const first = words[0] ?? '';
  if (!first || isPlaceholder(first) || isReference(first)) return false;
  if (/^\d+$/.test(first)) return first.length >= 4 && first.length <= 12 && !UNITS.test(words[1] ?? '') && !/^(?:19|20)\d\d$/.test(first);
  if (/[0-9]/.test(first) && /^[\p{L}\p{N}_@#$%^&*+=!?~.-]{4,64}$/u.test(first)) {
    if (/^v?\d+(?:\.\d+)+$|^\d+(?:st|nd|rd|th)$|^\d+[a-z]{1,3}$/i.test(first)) return false;
    return true;
  }
  if (passwordLike(first)) return true;
  if (codeName) return false;
  // A passphrase of ordinary words: hyphenated ("correct-horse-battery-staple", every piece a
  // word) or spaced ("correct horse battery staple", a run of words that ends the clause, so
  // "is set per machine" and "is kept in the team vault" read as sentences).
  const word = (w: string) => STATED_WORD.test(w) && !FUNCTION_WORDS.has(w.toLowerCase()) && w.length <= 12 && !(/(?:ed|ing|ly)$/i.test(w) && w.length > 5);
  if (first.includes('-')) {
    const pieces = first.split('-');
    if (pieces.length >= 3 && pieces.every(word)) return true;
  } else {
    let run = 0;
    while (run < words.length && word(words[run]!)) run++;
    const rawWords = rest.split(/[ \t]+/);
    const endsClause = run === words.length || /[.,;!?]$/.test(rawWords[run - 1] ?? '');
    if (run >= 3 && endsClause) return true;
  }
  // A single word stated plainly for a Wi-Fi key or passphrase: "the Wi-Fi key is sunflower".
  return /wi-?fi|wlan|wpa|phrase|network key|clé|clave|chiave|senha/i.test(name) && words.length === 1 && first.length >= 6 && word(first);
}

// "PIN 4711", "door code 8264": a code of four to eight digits right after its name.
const BARE_CODE = /^[ \t]+(?:#[ \t]*)?(\d{4,8})(?!\d|[.,:/-]\d)[ \t]*([\p{L}]*)/u;

const BARE_PICKED = /^[ \t]+["'`]?([^\s"'`]{6,64})/;

function namedSecret(text: string, lower: string): boolean {
  if (!HINT.test(lower)) return false;
  return someMatch(NAMED, text, 32, (m) => {
    const after = text.slice(m.index + m[0].length, m.index + m[0].length + 200);
    const f = FOLLOWING.exec(after);
    const bare = f ? null : BARE_CODE.exec(after);
    const codeAlone = !!bare && /pin|code/i.test(m[0]) && !UNITS.test(bare[2]!) && !/^(?:19|20)\d\d$/.test(bare[1]!);
    // "wifi passwort Kx93…": a picked password right after the name needs no "is".
    const picked = BARE_PICKED.exec(after);
    return codeAlone || (!!picked && passwordLike(cleanValue(picked[1]!))) || !!(f && valueIsSecret(f[2]!, m[0]));
  });
}

// TOTP seeds: an otpauth:// URI with a secret, or a base32 seed after a word that names one
// ("TOTP secret JBSWY3DPEHPK3PXP", "2FA key: jbsw y3dp ehpk 3pxp", "the authenticator key for
// the ci account is JBSW…": words may stand between the name and its "is").
const OTPAUTH = /otpauth(?:-migration)?:\/\/[^\s]*?[?&](?:secret|data)=([A-Za-z2-7%=+/]{16,})/gi;
const TOTP_NAMED = /\b(?:totp|otp|2fa|mfa|authenticator|two-factor|google authenticator)\b[^\n]{0,24}?\b(?:secret|seed|key|code|setup key|schlüssel|clé|clave|chiave|chave)\b(?:[^\n]{0,40}?(?:\bis\b|\bist\b|\best\b|\bes\b|=|:|->))?[ \t]*["']?([A-Za-z2-7]{4}(?:[ -]?[A-Za-z2-7]{4}){3,15}[A-Za-z2-7]{0,3}=*)(?![A-Za-z0-9])/gi;

function base32Seed(v: string): boolean {
  const s = v.replace(/[ -]/g, '').replace(/=+$/, '');
  return s.length >= 16 && /[2-7]/.test(s) && /^[A-Za-z2-7]+$/.test(s) && (s === s.toUpperCase() || s === s.toLowerCase());
}

function totpSeed(text: string, lower: string): boolean {
  if (lower.includes('otpauth')) {
    OTPAUTH.lastIndex = 0;
    const hit = OTPAUTH.test(text);
    OTPAUTH.lastIndex = 0;
    if (hit) return true;
  }
  if (!/totp|otp|2fa|mfa|authenticator|two-factor/.test(lower)) return false;
  return someMatch(TOTP_NAMED, text, 16, (m) => base32Seed(m[1]!));
}

// A wallet seed phrase: at least 12 words in a row from one of BIP-39's lists, separated by
// spaces, commas or line breaks, numbered or not ("1. abandon 2. ability …"). English prose
// almost never strings 12 such words together: the list holds no "the", "is", "of" or "and".
// A cheap pass counts runs of short lowercase words first; the word list loads only for a run
// of twelve.
const SEED_SEPARATOR = /^[\s,;*•|/-]*(?:\d{1,2}[.):]\s*)?$/;

function longestRun(tokens: readonly string[], isWord: (w: string) => boolean): number {
  let run = 0;
  let best = 0;
  for (let i = 1; i < tokens.length; i += 2) {
    if (!isWord(tokens[i]!)) {
      run = 0;
      continue;
    }
    if (run > 0 && !SEED_SEPARATOR.test(tokens[i - 1]!)) run = 0;
    run++;
    if (run > best) best = run;
    if (best >= 12) break;
  }
  return best;
}

// Twelve words of three to nine lowercase letters in a row, by a plain character loop: most
// texts end here without allocating anything.
function twelveShortWords(lower: string): boolean {
  let run = 0;
  let len = 0;
  for (let i = 0; i <= lower.length; i++) {
    const c = i < lower.length ? lower.charCodeAt(i) : 32;
    if (c >= 97 && c <= 122) {
      len++;
      continue;
    }
    if (len > 0) {
      run = len >= 3 && len <= 9 ? run + 1 : 0;
      if (run >= 12) return true;
      len = 0;
    }
    // Separators a seed phrase may use: spaces, commas, semicolons, dashes, numbering.
    if (!(c === 32 || c === 10 || c === 13 || c === 9 || c === 44 || c === 59 || c === 45 || c === 46 || c === 41 || c === 58 || c === 42 || c === 47 || c === 124 || (c >= 48 && c <= 57))) run = 0;
  }
  return false;
}

// BIP-39's Latin-script lists, each read on its own: a phrase is twelve words of one list.
const SEED_LANGUAGES = ['english', 'spanish', 'french', 'italian', 'portuguese', 'czech'] as const;
const SEED_WORD_ANY = /^\p{L}{3,9}$/u;
const NON_ASCII = /[^\x00-\x7f]/;

function seedPhrase(_text: string, lower: string): boolean {
  if (!NON_ASCII.test(lower)) {
    if (!twelveShortWords(lower)) return false;
    // Separators at even indexes, words at odd ones.
    const tokens = lower.split(/([a-z]+)/);
    return SEED_LANGUAGES.some((language) => longestRun(tokens, (w) => SEED_WORD_ANY.test(w) && isBip39Word(w, language)) >= 12);
  }
  // Accented words (Spanish, French): the same run, counted over letters of any script.
  const tokens = lower.split(/(\p{L}+)/u);
  if (longestRun(tokens, (w) => SEED_WORD_ANY.test(w)) < 12) return false;
  return SEED_LANGUAGES.some((language) => longestRun(tokens, (w) => SEED_WORD_ANY.test(w) && isBip39Word(w, language)) >= 12);
}

export const NAMED_SECRET_DETECTORS: readonly Detector[] = [
  { id: 'named-secret', category: 'password', message: MESSAGE, detect: namedSecret },
  { id: 'totp-seed', category: 'otp_seed', message: 'The text contains a one-time-password (TOTP) seed.', detect: totpSeed },
  { id: 'seed-phrase', category: 'seed_phrase', message: 'The text contains what looks like a wallet seed phrase.', detect: seedPhrase },
];
