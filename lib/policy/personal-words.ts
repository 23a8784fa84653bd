// Personal data announced by words in the languages Nuzo's users write: where someone lives
// (German, French, Spanish, Italian and Portuguese street addresses after a verb or noun of
// living), when they were born ("geboren am 12.03.1985", "né le 3 mai 1990", "出生日期
// 1985年3月12日"), and an e-mail address spelled out to dodge a filter ("name at gmail dot
// com"). A company's or office's address is not personal: the living word is required.
import type { Detector } from './types.ts';

// "wohnt in der Hauptstraße 12, 10115 Berlin", "habite au 12 rue de la Paix", "vive en la calle
// Mayor 5", "abita in via Roma 10", "mora na Rua Augusta 100", "Privatadresse: …".
const LIVING =
  /(?<![\p{L}])(?:wohnt|wohne|wohnen|wohnhaft|lebt|lebe|privatadresse|wohnadresse|heimadresse|meldeadresse|anschrift|habite|habites|habitent|j'habite|vit au|vit à|domicilié|domiciliée|domicile|adresse perso(?:nnelle)?|vive en|vivo en|viven en|domicilio|dirección (?:de casa|personal|particular)|abita|abito|vive in|vivo in|residente in|indirizzo di casa|mora|moro|moram|reside|residência|endereço residencial|morada|(?:[\p{L}]+'s|my|his|her|their|meine|seine|ihre|mon|ma|son|sa|mi|su|il mio|il suo|la sua|meu|seu|minha|sua)(?: home| private| street| postal)? (?:address|adresse|anschrift|dirección|indirizzo|endereço))(?![\p{L}])/iu;
const LIVING_HINT = /wohn|lebt|lebe|address|adresse|anschrift|habit|vit |domicil|vive|vivo|viven|direcci|abit|resid|indirizzo|mora|endere/i;
const STREET =
  /(?:\p{Lu}[\p{L}-]*(?:straße|strasse|str\.|weg|gasse|platz|allee|ring|damm|ufer|chaussee|steig|pfad)|(?:Am|An der|Im|In der|Auf der) \p{Lu}[\p{L}-]+)\s+\d{1,4}\s?[a-zA-Z]?\b|\b\d{1,4}(?:\s?(?:bis|ter))?,?\s+(?:rue|avenue|av\.|boulevard|bd|chemin|impasse|allée|place|quai|route|cours)\s+\p{L}|\b(?:calle|c\/|avenida|avda\.?|plaza|paseo|carrer|camino|via|viale|piazza|corso|largo|vicolo|rua|avenida|travessa|praça|alameda|estrada)\s+(?:[\p{L}'.]+\s+){1,5}?(?:n\.?º?\s?)?\d{1,4}\b|\b\d{4,5}\s+\p{Lu}\p{L}+/iu;

function homeAddress(text: string, lower: string): boolean {
  if (!LIVING_HINT.test(lower) || !/\d/.test(text)) return false;
  const m = LIVING.exec(text);
  if (!m) return false;
  // The address follows the word within the same sentence or line.
  const after = text.slice(m.index, m.index + 140).split(/[!?\n]|\.\s+(?!\d)/)[0]!;
  return STREET.test(after);
}

// A birth date after the words that announce one, or before them ("Anna wurde am 12.03.1985
// in Berlin geboren", "il est le 3 mai 1990 né" is rarer but costs nothing).
const BIRTH =
  /(?<![\p{L}])(?:geboren(?: am)?|geb\.|geburtsdatum|geburtstag(?: ist| am)?|né(?:e)? le|date de naissance|nacid[oa] el|fecha de nacimiento|nat[oa] il|data di nascita|nascid[oa] em|data de nascimento|date of birth|born on|d\.o\.b\.?|janm(?: tithi| din)?|जन्म तिथि|जन्मतिथि)(?![\p{L}])[\s:,-]{0,4}(?:\d{1,2}[./-]\s?\d{1,2}[./-]\s?\d{2,4}|\d{4}-\d{2}-\d{2}|\d{1,2}\.?\s+(?:de\s+)?\p{L}{3,12}\.?\s+(?:de\s+)?\d{4})|(?:出生日期|生日|出生于|生年月日|誕生日|生まれ)[^\n\d]{0,6}\d{2,4}\s?[年./-]\s?\d{1,2}\s?[月./-]\s?\d{1,2}|(?<![\p{L}])(?:am|on|le|el|il|em)\s+(?:\d{1,2}[./-]\s?\d{1,2}[./-]\s?\d{2,4}|\d{4}-\d{2}-\d{2}|\d{1,2}\.?\s+(?:de\s+)?\p{L}{3,12}\.?\s+(?:de\s+)?\d{4})(?:\s+(?:in|à|en|a|em)\s+\p{Lu}\p{L}+)?\s+(?:geboren|born|née?|nacid[oa]|nat[oa]|nascid[oa])(?![\p{L}])/giu;
const BIRTH_HINT = /geb|né|naissance|nacid|nacimiento|nat[oa] il|nascita|nascid|nascimento|birth|d\.o\.b|janm|जन्म|出生|生日|生年月日|誕生日|生まれ/iu;

function birthDate(text: string, lower: string): boolean {
  if (!BIRTH_HINT.test(lower)) return false;
  BIRTH.lastIndex = 0;
  const hit = BIRTH.test(text);
  BIRTH.lastIndex = 0;
  return hit;
}

// "jane.doe at gmail dot com", "jane (at) web (dot) de", "jane[at]gmx[.]de".
const AT = String.raw`(?:\s+at\s+|\s*[([{<]\s*at\s*[)\]}>]\s*|\s*@\s*|\s+chez\s+|\s+arroba\s+|\s+arobase\s+|\s+chiocciola\s+|\s+klammeraffe\s+)`;
const DOT = String.raw`(?:\s+dot\s+|\s*[([{<]\s*(?:dot|\.|punkt|point|punto|ponto)\s*[)\]}>]\s*|\s+punkt\s+|\s+point\s+|\s+punto\s+|\s+ponto\s+|\.)`;
const SPELLED_EMAIL = new RegExp(String.raw`(?<![\w.])([A-Za-z0-9][\w.+-]{1,40})${AT}([A-Za-z0-9-]{2,30})${DOT}(com|net|org|de|fr|es|it|pt|br|in|cn|jp|co\.uk|uk|ch|at|nl|be|io|me|info|eu|mx|ar)\b`, 'gi');
const PROVIDERS = /^(?:gmail|googlemail|yahoo|ymail|hotmail|outlook|live|msn|icloud|me|mac|aol|proton|protonmail|pm|gmx|web|t-online|freenet|posteo|mailbox|orange|free|laposte|sfr|wanadoo|libero|virgilio|tiscali|alice|uol|bol|terra|qq|163|126|sina|yandex|mail|rediffmail|zoho|fastmail|tutanota|hey)$/i;

function spelledEmail(text: string, lower: string): boolean {
  if (!/\bat\b|\(at\)|\[at\]|\bdot\b|chez|arroba|arobase|chiocciola|klammeraffe/.test(lower)) return false;
  SPELLED_EMAIL.lastIndex = 0;
  for (let i = 0; i < 16; i++) {
    const m = SPELLED_EMAIL.exec(text);
    if (!m) break;
    const spelled = !m[0].includes('@') || !/\.\w+$/.test(m[0]);
    // Written-out "at" and "dot" around an ordinary domain ("look at foo dot com") need a mail
    // provider's name; bracketed forms are a dodge whatever the domain.
    if (spelled && (PROVIDERS.test(m[2]!) || /[([{<]\s*at\s*[)\]}>]/i.test(m[0]))) {
      SPELLED_EMAIL.lastIndex = 0;
      return true;
    }
  }
  SPELLED_EMAIL.lastIndex = 0;
  return false;
}

export const PERSONAL_WORD_DETECTORS: readonly Detector[] = [
  { id: 'home-address-words', category: 'address', message: 'The text contains a home address.', detect: homeAddress },
  { id: 'birth-date-words', category: 'birth_date', message: 'The text contains a date of birth.', detect: birthDate },
  { id: 'spelled-email', category: 'email', message: 'The text contains a personal email address.', detect: spelledEmail },
];
