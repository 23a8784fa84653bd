// A question for the bundled encoder is encoded only when recall reads its vector
// (lib/embed/semantic.ts), on the encoder's thread, with a stand-in model
// (stand-in-encoder.ts): the budget runs from that read, and a vector that came too late for
// one answer serves the next time the question is asked.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import test from 'node:test';
import { bundledProvider } from '../../lib/embed/bundled.ts';
import { embedQuery, semanticState } from '../../lib/embed/semantic.ts';
import { installStandInEncoder } from './stand-in-encoder.ts';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function home(t: test.TestContext, loadMs: number): string {
  const dir = mkdtempSync(join(tmpdir(), 'nuzo-on-demand-'));
  installStandInEncoder(dir, { loadMs });
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

test('the budget runs from when recall reads the vector, not from when the call began', async (t) => {
  const provider = bundledProvider(home(t, 0));
  const prepared = await embedQuery(provider, 'which coffee is preferred', 300);
  await sleep(600); // the lexical half, or the first search loading the index, took this long
  assert.equal(prepared.semantic?.vector.dim, 16);
  assert.equal(semanticState(prepared, true), 'used');
});

test('a vector that came too late for its answer is there the next time the question is asked', async (t) => {
  const provider = bundledProvider(home(t, 700));
  const first = await embedQuery(provider, 'pnpm or yarn', 100);
  assert.equal(first.semantic?.vector.dim, 0, 'the model is still loading: no vector in time');
  assert.equal(semanticState(first, false), 'unavailable: timeout');
  // Wait for the late vector to land, not for a clock: asking again without reading the
  // vector encodes nothing (the read is what starts an encoding), so poll until the answer
  // carries a cached vector; a loaded machine only makes this take more rounds.
  const cached = (prepared: Awaited<ReturnType<typeof embedQuery>>) => Object.getOwnPropertyDescriptor(prepared.semantic!, 'vector')?.get === undefined;
  let again = await embedQuery(provider, 'pnpm or yarn', 100);
  for (let round = 0; !cached(again) && round < 300; round++) {
    await sleep(100);
    again = await embedQuery(provider, 'pnpm or yarn', 100);
  }
  assert.ok(cached(again), 'the cached vector, not one to encode');
  assert.equal(again.semantic?.vector.dim, 16);
  assert.equal(semanticState(again, true), 'used');
});
