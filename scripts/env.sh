# Sourced by the other scripts: the PATH every build and test step uses.
# node_modules/.bin comes first so that Trunk finds wasm-opt from the npm package binaryen.
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
export PATH="$ROOT/node_modules/.bin:$HOME/.cargo/bin:$PATH"
# Build output lives outside the checkout and is shared by every clone on this machine, so a
# fresh clone rebuilds only this crate, not its dependencies. Set CARGO_TARGET_DIR to override.
export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-$HOME/.cache/bao/target}"
cd "$ROOT"
