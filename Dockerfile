# Production-like image: the compiled server (plain node, no tsx) and the built client (ADR 017).
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY shared/package.json shared/
COPY server/package.json server/
COPY client/package.json client/
# npm ci checks every workspace (tools/lint: the linter's) against the lockfile.
COPY tools/lint/package.json tools/lint/
RUN npm ci
COPY . .
# The client (client/dist) and the server compiled by tsc (server/dist, with @nimbus/shared
# compiled into server/dist/node_modules).
RUN npm run build

FROM node:24-bookworm-slim
ENV NODE_ENV=production PORT=3000 DATA_DIR=/data
WORKDIR /app
COPY package.json package-lock.json ./
COPY shared/package.json shared/
COPY server/package.json server/
COPY client/package.json client/
# npm ci checks every workspace (tools/lint: the linter's) against the lockfile.
COPY tools/lint/package.json tools/lint/
RUN npm ci --omit=dev -w server -w shared --include-workspace-root=false && npm cache clean --force
# Paths the server takes from its own location: /app/drizzle (migrations), /app/client/dist.
COPY drizzle drizzle
COPY --from=build /app/server/dist server/dist
COPY --from=build /app/client/dist client/dist
# The Node build of the app that draws a signed-in customer's overview (docs/decisions/032).
COPY --from=build /app/client/dist-render client/dist-render
# Generated secrets (when not set in the environment) are kept here: the app user must own it.
RUN mkdir -p /data && chown node:node /data
VOLUME /data
USER node
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s CMD node -e "fetch('http://127.0.0.1:'+process.env.PORT+'/api/health').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"
CMD ["node", "--enable-source-maps", "server/dist/index.js"]
