#!/usr/bin/env bash
# Playwright never downloads browsers here: it drives the system Chromium.
# Finds it at $CHROMIUM_PATH or /usr/bin/chromium; as root, installs Debian's package if absent.
set -euo pipefail

target="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$target" ]; then
  exit 0
fi

if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Chromium not found at $target; installing Debian's chromium package..." >&2
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  if [ -x "$target" ]; then exit 0; fi
  if [ -x /usr/bin/chromium ]; then
    echo "Installed /usr/bin/chromium; set CHROMIUM_PATH=/usr/bin/chromium (now: $target)." >&2
    exit 1
  fi
fi

echo "No Chromium at $target. Install Chromium (Debian: apt-get install chromium) or set CHROMIUM_PATH to its executable." >&2
exit 1
