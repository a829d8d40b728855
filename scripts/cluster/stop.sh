#!/usr/bin/env bash
# Stops what scripts/cluster/start.sh started: nginx, the two app processes (SIGTERM: they drain and close), PgBouncer.
# PostgreSQL stays up (it is the machine's cluster). Idempotent.
set -uo pipefail
dir="${CLUSTER_DIR:-/tmp/lantern-cluster}"
[ -f "${dir}/nginx.pid" ] && nginx -c "${dir}/nginx.conf" -p "${dir}" -s quit 2>/dev/null
for pidfile in "${dir}"/app-*.pid; do
  [ -f "${pidfile}" ] || continue
  pid="$(cat "${pidfile}")"
  # npm start's process group: npm, tsx and node.
  kill -TERM "${pid}" 2>/dev/null
  for _ in $(seq 1 30); do kill -0 "${pid}" 2>/dev/null || break; sleep 1; done
  rm -f "${pidfile}"
done
[ -f "${dir}/pgbouncer/pgbouncer.pid" ] && kill -TERM "$(cat "${dir}/pgbouncer/pgbouncer.pid")" 2>/dev/null
exit 0
