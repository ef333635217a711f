#!/usr/bin/env bash
# Reports the gzip size (gzip -9) of every file the first visit caches, and their total against
# the 600,000 B budget. The first visit caches everything the site uses: the files the
# service worker caches when it installs (sw.js's ASSETS, written by scripts/post-build.mjs:
# the app, the AI worker, the puzzles, styles, icons), plus sw.js itself.
# A measurement, not a test: it exits 0 whatever the total (build dist/ with scripts/build.sh);
# tests/e2e/size.test.mjs holds the budget.
set -euo pipefail
cd "$(dirname "$0")/../dist"
size() { printf '%9d  %s\n' "$(gzip -9c "$1" | wc -c)" "$1"; }
{ for f in $(node ../scripts/sw-lists.mjs . ASSETS) sw.js; do size "$f"; done; } | sort -n |
  awk -v budget=600000 '{ print; t += $1 } END { printf "%9d  all the site caches on the first visit (budget %d B: %s)\n", t, budget, t <= budget ? "within" : "OVER" }'
