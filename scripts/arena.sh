#!/usr/bin/env bash
# The AI strength checks (not a test): in every game, 200 paired games from 2-ply random
# openings of the top level against the random and greedy baselines, and of each level
# against the one below. One JSON line per match, with the game and the pairing added.
# Openings that a search of 200,000 nodes proves won for one side are barred, as checkers
# bars its lost three-move ballots: a game from a decided opening measures whether the
# losing side's opponent throws a won game, not the players. In Bao la Kujifunza that is
# most 2-ply openings (90 of the 100 of seed 2026); elsewhere few or none.
# Usage: scripts/arena.sh [NODES_PER_MOVE] [SEED] [VARIANTS]   (defaults 20000, 2026, all four)
set -euo pipefail
source "$(dirname "$0")/env.sh"
nodes="${1:-20000}"
seed="${2:-2026}"
variants="${3:-kiswahili kete bawo kujifunza}"
cargo build --release --bin bao
bao="$CARGO_TARGET_DIR/release/bao"
for variant in $variants; do
  for pairing in "top random" "top greedy" "2 1" "3 2" "4 3" "top 4"; do
    set -- $pairing
    result="$("$bao" match --variant "$variant" --a "$1" --b "$2" --games 200 --nodes "$nodes" --seed "$seed" --undecided 200000 2>/dev/null | tail -n 1)"
    echo "{\"variant\":\"$variant\",\"a\":\"$1\",\"b\":\"$2\",${result#\{}"
  done
done
