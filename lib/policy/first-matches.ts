// Whether one of the first `max` matches of a global regex passes `accept`. Rules that find a
// candidate by shape and then judge its surroundings (a sentence, a value, a checksum) walk
// their matches this way; the cap bounds the work on long text, and the regex is left reset
// (it is shared module state) whatever the outcome.
export function someMatch(re: RegExp, text: string, max: number, accept: (m: RegExpExecArray) => boolean): boolean {
  re.lastIndex = 0;
  try {
    for (let i = 0; i < max; i++) {
      const m = re.exec(text);
      if (!m) return false;
      if (accept(m)) return true;
    }
    return false;
  } finally {
    re.lastIndex = 0;
  }
}
