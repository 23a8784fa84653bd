export { recall, recallScopes, type RecallInput, type RecallResult } from './recall.ts';
export { rank, type Candidate, type Ranked } from './rank.ts';
export { planQuery, tokenize, type QueryPlan } from './query-plan.ts';
