# The shop server image: API, storefront and back office on one port. The worker runs the same image.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/shop-kernel/package.json packages/shop-kernel/
COPY admin-ui/package.json admin-ui/
COPY storefront-ui/package.json storefront-ui/
RUN npm install --no-audit --no-fund
COPY . .
RUN node scripts/build.mjs && npm prune --omit=dev --no-audit --no-fund

FROM node:20-bookworm-slim
ENV NODE_ENV=production PORT=3000
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY --from=build /app/server/assets ./server/assets
COPY --from=build /app/scripts/storage-migrate.mjs ./scripts/
COPY --from=build /app/packages/shop-kernel/package.json ./packages/shop-kernel/
COPY --from=build /app/admin-ui/dist ./admin-ui/dist
COPY --from=build /app/admin-ui/package.json ./admin-ui/
COPY --from=build /app/storefront-ui/dist ./storefront-ui/dist
COPY --from=build /app/storefront-ui/package.json ./storefront-ui/
RUN mkdir -p /app/.data/uploads /app/.data/private && chown -R node:node /app/.data
USER node
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=5s --start-period=30s CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "--enable-source-maps", "dist/server/src/main.js"]
