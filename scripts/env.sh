# Sourced by the other scripts: the PATH every build and test step uses.
# node_modules/.bin comes first so that Trunk finds wasm-opt from the npm package binaryen.
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
export PATH="$ROOT/node_modules/.bin:$HOME/.cargo/bin:$PATH"
cd "$ROOT"
