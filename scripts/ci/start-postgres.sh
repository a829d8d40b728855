#!/usr/bin/env bash
# Starts the machine's PostgreSQL 15 cluster and creates the test role and database.
# Prints the DATABASE_URL to use on its last line. Idempotent.
set -euo pipefail
db_name="${1:-lantern_test}"

if ! command -v pg_lsclusters >/dev/null; then
  echo "PostgreSQL is not installed (expected Debian's postgresql-15)." >&2
  exit 1
fi
if ! pg_lsclusters -h | grep -q '^15 \+main'; then
  pg_createcluster 15 main >/dev/null
fi
if ! pg_lsclusters -h | grep -q '^15 \+main .* online'; then
  pg_ctlcluster 15 main start
fi
wait_ready() {
  for _ in $(seq 1 30); do
    pg_isready -q -h localhost -p 5432 && return
    sleep 1
  done
  echo "PostgreSQL did not accept connections within 30 s." >&2
  return 1
}
wait_ready

as_postgres() { su postgres -c "$1"; }

# Sized for the machine and for bulk loads, as PostgreSQL's "Populating a Database" advises: Debian's defaults
# (128 MB of shared buffers, a checkpoint every 1 GB of WAL) made the scale seed evict and re-read its index pages
# and checkpoint every few seconds (bench/README.md "Scale seed"). Shared buffers are an eighth of the memory, at
# most 2 GB (this machine: 24 GiB). Applied once; a restart follows.
memory_mb=$(($(awk '/^MemTotal:/ { print $2 }' /proc/meminfo) / 1024))
buffers_mb=$((memory_mb / 8))
if [ "${buffers_mb}" -gt 2048 ]; then buffers_mb=2048; fi
if [ "${buffers_mb}" -lt 128 ]; then buffers_mb=128; fi
tuned=0
for setting in "shared_buffers=${buffers_mb}MB" max_wal_size=16GB checkpoint_timeout=30min wal_buffers=64MB; do
  name="${setting%%=*}"
  value="${setting#*=}"
  current="$(as_postgres "psql -qtAc \"select setting from pg_file_settings where name = '${name}' and sourcefile like '%postgresql.auto.conf' and applied\"")"
  if [ "${current}" != "${value}" ]; then
    as_postgres "psql -qc \"alter system set ${name} = '${value}'\"" >/dev/null
    tuned=1
  fi
done
if [ "${tuned}" = 1 ]; then
  pg_ctlcluster 15 main restart
  wait_ready
fi
as_postgres "psql -qtAc \"select 1 from pg_roles where rolname = 'lantern'\"" | grep -q 1 ||
  as_postgres "psql -qc \"create role lantern login password 'lantern'\""
# test:pg gives each vitest worker a database of its own beside this one (tests/support/postgres-worker-database.ts).
as_postgres "psql -qc \"alter role lantern createdb\"" >/dev/null
as_postgres "psql -qtAc \"select 1 from pg_database where datname = '${db_name}'\"" | grep -q 1 ||
  as_postgres "createdb -O lantern ${db_name}"
echo "postgres://lantern:lantern@localhost:5432/${db_name}"
