import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { annualReportApi, type AnnualReportFormat, type Locale } from '@kabuto/contract';
import { api, endpointQuery } from '../../shared/api';

/** The years with a report, newest first (docs/annual-report.md). */
export function useReportYears() {
  return useQuery(
    queryOptions({ ...endpointQuery(api, annualReportApi.years, {}), staleTime: 60_000 }),
  );
}

/** One year's report; the previous year's stays on screen while the next one loads. */
export function useAnnualReport(year: number | null) {
  return useQuery({
    ...endpointQuery(api, annualReportApi.annual, { year: year ?? 0 }),
    enabled: year !== null,
    placeholderData: keepPreviousData,
  });
}

/**
 * Downloads the CSV or the PDF the server made (in the app's language) and saves it under the
 * server's file name through the browser's download.
 */
export async function downloadAnnualReport(
  year: number,
  format: AnnualReportFormat,
  locale: Locale,
): Promise<void> {
  const file = await api.callForFile(annualReportApi.file, { year, format, locale });
  const url = URL.createObjectURL(file.blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = file.fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click's task: the download has taken the blob by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
