// Bring-your-own encoder: a loopback OpenAI-compatible POST /v1/embeddings (Ollama,
// llama.cpp's server, LM Studio). Only loopback addresses are called (lib/loopback.ts), no
// redirects are followed, and one timer covers connect, headers and body. The answer is
// read within a size cap that follows from the number of vectors asked for, and checked:
// one finite, non-zero vector per text, all of one dimension within MIN_DIM..MAX_DIM.
// Anything else is an EmbedFailure with its code; nothing from the answer is echoed.
import { isLoopbackUrl, postLoopbackJson } from '../loopback.ts';
import { openAiCompatibleModelId } from './model-id.ts';
import { EmbedFailure, MAX_DIM, MIN_DIM, type EmbeddingProvider } from './provider.ts';

export type OpenAiCompatibleOptions = { base_url: string; model: string; fetch?: typeof fetch };

// A float printed as JSON takes at most ~25 bytes; allow that per dimension, plus envelope.
const BYTES_PER_VALUE = 26;
const ENVELOPE_BYTES = 64 * 1024;

export function openAiCompatibleProvider(options: OpenAiCompatibleOptions): EmbeddingProvider {
  const doFetch = options.fetch ?? fetch;
  const url = `${options.base_url.replace(/\/+$/, '')}/embeddings`;
  return {
    model: openAiCompatibleModelId(options.model),
    async embed(texts, timeoutMs) {
      if (!isLoopbackUrl(options.base_url)) throw new EmbedFailure('not_loopback');
      if (texts.length === 0) return [];
      const answer = await postLoopbackJson(doFetch, url, { model: options.model, input: texts, encoding_format: 'float' }, timeoutMs, ENVELOPE_BYTES + texts.length * MAX_DIM * BYTES_PER_VALUE);
      if (!answer.ok) throw new EmbedFailure(answer.failure);
      return parseEmbeddings(answer.body, texts.length);
    },
  };
}

// `{data: [{embedding: number[], index?: number}, …]}`, one entry per text, in `index` order
// when the server gives one.
export function parseEmbeddings(body: string, count: number): Float32Array[] {
  let payload: unknown;
  try {
    payload = JSON.parse(body);
  } catch {
    throw new EmbedFailure('malformed');
  }
  const data = (payload as { data?: unknown })?.data;
  if (!Array.isArray(data) || data.length !== count) throw new EmbedFailure('malformed');
  const out: Float32Array[] = new Array(count);
  let dim = -1;
  data.forEach((entry, position) => {
    const embedding = (entry as { embedding?: unknown })?.embedding;
    const index = (entry as { index?: unknown })?.index ?? position;
    if (!Array.isArray(embedding) || !Number.isInteger(index) || (index as number) < 0 || (index as number) >= count || out[index as number]) throw new EmbedFailure('malformed');
    if (embedding.length < MIN_DIM || embedding.length > MAX_DIM || (dim !== -1 && embedding.length !== dim)) throw new EmbedFailure('dimension');
    dim = embedding.length;
    const vector = new Float32Array(dim);
    let norm = 0;
    for (let i = 0; i < dim; i++) {
      const v = embedding[i];
      if (typeof v !== 'number') throw new EmbedFailure('malformed');
      vector[i] = v;
      // Checked after narrowing: a finite double past float32's range is Infinity here.
      if (!Number.isFinite(vector[i])) throw new EmbedFailure('not_finite');
      norm += v * v;
    }
    if (!(norm > 0) || !Number.isFinite(norm)) throw new EmbedFailure('not_finite');
    out[index as number] = vector;
  });
  return out;
}
