#!/bin/sh
# Makes sure Debian's Chromium is at /usr/bin/chromium for the browser tests (DESIGN.md).
# Idempotent: does nothing when it is there; installs the Debian package otherwise (as root in CI).
set -eu
if [ -x /usr/bin/chromium ]; then
  exit 0
fi
echo "Chromium is missing: installing Debian's chromium package" >&2
SUDO=""
if [ "$(id -u)" != "0" ]; then
  if command -v sudo >/dev/null 2>&1; then SUDO="sudo"; else
    echo "Chromium is missing and this user cannot install it: run 'apt-get install -y chromium' as root" >&2
    exit 1
  fi
fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -q
$SUDO apt-get install -y -q --no-install-recommends chromium
test -x /usr/bin/chromium
