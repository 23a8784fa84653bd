// The asynchronous edges of semantic recall, for the MCP server and the CLI (hooks never
// import this): pick the configured provider, embed the question within its budget (or say
// why not), and embed memories that have no current vector.
import type { NuzoConfig } from '../config.ts';
import type { Store } from '../store/store.ts';
import { bundledProvider, type OnDemandProvider } from './bundled.ts';
import type { SemanticQuery } from './candidates.ts';
import { openAiCompatibleProvider } from './openai-compatible.ts';
import { EmbedFailure, type EmbedFailureCode, type EmbeddingProvider, type SemanticState } from './provider.ts';
import { quantize, type Quantized } from './quantize.ts';
import { staticProvider } from './static-encoder.ts';
import { pendingMemories, saveVectors } from './vectors.ts';

const providers = new Map<string, EmbeddingProvider>();

export function providerFor(config: NuzoConfig, home: string, doFetch?: typeof fetch): EmbeddingProvider | null {
  const e = config.recall.embeddings;
  if (e.provider === 'off' || config.disabled) return null;
  const key = JSON.stringify([e.provider, e.base_url, e.model, home, doFetch ? 'custom' : '']);
  let provider = providers.get(key);
  if (!provider) {
    provider = e.provider === 'static' ? staticProvider() : e.provider === 'bundled' ? bundledProvider(home) : openAiCompatibleProvider({ base_url: e.base_url, model: e.model, fetch: doFetch });
    providers.set(key, provider);
  }
  return provider;
}

// Whether memories without a vector get one without the user asking: the default encoder
// costs ~0.15 ms a memory, so a CLI recall embeds up to CATCH_UP_MAX first (the MCP server
// does it in the background). Other providers wait for `nuzo memory embed --backfill`.
export const CATCH_UP_MAX = 2000;
export function catchesUp(config: NuzoConfig): boolean {
  return config.recall.embeddings.provider === 'static';
}

// Recent questions' vectors: an agent often asks the same thing twice in a session.
const QUERY_CACHE = 128;
const queryCache = new Map<string, Quantized>();

function remember(key: string, vector: Quantized): void {
  queryCache.set(key, vector);
  if (queryCache.size > QUERY_CACHE) queryCache.delete(queryCache.keys().next().value as string);
}

// `late`: for a question encoded only if recall needs it, why its vector did not come.
export type PreparedQuery = { semantic: SemanticQuery | null; state: SemanticState; late?: () => EmbedFailureCode | null };

export async function embedQuery(provider: EmbeddingProvider | null, query: string, timeoutMs: number): Promise<PreparedQuery> {
  if (!provider) return { semantic: null, state: 'off' };
  const key = `${provider.model}\u0000${query}`;
  let vector = queryCache.get(key);
  if (!vector && 'begin' in provider) return onDemand(provider as OnDemandProvider, key, query, timeoutMs);
  if (!vector) {
    try {
      const [raw] = await provider.embed([query], timeoutMs);
      vector = quantize(raw);
    } catch (error) {
      return { semantic: null, state: `unavailable: ${failureCode(error)}` };
    }
    remember(key, vector);
  }
  return { semantic: { model: provider.model, vector }, state: 'used' };
}

// No index has this dimension: what recall reads for a vector that did not come in time,
// so it answers lexically (lib/embed/candidates.ts).
const NO_VECTOR: Quantized = { dim: 0, scale: 0, q: new Int8Array(0) };

// A question for the encoder on its own thread (lib/embed/encoder-thread.ts), handed to
// recall before it is encoded: recall reads `vector` only where it searches the vectors
// (after its lexical half, and only when the words found too little), and that first read
// encodes it, waiting at most for the budget. Most questions are never encoded. (Encoding
// every question ahead, overlapping the lexical half, was measured too: on 2 busy cores it
// slowed the other questions more than it sped these: bench/mcp-recall.mjs.)
function onDemand(provider: OnDemandProvider, key: string, query: string, timeoutMs: number): PreparedQuery {
  const why = provider.start();
  if (why) return { semantic: null, state: `unavailable: ${why}` };
  const keep = (raw: Float32Array): Quantized | EmbedFailureCode => {
    try {
      const vector = quantize(raw);
      remember(key, vector);
      return vector;
    } catch (error) {
      return failureCode(error);
    }
  };
  let outcome: Quantized | EmbedFailureCode | null = null;
  const settle = (): Quantized | EmbedFailureCode => {
    if (outcome !== null) return outcome;
    try {
      // The budget is the encoder's, from the moment it is asked: not the lexical half's,
      // nor the first search's loading of the vectors (~0.6 s at 100k).
      const pending = provider.begin(query, timeoutMs);
      // Too late for this answer is not too late for the next time it is asked.
      void pending.settled.then(() => {
        const got = pending.peek();
        if (got instanceof Float32Array && !queryCache.has(key)) keep(got);
      });
      outcome = keep(pending.take());
    } catch (error) {
      outcome = failureCode(error);
    }
    return outcome;
  };
  const semantic: SemanticQuery = {
    model: provider.model,
    get vector() {
      const o = settle();
      return typeof o === 'string' ? NO_VECTOR : o;
    },
  };
  return { semantic, state: 'used', late: () => (typeof outcome === 'string' ? outcome : null) };
}

// What the answer says: used only where vectors took part (the store had some of the model's),
// or could have (recall did not need them), unless the question's vector failed to come.
export function semanticState(prepared: PreparedQuery, used: boolean | undefined): SemanticState {
  if (prepared.state !== 'used') return prepared.state;
  const late = prepared.late?.();
  if (late) return `unavailable: ${late}`;
  return used ? 'used' : 'unavailable: no_vectors';
}

// `more`: the run stopped at `max` with memories still to embed, from after rowid `after` on
// (what the next run of a backfill passes back, so no run walks past what the last one did).
export type EmbedRun = { embedded: number; more: boolean; after: number; failure: EmbedFailureCode | null };

// Embeds active memories without a current vector, `batch` at a time, until none are left,
// `max` are done, or the provider fails (the rest wait for the next run).
export async function embedPending(store: Store, provider: EmbeddingProvider, options: { batch?: number; max?: number; timeoutMs?: number; after?: number } = {}): Promise<EmbedRun> {
  const batch = options.batch ?? 32;
  const max = options.max ?? Number.POSITIVE_INFINITY;
  let embedded = 0;
  let failure: EmbedFailureCode | null = null;
  let after = options.after ?? 0;
  while (embedded < max) {
    // Calls that came in meanwhile go first: an encoder that answers at once (the default
    // one) never lets them in otherwise, and a background run held a recall for ~40 ms.
    if (embedded > 0) await new Promise((resolve) => setImmediate(resolve));
    const pending = pendingMemories(store, provider.model, Math.min(batch, max - embedded), after);
    if (pending.length === 0) break;
    after = pending[pending.length - 1].rowid;
    try {
      const vectors = await provider.embed(pending.map((m) => m.content), options.timeoutMs ?? 30_000);
      saveVectors(store, provider.model, pending.map((m, i) => ({ id: m.id, revision: m.revision, vector: quantize(vectors[i]) })));
      embedded += pending.length;
    } catch (error) {
      failure = failureCode(error);
      break;
    }
  }
  // Memories past the last one looked at (one index seek); a memory changed while its batch
  // was embedded waits for the next run.
  const more = failure === null && embedded >= max && pendingMemories(store, provider.model, 1, after).length > 0;
  return { embedded, more, after, failure };
}

function failureCode(error: unknown): EmbedFailureCode {
  return error instanceof EmbedFailure ? error.code : 'malformed';
}
