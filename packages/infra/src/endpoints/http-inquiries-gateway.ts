import { INQUIRIES_ENDPOINTS, INQUIRY_OPERATOR_ENDPOINTS, type InquiriesGateway, type InquiryOperatorGateway } from '@cible/core';
import { endpointGatewayClass } from './endpoint-gateway-class';

/**
 * Core's {@link InquiriesGateway} over HTTP (docs/api.md "Customer inquiries"): list, create, quota of customer
 * inquiries.
 */
export class HttpInquiriesGateway extends endpointGatewayClass(INQUIRIES_ENDPOINTS) implements InquiriesGateway {}

/** Core's {@link InquiryOperatorGateway} over HTTP: the support staff's inquiry desk (platform administrators, ADR 026). */
export class HttpInquiryOperatorGateway extends endpointGatewayClass(INQUIRY_OPERATOR_ENDPOINTS) implements InquiryOperatorGateway {}
