// Overview: what the store holds, what waits, what the doctor sees; export as a download and
// import in two steps (a dry run with its per-item report, then the real import).
import { useContext, useEffect, useState } from 'preact/hooks';
import { api, type ApiError } from './api.ts';
import { bytes, ErrorBox, scopeLabel, SharedContext, when } from './shared.tsx';
import type { ReceiptsData } from './sessions.tsx';

type Overview = {
  by_scope: Array<{ scope: string; active: number; archived: number }>;
  by_kind: Array<{ kind: string; active: number; archived: number }>;
  drafts_waiting: number; store_bytes: number; home: string; team_memories: number | null;
  last_capture: { at: string; host: string | null } | null; last_draft_at: string | null;
  doctor: { ok: boolean; checks: Array<{ id: string; status: 'ok' | 'warn' | 'fail'; summary: string; fix: string | null }> };
};
type ImportReport = { dry_run: boolean; total: number; imported: number; skipped: number; rejected: number; items: Array<{ index: number; status: string; code?: string; id?: string; existing_id?: string }> };

export function OverviewPage() {
  const { facets, version } = useContext(SharedContext);
  const [data, setData] = useState<Overview | null>(null);
  const [error, setError] = useState<ApiError | null>(null);
  const [exportScope, setExportScope] = useState('');
  const [archived, setArchived] = useState(false);
  const [doc, setDoc] = useState<{ name: string; document: unknown } | null>(null);
  const [report, setReport] = useState<ImportReport | null>(null);

  const [week, setWeek] = useState<ReceiptsData['week'] | null>(null);
  useEffect(() => {
    void api.get<Overview>('/api/overview').then((r) => (r.ok ? setData(r.data) : setError(r.error)));
    void api.get<ReceiptsData>('/api/receipts').then((r) => r.ok && setWeek(r.data.week));
  }, [version]);

  const doExport = async () => {
    const r = await api.post<{ document: unknown; count: number }>('/api/export', { scope: exportScope, include_archived: archived });
    if (!r.ok) return setError(r.error);
    const blob = new Blob([JSON.stringify(r.data.document, null, 2)], { type: 'application/json' });
    const a = document.createElement('a');
    a.href = URL.createObjectURL(blob);
    a.download = `nuzo-export-${new Date().toISOString().slice(0, 10)}.json`;
    a.click();
    setTimeout(() => URL.revokeObjectURL(a.href), 10_000);
  };
  const pick = async (e: Event) => {
    setReport(null);
    setError(null);
    const file = (e.target as HTMLInputElement).files?.[0];
    if (!file) return;
    try {
      const document = readExport(file.name, await file.text());
      setDoc({ name: file.name, document });
      const r = await api.post<ImportReport>('/api/import', { document, dry_run: true });
      if (r.ok) setReport(r.data); else setError(r.error);
    } catch {
      setError({ code: 'IMPORT_INVALID', message: 'That file is not a Nuzo export (.json or .ndjson).', details: {} });
    }
  };
  const doImport = async () => {
    if (!doc) return;
    const r = await api.post<ImportReport>('/api/import', { document: doc.document, dry_run: false });
    if (r.ok) { setReport(r.data); setDoc(null); } else setError(r.error);
  };

  if (!data) return <section><h1>Overview</h1><ErrorBox error={error} /><p class="muted">Loading…</p></section>;
  const active = data.by_scope.reduce((n, s) => n + s.active, 0);
  const empty = data.by_scope.length === 0;
  return (
    <section>
      <h1>Overview</h1>
      <ErrorBox error={error} />
      <div class="grid">
        <div class="panel"><div class="stat" data-testid="active-count">{active.toLocaleString('en')}</div>active memories</div>
        {data.team_memories ? <div class="panel"><div class="stat" data-testid="team-count">{data.team_memories.toLocaleString('en')}</div>team memories in this repository (<code>.nuzo/team.ndjson</code>)</div> : null}
        <div class="panel"><div class="stat">{data.drafts_waiting}</div><a href="#/drafts">drafts waiting</a></div>
        {empty
          ? <div class="panel" data-testid="store-size"><div class="stat">empty</div>store in {data.home} (its tables and indexes take {bytes(data.store_bytes)} before the first memory)</div>
          : <div class="panel" data-testid="store-size"><div class="stat">{bytes(data.store_bytes)}</div>store in {data.home}</div>}
        <div class="panel"><div class="stat">{data.last_capture ? when(data.last_capture.at) : '—'}</div>last capture{data.last_capture?.host ? ` (${data.last_capture.host})` : ''}</div>
      </div>
      {week ? (
        <p data-testid="cost-line">
          {week.sessions === 0
            ? 'No memory handed to a model this week.'
            : `Memory cost ~${week.tokens_per_session.toLocaleString('en')} tokens a session this week (${week.sessions} session${week.sessions === 1 ? '' : 's'}, tokens estimated as characters / 4).`}{' '}
          <a href="#/sessions">Sessions</a>
        </p>
      ) : null}
      {empty ? (
        <p data-testid="overview-empty">No memories yet: add one under <a href="#/memories">Memories</a>, or review what your agents propose under <a href="#/drafts">Drafts</a>.</p>
      ) : (
        <>
          <h2>By scope</h2>
          <div class="table-scroll"><table>
            <thead><tr><th>Scope</th><th class="num">Active</th><th class="num">Archived</th></tr></thead>
            <tbody>{data.by_scope.map((s) => <tr key={s.scope}><td><a href={`#/memories?scope=${encodeURIComponent(s.scope)}`}>{scopeLabel(s.scope, facets)}</a></td><td class="num">{s.active}</td><td class="num">{s.archived}</td></tr>)}</tbody>
          </table></div>
          <h2>By kind</h2>
          <div class="table-scroll"><table>
            <thead><tr><th>Kind</th><th class="num">Active</th><th class="num">Archived</th></tr></thead>
            <tbody>{data.by_kind.map((k) => <tr key={k.kind}><td>{k.kind}</td><td class="num">{k.active}</td><td class="num">{k.archived}</td></tr>)}</tbody>
          </table></div>
        </>
      )}
      <h2>Doctor</h2>
      <div class="table-scroll"><table data-testid="doctor">
        <tbody>{data.doctor.checks.map((c) => <tr key={c.id}><td class={`nowrap status-${c.status}`}>{c.status}</td><td class="nowrap">{c.id}</td><td class="wrap-any">{c.summary}{c.fix && c.status !== 'ok' ? <div class="muted">fix: {c.fix}</div> : null}</td></tr>)}</tbody>
      </table></div>
      <h2>Export</h2>
      <div class="actions">
        <select aria-label="Export scope" value={exportScope} onChange={(e) => setExportScope((e.target as HTMLSelectElement).value)}>
          <option value="">Every scope</option>
          {facets?.scopes.map((s) => <option key={s.scope} value={s.scope}>{scopeLabel(s.scope, facets)}</option>)}
        </select>
        <label class="inline"><input type="checkbox" checked={archived} onChange={(e) => setArchived((e.target as HTMLInputElement).checked)} /> include archived</label>
        <button onClick={doExport} data-testid="export">Download JSON export</button>
      </div>
      <h2>Import</h2>
      <p class="muted">Choose a Nuzo export (.json or .ndjson): a dry run checks every item first; nothing is written until you import.</p>
      <input type="file" accept=".json,.ndjson,.jsonl,application/json,application/x-ndjson" onChange={pick} data-testid="import-file" />
      {report ? (
        <div class="panel" data-testid="import-report">
          <p>{report.dry_run ? 'Dry run' : 'Imported'}: {report.imported} {report.dry_run ? 'would be imported' : 'imported'}, {report.skipped} already present, {report.rejected} refused, of {report.total}.</p>
          {report.dry_run && doc ? <button class="primary" onClick={doImport} data-testid="import-apply">Import {report.imported} from {doc.name}</button> : null}
          <table>
            <thead><tr><th class="num">#</th><th>Result</th><th>Detail</th></tr></thead>
            <tbody>{report.items.slice(0, 500).map((i) => <tr key={i.index}><td class="num">{i.index}</td><td>{i.status}</td><td>{i.code ?? i.id ?? i.existing_id ?? ''}</td></tr>)}</tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
}

// A JSON export document as is; an NDJSON export (a header line, one memory per line, then
// relation lines: lib/transfer/read.ts) joined into the same document. The core checks it.
function readExport(name: string, text: string): unknown {
  const lines = text.split(/\r?\n/).filter((l) => l.trim() !== '');
  const ndjson = /\.(ndjson|jsonl)$/i.test(name) || (lines.length > 0 && isHeader(lines[0]));
  if (!ndjson) return JSON.parse(text) as unknown;
  const [header, ...rest] = lines.map((l) => JSON.parse(l) as Record<string, unknown>);
  const memories = rest.filter((r) => !('source_index' in r && !('content' in r)));
  const relations = rest.filter((r) => 'source_index' in r && !('content' in r));
  return { ...header, memories, ...(relations.length ? { relations } : {}) };
}

function isHeader(line: string): boolean {
  try {
    const first = JSON.parse(line) as unknown;
    return !!first && typeof first === 'object' && 'format' in first && !('memories' in first);
  } catch {
    return false;
  }
}
