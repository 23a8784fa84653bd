// The CLI's boundary: where results become stdout, failures become one stderr line (or a
// JSON error object with --json) and an exit code. Colour follows NO_COLOR, FORCE_COLOR and
// whether the stream is a terminal — never CI heuristics — so piped output stays plain.
import pc from 'picocolors';
import { jsonVisible, visibleLine } from '../lib/text/visible.ts';
import { isNuzoError, toNuzoError, type ErrorCode, type NuzoError } from '../lib/errors.ts';
import { cliMessageOf } from './messages.ts';

export type Colors = ReturnType<typeof pc.createColors>;

export type Io = {
  stdout: NodeJS.WritableStream & { isTTY?: boolean };
  stderr: NodeJS.WritableStream & { isTTY?: boolean };
  stdin: NodeJS.ReadableStream & { isTTY?: boolean };
  env: Record<string, string | undefined>;
  cwd: string;
  // The working directory was deleted under the shell: cwd is then only its former path
  // (PWD), and no project is taken from it (cli/context.ts).
  cwdGone?: boolean;
};

export const EXIT = { ok: 0, failure: 1, usage: 2 } as const;

// A mistake in how the command was typed (unknown flag, missing argument): exit 2.
export class UsageError extends Error {
  readonly command: string;
  constructor(message: string, command = 'nuzo') {
    super(message);
    this.name = 'UsageError';
    this.command = command;
  }
}

export function colorEnabled(stream: { isTTY?: boolean }, env: Io['env']): boolean {
  if (env.NO_COLOR !== undefined && env.NO_COLOR !== '') return false;
  const force = env.FORCE_COLOR;
  if (force !== undefined) return !/^(0|false|no|off)$/i.test(force.trim());
  return stream.isTTY === true && env.TERM !== 'dumb';
}

export function colorsFor(stream: { isTTY?: boolean }, env: Io['env']): Colors {
  return pc.createColors(colorEnabled(stream, env));
}

export function writeLine(stream: Io['stdout'], text = ''): void {
  stream.write(`${text}\n`);
}

export function writeJson(io: Io, value: unknown): void {
  io.stdout.write(`${jsonVisible(JSON.stringify(value, null, 2))}\n`);
}

export type ErrorJson = { error: { code: ErrorCode; message: string; details: Record<string, unknown> } };

// The exit-code contract, mapped once from the closed code list. 2: what was typed is
// wrong (a flag, an argument, a value, a file that is not what the command reads); fix it
// and retry. 1: Nuzo refused (content policy, scope, confirmation) or could not do it (not
// found, conflict, store trouble). A Record over ErrorCode, so a new code cannot ship
// without a row.
export type ErrorOutcome = 'input' | 'refused' | 'failed';

export const OUTCOME_OF: Record<ErrorCode, ErrorOutcome> = {
  INVALID_INPUT: 'input',
  INVALID_KIND: 'input',
  INVALID_SCOPE: 'input',
  INVALID_TAGS: 'input',
  CONTENT_TOO_LONG: 'input',
  CONTENT_EMPTY: 'input',
  INVALID_SELECTOR: 'input',
  IMPORT_INVALID: 'input',
  PROJECT_UNRESOLVED: 'input',
  SECRET_DETECTED: 'refused',
  PII_DETECTED: 'refused',
  SENSITIVE_PERSONAL_FACT: 'refused',
  RAW_DUMP_DETECTED: 'refused',
  LOG_DETECTED: 'refused',
  SPECULATIVE_CONTENT: 'refused',
  DUPLICATE_MEMORY: 'refused',
  SUPERSEDE_CANDIDATE: 'refused',
  SCOPE_DISABLED: 'refused',
  SCOPE_NOT_ALLOWED: 'refused',
  CONFIRMATION_REQUIRED: 'refused',
  CONFIRMATION_DECLINED: 'refused',
  PATH_NOT_ALLOWED: 'refused',
  PATH_EXISTS: 'refused',
  MEMORY_NOT_FOUND: 'failed',
  DRAFT_NOT_FOUND: 'failed',
  REVISION_CONFLICT: 'failed',
  EXPORT_FAILED: 'failed',
  STORE_BUSY: 'failed',
  STORE_CORRUPT: 'failed',
  STORE_UNAVAILABLE: 'failed',
  STORE_READ_ONLY: 'failed',
  SCHEMA_TOO_NEW: 'failed',
  DISK_FULL: 'failed',
  NODE_UNSUPPORTED: 'failed',
  INTERNAL: 'failed',
};

export function exitCodeFor(code: ErrorCode): number {
  return OUTCOME_OF[code] === 'input' ? EXIT.usage : EXIT.failure;
}

// The one line a failure prints. Refusals share one shape, "refused: <reason> <hint>", so
// a policy, scope or confirmation refusal reads the same wherever it comes from.
// The words are the CLI's own where the core's are meant for an agent (cli/messages.ts).
export function errorLine(error: NuzoError): string {
  const message = cliMessageOf(error) ?? error.message;
  if (OUTCOME_OF[error.code] !== 'refused') return `${message} (${error.code})`;
  const hint = refusalHint(error);
  return `refused: ${message}${hint ? ` ${hint}` : ''} (${error.code})`;
}

function refusalHint(error: NuzoError): string | null {
  const d = error.details;
  // Policy hints are fixed sentences per rule group: they never quote the refused text.
  if (typeof d.rewrite_hint === 'string') return d.rewrite_hint;
  if (error.code === 'DUPLICATE_MEMORY' && typeof d.existing_id === 'string') return `The existing one is ${d.existing_id}.`;
  if (error.code === 'SUPERSEDE_CANDIDATE' && typeof d.candidate_id === 'string') return `Pass --supersedes ${d.candidate_id} to replace it, or --keep-both.`;
  if (typeof d.hint === 'string') return d.hint;
  if (error.code === 'SCOPE_DISABLED') return 'Check NUZO_DISABLED and the disabled and disabled_scopes keys of ~/.nuzo/config.json.';
  return null;
}

// Maps any failure once: usage -> 2, NuzoError -> its OUTCOME_OF exit code, anything
// else -> INTERNAL (1).
export function reportError(io: Io, error: unknown, json: boolean): number {
  const err = colorsFor(io.stderr, io.env);
  if (error instanceof UsageError) {
    // Usage mistakes reuse the closed code list (INVALID_INPUT); details.usage and exit 2 tell them apart.
    if (json) writeJson(io, { error: { code: 'INVALID_INPUT', message: error.message, details: { usage: true, command: error.command } } } satisfies ErrorJson);
    writeLine(io.stderr, `${err.red('nuzo:')} ${visibleLine(error.message)} (INVALID_INPUT)`);
    writeLine(io.stderr, err.dim(`Run '${error.command} --help' for usage.`));
    return EXIT.usage;
  }
  const nuzo = toNuzoError(error);
  if (json) writeJson(io, { error: nuzo.toJSON() } satisfies ErrorJson);
  writeLine(io.stderr, `${err.red('nuzo:')} ${visibleLine(errorLine(nuzo))}`);
  if (!isNuzoError(error) && io.env.NUZO_DEBUG) writeLine(io.stderr, String((error as Error)?.stack ?? error));
  return exitCodeFor(nuzo.code);
}

// For --help: the contract above in words.
export const EXIT_CODES_HELP = 'Exit codes: 0 success, 1 refused (policy, scope, confirmation) or failed, 2 input or usage error.';
