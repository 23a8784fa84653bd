// What ./prefilter.ts reads off each prefiltered pattern, worked out ahead of time. From
// source this table is empty and a pattern is read on its first test; scripts/build.mjs fills
// it in every bundle, because reading ~50 patterns cost a cold Stop hook about as much as
// compiling them. A pattern missing from the table (or changed since) is read at run time.
export const READINGS: ReadonlyMap<string, readonly string[] | null> = new Map();
