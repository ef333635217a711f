#!/usr/bin/env bash
# Installs what is missing, builds the release site and serves it on http://127.0.0.1:8080
# (PORT=... to change the port).
set -euo pipefail
source "$(dirname "$0")/env.sh"
scripts/setup.sh
scripts/build.sh
exec node scripts/static-server.mjs dist "${PORT:-8080}"
