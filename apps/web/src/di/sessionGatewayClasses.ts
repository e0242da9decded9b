// The session's HTTP gateways (auth, users) and the HTTP and endpoint clients under every gateway, bound through
// `deferredGateway` (modules/gatewaysModule.ts, modules/httpModule.ts), and the real-time socket's adapter, bound
// through `DeferredSocketGateway` (modules/socketModule.ts): imported only by a
// dynamic import, so that they and the zod contracts they parse with (zod classic) are a chunk of their own, not part
// of the first route. The first-paint frame preloads it (build-tools/firstPaintPages.ts) and main.tsx
// fetches it once the first page is idle, before a login needs it (docs/performance.md, first-route budget).
export { BrowserWebSocketGateway, EndpointCaller, FetchHttpClient, HttpAuthGateway, HttpUserGateway } from '@cible/infra';
