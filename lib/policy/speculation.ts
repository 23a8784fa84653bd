// Speculative notes ("I might maybe switch to Postgres later") are not durable: they record
// a possibility, not a decision. Hedges are weighed, so one "might" or "eventually" in an
// instruction ("the cache might be stale, purge it") passes and stacked hedges do not.
import type { Detector } from './types.ts';

type Cue = { pattern: RegExp; weight: number };

const CUES: readonly Cue[] = [
  { pattern: /\b(?:not (?:sure|certain)(?: yet)?|who knows|no idea yet|undecided|if we ever|if I ever|one of these days|(?:we'll|we will|I'll) see(?=\s*[.!,;]|\s*$))\b/gi, weight: 1.5 },
  { pattern: /\b(?:maybe|perhaps|possibly|potentially|probably|hopefully|someday|some day|one day|at some point|down the road|sooner or later|in the future|thinking (?:about|of)|considering|toying with|might end up|could end up)\b/gi, weight: 1 },
  { pattern: /\b(?:eventually|later(?: on)?|next (?:year|quarter|month|sprint)|in a few (?:weeks|months|years)|for now)\b/gi, weight: 0.5 },
  { pattern: /\b(?:I|we|you|they)(?:'d| would| might| may| could)\b|\b(?:I|we) (?:might|may|could)\b/gi, weight: 0.5 },
  { pattern: /\b(?:I'll|we'll|I will|we will|I'm going to|we're going to|gonna)\b/gi, weight: 0.5 },
];

const THRESHOLD = 2;

export function speculationScore(text: string): number {
  let score = 0;
  for (const cue of CUES) {
    cue.pattern.lastIndex = 0;
    const hits = text.match(cue.pattern)?.length ?? 0;
    score += Math.min(hits, 2) * cue.weight;
  }
  return score;
}

export const SPECULATION_DETECTORS: readonly Detector[] = [
  { id: 'speculation', category: 'speculation', message: 'The text is speculative rather than a settled preference, decision or fact.',
    detect: (text) => text.length <= 600 && speculationScore(text) >= THRESHOLD },
];
