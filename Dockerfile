# syntax=docker/dockerfile:1
# The Installer Club: one Node process serving the PWA and the API (docs/operations.md, decision 0271).
#
#   docker build -t installer-club .
#   docker compose up -d            # with PostgreSQL 16: see compose.yaml
#
# Three stages: `build` compiles the app (Vite, dist/) and the server (esbuild, dist-server/) with every dependency;
# `deps` installs the production dependencies alone; the runtime image takes only what the server needs from both.

ARG NODE_IMAGE=node:22-bookworm-slim

FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json ./
# The packages dist-server/ imports (scripts/build-server.ts refuses to build when one is only a devDependency).
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force

FROM ${NODE_IMAGE}
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=8080 \
    DATA_DIR=/data \
    PUBLIC_DIR=/app/dist
WORKDIR /app
# Code and packages belong to root, read-only to the server; only DATA_DIR (uploads) is the server's to write.
COPY --from=deps /app/node_modules ./node_modules
COPY package.json ./
COPY --from=build /app/dist ./dist
# main.js, its PGlite preparation child, the operator and seed:demo CLIs, source maps, the SQL migrations.
COPY --from=build /app/dist-server ./dist-server
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 8080
# Readiness: 200 only while the instance serves and its database answers (503 while migrating and while draining).
# The slim image has no curl; Node's fetch does it.
HEALTHCHECK --interval=10s --timeout=4s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||8080)+'/api/ready').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# Node itself is PID 1, so SIGTERM reaches the server: readiness 503, requests in flight finished, exit 0 within
# SHUTDOWN_DRAIN_MS + 2 s. Give the container longer than that before SIGKILL (compose: stop_grace_period).
STOPSIGNAL SIGTERM
CMD ["node", "--enable-source-maps", "dist-server/main.js"]
