// Memories: the agent's recall when there is a query (scores and reasons shown), otherwise
// the filtered list a page at a time, so a 100k store costs one indexed page per view.
import { useContext, useEffect, useRef, useState } from 'preact/hooks';
import { api, type ApiError } from './api.ts';
import { AnchorBadge, ErrorBox, Prose, scopeLabel, ScopeTag, SharedContext, SupersedeChoice, Tags, tagsFromText, when, type Memory, type RecallResult } from './shared.tsx';

const PAGE = 100;
type Filters = { q: string; scope: string; kind: string; tag: string; status: string; source: string; sort: string };
const EMPTY: Filters = { q: '', scope: '', kind: '', tag: '', status: 'active', source: '', sort: 'updated' };

// Filters live in the address (#/memories?…) so back/forward and reloads keep them.
function readFilters(search: string): Filters {
  const p = new URLSearchParams(search);
  const f = { ...EMPTY };
  for (const k of Object.keys(EMPTY) as Array<keyof Filters>) {
    const v = p.get(k);
    if (v !== null) f[k] = v;
  }
  return f;
}

export function MemoriesPage({ search, offset }: { search: string; offset: number }) {
  const { facets, session, version } = useContext(SharedContext);
  const [stale, setStale] = useState<number | null>(null);
  const [filters, setFilters] = useState<Filters>(() => readFilters(search));
  const [typed, setTyped] = useState(filters.q);
  const [list, setList] = useState<{ memories: Memory[]; total: number } | null>(null);
  const [found, setFound] = useState<{ results: RecallResult[]; ms: number } | null>(null);
  const [error, setError] = useState<ApiError | null>(null);
  const [page, setPage] = useState(offset);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => {
    const p = new URLSearchParams();
    for (const [k, v] of Object.entries(filters)) if (v !== EMPTY[k as keyof Filters]) p.set(k, v);
    if (page) p.set('offset', String(page));
    const hash = `#/memories${p.toString() ? `?${p}` : ''}`;
    if (location.hash !== hash) history.replaceState(null, '', hash);
  }, [filters, page]);

  useEffect(() => {
    let live = true;
    const run = async () => {
      if (filters.q.trim()) {
        const r = await api.get<{ results: RecallResult[]; ms: number }>('/api/search', { q: filters.q, scope: filters.scope, kind: filters.kind, tag: filters.tag, source: filters.source });
        if (!live) return;
        if (r.ok) { setFound(r.data); setError(null); } else setError(r.error);
        setList(null);
      } else {
        const r = await api.get<{ memories: Memory[]; total: number }>('/api/memories', { ...filters, q: undefined, limit: PAGE, offset: page });
        if (!live) return;
        if (r.ok) { setList(r.data); setError(null); } else setError(r.error);
        setFound(null);
      }
    };
    void run();
    return () => { live = false; };
  }, [filters, page, version]);

  // The Stale link says how many there are (the same full check the Stale page runs).
  useEffect(() => {
    if (!session?.project) return;
    let live = true;
    void api.get<{ memories: unknown[] }>('/api/stale').then((r) => { if (live && r.ok) setStale(r.data.memories.length); });
    return () => { live = false; };
  }, [session?.project?.scope, version]);

  const filtered = Object.entries(filters).some(([k, v]) => k !== 'sort' && v !== EMPTY[k as keyof Filters]);
  const set = (k: keyof Filters) => (e: Event) => {
    setPage(0);
    setFilters({ ...filters, [k]: (e.target as HTMLSelectElement).value });
  };
  const onType = (e: Event) => {
    const v = (e.target as HTMLInputElement).value;
    setTyped(v);
    clearTimeout(timer.current);
    timer.current = window.setTimeout(() => { setPage(0); setFilters((f) => ({ ...f, q: v })); }, 200);
  };

  return (
    <section>
      <h1>Memories</h1>
      <p class="actions">
        {session?.project ? (
          <a href="#/stale" data-testid="stale-link">{stale === null ? 'Stale memories' : stale === 0 ? 'Stale: none' : `Stale: ${stale} ${stale === 1 ? 'memory names files that' : 'memories name files that'} changed or went`} →</a>
        ) : null}
        <NewMemory />
      </p>
      <input type="search" placeholder="Search like the agent does…" value={typed} onInput={onType} aria-label="Search memories" data-testid="search" />
      <div class="filters">
        <select value={filters.scope} onChange={set('scope')} aria-label="Scope" data-testid="filter-scope">
          <option value="">All scopes</option>
          {facets?.scopes.map((s) => <option value={s.scope} key={s.scope}>{scopeLabel(s.scope, facets)} · {s.count}</option>)}
        </select>
        <select value={filters.kind} onChange={set('kind')} aria-label="Kind" data-testid="filter-kind">
          <option value="">All kinds</option>
          {facets?.kinds.map((k) => <option value={k.kind} key={k.kind}>{k.kind} · {k.count}</option>)}
        </select>
        <select value={filters.tag} onChange={set('tag')} aria-label="Tag" data-testid="filter-tag">
          <option value="">All tags</option>
          {facets?.tags.map((t) => <option value={t.tag} key={t.tag}>#{t.tag} · {t.count}</option>)}
        </select>
        <select value={filters.source} onChange={set('source')} aria-label="Source" data-testid="filter-source">
          <option value="">All sources</option>
          {facets?.sources.map((s) => <option value={s.source} key={s.source}>{s.source} · {s.count}</option>)}
        </select>
        <select value={filters.status} onChange={set('status')} aria-label="Status" data-testid="filter-status" disabled={!!filters.q.trim()}>
          <option value="active">Active</option>
          <option value="archived">Archived</option>
          <option value="all">Active and archived</option>
        </select>
        <select value={filters.sort} onChange={set('sort')} aria-label="Sort" data-testid="sort" disabled={!!filters.q.trim()}>
          <option value="updated">Last updated</option>
          <option value="last_used">Last used</option>
          <option value="created">Created</option>
        </select>
      </div>
      <ErrorBox error={error} />
      {found ? (
        <>
          <p class="muted" data-testid="result-count">{found.results.length} match{found.results.length === 1 ? '' : 'es'} by relevance · {found.ms} ms</p>
          <ul class="list" data-testid="results">
            {found.results.map((m) => (
              <li key={m.id} data-id={m.id}>
                <a class="row-link" href={`#/memory/${m.id}`}>
                  <p class="content"><Prose text={m.content} /></p>
                  <div class="meta">
                    <span class="score" title="Recall score">{m.score.toFixed(2)}</span>
                    <span>{m.kind}</span>
                    <ScopeTag scope={m.scope} />
                    <Tags tags={m.tags} />
                    <AnchorBadge anchors={m.anchors} />
                  </div>
                  <div class="reason">{m.reason}</div>
                </a>
              </li>
            ))}
          </ul>
        </>
      ) : list ? (
        <>
          {list.total === 0 && !filtered ? (
            <div class="panel" data-testid="empty-store">
              <p><strong>No memories yet.</strong></p>
              <p>Add one with <em>New memory…</em> above, or from a terminal: <code>nuzo memory remember "…"</code>. As you work, your agents propose drafts; they wait for you under <a href="#/drafts">Drafts</a>.</p>
            </div>
          ) : (
            <p class="muted" data-testid="result-count">
              {list.total === 0 ? 'No memories match these filters.' : `${page + 1}–${Math.min(page + PAGE, list.total)} of ${list.total.toLocaleString('en')}`}
            </p>
          )}
          {session?.project && list.memories.some((m) => m.scope === session.project!.scope) ? (
            <p class="muted" data-testid="scope-legend">“this project” is {scopeLabel(session.project.scope, facets)}.</p>
          ) : null}
          <ul class="list" data-testid="results">
            {list.memories.map((m) => (
              <li key={m.id} data-id={m.id}>
                <a class="row-link" href={`#/memory/${m.id}`}>
                  <p class="content"><Prose text={m.content} /></p>
                  <div class="meta">
                    <span>{m.kind}</span>
                    <ScopeTag scope={m.scope} />
                    {m.status === 'archived' ? <span>archived</span> : null}
                    <Tags tags={m.tags} />
                    <AnchorBadge anchors={m.anchors} />
                    <span>updated {when(m.updated_at)}</span>
                  </div>
                </a>
              </li>
            ))}
          </ul>
          {list.total > PAGE || page > 0 ? (
            <div class="pager">
              <button disabled={page === 0} onClick={() => setPage(Math.max(0, page - PAGE))}>← Newer</button>
              <button disabled={page + PAGE >= list.total} onClick={() => setPage(page + PAGE)} data-testid="next-page">Older →</button>
            </div>
          ) : null}
        </>
      ) : (
        <p class="muted">Loading…</p>
      )}
    </section>
  );
}

// A memory the user writes here, into this project (or every project). When it revises an
// active memory the core names that one and the user chooses: replace it or keep both.
function NewMemory() {
  const { session } = useContext(SharedContext);
  const [open, setOpen] = useState(false);
  const [content, setContent] = useState('');
  const [kind, setKind] = useState(session?.default_kind ?? 'note');
  const [scope, setScope] = useState('project:auto');
  const [tags, setTags] = useState('');
  const [error, setError] = useState<ApiError | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  if (!open) return (
    <>
      <button data-testid="new-memory" onClick={() => { setOpen(true); setSaved(null); }}>New memory…</button>
      {saved ? <span class="notice ok" data-testid="new-saved">{saved}</span> : null}
    </>
  );
  const save = async (choice: { supersedes?: string; keep_both?: boolean } = {}) => {
    setError(null);
    const r = await api.post<{ memory: Memory; superseded: Memory | null }>('/api/memories', { content, kind, scope, tags: tagsFromText(tags), ...choice });
    if (!r.ok) return setError(r.error);
    setSaved(r.data.superseded ? `Saved ${r.data.memory.id}; it replaces ${r.data.superseded.id} (archived).` : `Saved ${r.data.memory.id}.`);
    setContent('');
    setOpen(false);
  };
  return (
    <div class="panel" data-testid="new-memory-form">
      <label for="new-content">New memory</label>
      <textarea id="new-content" data-testid="new-content" value={content} onInput={(e) => setContent((e.target as HTMLTextAreaElement).value)} />
      <div class="filters">
        <select aria-label="Kind" value={kind} onChange={(e) => setKind((e.target as HTMLSelectElement).value)}>
          {(session?.kinds ?? []).map((k) => <option key={k} value={k}>{k}</option>)}
        </select>
        <select aria-label="Scope" value={scope} onChange={(e) => setScope((e.target as HTMLSelectElement).value)}>
          {session?.project ? <option value="project:auto">This project</option> : null}
          <option value="user:default">Every project (user:default)</option>
        </select>
        <input type="text" aria-label="Tags" placeholder="tags, comma-separated" value={tags} onInput={(e) => setTags((e.target as HTMLInputElement).value)} />
      </div>
      {error?.code === 'SUPERSEDE_CANDIDATE'
        ? <SupersedeChoice error={error} onReplace={(id) => save({ supersedes: id })} onKeepBoth={() => save({ keep_both: true })} onCancel={() => setError(null)} />
        : <ErrorBox error={error} />}
      <div class="actions">
        <button class="primary" data-testid="new-save" onClick={() => save()}>Save</button>
        <button onClick={() => { setOpen(false); setError(null); }}>Cancel</button>
      </div>
    </div>
  );
}
