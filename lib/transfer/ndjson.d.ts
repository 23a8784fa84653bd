// The ndjson package ships no types; only parse() is used (lib/transfer/read.ts).
declare module 'ndjson' {
  import type { Transform } from 'node:stream';
  export function parse(options?: { strict?: boolean; maxLength?: number }): Transform;
  export function stringify(options?: object): Transform;
}
