// The name a configured encoder's vectors are stored under: vectors of two names are never
// compared, so changing the model (or provider) makes every vector stale, not wrong.
import type { NuzoConfig } from '../config.ts';

export const BUNDLED_MODEL = 'bundled:use-lite-512@0.2.0';
// The table in lib/embed/static-encoder.bin; a new table gets a new name.
export const STATIC_MODEL = 'static:use-lite-pieces-256@1';

export function openAiCompatibleModelId(model: string): string {
  return `openai-compatible:${model.replace(/[^A-Za-z0-9_.:/@-]/g, '').slice(0, 120) || 'unknown'}`;
}

export function embeddingModelId(embeddings: NuzoConfig['recall']['embeddings']): string | null {
  if (embeddings.provider === 'off') return null;
  if (embeddings.provider === 'static') return STATIC_MODEL;
  return embeddings.provider === 'bundled' ? BUNDLED_MODEL : openAiCompatibleModelId(embeddings.model);
}
