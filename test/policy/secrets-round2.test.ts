// Issue 24 §3 and §4: credentials on a command line, keys named in plain words, encoded
// tokens, TOTP seeds, seed phrases, tokens split by a line break or by a space after a
// digit-free vendor head, and TAG characters. Each example is the issue's own shape; values are
// built at run time so this file holds nothing a secret scanner would flag.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { assertContentAllowed, checkContent, checkRecord, scanContent } from '../../lib/policy/index.ts';
import { an, pick } from './samples.ts';
import { wordlist as french } from '@scure/bip39/wordlists/french.js';
import { wordlist as italian } from '@scure/bip39/wordlists/italian.js';
import { wordlist as portuguese } from '@scure/bip39/wordlists/portuguese.js';
import { wordlist as spanish } from '@scure/bip39/wordlists/spanish.js';

const refused = (text: string, rule?: string) => {
  const f = checkContent(text);
  assert.equal(f?.code, 'SECRET_DETECTED', `expected SECRET_DETECTED for: ${JSON.stringify(text)}; got ${JSON.stringify(f)}`);
  if (rule) assert.equal(f?.rule, rule, JSON.stringify(text));
};
const allowed = (text: string) => assert.deepEqual(scanContent(text).map((x) => x.rule), [], `expected no finding for: ${JSON.stringify(text)}`);

const LOWER = 'abcdefghijklmnopqrstuvwxyz';
const UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const picked = () => pick(UPPER, 1) + pick(LOWER, 3) + '0' + pick(LOWER, 3) + '&3' + pick(LOWER, 1) + 'K';
const gh = () => 'gh' + 'p_' + an(36);

test('passwords handed to a command as a short flag are refused', () => {
  const pw = picked();
  for (const text of [
    `mysql -u root -p${pw}`,
    `Connect with mysql -u root -p${pw} to the staging db.`,
    `mysqldump -h db.internal -u backup -p${pw} app > dump.sql`,
    `mysql -u root -p ${pw}`,
    `sshpass -p '${pw}' ssh deploy@10.0.0.5`,
    `sshpass -p 'sunshine' ssh deploy@10.0.0.5`,
    `docker login -u ci -p ${an(14)} registry.internal`,
    `podman login registry.example.org -u ci -p "${pw}"`,
    `helm registry login ghcr.io -u ci -p ${an(20)}`,
    `redis-cli -h cache -a ${an(16)} ping`,
    `smbclient //nas/share -U alice%${pw}`,
    `openssl pkcs12 -in cert.p12 -passin pass:${pw}`,
    `unzip -P x -p${pw} archive.zip`,
  ]) refused(text);
});

test('short flags that are not passwords pass', () => {
  for (const text of [
    'ssh -p 2222 deploy@10.0.0.5 runs the tunnel.',
    'docker run -p 8080:80 nginx serves the docs locally.',
    'Use mkdir -p build/out before copying.',
    'Compile with gcc -pthread -pedantic.',
    'Run mysql -u root -p and type the password at the prompt.',
    'mysql -u root -p app_db opens the app database after the prompt.',
    'docker login -u ci -p "$REGISTRY_TOKEN" registry.internal',
    'sshpass -p "$SSHPASS" ssh deploy@host',
    'echo "$REDIS_PASSWORD" | redis-cli -a "$(cat /run/secrets/redis)" ping',
    'find . -perm -444 -print',
  ]) allowed(text);
});

test('keys, passphrases, PINs and recovery codes named in plain words are refused', () => {
  for (const text of [
    `The office Wi-Fi key is ${picked()}.`,
    'The office Wi-Fi key is correct-horse-battery-staple',
    'The office wifi password is sunflower42',
    'My passphrase is correct horse battery staple',
    'The passphrase for the backup disk: "blue river morning"',
    'The alarm PIN is 4711',
    'PIN for the door: 8264',
    'Alarm PIN 4711, door code 8264.',
    'The recovery code is 8f3k-29dj-4kq1',
    'Backup codes: 4829-1123, 9981-2231',
    'Das WLAN-Passwort ist Sonnenblume42',
    'La clé wifi est soleil2024',
    'El código de recuperación es 7731-2291',
  ]) refused(text);
});

test('sentences about keys, PINs, seeds and codes without one pass', () => {
  for (const text of [
    'The Wi-Fi key is printed on the router.',
    'The passphrase is stored in 1Password.',
    'The recovery code is required for login.',
    'The PIN is 4 digits long.',
    'PIN 1234 digits are masked in the UI.',
    'Pin 2024 as the baseline year.',
    'Use seed 42 for reproducible tests.',
    'The seed is fixed at 1234 in CI.',
    'Pin `uses:` actions to full commit SHAs.',
    'Pin the Node version in .nvmrc.',
    'Error code: 500 means the upstream failed.',
    'The exit code is 137 when the OOM killer fires.',
    'The status code: 404 for a missing memory.',
  ]) allowed(text);
});

test('TOTP seeds and wallet seed phrases are refused, labelled or not', () => {
  const seed = pick('ABCDEFGHIJKLMNOPQRSTUVWXYZ', 12) + '3K7Q';
  refused(`otpauth://totp/ACME:alice@acme.io?secret=${seed}&issuer=ACME`, 'totp-seed');
  refused(`TOTP secret ${seed}`);
  refused(`2FA setup key: ${seed.toLowerCase().replace(/(.{4})/g, '$1 ').trim()}`, 'totp-seed');
  const words = 'abandon ability able about above absent absorb abstract absurd abuse access accident account accuse achieve acid'.split(' ');
  refused(words.slice(0, 12).join(' '), 'seed-phrase');
  refused(`wallet words:\n${words.slice(0, 12).map((w, i) => `${i + 1}. ${w}`).join('\n')}`);
  refused(words.slice(0, 12).join(', '));
  // Eleven words are not a phrase; prose of listed words is interrupted by words not on it.
  allowed(words.slice(0, 11).join(' '));
  allowed('Always add a test for the fix and never skip the linter before you push to the main branch of the repo.');
});

test('tokens hidden in hex, base64 or percent-encoding are refused', () => {
  const token = gh();
  refused(`deploy token hex ${Buffer.from(token).toString('hex')}`);
  refused(`stored as ${Buffer.from(token).toString('hex')}`);
  refused(`base64: ${Buffer.from(token).toString('base64')}`);
  refused(`${Buffer.from(`AKIA${pick('ABCDEFGHIJKLMNOPQRSTUVWXYZ234567', 16)}`).toString('base64')}`);
  refused(`url-safe ${Buffer.from(`token ${token}`).toString('base64url')}`);
  refused(`encoded ${[...token].map((c) => `%${c.charCodeAt(0).toString(16)}`).join('')}`);
  // Hashes and binary base64 decode to no text.
  allowed('The release tarball sha256 is 9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08.');
  allowed('The favicon is inlined as data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAYAAAAf8/9hAAAA.');
});

test('a token split by a line break, or by a space after a vendor head with no digit, is refused', () => {
  const token = gh();
  refused(`${token.slice(0, 20)}\n${token.slice(20)}`);
  refused(`token:\n  ${token.slice(0, 14)}\n  ${token.slice(14)}`);
  const head = 'gh' + 'p_' + pick(LOWER + UPPER, 10);
  refused(`${head} ${an(26)}`);
  refused(`AKIA${pick('ABCDEFGHIJKLMNOPQRSTUVWXYZ', 7)} ${pick('ABCDEFGHIJKLMNOPQRSTUVWXYZ', 2)}8${pick('ABCDEFGHIJKLMNOPQRSTUVWXYZ', 2)}9${pick('ABCDEFGHIJKLMNOPQRSTUVWXYZ', 3)}`);
  refused(`sk_` + `live_${pick(LOWER + UPPER, 4)} ${an(20)}`);
  // Words after a line break stay words.
  allowed('Use ghp_ prefixes in docs only as examples.\nRotate tokens monthly.');
});

test('invisible code points and TAG letters do not hide a password word', () => {
  const pw = `Hunter${pick('0123456789', 1)}zebra`;
  refused(`pa\u{E0073}sword is ${pw}`);
  refused(`pass\u{E0041}word is ${pw}`);
  refused(`pass\u061cword is ${pw}`);
  refused(`pass\u{1D173}word is ${pw}`);
  refused(`pass\u180eword is ${pw}`);
});

test('errors for every new rule carry no part of the refused text', () => {
  const pw = picked();
  for (const text of [`mysql -u root -p${pw}`, `The office Wi-Fi key is ${pw}`, `TOTP secret ${pick(UPPER, 14)}7Q`, `stored as ${Buffer.from(gh()).toString('hex')}`]) {
    try {
      assertContentAllowed(text);
      assert.fail(`expected a refusal for ${text}`);
    } catch (error) {
      const shown = JSON.stringify({ message: (error as Error).message, details: (error as { details?: unknown }).details });
      for (const piece of text.split(/\s+/).filter((w) => w.length >= 6)) assert.ok(!shown.includes(piece), `error repeats ${piece}`);
    }
  }
});

test('the whole record is read the same way: a split token across content and tags', () => {
  const token = gh();
  const f = checkRecord({ content: `deploy with ${token.slice(0, 14)}`, tags: [token.slice(14).toLowerCase()] });
  assert.equal(f?.code, 'SECRET_DETECTED');
});

test('variants a second hostile pass would try: quoting, piping, spacing, separators', () => {
  const pw = picked();
  for (const text of [
    `mysql -uroot -p'${pw}'`,
    `mysql -h db -P 3306 -u root -p${pw}`,
    `sshpass -p${pw} ssh host`,
    `echo ${pw} | docker login -u ci --password-stdin`,
    `echo 'deploy:${pw}' | sudo chpasswd`,
    `Office WiFi: ${pw}`,
    'WiFi pw is sunflower42',
    'my debit card PIN is 4711',
    'Abandon Ability Able About Above Absent Absorb Abstract Absurd Abuse Access Accident',
    'abandon / ability / able / about / above / absent / absorb / abstract / absurd / abuse / access / accident',
    'Google Authenticator key: JBSW Y3DP EHPK 3PXP',
  ]) refused(text);
  const token = gh();
  refused(`${token.slice(0, 8)} ${token.slice(8, 14)} ${token.slice(14)}`);
  refused(`AKIA ${pick('ABCDEFGHIJKLMNOPQRSTUVWXYZ', 8)}7${pick('ABCDEFGHIJKLMNOPQRSTUVWXYZ', 7)}`);
  allowed('echo "$REGISTRY_TOKEN" | docker login -u ci --password-stdin');
  allowed("printf '%s' \"$PW\" | passwd --stdin deploy");
});

// A third pass (hostile24): the same item with commands and wordings the issue did not list.
test('passwords on other command lines are refused: -u … -p apart, -P, -w, -storepass, zip -P, htpasswd -b, net use', () => {
  const pw = picked();
  for (const text of [
    `mongosh -u admin -p ${pw}`,
    `mongosh -u admin -p 'sunshine'`,
    `az login -u ci@corp.example -p ${pw}`,
    `sqlcmd -S db -U sa -P ${pw}`,
    `ldapsearch -x -D cn=admin,dc=corp -w ${pw} -b dc=corp`,
    `keytool -list -keystore ks.jks -storepass ${pw}`,
    `jarsigner -keystore k.jks -keypass ${pw} app.jar release`,
    `zip -P ${pw} secrets.zip notes.txt`,
    `htpasswd -b .htpasswd admin ${pw}`,
    'htpasswd -nb admin sunshine',
    `net use \\\\nas\\share /user:corp\\ci ${pw}`,
  ]) refused(text, 'cli-short-password-flag');
});

test('those flags without a password pass', () => {
  for (const text of [
    'psql -U app -p 5432 -d app',
    'top -u postgres -p 1234',
    'docker run -u 1000 -p 8080:80 nginx',
    'git log -u -p HEAD~3',
    'keytool -list -keystore ks.jks -storepass:env STOREPASS',
    'keytool -list -storepass "$STOREPASS"',
    'ldapsearch -x -W -D cn=admin',
    'net use Z: \\\\nas\\share /user:corp\\ci *',
    'zip -P "$ZIP_PASSWORD" out.zip notes.txt',
    'htpasswd -c .htpasswd admin',
    'useradd -u 1001 -p "$(openssl passwd -6 x)" bob',
    'Run the suite with the -u and -p flags.',
  ]) allowed(text);
});

test('a TOTP seed with words between its name and "is" is refused', () => {
  refused('The authenticator key for the ci account is GEZDGNBVGY3TQOJQGEZDGNBVGY', 'totp-seed');
  refused('2FA secret of the shared admin login: JBSW Y3DP EHPK 3PXP', 'totp-seed');
  allowed('The authenticator key for the ci account is in the vault.');
});

test('a vendor token split by several spaces, a tab or a string concatenation is read whole', () => {
  const t = gh();
  for (const text of [
    `${t.slice(0, 14)}  ${t.slice(14)}`,
    `${t.slice(0, 14)}\t${t.slice(14)}`,
    `const token = "${t.slice(0, 20)}" + "${t.slice(20)}";`,
    `TOKEN = ("${t.slice(0, 20)}"\n         "${t.slice(20)}")`,
    `token: '${t.slice(0, 18)}' + '${t.slice(18)}'`,
  ]) refused(text, 'github-token');
  // Two random pieces apart by more than one space (an aligned table of hashes) stay apart.
  allowed('| a1b2c3d4e5  | f6a7b8c9d0 |');
  allowed('const a = "v1.2.3" + "-beta4";');
});

test('a password word or a token spelled one character at a time is read joined', () => {
  const t = gh();
  refused(`P A S S W O R D = ${picked()}`);
  refused(`p-a-s-s-w-o-r-d is ${picked()}`);
  refused(`the p.a.s.s.w.o.r.d is ${picked()}`);
  refused(t.split('').join(' '), 'github-token');
  for (const text of ['Steps: a b c d e f in order', 'Use U.S.A. dates and the 1-2-3-4-5-6 rule', 'The key is A B C D E F G on the piano', 'Versions 1.2.3.4.5.6 and 2.0.0']) allowed(text);
});

test('a seed phrase from BIP-39\'s Spanish, French, Italian or Portuguese list is refused, composed or not', () => {
  const phrase = (list: readonly string[], seed: number) => Array.from({ length: 12 }, (_, i) => list[(seed * 7919 + i * 104729) % 2048]!).join(' ');
  for (const list of [spanish, french, italian, portuguese]) {
    refused(phrase(list, 3).normalize('NFC'), 'seed-phrase');
    refused(phrase(list, 5).normalize('NFD'), 'seed-phrase');
    refused(phrase(list, 7).split(' ').map((w, i) => `${i + 1}. ${w}`).join('\n'), 'seed-phrase');
  }
  for (const text of [
    'La casa tiene una puerta roja y una ventana grande que da al jardín de atrás.',
    'Il faut lancer les tests avant de pousser la branche principale sur le serveur de production.',
    'Usa sempre il comando make test prima di fare il push del ramo principale del progetto.',
    'Sempre rode os testes antes de enviar o ramo principal para o servidor de produção.',
  ]) allowed(text);
});

test('a VPN shared secret or PSK, a password right after its name, and a credential given to a config command are refused', () => {
  const pw = picked();
  for (const text of [
    `The VPN shared secret is ${pw}`,
    `PSK for the office VPN: ${pw}`,
    `wifi passwort ${pw}`,
    `wifi password ${pw}, it is on the router`,
    `aws configure set aws_secret_access_key ${an(40)}`,
    `npm config set //registry.npmjs.org/:_authToken ${an(36)}`,
    `gh secret set DEPLOY_KEY --body ${pw}`,
  ]) refused(text);
  for (const text of [
    'The VPN shared secret is stored in 1Password',
    'Rotate the PSK every quarter',
    'The shared secret lives in Vault under kv/vpn',
    'aws configure set region eu-west-1',
    'aws configure set aws_secret_access_key "$AWS_SECRET"',
    'npm config set registry https://registry.npmjs.org/',
    'gh secret set DEPLOY_KEY < key.txt',
  ]) allowed(text);
});
