// Fake credentials for the policy tests, generated at run time from a fixed seed. Prefixes
// are split and bodies are random so this file holds nothing a secret scanner would flag.

function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const next = rng(20260911);
const AN = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const HEX = '0123456789abcdef';
const B64 = AN + '+/';
const URLSAFE = AN + '-_';
const DIGITS = '0123456789';
const UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

export function pick(alphabet: string, n: number): string {
  let out = '';
  for (let i = 0; i < n; i++) out += alphabet[Math.floor(next() * alphabet.length)];
  // Every generated body mixes classes, like real keys do.
  return out;
}

const an = (n: number) => pick(AN, n - 3) + pick('ABCDEFGHJKLMNPQRSTUVWXYZ', 1) + pick('abcdefghijkmnopqrstuvwxyz', 1) + pick(DIGITS, 1);
const hex = (n: number) => pick(HEX, n - 2) + pick('abcdef', 1) + pick(DIGITS, 1);
const b64 = (n: number) => pick(B64, n - 3) + 'Q' + 'z' + '7';
const urlsafe = (n: number) => pick(URLSAFE, n - 3) + 'K' + 'm' + '4';
const uuid = () => `${hex(8)}-${hex(4)}-4${hex(3)}-a${hex(3)}-${hex(12)}`;
const pemBody = (lines: number, width = 64) => Array.from({ length: lines }, () => b64(width)).join('\n');
const BEGIN = '-----BEGIN ';
const END = '-----END ';

// [provider, value]; contexts are applied below.
const VALUES: [string, () => string][] = [
  ['github classic', () => 'gh' + 'p_' + an(36)],
  ['github oauth', () => 'gh' + 'o_' + an(36)],
  ['github app', () => 'gh' + 's_' + an(36)],
  ['github user-to-server', () => 'gh' + 'u_' + an(36)],
  ['github fine-grained', () => 'github' + '_pat_' + '11' + pick(UPPER, 20) + '_' + an(59)],
  ['gitlab', () => 'gl' + 'pat-' + urlsafe(20)],
  ['gitlab deploy', () => 'gl' + 'dt-' + urlsafe(20)],
  ['slack bot', () => 'xo' + 'xb-' + pick(DIGITS, 12) + '-' + pick(DIGITS, 13) + '-' + an(24)],
  ['slack user', () => 'xo' + 'xp-' + pick(DIGITS, 12) + '-' + pick(DIGITS, 13) + '-' + pick(DIGITS, 13) + '-' + hex(32)],
  ['slack webhook', () => 'https://hooks.' + 'slack.com/services/T' + pick(UPPER, 8) + '/B' + pick(UPPER, 10) + '/' + an(24)],
  ['aws access key id', () => 'AK' + 'IA' + pick(UPPER, 16)],
  ['aws sts key id', () => 'AS' + 'IA' + pick(UPPER, 16)],
  ['aws secret key', () => 'aws_secret_access_key = ' + b64(40)],
  ['gcp api key', () => 'AI' + 'za' + urlsafe(35)],
  ['gcp service account', () => `{"type": "service_account", "project_id": "demo", "private_key": "${BEGIN}PRIVATE KEY-----\\n${b64(64)}\\n${b64(64)}\\n${END}PRIVATE KEY-----\\n"}`],
  ['gcp oauth secret', () => 'GOC' + 'SPX-' + urlsafe(28)],
  ['azure storage', () => 'DefaultEndpointsProtocol=https;AccountName=acmeprod;Account' + 'Key=' + b64(86) + '==;EndpointSuffix=core.windows.net'],
  ['azure client secret', () => pick(AN, 3) + '8' + 'Q~' + urlsafe(34)],
  ['stripe live', () => 's' + 'k_live_' + an(24)],
  ['stripe restricted', () => 'r' + 'k_live_' + an(24)],
  ['stripe test', () => 's' + 'k_test_' + an(24)],
  ['stripe webhook', () => 'wh' + 'sec_' + an(32)],
  ['openai legacy', () => 's' + 'k-' + an(20) + 'T3Blbk' + 'FJ' + an(20)],
  ['openai project', () => 's' + 'k-proj-' + urlsafe(74) + 'T3Blbk' + 'FJ' + urlsafe(74)],
  ['anthropic', () => 's' + 'k-ant-api03-' + urlsafe(93) + 'AA'],
  ['npm', () => 'np' + 'm_' + an(36)],
  ['pypi', () => 'py' + 'pi-AgEIcHlwaS5vcmc' + urlsafe(60)],
  ['twilio api key', () => 'S' + 'K' + hex(32)],
  ['sendgrid', () => 'S' + 'G.' + urlsafe(22) + '.' + urlsafe(43)],
  ['mailgun', () => 'ke' + 'y-' + hex(32)],
  ['discord bot', () => 'M' + an(25) + '.' + urlsafe(6) + '.' + urlsafe(38)],
  ['telegram bot', () => pick('123456789', 1) + pick(DIGITS, 9) + ':A' + 'A' + urlsafe(33)],
  ['shopify', () => 'sh' + 'pat_' + hex(32)],
  ['shopify secret', () => 'sh' + 'pss_' + hex(32)],
  ['heroku', () => 'HR' + 'KU-' + urlsafe(60)],
  ['digitalocean', () => 'do' + 'p_v1_' + hex(64)],
  ['linear', () => 'lin' + '_api_' + an(40)],
  ['notion', () => 'nt' + 'n_' + pick(DIGITS, 11) + an(35)],
  ['huggingface', () => 'h' + 'f_' + an(34)],
  ['jwt', () => 'ey' + 'JhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.' + 'ey' + 'J' + urlsafe(60) + '.' + urlsafe(43)],
  ['rsa private key', () => `${BEGIN}RSA PRIVATE KEY-----\n${pemBody(6)}\n${END}RSA PRIVATE KEY-----`],
  ['openssh private key', () => `${BEGIN}OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW\n${pemBody(4, 70)}\n${END}OPENSSH PRIVATE KEY-----`],
  ['ec private key', () => `${BEGIN}EC PRIVATE KEY-----\n${pemBody(3)}\n${END}EC PRIVATE KEY-----`],
  ['pkcs8 private key', () => `${BEGIN}PRIVATE KEY-----\n${pemBody(5)}\n${END}PRIVATE KEY-----`],
  ['vault', () => 'hv' + 's.' + urlsafe(90)],
  ['doppler', () => 'dp' + '.st.' + 'prd.' + an(40)],
  ['tailscale', () => 'ts' + 'key-auth-' + an(12) + '-' + an(30)],
  ['vercel', () => 'vc' + 'p_' + an(40)],
  ['cloudflare', () => 'cf' + 'at_' + an(48)],
  ['grafana', () => 'gl' + 'sa_' + an(32) + '_' + hex(8)],
  ['figma', () => 'fi' + 'gd_' + urlsafe(40)],
  ['databricks', () => 'da' + 'pi' + hex(32)],
  ['docker', () => 'dc' + 'kr_pat_' + urlsafe(27)],
  ['groq', () => 'gs' + 'k_' + an(52)],
  ['atlassian', () => 'ATA' + 'TT3' + urlsafe(180)],
  ['postman', () => 'PM' + 'AK-' + hex(24) + '-' + hex(34)],
];

const CONTEXTS: ((v: string) => string)[] = [
  (v) => v,
  (v) => `My token is ${v}, use it when the CLI asks.`,
  (v) => `export SERVICE_CREDENTIAL="${v}"`,
];

// Credentials that only context reveals.
const CONTEXTUAL: (() => string)[] = [
  () => 'Use password hunter2 for local testing.',
  () => 'the db password is hunter2',
  () => 'The admin password on staging is ' + an(12) + '!',
  () => 'My sudo password is ' + pick('abcdefghijklmnop', 4) + pick(DIGITS, 4) + ', you need it for docker.',
  () => 'DB_PASSWORD=' + an(16),
  () => 'POSTGRES_PASSWORD: ' + an(20),
  () => 'password = "' + an(10) + '"',
  () => '{"username": "deploy", "password": "' + an(14) + '"}',
  () => 'pwd=' + an(9) + '#',
  () => 'passwd: S3cure' + pick(DIGITS, 3) + '!',
  () => 'Log in as admin with password Tr0ub4dor&3 on the staging box.',
  () => 'The wifi passphrase is ' + an(12),
  () => 'The password for the root account is ' + pick(DIGITS, 6) + '.',
  () => 'smtp password -> ' + an(12),
  () => 'client_secret=' + an(32),
  () => 'CLIENT_SECRET: "' + an(40) + '"',
  () => 'api_key: ' + an(32),
  () => 'apikey=' + hex(32),
  () => 'ACCESS_KEY = ' + an(24),
  () => 'SECRET_KEY_BASE=' + hex(128),
  () => 'JWT_SECRET=' + an(40),
  () => 'SESSION_SECRET="' + an(32) + '"',
  () => 'token = ' + an(40),
  () => 'x-api-key: ' + an(40),
  () => 'The API key is ' + hex(32) + ' for the metrics account.',
  () => 'Datadog API key ' + hex(32) + ' goes in the agent config.',
  () => 'Twilio auth token ' + hex(32),
  () => 'HEROKU_API_KEY=' + uuid(),
  () => 'the deploy token is ' + an(40),
  () => 'access token: ' + an(44),
  () => 'Authorization: Bearer ' + an(40),
  () => 'curl -H "Authorization: Bearer ' + urlsafe(48) + '" https://api.internal.dev/v1/me',
  () => 'Authorization: Basic ' + Buffer.from('deploy:' + an(14)).toString('base64'),
  () => 'Authorization: Token ' + hex(40),
  () => 'postgres://app_admin:' + an(18) + '@db.internal.acme.dev:5432/orders',
  () => 'postgresql://reporter:' + an(12) + '@10.0.4.12/analytics',
  () => 'mongodb+srv://svc-reporting:' + an(16) + '@cluster0.x8fk2.mongodb.net/reports?retryWrites=true',
  () => 'redis://:' + an(24) + '@cache.internal:6379/0',
  () => 'redis://default:' + an(24) + '@redis-13021.c1.cloud.redislabs.com:13021',
  () => 'amqp://rabbit:' + an(14) + '@mq.internal:5672/vhost',
  () => 'mysql://root:' + an(10) + '@127.0.0.1:3306/app',
  () => 'jdbc:mysql://admin:' + an(10) + '@db.company.com:3306/app_db',
  () => 'https://admin:' + an(14) + '@jenkins.internal.acme.dev/',
  () => 'git clone https://x-access-token:' + an(36) + '@github.com/acme/private.git',
  () => 'ftp://deploy:' + an(10) + '@files.acme.dev/uploads',
  () => 'Cookie: sessionid=' + an(32) + '; csrftoken=' + an(32),
  () => 'Set-Cookie: __Host-session=' + urlsafe(40) + '; Path=/; Secure; HttpOnly',
  () => 'The session cookie is connect.sid=s%3A' + urlsafe(32) + '.' + urlsafe(40),
  () => 'curl -u deploy:' + an(20) + ' https://ci.acme.dev/job/release/build',
  () => 'mysql --user=doadmin --password=' + an(10) + '@1 --host=db.acme.dev',
  () => 'https://api.acme.dev/v1/export?access_token=' + an(40),
  () => 'kind: Secret\nmetadata:\n  name: db\ndata:\n  password: ' + b64(16),
  () => 'aws_secret_access_key=' + b64(40),
  () => 'Set AWS_SECRET_ACCESS_KEY to ' + b64(40) + ' before you deploy.',
  () => 'Here is the signing secret: ' + an(40),
  () => 'private_key = "0x' + hex(30) + 'ABCDEF' + hex(28) + '"',
  () => 'NPM_TOKEN=' + 'np' + 'm_' + an(36),
  () => '//registry.npmjs.org/:_authToken=' + an(36),
  () => 'The PIN for the test phone is 4821.',
  () => 'Use the key ' + an(40) + ' for the staging API.',
];

export function secretSamples(): { label: string; text: string }[] {
  const out: { label: string; text: string }[] = [];
  for (const [label, make] of VALUES) CONTEXTS.forEach((ctx, i) => out.push({ label: `${label} #${i + 1}`, text: ctx(make()) }));
  CONTEXTUAL.forEach((make, i) => out.push({ label: `contextual #${i + 1}`, text: make() }));
  return out;
}

export { an, hex, b64, uuid };
