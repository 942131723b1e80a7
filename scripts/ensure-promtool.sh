#!/usr/bin/env bash
# The alert rules' tests (observability/rules) run Prometheus's promtool, which Debian ships in its
# `prometheus` package (2.42 on bookworm; the rules use nothing newer, and the compose image runs v3).
# The package also holds the server and its service unit: where systemd runs, it is stopped and disabled
# again, so installing the test tool starts no Prometheus on the machine.
set -euo pipefail
if command -v promtool >/dev/null 2>&1; then exit 0; fi
if [ "$(id -u)" != 0 ]; then echo "promtool is missing: apt-get install prometheus (as root)" >&2; exit 1; fi
apt-get update -qq
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends prometheus >/dev/null
if [ -d /run/systemd/system ]; then systemctl disable --now prometheus >/dev/null 2>&1 || true; fi
