// Seeds and inspects a sandbox's Nuzo store through lib/ itself (loaded lazily, so a lib that
// does not load yet only skips the tests that need a store).
export type SeedMemory = { content: string; kind: string; scope: 'project' | 'user:default' };
export type SeedDraft = SeedMemory & { reason: string };
export type Seeded = { projectScope: string; memoryIds: string[]; draftIds: string[] };

export async function loadLib(): Promise<{ ok: true } | { ok: false; reason: string }> {
  try {
    await Promise.all([import('../../../lib/store/store.ts'), import('../../../lib/memory/remember.ts'), import('../../../lib/drafts/queue.ts')]);
    return { ok: true };
  } catch (error) {
    return { ok: false, reason: `lib/ does not load yet: ${String((error as Error).message).split('\n')[0]}` };
  }
}

export async function seedStore(nuzoHome: string, project: string, seed: { memories?: SeedMemory[]; drafts?: SeedDraft[] }): Promise<Seeded> {
  const { openStore } = await import('../../../lib/store/store.ts');
  const { remember } = await import('../../../lib/memory/remember.ts');
  const { createDraft } = await import('../../../lib/drafts/queue.ts');
  const { DEFAULT_CONFIG } = await import('../../../lib/config.ts');
  const { projectScopeFor } = await import('../../../lib/project/identity.ts');
  const projectScope = projectScopeFor(project);
  const store = openStore({ home: nuzoHome });
  const ctx = { store, config: structuredClone(DEFAULT_CONFIG), actor: 'nuzo:e2e' };
  const scopeOf = (s: SeedMemory['scope']) => (s === 'project' ? projectScope : s);
  try {
    const memoryIds = (seed.memories ?? []).map((m) => remember(ctx, { content: m.content, kind: m.kind, scope: scopeOf(m.scope) }).id);
    const draftIds = (seed.drafts ?? []).map((d) => {
      const outcome = createDraft(ctx, { content: d.content, kind: d.kind, scope: scopeOf(d.scope), source: 'e2e:seed', confidence: 0.8, reason: d.reason });
      if (!('created' in outcome)) throw new Error(`seed draft skipped: ${outcome.skipped}`);
      return outcome.created.id;
    });
    return { projectScope, memoryIds, draftIds };
  } finally {
    store.close();
  }
}

export async function storeRows(nuzoHome: string): Promise<{ memories: Array<{ id: string; content: string; scope: string }>; drafts: Array<{ id: string; status?: string }> }> {
  const { openStore } = await import('../../../lib/store/store.ts');
  const store = openStore({ home: nuzoHome, mustExist: true });
  try {
    const memories = store.db.prepare("SELECT id, content, scope FROM memories WHERE status = 'active'").all() as Array<{ id: string; content: string; scope: string }>;
    const drafts = store.db.prepare('SELECT * FROM drafts').all() as Array<{ id: string; status?: string }>;
    return { memories, drafts };
  } finally {
    store.close();
  }
}
