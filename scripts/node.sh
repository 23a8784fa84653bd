#!/bin/sh
# Runs the project's own Node (npm packages node22/node24 in the dev tools folder outside the
# checkout, see scripts/dev-tools.mjs), so building and testing never depend on the machine's
# Node. Installs the dev tools and links the build inputs first if either is missing.
# Usage: scripts/node.sh [22|24] args…
here=$(cd "$(dirname "$0")/.." && pwd)
. "$here/scripts/dev-env.sh"
major=${NUZO_TEST_NODE:-24}
case "$1" in 22|24) major=$1; shift ;; esac
bin="$nuzo_dev/node_modules/node$major/bin/node"
if { [ ! -x "$bin" ] || [ ! -e "$here/node_modules/.package-lock.json" ]; } && command -v node >/dev/null 2>&1; then
  node "$here/scripts/dev-tools.mjs" >&2 || exit 2
fi
if [ ! -x "$bin" ]; then
  echo "nuzo: $bin is missing; run 'npm ci' first (the project's Node ships as an npm package for linux-x64)" >&2
  exit 2
fi
exec "$bin" "$@"
