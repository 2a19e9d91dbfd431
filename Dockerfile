# The origin as a container image: built with the whole toolchain, run with the built artifacts and the packages the origin imports, as a non-root user. See deploy/container.md.
# BASE: any image with Node 26 (the project's runtime) and npm on Debian bookworm, and a `node` user (uid 1000), as node:26-bookworm-slim has.
ARG BASE=node:26-bookworm-slim

FROM ${BASE} AS build
WORKDIR /app
# Build-time input: the documents' links and the contract name this address (the origin refuses another at start).
ARG PUBLIC_BASE_URL=http://localhost:3000
ENV ASTRO_TELEMETRY_DISABLED=1 PUBLIC_BASE_URL=${PUBLIC_BASE_URL}
COPY package.json package-lock.json ./
# No install scripts: nothing the build runs needs them (esbuild's binary is its platform package). Behind a
# TLS-inspecting proxy, pass its CA as the optional build secret `ca` (never stored in the image).
RUN --mount=type=cache,target=/root/.npm --mount=type=secret,id=ca,required=false \
  if [ -s /run/secrets/ca ]; then export NODE_EXTRA_CA_CERTS=/run/secrets/ca; fi \
  && npm ci --no-audit --no-fund --ignore-scripts
COPY astro.config.ts tsconfig.json tsconfig.build.json ./
COPY content content
COPY schemas schemas
COPY site site
COPY server server
COPY deploy/cloudflare deploy/cloudflare
RUN npm run build

FROM ${BASE} AS runtime-packages
WORKDIR /app
COPY package.json package-lock.json ./
# Only what dist/origin imports at run time (the build's packages are devDependencies; the optional ones are the
# Node binaries npm ci brings to machines with an older Node, and the image has Node 26), without the source maps
# and type declarations nothing reads at run time (a third of their size).
RUN --mount=type=cache,target=/root/.npm --mount=type=secret,id=ca,required=false \
  if [ -s /run/secrets/ca ]; then export NODE_EXTRA_CA_CERTS=/run/secrets/ca; fi \
  && npm ci --omit=dev --omit=optional --no-audit --no-fund --ignore-scripts \
  && find node_modules -type f \( -name '*.map' -o -name '*.d.ts' -o -name '*.d.mts' -o -name '*.d.cts' \) -delete

FROM ${BASE}
WORKDIR /app
ARG PUBLIC_BASE_URL=http://localhost:3000
ENV NODE_ENV=production PUBLIC_BASE_URL=${PUBLIC_BASE_URL} PORT=3000
# package.json marks the compiled code as ES modules; the origin reads the manifest and the site it lists.
COPY --from=runtime-packages /app/package.json ./
COPY --from=runtime-packages /app/node_modules node_modules
COPY --from=build /app/dist/manifest.json dist/
COPY --from=build /app/dist/site dist/site
COPY --from=build /app/dist/origin dist/origin
USER node
EXPOSE 3000
# Slim images have no curl: Node's own fetch asks the liveness path.
HEALTHCHECK --interval=10s --timeout=3s --start-period=5s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/healthz`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# Exec form: node is PID 1 and receives SIGTERM itself; the origin's handler drains and exits 0.
CMD ["node", "dist/origin/server/main.js"]
