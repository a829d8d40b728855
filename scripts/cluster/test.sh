#!/usr/bin/env bash
# `npm run test:cluster`: starts the deployment recipe (scripts/cluster/start.sh), runs the PostgreSQL integration
# suite's race and rush tests through PgBouncer in transaction mode and the e2e smoke journey through nginx, then
# stops it. Needs root and the production build (`npm run build`).
set -euo pipefail
cd "$(dirname "$0")/../.."
trap 'bash scripts/cluster/stop.sh' EXIT
urls="$(bash scripts/cluster/start.sh | tail -n 3)"
CLUSTER_DATABASE_URL="$(sed -n 's/^CLUSTER_DATABASE_URL=//p' <<<"${urls}")"
CLUSTER_DIRECT_DATABASE_URL="$(sed -n 's/^CLUSTER_DIRECT_DATABASE_URL=//p' <<<"${urls}")"
CLUSTER_URL="$(sed -n 's/^CLUSTER_URL=//p' <<<"${urls}")"
export CLUSTER_URL

# Two bookings of one site at once, a rush for the last sites, moves racing holds: each through the pooler. A test
# that holds a session lock (a transaction pooler lends sessions out) takes it straight on PostgreSQL.
TEST_DATABASE_URL="${CLUSTER_DATABASE_URL}" TEST_DATABASE_SESSION_URL="${CLUSTER_DIRECT_DATABASE_URL}" npm run test:pg -- \
  tests/integration/booking-rush.integration.test.ts \
  src/features/availability/site-allocations.integration.test.ts \
  src/features/checkout/place-order.integration.test.ts \
  src/features/staff/bookings.integration.test.ts \
  src/features/reservations/modify-reservation.integration.test.ts

npx playwright test -c playwright.cluster.config.ts
