#!/usr/bin/env bash
# Browser tests drive Debian's Chromium (Playwright's own browser download does not work offline).
set -euo pipefail
if [ -x /usr/bin/chromium ]; then exit 0; fi
if [ "$(id -u)" != 0 ]; then echo "chromium is missing: apt-get install chromium (as root)" >&2; exit 1; fi
apt-get update -qq
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
