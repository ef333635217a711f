#!/usr/bin/env bash
# Reports the gzip size (gzip -9) of every file of the built dist/'s first load, and the total
# against the 400 KB budget. The first load is what the page needs to show: the files the
# service worker caches when it installs (sw.js's ASSETS, written by scripts/post-build.mjs),
# plus sw.js itself. Not counted: the study bundle and the AI worker (loaded when a study page
# or the computer is first used, and cached in the background once the page has loaded) and
# the puzzles (loaded on first use); their sizes are listed after the total.
# A measurement, not a test: it exits 0 whatever the total (build dist/ with scripts/build.sh).
set -euo pipefail
cd "$(dirname "$0")/../dist"
list() { node ../scripts/sw-lists.mjs . "$1"; }
size() { printf '%9d  %s\n' "$(gzip -9c "$1" | wc -c)" "$1"; }
{ for f in $(list ASSETS) sw.js; do size "$f"; done; } | sort -n |
  awk -v budget=400000 '{ print; t += $1 } END { printf "%9d  first load in all (budget %d B: %s)\n\n", t, budget, t < budget ? "within" : "OVER" }'
echo "later (not in the first load):"
for f in $(list LATER) puzzles/*.jsonl; do size "$f"; done
