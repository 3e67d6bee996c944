#!/usr/bin/env bash
# A local try of a team deployment: two app instances on one PostgreSQL database, behind nginx
# with deploy/nginx.conf. Stops everything it started on Ctrl-C.
#
#   DATABASE_URL=postgres://user:password@host:5432/db deploy/run-two-instances.sh
#
# Needs a production build of the app (`npm run build`; APP_DIR names another build folder) and
# nginx (Debian: apt-get install -y nginx; it need not run as a service). The ports are
# PORT_A/PORT_B (3001, 3002) for the instances and NGINX_PORT (8080) for the public address.
# FILE_LINK_SECRET, SESSION_SECRET and WORKSPACE_API_KEY are taken from the environment; for a
# try, missing secrets are generated and a workspace key is issued, and the script prints them.
set -euo pipefail

: "${DATABASE_URL:?set DATABASE_URL to the PostgreSQL database the instances share}"
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
APP_DIR="${APP_DIR:-$ROOT}"
PORT_A="${PORT_A:-3001}"
PORT_B="${PORT_B:-3002}"
NGINX_PORT="${NGINX_PORT:-8080}"
RUN_DIR="${RUN_DIR:-$(mktemp -d "${TMPDIR:-/tmp}/footnote-two-instances.XXXXXX")}"
NGINX="${NGINX:-$(command -v nginx || echo /usr/sbin/nginx)}"

[ -x "$NGINX" ] || { echo "nginx not found: apt-get install -y nginx" >&2; exit 1; }
[ -d "$APP_DIR/.next" ] || { echo "no build in $APP_DIR: run npm run build (or set APP_DIR)" >&2; exit 1; }

export DATABASE_URL
export PUBLIC_BASE_URL="${PUBLIC_BASE_URL:-http://127.0.0.1:$NGINX_PORT}"
export FILE_LINK_SECRET="${FILE_LINK_SECRET:-$(openssl rand -hex 32)}"
export SESSION_SECRET="${SESSION_SECRET:-$(openssl rand -hex 32)}"
# Nothing is kept on local disk in a team deployment; this folder only holds the try's logs.
export DATA_DIR="${DATA_DIR:-$RUN_DIR/data}"
export NODE_ENV=production NEXT_TELEMETRY_DISABLED=1

cd "$ROOT"
echo "Migrating ${DATABASE_URL/\/\/*@/\/\/}"
npm run --silent db:migrate
if [ -z "${WORKSPACE_API_KEY:-}" ]; then
  WORKSPACE_API_KEY="$(npm run --silent keys -- create "workspace (two-instance try)" | tail -n 1)"
  echo "Issued a workspace key: $WORKSPACE_API_KEY"
fi
export WORKSPACE_API_KEY

pids=()
stop() {
  trap - EXIT INT TERM
  for pid in "${pids[@]}"; do kill -TERM -- "-$pid" 2>/dev/null || kill -TERM "$pid" 2>/dev/null || true; done
  wait 2>/dev/null || true
  echo "Stopped. Logs in $RUN_DIR"
}
trap stop EXIT INT TERM

for port in "$PORT_A" "$PORT_B"; do
  # Each instance's workspace forwards API calls to its own instance, not back through nginx.
  (cd "$APP_DIR" && PORT="$port" API_BASE_URL="http://127.0.0.1:$port" \
    NODE_ENV=production exec setsid node --import tsx --conditions=react-server server.ts -p "$port" -H 127.0.0.1) \
    >"$RUN_DIR/instance-$port.log" 2>&1 &
  pids+=("$!")
done

mkdir -p "$RUN_DIR/nginx/logs"
sed -e "s/127\.0\.0\.1:3001/127.0.0.1:$PORT_A/; s/127\.0\.0\.1:3002/127.0.0.1:$PORT_B/; s/listen 8080;/listen 127.0.0.1:$NGINX_PORT;/" \
  "$ROOT/deploy/nginx.conf" >"$RUN_DIR/nginx/footnote.conf"
cat >"$RUN_DIR/nginx/nginx.conf" <<NGINX
worker_processes 1;
pid $RUN_DIR/nginx/nginx.pid;
error_log $RUN_DIR/nginx/logs/error.log warn;
events { worker_connections 1024; }
http {
    include /etc/nginx/mime.types;
    log_format upstream '\$remote_addr [\$time_local] "\$request" \$status \$body_bytes_sent upstream \$upstream_addr \${request_time}s';
    access_log $RUN_DIR/nginx/logs/access.log upstream;
    client_body_temp_path $RUN_DIR/nginx/client_body;
    proxy_temp_path $RUN_DIR/nginx/proxy;
    fastcgi_temp_path $RUN_DIR/nginx/fastcgi;
    uwsgi_temp_path $RUN_DIR/nginx/uwsgi;
    scgi_temp_path $RUN_DIR/nginx/scgi;
    gzip on;
    include $RUN_DIR/nginx/footnote.conf;
}
NGINX
"$NGINX" -t -p "$RUN_DIR/nginx" -c "$RUN_DIR/nginx/nginx.conf"

for port in "$PORT_A" "$PORT_B"; do
  for _ in $(seq 1 120); do
    curl -fsS -o /dev/null "http://127.0.0.1:$port/sign-in" 2>/dev/null && break
    sleep 0.5
  done
  curl -fsS -o /dev/null "http://127.0.0.1:$port/sign-in" || { echo "instance on $port did not start:" >&2; tail -n 30 "$RUN_DIR/instance-$port.log" >&2; exit 1; }
done
setsid "$NGINX" -p "$RUN_DIR/nginx" -c "$RUN_DIR/nginx/nginx.conf" -g "daemon off;" &
pids+=("$!")

echo "Footnote at $PUBLIC_BASE_URL (instances on $PORT_A and $PORT_B; logs in $RUN_DIR). Ctrl-C stops it."
echo "  curl -H \"X-API-Key: $WORKSPACE_API_KEY\" $PUBLIC_BASE_URL/api/v2/companies/list"
wait
