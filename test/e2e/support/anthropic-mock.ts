// A scripted Anthropic Messages API for Claude Code (`ANTHROPIC_BASE_URL`). Every request is
// recorded. Requests that offer tools are the agent loop ('turn') and take the next reply
// from the script; anything else (title/summary side calls) gets a short canned text and
// leaves the script alone. Replies stream as SSE when asked (Claude Code always streams
// the loop), else return one JSON message.
import type { ServerResponse } from 'node:http';
import { openSse, sendJson, startRecorder, type RecordedRequest, type Recorder } from './recorder.ts';

export type AnthropicToolUse = { name: string; input: Record<string, unknown>; id?: string };

// A turn is text, or a tool_use (optionally preceded by text) whose result the host sends
// back in the next request; `then` answers that request (a string is a text reply).
export type AnthropicReply =
  | { text: string }
  | { toolUse: AnthropicToolUse; text?: string; then?: AnthropicReply | string };

export type AnthropicScriptStep = AnthropicReply | ((request: RecordedRequest) => AnthropicReply);

export type AnthropicMock = Recorder & {
  // Requests of the agent loop, in order.
  turns(): RecordedRequest[];
  // Adds replies at the end of the script (e.g. for a second `claude -p` run).
  push(...steps: Array<AnthropicScriptStep | string>): void;
  remaining(): number;
  // Whether any loop request carried `needle` anywhere in its body (system, messages, tools).
  sawInTurns(needle: string): boolean;
  // tool_result blocks the host sent back, in order.
  toolResults(): Array<{ tool_use_id: string; content: unknown; is_error?: boolean; text: string }>;
  // Tool names offered to the model in the latest loop request.
  offeredTools(): string[];
};

export async function startAnthropicMock(options: { script?: Array<AnthropicScriptStep | string>; fallbackText?: string } = {}): Promise<AnthropicMock> {
  const queue: AnthropicScriptStep[] = [];
  const fallbackText = options.fallbackText ?? 'Done.';
  let ids = 0;
  const push = (...steps: Array<AnthropicScriptStep | string>) => {
    for (const step of steps) queue.push(typeof step === 'string' ? { text: step } : step);
  };
  push(...(options.script ?? []));

  const recorder = await startRecorder((request, res) => {
    const path = request.path.split('?')[0];
    if (request.method === 'POST' && path === '/v1/messages/count_tokens') {
      request.kind = 'aux';
      return sendJson(res, 200, { input_tokens: 42 });
    }
    if (request.method !== 'POST' || path !== '/v1/messages') {
      return sendJson(res, 404, { type: 'error', error: { type: 'not_found_error', message: `mock: no route ${request.method} ${request.path}` } });
    }
    const body = request.body ?? {};
    const isTurn = Array.isArray(body.tools) && body.tools.length > 0;
    request.kind = isTurn ? 'turn' : 'aux';
    let reply: AnthropicReply = { text: fallbackText };
    if (isTurn && queue.length > 0) {
      const step = queue.shift()!;
      reply = typeof step === 'function' ? step(request) : step;
      if ('toolUse' in reply && reply.then !== undefined) queue.unshift(typeof reply.then === 'string' ? { text: reply.then } : reply.then);
    }
    respond(res, body, reply, ++ids);
  });

  const turns = () => recorder.requests.filter((r) => r.kind === 'turn');
  return {
    ...recorder,
    turns,
    push,
    remaining: () => queue.length,
    sawInTurns: (needle) => turns().some((r) => r.text.includes(needle)),
    toolResults: () => {
      const seen = new Map<string, { tool_use_id: string; content: unknown; is_error?: boolean; text: string }>();
      for (const r of turns()) {
        for (const message of r.body?.messages ?? []) {
          if (!Array.isArray(message.content)) continue;
          for (const block of message.content) {
            if (block?.type !== 'tool_result' || seen.has(block.tool_use_id)) continue;
            seen.set(block.tool_use_id, { tool_use_id: block.tool_use_id, content: block.content, is_error: block.is_error, text: resultText(block.content) });
          }
        }
      }
      return [...seen.values()];
    },
    offeredTools: () => (turns().at(-1)?.body?.tools ?? []).map((t: { name: string }) => t.name),
  };
}

function resultText(content: unknown): string {
  if (typeof content === 'string') return content;
  if (Array.isArray(content)) return content.map((c) => (c && typeof c.text === 'string' ? c.text : '')).join('\n');
  return '';
}

type Block = { type: 'text'; text: string } | { type: 'tool_use'; id: string; name: string; input: Record<string, unknown> };

function respond(res: ServerResponse, body: any, reply: AnthropicReply, n: number): void {
  const blocks: Block[] = [];
  if ('toolUse' in reply) {
    if (reply.text) blocks.push({ type: 'text', text: reply.text });
    blocks.push({ type: 'tool_use', id: reply.toolUse.id ?? `toolu_mock${String(n).padStart(4, '0')}`, name: reply.toolUse.name, input: reply.toolUse.input });
  } else {
    blocks.push({ type: 'text', text: reply.text });
  }
  const stopReason = blocks.some((b) => b.type === 'tool_use') ? 'tool_use' : 'end_turn';
  const message = { id: `msg_mock${String(n).padStart(4, '0')}`, type: 'message', role: 'assistant', model: body.model ?? 'claude-mock', stop_sequence: null };
  const usage = { input_tokens: 100, output_tokens: 20, cache_creation_input_tokens: 0, cache_read_input_tokens: 0 };
  if (!body.stream) {
    sendJson(res, 200, { ...message, content: blocks, stop_reason: stopReason, usage });
    return;
  }
  const send = openSse(res);
  send('message_start', { type: 'message_start', message: { ...message, content: [], stop_reason: null, usage: { ...usage, output_tokens: 1 } } });
  blocks.forEach((block, index) => {
    if (block.type === 'text') {
      send('content_block_start', { type: 'content_block_start', index, content_block: { type: 'text', text: '' } });
      send('content_block_delta', { type: 'content_block_delta', index, delta: { type: 'text_delta', text: block.text } });
    } else {
      send('content_block_start', { type: 'content_block_start', index, content_block: { type: 'tool_use', id: block.id, name: block.name, input: {} } });
      send('content_block_delta', { type: 'content_block_delta', index, delta: { type: 'input_json_delta', partial_json: JSON.stringify(block.input) } });
    }
    send('content_block_stop', { type: 'content_block_stop', index });
  });
  send('message_delta', { type: 'message_delta', delta: { stop_reason: stopReason, stop_sequence: null }, usage: { output_tokens: 20 } });
  send('message_stop', { type: 'message_stop' });
  res.end();
}

// Text of the tool_result(s) in the newest user message of a request: what the tool the
// mock called last returned (for script steps that react to it).
export function lastToolResultText(request: RecordedRequest): string {
  const messages = request.body?.messages ?? [];
  for (let i = messages.length - 1; i >= 0; i--) {
    const content = messages[i].content;
    if (messages[i].role !== 'user' || !Array.isArray(content)) continue;
    const results = content.filter((b: { type?: string }) => b?.type === 'tool_result');
    if (results.length) return results.map((b: { content: unknown }) => resultText(b.content)).join('\n');
  }
  return '';
}
