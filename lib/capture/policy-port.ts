// The only door from capture into content policy: capture never decides what is a secret,
// it asks lib/policy (the same checks every write path runs).
export type { PolicyFinding } from '../policy/index.ts';
export { checkContent, normalizeContent, similarity, NEAR_DUPLICATE_THRESHOLD } from '../policy/index.ts';
