# syntax=docker/dockerfile:1
# TM's production images, from one multi-stage build:
#   docker build --target app -t tm-app .        Next.js standalone server (port 3000)
#   docker build --target provider -t tm-provider .   GraphQL provider bundle (port 4000)
# docker-compose.yml runs both behind nginx with PostgreSQL and Redis (docs/operations/production.md).

FROM node:24-bookworm-slim AS deps
WORKDIR /src
COPY package.json package-lock.json ./
# `npm install`, not `npm ci`: docs/decisions/node-version.md (the registry mirror may lack other platforms' binaries).
RUN npm install --no-audit --no-fund

FROM deps AS build
# Next.js bakes these into the build; every app instance of one deployment must share them.
ARG NEXT_DEPLOYMENT_ID=""
ARG NEXT_SERVER_ACTIONS_ENCRYPTION_KEY=""
ENV NEXT_DEPLOYMENT_ID=$NEXT_DEPLOYMENT_ID \
    NEXT_SERVER_ACTIONS_ENCRYPTION_KEY=$NEXT_SERVER_ACTIONS_ENCRYPTION_KEY \
    NEXT_TELEMETRY_DISABLED=1 \
    NEXT_COMPRESS=false
COPY . .
RUN npm run build:production && npm prune --omit=dev

FROM node:24-bookworm-slim AS app
ENV NODE_ENV=production PORT=3000 HOSTNAME=0.0.0.0 NEXT_TELEMETRY_DISABLED=1
WORKDIR /app
COPY --from=build --chown=node:node /src/.next/standalone ./
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=20s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# Node receives SIGTERM itself (no shell in between), so the app stops gracefully.
CMD ["node", "app-server.mjs"]

FROM node:24-bookworm-slim AS provider
ENV NODE_ENV=production PROVIDER_PORT=4000 PROVIDER_HOST=0.0.0.0 DATA_DIR=/data FILE_STORAGE_DIR=/data/files
WORKDIR /app
COPY --from=build /src/package.json ./
COPY --from=build /src/node_modules ./node_modules
COPY --from=build /src/graphql/schema ./graphql/schema
COPY --from=build /src/provider/dist ./provider/dist
RUN mkdir -p /data/files && chown -R node:node /data
USER node
VOLUME ["/data"]
EXPOSE 4000
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PROVIDER_PORT||4000)+'/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "provider/dist/server.mjs"]
