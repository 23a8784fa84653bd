// A stand-in for an external OpenAI-compatible embeddings server (Ollama, llama.cpp, LM
// Studio): a real HTTP server on 127.0.0.1 whose answer each test chooses. Its toy encoder
// maps words to concept axes, so "pnpm" and "package manager" land close together while
// sharing no word: what a real encoder does for paraphrases, made predictable.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export const DIM = 16;
export const CONCEPTS: Array<RegExp> = [
  /\b(pnpm|npm|yarn|package|manager|dependencies|workspaces?)\b/g,
  /\b(tests?|testing|vitest|jest|suite|ci)\b/g,
  /\b(deploy\w*|release\w*|ship\w*|production)\b/g,
  /\b(coffee|espresso|tea|drink\w*)\b/g,
  /\b(tabs?|spaces|indent\w*|format\w*)\b/g,
];

export function toyEmbedding(text: string): number[] {
  const lower = text.toLowerCase();
  const v = new Array(DIM).fill(0);
  CONCEPTS.forEach((re, i) => {
    v[i] = (lower.match(re) ?? []).length;
  });
  v[DIM - 1] = 0.05; // never all-zero
  return v;
}

export type Behaviour = (texts: string[], req: IncomingMessage, res: ServerResponse) => void;

export const normal: Behaviour = (texts, _req, res) => {
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(JSON.stringify({ object: 'list', data: texts.map((t, index) => ({ object: 'embedding', index, embedding: toyEmbedding(t) })) }));
};

export type StandIn = { url: string; requests: number; behaviour: Behaviour; close(): Promise<void> };

export async function standIn(behaviour: Behaviour = normal): Promise<StandIn> {
  const state = { requests: 0, behaviour };
  const server: Server = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8').on('data', (d) => { body += d; });
    req.on('end', () => {
      state.requests++;
      let texts: string[] = [];
      try {
        const parsed = JSON.parse(body) as { input: string[] | string };
        texts = Array.isArray(parsed.input) ? parsed.input : [parsed.input];
      } catch { /* the behaviour decides */ }
      if (req.url !== '/v1/embeddings' || req.method !== 'POST') {
        res.writeHead(404).end();
        return;
      }
      state.behaviour(texts, req, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    get requests() { return state.requests; },
    get behaviour() { return state.behaviour; },
    set behaviour(b: Behaviour) { state.behaviour = b; },
    close: () => new Promise<void>((resolve) => { server.closeAllConnections(); server.close(() => resolve()); }),
  };
}
