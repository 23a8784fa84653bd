// Fetches the real agent sessions bench/capture-real.mjs scores into a cache outside the
// repository: $NUZO_BENCH_CACHE/capture-real/ (default ~/.cache/nuzo-bench/capture-real/).
// Only the list lives in the repository (bench/capture-real/manifest.json: repository, commit,
// path, licence and sha256 per session); no session text is ever committed.
//
// Each file is pinned by commit and checked against its sha256. Sources, in order:
//   fixture  /work/shared/fixtures/<path> ($NUZO_SHARED_FIXTURES), read in place;
//   mirror   a bare snapshot at $NUZO_MIRRORS/<owner>+<name>/repo (default /work/.mirror, as
//            this workspace's `fetch` tool brings them): `git show <commit>:<path>`;
//   network  https://raw.githubusercontent.com/<owner>/<name>/<commit>/<path>.
// SpecStory exports (.specstory/history/*.md) are turned into Claude Code transcripts (one
// user line per `_**User**_` section, one assistant line per answer, tool steps dropped).
// E-mail addresses are masked in every cached file, inside the strings of each JSON line; a
// session any line of which holds a secret-shaped string is skipped and named.
//
// Three repositories are held back to check this work and are refused outright:
// M-Thisness/M-Claude, agurod42/torre-swipe, yoavf/ai-sessions.
//
// Usage: node scripts/fetch-capture-sessions.mjs [--no-network] [--only=ID,ID]
// ($NUZO_CAPTURE_MANIFEST points it at another manifest, for tests.)
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { benchCache } from '../bench/lib/realtalk.mjs';
import { isHeldBack, specStoryToClaude, typedTurns } from '../bench/lib/capture-real.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const mirrors = process.env.NUZO_MIRRORS ?? '/work/.mirror';
const fixtures = process.env.NUZO_SHARED_FIXTURES ?? '/work/shared/fixtures';
const outDir = join(benchCache(), 'capture-real');
const args = process.argv.slice(2);
const allowNetwork = !args.includes('--no-network');
const only = args.find((a) => a.startsWith('--only='))?.slice('--only='.length).split(',');

const manifestPath = process.env.NUZO_CAPTURE_MANIFEST ?? join(root, 'bench/capture-real/manifest.json');
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
const sources = new Map(manifest.sources.map((s) => [s.id, s]));

// Secret shapes that disqualify a session (its text would be a liability even in a cache),
// looked for in every line, the agent's and the tools' included: keys get pasted into config
// values and quoted back by the agent. Vendor prefixes (OpenAI, Anthropic, GitHub, AWS,
// Slack, Google, Stripe, Resend, GitLab, npm, Hugging Face, SendGrid, Supabase), JWTs (an
// empty middle segment too), private keys, a long value after a key-like name or in a URL's
// query, and a password inside a connection string.
const SECRET = new RegExp(
  [
    '\\b(?:sk-(?!(?:your|xxx|example|placeholder|dummy|fake|test|replace|insert|here)[-_])(?:ant-|proj-)?[A-Za-z0-9_-]{20,}|gh[pousr]_[A-Za-z0-9]{30,}|github_pat_[A-Za-z0-9_]{30,}|AKIA[0-9A-Z]{16}|xox[abprs]-[A-Za-z0-9-]{10,}|AIza[0-9A-Za-z_-]{35})',
    '\\b(?:sk|rk|pk)_(?:live|test)_[A-Za-z0-9]{16,}|\\bre_[A-Za-z0-9_]{20,}|\\bwhsec_[A-Za-z0-9]{16,}|\\bglpat-[A-Za-z0-9_-]{20,}|\\bnpm_[A-Za-z0-9]{30,}|\\bhf_[A-Za-z0-9]{30,}|\\bSG\\.[A-Za-z0-9_-]{16,}\\.[A-Za-z0-9_-]{16,}|\\bsbp_[A-Za-z0-9]{30,}',
    '\\beyJ[A-Za-z0-9_-]{10,}\\.[A-Za-z0-9_-]*\\.[A-Za-z0-9_-]{10,}',
    '-----BEGIN [A-Z ]*PRIVATE KEY-----',
    '\\b(?:api[_-]?key|secret(?:[_-]?key)?|access[_-]?token|auth[_-]?token|client[_-]?secret|password)\\b["\']?\\s*[:=]\\s*["\']?(?=[A-Za-z0-9_\\-]*\\d)(?=[A-Za-z0-9_\\-]*[A-Za-z])[A-Za-z0-9_\\-]{20,}',
    '[?&](?:token|key|api_key|apikey|access_token|auth|secret)=[A-Za-z0-9_\\-.%]{16,}',
    // A password inside a connection string ("mongodb://user:pa55@host"), not a placeholder.
    '[a-z][a-z0-9+.-]*:\\/\\/[^\\s:/@]+:(?!(?:password|pass|pwd|secret|changeme|xxx+|\\*+|<[^>]*>|\\$\\{?[A-Z_]+\\}?|your[_-][a-z_-]+|token|api[_-]?key)@)[^\\s:/@]{3,}@',
  ].join('|'),
  'i',
);
const EMAIL = /\b[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}\b/g;
const MASKED_EMAIL = 'someone@example.invalid';

// E-mail addresses masked inside the strings a JSON line holds, never in its encoded text: there
// a typed `\n@notes.md` reads `n@notes.md`, and masking it left `\someone@…`, an invalid escape
// that lost the whole line. A line re-encodes only when one of its strings (keys included)
// changed; a line that is not JSON has no escapes to break and is masked as text.
function maskEmailsInLine(line) {
  let value;
  try {
    value = JSON.parse(line);
  } catch {
    return line.replace(EMAIL, MASKED_EMAIL);
  }
  let changed = false;
  const mask = (text) => {
    const masked = text.replace(EMAIL, MASKED_EMAIL);
    if (masked !== text) changed = true;
    return masked;
  };
  const walk = (node) => {
    if (typeof node === 'string') return mask(node);
    if (Array.isArray(node)) return node.map(walk);
    if (node && typeof node === 'object') return Object.fromEntries(Object.entries(node).map(([k, v]) => [mask(k), walk(v)]));
    return node;
  };
  const masked = walk(value);
  return changed ? JSON.stringify(masked) : line;
}

async function bytesOf(source, session) {
  if (isHeldBack(source.repo)) throw new Error(`${source.repo} is held back to check this work; refusing it`);
  if (source.fixture) {
    const file = join(fixtures, session.path);
    if (!existsSync(file)) throw new Error(`fixture missing: ${file}`);
    return { bytes: readFileSync(file), from: `fixture ${file}` };
  }
  const [owner, name] = source.repo.split('/');
  const gitDir = join(mirrors, `${owner}+${name}`, 'repo');
  if (existsSync(gitDir)) {
    try {
      return { bytes: execFileSync('git', ['--git-dir', gitDir, 'show', `${source.commit}:${session.path}`], { maxBuffer: 64 << 20, stdio: ['ignore', 'pipe', 'ignore'] }), from: `snapshot ${gitDir}` };
    } catch {
      // The snapshot lacks this commit: fall through to the network.
    }
  }
  if (!allowNetwork) throw new Error(`no snapshot at ${gitDir} holding ${source.commit.slice(0, 12)}, and --no-network given`);
  const url = `https://raw.githubusercontent.com/${owner}/${name}/${source.commit}/${session.path.split('/').map(encodeURIComponent).join('/')}`;
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return { bytes: Buffer.from(await response.arrayBuffer()), from: url };
}

mkdirSync(outDir, { recursive: true, mode: 0o700 });
const fetched = [];
const problems = [];
for (const session of manifest.sessions) {
  if (only && !only.includes(session.id)) continue;
  const source = sources.get(session.source);
  try {
    if (!source) throw new Error(`unknown source ${session.source}`);
    const { bytes, from } = await bytesOf(source, session);
    const digest = createHash('sha256').update(bytes).digest('hex');
    if (digest !== session.sha256) throw new Error(`sha256 ${digest.slice(0, 12)} differs from the manifest's ${session.sha256.slice(0, 12)}`);
    let text = bytes.toString('utf8');
    if (session.format === 'specstory') text = specStoryToClaude(text, { sessionId: session.id, cwd: '/nuzo-bench/project' });
    else text = text.split('\n').filter((l) => !l.startsWith('//')).join('\n');
    // Secrets are looked for before e-mail addresses are masked: "user:pa55@db.host.com" would
    // otherwise become "user:someone@example.invalid".
    const turns = typedTurns(text.split('\n'));
    if (SECRET.test(text)) throw new Error(turns.some((t) => SECRET.test(t.text)) ? 'a typed turn holds a secret-shaped string; skipped' : 'a line of the session (the agent\'s or a tool\'s) holds a secret-shaped string; skipped');
    text = text.split('\n').map(maskEmailsInLine).join('\n');
    writeFileSync(join(outDir, `${session.id}.jsonl`), text, { mode: 0o600 });
    fetched.push({ id: session.id, from, turns: turns.length });
  } catch (error) {
    problems.push(`${session.id}: ${error.message}`);
    // A copy cached before this check existed (or before the session changed) goes too.
    rmSync(join(outDir, `${session.id}.jsonl`), { force: true });
  }
}
writeFileSync(join(outDir, 'SOURCE.json'), JSON.stringify({ manifest: manifestPath, fetched_at: new Date().toISOString(), sessions: fetched, problems }, null, 2) + '\n');
console.log(`capture-real: ${fetched.length} sessions, ${fetched.reduce((n, s) => n + s.turns, 0)} typed turns -> ${outDir}`);
for (const p of problems) console.log(`  not fetched: ${p}`);
process.exitCode = problems.length && !fetched.length ? 1 : 0;
