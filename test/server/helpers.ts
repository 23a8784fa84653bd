// Drives the BUILT server (dist/mcp-server.js) the way a host does: a real process on this
// Node, spoken to by the real SDK Client over stdio, with a throwaway NUZO_HOME and HOME
// and a project checkout. Clients may declare elicitation (with a scripted answer) and roots.
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { ElicitRequestSchema, ListRootsRequestSchema, type CallToolResult, type ElicitResult } from '@modelcontextprotocol/sdk/types.js';
import { spawnSync } from 'node:child_process';
import { writeFileSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createDraft, type NewDraft } from '../../lib/drafts/queue.ts';
import { sandbox, type Sandbox } from '../support/sandbox.ts';

export const SERVER = process.env.NUZO_TEST_MCP_SERVER ?? fileURLToPath(new URL('../../dist/mcp-server.js', import.meta.url));

export type ElicitRequest = { message: string; requestedSchema: { properties: Record<string, any>; required?: string[] } };

export type ClientOptions = {
  env?: Record<string, string | undefined>;
  cwd?: string;
  // Declares the elicitation capability and answers every prompt with this function.
  elicit?: (request: ElicitRequest) => ElicitResult | Promise<ElicitResult>;
  roots?: string[];
  // The clientInfo name the server sees (hosts: "claude-code", "codex-mcp-client").
  clientName?: string;
};

export type Session = {
  client: Client;
  stderr: () => string;
  call(name: string, args?: Record<string, unknown>): Promise<CallToolResult & { structuredContent?: any }>;
  prompts: ElicitRequest[];
  close(): Promise<void>;
};

export async function connect(box: Sandbox, options: ClientOptions = {}): Promise<Session> {
  const capabilities: Record<string, unknown> = {};
  if (options.elicit) capabilities.elicitation = { form: {} };
  if (options.roots) capabilities.roots = { listChanged: true };
  const client = new Client({ name: options.clientName ?? 'nuzo-test', version: '0.0.0' }, { capabilities });
  const prompts: ElicitRequest[] = [];
  if (options.elicit) {
    const answer = options.elicit;
    client.setRequestHandler(ElicitRequestSchema, async (request) => {
      const params = request.params as unknown as ElicitRequest;
      prompts.push(params);
      return answer(params);
    });
  }
  if (options.roots) {
    const roots = options.roots;
    client.setRequestHandler(ListRootsRequestSchema, async () => ({ roots: roots.map((dir) => ({ uri: `file://${dir}`, name: 'project' })) }));
  }
  const env: Record<string, string> = {};
  for (const [key, value] of Object.entries({ ...box.env, ...options.env })) if (value !== undefined) env[key] = value;
  const transport = new StdioClientTransport({ command: process.execPath, args: [SERVER], env, cwd: options.cwd ?? box.project, stderr: 'pipe' });
  let stderr = '';
  transport.stderr?.on('data', (chunk) => { stderr += chunk; });
  await client.connect(transport);
  return {
    client,
    prompts,
    stderr: () => stderr,
    call: (name, args = {}) => client.callTool({ name, arguments: args }, undefined, { timeout: 30_000 }) as Promise<CallToolResult & { structuredContent?: any }>,
    close: () => client.close(),
  };
}

// The { code, message, details } body of an isError result, checked to be the same in
// structuredContent and in the text block.
export function errorOf(result: CallToolResult & { structuredContent?: any }): { code: string; message: string; details: Record<string, unknown> } {
  if (!result.isError) throw new Error(`expected an error result, got ${JSON.stringify(result.structuredContent)}`);
  const text = result.content.find((c) => c.type === 'text');
  const fromText = JSON.parse(text && 'text' in text ? text.text : '{}');
  if (JSON.stringify(fromText) !== JSON.stringify(result.structuredContent)) throw new Error('text and structuredContent disagree');
  return result.structuredContent;
}

export function ok(result: CallToolResult & { structuredContent?: any }): any {
  if (result.isError) throw new Error(`unexpected error result: ${JSON.stringify(result.structuredContent)}`);
  return result.structuredContent;
}

export function writeUserConfig(box: Sandbox, config: Record<string, unknown>): void {
  mkdirSync(box.home, { recursive: true });
  writeFileSync(join(box.home, 'config.json'), JSON.stringify(config));
}

export function makeDraft(box: Sandbox, input: Partial<NewDraft> & { content: string }): string {
  const ctx = box.open({ actor: 'nuzo:hook' });
  const outcome = createDraft(ctx, {
    kind: 'preference',
    scope: box.projectScope,
    tags: ['workflow'],
    source: 'claude:capture-suggestion',
    confidence: 0.72,
    reason: 'The user stated a recurring preference.',
    ...input,
  });
  if (!('created' in outcome)) throw new Error(`draft not created: ${JSON.stringify(outcome)}`);
  return outcome.created.id;
}

export function otherProject(box: Sandbox, name = 'other'): string {
  const dir = join(dirname(box.project), name);
  mkdirSync(join(dir, '.git'), { recursive: true });
  return dir;
}

export const HOOK = process.env.NUZO_TEST_HOOK ?? fileURLToPath(new URL('../../dist/hook.cjs', import.meta.url));
export const CLI = process.env.NUZO_TEST_CLI ?? fileURLToPath(new URL('../../dist/cli.js', import.meta.url));

// The built SessionStart hook, run the way a host runs it for a session opened in `cwd`.
export function sessionStart(box: Sandbox, cwd: string, env: Record<string, string> = {}): string {
  const input = JSON.stringify({ session_id: 'sess-1', transcript_path: null, cwd, hook_event_name: 'SessionStart', source: 'startup' });
  const run = spawnSync(process.execPath, [HOOK, 'session-start'], { cwd, input, env: { ...box.env, ...env }, encoding: 'utf8', timeout: 20_000 });
  return run.stdout;
}

// A command line Nuzo handed back for the user, typed into a shell the way the user would,
// with `nuzo` being the built CLI (README: alias nuzo='node …/dist/cli.js').
export function runAsUser(box: Sandbox, command: string, options: { input?: string; cwd?: string } = {}): { code: number | null; stdout: string; stderr: string } {
  const run = spawnSync('sh', ['-c', `nuzo() { "$NUZO_NODE" "$NUZO_CLI" "$@"; }\n${command}`], {
    cwd: options.cwd ?? box.project,
    input: options.input ?? '',
    env: { ...box.env, NUZO_NODE: process.execPath, NUZO_CLI: CLI },
    encoding: 'utf8',
    timeout: 30_000,
  });
  return { code: run.status, stdout: run.stdout, stderr: run.stderr };
}
