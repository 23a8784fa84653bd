#!/bin/sh
# Typechecks the project with the pinned TypeScript and @types/node from the dev tools
# folder outside the checkout (scripts/dev-tools.mjs). Usage: sh scripts/typecheck.sh [tsc args]
here=$(cd "$(dirname "$0")/.." && pwd)
. "$here/scripts/dev-env.sh"
# Then the page (web/, DOM types, no Node types) with its own tsconfig.
sh "$here/scripts/node.sh" 24 "$nuzo_dev/node_modules/typescript/bin/tsc" -p "$here/tsconfig.json" --noEmit --typeRoots "$nuzo_dev/node_modules/@types" "$@" || exit $?
sh "$here/scripts/node.sh" 24 "$nuzo_dev/node_modules/typescript/bin/tsc" -p "$here/web/tsconfig.json" --noEmit "$@" || exit $?
# tsc says nothing when all is well; say it once.
echo "nuzo typecheck: no type errors (tsconfig.json and web/tsconfig.json)"
