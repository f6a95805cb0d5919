#!/usr/bin/env bash
# Browser end-to-end tests: build the customer app, then run Playwright against it (the config
# starts two API servers on fresh temporary databases, which serve the built app).
set -euo pipefail
cd "$(dirname "$0")/.."

if [[ ! -x /usr/bin/chromium ]]; then
  echo "e2e: /usr/bin/chromium is missing (install the Debian 'chromium' package)." >&2
  exit 1
fi

npm run build -w @kabuto/web
npx playwright test "$@"
