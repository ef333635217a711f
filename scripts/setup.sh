#!/usr/bin/env bash
# Installs what the build and the tests need, each only when it is missing or at another
# version than pinned here. Nothing is downloaded except through the package registries'
# own clients (apt-get, rustup, cargo, npm).
set -euo pipefail
source "$(dirname "$0")/env.sh"

TRUNK_VERSION=0.21.14
# wasm-bindgen-cli must match the wasm-bindgen library in Cargo.lock exactly.
WASM_BINDGEN_VERSION="$(awk '/^name = "wasm-bindgen"$/ { getline; gsub(/"/, "", $3); print $3 }' Cargo.lock)"

step() { printf '== setup: %s\n' "$*"; }
as_root() { if [ "$(id -u)" = 0 ]; then "$@"; else sudo "$@"; fi; }

missing_apt=()
command -v chromium >/dev/null || missing_apt+=(chromium)
command -v chromedriver >/dev/null || missing_apt+=(chromium-driver)
command -v node >/dev/null || missing_apt+=(nodejs)
command -v npm >/dev/null || missing_apt+=(npm)
if [ ${#missing_apt[@]} -gt 0 ]; then
  step "apt-get install ${missing_apt[*]}"
  as_root apt-get update -q
  DEBIAN_FRONTEND=noninteractive as_root apt-get install -y -q "${missing_apt[@]}"
fi

if ! rustup target list --installed | grep -qx wasm32-unknown-unknown; then
  step "rustup target add wasm32-unknown-unknown"
  rustup target add wasm32-unknown-unknown
fi

if [ "$(trunk --version 2>/dev/null)" != "trunk $TRUNK_VERSION" ]; then
  step "cargo install trunk $TRUNK_VERSION (about 17 minutes on 2 cores)"
  cargo install trunk --version "$TRUNK_VERSION" --locked
fi

if [ "$(wasm-bindgen --version 2>/dev/null)" != "wasm-bindgen $WASM_BINDGEN_VERSION" ]; then
  step "cargo install wasm-bindgen-cli $WASM_BINDGEN_VERSION (about 13 minutes on 2 cores)"
  # No --locked: one of the CLI's pinned dependency versions is not served by the registry.
  cargo install wasm-bindgen-cli --version "$WASM_BINDGEN_VERSION" --force
fi

# npm ci only when node_modules does not hold the exact versions package.json pins.
if ! npm ls --depth=0 >/dev/null 2>&1; then
  step "npm ci (binaryen for wasm-opt, playwright-core; no browser download)"
  npm ci --no-audit --no-fund
fi

# Trunk and the tests run offline: fetch every crate (all targets) once, here.
cargo fetch --locked -q
