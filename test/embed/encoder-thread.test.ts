// The bundled encoder's own thread (lib/embed/encoder-thread.ts), run for real against a
// stand-in model (stand-in-encoder.ts): a question waited for synchronously gets its vector,
// batches come back whole and in order, and every way the model can fail costs a question
// its budget at most, after which a new thread answers.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import test from 'node:test';
import { EncoderThread, HUNG_MS } from '../../lib/embed/encoder-thread.ts';
import { EmbedFailure } from '../../lib/embed/provider.ts';
import { installStandInEncoder, type StandInOptions } from './stand-in-encoder.ts';
import { plainEnv } from '../support/plain-env.ts';
import { toyEmbedding } from './standin.ts';

function setUp(t: test.TestContext, options: StandInOptions = {}): EncoderThread {
  const home = mkdtempSync(join(tmpdir(), 'nuzo-encoder-'));
  const thread = new EncoderThread(installStandInEncoder(home, options));
  t.after(async () => {
    await thread.close();
    rmSync(home, { recursive: true, force: true });
  });
  return thread;
}

// take() with the time it took.
function timedTake(thread: EncoderThread, text: string, budgetMs: number): { vector: Float32Array | null; code: string | null; ms: number } {
  const t0 = performance.now();
  try {
    return { vector: thread.begin(text, budgetMs).take(), code: null, ms: performance.now() - t0 };
  } catch (error) {
    assert.ok(error instanceof EmbedFailure, String(error));
    return { vector: null, code: error.code, ms: performance.now() - t0 };
  }
}

// The stand-in's vector as it crosses the thread: 32-bit floats.
const toy = (text: string) => Array.from(Float32Array.from(toyEmbedding(text)));
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

test('a question waited for synchronously gets its vector from the thread, and a batch larger than a slice comes back whole and in order', async (t) => {
  const thread = setUp(t);
  const first = timedTake(thread, 'which package manager, pnpm or yarn', 5_000);
  assert.deepEqual(Array.from(first.vector ?? []), toy('which package manager, pnpm or yarn'));
  const texts = Array.from({ length: 19 }, (_, i) => (i % 2 ? `deploy ${'release '.repeat(i)}` : `tests ${'vitest '.repeat(i)}`));
  const vectors = await thread.embed(texts, 10_000);
  assert.equal(vectors.length, texts.length);
  vectors.forEach((v, i) => assert.deepEqual(Array.from(v), toy(texts[i]), `vector ${i}`));
});

test('a model that never answers costs one question its budget, and the next question goes to a new thread', async (t) => {
  const thread = setUp(t);
  assert.ok(timedTake(thread, 'warm the thread up', 5_000).vector);
  const stuck = timedTake(thread, 'stall forever on this question', 300);
  assert.equal(stuck.code, 'timeout');
  assert.ok(stuck.ms >= 290 && stuck.ms < 1_000, `gave up after ${stuck.ms} ms`);
  // While the old thread is silent for less than HUNG_MS it is still trusted: the question
  // waits behind the stuck one. Past that, it is replaced.
  assert.equal(timedTake(thread, 'tests before a release', 200).code, 'timeout');
  await sleep(HUNG_MS + 100);
  const after = timedTake(thread, 'tests before a release', 5_000);
  assert.deepEqual(Array.from(after.vector ?? []), toy('tests before a release'));
});

test('a thread that exits mid-question fails that question within its budget, and the next is answered', async (t) => {
  const thread = setUp(t);
  assert.ok(timedTake(thread, 'warm the thread up', 5_000).vector);
  const crashed = timedTake(thread, 'crash the encoder now', 1_000);
  assert.equal(crashed.code, 'timeout');
  assert.ok(crashed.ms < 1_500, `gave up after ${crashed.ms} ms`);
  await sleep(300); // the exit reaches this thread's event loop
  assert.ok(timedTake(thread, 'coffee or tea', 5_000).vector, 'a new thread answers');
});

test('a model that throws on a text fails that question as malformed, and batches with it fail whole', async (t) => {
  const thread = setUp(t);
  assert.equal(timedTake(thread, 'throw on this text', 5_000).code, 'malformed');
  await assert.rejects(thread.embed(['fine', 'throw on this'], 5_000), (e: unknown) => e instanceof EmbedFailure && e.code === 'malformed');
  assert.ok(timedTake(thread, 'a fine text', 5_000).vector);
});

test('a model that will not load fails questions at once as not installed, and the thread reports it', async (t) => {
  const thread = setUp(t, { unloadable: true });
  const first = timedTake(thread, 'which package manager', 5_000);
  assert.equal(first.code, 'not_installed');
  assert.ok(first.ms < 4_000, `failed after ${first.ms} ms, not at the budget`);
  await sleep(50);
  assert.equal(thread.start(), false, 'no new thread while the model lately would not load');
  const next = timedTake(thread, 'which package manager', 5_000);
  assert.equal(next.code, 'not_installed');
  assert.ok(next.ms < 50, 'the next question fails without waiting');
  await assert.rejects(thread.embed(['a memory'], 5_000), (e: unknown) => e instanceof EmbedFailure && e.code === 'not_installed');
});

test('a question nobody waits for does not keep the process alive, a batch does until it is answered', () => {
  const home = mkdtempSync(join(tmpdir(), 'nuzo-encoder-'));
  try {
    // The question's process must not wait for a model that loads for two minutes (it would
    // be killed at 60 s); the batch's process must wait for a model that loads in 2 s.
    const slow = installStandInEncoder(join(home, 'slow'), { loadMs: 120_000 });
    const quick = installStandInEncoder(join(home, 'quick'), { loadMs: 2_000 });
    const module = new URL('../../lib/embed/encoder-thread.ts', import.meta.url).href;
    const script = `const { EncoderThread } = await import(${JSON.stringify(module)});
      const thread = new EncoderThread(process.argv[2]);
      thread.begin('pnpm workspaces', 5000);
      if (process.argv[1] === 'batch') thread.embed(['tests', 'deploy'], 60000).then((v) => console.log('batch', v.length));`;
    for (const [mode, dir] of [['question', slow], ['batch', quick]]) {
      const run = spawnSync(process.execPath, ['--experimental-strip-types', '--disable-warning=ExperimentalWarning', '--input-type=module', '-e', script, mode, dir], { encoding: 'utf8', timeout: 60_000, env: plainEnv() });
      assert.equal(run.signal, null, `${mode}: the process waited for the model and was killed`);
      assert.equal(run.status, 0, run.stderr);
      if (mode === 'batch') assert.equal(run.stdout.trim(), 'batch 2', 'the process waited for the batch');
    }
  } finally {
    rmSync(home, { recursive: true, force: true });
  }
});
