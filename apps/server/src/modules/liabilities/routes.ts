import { liabilitiesApi } from '@kabuto/contract';
import type { EndpointServer } from '../../platform/serve';
import type { LiabilitiesService } from './proofs';

/** Proof of liabilities' endpoints (packages/contract/src/endpoints/liabilities.ts). */
export function registerLiabilitiesRoutes(
  serve: EndpointServer,
  service: LiabilitiesService,
): void {
  serve.json(liabilitiesApi.published, () => service.published());
  serve.json(liabilitiesApi.myProof, ({ customer }) => service.myProof(customer));
}
