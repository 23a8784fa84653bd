# Sourced by the other scripts: sets nuzo_dev to the folder whose node_modules/ holds the
# dev tools (see scripts/dev-tools.mjs, which computes the same path and installs them).
# Expects $here to be the checkout.
nuzo_dev_lock="$here/tools/dev/package-lock.json"
nuzo_dev_key=$( (sha256sum "$nuzo_dev_lock" 2>/dev/null || shasum -a 256 "$nuzo_dev_lock") | cut -c1-16)
nuzo_dev="${NUZO_DEV_HOME:-${XDG_CACHE_HOME:-$HOME/.cache}/nuzo-dev}/$nuzo_dev_key"
