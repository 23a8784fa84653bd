// Personal identifiers: payment cards (Luhn), IBANs (mod 97), government ids with their own
// checksums or formats (US SSN, UK NINO, BR CPF), personal email addresses and phone numbers,
// and identifiers announced by context (passport, date of birth, home address). Role and
// example addresses (security@, noreply@, @example.com) and git's SSH user are left alone.
import type { Detector, PatternRule } from './types.ts';
import { isValidIban } from './tables.ts';
import { PHONE_DETECTORS } from './phones.ts';
import { NATIONAL_ID_DETECTORS } from './national-ids.ts';
import { PERSONAL_WORD_DETECTORS } from './personal-words.ts';

export function luhnValid(digits: string): boolean {
  let sum = 0;
  let double = false;
  for (let i = digits.length - 1; i >= 0; i--) {
    let d = digits.charCodeAt(i) - 48;
    if (double) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
    double = !double;
  }
  return sum % 10 === 0;
}

const CARD_PREFIX = /^(?:4|5[1-5]|2[2-7]|3[47]|6(?:011|5|4[4-9]|22)|35|3(?:0[0-5]|[68])|62|50|5[6-8])/;

function cardValid(raw: string): boolean {
  const digits = raw.replace(/[\s-]/g, '');
  if (digits.length < 13 || digits.length > 19 || !CARD_PREFIX.test(digits)) return false;
  if (/^(\d)\1+$/.test(digits)) return false;
  return luhnValid(digits);
}

export function ibanValid(raw: string): boolean {
  const iban = raw.replace(/\s+/g, '').toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]+$/.test(iban)) return false;
  if (iban.length < 15 || iban.length > 34) return false;
  const moved = iban.slice(4) + iban.slice(0, 4);
  let rem = 0;
  for (const ch of moved) {
    const code = ch.charCodeAt(0);
    const val = code >= 65 ? String(code - 55) : ch;
    for (const d of val) rem = (rem * 10 + (d.charCodeAt(0) - 48)) % 97;
  }
  return rem === 1;
}

export function cpfValid(raw: string): boolean {
  const d = raw.replace(/\D/g, '');
  if (d.length !== 11 || /^(\d)\1{10}$/.test(d)) return false;
  for (const len of [9, 10]) {
    let sum = 0;
    for (let i = 0; i < len; i++) sum += (d.charCodeAt(i) - 48) * (len + 1 - i);
    const check = ((sum * 10) % 11) % 10;
    if (check !== d.charCodeAt(len) - 48) return false;
  }
  return true;
}

function ssnValid(raw: string): boolean {
  const d = raw.replace(/\D/g, '');
  const area = d.slice(0, 3);
  return area !== '000' && area !== '666' && area[0] !== '9' && d.slice(3, 5) !== '00' && d.slice(5) !== '0000';
}

const ROLE_LOCAL = /^(?:admin|administrator|support|help|helpdesk|security|secops|abuse|postmaster|hostmaster|webmaster|info|hello|hi|contact|team|dev|devs|developers?|ops|devops|sre|oncall|on-call|alerts?|noreply|no-reply|donotreply|do-not-reply|notifications?|bot|bots|ci|build|builds|deploy|release|releases|git|root|sales|billing|invoices?|accounts|legal|privacy|press|jobs|careers|hr|feedback|marketing|news|newsletter|mail|mailer|service|services|office|status|engineering|eng|platform|infra|data|qa|test|tests|example|user|username|you|me|someone|foo|bar|jane\.doe|john\.doe|dependabot|renovate|github-actions|actions|codex|claude|copilot|cursor|cursoragent|devin|aider|[a-z0-9-]*(?:bot|agent))(?:[+._-][a-z0-9._-]*)?$/i;
const EXAMPLE_DOMAIN = /(?:^|\.)(?:example\.(?:com|org|net)|example|test|invalid|localhost|local|users\.noreply\.github\.com|noreply\.github\.com|noreply\.gitlab\.com|domain\.com|company\.com|acme\.(?:com|test)|email\.com|mail\.com)$/i;

function personalEmail(m: RegExpExecArray, text: string): boolean {
  const local = m[1]!;
  // user:password@host inside a URL is a credential question, not an address.
  if (/\/\/[^\s@/]*$/.test(text.slice(Math.max(0, m.index - 80), m.index))) return false;
  const domain = m[2]!;
  if (EXAMPLE_DOMAIN.test(domain) || ROLE_LOCAL.test(local)) return false;
  if (/^\d+$/.test(local)) return false;
  return true;
}

function phoneDigits(raw: string): number {
  return raw.replace(/\D/g, '').length;
}

// 555-01xx numbers are reserved for fiction and fixtures.
const FICTIONAL_PHONE = /^(?:\+?1[ .-]?)?555[ .-]?01\d\d$/;
const PHONE_CONTEXT = /\b(?:phone|cell|mobile|whatsapp|telegram|signal|call|text|sms|tel|fone|celular|contact)\b[^.\n]{0,30}$/i;

export const PII_RULES: readonly PatternRule[] = [
  { id: 'payment-card', category: 'payment_card', message: 'The text contains what looks like a payment card number.',
    pattern: /(?<![\d-]|\d\.)(?:\d[ -]?){12,18}\d(?![\d-]|\.\d)/g, accept: (m) => cardValid(m[0]) },
  // 4111.1111.1111.1111: groups of four cut by dots (an IP address has at most three digits
  // a group, a version rarely four groups of four).
  { id: 'payment-card-dotted', category: 'payment_card', message: 'The text contains what looks like a payment card number.',
    pattern: /(?<![\d.])\d{4}\.\d{4}\.\d{4}\.\d{1,7}(?![\d]|\.\d)/g, accept: (m) => cardValid(m[0].replace(/\./g, '')) },
  // Any case and spacing; mod 97 first (cheap), then the country's length and layout
  // (ibantools, loaded only for a candidate that passed mod 97).
  { id: 'iban', category: 'bank_account', message: 'The text contains what looks like a bank account number (IBAN).',
    pattern: /(?<![A-Za-z0-9])[A-Za-z]{2}\d{2}(?:[ -]?[A-Za-z0-9]{4}){2,7}(?:[ -]?[A-Za-z0-9]{1,4})?(?![A-Za-z0-9])/g,
    accept: (m) => ibanValid(m[0].replace(/-/g, '')) && isValidIban(m[0].replace(/[\s-]/g, '')) },
  { id: 'us-ssn', category: 'government_id', message: 'The text contains what looks like a government identity number.',
    pattern: /(?<![\d-])\d{3}-\d{2}-\d{4}(?![\d-])/g, accept: (m) => ssnValid(m[0]) },
  { id: 'us-ssn-context', category: 'government_id', message: 'The text contains what looks like a government identity number.',
    pattern: /\b(?:SSN|social security(?: number)?|ITIN)\b\D{0,20}(\d{3}[ -]?\d{2}[ -]?\d{4})(?!\d)/gi, accept: (m) => ssnValid(m[1]!) },
  { id: 'uk-nino', category: 'government_id', message: 'The text contains what looks like a government identity number.',
    pattern: /\b(?!BG|GB|NK|KN|TN|NT|ZZ)[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z] ?\d{2} ?\d{2} ?\d{2} ?[A-D]\b/g },
  { id: 'br-cpf', category: 'government_id', message: 'The text contains what looks like a government identity number.',
    pattern: /(?<![\d-]|\d\.)\d{3}\.?\d{3}\.?\d{3}-?\d{2}(?![\d-]|\.\d)/g,
    accept: (m, text) => cpfValid(m[0]) && (/[.-]/.test(m[0]) || /\bCPF\b/i.test(text.slice(Math.max(0, m.index - 30), m.index))) },
  { id: 'id-document', category: 'government_id', message: 'The text contains what looks like an identity document number.',
    // The document's name in English, German, French, Spanish, Italian, Portuguese, Chinese
    // and Japanese ("Reisepassnummer", "numéro de passeport", "número de pasaporte", "护照").
    pattern: /(?:\b(?:passport|driver'?s? licen[cs]e|driving licen[cs]e|national id|id card|RG|CNH|DNI|NIF|NIE|tax id|TIN|reisepass(?:nummer)?|personalausweis(?:nummer)?|ausweis(?:nummer)?|f(?:ü|ue)hrerschein(?:nummer)?|passeport|carte d'identit[ée]|permis de conduire|pasaporte|carn[ée] de conducir|passaporto|carta d'identit[àa]|patente di guida|passaporte|carteira de identidade|carteira de motorista)|护照(?:号码?)?|パスポート(?:番号)?|運転免許証?(?:番号)?)(?: number| no\.?| #|-?nummer|-?nr\.?)?(?:[^.\n\d]{0,30}?\s(?:is|ist|est|es|è|é|:|=|#))?\s*([A-Z0-9][A-Z0-9.-]{5,19}[A-Z0-9])\b/giu,
    accept: (m) => /\d/.test(m[1]!) && /^[A-Z0-9.-]+$/.test(m[1]!) },
  { id: 'bank-account', category: 'bank_account', message: 'The text contains what looks like a bank account number.',
    pattern: /\b(?:routing(?: number)?|account(?: number| no\.?| #)?|acct|agência|conta)\s*(?:is|:|=|#)?\s*(\d[\d -]{6,18}\d)\b/gi,
    accept: (m, text) => /\b(?:routing|bank|ach|wire|payout|iban|swift|acct|agência|conta)\b/i.test(text) && phoneDigits(m[1]!) >= 8 },
  { id: 'personal-email', category: 'email', message: 'The text contains a personal email address.',
    hints: ['@'], pattern: /(?<![A-Za-z0-9._%+-])([A-Za-z0-9._%+-]{1,64})@((?:[A-Za-z0-9-]{1,63}\.){1,8}[A-Za-z]{2,24})(?![A-Za-z0-9-])/g, accept: personalEmail },
  { id: 'phone-international', category: 'phone', message: 'The text contains a phone number.',
    pattern: /(?<![\w+])\+\d{1,3}[ .-]?(?:\(\d{1,4}\)[ .-]?)?\d{2,5}(?:[ .-]\d{2,5}){1,4}(?![\d.-])/g,
    accept: (m) => phoneDigits(m[0]) >= 9 && phoneDigits(m[0]) <= 15 && !FICTIONAL_PHONE.test(m[0]) },
  { id: 'phone-national', category: 'phone', message: 'The text contains a phone number.',
    pattern: /(?<![\w.:/-])(?:\(\d{2,3}\) ?\d{3,5}-\d{4}|\d{3}-\d{3}-\d{4}|\d{2} 9\d{4}-\d{4}|\d{3}\.\d{3}\.\d{4})(?![\w.-])/g,
    accept: (m) => !FICTIONAL_PHONE.test(m[0]) },
  { id: 'phone-context', category: 'phone', message: 'The text contains a phone number.',
    pattern: /(?<![\w.:/-])\d[\d ().-]{6,16}\d(?![\w.-])/g,
    accept: (m, text) => phoneDigits(m[0]) >= 8 && !FICTIONAL_PHONE.test(m[0]) && /[ .()-]/.test(m[0]) && PHONE_CONTEXT.test(text.slice(Math.max(0, m.index - 40), m.index)) },
  { id: 'date-of-birth', category: 'birth_date', message: 'The text contains a date of birth.',
    pattern: /\b(?:born(?: on)?|date of birth|DOB|birthday|birth date|nascid[oa] em)\b\s*(?:is|:|=)?\s*(?:\d{1,4}[/.-]\d{1,2}[/.-]\d{1,4}|\d{1,2}(?:st|nd|rd|th)? (?:of )?[A-Z][a-z]+,? \d{4}|[A-Z][a-z]+ \d{1,2}(?:st|nd|rd|th)?,? \d{4})/gi },
  { id: 'home-address', category: 'address', message: 'The text contains a home address.', hints: ['address', 'i live'],
    pattern: /\b(?:my|his|her|their)(?: home| mailing| postal| street)? address is\b|\bI live (?:at|on) \d+/gi },
  // Someone's home address: "Jane Doe's home address is …", "home address: 17 Baker Road",
  // "Dave lives at 221 Oak Avenue". An office or a company's address is not personal.
  { id: 'person-home-address', category: 'address', message: 'The text contains a home address.', hints: ['address', 'live', 'resid'],
    pattern: /\b(?:[A-Z][a-z]+(?: [A-Z][a-z]+)?'s|(?:my|his|her|their|the (?:customer|client|user|employee|candidate|patient|tenant)'s)) (?:home|mailing|postal|residential|personal|private|street) address\b|\b(?:home|residential|personal|private) address\b[^.\n\d]{0,30}?\d{1,5}[A-Za-z]? [A-Z][a-z]+|\b(?:lives?|living|resides?|residing|moved) (?:at|on|to) \d{1,5}[A-Za-z]? [A-Z][a-z]+(?: [A-Z][a-z]+)? (?:Street|St|Avenue|Ave|Road|Rd|Lane|Ln|Drive|Dr|Boulevard|Blvd|Court|Ct|Way|Place|Pl|Terrace|Close|Crescent|Square|Sq)\b/g },
  { id: 'security-answer', category: 'security_answer', message: 'The text contains an answer to an identity security question.', hints: ['maiden', 'pet'],
    pattern: /\b(?:mother'?s maiden name|first pet'?s name|name of (?:my|your) first pet)\b/gi },
];

// Identifiers whose checks are easier to say as code: phone numbers by word (phones.ts),
// national identity numbers (national-ids.ts), addresses, birth dates and spelled-out e-mail
// addresses in other languages (personal-words.ts).
export const PII_DETECTORS: readonly Detector[] = [...PHONE_DETECTORS, ...NATIONAL_ID_DETECTORS, ...PERSONAL_WORD_DETECTORS];
