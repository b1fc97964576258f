# syntax=docker/dockerfile:1
# One image for every service, the notification worker and the migration; the command chooses
# which process runs (deploy/k8s writes them: `node services/<name>/src/server.js`,
# `node services/notification-worker/src/main.js`, `node tools/portal/db-migrate.js`).
# Build from the repository root: docker build -f deploy/docker/services.Dockerfile -t portal-services .
ARG NODE_IMAGE=node:22-bookworm-slim

FROM ${NODE_IMAGE} AS build
# The script that compiles the services, the worker and the migration to JavaScript in DIST: a
# folder that keeps the repository's layout (services/<name>/src/server.js) and holds its own
# package.json and package-lock.json naming only the packages that code imports (tools/build/artefacts.ts).
ARG BUILD_SCRIPT=build:services
ARG DIST=dist/services
WORKDIR /src
COPY . .
RUN npm ci --no-audit --no-fund
RUN npm run "${BUILD_SCRIPT}" && mv "${DIST}" /out

FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production
WORKDIR /app
# Owned by root and read-only to the process, which runs as `node` (uid 1000).
COPY --from=build /out/ ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
USER node
CMD ["node", "services/identity/src/server.js"]
