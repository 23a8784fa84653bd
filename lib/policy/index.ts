// Content policy: pure functions, no I/O. What may be stored, how content and tags are
// normalized, and when two memories say the same thing.
export type { PolicyFinding } from './types.ts';
export { scanContent, checkContent, checkIdentifiers, assertContentAllowed } from './scan.ts';
export { checkRecord, assertRecordAllowed, type RecordFields } from './record.ts';
export { validateContent } from './content.ts';
export { normalizeTags } from './tags.ts';
export { normalizeContent, similarity, NEAR_DUPLICATE_THRESHOLD } from './normalize.ts';
export { luhnValid, ibanValid, cpfValid } from './pii.ts';
export { shannonEntropy, looksRandom } from './entropy.ts';
export { speculationScore } from './speculation.ts';
