#!/usr/bin/env bash
# Makes sure Debian's Chromium is installed for the e2e tests (never a downloaded browser build).
set -euo pipefail

if [ -x /usr/bin/chromium ]; then
  exit 0
fi

if [ "$(id -u)" -eq 0 ]; then
  echo "Chromium is missing: installing Debian's chromium package..."
  export DEBIAN_FRONTEND=noninteractive
  apt-get update
  apt-get install -y chromium
  if [ -x /usr/bin/chromium ]; then
    exit 0
  fi
  echo "apt-get finished but /usr/bin/chromium is still missing." >&2
  exit 1
fi

echo "The e2e tests need Chromium at /usr/bin/chromium." >&2
echo "Install Debian's package as root:  sudo apt-get update && sudo apt-get install -y chromium" >&2
exit 1
