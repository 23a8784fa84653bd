// REALTALK (danny911kr/REALTALK, data/Chat_*.json) as recall-public.mjs uses it: one memory
// per message, one question per QA item with the messages its `evidence` names as the
// relevant set. The data is read from the cache scripts/fetch-realtalk.mjs fills; nothing of
// it lives in this repository.
//
// Evidence ids are meant to be dia_ids ("D5:3"), but about one in ten is not: a trailing
// dot ("D5:3."), several ids in one string ("D1:11; D3:18", "D13:4. D14:4"), a range
// ("D12:3-D12:5"), a space or a semicolon inside one ("D 2:18", "D17;39"), a missing "D"
// ("23:29"), or a well-formed id of a message the file does not hold (most of those are
// gaps in the numbering, where a message was left out). cleanEvidence normalizes what has
// one reading, drops the rest, and counts each case.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';

export function benchCache(env = process.env) {
  return env.NUZO_BENCH_CACHE ?? join(homedir(), '.cache', 'nuzo-bench');
}

const WELL_FORMED = /^D\d+:\d+$/;
// One id, or a range of them, inside a malformed entry: "D" optional, ":" or ";" between
// the session and the turn, spaces tolerated.
const LOOSE_ID = /(?:D\s*)?(\d+)\s*[:;]\s*(\d+)(?:\s*-\s*(?:D\s*)?(\d+)\s*[:;]\s*(\d+))?/g;
// A range longer than this is not read as a range (none in the data comes close).
const MAX_RANGE = 30;

export function emptyEvidenceCounts() {
  return {
    entries: 0, // evidence strings in the QA items
    well_formed: 0, // "D<n>:<m>" exactly
    normalized: 0, // malformed strings that gave at least one id
    normalized_ids: 0, // ids those gave (ranges expanded)
    unreadable: 0, // malformed strings with no reading ("", "D:56", "D58"): dropped
    dangling: 0, // ids (well-formed or normalized) of no message in the file: dropped
    kept: 0, // distinct ids kept, summed over questions
  };
}

// `known`: the dia_ids of the conversation's messages. Returns the question's relevant ids
// (distinct, in evidence order) and adds to `counts`.
export function cleanEvidence(evidence, known, counts = emptyEvidenceCounts()) {
  const ids = [];
  const keep = (id) => {
    if (!known.has(id)) counts.dangling += 1;
    else if (!ids.includes(id)) ids.push(id);
  };
  for (const raw of Array.isArray(evidence) ? evidence : []) {
    counts.entries += 1;
    const entry = typeof raw === 'string' ? raw.trim() : '';
    if (WELL_FORMED.test(entry)) {
      counts.well_formed += 1;
      keep(entry);
      continue;
    }
    const found = [];
    for (const m of entry.matchAll(LOOSE_ID)) {
      const [session, turn, endSession, endTurn] = [m[1], m[2], m[3], m[4]].map((x) => (x === undefined ? undefined : Number(x)));
      if (endSession === session && endTurn >= turn && endTurn - turn <= MAX_RANGE) {
        for (let t = turn; t <= endTurn; t++) found.push(`D${session}:${t}`);
      } else {
        found.push(`D${session}:${turn}`);
        if (endSession !== undefined) found.push(`D${endSession}:${endTurn}`);
      }
    }
    if (found.length === 0) {
      counts.unreadable += 1;
      continue;
    }
    counts.normalized += 1;
    counts.normalized_ids += found.length;
    for (const id of found) keep(id);
  }
  counts.kept += ids.length;
  return ids;
}

// "30.12.2023, 00:32:20" (the files' own format, no zone given: read as UTC).
export function parseChatTime(text) {
  const m = /^(\d{2})\.(\d{2})\.(\d{4}),\s*(\d{2}):(\d{2}):(\d{2})$/.exec(String(text ?? '').trim());
  return m ? Date.UTC(Number(m[3]), Number(m[2]) - 1, Number(m[1]), Number(m[4]), Number(m[5]), Number(m[6])) : null;
}

// One conversation: its messages (id = dia_id, session = the session key holding it, which
// is not always the number in the id) and its questions with cleaned evidence.
export function readConversation(json, counts) {
  const messages = [];
  for (const [key, value] of Object.entries(json)) {
    const session = /^session_(\d+)$/.exec(key);
    if (!session || !Array.isArray(value)) continue;
    for (const m of value) {
      const text = String(m?.clean_text ?? '').trim();
      messages.push({ id: String(m?.dia_id ?? ''), session: Number(session[1]), text, at: parseChatTime(m?.date_time), speaker: String(m?.speaker ?? '') });
    }
  }
  messages.sort((a, b) => (a.at ?? 0) - (b.at ?? 0) || a.session - b.session);
  const known = new Set(messages.map((m) => m.id));
  const questions = (Array.isArray(json.qa) ? json.qa : []).map((qa) => ({
    question: String(qa?.question ?? ''),
    category: qa?.category ?? null,
    evidence: cleanEvidence(qa?.evidence, known, counts),
  }));
  return { speakers: json.name ?? {}, messages, questions };
}

// Every conversation in the cache, or null when the cache holds none.
export function loadRealtalk(cacheDir = join(benchCache(), 'realtalk')) {
  if (!existsSync(cacheDir)) return null;
  const files = readdirSync(cacheDir).filter((f) => /^Chat_.*\.json$/.test(f)).sort((a, b) => Number(/^Chat_(\d+)/.exec(a)?.[1]) - Number(/^Chat_(\d+)/.exec(b)?.[1]));
  if (files.length === 0) return null;
  const counts = emptyEvidenceCounts();
  const conversations = files.map((file) => ({ file, ...readConversation(JSON.parse(readFileSync(join(cacheDir, file), 'utf8')), counts) }));
  return { dir: cacheDir, conversations, counts };
}
