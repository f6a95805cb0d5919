import { annualReportApi } from '@kabuto/contract';
import type { EndpointServer } from '../../platform/serve';
import type { AnnualReportService } from './service';

/** The annual report's endpoints (packages/contract/src/endpoints/annual-report.ts): the caller's own only. */
export function registerAnnualReportRoutes(
  serve: EndpointServer,
  service: AnnualReportService,
): void {
  serve.json(annualReportApi.years, ({ customer }) => service.years(customer.id));
  serve.json(annualReportApi.annual, ({ customer, body }) =>
    service.report(customer.id, body.year),
  );
  serve.file(annualReportApi.file, ({ customer, body }) => service.file(customer.id, body));
}
