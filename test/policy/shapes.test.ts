// Issue 14 §1: shapes that reached the store in plain text, each written the way a hostile
// review or a held-out corpus wrote it. Values are generated at run time (split prefixes,
// random bodies) so this file holds nothing a secret scanner would flag.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { checkContent, checkRecord, scanContent } from '../../lib/policy/index.ts';
import { an, b64, hex, pick, uuid } from './samples.ts';

const refused = (text: string, code = 'SECRET_DETECTED') => {
  const f = checkContent(text);
  assert.equal(f?.code, code, `expected ${code} for: ${JSON.stringify(text)}; got ${JSON.stringify(f)}`);
};
const allowed = (text: string) => {
  const f = scanContent(text);
  assert.deepEqual(f.map((x) => x.rule), [], `expected no finding for: ${JSON.stringify(text)}`);
};

const UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const LOWER = 'abcdefghijklmnopqrstuvwxyz';
const DIGITS = '0123456789';
const lowerAn = (n: number) => pick(LOWER + DIGITS, n - 2) + pick(LOWER, 1) + pick(DIGITS, 1);
const upperHex = (n: number) => pick('0123456789ABCDEF', n - 2) + 'C' + '7';
// A password a person would pick: mixed case, digits and a symbol.
const password = () => pick(UPPER, 1) + pick(LOWER, 5) + pick(DIGITS, 2) + pick('!@#&*', 1) + pick(LOWER, 2);

test('credentials assigned to credential-named variables in code and config are refused', () => {
  for (const text of [
    `const ACME_KEY = "${an(32)}";`,
    `const HEROKU_KEY = "${uuid().toUpperCase()}"`,
    `const billingKey = '${an(28)}';`,
    `ACME_TOKEN := "${uuid()}"`,
    `ACME_TOKEN ::= "${an(30)}"`,
    `ACME_API_KEY ?= ${an(30)}`,
    `SONAR.LOGIN = "${upperHex(40)}"`,
    `sonar.login = "${lowerAn(40)}"`,
    `ci_secret: ${an(24)}`,
    `BUNDLE_GEMS__ACME__COM: "${hex(8)}:${hex(8)}"`,
    `export BUNDLE_ENTERPRISE__ACME__COM=${hex(8)}:${hex(8)}`,
    `export ACME_CREDENTIALS=deploy:${password()}`,
    `<add key="ClearTextPassword" value="${password()}" />`,
    `<add key="Password" value="Cleartext${pick(UPPER, 1)}${pick(LOWER, 6)}1" />`,
    `<acmeToken>${an(30)}</acmeToken>`,
    `<setting name="ApiSecret" value="${an(32)}"/>`,
    `System.setProperty("ACME_TOKEN", "${an(30)}")`,
    `utils.GetEnvOrDefault("api_token", "${uuid()}")`,
    `creds = ${an(30)}`,
    `$acmeToken .= "${an(30)}"`,
  ]) refused(text);
});

test('HTTP auth in commands is refused whatever the scheme or quoting', () => {
  for (const text of [
    `curl -u ":${password()}" https://localhost:9200`,
    `curl -u "${password()}:" https://localhost:9200`,
    `curl --user kevin:'${an(16)}' -iX PATCH -H "Content-Type: application/json"`,
    `curl -X POST --user "{${uuid()}}":"{${an(14)}}" https://gateway.example.net/api`,
    `curl -s -v --user "j.smith:${password()}" "https://api.example.org/user/me"`,
    `curl --header 'Authorization: ${uuid()}'`,
    `curl -L -H "Authorization: sha256~${an(20)}"`,
    `curl -H "Token: ${hex(16)}" -d "content=hello"`,
    `curl -H "X-Api-Key: ${an(32)}" https://api.example.com/v1/me`,
    `Authorization: Custom ${an(24)}`,
    `mysql --password=${password()} --host=db.internal`,
  ]) refused(text);
});

test('Kubernetes Secret manifests with data are refused in any case, order or indentation', () => {
  const data = b64(20);
  for (const text of [
    `apiVersion: v1\nkind: secret\ndata:\n\textra: ${data}\nmetadata:\n\tname: sa`,
    `apiVersion: v1\ndata:\n  extra: "${data}"\nkind: "Secret"\nmetadata:\n  name: sa`,
    `kind: Secret\nmetadata:\n  name: db\nstringData:\n  password: ${password()}`,
  ]) refused(text);
});

test('provider tokens with a distinctive shape are refused on their own', () => {
  const samples: [string, string][] = [
    ['1password secret key', 'A' + '3-' + pick(UPPER + DIGITS, 6) + '-' + pick(UPPER + DIGITS, 11) + '-' + pick(UPPER + DIGITS, 5) + '-' + pick(UPPER + DIGITS, 5) + '-' + pick(UPPER + DIGITS, 5)],
    ['adobe', 'p8' + 'e-' + an(32)],
    ['airtable pat', 'pa' + 't' + an(14) + '.' + hex(64)],
    ['alibaba', 'LT' + 'AI' + an(20)],
    ['artifactory', 'AK' + 'Cp' + an(69)],
    ['bedrock', 'AB' + 'SK' + b64(120)],
    ['clojars', 'CLO' + 'JARS_' + lowerAn(60)],
    ['cloudflare origin ca', 'v1' + '.0-' + hex(24) + '-' + hex(146)],
    ['defined networking', 'dn' + 'key-' + lowerAn(26) + '-' + lowerAn(52)],
    ['dropbox', 's' + 'l.' + an(135)],
    ['duffel', 'duf' + 'fel_test_' + an(43)],
    ['dynatrace', 'dt' + '0c01.' + pick(UPPER + DIGITS, 24) + '.' + an(64)],
    ['easypost', 'EZ' + 'AK' + an(54)],
    ['facebook app token', pick('123456789', 1) + pick(DIGITS, 15) + '|' + an(27)],
    ['flutterwave', 'FLW' + 'SECK_TEST-' + hex(32) + '-X'],
    ['fly.io', 'Fly' + 'V1 fm2_' + b64(120)],
    ['frame.io', 'fi' + 'o-u-' + an(64)],
    ['grafana api key', 'eyJr' + 'Ijoi' + an(72)],
    ['harness', 'pa' + 't.' + an(22) + '.' + an(24) + '.' + an(20)],
    ['terraform cloud', lowerAn(14) + '.atl' + 'asv1.' + lowerAn(64)],
    ['infracost', 'ic' + 'o-' + an(32)],
    ['intra42', 's-s4' + 't2ud-' + hex(64)],
    ['jwt in base64', Buffer.from('ey' + 'JhbGciOiJIUzI1NiJ9.' + 'ey' + 'J' + an(40) + '.' + an(43)).toString('base64')],
    ['mailgun public', 'pub' + 'key-' + hex(32)],
    ['mapbox secret', 's' + 'k.eyJ' + an(60) + '.' + an(22)],
    ['maxmind', an(6) + '_' + an(29) + '_m' + 'mk'],
    ['teams webhook', 'https://acme.' + 'webhook.office.com/webhookb2/' + uuid() + '@' + uuid() + '/IncomingWebhook/' + hex(32) + '/' + uuid()],
    ['new relic insert', 'NR' + 'II-' + an(32)],
    ['octopus', 'AP' + 'I-' + pick(UPPER + DIGITS, 26)],
    ['openshift', 'sha' + '256~' + an(43)],
    ['perplexity', 'pp' + 'lx-' + an(48)],
    ['plaid', 'acc' + 'ess-sandbox-' + uuid()],
    ['planetscale', 'psc' + 'ale_tkn_' + an(43)],
    ['prefect', 'pn' + 'u_' + an(36)],
    ['pulumi', 'pu' + 'l-' + hex(40)],
    ['readme', 'rd' + 'me_' + lowerAn(70)],
    ['rubygems', 'ruby' + 'gems_' + hex(48)],
    ['scalingo', 't' + 'k-us-' + an(48)],
    ['sendinblue', 'xkey' + 'sib-' + hex(64) + '-' + an(16)],
    ['settlemint', 'sm' + '_pat_' + an(16)],
    ['shippo', 'ship' + 'po_live_' + hex(40)],
    ['sonarqube', 'sq' + 'u_' + hex(40)],
    ['sourcegraph', 'sg' + 'p_' + hex(40)],
    ['stripe prod', 's' + 'k_prod_' + an(24)],
    ['twitter bearer', 'A'.repeat(22) + an(80)],
    ['typeform', 'tf' + 'p_' + an(59)],
    ['yandex', 'AQ' + 'VN' + an(36)],
    ['slack webhook (one segment)', 'https://hooks.' + 'slack.com/services/' + lowerAn(44)],
    ['slack config token', 'xo' + 'xe.xoxp-1-' + pick(UPPER + DIGITS, 164)],
    ['gitlab feature flag', 'gl' + 'ffct-' + an(20)],
    ['gitlab session', '_gitlab_' + 'session=' + hex(32)],
  ];
  for (const [label, value] of samples) {
    const f = checkContent(value);
    assert.equal(f?.code, 'SECRET_DETECTED', `${label}: ${value.slice(0, 12)}…`);
  }
});

test('an AWS secret key split by "/" and tokens right after "=" or ":" are refused', () => {
  const aws = () => an(13) + '/' + an(7) + '/' + an(18);
  refused(`The AWS secret is ${aws()}`);
  refused(`note: ${aws()} for the reporting user`);
  refused(`x=${an(36)}`);
  refused(`note:${an(36)}`);
  refused(`deploy with key=${an(40)} tonight`);
});

test('a 64-hex private key after a label is refused', () => {
  refused(`Signing seed: ${hex(64)}`);
  refused(`wallet private key = ${hex(64)}`);
  refused(`The validator key is ${hex(64)}.`);
});

test('a token split by one space, or across content and tags, is refused', () => {
  const t = an(40);
  refused(`deploy token ${t.slice(0, 20)} ${t.slice(20)}`);
  refused(`ci uses ${'gh' + 'p_'} ${an(36)}`);
  refused(`${'gh' + 'p_' + an(18)} ${an(18)}`);
  const body = an(36);
  const f = checkRecord({ content: `CI pushes with ${'gh' + 'p_'}${body.slice(0, 14)}`, tags: [body.slice(14).toLowerCase()], scope: 'user:default' });
  assert.equal(f?.code, 'SECRET_DETECTED');
});

test('homoglyphs and invisible tag characters do not hide a secret', () => {
  refused('AK' + 'I\u0410' + pick(UPPER, 16));
  refused('\u0410KIA' + pick(UPPER, 16) + ' is the deploy key id');
  refused(`The db pass\u{E0041}word is ${password()}`);
  refused(`pass\u{E0077}word: ${password()}`);
  refused(`The p\u0430ssword is ${password()}`);
});

test('password words in other languages introduce a password', () => {
  for (const text of [
    `mot de passe: ${password()}`,
    `Le mot de passe de la base est ${password()}`,
    `Das Passwort ist ${password()}`,
    `Kennwort: ${password()}`,
    `La contraseña es ${password()}`,
    `contrasena=${password()}`,
    `A senha do banco é ${password()}`,
    `Het wachtwoord is ${password()}`,
    `La password del server è ${password()}`,
    `hasło: ${password()}`,
    `lösenord: ${password()}`,
    `salasana on ${password()}`,
    `пароль: ${password()}`,
    `密码：${password()}`,
    `パスワードは ${password()}`,
    `비밀번호: ${password()}`,
  ]) refused(text);
});

test('credential pairs without the word "password" are refused', () => {
  for (const text of [
    'The prod db login is admin / Tr0ub4dor&3xyz',
    'db user admin pw Hunter2Zebra!99',
    'Staging login: admin / P@ssw0rd123',
    'Log in to staging as admin with P@ssw0rd123',
    'staging creds admin:P@ssw0rd123',
    'The Jenkins user is deploy and its pass is Xk29!vLq7',
    `Sign in to Grafana as ops using ${password()}`,
    `VPN credentials: jdoe / ${password()}`,
    `The ssh login for the box is root:${password()}`,
    `ftp account backup pwd ${password()}`,
  ]) refused(text);
});

test('sensitive facts about a person are refused when words stand between name and verb', () => {
  refused('Alice from the backend team has type 2 diabetes and is on insulin', 'SENSITIVE_PERSONAL_FACT');
  refused('Bob in QA was diagnosed with cancer last month', 'SENSITIVE_PERSONAL_FACT');
  refused('Carol, our designer, is on medical leave until June', 'SENSITIVE_PERSONAL_FACT');
  refused("Jane Doe's home address is 42 Elm Street, Springfield", 'PII_DETECTED');
  refused('Send the contract to his home address: 17 Baker Road, Leeds', 'PII_DETECTED');
  refused('Dave lives at 221 Oak Avenue with his family', 'PII_DETECTED');
});

test('near misses stay allowed', () => {
  for (const text of [
    'Log in to staging as admin with SSO.',
    'The Jenkins user is deploy.',
    'The login page is served from /login.',
    'Use `curl -u "$USER:$TOKEN"` for the internal API.',
    'docker run -u 1000:1000 keeps file ownership sane.',
    'git push -u origin main sets the upstream.',
    'The header is Authorization: Bearer $TOKEN in every example.',
    'Authorization: required for every /admin route.',
    'Alice from the backend team owns the cache layer.',
    'Bob in QA was assigned the flaky checkout test.',
    'Our office address is on the website footer.',
    'The signing seed is stored in Vault under release/seed.',
    'The sha256 of the release tarball is ' + hex(64) + '.',
    'Das Passwort ist im Tresor gespeichert.',
    'Le mot de passe est dans le coffre.',
    'kind: Secret objects are created by sealed-secrets, never by hand.',
    'const CACHE_KEY = "user:profile:v2";',
    'const TRANSLATION_KEY = "checkout.title2";',
    'const PRIMARY_KEY = "id";',
    'export DOCKER_IMAGE=node:22-alpine',
    'Use node:22-alpine as the base image for the user service.',
    'The user service listens on localhost:8080.',
    'Images are tagged registry.acme.dev/api:1.14.2 after the user signs off.',
    'Tests pass --runInBand on CI.',
    'The lockfile integrity for zod is sha512-' + b64(86) + '==.',
    'Run pnpm test:unit2 before Commit3 lands on main.',
  ]) allowed(text);
});

test('a 100 kB pathological input returns', () => {
  const inputs = [
    'a'.repeat(100_000),
    'password '.repeat(11_000),
    'x=' + 'A1b2'.repeat(25_000),
    ('user admin / ' + 'P@ss1 ').repeat(5_000),
    ('curl -u "' + 'a:'.repeat(50_000)),
    ('<a key="' + 'k'.repeat(10) + '" value="').repeat(4_000),
    ('Ab1 ').repeat(25_000),
    ('kind: secret\ndata:\n').repeat(5_000),
    ('Alice from the ').repeat(7_000) + 'has cancer',
    'пароль '.repeat(14_000),
    ('\u0410' + 'a').repeat(50_000),
  ];
  for (const text of inputs) {
    scanContent(text);
    checkRecord({ content: text, tags: ['x'], scope: 'user:default', source: 'test' });
  }
});
