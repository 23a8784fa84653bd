// Line-at-a-time questions over node:readline. Lines are taken from the interface's async
// iterator, which buffers, so answers piped in all at once (tests, scripts) are not lost
// between questions the way they are with rl.question().
import { visibleLine } from '../lib/text/visible.ts';
import type { Io } from './io.ts';

export type LineReader = { ask(prompt: string): Promise<string | null>; close(): void };

export function lineReader(input: Io['stdin'], output: Io['stdout']): LineReader {
  const terminal = input.isTTY === true && output.isTTY === true;
  // Loaded on first question only: readline is not needed on the recall cold-start path.
  const { createInterface } = process.getBuiltinModule('node:readline') as typeof import('node:readline');
  const rl = createInterface({ input, output: terminal ? output : undefined, terminal });
  const lines = rl[Symbol.asyncIterator]();
  let closed = false;
  return {
    async ask(prompt) {
      if (closed) return null;
      output.write(prompt);
      const next = await lines.next();
      if (next.done) {
        closed = true;
        if (!terminal) output.write('\n');
        return null;
      }
      // Piped answers are not echoed by a terminal; echo them so the session reads as typed.
      if (!terminal) output.write(`${visibleLine(next.value)}\n`);
      return next.value;
    },
    close() {
      closed = true;
      rl.close();
    },
  };
}
