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
// - Seed phrases: `@scure/bip39`'s English word list is BIP-39's own 2,048 words, from the
//   same audited family as `@noble/hashes`, which Nuzo already ships; a wallet phrase is 12 to
//   24 of exactly these words.
import { electronicFormatIBAN, isValidIBAN } from 'ibantools';
import { isValidPhoneNumber, type CountryCode } from 'libphonenumber-js/min';
import { wordlist } from '@scure/bip39/wordlists/english.js';

let bip39: Set<string> | null = null;

export function isBip39Word(word: string): boolean {
  bip39 ??= new Set(wordlist);
  return bip39.has(word);
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
