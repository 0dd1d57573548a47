#!/usr/bin/env bash
# nginx for the PostgreSQL suite's proxy test and `npm run bench:rolling`: Debian's, run
# by scripts/nginx-proxy.ts from a temp directory on loopback, never as a system service.
# As root, installs it with apt-get when it is missing.
set -euo pipefail

command -v nginx >/dev/null 2>&1 || [ -x /usr/sbin/nginx ] && exit 0
if [ "$(id -u)" -ne 0 ] || ! command -v apt-get >/dev/null 2>&1; then
  echo "nginx is missing: install the Debian package 'nginx' (needs root)." >&2
  exit 1
fi
echo "Installing Debian's nginx for the proxy tests..." >&2
# policy-rc.d 101: the package's scripts do not start it as a service.
policy=/usr/sbin/policy-rc.d
made_policy=
if [ ! -e "$policy" ]; then printf '#!/bin/sh\nexit 101\n' >"$policy" && chmod +x "$policy" && made_policy=1; fi
trap '[ -z "$made_policy" ] || rm -f "$policy"' EXIT
{ DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx || { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx; }; } >/dev/null 2>&1 ||
  { echo "Could not install nginx." >&2; exit 1; }
