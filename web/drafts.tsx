// Drafts review, keyboard first: j/k move, c confirms, e edits, r rejects, x selects, w shows
// why. Each decision goes to the core as the user's confirmation; a refusal stays on the
// draft with the core's reason and rewrite hint, and the draft stays pending.
import { useContext, useEffect, useRef, useState } from 'preact/hooks';
import { api, type ApiError } from './api.ts';
import { DraftUpdate } from './draft-update.tsx';
import { ErrorBox, Prose, scopeLabel, ScopeTag, SharedContext, Tags, tagsFromText, when, type Draft } from './shared.tsx';

type Why = {
  origin: Draft['origin']; reason: string; confidence: number; priority: string; proposed?: string;
  traces: Array<{ outcome: string; event_kind: string; tool_name: string | null; significance: number | null; threshold: number | null; mode: string | null; limited_reason: string | null; scorer_model: string | null; created_at: string }>;
  words: { available: true; path: string; text: string; truncated: boolean; exact: boolean } | { available: false; reason: string };
};
type Edit = { content: string; kind: string; scope: string; tags: string };

export function DraftsPage() {
  const { facets, session, version } = useContext(SharedContext);
  const [drafts, setDrafts] = useState<Draft[] | null>(null);
  const [cursor, setCursorState] = useState(0);
  // Keys can arrive faster than renders: the handler reads the cursor from a ref, never from
  // a stale render, so `c` always acts on the draft that is highlighted.
  const cursorRef = useRef(0);
  const setCursor = (next: number | ((c: number) => number)) => {
    cursorRef.current = typeof next === 'function' ? next(cursorRef.current) : next;
    setCursorState(cursorRef.current);
  };
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [errors, setErrors] = useState<Record<string, ApiError>>({});
  const [editing, setEditing] = useState<{ id: string; edit: Edit } | null>(null);
  const [why, setWhy] = useState<Record<string, Why | 'loading'>>({});
  const [remember, setRemember] = useState(false);
  const [note, setNote] = useState<string | null>(null);
  const [reload, setReload] = useState(0);
  const textRef = useRef<HTMLTextAreaElement>(null);

  useEffect(() => {
    let live = true;
    void api.get<{ drafts: Draft[] }>('/api/drafts').then((r) => {
      if (!live || !r.ok) return;
      setDrafts(r.data.drafts);
      setCursor((c) => Math.min(c, Math.max(0, r.data.drafts.length - 1)));
    });
    return () => { live = false; };
  }, [version, reload]);

  const current = drafts?.[cursor];
  const fail = (id: string, e: ApiError) => setErrors((x) => ({ ...x, [id]: e }));
  const clear = (id: string) => setErrors((x) => { const y = { ...x }; delete y[id]; return y; });

  const confirm = async (d: Draft, edit?: Edit) => {
    clear(d.id);
    const edits = edit ? { content: edit.content, kind: edit.kind, scope: edit.scope, tags: tagsFromText(edit.tags) } : undefined;
    const r = await api.post<{ memory: { id: string }; action: string }>(`/api/drafts/${d.id}/confirm`, { edits });
    if (!r.ok) return fail(d.id, r.error);
    setEditing(null);
    setNote(`Saved ${r.data.memory.id}.`);
    setReload((n) => n + 1);
  };
  const reject = async (d: Draft) => {
    clear(d.id);
    const r = await api.post(`/api/drafts/${d.id}/reject`, { remember });
    if (!r.ok) return fail(d.id, r.error);
    setNote(remember ? 'Rejected; it will not be suggested again.' : 'Rejected; nothing was saved.');
    setReload((n) => n + 1);
  };
  const saveEdit = async (d: Draft, edit: Edit) => {
    clear(d.id);
    const r = await api.post(`/api/drafts/${d.id}/edit`, { edits: { content: edit.content, kind: edit.kind, scope: edit.scope, tags: tagsFromText(edit.tags) } });
    if (!r.ok) return fail(d.id, r.error);
    setEditing(null);
    setReload((n) => n + 1);
  };
  const loadWhy = async (d: Draft) => {
    if (why[d.id]) return setWhy((w) => { const x = { ...w }; delete x[d.id]; return x; });
    setWhy((w) => ({ ...w, [d.id]: 'loading' }));
    const r = await api.get<Why>(`/api/drafts/${d.id}/why`);
    if (r.ok) setWhy((w) => ({ ...w, [d.id]: r.data }));
    else fail(d.id, r.error);
  };
  const bulk = async (action: 'confirm' | 'reject') => {
    const ids = [...selected];
    const r = await api.post<{ results: Array<{ id: string; ok: boolean; error?: ApiError }> }>('/api/drafts/bulk', { ids, action, remember });
    if (!r.ok) return setNote(r.error.message);
    const failed = r.data.results.filter((x) => !x.ok);
    for (const f of failed) if (f.error) fail(f.id, f.error);
    setSelected(new Set(failed.map((f) => f.id)));
    setNote(`${action === 'confirm' ? 'Saved' : 'Rejected'} ${r.data.results.length - failed.length} of ${ids.length}.${failed.length ? ` ${failed.length} refused: see each draft.` : ''}`);
    setReload((n) => n + 1);
  };
  const startEdit = (d: Draft) => {
    setEditing({ id: d.id, edit: { content: d.content, kind: d.kind, scope: d.scope, tags: d.tags.join(', ') } });
    setTimeout(() => textRef.current?.focus(), 0);
  };

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const t = e.target as HTMLElement;
      if (e.ctrlKey || e.metaKey || e.altKey || ['INPUT', 'TEXTAREA', 'SELECT'].includes(t.tagName) || !drafts?.length) return;
      const d = drafts[cursorRef.current];
      const keys: Record<string, () => void> = {
        j: () => setCursor((c) => Math.min(drafts.length - 1, c + 1)),
        k: () => setCursor((c) => Math.max(0, c - 1)),
        c: () => d && void confirm(d),
        e: () => d && startEdit(d),
        r: () => d && void reject(d),
        x: () => d && setSelected((s) => { const n = new Set(s); if (n.has(d.id)) n.delete(d.id); else n.add(d.id); return n; }),
        w: () => d && void loadWhy(d),
      };
      const f = keys[e.key];
      if (f) { e.preventDefault(); f(); }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  });

  useEffect(() => {
    document.querySelector(`li[data-id="${current?.id}"]`)?.scrollIntoView({ block: 'nearest' });
  }, [cursor, current?.id]);

  if (!drafts) return <section><h1>Drafts</h1><p class="muted">Loading…</p></section>;
  return (
    <section>
      <h1>Drafts <span class="muted" data-testid="draft-count">{drafts.length} waiting</span></h1>
      {drafts.length > 0 ? <>
      <p class="muted">
        <span class="kbd">j</span>/<span class="kbd">k</span> move · <span class="kbd">c</span> confirm · <span class="kbd">e</span> edit · <span class="kbd">r</span> reject · <span class="kbd">x</span> select · <span class="kbd">w</span> why
      </p>
      <div class="actions" data-testid="bulk-actions">
        <button disabled={selected.size === 0} onClick={() => bulk('confirm')} data-testid="bulk-confirm">Confirm {selected.size} selected</button>
        <button disabled={selected.size === 0} onClick={() => bulk('reject')} data-testid="bulk-reject">Reject {selected.size} selected</button>
        <button onClick={() => setSelected(selected.size === drafts.length ? new Set() : new Set(drafts.map((d) => d.id)))}>{selected.size === drafts.length && drafts.length ? 'Select none' : 'Select all'}</button>
        <label class="inline"><input type="checkbox" checked={remember} onChange={(e) => setRemember((e.target as HTMLInputElement).checked)} data-testid="remember" /> Don't suggest rejected drafts again</label>
      </div>
      </> : null}
      {note ? <div class="notice ok" data-testid="note">{note}</div> : null}
      {drafts.length === 0 ? <p data-testid="no-drafts">No drafts waiting for review.</p> : null}
      <ul class="list" data-testid="drafts">
        {drafts.map((d, i) => {
          const w = why[d.id];
          const ed = editing?.id === d.id ? editing.edit : null;
          return (
            <li key={d.id} data-id={d.id} class={i === cursor ? 'current' : ''} onClick={() => setCursor(i)}>
              <label class="inline"><input type="checkbox" checked={selected.has(d.id)} onChange={() => setSelected((s) => { const n = new Set(s); if (n.has(d.id)) n.delete(d.id); else n.add(d.id); return n; })} aria-label="Select draft" /></label>
              {ed ? (
                <div class="panel" data-testid="draft-editor">
                  <textarea ref={textRef} aria-label="Draft content" data-testid="draft-content" value={ed.content} onInput={(e) => setEditing({ id: d.id, edit: { ...ed, content: (e.target as HTMLTextAreaElement).value } })} />
                  <div class="filters">
                    <select aria-label="Kind" value={ed.kind} onChange={(e) => setEditing({ id: d.id, edit: { ...ed, kind: (e.target as HTMLSelectElement).value } })}>
                      {(session?.kinds ?? []).map((k) => <option key={k} value={k}>{k}</option>)}
                    </select>
                    <select aria-label="Scope" value={ed.scope} onChange={(e) => setEditing({ id: d.id, edit: { ...ed, scope: (e.target as HTMLSelectElement).value } })}>
                      {[...new Set([d.scope, 'user:default', ...(session?.project ? [session.project.scope] : [])])].map((s) => <option key={s} value={s}>{scopeLabel(s, facets)}</option>)}
                    </select>
                    <input type="text" aria-label="Tags" value={ed.tags} onInput={(e) => setEditing({ id: d.id, edit: { ...ed, tags: (e.target as HTMLInputElement).value } })} />
                  </div>
                  <div class="actions">
                    <button class="primary" data-testid="draft-save-confirm" onClick={() => confirm(d, ed)}>Save as memory</button>
                    <button onClick={() => saveEdit(d, ed)}>Keep as draft</button>
                    <button onClick={() => setEditing(null)}>Cancel</button>
                  </div>
                </div>
              ) : d.supersedes ? (
                <DraftUpdate memoryId={d.supersedes.id} proposed={d.content} />
              ) : (
                <p class="content"><Prose text={d.content} /></p>
              )}
              <div class="meta">
                <span>{d.kind}</span>
                <span><ScopeTag scope={d.scope} />{d.scope_unclear ? ' (scope unclear)' : ''}</span>
                <Tags tags={d.tags} />
                <span>confidence {d.confidence.toFixed(2)}</span>
                <span>{when(d.created_at)}</span>
                {d.supersedes ? <span>updates <a href={`#/memory/${d.supersedes.id}`}>{d.supersedes.id}</a></span> : null}
                {d.proposed_by?.includes('agent') ? <span class="agent" data-testid="draft-proposed-by-agent">proposed by the agent{d.proposed_by.includes('capture') ? ' (capture agreed)' : ''}</span> : null}
                {d.original ? <span class="agent" data-testid="draft-edited-by-agent">edited by the agent</span> : null}
              </div>
              <div class="reason">{d.reason}</div>
              <Original draft={d} />
              <ErrorBox error={errors[d.id] ?? null} testid="draft-error" />
              {ed ? null : (
                <div class="actions">
                  <button onClick={() => confirm(d)} data-testid="draft-confirm">Confirm</button>
                  <button onClick={() => startEdit(d)}>Edit</button>
                  <button onClick={() => reject(d)} data-testid="draft-reject">Reject</button>
                  <button onClick={() => loadWhy(d)} data-testid="draft-why">{w ? 'Hide why' : 'Why?'}</button>
                </div>
              )}
              {w === 'loading' ? <p class="muted">Reading…</p> : w ? <WhyPanel why={w} source={d.source} /> : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

// What the draft said before an agent edited it, next to the edit: only the fields it changed.
function Original({ draft }: { draft: Draft }) {
  const o = draft.original;
  if (!o) return null;
  const rows: Array<[string, string]> = [];
  if (o.content !== draft.content) rows.push(['Text', o.content]);
  if (o.kind !== draft.kind) rows.push(['Kind', o.kind]);
  if (o.scope !== draft.scope) rows.push(['Scope', o.scope]);
  if (o.tags.join('\u0000') !== draft.tags.join('\u0000')) rows.push(['Tags', o.tags.join(', ') || '(none)']);
  return (
    <div class="panel original" data-testid="draft-original">
      <h2>Before the agent's edit</h2>
      {rows.map(([label, value]) => <p key={label}><strong>{label}:</strong> <span class="words" data-testid={`draft-original-${label.toLowerCase()}`}>{value}</span></p>)}
    </div>
  );
}

function WhyPanel({ why, source }: { why: Why; source: string }) {
  // Not from a conversation (write-back, import-host, a stale file's rename): no session,
  // transcript or capture trace to show, only what proposed it and why. (An agent's proposal
  // came from a conversation, linked to it or not yet.)
  if (!why.proposed && !why.origin.host && !why.origin.session_id && why.traces.length === 0) {
    return (
      <div class="panel" data-testid="why">
        <p data-testid="why-reason">{why.reason}</p>
        <p class="muted">Proposed by {source}, not from a conversation: there is no transcript or capture decision behind it.</p>
      </div>
    );
  }
  return (
    <div class="panel" data-testid="why">
      <div class="meta">
        <span>from {why.origin.host ?? 'unknown host'}</span>
        <span>session {why.origin.session_id ?? '—'}</span>
        <span>at {why.origin.ref ?? '—'}</span>
        <span>priority {why.priority}</span>
        {why.proposed ? <span data-testid="why-proposed">{why.proposed}</span> : null}
      </div>
      <h2>Your words</h2>
      {why.words.available ? (
        <>
          <p class="words" data-testid="why-words">{why.words.text}{why.words.truncated ? '…' : ''}</p>
          <p class="muted">Read just now from {why.words.path}{why.words.exact ? '' : ' (the closest message from you)'}; not stored.</p>
        </>
      ) : (
        <p class="muted" data-testid="why-words-missing">{why.words.reason}</p>
      )}
      <h2>Capture decisions around then</h2>
      {why.traces.length === 0 ? <p class="muted">No capture trace recorded (traces are kept 30 days).</p> : (
        <table>
          <thead><tr><th>When</th><th>Outcome</th><th>Signal</th><th class="num">Score</th><th class="num">Gate</th><th>Mode</th><th>Limited by</th></tr></thead>
          <tbody>
            {why.traces.map((t, i) => (
              <tr key={i}>
                <td>{when(t.created_at)}</td>
                <td>{t.outcome}</td>
                <td>{t.event_kind}{t.tool_name ? ` · ${t.tool_name}` : ''}</td>
                <td class="num">{t.significance?.toFixed(2) ?? '—'}</td>
                <td class="num">{t.threshold?.toFixed(2) ?? '—'}</td>
                <td>{t.mode ?? '—'}{t.scorer_model ? ` · ${t.scorer_model}` : ''}</td>
                <td>{t.limited_reason ?? '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
