// A value built on its first use, then kept. Each hook is a fresh process, so every module's
// top level runs on every turn or tool call, used or not: a regular expression with Unicode
// property escapes (\p{L}, \p{M}) costs 0.05-0.25 ms to create there (V8 builds its character
// sets when the literal is evaluated, which a code cache does not save), and the Stop bundle
// held six of them at its top level (~1.5 ms of a ~30 ms budget over a bare `node`). Pure.
export function once<T>(make: () => T): () => T {
  let made = false;
  let value: T;
  return () => {
    if (!made) {
      value = make();
      made = true;
    }
    return value;
  };
}
