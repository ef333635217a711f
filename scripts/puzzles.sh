#!/usr/bin/env bash
# Regenerates the shipped puzzle sets static/puzzles/kujifunza.jsonl and kiswahili.jsonl.
# Each file is the concatenation of single-theme runs of `bao puzzles`, in the table's order.
# The runs go $JOBS at a time (default 2) and each run's summary is printed after it; a
# single-theme run of --count N prints the first N puzzles of any longer run with the same
# seed (safari excepted: its shares of answers and of greed follow its count), so a rare theme
# can be split across seeds. The table below is the exact record of the shipped files;
# static/puzzles/README.md repeats it.
#
#   scripts/puzzles.sh            # both files, with `bao puzzles` of the release build
#   scripts/puzzles.sh kiswahili  # only that game's file
set -euo pipefail
cd "$(dirname "$0")/.."
PUZZLES=${PUZZLES:-"${CARGO_TARGET_DIR:-$HOME/.cache/bao/target}/release/bao puzzles"}
JOBS=${JOBS:-2}
runs() {
  # variant theme count seed, in file order
  cat <<'TABLE'
kujifunza only-win 24 1
kujifunza only-win 24 2
kujifunza bao-hamna 40 1
kujifunza biggest-capture 120 1
kiswahili only-win 13 1
kiswahili only-win 11 2
kiswahili takasia 11 1
kiswahili takasia 11 2
kiswahili safari 30 1
kiswahili bao-hamna 40 1
kiswahili biggest-capture 120 1
TABLE
}
# Runs of different seeds can meet the same position (Bao la Kujifunza's games start alike):
# a puzzle whose theme and position an earlier line already has is dropped.
first_of_each() { awk '{ i = index($0, "\"theme\""); j = index($0, "\"solution\""); k = substr($0, i, j - i); if (!(k in seen)) { seen[k] = 1; print } }'; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
variants=${*:-kujifunza kiswahili}
runs | awk -v want=" $variants " 'index(want, " " $1 " ") { printf "%03d %s\n", NR, $0 }' > "$work/table"
export PUZZLES work
# shellcheck disable=SC2016
xargs -P "$JOBS" -L 1 sh -c '$PUZZLES --variant "$1" --theme "$2" --count "$3" --seed "$4" > "$work/$0.jsonl" 2> "$work/$0.err"; echo "$1 $2 $3 $4: $(cat "$work/$0.err")" >&2' < "$work/table"
for variant in $variants; do
  while read -r n v _; do
    if [ "$v" = "$variant" ]; then cat "$work/$n.jsonl"; fi
  done < "$work/table" | first_of_each > "static/puzzles/$variant.jsonl"
done
wc -l static/puzzles/*.jsonl
