// unicode61's notion of a token: a run of letters and digits; everything else separates.
// One pattern for every module that cuts text the way the index does (matchAll copies it,
// so sharing it is safe). Built on first use (lib/once.ts): a hook that loads these modules
// and never cuts text pays nothing for its Unicode property escapes.
import { once } from '../once.ts';

export const letterRuns = once(() => /[\p{L}\p{N}]+/gu);
