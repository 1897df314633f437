# syntax=docker/dockerfile:1.7
# The local simulators of the external providers (apps/simulators), for the compose topology only:
# never part of a deployment that talks to the real providers. They listen on loopback, so compose
# runs the API and the balancer in this container's network namespace (deploy/README.md).
#   docker build -f deploy/simulators.Dockerfile -t housing-simulators .
ARG NODE_VERSION=20.19

FROM node:${NODE_VERSION}-bookworm-slim AS workspace
ENV PNPM_HOME=/pnpm PATH=/pnpm:$PATH CI=1 TURBO_TELEMETRY_DISABLED=1
RUN corepack enable
WORKDIR /repo
COPY . .
RUN --mount=type=cache,id=pnpm-store,target=/pnpm/store pnpm install --frozen-lockfile

FROM workspace AS build
RUN pnpm exec turbo run build --filter=@housing/simulators
RUN --mount=type=cache,id=pnpm-store,target=/pnpm/store \
    pnpm --filter=@housing/simulators deploy --legacy --prod /out \
 && rm -rf /out/src /out/dist \
 && cp -r apps/simulators/dist /out/

FROM node:${NODE_VERSION}-bookworm-slim AS runtime
ENV NODE_ENV=production HOUSING_SIMULATORS_DATA_DIR=/data/simulators
WORKDIR /app
COPY --from=build /out ./
# Their certificates and keys are written at the first start; the API reads the client ones (a volume).
RUN mkdir -p /data/simulators && chown -R node:node /data
USER node
EXPOSE 4301 4302 4303 4304 4305 4306 4307
CMD ["node", "dist/main.js"]
