// What semantic recall needs from an encoder, whichever runs it: the opt-in bundled one
// (lib/embed/bundled.ts) or a loopback OpenAI-compatible server (lib/embed/openai-compatible.ts).
// A provider turns texts into vectors within a time budget, or fails with one of a few
// codes; it never throws anything else, so recall can always fall back to lexical ranking.

export type EmbedFailureCode =
  | 'not_loopback' // the configured address is not this machine's
  | 'timeout' // no whole answer within the budget
  | 'http_error' // refused, down, or a non-2xx status
  | 'malformed' // not the shape /v1/embeddings answers with
  | 'too_large' // the answer exceeds what that many vectors can take
  | 'dimension' // a dimension outside 8..4096, mixed, or not the store's
  | 'not_finite' // NaN, Infinity, or an all-zero vector
  | 'not_installed'; // the bundled encoder was not installed (nuzo memory embed --install-model)

export class EmbedFailure extends Error {
  readonly code: EmbedFailureCode;
  constructor(code: EmbedFailureCode) {
    super(`embeddings ${code}`);
    this.code = code;
  }
}

export type EmbeddingProvider = {
  // Names the vector space: vectors of two models are never compared (kept per row in the store).
  readonly model: string;
  embed(texts: string[], timeoutMs: number): Promise<Float32Array[]>;
};

// What a recall result says about the semantic half: not configured, used, or configured
// but unavailable this time (and why), in which case the answer is the lexical one.
export type SemanticState = 'off' | 'used' | `unavailable: ${EmbedFailureCode | 'no_vectors'}`;

export const MIN_DIM = 8;
export const MAX_DIM = 4096;
