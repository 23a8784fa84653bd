// The host side of the bundled encoder's thread (lib/embed/encoder-worker.ts): started on
// first use, kept for the life of the process, started again after it ends.
//
// A question is begun in the middle of a synchronous recall, where it needs the vector
// (lib/embed/semantic.ts): take() waits on the answer's shared memory (Atomics.wait), so
// recall blocks for the question's budget at most, and gets the vector or a failure code. A
// batch (memories to embed) is an ordinary promise, answered a slice at a time, so a
// question waits behind one slice at most.
//
// A thread that loads for longer than LOAD_HUNG_MS, or once loaded answers nothing for
// HUNG_MS while work waits, is replaced by the next question or batch (or ended when one
// gives up on it): a stuck model costs one question its budget, not every later one.
import { Worker } from 'node:worker_threads';
import {
  ANSWER_DONE,
  ANSWER_FAILED,
  ANSWER_HEADER_BYTES,
  ANSWER_PENDING,
  encoderThread,
  WHY_ENDED,
  WHY_FAILED,
  WHY_SUPERSEDED,
  WHY_UNLOADABLE,
  type EncoderReply,
  type EncoderRequest,
  type EncoderThreadData,
} from './encoder-worker.ts';
import { EmbedFailure, MAX_DIM, type EmbedFailureCode } from './provider.ts';

const SLICE = 8;
export const HUNG_MS = 2_000;
const LOAD_HUNG_MS = 30_000;
// After a thread could not load the model, questions fail at once for this long (a batch
// still starts a new thread): each would otherwise pay a thread start and a failed load.
const RETRY_UNLOADABLE_MS = 10_000;

export type PendingVector = {
  // Waits (blocking) for the vector until the budget given to begin() runs out.
  take(): Float32Array;
  // The answer if it is in, without waiting: a vector, a failure, or null while pending.
  peek(): Float32Array | EmbedFailureCode | null;
  // Resolves once the thread has answered or ended: for a caller that did not wait.
  settled: Promise<void>;
};

// A model that would not load reads as not installed (as a missing one does); one that threw
// on the text as a malformed answer; a thread that ended first, or a question superseded by
// a newer one before it was encoded, as no answer in time.
function failureOf(why: number): EmbedFailureCode {
  return why === WHY_UNLOADABLE ? 'not_installed' : why === WHY_FAILED ? 'malformed' : 'timeout';
}

type Question = { state: Int32Array; settle(): void };
type Batch = { texts: string[]; vectors: Float32Array[]; got: number; resolve(v: Float32Array[]): void; reject(e: EmbedFailure): void };
// What one thread was asked and has not answered yet.
type Thread = { worker: Worker; startedAt: number; ready: boolean; lastHeard: number; questions: Map<number, Question>; batches: Map<number, Batch> };

export class EncoderThread {
  private readonly dir: string;
  private thread: Thread | null = null;
  private nextId = 1;
  private unloadableAt = -Infinity;

  constructor(dir: string) {
    this.dir = dir;
  }

  // Starts the thread (loading the model) if none runs; false while a model would not load.
  start(): boolean {
    if (this.unloadable()) return false;
    this.current();
    return true;
  }

  begin(text: string, timeoutMs: number): PendingVector {
    const deadline = performance.now() + Math.max(0, timeoutMs);
    const answer = new SharedArrayBuffer(ANSWER_HEADER_BYTES + 4 * MAX_DIM);
    const state = new Int32Array(answer, 0, 2);
    let settle = () => {};
    const settled = new Promise<void>((resolve) => (settle = resolve));
    const thread = this.unloadable() ? null : this.current();
    if (thread) {
      const id = this.nextId++;
      this.post(thread, { kind: 'query', id, text, answer }, () => thread.questions.set(id, { state, settle }));
    } else {
      state[1] = WHY_UNLOADABLE;
      Atomics.store(state, 0, ANSWER_FAILED);
      settle();
    }
    const peek = (): Float32Array | EmbedFailureCode | null => {
      const s = Atomics.load(state, 0);
      if (s === ANSWER_DONE) return new Float32Array(answer, ANSWER_HEADER_BYTES, state[1]).slice();
      return s === ANSWER_FAILED ? failureOf(state[1]) : null;
    };
    const take = (): Float32Array => {
      for (;;) {
        const got = peek();
        if (got instanceof Float32Array) return got;
        if (got !== null) throw new EmbedFailure(got);
        const left = deadline - performance.now();
        if (left <= 0) {
          if (thread && this.hung(thread)) void this.end(thread);
          throw new EmbedFailure('timeout');
        }
        Atomics.wait(state, 0, ANSWER_PENDING, left);
      }
    };
    return { take, peek, settled };
  }

  embed(texts: string[], timeoutMs: number): Promise<Float32Array[]> {
    if (texts.length === 0) return Promise.resolve([]);
    this.unloadableAt = -Infinity;
    const thread = this.current();
    const id = this.nextId++;
    return new Promise<Float32Array[]>((resolve, reject) => {
      const timer = setTimeout(() => {
        finishBatch(thread, id, new EmbedFailure('timeout'));
        if (this.hung(thread)) void this.end(thread);
      }, timeoutMs);
      const then = <T>(f: (x: T) => void) => (x: T) => {
        clearTimeout(timer);
        f(x);
      };
      this.post(thread, { kind: 'batch', id, texts }, () => thread.batches.set(id, { texts, vectors: [], got: 0, resolve: then(resolve), reject: then(reject) }));
      // A batch keeps the process alive until it is answered; a question never does (a CLI
      // that recalled lexically exits without waiting for a vector nobody will read).
      thread.worker.ref();
    });
  }

  // Ends the thread: what it had not answered fails.
  async close(): Promise<void> {
    if (this.thread) await this.end(this.thread);
  }

  private unloadable(): boolean {
    return performance.now() - this.unloadableAt < RETRY_UNLOADABLE_MS;
  }

  // The running thread, replacing one that hangs.
  private current(): Thread {
    if (this.thread && this.hung(this.thread)) void this.end(this.thread);
    return (this.thread ??= this.spawn());
  }

  private post(thread: Thread, request: EncoderRequest, track: () => void): void {
    // A thread idle until now has been silent for nothing: its clock starts with this work.
    if (thread.questions.size + thread.batches.size === 0) thread.lastHeard = performance.now();
    track();
    thread.worker.postMessage(request);
  }

  private hung(thread: Thread): boolean {
    if (thread.questions.size + thread.batches.size === 0) return false;
    const now = performance.now();
    return thread.ready ? now - thread.lastHeard > HUNG_MS : now - thread.startedAt > LOAD_HUNG_MS;
  }

  private async end(thread: Thread): Promise<void> {
    if (this.thread === thread) this.thread = null;
    await thread.worker.terminate();
  }

  private spawn(): Thread {
    const workerData: EncoderThreadData = {
      dir: this.dir,
      slice: SLICE,
      states: { pending: ANSWER_PENDING, done: ANSWER_DONE, failed: ANSWER_FAILED },
      why: { unloadable: WHY_UNLOADABLE, failed: WHY_FAILED, superseded: WHY_SUPERSEDED },
      headerBytes: ANSWER_HEADER_BYTES,
    };
    const worker = new Worker(`(${encoderThread.toString()})()`, { eval: true, workerData });
    const thread: Thread = { worker, startedAt: performance.now(), ready: false, lastHeard: performance.now(), questions: new Map(), batches: new Map() };
    worker.on('message', (reply: EncoderReply) => this.receive(thread, reply));
    worker.on('error', () => {});
    worker.on('exit', () => {
      if (this.thread === thread) this.thread = null;
      for (const q of thread.questions.values()) {
        // The thread can no longer write it; a recall may be waiting on it right now.
        if (Atomics.load(q.state, 0) === ANSWER_PENDING) {
          q.state[1] = WHY_ENDED;
          Atomics.store(q.state, 0, ANSWER_FAILED);
          Atomics.notify(q.state, 0);
        }
        q.settle();
      }
      thread.questions.clear();
      for (const id of [...thread.batches.keys()]) finishBatch(thread, id, new EmbedFailure('timeout'));
    });
    // After the listeners, which ref it again: only a batch keeps the process alive.
    worker.unref();
    return thread;
  }

  private receive(thread: Thread, reply: EncoderReply): void {
    thread.lastHeard = performance.now();
    if (reply.kind === 'ready') {
      thread.ready = true;
    } else if (reply.kind === 'unloadable') {
      this.unloadableAt = performance.now();
      // Its batches fail as what they are, before the exit that follows would call them timed out.
      for (const id of [...thread.batches.keys()]) finishBatch(thread, id, new EmbedFailure('not_installed'));
      void this.end(thread);
    } else if (reply.kind === 'answered') {
      thread.questions.get(reply.id)?.settle();
      thread.questions.delete(reply.id);
    } else if (reply.kind === 'failed') {
      finishBatch(thread, reply.id, new EmbedFailure(reply.unloadable ? 'not_installed' : 'malformed'));
    } else {
      const batch = thread.batches.get(reply.id);
      if (!batch) return;
      reply.vectors.forEach((v, i) => (batch.vectors[reply.offset + i] = v));
      batch.got += reply.vectors.length;
      if (batch.got >= batch.texts.length) finishBatch(thread, reply.id, batch.vectors);
    }
  }
}

function finishBatch(thread: Thread, id: number, outcome: Float32Array[] | EmbedFailure): void {
  const batch = thread.batches.get(id);
  if (!batch) return;
  thread.batches.delete(id);
  if (outcome instanceof EmbedFailure) batch.reject(outcome);
  else batch.resolve(outcome);
  if (thread.batches.size === 0) thread.worker.unref();
}
