# The whole site (API + the four frontend builds) in one image.
FROM node:20-bookworm-slim AS build
WORKDIR /app
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
COPY backend/package.json backend/
COPY frontends/shared/package.json frontends/shared/
COPY frontends/widgets/package.json frontends/widgets/
COPY frontends/shell/package.json frontends/shell/
COPY frontends/public/package.json frontends/public/
COPY frontends/agent/package.json frontends/agent/
COPY frontends/admin/package.json frontends/admin/
RUN npm install --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev

FROM node:20-bookworm-slim
ENV NODE_ENV=production PORT=3000 DATA_DIR=/data
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules node_modules
COPY --from=build /app/backend/package.json backend/
COPY --from=build /app/backend/dist backend/dist
COPY --from=build /app/frontends/shell/dist frontends/shell/dist
COPY --from=build /app/frontends/public/dist frontends/public/dist
COPY --from=build /app/frontends/agent/dist frontends/agent/dist
COPY --from=build /app/frontends/admin/dist frontends/admin/dist
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s CMD node -e "fetch('http://127.0.0.1:3000/api/health').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"
CMD ["node", "backend/dist/main.js"]
