// Copies public CLAUDE.md / AGENTS.md files out of git snapshots into a cache outside the
// repository, for bench/policy-false-blocks.mjs. The files belong to their authors under
// their own licences, so they are read from snapshots and cached, never committed.
//
// Snapshots are bare git directories at $NUZO_MIRRORS/<owner>+<name>/repo (default
// /work/.mirror), as the workspace's `fetch` tool brings them. The script reads each listed
// repository's newest commit, keeps every CLAUDE.md and AGENTS.md (symlinks skipped, identical
// files kept once) and writes them with a manifest.json to $NUZO_BENCH_CACHE/agent-docs
// (default ~/.cache/nuzo-bench/agent-docs). Repositories missing from the mirror are listed
// so they can be brought and the script run again.
//
// Usage: node scripts/fetch-agent-docs.mjs [--all]   (--all: every snapshot in the mirror)
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';

const mirrors = process.env.NUZO_MIRRORS ?? '/work/.mirror';
const cacheRoot = process.env.NUZO_BENCH_CACHE ?? join(homedir(), '.cache', 'nuzo-bench');
const out = join(cacheRoot, 'agent-docs');

// Public repositories known to keep agent instructions, large projects and small ones alike.
const REPOS = [
  'All-Hands-AI/OpenHands', 'CodexTown/mirage-pos', 'CodeverDotDev/codever', 'CodexHere/opencode-sandbox',
  'CodieCoder/personal-agent-platform', 'Codewarning/dbchat-cli', 'TanStack/router', '0-AI-UG/zero-agent',
  '0-don/InvoiceShelf', '0-k/netto', '0-sayed/lyrebird', '0-sayed/wallet', '0-xcf/plugins', '000Alex00/Gitea-Agent',
  '0000005/WeAgentChat', '00-Evan/shattered-pixel-dungeon', 'anthropics/claude-agent-sdk-python',
  'anthropics/claude-code-action', 'anthropics/anthropic-sdk-typescript', 'astral-sh/ruff', 'astral-sh/ty', 'astral-sh/uv',
  'biomejs/biome', 'browser-use/browser-use', 'cloudflare/workers-sdk', 'denoland/std', 'electric-sql/electric',
  'excalidraw/excalidraw', 'getsentry/sentry-javascript', 'getsentry/sentry-python', 'ghostty-org/ghostty',
  'github/github-mcp-server', 'huggingface/smolagents', 'jlowin/fastmcp', 'langfuse/langfuse', 'livekit/agents',
  'marimo-team/marimo', 'microsoft/markitdown', 'microsoft/playwright', 'modelcontextprotocol/python-sdk',
  'modelcontextprotocol/typescript-sdk', 'nushell/nushell', 'openai/openai-agents-js', 'openai/openai-agents-python',
  'openai/openai-python', 'oxc-project/oxc', 'payloadcms/payload', 'pnpm/pnpm', 'prisma/prisma', 'remix-run/react-router',
  'rolldown/rolldown', 'supabase/supabase-js', 'temporalio/temporal', 'tursodatabase/turso', 'vercel/ai',
  'vitest-dev/vitest', 'withastro/astro', 'pydantic/pydantic-ai', 'modelcontextprotocol/inspector',
  'anthropics/claude-quickstarts', 'getzep/graphiti', 'langchain-ai/langgraph', 'PrefectHQ/prefect', 'charmbracelet/crush',
  'temporalio/sdk-python', 'mem0ai/mem0', 'letta-ai/letta', 'huggingface/trl', 'crewAIInc/crewAI', 'langchain-ai/langchainjs',
  'rust-lang/rust-analyzer', 'caddyserver/caddy', 'modelcontextprotocol/servers', 'cline/cline', 'continuedev/continue',
];

const DOC = /(?:^|\/)(?:CLAUDE|AGENTS)\.md$/;

function git(gitDir, args) {
  return execFileSync('git', ['--git-dir', gitDir, ...args], { maxBuffer: 64 << 20 });
}

function docsIn(gitDir) {
  const commit = git(gitDir, ['rev-parse', 'HEAD']).toString().trim();
  const rows = git(gitDir, ['ls-tree', '-r', '-z', 'HEAD']).toString().split('\0').filter(Boolean);
  const docs = [];
  for (const row of rows) {
    const [meta, path] = row.split('\t');
    const [mode, type] = meta.split(' ');
    if (type !== 'blob' || mode === '120000' || !DOC.test(path)) continue;
    docs.push({ path, text: git(gitDir, ['show', `HEAD:${path}`]).toString('utf8') });
  }
  return { commit, docs };
}

const all = process.argv.includes('--all');
const names = all && existsSync(mirrors)
  ? readdirSync(mirrors).filter((n) => n.includes('+') && existsSync(join(mirrors, n, 'repo'))).map((n) => n.replace('+', '/'))
  : REPOS;

rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
const manifest = [];
const missing = [];
const seen = new Set();
for (const repo of names) {
  const gitDir = join(mirrors, repo.replace('/', '+'), 'repo');
  if (!existsSync(gitDir)) {
    missing.push(repo);
    continue;
  }
  let found;
  try {
    found = docsIn(gitDir);
  } catch (err) {
    console.error(`fetch-agent-docs: ${repo}: ${String(err.message ?? err).split('\n')[0]}`);
    continue;
  }
  for (const doc of found.docs) {
    const hash = createHash('sha256').update(doc.text).digest('hex');
    if (seen.has(hash)) continue;
    seen.add(hash);
    const file = `${repo.replace('/', '+')}__${doc.path.replace(/\//g, '__')}`;
    writeFileSync(join(out, file), doc.text);
    manifest.push({ repo, path: doc.path, commit: found.commit, file, sha256: hash });
  }
}
writeFileSync(join(out, 'manifest.json'), JSON.stringify(manifest, null, 1));
const repos = new Set(manifest.map((m) => m.repo)).size;
console.log(`fetch-agent-docs: ${manifest.length} files from ${repos} repositories in ${out}`);
if (missing.length) console.log(`not in ${mirrors} (bring them with fetch github:<repo>, then rerun): ${missing.join(', ')}`);
