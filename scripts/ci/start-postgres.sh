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
for _ in $(seq 1 30); do
  pg_isready -q -h localhost -p 5432 && break
  sleep 1
done

as_postgres() { su postgres -c "$1"; }
as_postgres "psql -qtAc \"select 1 from pg_roles where rolname = 'lantern'\"" | grep -q 1 ||
  as_postgres "psql -qc \"create role lantern login password 'lantern'\""
as_postgres "psql -qtAc \"select 1 from pg_database where datname = '${db_name}'\"" | grep -q 1 ||
  as_postgres "createdb -O lantern ${db_name}"
echo "postgres://lantern:lantern@localhost:5432/${db_name}"
