// Time and identifiers are injected so decisions and stored rows are reproducible in tests.
import { monotonicFactory } from 'ulid';

export type Clock = { now(): number };
export type IdGenerator = { next(prefix: 'mem' | 'evt' | 'drf' | 'trc'): string };

export const systemClock: Clock = { now: () => Date.now() };

export function ulidIds(clock: Clock = systemClock): IdGenerator {
  const ulid = monotonicFactory();
  return { next: (prefix) => `${prefix}_${ulid(clock.now())}` };
}

export function iso(ms: number): string {
  return new Date(ms).toISOString();
}
