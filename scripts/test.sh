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

# The type checker and the linter each use one core: run side by side, they take the time of the
# slower one instead of the sum (about three minutes saved on two cores). Each one's output is
# printed whole, after both have finished; either failing fails the part.
part_start 'typecheck and lint'
static_logs="$(mktemp -d -t kabuto-static-XXXXXX)"
npm run --silent typecheck >"$static_logs/typecheck.log" 2>&1 &
typecheck_pid=$!
npm run --silent lint >"$static_logs/lint.log" 2>&1 &
lint_pid=$!
typecheck_status=0
lint_status=0
wait "$typecheck_pid" || typecheck_status=$?
wait "$lint_pid" || lint_status=$?
echo "-- typecheck (exit $typecheck_status)"
cat "$static_logs/typecheck.log"
echo "-- lint (exit $lint_status)"
cat "$static_logs/lint.log"
rm -rf "$static_logs"
if ((typecheck_status != 0 || lint_status != 0)); then exit 1; fi

part_start 'unit and API tests (PGlite)'
npx vitest run

part_start 'end-to-end (Chromium)'
bash scripts/e2e.sh
part_end
