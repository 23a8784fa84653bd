// Runs the real Claude Code and Codex CLIs headless in a throwaway HOME against the loopback
// model mocks. Hosts get a clean environment (never the caller's: these tests may run inside
// an agent whose CLAUDE_*/NUZO_* variables would leak in) and one of three PATHs, so hooks
// run with the project's Node 24, the machine's old Node, or no node at all.
import { spawn, spawnSync } from 'node:child_process';
import { appendFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { devModules } from '../../../scripts/dev-tools.mjs';

export const REPO = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
// The host CLIs and the project's Node are dev tools, installed outside the checkout.
export const DEV_MODULES = devModules();
export const CLAUDE_BIN = join(DEV_MODULES, '@anthropic-ai/claude-code/bin/claude.exe');
// The npm `codex` entry is a node script; spawn the native binary it wraps so a PATH without
// node still starts Codex (and add the vendored rg it puts on PATH).
const CODEX_VENDOR = join(DEV_MODULES, '@openai/codex-linux-x64/vendor/x86_64-unknown-linux-musl');
export const CODEX_BIN = join(CODEX_VENDOR, 'bin/codex');
export const NODE24_BIN = join(DEV_MODULES, 'node24/bin');
export const MOCK_KEY_ENV = 'NUZO_E2E_MOCK_KEY';

export type NodeVariant = 'node24' | 'system' | 'none';

export type HostSandbox = {
  root: string;
  home: string;
  codexHome: string;
  nuzoHome: string;
  project: string;
  // PATH for hooks and MCP servers: the project's Node 24, the machine's `node`, or none.
  path(variant: NodeVariant): string;
  systemNode: { path: string; version: string } | null;
  cleanup(): void;
};

// Utilities a hook shell or a host may look up on PATH; `node` is deliberately absent.
const TOOLS = ['sh', 'bash', 'dash', 'env', 'cat', 'ls', 'git', 'uname', 'which', 'head', 'tail', 'grep', 'sed', 'mkdir', 'rm', 'cp', 'mv', 'date', 'sleep', 'tr', 'wc', 'dirname', 'basename', 'readlink', 'realpath', 'id', 'ps', 'true', 'false', 'echo', 'printf', 'test'];

export function makeSandbox(label = 'e2e'): HostSandbox {
  const root = realpathSync(mkdtempSync(join(tmpdir(), `nuzo-${label}-`)));
  const home = join(root, 'home');
  const codexHome = join(home, '.codex');
  const nuzoHome = join(home, '.nuzo');
  const project = join(root, 'work', 'repo');
  mkdirSync(codexHome, { recursive: true });
  mkdirSync(project, { recursive: true });
  spawnSync('git', ['init', '-q', project]);

  const tools = join(root, 'bin-tools');
  mkdirSync(tools);
  for (const name of TOOLS) {
    const found = which(name);
    if (found) symlinkSync(found, join(tools, name));
  }
  const systemNodePath = which('node');
  let systemNode: HostSandbox['systemNode'] = null;
  const systemBin = join(root, 'bin-system-node');
  mkdirSync(systemBin);
  if (systemNodePath && !systemNodePath.startsWith(NODE24_BIN)) {
    symlinkSync(systemNodePath, join(systemBin, 'node'));
    const version = spawnSync(systemNodePath, ['--version'], { encoding: 'utf8' }).stdout.trim();
    systemNode = { path: systemNodePath, version };
  }
  return {
    root,
    home,
    codexHome,
    nuzoHome,
    project,
    systemNode,
    path: (variant) => {
      const head = variant === 'node24' ? [NODE24_BIN] : variant === 'system' ? [systemBin] : [];
      return [...head, join(CODEX_VENDOR, 'path'), tools].join(delimiter);
    },
    cleanup: () => rmSync(root, { recursive: true, force: true }),
  };
}

function which(name: string): string | null {
  for (const dir of (process.env.PATH ?? '/usr/local/bin:/usr/bin:/bin').split(delimiter)) {
    if (!dir || dir.startsWith(join(REPO, 'node_modules')) || dir.startsWith(DEV_MODULES)) continue;
    const candidate = join(dir, name);
    if (existsSync(candidate)) return realpathSync(candidate);
  }
  return null;
}

export type RunResult = { code: number | null; signal: NodeJS.Signals | null; stdout: string; stderr: string };

export type RunOptions = {
  node?: NodeVariant;
  cwd?: string;
  env?: Record<string, string>;
  // A safety net against a hung host, not an assertion.
  killAfterMs?: number;
  input?: string;
};

// The environment both hosts get: nothing inherited but locale basics.
export function baseEnv(sb: HostSandbox, node: NodeVariant): Record<string, string> {
  return {
    HOME: sb.home,
    USER: process.env.USER ?? 'nuzo',
    LANG: 'C.UTF-8',
    TERM: 'dumb',
    NO_COLOR: '1',
    TMPDIR: tmpdir(),
    PATH: sb.path(node),
    NUZO_HOME: sb.nuzoHome,
  };
}

export function claudeEnv(sb: HostSandbox, mockUrl: string, node: NodeVariant): Record<string, string> {
  return {
    ...baseEnv(sb, node),
    ANTHROPIC_BASE_URL: mockUrl,
    ANTHROPIC_API_KEY: 'sk-ant-e2e-dummy',
    DISABLE_TELEMETRY: '1',
    DISABLE_AUTOUPDATER: '1',
    DISABLE_ERROR_REPORTING: '1',
    CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC: '1',
  };
}

export function codexEnv(sb: HostSandbox, node: NodeVariant): Record<string, string> {
  return { ...baseEnv(sb, node), CODEX_HOME: sb.codexHome, [MOCK_KEY_ENV]: 'e2e-dummy' };
}

export function run(command: string, args: string[], env: Record<string, string>, options: RunOptions = {}): Promise<RunResult> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(command, args, { cwd: options.cwd, env, stdio: [options.input === undefined ? 'ignore' : 'pipe', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout!.setEncoding('utf8').on('data', (c: string) => { stdout += c; });
    child.stderr!.setEncoding('utf8').on('data', (c: string) => { stderr += c; });
    if (options.input !== undefined) child.stdin!.end(options.input);
    const timer = setTimeout(() => child.kill('SIGKILL'), options.killAfterMs ?? 120_000);
    child.on('error', (error) => { clearTimeout(timer); reject(error); });
    child.on('close', (code, signal) => { clearTimeout(timer); resolvePromise({ code, signal, stdout, stderr }); });
  });
}

// --- Claude Code -------------------------------------------------------------------------

export type ClaudeRun = RunOptions & { pluginDir?: string; allowedTools?: string[]; extraArgs?: string[] };

// `claude -p`. Nobody can answer a permission prompt headless, so tools a test calls are
// pre-approved with --allowedTools (bypassPermissions is refused when running as root).
export function runClaude(sb: HostSandbox, mockUrl: string, prompt: string, options: ClaudeRun = {}): Promise<RunResult> {
  const node = options.node ?? 'node24';
  const args = [
    '-p', prompt,
    ...(options.allowedTools?.length ? ['--allowedTools', options.allowedTools.join(',')] : []),
    ...(options.pluginDir ? ['--plugin-dir', options.pluginDir] : []),
    ...(options.extraArgs ?? []),
  ];
  return run(CLAUDE_BIN, args, { ...claudeEnv(sb, mockUrl, node), ...options.env }, { ...options, cwd: options.cwd ?? sb.project });
}

export function claudeCli(sb: HostSandbox, args: string[], options: RunOptions = {}): Promise<RunResult> {
  const env = { ...baseEnv(sb, options.node ?? 'node24'), DISABLE_TELEMETRY: '1', DISABLE_AUTOUPDATER: '1', CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC: '1', ...options.env };
  return run(CLAUDE_BIN, args, env, { ...options, cwd: options.cwd ?? sb.project });
}

export async function installClaudePlugin(sb: HostSandbox, marketplaceDir: string, pluginId: string): Promise<void> {
  await must(claudeCli(sb, ['plugin', 'marketplace', 'add', marketplaceDir]), 'claude plugin marketplace add');
  await must(claudeCli(sb, ['plugin', 'install', pluginId]), 'claude plugin install');
}

// Stands in for the user answering an MCP elicitation form: a user-level Elicitation hook
// (Claude Code lets hooks accept/decline elicitations). Without it `claude -p` answers every
// elicitation with {"action":"cancel"}.
export function answerClaudeElicitations(sb: HostSandbox, answer: { action: 'accept' | 'decline' | 'cancel'; content?: Record<string, unknown> }): void {
  const path = join(sb.home, '.claude/settings.json');
  const settings = existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : {};
  const output = JSON.stringify({ hookSpecificOutput: { hookEventName: 'Elicitation', ...answer } });
  const script = join(sb.root, 'elicitation-answer.json');
  writeFileSync(script, output);
  settings.hooks = { ...settings.hooks, Elicitation: [{ hooks: [{ type: 'command', command: `cat ${JSON.stringify(script)}` }] }] };
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, JSON.stringify(settings, null, 2));
}

// --- Codex -------------------------------------------------------------------------------

export type CodexConfig = {
  mockUrl: string;
  // Extra TOML appended verbatim (e.g. MCP approval for a plugin's server).
  extraToml?: string;
};

export function writeCodexConfig(sb: HostSandbox, config: CodexConfig): void {
  const toml = `# Written by the Nuzo e2e harness.
model = "gpt-5.5"
model_provider = "mock"
approval_policy = "never"
sandbox_mode = "danger-full-access"
check_for_update_on_startup = false

[analytics]
enabled = false

[model_providers.mock]
name = "mock"
base_url = "${config.mockUrl}/v1"
wire_api = "responses"
env_key = "${MOCK_KEY_ENV}"
request_max_retries = 0
stream_max_retries = 0
${config.extraToml ?? ''}
`;
  writeFileSync(join(sb.codexHome, 'config.toml'), toml);
}

export function codexCli(sb: HostSandbox, args: string[], options: RunOptions = {}): Promise<RunResult> {
  return run(CODEX_BIN, args, { ...codexEnv(sb, options.node ?? 'node24'), ...options.env }, { ...options, cwd: options.cwd ?? sb.project });
}

export type CodexRun = RunOptions & { bypassHookTrust?: boolean; extraArgs?: string[] };

export function runCodex(sb: HostSandbox, prompt: string, options: CodexRun = {}): Promise<RunResult> {
  const args = ['exec', '--skip-git-repo-check', ...(options.bypassHookTrust ? ['--dangerously-bypass-hook-trust'] : []), ...(options.extraArgs ?? []), prompt];
  return codexCli(sb, args, options);
}

export async function installCodexPlugin(sb: HostSandbox, marketplaceDir: string, pluginId: string): Promise<void> {
  await must(codexCli(sb, ['plugin', 'marketplace', 'add', marketplaceDir]), 'codex plugin marketplace add');
  await must(codexCli(sb, ['plugin', 'add', pluginId]), 'codex plugin add');
}

export type CodexHook = { key: string; eventName: string; command: string; currentHash: string; trustStatus: string; pluginId?: string };

// What `/hooks` in the TUI shows, through the app-server the TUI itself uses.
export async function listCodexHooks(sb: HostSandbox): Promise<CodexHook[]> {
  const requests = [
    { jsonrpc: '2.0', id: 1, method: 'initialize', params: { clientInfo: { name: 'nuzo-e2e', version: '0' } } },
    { jsonrpc: '2.0', method: 'initialized' },
    { jsonrpc: '2.0', id: 2, method: 'hooks/list', params: { cwds: [sb.project] } },
  ];
  const child = spawn(CODEX_BIN, ['app-server'], { cwd: sb.project, env: codexEnv(sb, 'node24'), stdio: ['pipe', 'pipe', 'ignore'] });
  const hooks = await new Promise<CodexHook[]>((resolvePromise, reject) => {
    let buffer = '';
    const timer = setTimeout(() => { child.kill('SIGKILL'); reject(new Error('codex app-server: no hooks/list reply')); }, 30_000);
    child.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
      buffer += chunk;
      for (const line of buffer.split('\n').slice(0, -1)) {
        const message = JSON.parse(line);
        if (message.id === 2) {
          clearTimeout(timer);
          if (message.error) return reject(new Error(`hooks/list: ${JSON.stringify(message.error)}`));
          resolvePromise(message.result.data.flatMap((d: { hooks: CodexHook[] }) => d.hooks));
        }
      }
      buffer = buffer.slice(buffer.lastIndexOf('\n') + 1);
    });
    child.stdin!.write(requests.map((r) => JSON.stringify(r)).join('\n') + '\n');
  });
  child.kill();
  return hooks;
}

// Persists trust the way reviewing hooks in `/hooks` does: config.toml gets
// [hooks.state."<key>"] with the two halves of the hook's currentHash.
export async function trustCodexHooks(sb: HostSandbox, filter: (hook: CodexHook) => boolean = () => true): Promise<CodexHook[]> {
  const hooks = (await listCodexHooks(sb)).filter(filter);
  let toml = '';
  for (const hook of hooks) {
    const [hash, contentHash] = hook.currentHash.split('/');
    toml += `\n[hooks.state.${JSON.stringify(hook.key)}]\ntrusted_hash = ${JSON.stringify(hash)}\n`;
    if (contentHash) toml += `trusted_content_hash = ${JSON.stringify(contentHash)}\n`;
  }
  appendFileSync(join(sb.codexHome, 'config.toml'), toml);
  return hooks;
}

async function must(pending: Promise<RunResult>, what: string): Promise<RunResult> {
  const result = await pending;
  if (result.code !== 0) throw new Error(`${what} exited ${result.code}\nstdout: ${result.stdout}\nstderr: ${result.stderr}`);
  return result;
}

export type AppServerMessage = { id?: number; method?: string; params?: any; result?: any; error?: unknown };

// One turn the way the Codex TUI drives it, through the app-server it talks to: what the
// TUI can show the user (hook/completed entries, items) comes back as notifications.
// Plugin hooks must be trusted first (trustCodexHooks); this path has no bypass flag.
export async function codexAppServerTurn(sb: HostSandbox, prompt: string, options: { node?: NodeVariant; killAfterMs?: number } = {}): Promise<AppServerMessage[]> {
  const child = spawn(CODEX_BIN, ['app-server'], { cwd: sb.project, env: codexEnv(sb, options.node ?? 'node24'), stdio: ['pipe', 'pipe', 'ignore'] });
  const send = (message: Record<string, unknown>) => child.stdin!.write(`${JSON.stringify({ jsonrpc: '2.0', ...message })}\n`);
  const messages: AppServerMessage[] = [];
  try {
    return await new Promise<AppServerMessage[]>((resolvePromise, reject) => {
      const timer = setTimeout(() => reject(new Error(`codex app-server: no turn/completed; got ${messages.map((m) => m.method ?? m.id).join(', ')}`)), options.killAfterMs ?? 60_000);
      let buffer = '';
      child.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
        buffer += chunk;
        for (let nl = buffer.indexOf('\n'); nl >= 0; nl = buffer.indexOf('\n')) {
          const message = JSON.parse(buffer.slice(0, nl)) as AppServerMessage;
          buffer = buffer.slice(nl + 1);
          messages.push(message);
          if (message.error) { clearTimeout(timer); reject(new Error(`codex app-server: ${JSON.stringify(message.error)}`)); }
          if (message.id === 1) { send({ method: 'initialized' }); send({ id: 2, method: 'thread/start', params: { cwd: sb.project } }); }
          if (message.id === 2) send({ id: 3, method: 'turn/start', params: { threadId: message.result.thread.id, input: [{ type: 'text', text: prompt }] } });
          if (message.method === 'turn/completed') { clearTimeout(timer); resolvePromise(messages); }
        }
      });
      send({ id: 1, method: 'initialize', params: { clientInfo: { name: 'nuzo-e2e', version: '0' } } });
    });
  } finally {
    child.kill();
  }
}
