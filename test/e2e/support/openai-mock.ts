// A scripted OpenAI Responses API for `codex exec` (a config.toml model_provider whose
// base_url points here). Every request is recorded; each agent-loop request takes the next
// reply from the script. Codex defers MCP tools behind its client-side `tool_search`, so an
// MCP call is two replies: a `tool_search_call` (Codex answers it locally and sends the
// found namespace back) and then the `function_call` with that namespace (`mcpCall`).
import type { ServerResponse } from 'node:http';
import { openSse, sendJson, startRecorder, type RecordedRequest, type Recorder } from './recorder.ts';

export type OpenAIFunctionCall = { name: string; arguments: Record<string, unknown> | string; namespace?: string; callId?: string };

export type OpenAIReply =
  | { text: string }
  | { functionCall: OpenAIFunctionCall; text?: string; then?: OpenAIReply | string }
  | { toolSearch: { query: string; limit?: number }; then?: OpenAIReply | string };

export type OpenAIScriptStep = OpenAIReply | ((request: RecordedRequest) => OpenAIReply);

export type OpenAIMock = Recorder & {
  turns(): RecordedRequest[];
  push(...steps: Array<OpenAIScriptStep | string>): void;
  remaining(): number;
  sawInTurns(needle: string): boolean;
  // function_call_output items Codex sent back, by call id, in order.
  functionOutputs(): Array<{ call_id: string; output: unknown; text: string }>;
};

// Codex MCP tools live in namespace `mcp__<server>` (no plugin name, host-contracts B2).
export function mcpCall(server: string, tool: string, args: Record<string, unknown>, then?: OpenAIReply | string): OpenAIReply {
  return { toolSearch: { query: `${server} ${tool}` }, then: { functionCall: { namespace: `mcp__${server}`, name: tool, arguments: args }, then } };
}

export async function startOpenAIMock(options: { script?: Array<OpenAIScriptStep | string>; fallbackText?: string } = {}): Promise<OpenAIMock> {
  const queue: OpenAIScriptStep[] = [];
  const fallbackText = options.fallbackText ?? 'Done.';
  let ids = 0;
  const push = (...steps: Array<OpenAIScriptStep | string>) => {
    for (const step of steps) queue.push(typeof step === 'string' ? { text: step } : step);
  };
  push(...(options.script ?? []));

  const recorder = await startRecorder((request, res) => {
    const path = request.path.split('?')[0].replace(/^\/v1/, '');
    if (request.method === 'GET' && path === '/models') {
      request.kind = 'aux';
      return sendJson(res, 200, { object: 'list', data: [], models: [] });
    }
    if (request.method !== 'POST' || path !== '/responses') {
      return sendJson(res, 404, { error: { type: 'not_found', message: `mock: no route ${request.method} ${request.path}` } });
    }
    const kind = requestKind(request);
    request.kind = kind === 'turn' ? 'turn' : 'aux';
    let reply: OpenAIReply = { text: fallbackText };
    if (request.kind === 'turn' && queue.length > 0) {
      const step = queue.shift()!;
      reply = typeof step === 'function' ? step(request) : step;
      if ('then' in reply && reply.then !== undefined) {
        queue.unshift(typeof reply.then === 'string' ? { text: reply.then } : reply.then);
      }
    }
    respond(res, request.body ?? {}, reply, ++ids);
  });

  const turns = () => recorder.requests.filter((r) => r.kind === 'turn');
  return {
    ...recorder,
    turns,
    push,
    remaining: () => queue.length,
    sawInTurns: (needle) => turns().some((r) => r.text.includes(needle)),
    functionOutputs: () => {
      const seen = new Map<string, { call_id: string; output: unknown; text: string }>();
      for (const r of turns()) {
        for (const item of r.body?.input ?? []) {
          if (item?.type !== 'function_call_output' || seen.has(item.call_id)) continue;
          seen.set(item.call_id, { call_id: item.call_id, output: item.output, text: outputText(item.output) });
        }
      }
      return [...seen.values()];
    },
  };
}

// Codex labels each request in x-codex-turn-metadata; only 'turn' requests run the script.
function requestKind(request: RecordedRequest): string {
  const raw = request.headers['x-codex-turn-metadata'];
  if (typeof raw !== 'string') return 'turn';
  try {
    return (JSON.parse(raw) as { request_kind?: string }).request_kind ?? 'turn';
  } catch {
    return 'turn';
  }
}

function outputText(output: unknown): string {
  if (typeof output === 'string') return output;
  if (Array.isArray(output)) return output.map((o) => (o && typeof o.text === 'string' ? o.text : '')).join('\n');
  return JSON.stringify(output ?? '');
}

function respond(res: ServerResponse, body: any, reply: OpenAIReply, n: number): void {
  const id = (prefix: string) => `${prefix}_mock${String(n).padStart(4, '0')}`;
  const items: Array<Record<string, unknown>> = [];
  const message = (text: string) => ({ type: 'message', id: id('msg'), role: 'assistant', status: 'completed', content: [{ type: 'output_text', text, annotations: [] }] });
  if ('toolSearch' in reply) {
    items.push({ type: 'tool_search_call', id: id('ts'), call_id: id('call_ts'), status: 'completed', execution: 'client', arguments: { query: reply.toolSearch.query, limit: reply.toolSearch.limit ?? 8 } });
  } else if ('functionCall' in reply) {
    if (reply.text) items.push(message(reply.text));
    const call = reply.functionCall;
    items.push({
      type: 'function_call',
      id: id('fc'),
      call_id: call.callId ?? id('call'),
      name: call.name,
      ...(call.namespace ? { namespace: call.namespace } : {}),
      arguments: typeof call.arguments === 'string' ? call.arguments : JSON.stringify(call.arguments),
      status: 'completed',
    });
  } else {
    items.push(message(reply.text));
  }
  const responseId = id('resp');
  const send = openSse(res);
  send('response.created', { type: 'response.created', response: { id: responseId, model: body.model ?? 'mock' } });
  items.forEach((item, index) => {
    const added = item.type === 'message' ? { ...item, status: 'in_progress', content: [] } : item;
    send('response.output_item.added', { type: 'response.output_item.added', output_index: index, item: added });
    if (item.type === 'message') {
      const text = (item.content as Array<{ text: string }>)[0].text;
      send('response.output_text.delta', { type: 'response.output_text.delta', output_index: index, item_id: item.id, content_index: 0, delta: text });
    }
    send('response.output_item.done', { type: 'response.output_item.done', output_index: index, item });
  });
  send('response.completed', {
    type: 'response.completed',
    response: { id: responseId, status: 'completed', usage: { input_tokens: 100, input_tokens_details: { cached_tokens: 0 }, output_tokens: 20, output_tokens_details: { reasoning_tokens: 0 }, total_tokens: 120 } },
  });
  res.end();
}

// Output of the newest function_call_output in a request (what the last call returned).
export function lastFunctionOutputText(request: RecordedRequest): string {
  const items = (request.body?.input ?? []).filter((i: { type?: string }) => i?.type === 'function_call_output');
  return items.length ? outputText(items[items.length - 1].output) : '';
}
