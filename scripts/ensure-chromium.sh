#!/usr/bin/env bash
# The browser tests drive Debian's Chromium (a test tool's own browser download cannot work
# here). Install it when it is missing and we can; otherwise say exactly what to run.
set -euo pipefail
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [[ -x "$CHROMIUM" ]]; then exit 0; fi
if [[ $(id -u) -eq 0 ]] && command -v apt-get >/dev/null; then
  echo "Installing Debian's chromium for the browser tests…"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  exit 0
fi
echo "The browser tests need Chromium at $CHROMIUM. Install it with:" >&2
echo "  sudo apt-get update && sudo apt-get install -y chromium" >&2
echo "or point CHROMIUM_PATH at another Chromium binary." >&2
exit 1
