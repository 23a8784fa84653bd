// Sessions: what memory went to the model in each session (from receipts: memory ids and
// sizes, never text), what it cost in characters and estimated tokens, what the Stop hook
// saw used or went against, and every guard that fired.
import { useContext, useEffect, useState } from 'preact/hooks';
import { api, type ApiError } from './api.ts';
import { ErrorBox, scopeLabel, SharedContext, when } from './shared.tsx';

type Session = {
  session_id: string | null; host: string; project: string | null; first_at: string; last_at: string;
  handovers: number; events: Record<string, number>; memories: Array<{ id: string; revision: number | null; times: number }>;
  chars: number; tokens: number; used: string[]; contradicted: string[];
  guards_fired: Array<{ at: string; guard_id: string; memory_id: string; pattern: string; action: string }>;
};
type Total = { sessions: number; handovers: number; chars: number; tokens: number };
export type ReceiptsData = {
  token_estimate: string; sessions: Session[]; sessions_total: number;
  days: Array<Total & { day: string }>; projects: Array<Total & { project: string | null }>;
  week: { sessions: number; tokens: number; tokens_per_session: number };
};

export function SessionsPage() {
  const { facets, version } = useContext(SharedContext);
  const [data, setData] = useState<ReceiptsData | null>(null);
  const [error, setError] = useState<ApiError | null>(null);
  useEffect(() => {
    void api.get<ReceiptsData>('/api/receipts').then((r) => (r.ok ? setData(r.data) : setError(r.error)));
  }, [version]);
  if (!data) return <section><h1>Sessions</h1><ErrorBox error={error} /><p class="muted">Loading…</p></section>;
  const memoryLink = (id: string) => <a key={id} href={`#/memory/${encodeURIComponent(id)}`}>{id}</a>;
  return (
    <section>
      <h1>Sessions</h1>
      <p class="muted">What Nuzo handed to the model, per session: memory ids and sizes, never text. Tokens are {data.token_estimate}; "used" is a heuristic.</p>
      {data.sessions.length === 0 ? <p data-testid="no-sessions">No receipts yet: no memory has been handed to a model.</p> : null}
      <table data-testid="sessions">
        <thead><tr><th>Session</th><th>When</th><th>What went in</th><th class="num">Chars</th><th class="num">~Tokens</th><th>Used</th></tr></thead>
        <tbody>
          {data.sessions.map((s) => (
            <tr key={`${s.host}:${s.session_id}`} data-testid="session-row">
              <td>{s.host} <span class="muted">{s.session_id ?? '(none)'}</span><div class="muted">{s.project ? scopeLabel(s.project, facets) : 'no project'}</div></td>
              <td>{when(s.last_at)}</td>
              <td>
                <div class="muted">{Object.entries(s.events).map(([e, n]) => `${e} ×${n}`).join(', ')}</div>
                {s.memories.map((m) => <div key={m.id}>{memoryLink(m.id)}{m.revision ? ` r${m.revision}` : ''}{m.times > 1 ? ` ×${m.times}` : ''}</div>)}
                {s.guards_fired.map((g) => <div key={g.at + g.guard_id} data-testid="guard-fired">guard fired: <code>{g.pattern}</code> {g.action === 'ask' ? 'asked about' : 'stopped'} by {memoryLink(g.memory_id)}</div>)}
              </td>
              <td class="num">{s.chars.toLocaleString('en')}</td>
              <td class="num">{s.tokens.toLocaleString('en')}</td>
              <td>{s.used.map(memoryLink)}{s.contradicted.length ? <div class="status-warn">went against: {s.contradicted.map(memoryLink)}</div> : null}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {data.sessions_total > data.sessions.length ? <p class="muted">{data.sessions_total - data.sessions.length} older sessions: nuzo memory receipts --json lists all.</p> : null}
      <h2>Per day</h2>
      <table>
        <thead><tr><th>Day</th><th class="num">Sessions</th><th class="num">Handovers</th><th class="num">Chars</th><th class="num">~Tokens</th></tr></thead>
        <tbody>{data.days.map((d) => <tr key={d.day}><td>{d.day}</td><td class="num">{d.sessions}</td><td class="num">{d.handovers}</td><td class="num">{d.chars.toLocaleString('en')}</td><td class="num">{d.tokens.toLocaleString('en')}</td></tr>)}</tbody>
      </table>
      <h2>Per project</h2>
      <table>
        <thead><tr><th>Project</th><th class="num">Sessions</th><th class="num">~Tokens</th></tr></thead>
        <tbody>{data.projects.map((p) => <tr key={p.project ?? '-'}><td>{p.project ? scopeLabel(p.project, facets) : 'no project'}</td><td class="num">{p.sessions}</td><td class="num">{p.tokens.toLocaleString('en')}</td></tr>)}</tbody>
      </table>
    </section>
  );
}
