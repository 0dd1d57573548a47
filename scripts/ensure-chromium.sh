#!/usr/bin/env bash
# Playwright never downloads browsers here: it drives Debian's Chromium. It prefers the
# headless shell (package chromium-headless-shell: the same Chromium, without the desktop
# browser's shell, less CPU per test; decision 0028) and falls back to the full
# browser (/usr/bin/chromium). $CHROMIUM_PATH overrides both. As root, installs the shell
# with apt-get when it is missing. playwright.config.ts picks the executable in the same order.
set -euo pipefail

shell=/usr/bin/chromium-headless-shell
full=/usr/bin/chromium

if [ -n "${CHROMIUM_PATH:-}" ]; then
  [ -x "$CHROMIUM_PATH" ] && exit 0
  echo "No Chromium at CHROMIUM_PATH=$CHROMIUM_PATH." >&2
  exit 1
fi
[ -x "$shell" ] && exit 0

if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing Debian's chromium-headless-shell for the end-to-end stage..." >&2
  if { DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium-headless-shell || { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium-headless-shell; }; } >/dev/null 2>&1; then
    exit 0
  fi
  echo "Could not install chromium-headless-shell." >&2
fi
if [ -x "$full" ]; then
  echo "Using $full (the full browser: slower than the headless shell)." >&2
  exit 0
fi

echo "No Chromium found. Install Debian's chromium-headless-shell (or chromium), or set CHROMIUM_PATH to a Chromium executable." >&2
exit 1
