// The session's HTTP gateways (auth, users), bound through `deferredGateway` (modules/gatewaysModule.ts): imported only
// by a dynamic import, so that they and the zod contracts they parse with (zod classic) are a chunk of their own,
// not part of the first route. The first-paint frame preloads it (build-tools/firstPaintPages.ts) and main.tsx
// fetches it once the first page is idle, before a login needs it (docs/performance.md, first-route budget).
export { HttpAuthGateway, HttpUserGateway } from '@cible/infra';
