#!/bin/sh
# The whole suite, on exactly Node 22.13.0 (the declared minimum) and on Node 24.x.
# Arguments are test files or globs; without them every test under test/ runs.
# NUZO_TEST_MAJORS="24" limits the run to one Node while iterating.
set -e
here=$(cd "$(dirname "$0")/.." && pwd)
cd "$here"
[ $# -eq 0 ] && set -- 'test/**/*.test.ts'
sh scripts/node.sh 24 scripts/build.mjs --check
for major in ${NUZO_TEST_MAJORS:-22 24}; do
  echo "== node $(sh scripts/node.sh "$major" --version)"
  NUZO_TEST_NODE=$major sh scripts/node.sh "$major" --experimental-strip-types --disable-warning=ExperimentalWarning \
    --test --test-concurrency=2 --test-timeout=900000 "$@"
done
