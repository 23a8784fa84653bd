// Cuts a text into the static table's word pieces the way a unigram sentencepiece model
// does: of every way to spell the text with known pieces, the likeliest (Viterbi over the
// pieces' log probabilities). Text is read NFKC-normalised and lower-cased, each run of
// white space becoming one word-start mark. A character no piece spells is stepped over at
// a penalty and yields nothing: the table knows no meaning for it.
import type { StaticTable } from './static-table.ts';

export const WORD_START = '\u2581';
// Longer texts are read this far: a memory's opening says what it is about, and the cost
// stays linear and bounded on the write path.
export const MAX_CHARS = 20_000;

export function pieceIds(table: StaticTable, text: string): number[] {
  const words = text.slice(0, MAX_CHARS).normalize('NFKC').toLowerCase().trim();
  if (!words) return [];
  const s = WORD_START + words.replace(/\s+/g, WORD_START);
  const n = s.length;
  const best = new Float64Array(n + 1).fill(Number.NEGATIVE_INFINITY);
  const from = new Int32Array(n + 1);
  const piece = new Int32Array(n + 1).fill(-1);
  best[0] = 0;
  const unknown = table.unknownLogProb;
  for (let i = 0; i < n; i++) {
    if (best[i] === Number.NEGATIVE_INFINITY) continue;
    const reach = Math.min(table.longest, n - i);
    for (let len = 1; len <= reach; len++) {
      const id = table.ids.get(s.slice(i, i + len));
      if (id === undefined) continue;
      const score = best[i] + table.logProb[id];
      if (score > best[i + len]) {
        best[i + len] = score;
        from[i + len] = i;
        piece[i + len] = id;
      }
    }
    if (best[i] + unknown > best[i + 1]) {
      best[i + 1] = best[i] + unknown;
      from[i + 1] = i;
      piece[i + 1] = -1;
    }
  }
  const ids: number[] = [];
  for (let at = n; at > 0; at = from[at]) if (piece[at] >= 0) ids.push(piece[at]);
  return ids.reverse();
}
