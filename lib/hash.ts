// SHA-256 for the hook start-up path. Loading node:crypto costs a hook ~6 ms (measured by
// bench/hooks-latency.mjs and a bare `node -e` comparison), more than the rest of a
// session-start recall; @noble/hashes (audited, dependency-free, pure JS) hashes the one
// short project path instead. Tests check it against node:crypto.
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

export function sha256Hex(text: string): string {
  return bytesToHex(sha256(utf8ToBytes(text)));
}
