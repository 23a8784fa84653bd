// The name a configured encoder's vectors are stored under: vectors of two names are never
// compared, so changing the model (or provider) makes every vector stale, not wrong.
import type { NuzoConfig } from '../config.ts';

export const BUNDLED_MODEL = 'bundled:use-lite-512@0.2.0';

export function openAiCompatibleModelId(model: string): string {
  return `openai-compatible:${model.replace(/[^A-Za-z0-9_.:/@-]/g, '').slice(0, 120) || 'unknown'}`;
}

export function embeddingModelId(embeddings: NuzoConfig['recall']['embeddings']): string | null {
  if (embeddings.provider === 'off') return null;
  return embeddings.provider === 'bundled' ? BUNDLED_MODEL : openAiCompatibleModelId(embeddings.model);
}
