#!/usr/bin/env bash
# Brings PostgreSQL and Redis up (or down) for make start / make test.
#   - LOCAL_PG / LOCAL_REDIS (set by the Makefile when DATABASE_URL / REDIS_URL are empty) ask for a local
#     server; without them the store is the operator's and nothing is started for it.
#   - a Docker engine answers: docker compose runs the postgres and redis services.
#   - otherwise: local servers, installed with apt-get when missing (as root). Redis keeps its data under
#     .data/redis. PostgreSQL's cluster must be reachable by the postgres user, which cannot enter a clone in
#     a mode-700 home (root's): as root it lives in /var/lib/namescope/<hash of the clone's path>/postgres,
#     one per clone; as another user under .data/postgres. LOCAL_PG_DATA overrides both.
# Idempotent: servers already running are reused.
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD
DATA=$ROOT/.data
PG_PORT=${LOCAL_PG_PORT:-5432}
REDIS_PORT=${LOCAL_REDIS_PORT:-6379}
log() { echo "[services] $*"; }

# Where the local PostgreSQL cluster lives (see above). A cluster an earlier version made under .data stays.
pg_data_dir() {
  if [ -n "${LOCAL_PG_DATA:-}" ]; then echo "$LOCAL_PG_DATA"; return; fi
  if [ "$(id -u)" = 0 ] && [ ! -s "$DATA/postgres/PG_VERSION" ]; then
    echo "/var/lib/namescope/$(printf '%s' "$ROOT" | sha256sum | cut -c1-16)/postgres"
  else
    echo "$DATA/postgres"
  fi
}

have_docker() { command -v docker >/dev/null 2>&1 && docker info >/dev/null 2>&1; }

# The stores of docker-compose.yml, published on loopback (docker-compose.local.yml), with the password the
# Makefile's local DATABASE_URL carries.
compose() {
  POSTGRES_PASSWORD=${POSTGRES_PASSWORD:-namescope} \
    docker compose -f docker-compose.yml -f docker-compose.local.yml "$@"
}

apt_install() {
  if [ "$(id -u)" != 0 ]; then log "missing $*; install it (needs root)"; exit 1; fi
  if [ ! -f "$DATA/.apt-updated" ]; then apt-get update -qq && mkdir -p "$DATA" && touch "$DATA/.apt-updated"; fi
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@" >/dev/null
}

pg_bin() {
  if command -v pg_ctl >/dev/null 2>&1; then dirname "$(readlink -f "$(command -v pg_ctl)")"; return; fi
  local dir
  dir=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)
  if [ -z "$dir" ]; then apt_install postgresql; dir=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1); fi
  echo "$dir"
}

# Runs a command as the postgres user when we are root (PostgreSQL refuses to run as root), from / since
# the postgres user may not be allowed into the clone's directory.
as_pg() { if [ "$(id -u)" = 0 ]; then (cd / && runuser -u postgres -- "$@"); else "$@"; fi; }

pg_up() {
  local bin; bin=$(pg_bin)
  local dir; dir=$(pg_data_dir)
  if [ "$(id -u)" = 0 ] && ! id postgres >/dev/null 2>&1; then
    useradd --system --home-dir /var/lib/postgresql --no-create-home postgres
  fi
  mkdir -p "$DATA"
  if [ ! -s "$dir/PG_VERSION" ]; then
    log "initialising PostgreSQL in $dir"
    mkdir -p "$dir"
    if [ "$(id -u)" = 0 ]; then chown postgres:postgres "$dir" "$(dirname "$dir")"; fi
    chmod 700 "$dir"
    as_pg "$bin/initdb" -D "$dir" -U postgres --auth=trust --encoding=UTF8 --locale=C >/dev/null
  fi
  if as_pg "$bin/pg_ctl" -D "$dir" status >/dev/null 2>&1; then
    log "PostgreSQL already running on 127.0.0.1:$PG_PORT"
  else
    log "starting PostgreSQL on 127.0.0.1:$PG_PORT"
    as_pg "$bin/pg_ctl" -D "$dir" -l "$dir/server.log" -w -t 60 \
      -o "-c listen_addresses=127.0.0.1 -p $PG_PORT -k /tmp -c max_connections=300 -c fsync=${PG_FSYNC:-on}" start >/dev/null
  fi
  # The application role and database; trust auth on loopback only, so the password is a formality.
  "$bin/psql" -h 127.0.0.1 -p "$PG_PORT" -U postgres -tAc "select 1 from pg_roles where rolname='namescope'" | grep -q 1 ||
    "$bin/psql" -h 127.0.0.1 -p "$PG_PORT" -U postgres -qc "create role namescope login createdb password 'namescope'"
  "$bin/psql" -h 127.0.0.1 -p "$PG_PORT" -U postgres -tAc "select 1 from pg_database where datname='namescope'" | grep -q 1 ||
    "$bin/psql" -h 127.0.0.1 -p "$PG_PORT" -U postgres -qc "create database namescope owner namescope"
}

pg_down() {
  local dir; dir=$(pg_data_dir)
  [ -s "$dir/PG_VERSION" ] || return 0
  local bin; bin=$(pg_bin)
  as_pg "$bin/pg_ctl" -D "$dir" status >/dev/null 2>&1 && as_pg "$bin/pg_ctl" -D "$dir" -m fast stop >/dev/null && log "PostgreSQL stopped"
  return 0
}

redis_up() {
  command -v redis-server >/dev/null 2>&1 || apt_install redis-server
  # redis-cli reads the password from REDISCLI_AUTH; the server asks for it only when it is set.
  export REDISCLI_AUTH=${REDIS_PASSWORD:-}
  local auth=(); [ -z "${REDIS_PASSWORD:-}" ] || auth=(--requirepass "$REDIS_PASSWORD")
  mkdir -p "$DATA/redis"
  local answer; answer=$(redis-cli -h 127.0.0.1 -p "$REDIS_PORT" ping 2>/dev/null || true)
  # redis-cli exits 0 on NOAUTH too: a server that wants another password than REDIS_PASSWORD is an error.
  if [ -n "$answer" ] && [ "$answer" != PONG ]; then
    log "Redis on 127.0.0.1:$REDIS_PORT answers '$answer': check REDIS_PASSWORD" >&2; exit 1
  fi
  if [ "$answer" = PONG ]; then
    log "Redis already running on 127.0.0.1:$REDIS_PORT"
    # A server an older version started without the append-only file gets it now.
    redis-cli -h 127.0.0.1 -p "$REDIS_PORT" config set appendonly yes >/dev/null 2>&1 || true
    redis-cli -h 127.0.0.1 -p "$REDIS_PORT" config set appendfsync everysec >/dev/null 2>&1 || true
    return
  fi
  log "starting Redis on 127.0.0.1:$REDIS_PORT"
  # noeviction: BullMQ must never lose keys under memory pressure. The append-only file, synced every second
  # as in docker compose, keeps sessions and queued jobs across a crash. A failed snapshot (disk full, data
  # dir removed) must not turn the site read-only, hence stop-writes-on-bgsave-error no.
  redis-server "${auth[@]}" --bind 127.0.0.1 --port "$REDIS_PORT" --daemonize yes --dir "$DATA/redis" \
    --pidfile "$DATA/redis/redis.pid" --logfile "$DATA/redis/redis.log" --maxmemory-policy noeviction \
    --save 60 1000 --appendonly yes --appendfsync everysec --stop-writes-on-bgsave-error no
  for _ in $(seq 50); do [ "$(redis-cli -h 127.0.0.1 -p "$REDIS_PORT" ping 2>/dev/null)" = PONG ] && return; sleep 0.1; done
  log "Redis did not start; see $DATA/redis/redis.log"; exit 1
}

redis_down() {
  [ -f "$DATA/redis/redis.pid" ] || return 0
  export REDISCLI_AUTH=${REDIS_PASSWORD:-}
  redis-cli -h 127.0.0.1 -p "$REDIS_PORT" shutdown nosave >/dev/null 2>&1 && log "Redis stopped" || true
}

case "${1:-up}" in
  up)
    if have_docker && [ -n "${LOCAL_PG:-}${LOCAL_REDIS:-}" ] && [ -z "${REDIS_PASSWORD:-}" ]; then
      log "Docker engine found, but compose's Redis needs REDIS_PASSWORD (.env): local servers instead"
    elif have_docker && [ -n "${LOCAL_PG:-}${LOCAL_REDIS:-}" ]; then
      log "Docker engine found: docker compose up the local stores"
      compose up -d --wait ${LOCAL_PG:+postgres} ${LOCAL_REDIS:+redis}
      exit 0
    fi
    if [ -n "${LOCAL_PG:-}" ]; then pg_up; else log "DATABASE_URL is set: using it, no local PostgreSQL"; fi
    if [ -n "${LOCAL_REDIS:-}" ]; then redis_up; else log "REDIS_URL is set: using it, no local Redis"; fi
    ;;
  down)
    if have_docker && [ -n "${LOCAL_PG:-}${LOCAL_REDIS:-}" ] && [ -n "${REDIS_PASSWORD:-}" ]; then
      compose stop ${LOCAL_PG:+postgres} ${LOCAL_REDIS:+redis}
      exit 0
    fi
    [ -z "${LOCAL_PG:-}" ] || pg_down
    [ -z "${LOCAL_REDIS:-}" ] || redis_down
    ;;
  *) echo "usage: $0 up|down" >&2; exit 2 ;;
esac
