# syntax=docker/dockerfile:1.7
# The reference API (apps/api): built in the workspace, shipped as its bundle (dist/), its migrations
# (drizzle/) and its production npm packages only, run by an unprivileged user.
#   docker build -f deploy/api.Dockerfile -t housing-api .
ARG NODE_VERSION=20.19

FROM node:${NODE_VERSION}-bookworm-slim AS workspace
ENV PNPM_HOME=/pnpm PATH=/pnpm:$PATH CI=1 NEXT_TELEMETRY_DISABLED=1 TURBO_TELEMETRY_DISABLED=1
RUN corepack enable
WORKDIR /repo
COPY . .
RUN --mount=type=cache,id=pnpm-store,target=/pnpm/store pnpm install --frozen-lockfile

FROM workspace AS build
RUN pnpm exec turbo run build --filter=@housing/api
# npm packages stay external to the bundle: a flat node_modules of the API's production dependencies.
RUN --mount=type=cache,id=pnpm-store,target=/pnpm/store \
    pnpm --filter=@housing/api deploy --legacy --prod /out \
 && rm -rf /out/src /out/bench /out/dist \
 && cp -r apps/api/dist apps/api/drizzle /out/

FROM node:${NODE_VERSION}-bookworm-slim AS runtime
ENV NODE_ENV=production HOUSING_ENV=production PORT=4000 HOUSING_FILES_DIR=/data/files
WORKDIR /app
COPY --from=build /out ./
# The only writable folder: uploads when no S3 bucket is configured (mount a volume, or set HOUSING_FILES_S3_*).
RUN mkdir -p /data/files && chown -R node:node /data
USER node
EXPOSE 4000
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/health`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "dist/main.js"]
