// Hashes for the hooks' start-up path. Loading node:crypto costs a hook process ~6 ms
// (measured in a fresh process against a bare `node -e`), more than a whole session-start
// recall; @noble/hashes (audited, dependency-free, pure JS) hashes the few short inputs a
// hook needs (a project path, a transcript's head, record refs) instead. Tests
// check both against node:crypto.
import { sha1 } from '@noble/hashes/legacy.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

export function sha256Hex(input: string | Uint8Array): string {
  return bytesToHex(sha256(typeof input === 'string' ? utf8ToBytes(input) : input));
}

export function sha1Hex(input: string | Uint8Array): string {
  return bytesToHex(sha1(typeof input === 'string' ? utf8ToBytes(input) : input));
}
