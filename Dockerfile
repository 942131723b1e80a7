# syntax=docker/dockerfile:1
# One image per deployable, each a target of this file: api, lookup-worker, indexer and sandbox
# (`docker build --target api .`; docker-compose.yml names the target per service). Each runs the JavaScript
# that `tsc -b tsconfig.build.json` compiled into its workspaces' dist/ folders, with plain node: no
# TypeScript is transpiled at start-up and no tsx is installed. `--conditions=@namescope/compiled` makes the
# workspaces' package.json exports resolve to dist/ (without it they resolve to src/, as in development).
# The Node the tests run on (the machines and CI run Node 20.20.2; package.json asks for 20.19+), pinned to the
# patch release so a rebuild never brings another Node. scripts/compose.test.ts checks the tests run on this line.
ARG NODE_VERSION=20.20.2-bookworm-slim

# All dependencies, for compiling the processes and building the web app.
FROM node:${NODE_VERSION} AS deps
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY common/package.json common/
COPY runtime/package.json runtime/
COPY protocol/package.json protocol/
COPY upstreams/package.json upstreams/
COPY db/package.json db/
COPY api/package.json api/
COPY lookup-worker/package.json lookup-worker/
COPY indexer/package.json indexer/
COPY web/package.json web/
COPY sandbox/package.json sandbox/
COPY scripts/package.json scripts/
RUN npm ci --no-audit --no-fund

FROM deps AS build
COPY . .
RUN npm run build:node && npm run build

# Production dependencies only: tsx, TypeScript, vite and the test tools stay behind.
FROM deps AS prod-deps
RUN npm prune --omit=dev --no-audit --no-fund

# What every process image holds: Node, the production node_modules (one layer the four images share) and the
# root package.json (workspaces, "type": "module").
FROM node:${NODE_VERSION} AS base
ENV NODE_ENV=production
WORKDIR /app
COPY --from=prod-deps /app/node_modules ./node_modules
COPY --from=build /app/package.json ./
# Each shared workspace: its package.json (the exports map) and its compiled dist/ only.
COPY --from=build /app/common/package.json ./common/
COPY --from=build /app/common/dist ./common/dist
COPY --from=build /app/runtime/package.json ./runtime/
COPY --from=build /app/runtime/dist ./runtime/dist
USER node

FROM base AS api
ENV WEB_DIST=/app/web/dist \
    PORT=8080
COPY --from=build /app/protocol/package.json ./protocol/
COPY --from=build /app/protocol/dist ./protocol/dist
COPY --from=build /app/db/package.json ./db/
COPY --from=build /app/db/dist ./db/dist
COPY --from=build /app/api/package.json ./api/
COPY --from=build /app/api/dist ./api/dist
COPY --from=build /app/web/package.json ./web/
COPY --from=build /app/web/dist ./web/dist
EXPOSE 8080
CMD ["node", "--conditions=@namescope/compiled", "api/dist/server.js"]

FROM base AS lookup-worker
COPY --from=build /app/protocol/package.json ./protocol/
COPY --from=build /app/protocol/dist ./protocol/dist
COPY --from=build /app/upstreams/package.json ./upstreams/
COPY --from=build /app/upstreams/dist ./upstreams/dist
COPY --from=build /app/lookup-worker/package.json ./lookup-worker/
COPY --from=build /app/lookup-worker/dist ./lookup-worker/dist
CMD ["node", "--conditions=@namescope/compiled", "lookup-worker/dist/main.js"]

FROM base AS indexer
COPY --from=build /app/protocol/package.json ./protocol/
COPY --from=build /app/protocol/dist ./protocol/dist
COPY --from=build /app/upstreams/package.json ./upstreams/
COPY --from=build /app/upstreams/dist ./upstreams/dist
COPY --from=build /app/db/package.json ./db/
COPY --from=build /app/db/dist ./db/dist
COPY --from=build /app/indexer/package.json ./indexer/
COPY --from=build /app/indexer/dist ./indexer/dist
CMD ["node", "--conditions=@namescope/compiled", "indexer/dist/main.js"]

# Offline demo upstreams (compose profile sandbox); never production data.
FROM base AS sandbox
COPY --from=build /app/sandbox/package.json ./sandbox/
COPY --from=build /app/sandbox/dist ./sandbox/dist
EXPOSE 8545
CMD ["node", "--conditions=@namescope/compiled", "sandbox/dist/main.js"]
