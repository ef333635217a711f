#!/usr/bin/env bash
# Runs every test: formatting and lints, native cargo tests, the rules cross-check against the independent Python
# reference, wasm component tests in headless Chromium, and the end-to-end browser tests
# against the built release dist/. Installs what is missing first.
# Every stage runs even when an earlier one failed; the exit status is non-zero if any failed.
set -uo pipefail
source "$(dirname "$0")/env.sh"
scripts/setup.sh || exit 1

failed=()
logs="$(mktemp -d)"
stage() { printf '\n== %s\n' "$1"; }
timed() { local start=$SECONDS; "$@"; local rc=$?; printf '(%ss)\n' $((SECONDS - start)); return $rc; }

stage "formatting and lints: cargo fmt --check, cargo clippy (native and wasm) and cargo doc's links with warnings as errors"
timed bash -c 'cargo fmt --all --check && cargo clippy --locked --workspace --all-targets -- -D warnings \
  && cargo clippy --locked --target wasm32-unknown-unknown --bins -- -D warnings \
  && RUSTDOCFLAGS="-D warnings" cargo doc --locked --workspace --no-deps' > "$logs/lint.log" 2>&1 \
  || { tail -n 40 "$logs/lint.log"; failed+=(lint); }
tail -n 1 "$logs/lint.log"

stage "native tests: cargo test (the app, the engine crate and the AI crate)"
timed cargo test --locked --workspace 2>&1 | tee "$logs/native.log" | grep -E '^(test result|error|failures|---- |thread |\([0-9]+s\))|FAILED|panicked'
[ "${PIPESTATUS[0]}" = 0 ] || failed+=(native)

stage "rules cross-check: the engine against the independent Python reference (tools/reference)"
if timed cargo build --locked --release --bin bao > "$logs/bao-release.log" 2>&1; then
  timed python3 tools/reference/diff_test.py --bao "$CARGO_TARGET_DIR/release/bao" --games 4 --fuzz 40 --max-depth 4 2>&1 \
    | tee "$logs/reference.log" | grep -E 'passed|failed|disagree|^#|\([0-9]+s\)' | grep -vE ': [0-9]+ games agree, 0 disagree'
  [ "${PIPESTATUS[0]}" = 0 ] || failed+=(reference)
else
  cat "$logs/bao-release.log"
  failed+=(reference)
fi

stage "component tests in headless Chromium: cargo test --profile wasm-test --target wasm32-unknown-unknown --test web"
CHROMEDRIVER=/usr/bin/chromedriver timed cargo test --locked --profile wasm-test --target wasm32-unknown-unknown --test web 2>&1 \
  | tee "$logs/wasm.log" | grep -E '^(test |test result|error|failures|\([0-9]+s\))|FAILED|panicked'
wasm_rc=${PIPESTATUS[0]}
[ "$wasm_rc" = 0 ] || failed+=(wasm)
wasm_passed=$(grep -oE '[0-9]+ passed' "$logs/wasm.log" | tail -1 | grep -oE '[0-9]+' || echo 0)
wasm_failed=$(grep -oE '[0-9]+ failed' "$logs/wasm.log" | tail -1 | grep -oE '[0-9]+' || echo 0)
[ "$wasm_rc" = 0 ] || [ "$wasm_failed" != 0 ] || wasm_failed=1
echo "components: ${wasm_passed} passed, ${wasm_failed} failed"

stage "end-to-end tests on the release build: trunk build --release, node --test tests/e2e/"
if timed scripts/build.sh > "$logs/build.log" 2>&1; then
  tail -n 3 "$logs/build.log"
  node --test --test-reporter=spec --test-concurrency=1 --test-timeout=180000 tests/e2e/ 2>&1 | tee "$logs/e2e.log"
  [ "${PIPESTATUS[0]}" = 0 ] || failed+=(e2e)
  e2e_passed=$(grep -oE 'ℹ pass [0-9]+' "$logs/e2e.log" | grep -oE '[0-9]+' || echo 0)
  e2e_failed=$(grep -oE 'ℹ fail [0-9]+' "$logs/e2e.log" | grep -oE '[0-9]+' || echo 0)
  echo "browser: ${e2e_passed} passed, ${e2e_failed} failed"
else
  cat "$logs/build.log"
  failed+=(build)
  echo "browser: 0 passed, 1 failed"
fi

if [ ${#failed[@]} -gt 0 ]; then
  printf '\nFAILED: %s\n' "${failed[*]}"
  exit 1
fi
printf '\nall tests passed\n'
