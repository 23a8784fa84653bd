#!/bin/sh
# The whole suite, on exactly Node 22.13.0 (the declared minimum) and on Node 24.x, after
# checking that dist/ is what the sources build. Arguments are test files or globs; without
# them every test under test/ runs. NUZO_TEST_MAJORS="24" limits the run to one Node.
# The output is the same in a terminal and piped (scripts/test-progress.mjs): a progress line
# at least every 30 s, a line per failing test as it fails, the report of every failing test
# at the end of each Node, then one summary line for both Nodes and one line per reason a
# test was skipped. Each Node's full report goes to a log file, kept when anything failed.
# Test files run without the FORCE_COLOR the runner sets on a terminal
# (test/support/no-forced-colour.ts), so what their children print never depends on it.
# The exit code is non-zero when the build check or any test fails.
set -u
here=$(cd "$(dirname "$0")/.." && pwd)
cd "$here"
[ $# -eq 0 ] && set -- 'test/**/*.test.ts'
started=$(date +%s)
if [ "${NUZO_TEST_BUILD_CHECK:-1}" != 0 ]; then
  sh scripts/node.sh 24 scripts/build.mjs --check || exit 1
fi

logs=$(mktemp -d "${TMPDIR:-/tmp}/nuzo-test-logs.XXXXXX")
failed_runs=0
passed=0 failed=0 skipped=0 todo=0 cancelled=0 versions=''
for major in ${NUZO_TEST_MAJORS:-22 24}; do
  version=$(sh scripts/node.sh "$major" --version) || exit 2
  versions="${versions:+$versions and }${version#v}"
  log="$logs/node$major.log"
  summary="$logs/node$major.summary"
  NUZO_TEST_NODE=$major NUZO_TEST_LABEL="node ${version#v}" NUZO_TEST_SUMMARY="$summary" \
    sh scripts/node.sh "$major" --experimental-strip-types --disable-warning=ExperimentalWarning \
    --import ./test/support/no-forced-colour.ts \
    --test --test-concurrency=2 --test-timeout=900000 \
    --test-reporter=./scripts/test-progress.mjs --test-reporter-destination=stdout \
    --test-reporter=spec --test-reporter-destination="$log" "$@"
  code=$?
  counts=$(awk -F '\t' '$1 == "counts" { print $2, $3, $4, $5, $6 }' "$summary" 2>/dev/null)
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
    echo "== failing on node ${version#v}:"
    sed 's/\x1b\[[0-9;]*m//g' "$log" | sed -n '/failing tests:/,$p'
  fi
done

elapsed=$(( $(date +%s) - started ))
extra=''
[ "$todo" -gt 0 ] && extra="$extra, $todo todo"
[ "$cancelled" -gt 0 ] && extra="$extra, $cancelled cancelled"
echo "nuzo: $passed passed, $failed failed, $skipped skipped$extra on node $versions ($((elapsed / 60))m$((elapsed % 60))s)"
# One line per reason over both Nodes, most skips first.
cat "$logs"/*.summary 2>/dev/null | awk -F '\t' '$1 == "skip" { n[$3] += $2 } END { for (r in n) print n[r] "\t" r }' |
  sort -t "$(printf '\t')" -k1,1nr -k2 | awk -F '\t' '{ print "nuzo: " $1 " skipped: " $2 }'
if [ "$failed_runs" -gt 0 ]; then
  echo "nuzo: full reports in $logs" >&2
  exit 1
fi
rm -rf "$logs"
