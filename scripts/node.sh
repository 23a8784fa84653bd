#!/bin/sh
# Runs the project's own Node (installed by npm as optional dependencies node22/node24), so
# building and testing never depend on the machine's Node. Usage: scripts/node.sh [22|24] args…
here=$(cd "$(dirname "$0")/.." && pwd)
major=${NUZO_TEST_NODE:-24}
case "$1" in 22|24) major=$1; shift ;; esac
bin="$here/node_modules/node$major/bin/node"
if [ ! -x "$bin" ]; then
  echo "nuzo: $bin is missing; run 'npm ci' first (the project's Node ships as an npm package for linux-x64)" >&2
  exit 2
fi
exec "$bin" "$@"
