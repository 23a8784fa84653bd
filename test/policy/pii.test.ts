import { test } from 'node:test';
import assert from 'node:assert/strict';
import { checkContent, cpfValid, ibanValid, luhnValid } from '../../lib/policy/index.ts';

test('the Luhn check accepts valid card numbers and rejects a changed digit', () => {
  assert.equal(luhnValid('4111111111111111'), true);
  assert.equal(luhnValid('378282246310005'), true);
  assert.equal(luhnValid('4111111111111112'), false);
});

test('the IBAN check runs mod 97 over the rearranged number', () => {
  assert.equal(ibanValid('DE89 3704 0044 0532 0130 00'), true);
  assert.equal(ibanValid('GB82 WEST 1234 5698 7654 32'), true);
  assert.equal(ibanValid('DE89 3704 0044 0532 0130 01'), false);
});

test('the CPF check verifies both check digits and rejects repeated digits', () => {
  assert.equal(cpfValid('123.456.789-09'), true);
  assert.equal(cpfValid('123.456.789-08'), false);
  assert.equal(cpfValid('111.111.111-11'), false);
});

const BLOCKED: [string, string][] = [
  ['a card number with spaces', 'Charge card 4111 1111 1111 1111, exp 09/28 for the refund test.'],
  ['an Amex number', 'My corporate Amex is 3782 822463 10005.'],
  ['an IBAN', 'The bank account for payouts is IBAN DE89 3704 0044 0532 0130 00.'],
  ['a US SSN', 'Her SSN is 521-44-9087.'],
  ['a UK National Insurance number', 'His NI number is JG 10 37 25 A.'],
  ['a Brazilian CPF', "Our intern's CPF is 123.456.789-09, use it in the fixture."],
  ['a passport number', 'My passport number is X4829173 if the visa form needs one.'],
  ['a driver licence number', "The driver's license for the KYC test is D123-4567-8901."],
  ['a personal email address', 'My personal email is marta.oliveira84@gmail.com, send the report there.'],
  ['a named person email', 'The user who reported the bug is dkowalski@initech-mail.com.'],
  ['a US phone number', 'Call me at +1 (415) 555-0137 if the deploy goes sideways.'],
  ['a Brazilian mobile number', 'Put my phone 11 98765-4321 in the on-call sheet.'],
  ['a date of birth', 'She was born 14/03/1988.'],
  ['a home address', 'My home address is 742 Evergreen Terrace, Springfield.'],
  ['a routing and account number', 'Routing 021000021, account 4839201177 for the ACH test.'],
];

for (const [what, text] of BLOCKED) {
  test(`${what} is refused as PII`, () => {
    assert.equal(checkContent(text)?.code, 'PII_DETECTED');
  });
}

const ALLOWED = [
  'Security reports go to security@nuzo.com.br.',
  'Use jane.doe@example.com in fixtures.',
  'The remote is git@github.com:acme/app.git.',
  'Install react@18.3.1 and zod@3.23.8.',
  'The order id 4111-2222-3333 is a fixture, not a card.',
  'The build number 20240611123456 is monotonic.',
  'Unix time 1718000000000 is in milliseconds.',
  'The phone format in fixtures is 555-0100.',
  'Version 1.2.3-4 ships the fix.',
  'The AWS account id is 123456789012.',
];

for (const text of ALLOWED) {
  test(`"${text}" is not treated as PII`, () => {
    assert.equal(checkContent(text), null);
  });
}
