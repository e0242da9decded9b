import { COMPANY_PAGES_ENDPOINTS, type CompanyPagesGateway } from '@cible/core';
import { endpointGatewayClass } from './endpoint-gateway-class';

/** Core's {@link CompanyPagesGateway} over HTTP: the company and contact pages (their lists paged). */
export class HttpCompanyPagesGateway extends endpointGatewayClass(COMPANY_PAGES_ENDPOINTS) implements CompanyPagesGateway {}
