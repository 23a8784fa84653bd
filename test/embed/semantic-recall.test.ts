// Semantic recall end to end through the built CLI and MCP server, with a stand-in
// embeddings server on loopback: a question in other words than the memory finds it once
// vectors exist, the answer says whether vectors took part, and a provider that fails
// leaves lexical recall answering.
import assert from 'node:assert/strict';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import test from 'node:test';
import { openStore } from '../../lib/store/store.ts';
import { cliSandbox } from '../cli/helpers.ts';
import { standIn } from './standin.ts';

const MEMORIES = [
  'We use pnpm workspaces for this monorepo.',
  'Run vitest before every commit.',
  'Releases go out on Thursdays.',
  'The user drinks espresso, never tea.',
  'Indent with two spaces.',
];
// No word in common with the espresso memory, and no role the lexical bridge knows
// (lib/recall/concepts.ts): only its vector can find it.
const QUESTION = 'which coffee is preferred';

function configure(home: string, url: string): void {
  writeFileSync(join(home, 'config.json'), JSON.stringify({ recall: { embeddings: { provider: 'openai-compatible', base_url: url, model: 'toy', timeout_ms: 1000 } } }));
}

test('a question asked in other words finds the memory through its vector, and says so', async () => {
  const box = cliSandbox();
  const server = await standIn();
  try {
    mkdirSync(box.home, { recursive: true });
    writeFileSync(join(box.home, 'config.json'), JSON.stringify({ recall: { embeddings: { provider: 'off' } } }));
    for (const content of MEMORIES) assert.equal((await box.nuzo(['memory', 'remember', content, '--json'])).code, 0);
    const lexical = await box.nuzo(['memory', 'recall', QUESTION, '--json']);
    assert.equal(lexical.json.semantic, 'off');
    assert.ok(!lexical.json.results.some((r: any) => r.content.includes('espresso')), 'lexical recall should not find it (no shared word)');

    configure(box.home, server.url);
    const before = await box.nuzo(['memory', 'embed', '--json']);
    assert.equal(before.json.stale, MEMORIES.length);
    const staleDoctor = (await box.nuzo(['memory', 'doctor', '--json'])).json.checks.find((c: any) => c.id === 'embeddings');
    assert.equal(staleDoctor.status, 'warn');
    assert.deepEqual([staleDoctor.details.model, staleDoctor.details.vectors, staleDoctor.details.stale], ['openai-compatible:toy', 0, MEMORIES.length]);
    const backfill = await box.nuzo(['memory', 'embed', '--backfill', '--json']);
    assert.equal(backfill.code, 0, backfill.stderr);
    assert.deepEqual([backfill.json.embedded, backfill.json.current, backfill.json.stale], [MEMORIES.length, MEMORIES.length, 0]);
    const doctor = (await box.nuzo(['memory', 'doctor', '--json'])).json.checks.find((c: any) => c.id === 'embeddings');
    assert.deepEqual([doctor.status, doctor.details.vectors, doctor.details.stale], ['ok', MEMORIES.length, 0]);

    const semantic = await box.nuzo(['memory', 'recall', QUESTION, '--json']);
    assert.equal(semantic.json.semantic, 'used');
    assert.match(semantic.json.results[0].content, /espresso/);

    // Vectors are stored quantized, one per memory, with the model and revision.
    const store = openStore({ home: box.home });
    const rows = store.db.prepare('SELECT model, dim, length(vec) AS bytes FROM memory_vectors').all() as Array<{ model: string; dim: number; bytes: number }>;
    store.close();
    assert.equal(rows.length, MEMORIES.length);
    assert.ok(rows.every((r) => r.model === 'openai-compatible:toy' && r.dim === 16 && r.bytes === 16));

    // The provider goes away: the answer is lexical and says why.
    await server.close();
    const down = await box.nuzo(['memory', 'recall', 'pnpm workspaces', '--json']);
    assert.equal(down.code, 0);
    assert.equal(down.json.semantic, 'unavailable: http_error');
    assert.match(down.json.results[0].content, /pnpm/);
  } finally {
    await server.close().catch(() => {});
    box.cleanup();
  }
});

test('a provider that does not answer in time costs recall at most its timeout', async () => {
  const box = cliSandbox();
  const server = await standIn(() => { /* hangs */ });
  try {
    assert.equal((await box.nuzo(['memory', 'remember', MEMORIES[0], '--json'])).code, 0);
    writeFileSync(join(box.home, 'config.json'), JSON.stringify({ recall: { embeddings: { provider: 'openai-compatible', base_url: server.url, model: 'toy', timeout_ms: 100 } } }));
    const started = performance.now();
    const run = await box.nuzo(['memory', 'recall', 'pnpm', '--json']);
    assert.equal(run.code, 0);
    assert.equal(run.json.semantic, 'unavailable: timeout');
    assert.equal(run.json.results.length, 1);
    // A hung provider without the timeout would hold the CLI forever; the bound leaves room
    // for a cold start on a loaded machine.
    assert.ok(performance.now() - started < 15_000);
  } finally {
    await server.close();
    box.cleanup();
  }
});
