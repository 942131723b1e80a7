#!/usr/bin/env bash
# Backs up NameScope's PostgreSQL database, or restores a backup into it (docs/operations.md, 'Backups').
#   scripts/pg-backup.sh dump [FILE]     pg_dump in custom format to FILE (default backups/namescope-<UTC time>.dump)
#   scripts/pg-backup.sh restore FILE    replaces what FILE holds in the database with FILE's contents, in one
#                                        transaction: a restore that fails changes nothing
# The database is DATABASE_URL (`make backup` / `make restore BACKUP=FILE` pass make's). pg_dump and pg_restore
# must be at least the server's major version: PG_BIN names their directory, else the newest
# /usr/lib/postgresql/*/bin, else the ones on PATH.
# Under docker compose, either publish PostgreSQL on loopback (docker-compose.local.yml) and point DATABASE_URL at
# it, or run the same commands in the container (docs/operations.md gives both).
set -euo pipefail

usage() { echo "usage: $0 dump [FILE] | restore FILE   (DATABASE_URL names the database)" >&2; exit 2; }
[ -n "${DATABASE_URL:-}" ] || { echo "$0: DATABASE_URL is not set" >&2; exit 2; }

pg_tool() {
  local dir=${PG_BIN:-}
  if [ -z "$dir" ]; then dir=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true); fi
  if [ -n "$dir" ]; then echo "$dir/$1"; else command -v "$1" || { echo "$0: $1 not found (set PG_BIN)" >&2; exit 1; }; fi
}

# The URL with its password hidden, for messages.
where() { sed -E 's#(://[^:/@]*):[^@]*@#\1:***@#' <<<"$DATABASE_URL"; }

dump() {
  local file=${1:-backups/namescope-$(date -u +%Y%m%dT%H%M%SZ).dump}
  mkdir -p "$(dirname "$file")"
  # Written beside the target and renamed when complete, so a failed dump never leaves a file that looks whole.
  partial="$file.partial" # global: the EXIT trap reads it after dump() has returned
  trap 'rm -f "$partial"' EXIT
  # Custom format: compressed, and pg_restore can pick objects from it. No owners or grants, so the backup
  # restores into a database whose role has another name.
  "$(pg_tool pg_dump)" --dbname="$DATABASE_URL" --format=custom --no-owner --no-privileges --file="$partial"
  # A dump whose table of contents does not read back is no backup.
  "$(pg_tool pg_restore)" --list "$partial" >/dev/null
  mv "$partial" "$file"
  trap - EXIT
  echo "[pg-backup] dumped $(where) to $file ($(du -h "$file" | cut -f1))"
}

restore() {
  local file=${1:-}
  [ -n "$file" ] || usage
  [ -r "$file" ] || { echo "$0: cannot read $file" >&2; exit 1; }
  # --clean --if-exists drops each object the backup holds before recreating it; --single-transaction makes
  # the whole restore one transaction (and stops at the first error).
  "$(pg_tool pg_restore)" --dbname="$DATABASE_URL" --clean --if-exists --no-owner --no-privileges \
    --single-transaction "$file"
  echo "[pg-backup] restored $file into $(where)"
}

case "${1:-}" in
  dump) shift; dump "$@" ;;
  restore) shift; restore "$@" ;;
  *) usage ;;
esac
