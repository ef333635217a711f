#!/usr/bin/env bash
# Benchmark (not a test): the AI's top level in headless Chromium against native, per game.
# Builds the native tool and the release site first. Usage: scripts/bench-wasm.sh [SECONDS]
set -euo pipefail
source "$(dirname "$0")/env.sh"
cargo build --release --bin bao
scripts/build.sh > /dev/null
node scripts/bench-wasm.mjs "$CARGO_TARGET_DIR/release/bao" "${1:-1}"
