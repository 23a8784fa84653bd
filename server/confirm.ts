// The user, not the model, confirms. Saving a draft, changing a memory's content, moving a
// project memory to user:default, a hard delete and an applied forget_many all need the
// user's own answer. When the client can show an elicitation form (config "auto", the
// default, or "elicitation"), Nuzo asks the user directly and a model-supplied
// `confirm: true` counts for nothing: a prompt-injected agent cannot say yes for the user.
// Without elicitation (or with config "flag") the agent must relay the user's explicit yes.
import type { Server } from '@modelcontextprotocol/sdk/server/index.js';
import type { ConfirmationMode } from '../lib/config.ts';
import { NuzoError } from '../lib/errors.ts';
import { LIMITS, MEMORY_KINDS } from '../lib/limits.ts';

export type Editable = { content: string; kind: string; scope: string; tags: string[] };

export type ConfirmRequest = {
  operation: 'drafts_confirm' | 'update' | 'forget' | 'forget_many';
  reason: string;
  // The question shown to the user, ending with what they may answer.
  text: string;
  // Present when the user may edit the memory before it is saved.
  editable?: Editable;
  flag: boolean | undefined;
};

export type ConfirmAnswer =
  | { decision: 'confirm'; via: 'elicitation' | 'flag' }
  | { decision: 'edit'; via: 'elicitation'; edits: Editable }
  | { decision: 'reject'; via: 'elicitation' };

const ELICIT_TIMEOUT_MS = 10 * 60_000;

export function supportsElicitation(server: Server): boolean {
  return Boolean(server.getClientCapabilities()?.elicitation?.form);
}

export async function askUser(server: Server, mode: ConfirmationMode, request: ConfirmRequest): Promise<ConfirmAnswer> {
  const elicit = mode === 'elicitation' || (mode === 'auto' && supportsElicitation(server));
  if (elicit && !supportsElicitation(server)) {
    throw new NuzoError('CONFIRMATION_REQUIRED', 'Nuzo is configured to ask the user through an MCP confirmation prompt (elicitation), which this client does not support; nothing was changed.', {
      operation: request.operation,
      reason: request.reason,
      via: 'elicitation_unsupported',
    });
  }
  if (!elicit) {
    if (request.flag === true) return { decision: 'confirm', via: 'flag' };
    throw new NuzoError('CONFIRMATION_REQUIRED', 'This needs the user\'s explicit yes. Show the user confirmation_text, ask them, and only if they clearly agree call again with confirm: true. Nothing was changed.', {
      operation: request.operation,
      reason: request.reason,
      via: 'flag',
      confirmation_text: request.text,
    });
  }
  return elicitAnswer(server, request);
}

async function elicitAnswer(server: Server, request: ConfirmRequest): Promise<ConfirmAnswer> {
  let result: Awaited<ReturnType<Server['elicitInput']>>;
  try {
    result = await server.elicitInput({ mode: 'form', message: request.text, requestedSchema: formFor(request.editable) }, { timeout: ELICIT_TIMEOUT_MS });
  } catch {
    throw declined(request, 'no_answer');
  }
  if (result.action !== 'accept') throw declined(request, result.action);
  const answer = result.content ?? {};
  if (answer.decision === 'confirm') return { decision: 'confirm', via: 'elicitation' };
  if (answer.decision === 'reject') return { decision: 'reject', via: 'elicitation' };
  if (answer.decision === 'edit' && request.editable) return { decision: 'edit', via: 'elicitation', edits: editsFrom(answer, request.editable) };
  throw declined(request, 'no_decision');
}

export function declined(request: Pick<ConfirmRequest, 'operation'>, action: string, extra: Record<string, unknown> = {}): NuzoError {
  return new NuzoError('CONFIRMATION_DECLINED', 'The user did not confirm; nothing was changed.', { operation: request.operation, action, ...extra });
}

function formFor(editable: Editable | undefined) {
  const decisions = editable ? ['confirm', 'edit', 'reject'] : ['confirm', 'reject'];
  const properties: Record<string, Record<string, unknown>> = {
    decision: { type: 'string', title: 'Decision', enum: decisions, description: editable ? 'confirm saves as shown; edit saves the fields below as you changed them; reject saves nothing.' : 'confirm goes ahead; reject changes nothing.' },
  };
  if (editable) {
    properties.content = { type: 'string', title: 'Content', default: editable.content, maxLength: LIMITS.contentMaxChars };
    properties.kind = { type: 'string', title: 'Kind', enum: [...MEMORY_KINDS], default: editable.kind };
    properties.scope = { type: 'string', title: 'Scope', default: editable.scope, maxLength: 100 };
    properties.tags = { type: 'string', title: 'Tags (comma-separated)', default: editable.tags.join(', '), maxLength: 1000 };
  }
  return { type: 'object' as const, properties, required: ['decision'] } as Parameters<Server['elicitInput']>[0] extends { requestedSchema: infer S } ? S : never;
}

function editsFrom(answer: Record<string, unknown>, base: Editable): Editable {
  const str = (value: unknown, fallback: string) => (typeof value === 'string' && value.trim() ? value : fallback);
  const tags = typeof answer.tags === 'string' ? answer.tags.split(',').map((t) => t.trim()).filter(Boolean) : base.tags;
  return { content: str(answer.content, base.content), kind: str(answer.kind, base.kind), scope: str(answer.scope, base.scope).trim(), tags };
}
