// The heavy format tables policy borrows from well-kept libraries, behind three small
// functions. Each is asked only after a cheap regex found a candidate in the text, and the hook
// bundles replace this module with a stub that loads it from a sibling bundle on first call
// (scripts/build.mjs, `lazyPolicyTables`), so a hook that never meets a candidate never parses
// the tables.
//
// Why libraries and not regexes:
// - IBANs: `ibantools` holds every country's IBAN length and BBAN layout (SWIFT's registry);
//   mod-97 alone accepts a German IBAN of the wrong length.
// - Phone numbers: `libphonenumber-js` with its "min" metadata is Google's libphonenumber
//   data (lengths and leading digits per country and number type) in 80 kB; no regex of ours
//   knows that a German mobile starts 015–017 or a Japanese one 070/080/090.
// - Seed phrases: `@scure/bip39`'s word lists are BIP-39's own 2,048 words per language
//   (English, Spanish, French, Italian, Portuguese, Czech here), from the same audited family
//   as `@noble/hashes`, which Nuzo already ships; a wallet phrase is 12 to 24 of exactly
//   these words.
import { electronicFormatIBAN, isValidIBAN } from 'ibantools';
import { isValidPhoneNumber, type CountryCode } from 'libphonenumber-js/min';
import { wordlist as czech } from '@scure/bip39/wordlists/czech.js';
import { wordlist as english } from '@scure/bip39/wordlists/english.js';
import { wordlist as french } from '@scure/bip39/wordlists/french.js';
import { wordlist as italian } from '@scure/bip39/wordlists/italian.js';
import { wordlist as portuguese } from '@scure/bip39/wordlists/portuguese.js';
import { wordlist as spanish } from '@scure/bip39/wordlists/spanish.js';

// BIP-39's Latin-script lists (wallets offer them besides English): a phrase is twelve words
// of one list, so each is its own set. The lists store accents decomposed (NFKD); the text
// policy reads is composed (NFKC), so the sets are too.
const BIP39_LISTS: Record<string, readonly string[]> = { english, spanish, french, italian, portuguese, czech };
const bip39 = new Map<string, Set<string>>();

export function isBip39Word(word: string, language = 'english'): boolean {
  let set = bip39.get(language);
  if (!set) {
    set = new Set((BIP39_LISTS[language] ?? []).map((w) => w.normalize('NFC')));
    bip39.set(language, set);
  }
  return set.has(word);
}

export function isValidIban(raw: string): boolean {
  const iban = electronicFormatIBAN(raw.toUpperCase());
  return !!iban && isValidIBAN(iban);
}

// True when `number` is a valid phone number written nationally in one of `countries`, or
// internationally (with +).
export function isValidPhone(number: string, countries: readonly string[]): boolean {
  try {
    if (number.trim().startsWith('+')) return isValidPhoneNumber(number);
    return countries.some((c) => isValidPhoneNumber(number, c as CountryCode));
  } catch {
    return false;
  }
}
