// Semantic recall: which encoder is configured, whether it can be reached the way Nuzo
// would reach it (loopback only; the bundled one installed; the default one's table
// readable), and how many active memories have a vector of that model for their current
// text (the rest are stale: recall finds them by words only until they are embedded).
// Counts only, never content.
import { bundledInstalled } from '../../embed/bundled.ts';
import { embeddingModelId } from '../../embed/model-id.ts';
import { catchesUp } from '../../embed/semantic.ts';
import { staticTable } from '../../embed/static-encoder.ts';
import { isLoopbackUrl } from '../../loopback.ts';
import type { CheckResult, DoctorContext } from '../types.ts';

export function checkEmbeddings(ctx: DoctorContext): CheckResult {
  const e = ctx.config.recall.embeddings;
  const model = embeddingModelId(e);
  if (!model) return { id: 'embeddings', status: 'ok', summary: 'Semantic recall is off: recall ranks by words (recall.embeddings.provider).', details: { provider: 'off' } };
  if (e.provider === 'openai-compatible' && !isLoopbackUrl(e.base_url)) {
    return { id: 'embeddings', status: 'warn', summary: 'recall.embeddings.base_url is not a loopback address: Nuzo refuses to call it, so recall ranks by words only.', fix: 'Point it at http://127.0.0.1:<port>/v1 (Ollama, llama.cpp, LM Studio).', details: { provider: e.provider, model } };
  }
  if (e.provider === 'static' && !staticTable()) {
    return { id: 'embeddings', status: 'warn', summary: 'The default encoder\'s table (lib/embed/static-encoder.bin in the plugin folder) is missing or damaged: recall ranks by words only.', fix: 'Reinstall the plugin, or set recall.embeddings.provider to "off".', details: { provider: e.provider, model } };
  }
  if (e.provider === 'bundled' && !bundledInstalled(ctx.home)) {
    return { id: 'embeddings', status: 'warn', summary: 'The bundled encoder is selected but not installed: recall ranks by words only.', fix: 'Run: nuzo memory embed --install-model', details: { provider: e.provider, model } };
  }
  const db = ctx.probe.db;
  let active = 0;
  let current = 0;
  try {
    if (db) {
      active = Number((db.prepare("SELECT COUNT(*) AS n FROM memories WHERE status = 'active'").get() as { n: number }).n);
      current = Number((db.prepare("SELECT COUNT(*) AS n FROM memories m JOIN memory_vectors v ON v.memory_id = m.id WHERE m.status = 'active' AND v.model = ? AND v.revision = m.revision").get(model) as { n: number }).n);
    }
  } catch {
    // An older schema has no memory_vectors yet: nothing is embedded.
  }
  const stale = active - current;
  const details = { provider: e.provider, model, vectors: current, active, stale };
  if (stale > 0 && catchesUp(ctx.config)) return { id: 'embeddings', status: 'ok', summary: `Semantic recall with the default encoder: ${current} of ${active} active memories have a vector; the other ${stale} get theirs at the next recall.`, details };
  if (stale > 0) return { id: 'embeddings', status: 'warn', summary: `Semantic recall with ${model}: ${current} of ${active} active memories have a current vector; ${stale} are found by words only.`, fix: 'Run: nuzo memory embed --backfill', details };
  return { id: 'embeddings', status: 'ok', summary: `Semantic recall with ${model}: all ${active} active memories have a current vector.`, details };
}
