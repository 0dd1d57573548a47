#!/usr/bin/env bash
# A throwaway PostgreSQL 15 cluster for the tests: loopback only, a free port,
# a random password, a temp directory removed on stop.
#
#   scripts/pg-cluster.sh start            prints `export DATABASE_URL=...; export PG_CLUSTER_DIR=...`
#   scripts/pg-cluster.sh stop <dir>       stops the cluster and removes <dir> (default $PG_CLUSTER_DIR)
#   scripts/pg-cluster.sh run -- cmd ...   start, run cmd with DATABASE_URL set, always stop
#   scripts/pg-cluster.sh down <dir>       stops PostgreSQL, keeping its data (an outage)
#   scripts/pg-cluster.sh up <dir>         starts it again as it was
#
# PostgreSQL refuses to run as root, so as root the server runs as the
# `postgres` user (runuser); as any other user it runs as that user.
set -euo pipefail

PG_VERSION=15
PG_BIN=/usr/lib/postgresql/$PG_VERSION/bin
DB_NAME=statefront

log() { echo "pg-cluster: $*" >&2; }

as_owner() {
  if [ "$(id -u)" -eq 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

ensure_installed() {
  [ -x "$PG_BIN/initdb" ] && return 0
  if [ "$(id -u)" -ne 0 ]; then
    log "PostgreSQL $PG_VERSION is missing ($PG_BIN/initdb); install the Debian package 'postgresql' (needs root)."
    exit 1
  fi
  log "installing PostgreSQL $PG_VERSION with apt-get"
  DEBIAN_FRONTEND=noninteractive apt-get install -y -q postgresql >&2 ||
    { apt-get update -q >&2 && DEBIAN_FRONTEND=noninteractive apt-get install -y -q postgresql >&2; }
  [ -x "$PG_BIN/initdb" ] || { log "installation did not provide $PG_BIN/initdb"; exit 1; }
}

free_port() {
  node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})"
}

start() {
  ensure_installed
  if [ "$(id -u)" -eq 0 ] && ! id postgres >/dev/null 2>&1; then
    log "the 'postgres' user does not exist (it comes with the Debian package)"; exit 1
  fi

  local dir port password
  dir=$(mktemp -d "${TMPDIR:-/tmp}/statefront-pg.XXXXXX")
  [ "$(id -u)" -eq 0 ] && chown postgres: "$dir"
  chmod 700 "$dir"
  port=$(free_port)
  password=$(node -e "console.log(require('crypto').randomBytes(18).toString('hex'))")

  printf '%s\n' "$password" > "$dir/pwfile"
  [ "$(id -u)" -eq 0 ] && chown postgres: "$dir/pwfile"
  as_owner "$PG_BIN/initdb" -D "$dir/data" -U postgres --pwfile="$dir/pwfile" \
    --auth-local=scram-sha-256 --auth-host=scram-sha-256 -E UTF8 --locale=C.UTF-8 >"$dir/initdb.log" 2>&1 ||
    { log "initdb failed:"; cat "$dir/initdb.log" >&2; rm -rf "$dir"; exit 1; }
  rm -f "$dir/pwfile"

  # Loopback only, the socket inside the temp dir. fsync, synchronous_commit and
  # full_page_writes are off because this cluster lives for one test run: only a
  # crash of PostgreSQL itself or of the machine could lose a commit, and no test
  # does that. tests/pg/process/kill-restart.test.ts kill -9s the shop's server, not
  # PostgreSQL, which keeps serving every commit it acknowledged; what that test
  # proves is that the shop answers 201 only after its order is committed.
  printf '%s' "-c listen_addresses=127.0.0.1 -p $port -c unix_socket_directories=$dir -c max_connections=300 -c fsync=off -c synchronous_commit=off -c full_page_writes=off" >"$dir/options"
  up "$dir" || { rm -rf "$dir"; exit 1; }

  PGPASSWORD=$password as_owner "$PG_BIN/createdb" -h 127.0.0.1 -p "$port" -U postgres "$DB_NAME" ||
    { log "createdb failed"; stop "$dir"; exit 1; }

  echo "export DATABASE_URL=postgres://postgres:$password@127.0.0.1:$port/$DB_NAME"
  echo "export PG_CLUSTER_DIR=$dir"
  log "PostgreSQL $PG_VERSION on 127.0.0.1:$port (data in $dir)"
}

stop() {
  local dir=${1:-${PG_CLUSTER_DIR:-}}
  [ -n "$dir" ] || { log "stop needs the cluster directory (or PG_CLUSTER_DIR)"; exit 1; }
  case "$dir" in */statefront-pg.*) ;; *) log "refusing to remove $dir: not a statefront-pg directory"; exit 1 ;; esac
  if [ -f "$dir/data/postmaster.pid" ]; then
    as_owner "$PG_BIN/pg_ctl" -D "$dir/data" -m fast -w -t 30 stop >/dev/null 2>&1 ||
      as_owner "$PG_BIN/pg_ctl" -D "$dir/data" -m immediate -w -t 10 stop >/dev/null 2>&1 || true
  fi
  rm -rf "$dir"
  log "stopped and removed $dir"
}

up() {
  local dir=$1
  as_owner "$PG_BIN/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -t 30 start -o "$(cat "$dir/options")" >/dev/null ||
    { log "server did not start:"; cat "$dir/server.log" >&2; return 1; }
}

down() {
  as_owner "$PG_BIN/pg_ctl" -D "$1/data" -m fast -w -t 30 stop >/dev/null
}

run() {
  [ "${1:-}" = "--" ] && shift
  [ $# -gt 0 ] || { log "run needs a command after --"; exit 1; }
  local env
  env=$(start)
  eval "$env"
  export DATABASE_URL PG_CLUSTER_DIR
  trap 'stop "$PG_CLUSTER_DIR"' EXIT
  trap 'exit 130' INT TERM
  "$@"
}

case "${1:-}" in
  start) start ;;
  stop) shift; stop "${1:-}" ;;
  run) shift; run "$@" ;;
  down) down "${2:?down needs the cluster directory}" ;;
  up) up "${2:?up needs the cluster directory}" ;;
  *) echo "usage: $0 start | stop <dir> | run -- <command...> | down <dir> | up <dir>" >&2; exit 2 ;;
esac
