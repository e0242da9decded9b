// The session's HTTP gateways (auth, users), bound through `deferredGateway` (modules/gatewaysModule.ts), and the
// real-time socket's adapter, bound through `DeferredSocketGateway` (modules/socketModule.ts): imported only by a
// dynamic import, so that they and the zod contracts they parse with (zod classic) are a chunk of their own, not part
// of the first route. The first-paint frame preloads it (build-tools/firstPaintPages.ts) and main.tsx
// fetches it once the first page is idle, before a login needs it (docs/performance.md, first-route budget).
export { BrowserWebSocketGateway, HttpAuthGateway, HttpUserGateway } from '@cible/infra';
