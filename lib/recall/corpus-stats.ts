// What scoring needs to know about the whole store, read without scanning it: how many
// memories the index holds and their average length in tokens (bm25.ts), and the rowid
// span they occupy (query-plan.ts estimates a common term's document frequency from it).
//
// The first two come from FTS5's "averages" record, the row with id 1 of the index's
// data table: a varint row count followed by one varint token total per column, which
// FTS5 keeps current in the same transaction as every insert and delete. It is part of
// FTS5's on-disk format (stable since 3.9.0), so it is read rather than recomputed from
// 100k rows. Should it ever be missing or unreadable, the rowid span stands in for the
// count and scoring falls back to each memory's own length (avgLength 0, see bm25.ts).
import { cached } from '../store/fts.ts';
import type { Store } from '../store/store.ts';

export type CorpusStats = { rows: number; avgLength: number; firstRowid: number; lastRowid: number };

const AVERAGES_SQL = 'SELECT block FROM memories_fts_data WHERE id = 1';
const SPAN_SQL = 'SELECT (SELECT rowid FROM memories ORDER BY rowid LIMIT 1) AS first, (SELECT rowid FROM memories ORDER BY rowid DESC LIMIT 1) AS last';

export function corpusStats(store: Store): CorpusStats {
  const span = cached(store.db, SPAN_SQL).get() as { first: number | null; last: number | null };
  const firstRowid = Number(span.first ?? 0);
  const lastRowid = Number(span.last ?? 0);
  const spanRows = span.last === null ? 0 : lastRowid - firstRowid + 1;
  const totals = store.fts ? readAverages(store) : null;
  if (!totals || totals.length < 2 || totals[0] <= 0) return { rows: spanRows, avgLength: 0, firstRowid, lastRowid };
  const tokens = totals.slice(1).reduce((sum, n) => sum + n, 0);
  return { rows: totals[0], avgLength: tokens / totals[0], firstRowid, lastRowid };
}

function readAverages(store: Store): number[] | null {
  try {
    const row = cached(store.db, AVERAGES_SQL).get() as { block: Uint8Array } | undefined;
    return row?.block instanceof Uint8Array ? decodeVarints(row.block) : null;
  } catch {
    return null;
  }
}

// SQLite's varint: big-endian groups of seven bits, the high bit set on every byte but the
// last; a ninth byte, when reached, contributes all eight bits. null on a truncated value.
export function decodeVarints(bytes: Uint8Array): number[] | null {
  const out: number[] = [];
  let i = 0;
  while (i < bytes.length) {
    let value = 0;
    let done = false;
    for (let k = 0; k < 9 && i < bytes.length; k++) {
      const byte = bytes[i++];
      if (k === 8) {
        value = value * 256 + byte;
        done = true;
        break;
      }
      value = value * 128 + (byte & 0x7f);
      if ((byte & 0x80) === 0) {
        done = true;
        break;
      }
    }
    if (!done) return null;
    out.push(value);
  }
  return out;
}
