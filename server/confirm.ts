// The user, not the model, confirms. Saving a draft, changing a memory's content, writing
// into or moving a memory to a scope wider than the session's project (user:default,
// agent:*, another project), a hard delete, an applied forget_many and overwriting a file
// all need the user's own answer. Nuzo asks through an MCP elicitation form when the client
// has one (config "auto", the default, or "elicitation"). Anything the model passes — the
// old `confirm: true` included — counts for nothing: a prompt-injected agent cannot say yes
// for the user. Where no form can be shown (a client without elicitation, or config "flag",
// which turns the forms off), the tool changes nothing and answers CONFIRMATION_REQUIRED
// with the one `nuzo` command that does the same from the user's own terminal.
import type { Server } from '@modelcontextprotocol/sdk/server/index.js';
import type { ConfirmationMode } from '../lib/config.ts';
import { NuzoError } from '../lib/errors.ts';
import { LIMITS, MEMORY_KINDS } from '../lib/limits.ts';
import { visibleLine } from '../lib/text/visible.ts';

export type Editable = { content: string; kind: string; scope: string; tags: string[] };

export type ConfirmRequest = {
  operation: 'drafts_confirm' | 'update' | 'forget' | 'forget_many' | 'remember' | 'import' | 'export' | 'writeback';
  reason: string;
  // The question shown to the user, ending with what they may answer.
  text: string;
  // Present when the user may edit the memory before it is saved.
  editable?: Editable;
  // The `nuzo` command line that does the same from the user's own terminal (terminal.ts).
  command: string;
};

export type ConfirmAnswer =
  | { decision: 'confirm'; via: 'elicitation' }
  | { decision: 'edit'; via: 'elicitation'; edits: Editable }
  | { decision: 'reject'; via: 'elicitation' };

const ELICIT_TIMEOUT_MS = 10 * 60_000;

export function supportsElicitation(server: Server): boolean {
  return Boolean(server.getClientCapabilities()?.elicitation?.form);
}

// Whether Nuzo can put a question to the user in this session at all.
export function canAskUser(server: Server, mode: ConfirmationMode): boolean {
  return mode !== 'flag' && supportsElicitation(server);
}

export async function askUser(server: Server, mode: ConfirmationMode, request: ConfirmRequest): Promise<ConfirmAnswer> {
  if (!canAskUser(server, mode)) throw userMustRun(request, mode === 'flag' ? 'forms_off' : mode === 'elicitation' ? 'elicitation_unsupported' : 'no_elicitation');
  return elicitAnswer(server, request);
}

// The answer when no form can be shown: nothing changed, and the command the user can run.
export function userMustRun(request: ConfirmRequest, via: string): NuzoError {
  const where = request.command.length <= 240 ? `\`${request.command}\`` : 'the command in details.command';
  return new NuzoError(
    'CONFIRMATION_REQUIRED',
    `Only the user can approve this, and Nuzo cannot ask them here (this client shows no confirmation form, or the user turned Nuzo's forms off). Nothing was changed. Show the user confirmation_text and tell them they can do it themselves in their own terminal with ${where}. Do not run it for them, and do not call again hoping to get it through.`,
    { operation: request.operation, reason: request.reason, via, confirmation_text: request.text, command: request.command },
  );
}

async function elicitAnswer(server: Server, request: ConfirmRequest): Promise<ConfirmAnswer> {
  let result: Awaited<ReturnType<Server['elicitInput']>>;
  try {
    result = await server.elicitInput({ mode: 'form', message: formMessage(request.text), requestedSchema: formFor(request.editable) }, { timeout: ELICIT_TIMEOUT_MS });
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

// A form the user declined or closed may also be one the host declined by itself (codex
// exec answers every form with "decline"): the terminal command stays at hand either way.
export function declined(request: Pick<ConfirmRequest, 'operation' | 'command'>, action: string, extra: Record<string, unknown> = {}): NuzoError {
  const answered = action === 'reject';
  return new NuzoError('CONFIRMATION_DECLINED', 'The user did not confirm; nothing was changed.', { operation: request.operation, action, ...(answered ? {} : { command: request.command }), ...extra });
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

// The host draws the form's message in the user's terminal: stored or drafted text inside it
// could hide what is about to be saved (ESC[8m) or rewrite the line (CR). Our own line breaks
// stay; every other control or invisible character becomes a visible escape.
function formMessage(text: string): string {
  return text.split('\n').map(visibleLine).join('\n');
}
