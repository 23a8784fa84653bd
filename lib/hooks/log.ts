// The local log of fail-open hook errors: one line per failure with the event, an error
// code and timing, never content (no memory text, prompts, paths from transcripts). Config
// problems go here too, as codes and key names: a hook has no terminal to warn on.
import { appendFileSync, chmodSync, closeSync, fstatSync, openSync, readSync, statSync } from 'node:fs';
import { dirname } from 'node:path';
import { ensurePrivateDir, hookLogPath, tightenHome } from '../paths.ts';
import type { ConfigProblem } from '../config.ts';
import { isNuzoError } from '../errors.ts';

const MAX_LOG_BYTES = 256 * 1024;

export function logHookFailure(home: string, event: string, error: unknown, elapsedMs: number): void {
  try {
    const path = hookLogPath(home);
    ensurePrivateDir(dirname(path));
    tightenHome(home);
    try {
      if (statSync(path).size > MAX_LOG_BYTES) appendFileSync(path, '', { flag: 'w', mode: 0o600 });
    } catch { /* no log yet */ }
    const code = isNuzoError(error) ? error.code : 'INTERNAL';
    const errno = (error as { code?: unknown; errcode?: unknown } | null);
    const detail = typeof errno?.errcode === 'number' ? ` sqlite=${errno.errcode}` : typeof errno?.code === 'string' && !isNuzoError(error) ? ` sys=${errno.code}` : '';
    appendFileSync(path, `${new Date().toISOString()} ${event} ${code}${detail} ${Math.round(elapsedMs)}ms\n`, { mode: 0o600 });
    chmodSync(path, 0o600);
  } catch {
    // Logging must never turn a fail-open hook into a failing one.
  }
}

// One line per problem: "<time> SessionStart config user wrong_type recall.session_start_limit
// expected=integer received=string". A problem already in the log's tail is not repeated,
// so a bad key does not add a line after every turn.
export function logConfigProblems(home: string, event: string, problems: readonly ConfigProblem[]): void {
  if (problems.length === 0) return;
  try {
    const path = hookLogPath(home);
    ensurePrivateDir(dirname(path));
    const tail = readTail(path, 16 * 1024);
    const lines = problems
      .map((p) => `${event} config ${p.file} ${p.code}${p.key ? ` ${p.key}` : ''}${p.expected ? ` expected=${typeWord(p.expected)} received=${typeWord(p.received ?? '')}` : ''}`)
      .filter((line) => !tail.includes(` ${line}\n`));
    if (lines.length === 0) return;
    appendFileSync(path, lines.map((line) => `${new Date().toISOString()} ${line}\n`).join(''), { mode: 0o600 });
    chmodSync(path, 0o600);
  } catch {
    // Logging must never turn a fail-open hook into a failing one.
  }
}

// The log keeps types, not values or prose: "an integer 1–20" -> integer, "50" -> number.
function typeWord(text: string): string {
  const word = /\b(integer|string|list|object|null|true or false|one of)\b/.exec(text)?.[1];
  if (word === 'true or false') return 'boolean';
  if (word === 'one of') return 'choice';
  if (word) return word;
  if (/^(true|false)$/.test(text)) return 'boolean';
  return /^-?\d/.test(text) ? 'number' : 'other';
}

function readTail(path: string, bytes: number): string {
  let fd: number;
  try {
    fd = openSync(path, 'r');
  } catch {
    return '';
  }
  try {
    const size = fstatSync(fd).size;
    const length = Math.min(size, bytes);
    const buffer = Buffer.alloc(length);
    readSync(fd, buffer, 0, length, size - length);
    return buffer.toString('utf8');
  } finally {
    closeSync(fd);
  }
}
