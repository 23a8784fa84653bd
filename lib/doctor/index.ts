// `nuzo memory doctor`: real checks of the runtime, the files under NUZO_HOME, the store,
// git, stored and exported secrets and the network posture. Read-only: it never creates,
// migrates or writes the store (the optional lock probe rolls back an empty transaction).
// Checks are a list of small functions; adapters may append their own (Codex wiring).
import { homedir } from 'node:os';
import { loadConfig } from '../config.ts';
import { nuzoHome, storePath, type Env } from '../paths.ts';
import { findProjectRoot } from '../project/identity.ts';
import { checkCodexWiring } from './checks/codex.ts';
import { checkConfig } from './checks/config.ts';
import { checkFiles } from './checks/files.ts';
import { checkGit } from './checks/git.ts';
import { checkHostNode } from './checks/host-node.ts';
import { checkClaudeMcpCache } from './checks/claude-mcp-cache.ts';
import { checkEmbeddings } from './checks/embeddings.ts';
import { checkNetwork, networkReport, type NetworkReport } from './checks/network.ts';
import { checkRuntime } from './checks/runtime.ts';
import { checkExportSecrets, checkStoredSecrets } from './checks/secrets.ts';
import { checkStore } from './checks/store.ts';
import { checkTeam } from './checks/team.ts';
import { checkHostFiles } from './checks/host-files.ts';
import { probeStore, type StoreProbe } from './probe.ts';
import type { CheckResult, DoctorCheck, DoctorContext } from './types.ts';

export type { CheckResult, CheckStatus, DoctorCheck, DoctorContext } from './types.ts';

export const DEFAULT_CHECKS: readonly DoctorCheck[] = [checkRuntime, checkHostNode, checkClaudeMcpCache, checkFiles, checkStore, checkGit, checkStoredSecrets, checkExportSecrets, checkNetwork, checkEmbeddings, checkConfig, checkCodexWiring, checkTeam, checkHostFiles];

export type DoctorCounts = {
  active_memories: number;
  archived_memories: number;
  total_memories: number;
  pending_drafts: number;
  audit_events: number;
};

export type DoctorReport = {
  ok: boolean;
  home: string;
  checks: CheckResult[];
  counts: DoctorCounts | null;
  store: { path: string; exists: boolean; state: StoreProbe['state']; readable: boolean; writable_check: StoreProbe['writable']; schema_version: number | null; supported_schema: number };
  network: NetworkReport;
};

export type DoctorOptions = {
  home?: string;
  env?: Env;
  // Take and roll back an empty write transaction to see whether the store is locked.
  writeCheck?: boolean;
  checks?: readonly DoctorCheck[];
  // Appended to the default list (the Codex/Claude wiring checks live with their adapters).
  extraChecks?: readonly DoctorCheck[];
  // Where the user runs doctor: that project's .nuzo/config.json is checked too.
  cwd?: string;
};

export function runDoctor(options: DoctorOptions = {}): DoctorReport {
  const env = options.env ?? process.env;
  const home = options.home ?? nuzoHome(env);
  const project = options.cwd ? findProjectRoot(options.cwd, env) : null;
  const { config, problems } = loadConfig(home, env, project?.root ?? null);
  const path = storePath(home);
  const writeCheck = options.writeCheck ?? true;
  const probe = probeStore(path, { writeCheck });
  const ctx: DoctorContext = { home, env, storePath: path, config, configProblems: problems, probe, writeCheck, project };
  try {
    const checks: CheckResult[] = [];
    for (const check of [...(options.checks ?? DEFAULT_CHECKS), ...(options.extraChecks ?? [])]) {
      try {
        const result = check(ctx);
        checks.push(...(Array.isArray(result) ? result : [result]));
      } catch (error) {
        checks.push({ id: check.name || 'check', status: 'fail', summary: `This check crashed (${(error as { code?: string })?.code ?? 'internal error'}); the other checks still ran.` });
      }
    }
    return {
      ok: checks.every((c) => c.status !== 'fail'),
      home,
      checks,
      counts: counts(probe),
      store: {
        path,
        exists: probe.exists,
        state: probe.state,
        readable: probe.db !== null && probe.schemaVersion !== null,
        writable_check: probe.writable,
        schema_version: probe.schemaVersion,
        supported_schema: probe.supportedSchema,
      },
      network: networkReport(ctx),
    };
  } finally {
    try { probe.db?.close(); } catch { /* already closed */ }
  }
}

function counts(probe: StoreProbe): DoctorCounts | null {
  if (!probe.db || !probe.schemaVersion) return null;
  try {
    const n = (sql: string) => Number((probe.db!.prepare(sql).get() as { n: number }).n);
    const active = n("SELECT COUNT(*) AS n FROM memories WHERE status = 'active'");
    const total = n('SELECT COUNT(*) AS n FROM memories');
    return { active_memories: active, archived_memories: total - active, total_memories: total, pending_drafts: n('SELECT COUNT(*) AS n FROM drafts'), audit_events: n('SELECT COUNT(*) AS n FROM audit_events') };
  } catch {
    return null;
  }
}

export type McpDoctorSummary = {
  ok: boolean;
  network: NetworkReport['mode'];
  store: { path: string; readable: boolean; writable_check: StoreProbe['writable']; schema_version: number | null };
  counts: { active_memories: number; archived_memories: number; total_memories: number } | null;
  checks: Array<{ id: string; status: CheckResult['status'] }>;
  warnings: string[];
};

// What an agent may see: aggregate counts and check outcomes. No memory content, tags,
// sources, ids, file lists or export documents (details and fixes are dropped).
export function mcpDoctorSummary(report: DoctorReport): McpDoctorSummary {
  const home = homedir();
  const path = report.store.path.startsWith(`${home}/`) ? `~${report.store.path.slice(home.length)}` : report.store.path;
  return {
    ok: report.ok,
    network: report.network.mode,
    store: { path, readable: report.store.readable, writable_check: report.store.writable_check, schema_version: report.store.schema_version },
    counts: report.counts && { active_memories: report.counts.active_memories, archived_memories: report.counts.archived_memories, total_memories: report.counts.total_memories },
    checks: report.checks.map((c) => ({ id: c.id, status: c.status })),
    warnings: report.checks.filter((c) => c.status !== 'ok').map((c) => `${c.id}: ${c.summary}`),
  };
}
