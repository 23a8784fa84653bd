// One memory: its text, where it came from, its audit history, and the edits a person makes
// by hand. An edit carries the revision it started from; when someone else changed the memory
// meanwhile, the page shows both versions and keeps the user's text until they choose.
import { useContext, useEffect, useState } from 'preact/hooks';
import { api, type ApiError } from './api.ts';
import { AnchorBadge, ErrorBox, fileLine, Prose, scopeLabel, SharedContext, SupersedeChoice, Tags, tagsFromText, when, type Anchors, type AuditEvent, type Memory } from './shared.tsx';

type Editing = { content: string; kind: string; tags: string; base: number };

export function MemoryPage({ id }: { id: string }) {
  const { facets, session, version } = useContext(SharedContext);
  const [memory, setMemory] = useState<Memory | null>(null);
  const [history, setHistory] = useState<AuditEvent[]>([]);
  const [error, setError] = useState<ApiError | null>(null);
  const [gone, setGone] = useState<string | null>(null);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [conflict, setConflict] = useState<Memory | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [note, setNote] = useState<string | null>(null);
  const [anchors, setAnchors] = useState<Anchors | null>(null);

  useEffect(() => {
    let live = true;
    void api.get<{ memory: Memory; history: AuditEvent[]; anchors: Anchors | null }>(`/api/memories/${encodeURIComponent(id)}`).then((r) => {
      if (!live) return;
      if (r.ok) { setMemory(r.data.memory); setHistory(r.data.history); setAnchors(r.data.anchors); setGone(null); }
      else if (r.error.code === 'MEMORY_NOT_FOUND') { setMemory(null); setGone(r.error.message); }
      else setError(r.error);
    });
    return () => { live = false; };
  }, [id, version]);

  if (gone) return <section><h1>Memory</h1><p data-testid="gone">{gone}</p><a href="#/memories">Back to memories</a></section>;
  if (!memory) return <section><h1>Memory</h1><ErrorBox error={error} /><p class="muted">Loading…</p></section>;

  const save = async (base: number, choice: { supersedes?: string; keep_both?: boolean } = {}) => {
    if (!editing) return;
    setError(null);
    const r = await api.post<{ memory: Memory; superseded: Memory | null }>(`/api/memories/${memory.id}/update`, {
      content: editing.content, kind: editing.kind, tags: tagsFromText(editing.tags), expected_revision: base, ...choice,
    });
    if (r.ok) {
      setMemory(r.data.memory); setEditing(null); setConflict(null);
      setNote(`Saved as revision ${r.data.memory.revision}.${r.data.superseded ? ` It replaces ${r.data.superseded.id}, now archived.` : ''}`);
      return;
    }
    if (r.error.code === 'REVISION_CONFLICT') {
      const now = await api.get<{ memory: Memory }>(`/api/memories/${memory.id}`);
      if (now.ok) setConflict(now.data.memory);
    }
    setError(r.error);
  };
  const act = async (path: string, body: unknown, done: string) => {
    setError(null);
    const r = await api.post<{ memory?: Memory }>(`/api/memories/${memory.id}/${path}`, body);
    if (!r.ok) return setError(r.error);
    setNote(done);
    if (r.data.memory) setMemory(r.data.memory);
    else if (path === 'archive') setMemory({ ...memory, status: 'archived' });
  };
  const keep = async () => {
    setError(null);
    const r = await api.post<{ anchors: Anchors | null }>(`/api/memories/${memory.id}/reanchor`, {});
    if (!r.ok) return setError(r.error);
    setAnchors(r.data.anchors);
    setNote('Kept: its files are recorded as they are now.');
  };
  const hardDelete = async () => {
    const r = await api.post(`/api/memories/${memory.id}/delete`, { confirm: memory.id });
    if (!r.ok) return setError(r.error);
    setGone('Deleted for good. Its audit history keeps only that it existed.');
  };

  return (
    <section>
      <p><a href="#/memories">← Memories</a></p>
      <h1>Memory <span class="muted">{memory.id}</span></h1>
      {note ? <div class="notice ok" data-testid="note">{note}</div> : null}
      {error?.code === 'SUPERSEDE_CANDIDATE' && editing
        ? <SupersedeChoice error={error} onReplace={(other) => save(conflict?.revision ?? editing.base, { supersedes: other })} onKeepBoth={() => save(conflict?.revision ?? editing.base, { keep_both: true })} onCancel={() => setError(null)} />
        : <ErrorBox error={error} />}
      {editing ? (
        <div class="panel" data-testid="editor">
          {conflict ? (
            <div class="notice warn" data-testid="conflict">
              This memory changed since you opened it (now revision {conflict.revision}, you started from {editing.base}). Your text is kept below.
              <p class="content words" data-testid="conflict-current">{conflict.content}</p>
            </div>
          ) : null}
          <label for="edit-content">Content</label>
          <textarea id="edit-content" data-testid="edit-content" value={editing.content} onInput={(e) => setEditing({ ...editing, content: (e.target as HTMLTextAreaElement).value })} />
          <div class="filters">
            <select aria-label="Kind" value={editing.kind} onChange={(e) => setEditing({ ...editing, kind: (e.target as HTMLSelectElement).value })}>
              {(session?.kinds ?? []).map((k) => <option key={k} value={k}>{k}</option>)}
            </select>
            <input type="text" aria-label="Tags" placeholder="tags, comma-separated" value={editing.tags} onInput={(e) => setEditing({ ...editing, tags: (e.target as HTMLInputElement).value })} />
          </div>
          <div class="actions">
            {conflict ? (
              <>
                <button class="primary" data-testid="save-over" onClick={() => save(conflict.revision)}>Save mine over revision {conflict.revision}</button>
                <button onClick={() => { setMemory(conflict); setEditing(null); setConflict(null); setError(null); }}>Discard mine, keep theirs</button>
              </>
            ) : (
              <button class="primary" data-testid="save" onClick={() => save(editing.base)}>Save</button>
            )}
            <button onClick={() => { setEditing(null); setConflict(null); setError(null); }}>Cancel</button>
          </div>
        </div>
      ) : (
        <div class="panel">
          <p class="content" data-testid="memory-content"><Prose text={memory.content} /></p>
          <div class="meta">
            <span>{memory.kind}</span>
            <span data-testid="memory-status">{memory.status}</span>
            <span>revision {memory.revision}</span>
            <Tags tags={memory.tags} />
          </div>
          <div class="actions">
            <button class="primary" data-testid="edit" onClick={() => { setNote(null); setEditing({ content: memory.content, kind: memory.kind, tags: memory.tags.join(', '), base: memory.revision }); }}>Edit</button>
            {memory.status === 'active'
              ? <button data-testid="archive" onClick={() => act('archive', {}, 'Archived: hidden from recall until restored.')}>Archive</button>
              : <button data-testid="restore" onClick={() => act('restore', { expected_revision: memory.revision }, 'Restored.')}>Restore</button>}
            {confirmDelete ? (
              <span class="notice error" data-testid="delete-confirm">
                Delete this memory for good? This cannot be undone.{' '}
                <button class="danger" data-testid="delete-yes" onClick={hardDelete}>Delete for good</button>{' '}
                <button onClick={() => setConfirmDelete(false)}>Keep it</button>
              </span>
            ) : (
              <button class="danger" data-testid="delete" onClick={() => setConfirmDelete(true)}>Delete…</button>
            )}
          </div>
        </div>
      )}
      {anchors ? (
        <>
          <h2>Files it names <AnchorBadge anchors={anchors} /></h2>
          <ul data-testid="anchor-files">{anchors.files.map((f) => <li key={f.path} class={`anchor-file ${f.state}`}>{fileLine(f)}</li>)}</ul>
          {anchors.state !== 'fresh' && memory.status === 'active' ? (
            <p class="muted">Still true? Keep it (its files are recorded as they are now), edit it, or archive it.{' '}
              <button data-testid="keep" onClick={keep}>Keep</button></p>
          ) : null}
        </>
      ) : null}
      <h2>Provenance</h2>
      <table>
        <tbody>
          <tr><th>Scope</th><td>{scopeLabel(memory.scope, facets)}</td></tr>
          <tr><th>Source</th><td>{memory.source}</td></tr>
          <tr><th>Created</th><td>{when(memory.created_at)}</td></tr>
          <tr><th>Updated</th><td>{when(memory.updated_at)}</td></tr>
          <tr><th>Last used</th><td>{when(memory.last_used_at)}</td></tr>
          {memory.archived_at ? <tr><th>Archived</th><td>{when(memory.archived_at)}</td></tr> : null}
          <tr><th>Sensitive</th><td>{memory.sensitive ? 'yes' : 'no'}</td></tr>
        </tbody>
      </table>
      <h2>History</h2>
      <table data-testid="history">
        <thead><tr><th>When</th><th>Event</th><th>By</th><th>Details</th></tr></thead>
        <tbody>
          {history.map((e) => (
            <tr key={e.id}>
              <td>{when(e.created_at)}</td>
              <td>{e.event_type}</td>
              <td>{e.actor}</td>
              <td class="muted">{Object.entries(e.payload).map(([k, v]) => `${k}=${Array.isArray(v) ? v.join(',') : String(v)}`).join(' ')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
