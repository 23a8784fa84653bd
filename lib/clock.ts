// Time and identifiers are injected so decisions and stored rows are reproducible in tests.
// Ids are ULIDs (48-bit time + 80 random bits, Crockford base32), monotonic within a
// millisecond. Written here rather than taken from the `ulid` package because that package
// loads node:crypto when imported, a cost every hook would pay even when it writes nothing;
// this one loads it on the first id.

export type Clock = { now(): number };
export type IdGenerator = { next(prefix: 'mem' | 'evt' | 'drf' | 'trc'): string };

export const systemClock: Clock = { now: () => Date.now() };

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

function fillRandom(bytes: Uint8Array): void {
  (process.getBuiltinModule('node:crypto') as typeof import('node:crypto')).randomFillSync(bytes);
}

function encodeTime(ms: number): string {
  let out = '';
  for (let i = 0; i < 10; i++) {
    out = ALPHABET[ms % 32] + out;
    ms = Math.floor(ms / 32);
  }
  return out;
}

// 80 random bits as 16 base32 digits, kept as digits so incrementing is exact.
function randomDigits(): number[] {
  const bytes = new Uint8Array(10);
  fillRandom(bytes);
  const digits: number[] = [];
  let acc = 0;
  let bits = 0;
  for (const byte of bytes) {
    acc = (acc << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      bits -= 5;
      digits.push((acc >> bits) & 31);
    }
    acc &= (1 << bits) - 1;
  }
  return digits;
}

function increment(digits: number[]): number[] {
  const next = [...digits];
  for (let i = next.length - 1; i >= 0; i--) {
    if (next[i] < 31) {
      next[i]++;
      return next;
    }
    next[i] = 0;
  }
  throw new Error('ULID random component overflowed within one millisecond');
}

export function ulidIds(clock: Clock = systemClock): IdGenerator {
  let lastTime = -1;
  let lastRandom: number[] = [];
  return {
    next(prefix) {
      const now = Math.max(clock.now(), lastTime);
      lastRandom = now === lastTime ? increment(lastRandom) : randomDigits();
      lastTime = now;
      return `${prefix}_${encodeTime(now)}${lastRandom.map((d) => ALPHABET[d]).join('')}`;
    },
  };
}

export function iso(ms: number): string {
  return new Date(ms).toISOString();
}

// ISO timestamps sort correctly as plain strings; localeCompare would load ICU collation,
// which costs a cold hook process several milliseconds.
export function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
