// Tokens hidden by an encoding: a GitHub token written as hex ("6768705f…" is "ghp_…"), a key
// in base64 ("Z2hwX…"), base64url or percent-encoding. Long hex, base64 and %XX runs are
// decoded, and when the bytes are printable text the secret rules read that text as one more
// view of the record (scan.ts). Random bytes are almost never printable, so hashes, ids and
// binary blobs add nothing to read.

const HEX_RUN = /(?<![0-9a-fA-F])(?:0x)?([0-9a-fA-F]{32,512})(?![0-9a-fA-F])/g;
const B64_RUN = /(?<![A-Za-z0-9+/_-])([A-Za-z0-9+/_-]{20,684})(={0,2})(?![A-Za-z0-9+/=_-])/g;
const PERCENT_RUN = /(?:%[0-9a-fA-F]{2}[^\s%]{0,3}){8,}/g;
const MAX_RUNS = 32;

function printable(s: string): boolean {
  if (s.length < 12) return false;
  let ok = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if ((c >= 32 && c < 127) || c === 10 || c === 13 || c === 9) ok++;
  }
  return ok === s.length;
}

function decodeHex(run: string): string | null {
  if (run.length % 2 !== 0) return null;
  const s = Buffer.from(run, 'hex').toString('latin1');
  return printable(s) ? s : null;
}

function decodeBase64(run: string): string | null {
  // Plain words and identifiers (camelCase, snake_case) are not base64 worth decoding.
  if (!/[0-9+/]/.test(run) && !/[A-Z].*[A-Z].*[A-Z]/.test(run)) return null;
  const s = Buffer.from(run.replace(/-/g, '+').replace(/_/g, '/'), 'base64').toString('latin1');
  return printable(s) ? s : null;
}

// The decoded texts, one per line, or null when no run decodes to text.
export function decodedView(text: string, longestRun: number): string | null {
  if (longestRun < 20 && !text.includes('%')) return null;
  const out: string[] = [];
  if (longestRun >= 32) {
    HEX_RUN.lastIndex = 0;
    for (let i = 0; i < MAX_RUNS; i++) {
      const m = HEX_RUN.exec(text);
      if (!m) break;
      const s = decodeHex(m[1]!);
      if (s) out.push(s);
    }
    HEX_RUN.lastIndex = 0;
  }
  if (longestRun >= 20) {
    B64_RUN.lastIndex = 0;
    for (let i = 0; i < MAX_RUNS; i++) {
      const m = B64_RUN.exec(text);
      if (!m) break;
      if (/^[0-9a-fA-F]+$/.test(m[1]!)) continue;
      const s = decodeBase64(m[1]!);
      if (s) out.push(s);
    }
    B64_RUN.lastIndex = 0;
  }
  if (text.includes('%')) {
    PERCENT_RUN.lastIndex = 0;
    for (let i = 0; i < MAX_RUNS; i++) {
      const m = PERCENT_RUN.exec(text);
      if (!m) break;
      try {
        out.push(decodeURIComponent(m[0]));
      } catch {
        // not percent-encoding after all
      }
    }
    PERCENT_RUN.lastIndex = 0;
  }
  return out.length ? out.join('\n') : null;
}
