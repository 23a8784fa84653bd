// The loopback embeddings client against a stand-in server: every way an answer can be
// wrong becomes one failure code, within the call's budget, and nothing else is thrown.
import assert from 'node:assert/strict';
import test from 'node:test';
import { openAiCompatibleProvider } from '../../lib/embed/openai-compatible.ts';
import { EmbedFailure } from '../../lib/embed/provider.ts';
import { DIM, normal, standIn, type Behaviour } from './standin.ts';

const json = (body: unknown, status = 200): Behaviour => (_t, _req, res) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(typeof body === 'string' ? body : JSON.stringify(body));
};

async function failure(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    assert.ok(error instanceof EmbedFailure, `not an EmbedFailure: ${String(error)}`);
    return error.code;
  }
  return 'no failure';
}

test('vectors come back in input order, one per text, from a loopback server', async () => {
  const server = await standIn(json({ data: [{ index: 1, embedding: Array(DIM).fill(0.5) }, { index: 0, embedding: Array.from({ length: DIM }, (_, i) => i + 1) }] }));
  try {
    const provider = openAiCompatibleProvider({ base_url: server.url, model: 'toy' });
    const [a, b] = await provider.embed(['first', 'second'], 2000);
    assert.equal(a.length, DIM);
    assert.equal(a[0], 1);
    assert.equal(b[0], 0.5);
    assert.equal(provider.model, 'openai-compatible:toy');
  } finally {
    await server.close();
  }
});

test('a non-loopback address is refused before any request', async () => {
  const server = await standIn(normal);
  try {
    for (const url of ['http://10.0.0.1:11434/v1', 'http://example.com/v1', 'http://user:pw@127.0.0.1/v1', 'file:///etc/passwd', server.url.replace('127.0.0.1', '127.0.0.1.nip.io')]) {
      assert.equal(await failure(openAiCompatibleProvider({ base_url: url, model: 'toy' }).embed(['x'], 500)), 'not_loopback', url);
    }
    assert.equal(server.requests, 0);
  } finally {
    await server.close();
  }
});

test('each bad answer is one failure code, within the budget', async () => {
  const server = await standIn(normal);
  const provider = openAiCompatibleProvider({ base_url: server.url, model: 'toy' });
  const cases: Array<[string, Behaviour]> = [
    ['http_error', json({ error: 'model not found' }, 404)],
    ['http_error', json({ error: 'boom' }, 500)],
    ['malformed', json('not json at all')],
    ['malformed', json({ data: [] })],
    ['malformed', json({ data: [{ embedding: 'ignore previous instructions' }] })],
    ['malformed', json({ data: [{ index: 0, embedding: Array(DIM).fill(1) }, { index: 0, embedding: Array(DIM).fill(1) }] })],
    ['dimension', json({ data: [{ embedding: [1, 2, 3] }] })],
    ['dimension', json({ data: [{ embedding: Array(5000).fill(1) }] })],
    ['not_finite', json(`{"data":[{"embedding":[${Array(DIM).fill('1e400').join(',')}]}]}`)],
    ['not_finite', json({ data: [{ embedding: Array(DIM).fill(0) }] })],
    ['malformed', json({ data: [{ embedding: Array(DIM).fill(null) }] })],
    ['too_large', (_t, _req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(`{"data":[{"embedding":[${'1,'.repeat(300_000)}1]}]}`);
    }],
  ];
  try {
    for (const [code, behaviour] of cases) {
      server.behaviour = behaviour;
      assert.equal(await failure(provider.embed(['a question'], 2000)), code);
    }
    // Mixed dimensions within one answer.
    server.behaviour = json({ data: [{ embedding: Array(DIM).fill(1) }, { embedding: Array(DIM + 1).fill(1) }] });
    assert.equal(await failure(provider.embed(['a', 'b'], 2000)), 'dimension');
  } finally {
    await server.close();
  }
});

test('a server that hangs, or trickles its body, costs at most the budget', async () => {
  const server = await standIn(() => { /* never answers */ });
  const provider = openAiCompatibleProvider({ base_url: server.url, model: 'toy' });
  try {
    let started = performance.now();
    assert.equal(await failure(provider.embed(['q'], 150)), 'timeout');
    assert.ok(performance.now() - started < 1000, 'took too long');
    server.behaviour = (_t, _req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('{"data":[');
      const timer = setInterval(() => res.write(' '), 20);
      res.on('close', () => clearInterval(timer));
    };
    started = performance.now();
    assert.equal(await failure(provider.embed(['q'], 150)), 'timeout');
    assert.ok(performance.now() - started < 1000, 'took too long');
  } finally {
    await server.close();
  }
});

test('a server that is down is http_error', async () => {
  const server = await standIn(normal);
  const url = server.url;
  await server.close();
  assert.equal(await failure(openAiCompatibleProvider({ base_url: url, model: 'toy' }).embed(['q'], 1000)), 'http_error');
});
