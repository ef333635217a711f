#!/usr/bin/env bash
# Regenerates the shipped puzzle sets static/puzzles/kujifunza.jsonl and kiswahili.jsonl.
# Each file is the concatenation of single-theme runs of `bao puzzles` (a single-theme run of
# --count N prints the first N puzzles of any longer run with the same seed, so the runs can
# be split across seeds and run in parallel). The table below is the exact record of the
# shipped files; static/puzzles/README.md repeats it.
#
#   scripts/puzzles.sh            # both files, with `bao puzzles` of the release build
#   scripts/puzzles.sh kiswahili  # only that game's file
set -euo pipefail
cd "$(dirname "$0")/.."
PUZZLES=${PUZZLES:-"${CARGO_TARGET_DIR:-$HOME/.cache/bao/target}/release/bao puzzles"}
runs() {
  # variant theme count seed, in file order
  cat <<'TABLE'
kujifunza only-win 20 1
kujifunza only-win 10 2
kujifunza only-win 13 3
kujifunza only-win 8 4
kujifunza only-win 8 5
kujifunza bao-hamna 100 1
kujifunza biggest-capture 170 1
kiswahili only-win 19 2
kiswahili only-win 4 3
kiswahili takasia 6 1
kiswahili takasia 13 2
kiswahili takasia 14 3
kiswahili takasia 6 4
kiswahili takasia 6 5
kiswahili bao-hamna 20 1
kiswahili bao-hamna 14 2
kiswahili bao-hamna 21 3
kiswahili safari 60 1
kiswahili biggest-capture 170 1
TABLE
}
# Runs of different seeds can meet the same position (Bao la Kujifunza's games start alike):
# a puzzle whose theme and position an earlier line already has is dropped.
first_of_each() { awk '{ i = index($0, "\"theme\""); j = index($0, "\"solution\""); k = substr($0, i, j - i); if (!(k in seen)) { seen[k] = 1; print } }'; }
for variant in ${*:-kujifunza kiswahili}; do
  runs | while read -r v theme count seed; do
    [ "$v" = "$variant" ] || continue
    $PUZZLES --variant "$v" --theme "$theme" --count "$count" --seed "$seed"
  done | first_of_each > "static/puzzles/$variant.jsonl"
done
wc -l static/puzzles/*.jsonl
