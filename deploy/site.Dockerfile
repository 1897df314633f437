# syntax=docker/dockerfile:1.7
# One brand app (apps/<APP>) as Next's standalone server: the traced files only, run by an
# unprivileged user. The public host names and the API are fixed at build time, as Next serialises
# its configuration (images.remotePatterns) into the server.
#   docker build -f deploy/site.Dockerfile --build-arg APP=se -t housing-site-se .
ARG NODE_VERSION=20.19

FROM node:${NODE_VERSION}-bookworm-slim AS workspace
ENV PNPM_HOME=/pnpm PATH=/pnpm:$PATH CI=1 NEXT_TELEMETRY_DISABLED=1 TURBO_TELEMETRY_DISABLED=1
RUN corepack enable
WORKDIR /repo
COPY . .
RUN --mount=type=cache,id=pnpm-store,target=/pnpm/store pnpm install --frozen-lockfile

FROM workspace AS build
ARG APP=se
ARG HOUSING_ENV=production
ARG HOUSING_API_URL=https://api.fjallvik.localhost:8443
ARG HOUSING_SITE_HOSTS="se=se.fjallvik.localhost;se-en=se.fjallvik.localhost;senior=senior.fjallvik.localhost;boratt=boratt.fjallvik.localhost;no=no.fjallvik.localhost;fi=fi.fjallvik.localhost;contractor=contractor.fjallvik.localhost"
ENV HOUSING_ENV=${HOUSING_ENV} HOUSING_API_URL=${HOUSING_API_URL} HOUSING_SITE_HOSTS=${HOUSING_SITE_HOSTS} \
    HOUSING_NEXT_STANDALONE=1
RUN pnpm exec turbo run build --filter=@housing/app-${APP}
# The standalone server mirrors the workspace (outputFileTracingRoot is its root); it does not copy
# the static assets and the public folder, which it serves once they sit beside it.
RUN mkdir -p /out \
 && cp -r apps/${APP}/.next/standalone/. /out/ \
 && cp -r apps/${APP}/.next/static /out/apps/${APP}/.next/static \
 && if [ -d apps/${APP}/public ]; then cp -r apps/${APP}/public /out/apps/${APP}/public; fi

FROM node:${NODE_VERSION}-bookworm-slim AS runtime
ARG APP=se
ARG HOUSING_ENV=production
ARG HOUSING_API_URL=https://api.fjallvik.localhost:8443
ARG HOUSING_SITE_HOSTS="se=se.fjallvik.localhost;se-en=se.fjallvik.localhost;senior=senior.fjallvik.localhost;boratt=boratt.fjallvik.localhost;no=no.fjallvik.localhost;fi=fi.fjallvik.localhost;contractor=contractor.fjallvik.localhost"
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 PORT=3000 HOSTNAME=0.0.0.0 APP=${APP} \
    HOUSING_ENV=${HOUSING_ENV} HOUSING_API_URL=${HOUSING_API_URL} HOUSING_SITE_HOSTS=${HOUSING_SITE_HOSTS}
WORKDIR /app
COPY --from=build /out ./
# Next's caches (the data cache, optimised images) are written under .next: the one writable folder.
RUN mkdir -p apps/${APP}/.next/cache && chown -R node:node apps/${APP}/.next
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/health/`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["sh", "-c", "exec node apps/${APP}/server.js"]
