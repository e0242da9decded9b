import { INQUIRIES_ENDPOINTS, type InquiriesGateway } from '@cible/core';
import { endpointGatewayClass } from './endpoint-gateway-class';

/**
 * Core's {@link InquiriesGateway} over HTTP (docs/api.md "Customer inquiries"): list, create, quota of customer
 * inquiries.
 */
export class HttpInquiriesGateway extends endpointGatewayClass(INQUIRIES_ENDPOINTS) implements InquiriesGateway {}
