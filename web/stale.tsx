// Stale: this project's memories whose files changed or went since they were saved, each with
// the user's three answers: keep (its files are recorded as they are now), edit (with the
// revision it was read at), or archive. Every answer goes through the core as nuzo:ui.
import { useContext, useEffect, useState } from 'preact/hooks';
import { api, type ApiError } from './api.ts';
import { ErrorBox, fileLine, SharedContext, type AnchoredFile, type Memory } from './shared.tsx';

type StaleMemory = { id: string; content: string; kind: string; revision: number; state: 'changed' | 'gone'; files: AnchoredFile[] };

export function StalePage() {
  const { session, version } = useContext(SharedContext);
  const [stale, setStale] = useState<StaleMemory[] | null>(null);
  const [error, setError] = useState<ApiError | null>(null);
  const [editing, setEditing] = useState<{ id: string; content: string; base: number } | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const [tick, setTick] = useState(0);

  useEffect(() => {
    let live = true;
    void api.get<{ memories: StaleMemory[] }>('/api/stale').then((r) => {
      if (!live) return;
      if (r.ok) setStale(r.data.memories); else setError(r.error);
    });
    return () => { live = false; };
  }, [version, tick]);

  const act = async (path: string, body: unknown, done: string) => {
    setError(null);
    const r = await api.post<{ memory?: Memory }>(path, body);
    if (!r.ok) return setError(r.error);
    setNote(done);
    setEditing(null);
    setTick((t) => t + 1);
  };

  return (
    <section>
      <h1>Stale memories</h1>
      <p class="muted">
        Memories of {session?.project ? session.project.root : 'this project'} that name files which changed or are gone since they were saved.
        Git renames become edit drafts with <code>nuzo memory stale</code>.
      </p>
      {note ? <div class="notice ok" data-testid="note">{note}</div> : null}
      <ErrorBox error={error} />
      {!session?.project ? <p class="muted">nuzo ui was not started inside a project: no files to check.</p> : null}
      {stale === null ? <p class="muted">Checking files…</p> : stale.length === 0 ? <p data-testid="stale-none">No stale memories: every file they name is as it was.</p> : (
        <ul class="list" data-testid="stale">
          {stale.map((m) => (
            <li key={m.id} data-id={m.id}>
              <p class="content"><a href={`#/memory/${m.id}`}>{m.content}</a></p>
              <div class="meta"><span class={`anchor ${m.state}`} data-testid="stale-state">{m.state}</span><span>{m.kind}</span></div>
              <ul class="files">{m.files.filter((f) => f.state !== 'fresh').map((f) => <li key={f.path}>{fileLine(f)}</li>)}</ul>
              {editing?.id === m.id ? (
                <div class="panel">
                  <textarea aria-label="New text" data-testid="stale-edit-content" value={editing.content} onInput={(e) => setEditing({ ...editing, content: (e.target as HTMLTextAreaElement).value })} />
                  <div class="actions">
                    <button class="primary" data-testid="stale-save" onClick={() => act(`/api/memories/${m.id}/update`, { content: editing.content, expected_revision: editing.base, keep_both: true }, 'Edited: its files are recorded anew.')}>Save</button>
                    <button onClick={() => setEditing(null)}>Cancel</button>
                  </div>
                </div>
              ) : (
                <div class="actions">
                  <button data-testid="stale-keep" onClick={() => act(`/api/memories/${m.id}/reanchor`, {}, 'Kept: its files are recorded as they are now.')}>Keep</button>
                  <button data-testid="stale-edit" onClick={() => setEditing({ id: m.id, content: m.content, base: m.revision })}>Edit</button>
                  <button data-testid="stale-archive" onClick={() => act(`/api/memories/${m.id}/archive`, {}, 'Archived: hidden from recall until restored.')}>Archive</button>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
