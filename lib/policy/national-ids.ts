// Government identity numbers beyond the US/UK/BR ones in pii.ts, each checked the way its
// issuer checks it: the German tax id (Steuer-ID, ISO 7064 MOD 11,10), the Italian codice
// fiscale (its control letter), India's Aadhaar (Verhoeff) and PAN, the French social
// security number (NIR, key mod 97), Spain's DNI/NIE (control letter), China's resident
// identity number (ISO 7064 MOD 11-2) and Japan's My Number. A shape with its own check
// digit stands alone; a shape without one needs the word that names it.
import type { Detector } from './types.ts';
import { factsOf } from './gate.ts';
import { someMatch } from './first-matches.ts';

const MESSAGE = 'The text contains what looks like a government identity number.';

// ISO 7064 MOD 11,10 over the first ten digits gives the eleventh.
export function steuerIdValid(raw: string): boolean {
  const d = raw.replace(/\D/g, '');
  if (d.length !== 11 || d[0] === '0') return false;
  let product = 10;
  for (let i = 0; i < 10; i++) {
    let sum = (d.charCodeAt(i) - 48 + product) % 10;
    if (sum === 0) sum = 10;
    product = (sum * 2) % 11;
  }
  const check = (11 - product) % 10;
  return check === d.charCodeAt(10) - 48;
}

const CF_ODD: Record<string, number> = {
  0: 1, 1: 0, 2: 5, 3: 7, 4: 9, 5: 13, 6: 15, 7: 17, 8: 19, 9: 21,
  A: 1, B: 0, C: 5, D: 7, E: 9, F: 13, G: 15, H: 17, I: 19, J: 21, K: 2, L: 4, M: 18, N: 20, O: 11, P: 3, Q: 6, R: 8, S: 12, T: 14, U: 16, V: 10, W: 22, X: 25, Y: 24, Z: 23,
};

export function codiceFiscaleValid(raw: string): boolean {
  const cf = raw.toUpperCase();
  if (!/^[A-Z0-9]{16}$/.test(cf)) return false;
  let sum = 0;
  for (let i = 0; i < 15; i++) {
    const c = cf[i]!;
    if (i % 2 === 0) sum += CF_ODD[c]!;
    else sum += /\d/.test(c) ? c.charCodeAt(0) - 48 : c.charCodeAt(0) - 65;
  }
  return String.fromCharCode(65 + (sum % 26)) === cf[15];
}

const VERHOEFF_D = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 3, 4, 0, 6, 7, 8, 9, 5], [2, 3, 4, 0, 1, 7, 8, 9, 5, 6], [3, 4, 0, 1, 2, 8, 9, 5, 6, 7],
  [4, 0, 1, 2, 3, 9, 5, 6, 7, 8], [5, 9, 8, 7, 6, 0, 4, 3, 2, 1], [6, 5, 9, 8, 7, 1, 0, 4, 3, 2], [7, 6, 5, 9, 8, 2, 1, 0, 4, 3],
  [8, 7, 6, 5, 9, 3, 2, 1, 0, 4], [9, 8, 7, 6, 5, 4, 3, 2, 1, 0],
];
const VERHOEFF_P = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 5, 7, 6, 2, 8, 3, 0, 9, 4], [5, 8, 0, 3, 7, 9, 6, 1, 4, 2], [8, 9, 1, 6, 0, 4, 3, 5, 2, 7],
  [9, 4, 5, 3, 1, 2, 6, 8, 7, 0], [4, 2, 8, 6, 5, 7, 3, 9, 0, 1], [2, 7, 9, 3, 8, 0, 6, 4, 1, 5], [7, 0, 4, 6, 9, 1, 3, 2, 5, 8],
];

export function verhoeffValid(raw: string): boolean {
  const d = raw.replace(/\D/g, '');
  let c = 0;
  for (let i = 0; i < d.length; i++) c = VERHOEFF_D[c]![VERHOEFF_P[i % 8]![d.charCodeAt(d.length - 1 - i) - 48]!]!;
  return c === 0;
}

function nirValid(raw: string): boolean {
  const d = raw.replace(/\s/g, '').toUpperCase();
  if (!/^[12]\d{2}(?:0[1-9]|1[0-2]|[2-9]\d)(?:\d{2}|2A|2B)\d{6}\d{2}$/.test(d)) return false;
  const body = d.slice(0, 13).replace('2A', '19').replace('2B', '18');
  const key = Number(d.slice(13));
  return 97 - Number(BigInt(body) % 97n) === key;
}

const DNI_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';

function dniValid(raw: string): boolean {
  const s = raw.replace(/[\s-]/g, '').toUpperCase();
  const m = /^([XYZ]?)(\d{7,8})([A-Z])$/.exec(s);
  if (!m) return false;
  const prefix = m[1] ? String('XYZ'.indexOf(m[1])) : '';
  const n = Number(prefix + m[2]);
  return DNI_LETTERS[n % 23] === m[3];
}

function chinaIdValid(raw: string): boolean {
  const s = raw.toUpperCase();
  if (!/^[1-9]\d{5}(?:19|20)\d{2}(?:0[1-9]|1[0-2])(?:0[1-9]|[12]\d|3[01])\d{3}[\dX]$/.test(s)) return false;
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += (s.charCodeAt(i) - 48) * weights[i]!;
  return '10X98765432'[sum % 11] === s[17];
}

// `digits`: how many ASCII digits any match holds, so a text with fewer skips the row.
type Row = { id: string; digits: number; hint: RegExp; pattern: RegExp; accept: (m: RegExpExecArray) => boolean };

const ROWS: readonly Row[] = [
  { id: 'de-tax-id', digits: 10, hint: /steuer|identifikationsnummer|idnr|st\.-?nr|tax id|tin/i,
    pattern: /(?:steuer-?id(?:entifikationsnummer)?|steuerliche[n]? identifikationsnummer|identifikationsnummer|idnr\.?|steuernummer|st\.-?nr\.?|german tax id|tax id|TIN)[^\n\d]{0,20}?(\d{2}[ ./]?\d{3}[ ./]?\d{3}[ ./]?\d{3}|\d{2,3}\/\d{3,4}\/\d{4,5})(?![\d])/giu,
    accept: (m) => m[1]!.includes('/') || m[1]!.replace(/\D/g, '').length === 11 },
  { id: 'de-tax-id-shape', digits: 11, hint: /\d/,
    pattern: /(?<![\d.,-])[1-9]\d{10}(?![\d.,-])/g, accept: (m) => steuerIdValid(m[0]) && germanIdDigits(m[0]) },
  { id: 'it-codice-fiscale', digits: 0, hint: /[a-z]{6}\d/i,
    pattern: /(?<![A-Za-z0-9])[A-Za-z]{6}[0-9LMNPQRSTUVlmnpqrstuv]{2}[ABCDEHLMPRSTabcdehlmprst][0-9LMNPQRSTUVlmnpqrstuv]{2}[A-Za-z][0-9LMNPQRSTUVlmnpqrstuv]{3}[A-Za-z](?![A-Za-z0-9])/g,
    accept: (m) => codiceFiscaleValid(m[0]) },
  { id: 'in-aadhaar', digits: 12, hint: /\d{4}/,
    pattern: /(?<![\dA-Za-z]|[\d-]|\d[ -])[2-9]\d{3}([ -])\d{4}\1\d{4}(?![ -]?[\dA-Za-z]|-)/g, accept: (m) => verhoeffValid(m[0]) },
  { id: 'in-aadhaar-word', digits: 12, hint: /aadh?aar|आधार|uidai/i,
    pattern: /(?:aadh?aar|आधार|uidai)[^\n\d]{0,24}?([2-9]\d{3}[ -]?\d{4}[ -]?\d{4})(?!\d)/giu, accept: () => true },
  { id: 'in-pan', digits: 4, hint: /pan/i,
    pattern: /\bPAN\b[^\n]{0,24}?(?<![A-Za-z0-9])([A-Z]{3}[PCHFATBLJG][A-Z]\d{4}[A-Z])(?![A-Za-z0-9])/g, accept: () => true },
  { id: 'fr-nir', digits: 13, hint: /\d{2}/,
    pattern: /(?<![\dA-Za-z]|\d )[12] ?\d{2} ?\d{2} ?(?:\d{2}|2[AB]) ?\d{3} ?\d{3} ?\d{2}(?! ?[\dA-Za-z])/g, accept: (m) => nirValid(m[0]) },
  { id: 'es-dni', digits: 7, hint: /\d{7}/,
    pattern: /(?<![A-Za-z0-9])[XYZ]?\d{7,8}-?[A-Z](?![A-Za-z0-9])/g, accept: (m) => dniValid(m[0]) },
  { id: 'cn-resident-id', digits: 17, hint: /\d{17}/,
    pattern: /(?<![\d])\d{17}[\dXx](?![\dXx])/g, accept: (m) => chinaIdValid(m[0]) },
  { id: 'jp-my-number', digits: 12, hint: /マイナンバー|個人番号|my number/i,
    pattern: /(?:マイナンバー|個人番号|my number)[^\n\d]{0,12}?(\d{4}[ -]?\d{4}[ -]?\d{4})(?!\d)/giu, accept: () => true },
];

// The German tax id's first ten digits hold one digit two or three times and no other
// repeated; a timestamp or a counter rarely does.
function germanIdDigits(raw: string): boolean {
  const counts = new Map<string, number>();
  for (const c of raw.slice(0, 10)) counts.set(c, (counts.get(c) ?? 0) + 1);
  const repeated = [...counts.values()].filter((n) => n > 1);
  return repeated.length === 1 && (repeated[0] === 2 || repeated[0] === 3);
}

function nationalId(text: string, lower: string): boolean {
  const digits = factsOf(text).digits;
  if (digits < 4) return false;
  for (const row of ROWS) {
    if (digits < row.digits || !row.hint.test(lower)) continue;
    if (someMatch(row.pattern, text, 32, row.accept)) return true;
  }
  return false;
}

export const NATIONAL_ID_DETECTORS: readonly Detector[] = [
  { id: 'national-id', category: 'government_id', message: MESSAGE, detect: nationalId },
];
