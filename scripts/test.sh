#!/usr/bin/env bash
# `npm test`: every suite, in the order that fails fastest. Static checks, then unit and API tests
# on the embedded database (PGlite), then the browser end-to-end suite in Debian's Chromium.
# .ci/run repeats the API suite on PostgreSQL. Prints the time of each part at the end.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/timing.sh
trap finish_parts EXIT

part_start 'browser check'
bash scripts/ensure-browser.sh

part_start typecheck
npm run --silent typecheck

part_start lint
npm run --silent lint

part_start 'unit and API tests (PGlite)'
npx vitest run

part_start 'end-to-end (Chromium)'
bash scripts/e2e.sh
part_end
