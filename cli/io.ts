// The CLI's boundary: where results become stdout, failures become one stderr line (or a
// JSON error object with --json) and an exit code. Colour follows NO_COLOR, FORCE_COLOR and
// whether the stream is a terminal — never CI heuristics — so piped output stays plain.
import pc from 'picocolors';
import { isNuzoError, toNuzoError, type ErrorCode } from '../lib/errors.ts';

export type Colors = ReturnType<typeof pc.createColors>;

export type Io = {
  stdout: NodeJS.WritableStream & { isTTY?: boolean };
  stderr: NodeJS.WritableStream & { isTTY?: boolean };
  stdin: NodeJS.ReadableStream & { isTTY?: boolean };
  env: Record<string, string | undefined>;
  cwd: string;
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
  io.stdout.write(`${JSON.stringify(value, null, 2)}\n`);
}

export type ErrorJson = { error: { code: ErrorCode; message: string; details: Record<string, unknown> } };

// Maps any failure once: usage -> 2, NuzoError -> 1 with its code, anything else -> INTERNAL.
export function reportError(io: Io, error: unknown, json: boolean): number {
  const err = colorsFor(io.stderr, io.env);
  if (error instanceof UsageError) {
    // Usage mistakes reuse the closed code list (INVALID_INPUT); details.usage and exit 2 tell them apart.
    if (json) writeJson(io, { error: { code: 'INVALID_INPUT', message: error.message, details: { usage: true, command: error.command } } } satisfies ErrorJson);
    writeLine(io.stderr, `${err.red('nuzo:')} ${error.message} (INVALID_INPUT)`);
    writeLine(io.stderr, err.dim(`Run '${error.command} --help' for usage.`));
    return EXIT.usage;
  }
  const nuzo = toNuzoError(error);
  if (json) writeJson(io, { error: nuzo.toJSON() } satisfies ErrorJson);
  writeLine(io.stderr, `${err.red('nuzo:')} ${nuzo.message} (${nuzo.code})`);
  if (!isNuzoError(error) && io.env.NUZO_DEBUG) writeLine(io.stderr, String((error as Error)?.stack ?? error));
  return EXIT.failure;
}
