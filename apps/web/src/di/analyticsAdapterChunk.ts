// The analytics adapter, imported only by a dynamic import (modules/analyticsModule.ts): it and the analytics contract
// land in a chunk of their own, fetched once a user is identified (after the first paint).
export { HttpAnalyticsGateway } from '@cible/infra';
