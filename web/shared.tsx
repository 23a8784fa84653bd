// Shapes the API returns and the small pieces every view uses. Stored text is only ever
// rendered as text nodes (JSX children), never as HTML: markup in a memory stays inert.
import { createContext } from 'preact';
import type { ApiError } from './api.ts';

export type Memory = {
  id: string; content: string; kind: string; scope: string; tags: string[]; source: string; status: 'active' | 'archived';
  sensitive: boolean; revision: number; created_at: string; updated_at: string; last_used_at: string | null; archived_at: string | null;
};
export type RecallResult = { id: string; content: string; kind: string; scope: string; tags: string[]; source: string; score: number; reason: string; updated_at: string };
export type AuditEvent = { id: string; event_type: string; actor: string; payload: Record<string, unknown>; created_at: string };
export type Draft = {
  id: string; content: string; kind: string; scope: string; scope_unclear: boolean; tags: string[]; source: string; confidence: number; reason: string;
  priority: string; origin: { host: string | null; session_id: string | null; ref: string | null }; supersedes: { id: string; expected_revision: number } | null; created_at: string;
};
export type ScopeFacet = { scope: string; count: number; project: { root: string | null; name: string | null; host: string | null; last_seen: string | null } | null };
export type Facets = { scopes: ScopeFacet[]; kinds: Array<{ kind: string; count: number }>; tags: Array<{ tag: string; count: number }>; sources: Array<{ source: string; count: number }> };
export type SessionInfo = { version: string; actor: string; home: string; project: { scope: string; root: string } | null; kinds: string[]; read_only: boolean };

export type Shared = { session: SessionInfo | null; facets: Facets | null; version: number };
export const SharedContext = createContext<Shared>({ session: null, facets: null, version: 0 });

export function scopeLabel(scope: string, facets: Facets | null): string {
  if (scope === 'user:default') return 'You, every project (user:default)';
  const f = facets?.scopes.find((s) => s.scope === scope);
  if (f?.project?.name) return `${f.project.name} — ${f.project.root} (${scope})`;
  if (f?.project?.host) return `${scope} (seen in ${f.project.host})`;
  return scope;
}

export function when(iso: string | null): string {
  if (!iso) return '—';
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : d.toLocaleString();
}

export function bytes(n: number): string {
  if (n < 1024) return `${n} B`;
  if (n < 1024 * 1024) return `${(n / 1024).toFixed(1)} kB`;
  return `${(n / 1024 / 1024).toFixed(1)} MB`;
}

// A refusal shows what the core said and its rewrite hint; never the text that was refused.
export function ErrorBox({ error, testid }: { error: ApiError | null; testid?: string }) {
  if (!error) return null;
  const hint = typeof error.details?.rewrite_hint === 'string' ? error.details.rewrite_hint : null;
  return (
    <div class="notice error" role="alert" data-testid={testid ?? 'error'}>
      <div>
        {error.message} <span class="muted">({error.code})</span>
      </div>
      {hint ? <div class="hint" data-testid="rewrite-hint">How to rewrite it: {hint}</div> : null}
    </div>
  );
}

export function Tags({ tags }: { tags: string[] }) {
  return (
    <>
      {tags.map((t) => (
        <span class="tag" key={t}>#{t}</span>
      ))}
    </>
  );
}

export function tagsFromText(text: string): string[] {
  return text.split(',').map((t) => t.trim()).filter(Boolean);
}
