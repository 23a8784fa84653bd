// Loaded by scripts/test.sh into every test file (`--import`): drops the FORCE_COLOR that
// `node --test` sets for test files when its own output is a terminal, so every child a
// test spawns with the inherited environment behaves as in a piped run. A test that needs
// colour sets FORCE_COLOR in the child's env itself.
delete process.env.FORCE_COLOR;
