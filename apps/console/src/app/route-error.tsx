import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';

/** A screen that threw while rendering (a programmer error): say so, log it, offer a reload. */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <div className="center-page">
      <div className="card narrow">
        <h1>{t('app.screenFailed')}</h1>
        <p className="muted">{t('app.screenFailedHint')}</p>
        <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
          {t('app.reload')}
        </button>
      </div>
    </div>
  );
}
