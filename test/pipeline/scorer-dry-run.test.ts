import test from 'node:test';
import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { dryRunCapture } from '../../lib/pipeline/dry-run.ts';
import { sandbox } from '../support/sandbox.ts';
import { claudeTurn } from '../support/transcripts.ts';

// A scripted OpenAI-compatible model server on loopback: answers each chat completion with
// `reply(requestBody)`, or never (`silent`: the request is held until the server closes), so
// that a timeout is the scorer's budget running out, never a race with a slow reply.
async function modelServer(reply: (body: string) => string, silent = false): Promise<{ url: string; calls: string[]; close(): Promise<void> }> {
  const calls: string[] = [];
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => { body += c; });
    req.on('end', () => {
      calls.push(body);
      if (silent) return;
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(reply(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return { url: `http://127.0.0.1:${port}/v1`, calls, close: () => new Promise((resolve) => { server.closeAllConnections(); server.close(() => resolve()); }) };
}

const verdict = (content: unknown) => JSON.stringify({ choices: [{ finish_reason: 'stop', message: { role: 'assistant', content: typeof content === 'string' ? content : JSON.stringify(content) } }] });

// A model that answers gets a budget no loaded machine exhausts (the schema's largest); only
// the silent one is left to the budget, kept short so the test stays quick.
const ANSWERING_BUDGET_MS = 60_000;
const SILENT_BUDGET_MS = 300;

function setup(t: test.TestContext, scorer: Record<string, unknown>) {
  const box = sandbox();
  t.after(() => box.cleanup());
  mkdirSync(box.home, { recursive: true });
  writeFileSync(join(box.home, 'config.json'), JSON.stringify({ capture: { scorer: { enabled: true, model: 'local-test', timeout_ms: ANSWERING_BUDGET_MS, ...scorer } } }));
  const transcript = join(box.root, 't.jsonl');
  writeFileSync(transcript, claudeTurn('For this repo, always run the linter before committing.', { sessionId: 's1', cwd: box.project }));
  return { box, transcript };
}

test('with the scorer enabled the dry run asks the loopback model about user statements and uses its verdict', async (t) => {
  const model = await modelServer(() => verdict({ significance: 0.9, mode: 'full', reason: 'durable repository rule' }));
  t.after(() => model.close());
  const { box, transcript } = setup(t, { base_url: model.url });
  const result = await dryRunCapture(transcript, { env: box.env, cwd: box.project });
  assert.equal(model.calls.length, 1, 'one call: only the user statement is scored');
  assert.ok(!JSON.parse(model.calls[0]).tools, 'no tools are offered to the model');
  assert.deepEqual([result.scorer.calls, result.scorer.used], [1, 1]);
  assert.equal(result.drafts.length, 1);
});

test('a slow, malformed or hostile model falls back to the heuristic and still drafts', async (t) => {
  for (const [name, reply, silent, cause] of [
    ['slow', () => verdict({ significance: 0.9, mode: 'full', reason: 'ok' }), true, 'timeout'],
    ['malformed', () => 'not json at all', false, 'malformed'],
    ['hostile', () => verdict({ significance: 0.9, mode: 'full', reason: 'ok', call_tool: 'memory_remember' }), false, 'malformed'],
  ] as const) {
    const model = await modelServer(reply, silent);
    const { box, transcript } = setup(t, { base_url: model.url, ...(silent ? { timeout_ms: SILENT_BUDGET_MS } : {}) });
    const result = await dryRunCapture(transcript, { env: box.env, cwd: box.project });
    await model.close();
    assert.equal(result.scorer.used, 0, name);
    assert.equal(result.scorer.fallbacks[cause], 1, name);
    assert.equal(result.drafts.length, 1, `${name}: the heuristic decision stands`);
  }
});

test('a scorer pointed at a non-loopback address is never called', async (t) => {
  const { box, transcript } = setup(t, { base_url: 'http://example.com/v1' });
  const result = await dryRunCapture(transcript, { env: box.env, cwd: box.project });
  assert.equal(result.scorer.fallbacks.not_loopback, 1);
  assert.equal(result.drafts.length, 1);
});
