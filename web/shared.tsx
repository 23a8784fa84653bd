// Shapes the API returns and the small pieces every view uses. Stored text is only ever
// rendered as text nodes (JSX children), never as HTML: markup in a memory stays inert.
import { createContext } from 'preact';
import { useContext, useEffect, useState } from 'preact/hooks';
import { api, type ApiError } from './api.ts';

export type AnchoredFile = { path: string; state: 'fresh' | 'changed' | 'gone' | 'unchecked'; since: string | null; anchored_at: string };
export type Anchors = { state: 'fresh' | 'changed' | 'gone'; files: AnchoredFile[] };
export type Memory = {
  id: string; content: string; kind: string; scope: string; tags: string[]; source: string; status: 'active' | 'archived';
  sensitive: boolean; revision: number; created_at: string; updated_at: string; last_used_at: string | null; archived_at: string | null;
  anchors?: Anchors;
};
export type RecallResult = { id: string; content: string; kind: string; scope: string; tags: string[]; source: string; score: number; reason: string; updated_at: string; anchors?: Anchors };
export type AuditEvent = { id: string; event_type: string; actor: string; payload: Record<string, unknown>; created_at: string };
export type Draft = {
  id: string; content: string; kind: string; scope: string; scope_unclear: boolean; tags: string[]; source: string; confidence: number; reason: string;
  priority: string; origin: { host: string | null; session_id: string | null; ref: string | null }; supersedes: { id: string; expected_revision: number } | null; created_at: string;
  proposed_by?: string[]; changed_by?: { by: string; via: string } | null; original?: { content: string; kind: string; scope: string; tags: string[] } | null;
};
export type ScopeFacet = { scope: string; count: number; project: { root: string | null; name: string | null; host: string | null; last_seen: string | null } | null };
export type Facets = { scopes: ScopeFacet[]; kinds: Array<{ kind: string; count: number }>; tags: Array<{ tag: string; count: number }>; sources: Array<{ source: string; count: number }> };
export type SessionInfo = { version: string; actor: string; home: string; project: { scope: string; root: string } | null; kinds: string[]; default_kind?: string; read_only: boolean };

export type Shared = { session: SessionInfo | null; facets: Facets | null; version: number };
export const SharedContext = createContext<Shared>({ session: null, facets: null, version: 0 });

export function scopeLabel(scope: string, facets: Facets | null): string {
  if (scope === 'user:default') return 'You, every project (user:default)';
  const f = facets?.scopes.find((s) => s.scope === scope);
  if (f?.project?.name) return `${f.project.name} — ${f.project.root} (${scope})`;
  if (f?.project?.host) return `${scope} (seen in ${f.project.host})`;
  return scope;
}

// A scope as a list row shows it: short, the same every row; the full label in its title.
export function scopeShort(scope: string, facets: Facets | null, session: SessionInfo | null): string {
  if (scope === 'user:default') return 'every project';
  if (session?.project?.scope === scope) return 'this project';
  const f = facets?.scopes.find((s) => s.scope === scope);
  return f?.project?.name ?? scope;
}

export function ScopeTag({ scope }: { scope: string }) {
  const { facets, session } = useContext(SharedContext);
  return <span class="scope" title={scopeLabel(scope, facets)} data-testid="row-scope">{scopeShort(scope, facets, session)}</span>;
}

// Stored text with its `code spans` shown as code. Still only text nodes: nothing in a
// memory becomes markup.
export function Prose({ text }: { text: string }) {
  const parts = text.split(/(`[^`\n]+`)/);
  return <>{parts.map((part, i) => (i % 2 === 1 ? <code key={i}>{part.slice(1, -1)}</code> : part))}</>;
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

// Whether the files a memory names are as they were when it was saved: fresh, changed or
// gone, naming the first file that moved and since when.
export function AnchorBadge({ anchors }: { anchors?: Anchors | null }) {
  if (!anchors) return null;
  if (anchors.state === 'fresh') return <span class="anchor fresh" data-testid="anchor" title={`Unchanged since it was saved: ${anchors.files.map((f) => f.path).join(', ')}`}>its files unchanged</span>;
  const moved = anchors.files.find((f) => f.state === anchors.state) ?? anchors.files[0];
  return (
    <span class={`anchor ${anchors.state}`} data-testid="anchor">
      {anchors.state}: {moved?.path}{moved?.since ? ` since ${when(moved.since)}` : ''}
      {anchors.files.length > 1 ? ` (+${anchors.files.length - 1} more)` : ''}
    </span>
  );
}

export function fileLine(f: AnchoredFile): string {
  return `${f.path} — ${f.state}${f.since ? ` since ${when(f.since)}` : ''} (anchored ${when(f.anchored_at)})`;
}

// SUPERSEDE_CANDIDATE: the new text looks like it revises another active memory. Shows that
// memory (read by its id) and asks: replace it (archived, restorable) or keep both.
export function SupersedeChoice({ error, onReplace, onKeepBoth, onCancel }: { error: ApiError; onReplace: (id: string) => void; onKeepBoth: () => void; onCancel: () => void }) {
  const id = typeof error.details.candidate_id === 'string' ? error.details.candidate_id : null;
  const [candidate, setCandidate] = useState<Memory | null>(null);
  useEffect(() => {
    if (!id) return;
    let live = true;
    void api.get<{ memory: Memory }>(`/api/memories/${encodeURIComponent(id)}`).then((r) => { if (live && r.ok) setCandidate(r.data.memory); });
    return () => { live = false; };
  }, [id]);
  if (!id) return null;
  return (
    <div class="notice warn" data-testid="supersede">
      <div>This looks like it replaces an active memory{typeof error.details.subject === 'string' ? ` about ${error.details.subject}` : ''}. Nothing was saved yet.</div>
      <p class="content words" data-testid="supersede-candidate">{candidate ? candidate.content : id}</p>
      <div class="actions">
        <button class="primary" data-testid="supersede-replace" onClick={() => onReplace(id)}>Replace it (archive the old one)</button>
        <button data-testid="supersede-keep" onClick={onKeepBoth}>Keep both</button>
        <button onClick={onCancel}>Cancel</button>
      </div>
    </div>
  );
}
