#!/usr/bin/env bash
# The AI strength checks (not a test): in every game, 200 paired games from 2-ply random
# openings of the top level against the random and greedy baselines, and of each level
# against the one below. One JSON line per match, with the game and the pairing added.
# Usage: scripts/arena.sh [NODES_PER_MOVE] [SEED]   (defaults 20000 and 2026)
set -euo pipefail
source "$(dirname "$0")/env.sh"
nodes="${1:-20000}"
seed="${2:-2026}"
cargo build --release --bin bao
bao="$CARGO_TARGET_DIR/release/bao"
for variant in kiswahili kete bawo kujifunza; do
  for pairing in "top random" "top greedy" "2 1" "3 2" "4 3" "top 4"; do
    set -- $pairing
    result="$("$bao" match --variant "$variant" --a "$1" --b "$2" --games 200 --nodes "$nodes" --seed "$seed" 2>/dev/null | tail -n 1)"
    echo "{\"variant\":\"$variant\",\"a\":\"$1\",\"b\":\"$2\",${result#\{}"
  done
done
