import { FILE_STORAGE_ENDPOINTS, type FileStorageGateway } from '@cible/core';
import { endpointGatewayClass } from './endpoint-gateway-class';

/** Core's {@link FileStorageGateway} over HTTP (docs/rules/ports.md "file_storage"): a signed upload URL for one file. */
export class HttpFileStorageGateway extends endpointGatewayClass(FILE_STORAGE_ENDPOINTS) implements FileStorageGateway {}
