// How many drafts wait for review in some scopes. Kept apart from the queue's write paths
// so the SessionStart hook can count drafts without loading the content policy.
import { iso } from '../clock.ts';
import type { CoreContext } from '../context.ts';

export function countDrafts(ctx: CoreContext, scopes: string[]): number {
  if (scopes.length === 0) return 0;
  const row = ctx.store.db
    .prepare(`SELECT COUNT(*) AS n FROM drafts WHERE scope IN (${scopes.map(() => '?').join(', ')}) AND expires_at > ?`)
    .get(...scopes, iso(ctx.store.clock.now())) as { n: number };
  return Number(row.n);
}
