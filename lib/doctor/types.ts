// The shapes doctor checks share. A check is a small function of the DoctorContext that
// returns one or more results; new checks (Codex wiring, hooks) join by being added to the
// list passed to runDoctor, without touching the others.
import type { ConfigProblem, NuzoConfig } from '../config.ts';
import type { Env } from '../paths.ts';
import type { ProjectRoot } from '../project/identity.ts';
import type { StoreProbe } from './probe.ts';

export type CheckStatus = 'ok' | 'warn' | 'fail';

export type CheckResult = {
  id: string;
  status: CheckStatus;
  // One line, built from counts and states: never memory content, tags or sources.
  summary: string;
  fix?: string;
  // CLI-only extras (ids, file counts); mcpDoctorSummary drops them.
  details?: Record<string, unknown>;
};

export type DoctorContext = {
  home: string;
  env: Env;
  storePath: string;
  config: NuzoConfig;
  configProblems: ConfigProblem[];
  probe: StoreProbe;
  writeCheck: boolean;
  // The project doctor runs in (options.cwd), when known: its team file is checked.
  project?: ProjectRoot | null;
};

export type DoctorCheck = (ctx: DoctorContext) => CheckResult | CheckResult[];
