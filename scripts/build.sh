#!/usr/bin/env bash
# Builds the release site into dist/ with local tools only (after scripts/setup.sh).
set -euo pipefail
source "$(dirname "$0")/env.sh"
trunk build --release --offline --skip-version-check
