// The readable text block beside structuredContent. Stored text reaches the model inside
// the same nonce fence the SessionStart hook uses: recalled memories are data, never
// instructions, and no stored text can close the fence or open a tag of its own.
import { randomBytes } from 'node:crypto';
import { escapeFenced, renderRecallFence } from '../lib/recall/fence.ts';

type Row = { id: string; kind: string; scope: string; source: string; content: string; age_days?: number; updated_at?: string };

const MAX_TEXT = 60_000;

export function fenced(rows: Row[], projectScope: string | null, header?: string): string {
  const items = rows.map((r) => ({ ...r, age_days: r.age_days ?? ageDays(r.updated_at) }));
  return renderRecallFence(items, { nonce: randomBytes(6).toString('hex'), projectScope, maxChars: MAX_TEXT, header });
}

export function memorySummary(verb: string, m: { id: string; kind: string; scope: string; tags: string[]; revision?: number }): string {
  return `${verb} ${m.id} (${m.kind}, ${m.scope}${m.tags.length ? `, tags ${m.tags.map(escapeFenced).join(', ')}` : ''}${m.revision ? `, revision ${m.revision}` : ''}).`;
}

export function plural(n: number, word: string): string {
  return `${n} ${n === 1 ? word : word.endsWith('y') ? `${word.slice(0, -1)}ies` : `${word}s`}`;
}

function ageDays(updatedAt: string | undefined): number {
  const at = updatedAt ? Date.parse(updatedAt) : NaN;
  return Number.isNaN(at) ? 0 : Math.floor(Math.max(0, Date.now() - at) / 86_400_000);
}
