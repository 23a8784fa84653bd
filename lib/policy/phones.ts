// Phone numbers written the national way, announced by a word in any of the languages Nuzo's
// users write ("Telefon 0171 2345678", "call 4155552671", "电话 13812345678", "携帯
// 090-1234-5678", "mera number 98765 43210 hai"). The word is found first; the number is then
// checked against Google's libphonenumber metadata (tables.ts) for the countries those
// languages are spoken in, so "call retry() 3 times" and "tel 12" pass and a German mobile
// written without spaces does not.
import type { Detector } from './types.ts';
import { isValidPhone } from './tables.ts';
import { someMatch } from './first-matches.ts';

const MESSAGE = 'The text contains a phone number.';

// English, German, French, Spanish, Italian, Portuguese, Hindi-English; then Chinese and
// Japanese, which need no spaces around the word.
const LATIN_WORD =
  /(?<![\p{L}\p{N}])(?:phone|phones|telephone|tel|cell|cellphone|mobile|mobil|mob|call|text|sms|whatsapp|signal|telegram|viber|reach (?:me|him|her|them) (?:at|on)|phone no|mobile no|contact no|telefon|telefonnummer|tel\.-?nr|handy|handynummer|mobilnummer|mobiltelefon|rufnummer|festnetz|anrufen|erreichbar unter|tél|téléphone|portable|numéro|appeler|joignable au|teléfono|telefono|móvil|movil|celular|número|numero|llamar|llama al|cellulare|cell\.|chiamare|telefone|telemóvel|fone|ligue|ligar|contato|whatsapp no|ruf(?:e|t)?(?:\s+\p{L}+){0,2}\s+an(?:\s+unter)?|anruf unter|appelle(?:-moi|z-moi|z)?(?: au)?|ll[aá]mame(?: al)?|chiamami(?: al)?|me liga(?: no)?|liga pra mim|mera number|meri number|uska number|uski number|mobile number|phone number|contact number|number hai|(?:my|his|her|their|our|\p{L}+'s)(?:\s+[\p{L}-]+){0,2}\s+number(?:\s+is)?)(?![\p{L}\p{N}])\.?(?:-?nr\.?)?[^\n.!?]{0,24}$/iu;
const CJK_WORD = /(?:电话|電話|手机|手機|联系电话|聯絡電話|号码|號碼|携帯|ケータイ|電話番号|連絡先|TEL|Tel)[^\n。！？]{0,12}$/u;
const HINT = /phone|tel|cell|mobil|mob|call|text|sms|whatsapp|signal|telegram|viber|reach|contact|handy|ruf|festnetz|anruf|erreichbar|portable|num[eé]ro|número|appel|joignable|m[oó]vil|celular|llam|llám|cellulare|liga|chiam|fone|ligu|ligar|contato|number|电话|電話|手机|手機|号码|號碼|携帯|ケータイ|連絡先/iu;

// Up to 15 digits with the separators people type; a leading + or 0 is kept for the parser.
const NUMBER = /(?<![\p{Script=Latin}\p{N}.:/_-])\+?\(?\d[\d \u00a0().\/–-]{5,20}\d(?![\p{Script=Latin}\p{N}_]|[.-]\d)/gu;

// Where each language's numbers are read from. A number valid in any of them counts.
const COUNTRIES = ['US', 'GB', 'CA', 'AU', 'IE', 'IN', 'DE', 'AT', 'CH', 'FR', 'BE', 'LU', 'ES', 'MX', 'AR', 'CO', 'CL', 'IT', 'PT', 'BR', 'NL', 'CN', 'HK', 'TW', 'JP', 'SG'] as const;

function digitsOf(raw: string): number {
  return raw.replace(/\D/g, '').length;
}

function phoneByWord(text: string, lower: string): boolean {
  if (!HINT.test(lower)) return false;
  return someMatch(NUMBER, text, 32, (m) => {
    const n = digitsOf(m[0]);
    if (n < 7 || n > 15) return false;
    // Dates, versions and times are not numbers anyone dials.
    // 555-01xx numbers are reserved for fiction and fixtures.
    if (/(?:^|\D)555[ .-]?01\d\d$/.test(m[0])) return false;
    if (/^\d{1,4}[./-]\d{1,2}[./-]\d{1,4}$/.test(m[0].trim()) || /^\d+\.\d+\.\d+/.test(m[0])) return false;
    const before = text.slice(Math.max(0, m.index - 48), m.index);
    if (!LATIN_WORD.test(before) && !CJK_WORD.test(before)) return false;
    return isValidPhone(m[0].replace(/\u00a0/g, ' ').replace(/–/g, '-'), COUNTRIES);
  });
}

export const PHONE_DETECTORS: readonly Detector[] = [
  { id: 'phone-by-word', category: 'phone', message: MESSAGE, detect: phoneByWord },
];
