#!/bin/sh
# The whole suite, on exactly Node 22.13.0 (the declared minimum) and on Node 24.x, after
# checking that dist/ is what the sources build. Arguments are test files or globs; without
# them every test under test/ runs. NUZO_TEST_MAJORS="24" limits the run to one Node.
# Each Node's full report goes to a log file; the terminal gets progress dots, the report of
# every failing test, and one summary line for both Nodes. The exit code is non-zero when
# the build check or any test fails.
set -u
here=$(cd "$(dirname "$0")/.." && pwd)
cd "$here"
[ $# -eq 0 ] && set -- 'test/**/*.test.ts'
started=$(date +%s)
sh scripts/node.sh 24 scripts/build.mjs --check || exit 1

logs=$(mktemp -d "${TMPDIR:-/tmp}/nuzo-test-logs.XXXXXX")
failed_runs=0
passed=0 failed=0 skipped=0 todo=0 cancelled=0 versions=''
for major in ${NUZO_TEST_MAJORS:-22 24}; do
  version=$(sh scripts/node.sh "$major" --version) || exit 2
  versions="${versions:+$versions and }${version#v}"
  log="$logs/node$major.log"
  set -- --test-reporter=spec --test-reporter-destination="$log" "$@"
  [ -t 1 ] && set -- --test-reporter=dot --test-reporter-destination=stdout "$@"
  [ -t 1 ] && printf 'node %s ' "${version#v}"
  NUZO_TEST_NODE=$major sh scripts/node.sh "$major" --experimental-strip-types --disable-warning=ExperimentalWarning \
    --test --test-concurrency=2 --test-timeout=900000 "$@"
  code=$?
  # Drop this run's reporter options again, keeping the caller's test arguments.
  shift 2; [ -t 1 ] && shift 2
  counts=$(sed 's/\x1b\[[0-9;]*m//g' "$log" | awk '
    /^ℹ pass /      { p = $3 } /^ℹ fail /    { f = $3 } /^ℹ skipped / { s = $3 }
    /^ℹ todo /      { t = $3 } /^ℹ cancelled / { c = $3 }
    END { if (p == "") exit 1; print p + 0, f + 0, s + 0, t + 0, c + 0 }') || counts=''
  if [ -z "$counts" ]; then
    echo "nuzo: node $version ended without a test summary (exit $code); the end of its log:" >&2
    tail -n 40 "$log" >&2
    failed_runs=$((failed_runs + 1))
    continue
  fi
  set -- $counts "$@"
  passed=$((passed + $1)) failed=$((failed + $2)) skipped=$((skipped + $3)) todo=$((todo + $4)) cancelled=$((cancelled + $5))
  run_failed=$(( $2 + $5 ))
  shift 5
  if [ "$code" -ne 0 ] || [ "$run_failed" -gt 0 ]; then
    failed_runs=$((failed_runs + 1))
    # On a terminal the dot reporter has already listed them.
    if [ ! -t 1 ]; then
      echo "== failing on node ${version#v}:"
      sed -n '/failing tests:/,$p' "$log"
    fi
  fi
done

elapsed=$(( $(date +%s) - started ))
extra=''
[ "$todo" -gt 0 ] && extra="$extra, $todo todo"
[ "$cancelled" -gt 0 ] && extra="$extra, $cancelled cancelled"
echo "nuzo: $passed passed, $failed failed, $skipped skipped$extra on node $versions ($((elapsed / 60))m$((elapsed % 60))s)"
if [ "$failed_runs" -gt 0 ]; then
  echo "nuzo: full reports in $logs" >&2
  exit 1
fi
rm -rf "$logs"
