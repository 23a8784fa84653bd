// Word stems for recall. Two kinds: the index's Porter stem (porterStem), which scoring
// uses to count a term exactly where FTS5 matched it, and a cheap prefix stem (stem,
// stemMatches) that ranking uses to explain a match and to see that a tag or a word of a
// memory is a loose form of a query term ("tests" / "testing").
import { stemmer } from 'stemmer';
import { once } from '../once.ts';

// Cheap stem: drop up to three trailing letters of a long word.
export function stem(word: string): string {
  return word.length > 5 ? word.slice(0, Math.max(4, word.length - 3)) : word;
}

// Either stem extends the other ("tests" / "testing"; "cache" / "caches", whose cheap stems
// are "cache" and "cach"), the shorter keeping at least four letters so "cat" does not
// cover "category".
export function stemMatches(word: string, termStem: string): boolean {
  return word.startsWith(termStem) || (word.length >= 4 && termStem.startsWith(word));
}

// The index's own stem: FTS5's "porter unicode61 remove_diacritics 2" folds case and
// diacritics, then applies Porter's algorithm. The `stemmer` package is that algorithm
// (it agrees with FTS5 on every word of the relevance corpus once diacritics are folded
// here first), so scoring (bm25.ts) counts a term exactly where the index matched it.
// Words repeat across memories, so stems are memoised, in a map bounded by clearing it.

const PORTER_CACHE_MAX = 50_000;
const porterCache = new Map<string, string>();
const NON_ASCII = /[^\x00-\x7f]/;
const marks = once(() => /\p{M}+/gu);

export function porterStem(word: string): string {
  let out = porterCache.get(word);
  if (out === undefined) {
    const folded = NON_ASCII.test(word) ? word.normalize('NFKD').replace(marks(), '').toLowerCase() : word.toLowerCase();
    out = stemmer(folded);
    if (porterCache.size >= PORTER_CACHE_MAX) porterCache.clear();
    porterCache.set(word, out);
  }
  return out;
}

// A word less its inflectional or derivational ending, for telling two forms of one word
// that Porter's algorithm leaves apart: "formatter" / "format", "failures" / "failing",
// "deployment" / "deploys", "caching" / "cache". The longest ending that leaves four letters
// goes, then a closing "e" and a doubled last letter ("logg"). A word with no such ending is
// its own base, so "database" and "data" stay two words.
const FORM_ENDINGS = ['ations', 'ation', 'ments', 'ment', 'ures', 'ure', 'ters', 'ter', 'ers', 'er', 'ings', 'ing', 'ions', 'ion', 'ed', 'es', 's'];
export function wordBase(word: string): string {
  let base = word;
  for (const ending of FORM_ENDINGS) {
    if (word.length - ending.length >= 4 && word.endsWith(ending)) {
      base = word.slice(0, word.length - ending.length);
      break;
    }
  }
  if (base.length > 4 && base.endsWith('e')) base = base.slice(0, -1);
  if (base.length > 4 && base.at(-1) === base.at(-2)) base = base.slice(0, -1);
  return base;
}
