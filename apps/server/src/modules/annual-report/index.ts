/** What app.ts may use of the annual report (docs/annual-report.md). */
export { registerAnnualReportRoutes } from './routes';
export { annualReportService, type AnnualReportService } from './service';
