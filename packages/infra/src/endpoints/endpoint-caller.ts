import type { AnyEndpoint, EndpointClient, EndpointInput, EndpointResult, HttpClient } from '@cible/core';
import { callEndpoint } from './call-endpoint';

/** Core's {@link EndpointClient} over an {@link HttpClient}: every gateway calls its endpoints through it. */
export class EndpointCaller implements EndpointClient {
  constructor(private readonly http: HttpClient) {}

  call<E extends AnyEndpoint>(endpoint: E, input: EndpointInput<E>): Promise<EndpointResult<E>> {
    return callEndpoint(this.http, endpoint, input);
  }
}
