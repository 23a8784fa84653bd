// What reaches the SDK from stdin, decided one line at a time. The SDK drops a line it
// cannot parse or that fails its message schema (params: null, an extra top-level key, a
// fractional id) without a word, and answers a method's params of the wrong shape with its
// raw zod dump. Here every request that is not admitted gets its JSON-RPC error: -32700
// for text that is not JSON, -32600 for something that is not a valid request, -32602 for
// params a method cannot take. Notifications are never answered, as the spec says.
import {
  CallToolRequestSchema,
  InitializeRequestSchema,
  JSONRPCErrorResponseSchema,
  JSONRPCNotificationSchema,
  JSONRPCRequestSchema,
  JSONRPCResultResponseSchema,
  ListToolsRequestSchema,
  PingRequestSchema,
  type JSONRPCMessage,
} from '@modelcontextprotocol/sdk/types.js';
import type { z } from 'zod';
import { validId, type Inbound, type RequestId } from './framing.ts';

export const PARSE_ERROR = -32700;
export const INVALID_REQUEST = -32600;
export const INVALID_PARAMS = -32602;

export type ErrorReply = { jsonrpc: '2.0'; id: RequestId | null; error: { code: number; message: string; data?: Record<string, unknown> } };

export type Verdict = { message: JSONRPCMessage } | { reply: ErrorReply } | { drop: string };

// The methods this server handles, with the shape the SDK will insist on for each.
const PARAMS: Record<string, z.ZodType> = {
  initialize: InitializeRequestSchema,
  ping: PingRequestSchema,
  'tools/list': ListToolsRequestSchema,
  'tools/call': CallToolRequestSchema,
};

export function errorReply(id: RequestId | null, code: number, message: string, data?: Record<string, unknown>): ErrorReply {
  return { jsonrpc: '2.0', id, error: data ? { code, message, data } : { code, message } };
}

export function admit(item: Inbound, maxBytes: number): Verdict {
  if (item.kind === 'oversize') {
    const mib = Math.round(maxBytes / 1048576);
    return { reply: errorReply(item.id, INVALID_REQUEST, `Message too large: ${item.bytes} bytes is over the ${mib} MiB limit per message; it was discarded.`, { limit_bytes: maxBytes }) };
  }
  let raw: unknown;
  try {
    raw = JSON.parse(item.text);
  } catch {
    return { reply: errorReply(null, PARSE_ERROR, 'Parse error: the line is not valid JSON.') };
  }
  if (Array.isArray(raw)) return { reply: errorReply(null, INVALID_REQUEST, 'Invalid request: batches are not supported; send one message per line.') };
  if (!isObject(raw)) return { reply: errorReply(null, INVALID_REQUEST, 'Invalid request: a message must be a JSON object.') };
  const hasId = 'id' in raw;
  const id = validId(raw.id) ? raw.id : null;
  if (hasId && id === null) return { reply: errorReply(null, INVALID_REQUEST, 'Invalid request: id must be a string or an integer.') };
  if (raw.jsonrpc !== '2.0') return { reply: errorReply(id, INVALID_REQUEST, 'Invalid request: jsonrpc must be "2.0".') };
  if ('method' in raw) {
    if (typeof raw.method !== 'string') return hasId ? { reply: errorReply(id, INVALID_REQUEST, 'Invalid request: method must be a string.') } : { drop: 'method is not a string' };
    if (!hasId) return JSONRPCNotificationSchema.safeParse(raw).success ? { message: raw as JSONRPCMessage } : { drop: 'malformed notification' };
    if ('params' in raw && !isObject(raw.params)) return { reply: errorReply(id, INVALID_REQUEST, 'Invalid request: params must be an object when present.') };
    const extra = Object.keys(raw).filter((k) => !['jsonrpc', 'id', 'method', 'params'].includes(k));
    if (extra.length) return { reply: errorReply(id, INVALID_REQUEST, `Invalid request: unexpected member ${clip(extra[0], 64)}.`) };
    const schema = PARAMS[raw.method];
    if (schema) {
      const parsed = schema.safeParse(raw);
      if (!parsed.success) return { reply: errorReply(id, INVALID_PARAMS, `Invalid params for ${raw.method}: ${issuesOf(parsed.error)}.`) };
    }
    if (!JSONRPCRequestSchema.safeParse(raw).success) return { reply: errorReply(id, INVALID_REQUEST, 'Invalid request.') };
    return { message: raw as JSONRPCMessage };
  }
  // No method: an answer to one of our own requests (elicitation, roots).
  if (JSONRPCResultResponseSchema.safeParse(raw).success || JSONRPCErrorResponseSchema.safeParse(raw).success) return { message: raw as JSONRPCMessage };
  return { reply: errorReply(null, INVALID_REQUEST, 'Invalid request: neither a request, a notification nor a response.') };
}

// Field and rule only, never the rejected value (the value is caller text of any size).
export function issuesOf(error: z.ZodError): string {
  return error.issues
    .slice(0, 4)
    .map((issue) => `${issue.path.filter((p) => p !== 'params').map((p) => clip(String(p), 64)).join('.') || 'params'}: ${clip(issue.message, 120)}`)
    .join('; ');
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function clip(text: string, max: number): string {
  const flat = text.replace(/[\u0000-\u001f\u007f-\u009f]/g, ' ');
  return (flat.length > max ? `${flat.slice(0, max)}…` : flat).toWellFormed();
}
