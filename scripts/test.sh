#!/usr/bin/env bash
# `npm test`: every suite, in the order that fails fastest. Static checks, then unit and API tests
# on the embedded database (PGlite), then the browser end-to-end suite in Debian's Chromium.
# .ci/run repeats the API suite on PostgreSQL.
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/ensure-browser.sh

echo "== typecheck"
npm run --silent typecheck

echo "== lint"
npm run --silent lint

echo "== unit and API tests (PGlite)"
npx vitest run

echo "== end-to-end (Chromium)"
bash scripts/e2e.sh
