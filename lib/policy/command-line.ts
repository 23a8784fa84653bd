// Passwords handed to a command as a short flag: `mysql -u root -pSecret` (the value glued to
// -p), `sshpass -p 'secret' ssh …`, `docker login -u ci -p …` (and podman, helm, oras,
// buildah, skopeo, nerdctl), `redis-cli -a secret`, `smbclient -U user%secret`, openssl's
// `-passin pass:secret`. `--password …` and `curl -u user:pass` live in http-auth.ts.
// A short flag means different things to different commands (`ssh -p 2222` is a port, `docker
// run -p 8080:80` a mapping, `mkdir -p` a switch), so the command is read first: a flag is a
// password only for a command that takes one there, or when the glued value is shaped like a
// password a person picked.
import type { Detector } from './types.ts';
import { isPlaceholder, isReference } from './entropy.ts';
import { passwordLike } from './logins.ts';
import { someMatch } from './first-matches.ts';

const MESSAGE = 'The text contains what looks like a password given on a command line.';

// A shell word: quoted or bare.
const WORD = String.raw`("[^"\n]{1,128}"|'[^'\n]{1,128}'|[^\s"'|;&]{1,128}(?:&[^\s"'|;&]+)*)`;

function unquote(v: string): string {
  return v.replace(/^"(.*)"$|^'(.*)'$/s, (_m, a: string | undefined, b: string | undefined) => a ?? b ?? '');
}

function notAValue(v: string): boolean {
  return v.length < 3 || isPlaceholder(v) || isReference(v) || /^[-$%{<[`]|\$\(|\$\{|\{\{/.test(v) || /^(?:pass(?:word)?|pwd|secret|token|stdin|prompt|file|env)$/i.test(v);
}

// Any value a command that takes a password here would read as one.
function statedValue(raw: string): boolean {
  const v = unquote(raw);
  return !notAValue(v);
}

type Row = { hint: RegExp; pattern: RegExp; value: (m: RegExpExecArray) => boolean };

// Commands whose -p (or -a, -U user%pass) is a password, each with the flag it reads.
const ROWS: readonly Row[] = [
  // sshpass -p secret …
  { hint: /sshpass/, pattern: new RegExp(String.raw`\bsshpass\s+(?:-[a-oq-zA-Z]\S*\s+)*-p\s*${WORD}`, 'g'), value: (m) => statedValue(m[1]!) },
  // docker/podman/nerdctl/buildah/skopeo/helm registry/oras login … -p secret
  { hint: /login/, pattern: new RegExp(String.raw`\b(?:docker|podman|nerdctl|buildah|skopeo|oras|crane|helm(?:\s+registry)?|regctl\s+registry|cf|oc)\s+(?:\S+\s+){0,2}?login\b[^\n|;&]{0,160}?\s-p(?:=|\s+)${WORD}`, 'g'), value: (m) => statedValue(m[1]!) },
  // echo secret | docker login -u ci --password-stdin: the echoed word is the password.
  { hint: /password-stdin|passwd|chpasswd/, pattern: new RegExp(String.raw`\b(?:echo|printf)\s+(?:-n\s+|-e\s+)*${WORD}\s*\|\s*(?:sudo\s+)?(?:\S+\s+){0,4}?(?:login\b[^\n|;&]*--password-stdin|passwd\b|chpasswd\b)`, 'g'), value: (m) => statedValue(m[1]!) && !/^[^:]*:$/.test(unquote(m[1]!)) },
  // redis-cli -a secret, redis-cli --pass secret
  { hint: /redis-cli/, pattern: new RegExp(String.raw`\bredis-cli\b[^\n|;&]{0,120}?\s(?:-a|--pass)(?:=|\s+)${WORD}`, 'g'), value: (m) => statedValue(m[1]!) },
  // smbclient/rpcclient/net … -U user%secret
  { hint: /%/, pattern: /(?:^|\s)(?:-U|--user(?:name)?)(?:=|\s+)["']?[^\s%"']{1,64}%([^\s"']{3,128})/g, value: (m) => !notAValue(m[1]!) },
  // openssl … -passin pass:secret / -passout pass:secret / -pass pass:secret
  { hint: /pass:/, pattern: /(?:^|\s)-pass(?:in|out)?\s+["']?pass:([^\s"']{3,128})/g, value: (m) => !notAValue(m[1]!) },
  // mysql, mysqldump, mariadb, mysqladmin: -pSECRET glued; with a space the next word is a
  // database, but a user who writes `-p Tr0ub4dor&3` means a password.
  { hint: /mysql|mariadb/, pattern: new RegExp(String.raw`\b(?:mysql|mysqldump|mysqladmin|mysqlimport|mysqlcheck|mysqlsh|mariadb|mariadb-dump)\b[^\n|;]{0,160}?\s-p(\s*)${WORD}`, 'g'),
    value: (m) => (m[1] === '' ? statedValue(m[2]!) : passwordLike(unquote(m[2]!))) },
  // A user and a password given apart, in any command: `mongosh -u admin -p S3cret…`,
  // `az login -u ci@corp -p …`, `sqlcmd -S db -U sa -P …`. The value must look picked (or be
  // quoted), so `psql -U app -p 5432`, `ps -u root -p 42` and `mysql -u root -p app_db` pass.
  { hint: /-[pP]/, pattern: new RegExp(String.raw`(?:^|\s)(?:-[uU]|--user(?:name)?)(?:=|\s+)[^\s|;&]{1,64}(?:\s+[^\n|;&]{0,80}?)?\s-[pP](?:=|\s+)${WORD}`, 'g'),
    value: (m) => separateValue(m[1]!) },
  // OpenLDAP's tools take the bind password as -w (-W prompts for it).
  { hint: /ldap/, pattern: new RegExp(String.raw`\bldap(?:search|modify|add|delete|passwd|whoami|compare|modrdn|exop|url)?\b[^\n|;&]{0,160}?\s-w\s*${WORD}`, 'g'), value: (m) => statedValue(m[1]!) },
  // keytool and jarsigner: -storepass / -keypass / -srcstorepass … VALUE (-storepass:env NAME
  // names a variable and passes).
  { hint: /pass/, pattern: new RegExp(String.raw`(?:^|\s)-(?:store|key|srcstore|deststore|srckey|destkey|new)pass\s+${WORD}`, 'g'), value: (m) => statedValue(m[1]!) },
  // zip, unzip and zipcloak: -P VALUE encrypts or opens an archive with that password.
  { hint: /zip/, pattern: new RegExp(String.raw`\b(?:zip|unzip|zipcloak|zipnote)\b[^\n|;&]{0,120}?\s-P\s+${WORD}`, 'g'), value: (m) => statedValue(m[1]!) },
  // htpasswd -b FILE USER PASSWORD (and -bc, -nb USER PASSWORD): the password is on the line.
  { hint: /htpasswd/, pattern: new RegExp(String.raw`\bhtpasswd\s+(?:-[a-zA-Z]*\s+)*-[a-zA-Z]*b[a-zA-Z]*\s+(?:-[a-zA-Z]+\s+)*(?:(?!-)\S+\s+){1,2}${WORD}`, 'g'), value: (m) => statedValue(m[1]!) },
  // Windows: net use \\server\share PASSWORD /user:NAME, or /user:NAME PASSWORD.
  { hint: /net\s+use/, pattern: new RegExp(String.raw`\bnet\s+use\b[^\n|;&]{0,160}?\s/user:\S+\s+${WORD}`, 'gi'), value: (m) => !/^[/*]/.test(unquote(m[1]!)) && statedValue(m[1]!) },
  // A config command given a credential-named key and its value: `aws configure set
  // aws_secret_access_key …`, `npm config set //registry/:_authToken …`, `git config
  // credential.password …`; and `gh secret set NAME --body …`.
  { hint: /config|secret set/, pattern: new RegExp(String.raw`\b(?:configure|config)\s+set\s+(?:--\S+\s+)*(\S*(?:secret|token|passw(?:or)?d|passwd|api[_-]?key|_auth\b|credential|private[_-]?key)\S*)(?:\s+|=)${WORD}|\bsecret\s+set\s+\S+\s+(?:\S+\s+)*?(?:-b|--body)(?:=|\s+)${WORD}`, 'gi'),
    value: (m) => { const v = m[2] ?? m[3]!; return statedValue(v) && unquote(v).length >= 6; } },
  // Any other command: -pVALUE glued, shaped like a picked password (letters and digits with
  // mixed case or a symbol), so -pthread, -p8080:80 and -print pass.
  { hint: /-p/, pattern: /(?:^|\s)-p((?:[^\s"'|;&]|&(?=\S))+)/g, value: (m) => gluedPassword(m[1]!) },
];

// A value given apart from its flag: quoted (someone meant a string) or shaped like a picked
// password; never a number, a port mapping or a path.
function separateValue(raw: string): boolean {
  const v = unquote(raw);
  if (notAValue(v) || /^[0-9:.-]+$/.test(v) || /^[./~]/.test(v)) return false;
  return raw !== v ? v.length >= 6 : passwordLike(v);
}

function gluedPassword(raw: string): boolean {
  const v = unquote(raw);
  return passwordLike(v) && !/^[0-9:.-]+$/.test(v) && !notAValue(v);
}

const ANY_FLAG = /(?:^|\s)-(?:[pPaUw]|-user|-pass)|pass(?::|\s)|sshpass|password-stdin|passwd|\/user:|config(?:ure)?\s+set|secret\s+set/i;

function commandLinePassword(text: string, lower: string): boolean {
  if (!ANY_FLAG.test(text)) return false;
  for (const row of ROWS) {
    if (!row.hint.test(lower)) continue;
    if (someMatch(row.pattern, text, 32, row.value)) return true;
  }
  return false;
}

export const COMMAND_LINE_DETECTORS: readonly Detector[] = [
  { id: 'cli-short-password-flag', category: 'password', message: MESSAGE, detect: commandLinePassword },
];
