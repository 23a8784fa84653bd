// Shared by the store robustness tests: real child processes on the project's own Node, and
// the byte search over a home (test/support/files.ts).
import { spawn, type ChildProcess } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export { filesContaining } from '../support/files.ts';

export const WORKER = join(dirname(fileURLToPath(import.meta.url)), 'fixtures', 'worker.ts');

export type Run = { code: number | null; signal: NodeJS.Signals | null; stdout: string; stderr: string };

export function startWorker(home: string, args: string[]): ChildProcess & { done: Promise<Run>; lines: AsyncIterable<string> } {
  const child = spawn(process.execPath, ['--experimental-strip-types', '--disable-warning=ExperimentalWarning', WORKER, ...args], {
    env: { ...process.env, NUZO_HOME: home },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  const waiters: Array<(line: string) => void> = [];
  const queue: string[] = [];
  let partial = '';
  child.stdout!.on('data', (chunk: Buffer) => {
    stdout += chunk;
    partial += chunk;
    const parts = partial.split('\n');
    partial = parts.pop()!;
    for (const line of parts) {
      const waiter = waiters.shift();
      if (waiter) waiter(line);
      else queue.push(line);
    }
  });
  child.stderr!.on('data', (chunk: Buffer) => { stderr += chunk; });
  const done = new Promise<Run>((resolve) => child.on('close', (code, signal) => resolve({ code, signal, stdout, stderr })));
  const lines: AsyncIterable<string> = {
    [Symbol.asyncIterator]: () => ({
      next: () => (queue.length ? Promise.resolve({ value: queue.shift()!, done: false }) : new Promise((resolve) => {
        waiters.push((line) => resolve({ value: line, done: false }));
        done.then(() => resolve({ value: undefined, done: true }));
      })),
    }),
  };
  return Object.assign(child, { done, lines });
}

export async function runWorker(home: string, args: string[]): Promise<Run> {
  return startWorker(home, args).done;
}

export async function waitForLine(lines: AsyncIterable<string>, wanted: string): Promise<void> {
  for await (const line of lines) if (line.startsWith(wanted)) return;
  throw new Error(`worker ended before printing ${wanted}`);
}

// Every regular file under root, read as bytes, searched for the needle's bytes.
