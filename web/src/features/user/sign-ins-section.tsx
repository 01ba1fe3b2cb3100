import { useTranslation } from 'react-i18next';
import { Alert } from '../../shared/ui/alert';
import { Skeleton } from '../../shared/ui/skeleton';
import { useErrorText } from '../../shared/ui/use-error-text';
import { describeUserAgent } from './describe-user-agent';
import { useGetSignInsQuery } from '../../shared/user/user.api';

/** The latest sign-ins, newest first: time, address and browser. */
export function SignInsSection() {
  const { t, i18n } = useTranslation('settings');
  const errorText = useErrorText();
  const { data: signIns, isLoading, error } = useGetSignInsQuery();
  const dateTime = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const browserOf = (userAgent: string | null) => {
    const { browser, os } = describeUserAgent(userAgent);
    if (browser && os) return t('signIns.browserOn', { browser, os });
    return browser ?? os ?? t('signIns.unknown');
  };

  return (
    <section className="card settings-card" aria-labelledby="settings-sign-ins" aria-busy={isLoading}>
      <h2 id="settings-sign-ins" className="section-title">
        {t('signIns.title')}
      </h2>
      <p className="muted">{t('signIns.text')}</p>
      {isLoading ? (
        <Skeleton height="6rem" />
      ) : error ? (
        <Alert tone="error">{errorText(error, { failed: t('signIns.loadFailed') })}</Alert>
      ) : !signIns || signIns.length === 0 ? (
        <p className="muted">{t('signIns.empty')}</p>
      ) : (
        <div className="table-wrap">
          <table className="table">
            <caption className="visually-hidden">{t('signIns.title')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('signIns.time')}</th>
                <th scope="col">{t('signIns.address')}</th>
                <th scope="col">{t('signIns.browser')}</th>
              </tr>
            </thead>
            <tbody>
              {signIns.map((signIn, index) => {
                const time = Date.parse(signIn.at);
                return (
                  <tr key={`${signIn.at}-${index}`}>
                    <td>
                      {Number.isNaN(time) ? (
                        t('signIns.unknown')
                      ) : (
                        <time dateTime={new Date(time).toISOString()}>{dateTime.format(time)}</time>
                      )}
                    </td>
                    <td className="mono">{signIn.ip ?? t('signIns.unknown')}</td>
                    <td>{browserOf(signIn.userAgent)}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
