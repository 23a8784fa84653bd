// Copies the public data sets bench/recall-public.mjs measures recall on into a cache outside
// the repository. Neither may be committed here: REALTALK (danny911kr/REALTALK) states no
// licence, and CoSQA (microsoft/CodeXGLUE) comes under C-UDA. Both stay in the cache.
//
//   REALTALK: data/Chat_*.json (10 conversations with questions and evidence message ids).
//             Its data/locomo/ folder is another data set, kept back as a held-out check:
//             never copied.
//   CoSQA:    Text-Code/NL-code-search-WebQuery/CoSQA/cosqa-dev.json (with --cosqa).
//
// Sources, in order: a bare git snapshot at $NUZO_MIRRORS/<owner>+<name>/repo (default
// /work/.mirror, as this workspace's `fetch` tool brings them), else a shallow clone into
// the cache itself:
//   git clone --depth 1 https://github.com/danny911kr/REALTALK "$CACHE/realtalk-src"
// (for CoSQA a sparse, blobless clone of microsoft/CodeXGLUE, which is large).
// The cache is $NUZO_BENCH_CACHE (default ~/.cache/nuzo-bench): realtalk/ and cosqa/.
//
// Usage: node scripts/fetch-realtalk.mjs [--cosqa] [--no-clone]
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';

const mirrors = process.env.NUZO_MIRRORS ?? '/work/.mirror';
const cacheRoot = process.env.NUZO_BENCH_CACHE ?? join(homedir(), '.cache', 'nuzo-bench');
const args = process.argv.slice(2);
const allowClone = !args.includes('--no-clone');

const git = (gitDir, gitArgs) => execFileSync('git', ['--git-dir', gitDir, ...gitArgs], { maxBuffer: 256 << 20 });

// A bare snapshot from the mirror, or a shallow clone made here (its .git is the git dir).
function source(owner, name, sparsePath) {
  const mirrored = join(mirrors, `${owner}+${name}`, 'repo');
  if (existsSync(mirrored)) return { gitDir: mirrored, from: `snapshot ${mirrored}` };
  if (!allowClone) return null;
  const dir = join(cacheRoot, `${name.toLowerCase()}-src`);
  if (!existsSync(join(dir, '.git'))) {
    mkdirSync(cacheRoot, { recursive: true });
    const url = `https://github.com/${owner}/${name}`;
    const clone = sparsePath ? ['clone', '--depth', '1', '--filter=blob:none', '--sparse', url, dir] : ['clone', '--depth', '1', url, dir];
    console.log(`git ${clone.join(' ')}`);
    execFileSync('git', clone, { stdio: 'inherit' });
    if (sparsePath) execFileSync('git', ['-C', dir, 'sparse-checkout', 'set', sparsePath], { stdio: 'inherit' });
  }
  return { gitDir: join(dir, '.git'), from: `clone ${dir}` };
}

function copy(src, paths, outDir) {
  mkdirSync(outDir, { recursive: true, mode: 0o700 });
  const commit = git(src.gitDir, ['rev-parse', 'HEAD']).toString().trim();
  for (const path of paths) writeFileSync(join(outDir, path.split('/').pop()), git(src.gitDir, ['show', `HEAD:${path}`]));
  writeFileSync(join(outDir, 'SOURCE.json'), JSON.stringify({ from: src.from, commit, files: paths, fetched_at: new Date().toISOString() }, null, 2) + '\n');
  return commit;
}

const realtalk = source('danny911kr', 'REALTALK');
if (!realtalk) {
  console.error(`REALTALK: no snapshot at ${join(mirrors, 'danny911kr+REALTALK')} and --no-clone given.`);
  process.exit(1);
}
const chats = git(realtalk.gitDir, ['ls-tree', '--name-only', 'HEAD', 'data/'])
  .toString()
  .split('\n')
  .filter((path) => /^data\/Chat_[^/]+\.json$/.test(path));
if (chats.length === 0) {
  console.error(`REALTALK: no data/Chat_*.json in ${realtalk.from}.`);
  process.exit(1);
}
const realtalkOut = join(cacheRoot, 'realtalk');
const commit = copy(realtalk, chats, realtalkOut);
console.log(`REALTALK: ${chats.length} conversations from ${realtalk.from} @ ${commit.slice(0, 12)} -> ${realtalkOut}`);

if (args.includes('--cosqa')) {
  const path = 'Text-Code/NL-code-search-WebQuery/CoSQA/cosqa-dev.json';
  const codexglue = source('microsoft', 'CodeXGLUE', 'Text-Code/NL-code-search-WebQuery/CoSQA');
  if (!codexglue) {
    console.error('CoSQA: no CodeXGLUE snapshot and --no-clone given.');
  } else {
    const cosqaOut = join(cacheRoot, 'cosqa');
    copy(codexglue, [path], cosqaOut);
    console.log(`CoSQA: dev set from ${codexglue.from} -> ${cosqaOut} (${readdirSync(cosqaOut).join(', ')})`);
  }
}
