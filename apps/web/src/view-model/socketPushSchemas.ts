// The schemas of the socket's pushes (zod classic, with the contracts they are built from): imported only by a
// dynamic import (loadSocketPushSchemas.ts), so that they are not part of the first route (docs/performance.md).
export { ExportProgressPushSchema, NotificationPushSchema, SupportChatPushSchema } from '@cible/core';
