import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Page } from '../../shared/ui/page';
import { LoadFailed, Loading } from '../../shared/ui/status';
import styles from './licenses.module.css';

/** One package the app ships, as the build wrote it (apps/web/build/licenses.ts). */
type ShippedPackage = {
  name: string;
  version: string;
  license: string;
  text: string;
  homepage: string;
};

/** A static file beside the app, written at build time: nothing to ask the API for. */
const licensesQuery = {
  queryKey: ['shipped-licenses'],
  queryFn: async (): Promise<ShippedPackage[]> => {
    const answer = await fetch('./licenses.json');
    if (!answer.ok) throw new Error(`licenses.json: ${answer.status}`);
    return (await answer.json()) as ShippedPackage[];
  },
  staleTime: Number.POSITIVE_INFINITY,
};

/** /user/licenses (from About us): the open-source licences of what the app ships. */
export function LicensesScreen() {
  const { t } = useTranslation();
  const query = useQuery(licensesQuery);
  return (
    <Page title={t('licenses.title')} backTo="/user/aboutUs">
      <p className={styles.lead}>{t('licenses.lead')}</p>
      {query.isPending ? (
        <Loading />
      ) : query.isError ? (
        <LoadFailed onRetry={() => void query.refetch()} />
      ) : (
        <>
          <p className={styles.count} data-testid="license-count">
            {t('licenses.count', { count: query.data.length })}
          </p>
          <ul className={styles.list}>
            {query.data.map((item) => (
              <li key={`${item.name}@${item.version}`} data-testid={`license-${item.name}`}>
                <details>
                  <summary>
                    <span className={styles.name}>{item.name}</span>
                    <span className={styles.meta}>
                      {item.version} · {item.license}
                    </span>
                  </summary>
                  {item.homepage ? <p className={styles.homepage}>{item.homepage}</p> : null}
                  <pre className={styles.text}>
                    {item.text || t('licenses.noText', { license: item.license })}
                  </pre>
                </details>
              </li>
            ))}
          </ul>
        </>
      )}
    </Page>
  );
}
