#!/usr/bin/env bash
# Reports the gzip size (gzip -9) of every file the built dist/ loads on a first visit, and the
# total against the 400 KB budget: the app's wasm and js, the worker's wasm and js (fetched at
# the first search and precached by the service worker), the stylesheets, index.html, the
# service worker and the manifest. The puzzle files are fetched on first use and not counted.
# A measurement, not a test: it exits 0 whatever the total (build dist/ with scripts/build.sh).
set -euo pipefail
cd "$(dirname "$0")/../dist"
files=(*.wasm *.js *.css index.html sw.js manifest.webmanifest)
for f in "${files[@]}"; do
  printf '%9d  %s\n' "$(gzip -9c "$f" | wc -c)" "$f"
done | sort -n | awk -v budget=400000 '{ print; t += $1 } END { printf "%9d  first load in all (budget %d B: %s)\n", t, budget, t < budget ? "within" : "OVER" }'
