#!/usr/bin/env bash
# Browser end-to-end tests: build the customer app (and the operator console), then run Playwright
# against them (playwright.config.ts starts the API servers, which serve the built apps: a main one
# for each worker, one with short sessions, one with a movable clock per spec that moves it (the
# trading journey, the IPO, copy trading, block trades); on fresh temporary databases and on free
# ports chosen for the run).
set -euo pipefail
cd "$(dirname "$0")/.."

if [[ ! -x /usr/bin/chromium ]]; then
  echo "e2e: /usr/bin/chromium is missing (install the Debian 'chromium' package)." >&2
  exit 1
fi

# The servers' databases live here for this run only.
KABUTO_E2E_DATA_ROOT="$(mktemp -d -t kabuto-e2e-XXXXXX)"
export KABUTO_E2E_DATA_ROOT
trap 'rm -rf "$KABUTO_E2E_DATA_ROOT"' EXIT

npm run build -w @kabuto/web
# The operator console's specs (e2e/console.spec.ts) need its build too.
if [[ -f apps/console/package.json ]]; then
  npm run build -w @kabuto/console
fi
status=0
npx playwright test "$@" || status=$?
# CI keeps nothing but its output: print what each failed test's page showed when it failed
# (Playwright's error context, an accessibility snapshot of the page), so a failure that does not
# happen again locally can still be read.
if ((status != 0)) && [[ ${CI:-} == true ]]; then
  while IFS= read -r -d '' context; do
    echo "== $context"
    sed -n '/^# Test info/,$p' "$context" | head -c 20000
    echo
  done < <(find test-results -name error-context.md -print0 2>/dev/null)
fi
exit "$status"
