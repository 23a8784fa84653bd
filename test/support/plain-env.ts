// Whether a child prints in colour must not depend on where the test runner's own output
// goes. `node --test` on a terminal hands FORCE_COLOR=1 to every test file, and a child that
// inherits it colours what `console.log` prints (`batch \x1B[33m2\x1B[39m`), so a test that
// reads a child's output passes piped and fails in a terminal. A child spawned with
// `plainEnv()` prints the same bytes in both.
export function plainEnv(base: Record<string, string | undefined> = process.env): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [key, value] of Object.entries(base)) if (value !== undefined && key !== 'FORCE_COLOR') env[key] = value;
  env.NO_COLOR = '1';
  return env;
}
