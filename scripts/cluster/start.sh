#!/usr/bin/env bash
# The scale-out shape of architecture.md, run on this machine (issue 34): PostgreSQL 15, PgBouncer in transaction
# mode in front of it, two `npm start` processes on it, and nginx as the load balancer with TLS (a self-signed
# certificate). Needs root (it starts PgBouncer as postgres and nginx's workers as nobody) and the production build
# (`npm run build`). Prints, on its last lines, the URLs to use:
#   CLUSTER_URL=https://localhost:8443            the site through nginx
#   CLUSTER_DATABASE_URL=postgres://…:6432/…     the database through PgBouncer
# Stop it with scripts/cluster/stop.sh. Everything it writes is in CLUSTER_DIR (default /tmp/lantern-cluster).
set -euo pipefail
cd "$(dirname "$0")/../.."
root="$(pwd)"
dir="${CLUSTER_DIR:-/tmp/lantern-cluster}"
db_name="${CLUSTER_DB:-lantern_cluster}"
https_port="${CLUSTER_HTTPS_PORT:-8443}"
bouncer_port="${CLUSTER_PGBOUNCER_PORT:-6432}"
app_ports=(3201 3202)

if [ "$(id -u)" != 0 ]; then
  echo "scripts/cluster/start.sh needs root (PgBouncer runs as postgres, nginx's workers as nobody)." >&2
  exit 1
fi
if ! command -v pgbouncer >/dev/null || ! command -v nginx >/dev/null; then
  echo "Installing Debian's pgbouncer and nginx…"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq pgbouncer nginx-light >/dev/null
  # The packages start their own services on install; this recipe runs its own.
  systemctl stop pgbouncer nginx 2>/dev/null || service pgbouncer stop 2>/dev/null || true
  pkill -x nginx 2>/dev/null || true
fi
if [ ! -f .next/BUILD_ID ]; then
  echo "No production build: run npm run build first." >&2
  exit 1
fi

bash scripts/cluster/stop.sh >/dev/null 2>&1 || true
rm -rf "${dir}"
mkdir -p "${dir}"
chmod 755 "${dir}"

# PostgreSQL 15 with the app's role and database (the same script CI uses).
direct_url="$(bash scripts/ci/start-postgres.sh "${db_name}" | tail -n 1)"

# PgBouncer in transaction mode: a server connection is lent for one transaction, so many app connections share a
# few. Any database name is passed through (`*`), so test:pg's per-worker databases work through it too. The app's
# pool asks for its timeouts as startup parameters, which PgBouncer 1.18 refuses: it ignores them and sets the same
# values on each server connection it opens instead (a setting of one transaction's session would not last).
cat >"${dir}/pgbouncer.ini" <<INI
[databases]
* = host=127.0.0.1 port=5432 connect_query='SET statement_timeout = 30000; SET idle_in_transaction_session_timeout = 60000'

[pgbouncer]
listen_addr = 127.0.0.1
listen_port = ${bouncer_port}
unix_socket_dir =
auth_type = scram-sha-256
auth_file = ${dir}/pgbouncer/userlist.txt
pool_mode = transaction
max_client_conn = 1000
default_pool_size = 20
reserve_pool_size = 5
server_reset_query =
ignore_startup_parameters = extra_float_digits,options,statement_timeout,idle_in_transaction_session_timeout
logfile = ${dir}/pgbouncer/pgbouncer.log
pidfile = ${dir}/pgbouncer/pgbouncer.pid
INI
mkdir -p "${dir}/pgbouncer"
echo '"lantern" "lantern"' >"${dir}/pgbouncer/userlist.txt"
chmod 600 "${dir}/pgbouncer/userlist.txt"
chown -R postgres "${dir}/pgbouncer" "${dir}/pgbouncer.ini"
su postgres -s /bin/sh -c "pgbouncer -d ${dir}/pgbouncer.ini"
for _ in $(seq 1 30); do
  pg_isready -q -h 127.0.0.1 -p "${bouncer_port}" && break
  sleep 1
done
bouncer_url="postgres://lantern:lantern@127.0.0.1:${bouncer_port}/${db_name}"

# TLS for nginx: a certificate for localhost, valid 30 days.
openssl req -x509 -newkey rsa:2048 -nodes -days 30 -subj "/CN=localhost" \
  -addext "subjectAltName=DNS:localhost,IP:127.0.0.1" \
  -keyout "${dir}/tls.key" -out "${dir}/tls.crt" >/dev/null 2>&1

# Two app processes (`npm start`'s command) on the database through PgBouncer. The first migrates and seeds; the
# second starts after it.
secret="$(openssl rand -hex 32)"
for index in 0 1; do
  port="${app_ports[$index]}"
  mkdir -p "${dir}/app-${port}"
  (
    cd "${root}"
    PORT="${port}" \
      DATA_DIR="${dir}/app-${port}" \
      DATABASE_URL="${bouncer_url}" \
      BETTER_AUTH_SECRET="${secret}" \
      APP_URL="https://localhost:${https_port}" \
      TRUSTED_PROXY_HOPS=1 \
      LOG_LEVEL=warn \
      nohup ./node_modules/.bin/tsx --conditions=react-server --max-semi-space-size=64 --always-sparkplug \
      scripts/start.ts >"${dir}/app-${port}.log" 2>&1 &
    echo $! >"${dir}/app-${port}.pid"
  )
  for _ in $(seq 1 180); do
    curl -fsS "http://127.0.0.1:${port}/api/health" >/dev/null 2>&1 && break
    kill -0 "$(cat "${dir}/app-${port}.pid")" 2>/dev/null || break
    sleep 1
  done
  curl -fsS "http://127.0.0.1:${port}/api/health" >/dev/null || {
    echo "The app on port ${port} did not start; its log:" >&2
    tail -n 40 "${dir}/app-${port}.log" >&2
    exit 1
  }
done

# nginx: TLS in front, the two processes behind, keep-alive to them (longer on the app's side: decision 0056).
cat >"${dir}/nginx.conf" <<CONF
user nobody nogroup;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/nginx-error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/nginx-body;
  proxy_temp_path ${dir}/nginx-proxy;
  fastcgi_temp_path ${dir}/nginx-fastcgi;
  uwsgi_temp_path ${dir}/nginx-uwsgi;
  scgi_temp_path ${dir}/nginx-scgi;
  client_max_body_size 10m;
  upstream lantern {
    server 127.0.0.1:${app_ports[0]} max_fails=0;
    server 127.0.0.1:${app_ports[1]} max_fails=0;
    keepalive 32;
    keepalive_timeout 60s;
  }
  server {
    listen 127.0.0.1:${https_port} ssl;
    server_name localhost;
    ssl_certificate ${dir}/tls.crt;
    ssl_certificate_key ${dir}/tls.key;
    location / {
      proxy_pass http://lantern;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host \$host:\$server_port;
      proxy_set_header X-Forwarded-For \$proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto https;
      proxy_next_upstream error timeout http_503 non_idempotent;
      proxy_read_timeout 60s;
    }
  }
}
CONF
nginx -t -c "${dir}/nginx.conf" -p "${dir}" >/dev/null 2>&1 || nginx -t -c "${dir}/nginx.conf" -p "${dir}"
nginx -c "${dir}/nginx.conf" -p "${dir}"
for _ in $(seq 1 30); do
  curl -kfsS "https://localhost:${https_port}/api/health" >/dev/null 2>&1 && break
  sleep 1
done
curl -kfsS "https://localhost:${https_port}/api/health" >/dev/null

echo "CLUSTER_DIRECT_DATABASE_URL=${direct_url}"
echo "CLUSTER_DATABASE_URL=${bouncer_url}"
echo "CLUSTER_URL=https://localhost:${https_port}"
