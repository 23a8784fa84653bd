// Capture: decides what of a session is worth drafting, and drafts memories from what the user
// stated. Pure functions (plus the optional loopback scorer); storage lives elsewhere.
export { decideCapture, finalizeDecision, heuristicSignificance, isExplicitUserStatement, DEFAULT_CAPTURE_CONFIG, FULL_MODE_SIGNIFICANCE } from './engine.ts';
export type { DecideInput, HeuristicScore } from './engine.ts';
export { detectCandidates, USER_DEFAULT_SCOPE } from './candidates.ts';
export { eventKey, recentCaptureOf, wordShingles, jaccard } from './fingerprint.ts';
export { scoreWithModel, isLoopbackUrl, parseVerdict, SCORER_DEFAULTS } from './scorer.ts';
export type { ScorerOptions, ScoredDecision } from './scorer.ts';
export { buildTraceRow, summarizeTraces } from './trace.ts';
export type { TraceRow, TraceSummary, TraceOutcome, ScorerFallback, ScorerInfo } from './trace.ts';
export type * from './types.ts';
