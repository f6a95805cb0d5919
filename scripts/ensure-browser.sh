#!/usr/bin/env bash
# The browser suites drive Debian's Chromium (never a downloaded browser) with CJK fonts so that
# Japanese and Chinese screens render as customers see them, and poppler-utils (pdftoppm,
# pdftotext) for the specs that read a downloaded PDF (e2e/annual-report.spec.ts). Installs what is
# missing when we are root; otherwise stops with the exact command to run.
set -euo pipefail

missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
dpkg -s fonts-noto-cjk >/dev/null 2>&1 || missing+=(fonts-noto-cjk)
command -v pdftoppm >/dev/null 2>&1 || missing+=(poppler-utils)
[ ${#missing[@]} -eq 0 ] && exit 0

if [ "$(id -u)" -eq 0 ]; then
  echo "Installing ${missing[*]} from Debian's packages..."
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
else
  echo "The browser tests need Debian's Chromium, CJK fonts and poppler-utils. Run:" >&2
  echo "  sudo apt-get update && sudo apt-get install -y chromium fonts-noto-cjk poppler-utils" >&2
  exit 1
fi
