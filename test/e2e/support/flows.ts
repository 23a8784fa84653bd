// Shared set-up and readings for the flow tests (claude-flows, codex-flows, cross-host): the
// Nuzo export both hosts install, the prerequisites each test needs (skip only when one is
// genuinely missing), the store as the hooks and the MCP server left it, every byte under
// NUZO_HOME, a second process holding the store's write lock, and how long each hook ran as
// the hosts recorded it.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, lstatSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after } from 'node:test';
import { exportPlugin, type PluginExport } from './export.ts';
import { NODE24_BIN, type HostSandbox, type RunResult } from './hosts.ts';
import { loadLib } from './nuzo-store.ts';
import { e2eSkip } from './skip.ts';
import { claudeTranscriptLines } from './transcripts.ts';

export const ID = 'nuzo@nuzo-marketplace';

export type NuzoUnderTest = {
  plugin: PluginExport | null;
  // A skip reason when a prerequisite is missing (host CLIs, bundles, lib), else false.
  skip: string | false;
};

// One export per test file; the bundles the flows need must be in it (built inside the
// export when dist/ is not committed, as plugin.test.ts does).
export async function nuzoUnderTest(): Promise<NuzoUnderTest> {
  const hostSkip = e2eSkip();
  if (hostSkip) return { plugin: null, skip: hostSkip };
  const plugin = exportPlugin();
  after(() => plugin.cleanup());
  for (const bundle of ['dist/hook.cjs', 'dist/hook-runtime.cjs', 'dist/hook-session-start.cjs', 'dist/hook-stop.cjs', 'dist/mcp-server.js']) {
    if (!existsSync(join(plugin.dir, bundle))) return { plugin, skip: `${bundle} missing in the export of ${plugin.source} (${plugin.buildError ?? 'not built'})` };
  }
  const lib = await loadLib();
  if (!lib.ok) return { plugin, skip: lib.reason };
  return { plugin, skip: false };
}

// A working directory two levels below the repository root (the sandbox project is a git
// repo, so the project root is found by walking up to its .git).
export function deepDir(sb: HostSandbox): string {
  const dir = join(sb.project, 'src', 'deep');
  mkdirSync(dir, { recursive: true });
  return dir;
}

export async function projectScopeOf(dir: string): Promise<string> {
  const { projectScopeFor } = await import('../../../lib/project/identity.ts');
  return projectScopeFor(dir);
}

export async function storeFileOf(nuzoHome: string): Promise<string> {
  const { storePath } = await import('../../../lib/paths.ts');
  return storePath(nuzoHome);
}

// Capture's per-session rate gate would also hide a re-read turn; with it off, only the
// transcript cursor and seen-refs keep a resumed session from drafting an old turn again.
export function disableCaptureInterval(nuzoHome: string): void {
  mkdirSync(nuzoHome, { recursive: true, mode: 0o700 });
  writeFileSync(join(nuzoHome, 'config.json'), JSON.stringify({ capture: { min_interval_ms: 0 } }));
}

export type DraftRow = { id: string; content: string; kind: string; scope: string; reason: string; source: string; origin_host: string | null; origin_session: string | null };
export type MemoryRow = { id: string; content: string; kind: string; scope: string; status: string };

export async function storeState(nuzoHome: string): Promise<{ drafts: DraftRow[]; memories: MemoryRow[] }> {
  const { openStore } = await import('../../../lib/store/store.ts');
  const store = openStore({ home: nuzoHome, mustExist: true });
  try {
    const drafts = store.db.prepare('SELECT id, content, kind, scope, reason, source, origin_host, origin_session FROM drafts ORDER BY rowid').all() as DraftRow[];
    const memories = store.db.prepare("SELECT id, content, kind, scope, status FROM memories WHERE status = 'active' ORDER BY rowid").all() as MemoryRow[];
    return { drafts, memories };
  } finally {
    store.close();
  }
}

// Every regular file under a directory with its bytes (SQLite main file, -wal, -shm,
// logs, config), read after the hosts have exited.
export function filesUnder(dir: string): Array<{ path: string; bytes: Buffer }> {
  if (!existsSync(dir)) return [];
  const out: Array<{ path: string; bytes: Buffer }> = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    const stat = lstatSync(path);
    if (stat.isDirectory()) out.push(...filesUnder(path));
    else if (stat.isFile()) out.push({ path, bytes: readFileSync(path) });
  }
  return out;
}

// Files under dir whose bytes contain needle (UTF-8, and UTF-16LE in case a page holds text
// in the other SQLite encoding).
export function filesContaining(dir: string, needle: string): string[] {
  const forms = [Buffer.from(needle, 'utf8'), Buffer.from(needle, 'utf16le')];
  return filesUnder(dir).filter((f) => forms.some((form) => f.bytes.includes(form))).map((f) => f.path);
}

// Another process (Node 24's node:sqlite) that opens the store and holds BEGIN EXCLUSIVE
// until released: every write from the hooks waits on it.
export async function holdStoreLock(storeFile: string): Promise<{ release(): Promise<void> }> {
  const script = `
const { DatabaseSync } = require('node:sqlite');
const db = new DatabaseSync(process.argv[1]);
db.exec('BEGIN EXCLUSIVE');
process.stdout.write('locked\\n');
process.stdin.on('data', () => {}).on('end', () => { db.exec('ROLLBACK'); db.close(); process.exit(0); });
`;
  const child = spawn(join(NODE24_BIN, 'node'), ['-e', script, storeFile], { stdio: ['pipe', 'pipe', 'pipe'] });
  let stderr = '';
  child.stderr!.setEncoding('utf8').on('data', (c: string) => { stderr += c; });
  await new Promise<void>((resolvePromise, reject) => {
    const timer = setTimeout(() => reject(new Error(`lock holder did not start: ${stderr}`)), 10_000);
    child.stdout!.setEncoding('utf8').on('data', (c: string) => { if (c.includes('locked')) { clearTimeout(timer); resolvePromise(); } });
    child.on('exit', (code) => { clearTimeout(timer); reject(new Error(`lock holder exited ${code}: ${stderr}`)); });
  });
  return {
    release: () =>
      new Promise<void>((resolvePromise) => {
        child.removeAllListeners('exit');
        child.on('exit', () => resolvePromise());
        child.stdin!.end();
      }),
  };
}

// How each hook ended, as Claude Code logged it: with `--debug hooks` it writes
// ~/.claude/debug/<session>.txt with one line per finished command hook,
// "Hooks: <Event>[:<source>] [<command>] (plugin <id>) finished with status <n> (<ms>ms)".
// A hook Claude cancelled (timeout) has no such line (the transcript gets hook_cancelled).
export function claudeHookDebugRuns(sb: HostSandbox, pluginId = ID): Array<{ event: string; status: number; durationMs: number; command: string }> {
  const dir = join(sb.home, '.claude', 'debug');
  const line = /Hooks: (\w+)(?::\w+)? \[(.*)\] \(plugin ([^)]+)\) finished with status (-?\d+) \((\d+)ms\)/;
  const runs: Array<{ event: string; status: number; durationMs: number; command: string }> = [];
  for (const file of existsSync(dir) ? readdirSync(dir).filter((n) => n.endsWith('.txt')) : []) {
    for (const text of readFileSync(join(dir, file), 'utf8').split('\n')) {
      const m = line.exec(text);
      if (m && m[3] === pluginId) runs.push({ event: m[1], command: m[2], status: Number(m[4]), durationMs: Number(m[5]) });
    }
  }
  return runs;
}

// Stop summaries (system lines): hookInfos with durations and the errors Claude saw.
export function claudeStopSummaries(sb: HostSandbox): Array<{ hookInfos: Array<{ command: string; durationMs: number }>; hookErrors: unknown[] }> {
  return claudeTranscriptLines(sb).filter((l) => l.type === 'system' && l.subtype === 'stop_hook_summary');
}

// `codex exec` prints "session id: <uuid>" in its header.
export function codexSessionId(result: RunResult): string {
  const match = /^session id: ([0-9a-f-]{36})$/m.exec(result.stderr);
  if (!match) throw new Error(`no session id in codex output:\n${result.stderr}`);
  return match[1];
}

// Requests the mock received from index `from` on (one session's worth).
export function textsSince(requests: Array<{ text: string }>, from: number): string {
  return requests.slice(from).map((r) => r.text).join('\n');
}

// The user's own `nuzo` in a terminal: the installed plugin's dist/cli.js on the project's
// Node 24, with the sandbox's HOME and NUZO_HOME, answers piped to stdin.
export function userNuzo(sb: HostSandbox, pluginDir: string, args: string[], options: { cwd?: string; input?: string; nuzoHome?: string } = {}): { code: number | null; stdout: string; stderr: string } {
  const run = spawnSync(join(NODE24_BIN, 'node'), [join(pluginDir, 'dist', 'cli.js'), ...args], {
    cwd: options.cwd ?? sb.project, input: options.input ?? '', encoding: 'utf8', timeout: 30_000,
    env: { PATH: process.env.PATH ?? '', HOME: sb.home, NUZO_HOME: options.nuzoHome ?? sb.nuzoHome },
  });
  return { code: run.status, stdout: run.stdout, stderr: run.stderr };
}
