# syntax=docker/dockerfile:1
# One image for every NameScope process; docker-compose.yml picks the command per service.
# The Node the tests run on (the machines and CI run Node 20.20.2; package.json asks for 20.19+), pinned to the
# patch release so a rebuild never brings another Node. scripts/compose.test.ts checks the tests run on this line.
ARG NODE_VERSION=20.20.2-bookworm-slim

# All dependencies, for building the web app.
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
RUN npm run build

# Production dependencies only (tsx runs the TypeScript sources; vite and test tools stay behind).
FROM deps AS prod-deps
RUN npm prune --omit=dev --no-audit --no-fund

FROM node:${NODE_VERSION} AS runtime
ENV NODE_ENV=production \
    WEB_DIST=/app/web/dist \
    PORT=8080
WORKDIR /app
COPY --from=prod-deps /app/node_modules ./node_modules
COPY --from=build /app/package.json /app/package-lock.json ./
COPY --from=build /app/tsconfig.json ./
COPY --from=build /app/common ./common
COPY --from=build /app/runtime ./runtime
COPY --from=build /app/protocol ./protocol
COPY --from=build /app/upstreams ./upstreams
COPY --from=build /app/db ./db
COPY --from=build /app/api ./api
COPY --from=build /app/lookup-worker ./lookup-worker
COPY --from=build /app/indexer ./indexer
COPY --from=build /app/sandbox ./sandbox
COPY --from=build /app/web/package.json ./web/package.json
COPY --from=build /app/web/dist ./web/dist
# The tools' workspace (make's scripts, the test site): its package.json only, so the workspace links resolve.
COPY --from=build /app/scripts/package.json ./scripts/package.json
USER node
EXPOSE 8080
CMD ["npm", "run", "--silent", "start:api"]
