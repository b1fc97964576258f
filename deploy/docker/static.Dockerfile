# syntax=docker/dockerfile:1
# The host and the six remotes, served by the portal's gateway with no API behind it
# (tools/portal/static-server.ts): the same security and cache headers, remotes.json from
# REMOTES_JSON (a ConfigMap on the cluster) and the single-page fallback as under `npm start`.
# Build from the repository root: docker build -f deploy/docker/static.Dockerfile -t portal-static .
ARG NODE_IMAGE=node:22-bookworm-slim

FROM ${NODE_IMAGE} AS build
# The script that compiles the gateway to JavaScript in DIST (tools/portal/static-server.js and
# what it imports, with its own package.json and package-lock.json; tools/build/artefacts.ts), as the
# services are.
ARG BUILD_SCRIPT=build:gateway
ARG DIST=dist/gateway
WORKDIR /src
COPY . .
RUN npm ci --no-audit --no-fund
RUN npx nx run-many -t build --projects=@portal/host-shell,@portal/mfe-* --parallel=2
RUN npm run "${BUILD_SCRIPT}" && mv "${DIST}" /out \
  && for app in host-shell mfe-*; do mkdir -p "/apps/${app}" && cp -r "${app}/dist" "/apps/${app}/dist" && cp "${app}/package.json" "/apps/${app}/"; done

FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production PORT=8080 HOST=0.0.0.0
WORKDIR /app
COPY --from=build /out/ ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
# Where the gateway looks for them: <root>/host-shell/dist and <root>/mfe-<id>/dist, beside the
# package.json of each (its version) that the build put in the folder.
COPY --from=build /apps/ ./
USER node
EXPOSE 8080
CMD ["node", "tools/portal/static-server.js"]
