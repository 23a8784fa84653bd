// Shared by the transcript tests: where the shared fixtures live (never copied into the repo),
// temp files, and builders for small synthetic Claude and Codex lines.

import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { repoRoot, sharedDir } from '../support/fixtures.ts';

export { repoRoot, sharedDir };
export const fixturesDir = join(sharedDir, 'fixtures');

export function listJsonl(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) out.push(...listJsonl(p));
    else if (name.endsWith('.jsonl')) out.push(p);
  }
  return out.sort();
}

export function tempDir(t: { after: (fn: () => void) => void }): string {
  const dir = mkdtempSync(join(tmpdir(), 'nuzo-transcript-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

const SESSION = '11111111-2222-4333-8444-555555555555';

interface ClaudeLineOpts {
  uuid?: string;
  timestamp?: string;
  isMeta?: boolean;
  isSidechain?: boolean;
  extra?: Record<string, unknown>;
}

function claudeBase(o: ClaudeLineOpts): Record<string, unknown> {
  return {
    parentUuid: null,
    isSidechain: o.isSidechain ?? false,
    userType: 'external',
    cwd: '/home/dev/proj',
    sessionId: SESSION,
    version: '2.1.330',
    gitBranch: 'main',
  };
}

let counter = 0;
function nextUuid(): string {
  counter++;
  return `00000000-0000-4000-8000-${String(counter).padStart(12, '0')}`;
}

function stamp(o: ClaudeLineOpts): string {
  return o.timestamp ?? `2026-11-22T05:00:${String(counter % 60).padStart(2, '0')}.000Z`;
}

export const claude = {
  session: SESSION,
  user(content: unknown, o: ClaudeLineOpts = {}): string {
    const uuid = o.uuid ?? nextUuid();
    return JSON.stringify({
      ...claudeBase(o),
      type: 'user',
      message: { role: 'user', content },
      ...(o.isMeta ? { isMeta: true } : {}),
      uuid,
      timestamp: stamp(o),
      ...o.extra,
    });
  },
  assistant(id: string, blocks: unknown[], o: ClaudeLineOpts = {}): string {
    const uuid = o.uuid ?? nextUuid();
    return JSON.stringify({
      ...claudeBase(o),
      message: { model: 'claude-opus-5-5', id, type: 'message', role: 'assistant', content: blocks, stop_reason: null },
      requestId: 'req_1',
      type: 'assistant',
      uuid,
      timestamp: stamp(o),
      ...o.extra,
    });
  },
  toolResult(toolUseId: string, content: unknown, isError = false, o: ClaudeLineOpts = {}): string {
    return claude.user([{ tool_use_id: toolUseId, type: 'tool_result', content, is_error: isError }], {
      ...o,
      extra: { toolUseResult: { stdout: 'x' }, ...o.extra },
    });
  },
  progress(): string {
    return JSON.stringify({ ...claudeBase({}), type: 'progress', data: { type: 'hook_progress', hookEvent: 'Stop' }, uuid: nextUuid() });
  },
  system(subtype: string): string {
    return JSON.stringify({ ...claudeBase({}), type: 'system', subtype, content: 'x', uuid: nextUuid(), timestamp: '2026-11-22T05:10:00.000Z' });
  },
  attachment(type: string, content = 'x'): string {
    return JSON.stringify({ ...claudeBase({}), attachment: { type, content }, type: 'attachment', uuid: nextUuid() });
  },
};

export const CODEX_SESSION = '01a201a3-d372-7d31-b0df-b437b738d67d';

function codexLine(type: string, payload: Record<string, unknown>, timestamp = '2026-11-22T05:04:03.000Z'): string {
  return JSON.stringify({ timestamp, type, payload });
}

export const codex = {
  session: CODEX_SESSION,
  meta(extra: Record<string, unknown> = {}): string {
    return codexLine('session_meta', { id: CODEX_SESSION, cwd: '/home/dev/projx', originator: 'codex_cli_rs', cli_version: '0.169.0', source: 'cli', ...extra });
  },
  message(role: string, texts: string[], extra: Record<string, unknown> = {}): string {
    const type = role === 'assistant' ? 'output_text' : 'input_text';
    return codexLine('response_item', { type: 'message', role, content: texts.map((text) => ({ type, text })), ...extra });
  },
  event(type: string, extra: Record<string, unknown> = {}): string {
    return codexLine('event_msg', { type, ...extra });
  },
  call(name: string, args: unknown, callId: string): string {
    return codexLine('response_item', { type: 'function_call', name, arguments: JSON.stringify(args), call_id: callId });
  },
  output(callId: string, output: unknown): string {
    return codexLine('response_item', { type: 'function_call_output', call_id: callId, output });
  },
  raw(type: string, payload: Record<string, unknown>): string {
    return codexLine(type, payload);
  },
  path(dir: string): string {
    return join(dir, `rollout-2026-11-22T05-04-03-${CODEX_SESSION}.jsonl`);
  },
};
