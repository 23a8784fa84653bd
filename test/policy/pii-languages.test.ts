// Issue 24 §5: personal identifiers by shape and by word in the languages Nuzo's users write
// (German, French, Spanish, Italian, Portuguese, Chinese, Japanese, Hindi-English). The first
// sixteen are the hostile review's own; each near miss beside them must still pass.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { assertContentAllowed, checkContent, scanContent } from '../../lib/policy/index.ts';
import { codiceFiscaleValid, steuerIdValid, verhoeffValid } from '../../lib/policy/national-ids.ts';

const refused = (text: string, code = 'PII_DETECTED') => {
  const f = checkContent(text);
  assert.equal(f?.code, code, `expected ${code} for: ${JSON.stringify(text)}; got ${JSON.stringify(f)}`);
};
const allowed = (text: string) => assert.deepEqual(scanContent(text).map((x) => x.rule), [], `expected no finding for: ${JSON.stringify(text)}`);

test('the review\'s sixteen personal-data shapes are refused', () => {
  for (const text of [
    'Telefon 0171 2345678',
    'Anna ist unter Telefon 0171 2345678 erreichbar.',
    'call 4155552671',
    'Call the on-call lead at 4155552671 if the pager fails.',
    '电话 13812345678',
    '携帯 090-1234-5678',
    'Refunds go to iban de89 3704 0044 0532 0130 00',
    'card 4111.1111.1111.1111',
    'Steuer-ID 65929970489',
    'codice fiscale RSSMRA85T10A562S',
    'Aadhaar 2341 2341 2346',
    'Anna wohnt in der Hauptstraße 12, 10115 Berlin',
    'Il habite au 12 rue de la Paix, 75002 Paris',
    'Er ist geboren am 12.03.1985',
    'name at gmail dot com',
    'Write to jane.doe (at) web (dot) de for access.',
  ]) refused(text);
  refused('Sie ist schwanger', 'SENSITIVE_PERSONAL_FACT');
  refused('Bob takes antidepressants', 'SENSITIVE_PERSONAL_FACT');
});

test('each of the eight languages has phone words, ids, addresses, birth dates and facts', () => {
  for (const text of [
    'Mobil: 0151 23456789',
    'Son portable : 06 12 34 56 78',
    'Mi móvil es 612 345 678',
    'Il mio cellulare è 347 123 4567',
    'Meu celular é (11) 91234-5678',
    '他的手机 13912345678',
    '電話番号は03-1234-5678です',
    'Mera number 98765 43210 hai, call karo',
    "Dave's number is 4155552671",
    "Anna's address: Hauptstraße 12, 10115 Berlin",
    'Son adresse : 12 rue de la Paix, 75002 Paris',
    'Vive en la calle Mayor 5, Madrid',
    'Abita in via Roma 10 a Torino',
    'Ela mora na Rua Augusta 100, São Paulo',
    'Née le 3 mai 1990 à Lyon',
    'Nacida el 12/03/1985',
    'nato il 12.03.1985',
    '出生日期 1985年3月12日',
    'DNI 12345678Z',
    'PAN card ABCPE1234F',
  ]) refused(text);
  for (const text of [
    'Elle est enceinte de trois mois.',
    'Mi hermana está embarazada.',
    'Lui prende antidepressivi da un anno.',
    'Ela está grávida.',
    '她怀孕了',
    '彼はうつ病で休んでいる',
    'Meri behen pregnant hai',
    'The PM takes antidepressants.',
    'Er ist vorbestraft.',
    'Il a des dettes énormes.',
  ]) refused(text, 'SENSITIVE_PERSONAL_FACT');
});

test('variants a second hostile pass would try: abbreviations, no spaces, no subject', () => {
  for (const text of [
    'Tel. 030 12345678',
    'Tel.-Nr. 030 12345678',
    'Handy: 01712345678',
    'IBAN de89370400440532013000',
    'Steuernummer 12/345/67890',
    'CF: RSSMRA85T10A562S',
    'Aadhaar no. 2341-2341-2346',
    'Ich wohne in der Goethestr. 5, 80336 München',
    "J'habite 5 avenue Victor Hugo",
    'DOB: 1985-03-12',
    'name [at] gmail [dot] com',
    'name(at)gmail.com',
  ]) refused(text);
  refused('ist schwanger', 'SENSITIVE_PERSONAL_FACT');
  refused('takes antidepressants', 'SENSITIVE_PERSONAL_FACT');
});

test('developer text with the same words and digits passes', () => {
  for (const text of [
    'The phone layout breaks below 360px.',
    'Call retry() at most 3 times.',
    'Telefon-Icons liegen in assets/icons.',
    'The build number 20240611123456 is monotonic.',
    'Version 4111.1111.1 is not a card.',
    'The IBAN field validates with ibantools.',
    'The hotel is at 12 rue de la Paix in the demo data.',
    'Our office is at Hauptstraße 12, 10115 Berlin.',
    'The release was born out of a hackathon.',
    'Look at example dot com for the docs.',
    'Kubernetes pods are scheduled at 01:00 UTC.',
    'The cancer-research dataset lives in data/.',
    'Unix time 1718000000000 is in milliseconds.',
    'The codice fiscale field is 16 characters long.',
    'The address field takes 2 lines.',
    'Our office address: Hauptstraße 12, 10115 Berlin.',
    'The insulin pump simulator takes 5 seconds to boot.',
    'The Aadhaar API needs a 12 digit number.',
  ]) allowed(text);
});

test('the checksums accept the issuer\'s numbers and reject a changed digit', () => {
  assert.equal(steuerIdValid('65929970489'), true);
  assert.equal(steuerIdValid('65929970488'), false);
  assert.equal(codiceFiscaleValid('RSSMRA85T10A562S'), true);
  assert.equal(codiceFiscaleValid('RSSMRA85T10A562T'), false);
  assert.equal(verhoeffValid('234123412346'), true);
  assert.equal(verhoeffValid('234123412347'), false);
});

test('a refusal for personal data names the rule and never the identifier', () => {
  for (const text of ['Telefon 0171 2345678', 'iban de89 3704 0044 0532 0130 00', 'codice fiscale RSSMRA85T10A562S']) {
    try {
      assertContentAllowed(text);
      assert.fail('expected a refusal');
    } catch (error) {
      const shown = JSON.stringify({ message: (error as Error).message, details: (error as { details?: unknown }).details });
      for (const piece of ['2345678', '3704', 'RSSMRA']) assert.ok(!shown.includes(piece));
    }
  }
});

// A third pass (hostile24): the same item in wordings the review did not list.
test('a NIR or Aadhaar after a word, a birth date before "geboren", identity documents named in other languages', () => {
  for (const text of [
    'NIR 1 85 05 78 006 084 91',
    'Mon numéro de sécurité sociale est 1 85 05 78 006 084 91',
    'my id 2345 6789 0124',
    'Anna ist am 12.03.1985 geboren',
    'Anna wurde am 12.03.1985 in Berlin geboren',
    'Ausweisnummer L01X00T47',
    'Meine Reisepassnummer ist C01X00T47',
    'Führerschein B072RRE2I55',
    'número de pasaporte XDC123456',
    'numero di passaporto YA1234567',
    'numéro de passeport 12AB34567',
    '护照号码 E12345678',
    'パスポート番号 TK1234567',
  ]) refused(text);
  for (const text of [
    'The build takes 1 85 05 78 006 084 90 ms',
    'Der Release wurde am 12.03.2025 in Berlin gebaut',
    'Ausweis the user with OAuth before the call',
    'The passport service v2 runs on port 8443',
  ]) allowed(text);
});

test('health and legal facts whose only word has no accent are found in every language', () => {
  for (const text of [
    'Carla toma antidepresivos',
    'Juan está deprimido',
    'Er macht eine Psychotherapie',
    'Sie hat Panikattacken',
    'Er ist HIV-positiv',
    'Elle a fait une fausse couche',
    'Il est en chimio',
    'Lei fa la chemioterapia',
    'Marco soffre di epilessia, lui prende farmaci',
  ]) refused(text, 'SENSITIVE_PERSONAL_FACT');
  refused('Lui ha chiesto il divorzio', 'SENSITIVE_PERSONAL_FACT');
});

test('a phone number after a verb of calling in German, French, Spanish and Italian', () => {
  for (const text of ['Ruf mich an unter 030 12345678', 'Ruf Anna an: 0171 2345678', 'Appelle-moi au 06 12 34 56 78', 'Llámame al 612 34 56 78', 'Chiamami al 347 123 4567']) refused(text);
  for (const text of ['Ruft die API an unter Version 2.1.0 und Port 8080', 'Rufe make an, dann 3 Tests']) allowed(text);
});

test('an e-mail spelled with "arobase" or "Klammeraffe", and a dotted RG or DNI, are refused', () => {
  for (const text of ['pierre arobase orange point fr', 'anna klammeraffe web punkt de', 'RG 12.345.678-9', 'DNI 12.345.678']) refused(text);
  for (const text of ['The passport service v2.1.0 runs on port 8443', 'Use node 22.13.0 for the tax id service']) allowed(text);
});
