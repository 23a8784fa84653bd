// A memory's text as scoring and ranking read it: the Porter stems of its tokens and the
// column each came from (bm25.ts weighs them), its script-gram units, and what rank.ts
// needs (loose word stems, the content's own gram units, the set of its Porter stems).
// One recall reads a candidate up to four times (its BM25, its concept credit, its
// coverage, the role tools it names), and a long-lived server ranks the same memories
// call after call; splitting and stemming the text each time was about a tenth of a
// question's time in core.
//
// Kept by content and checked against the tags, so a changed memory is never read from an
// older entry, whatever changed it (another process, an import, a team file). Bounded by
// clearing, like the stem cache (stem.ts).
import { tokenize } from './query-plan.ts';
import { gramTokensOf, hasGramText } from './script-grams.ts';
import { porterStem, wordBase, stem } from './stem.ts';
import { letterRuns } from './letter-runs.ts';

export type MemoryText = {
  // Every token's Porter stem in index order: the content's, then the tags' from `tagsFrom`,
  // then from `gramsFrom` the words glued to script-gram runs (the gram column's words).
  // `length` counts the tokens of all columns, gram units included.
  stems: string[];
  tagsFrom: number;
  gramsFrom: number;
  length: number;
  // The gram column's unit tokens (script-grams.ts), null for text without such scripts.
  units: string[] | null;
  // rank.ts: the content's query-style words under the cheap stem, the content's own gram
  // units, and the Porter stems of its words and tags. Computed on first use.
  looseWords: () => string[];
  // The bases of its words and tags' words (stem.ts wordBase), for forms Porter leaves apart.
  wordBases: () => Set<string>;
  contentUnits: () => string[];
  stemSet: () => Set<string>;
};

type Entry = { tags: readonly string[]; text: MemoryText };

// Bounded by entries and by the text they hold (a memory runs to 8,000 characters): ~1.3 kB
// an entry for a one-line memory, ~19 kB for a 3,400-character one, measured with every
// part computed; at most ~13 MB with the texts themselves.
const CACHE_MAX = 5_000;
const CACHE_MAX_CHARS = 2_000_000;
const cache = new Map<string, Entry>();
let cachedChars = 0;

export function memoryText(content: string, tags: readonly string[]): MemoryText {
  const hit = cache.get(content);
  if (hit && sameTags(hit.tags, tags)) return hit.text;
  const text = analyze(content, tags);
  if (cache.size >= CACHE_MAX || cachedChars + content.length > CACHE_MAX_CHARS) {
    cache.clear();
    cachedChars = 0;
  }
  if (!cache.has(content)) cachedChars += content.length;
  cache.set(content, { tags: [...tags], text });
  return text;
}

function sameTags(a: readonly string[], b: readonly string[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

function analyze(content: string, tags: readonly string[]): MemoryText {
  const stems: string[] = [];
  const add = (text: string) => {
    for (const match of text.matchAll(letterRuns())) stems.push(porterStem(match[0]));
  };
  add(content);
  const tagsFrom = stems.length;
  for (const tag of tags) add(tag);
  const gramsFrom = stems.length;
  let length = stems.length;
  let units: string[] | null = null;
  if (hasGramText(content) || tags.some(hasGramText)) {
    const grams = gramTokensOf(content, tags.join(' '));
    length += grams.length;
    units = grams.units;
    for (const word of grams.words) stems.push(porterStem(word));
  }
  let looseWords: string[] | null = null;
  let wordBases: Set<string> | null = null;
  let contentUnits: string[] | null = null;
  let stemSet: Set<string> | null = null;
  return {
    stems,
    tagsFrom,
    gramsFrom,
    length,
    units,
    looseWords: () => (looseWords ??= tokenize(content).map(stem)),
    wordBases: () => (wordBases ??= new Set(tokenize([content, ...tags].join(' ')).map(wordBase))),
    contentUnits: () => (contentUnits ??= gramTokensOf(content, '').units),
    // The Porter stems of its words and tags, as the index holds them.
    stemSet: () => (stemSet ??= new Set(stems.slice(0, gramsFrom))),
  };
}
