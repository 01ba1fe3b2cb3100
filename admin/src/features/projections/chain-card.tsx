import { useTranslation } from 'react-i18next';
import { api, type Envelope } from '../../app/api';
import { useAppSelector } from '../../app/hooks';
import { ApiErrorAlert } from '../../../../web/src/shared/ui/api-error-alert';
import { formatCount, formatDateTime } from '../../shared/format';
import { selectAdminUser } from '../auth/admin-auth.slice';
import { meetsRequirement } from '../auth/admin-roles';

/** The hash chain of the event log (GET /api/admin/audit/chain, admin and above; issue 11). */
export type ChainView =
  | { store: string; available: false }
  | {
      store: string;
      available: true;
      checkpointEvery: number;
      fromPosition: number;
      head: { position: number; events: number; hash: string } | null;
      lastCheckpoint: { position: number; events: number; hash: string; createdAt: string } | null;
    };

const chainApi = api.injectEndpoints({
  endpoints: (build) => ({
    getChain: build.query<ChainView, void>({
      query: () => '/admin/audit/chain',
      transformResponse: (answer: Envelope<ChainView>) => answer.data,
      providesTags: ['Projections'],
    }),
  }),
});

/**
 * The latest checkpoint hash of the log, to be copied and kept elsewhere: published outside the log, it makes a
 * rewrite of the whole chain visible (README, Tamper-evident log). Shown to admins and above.
 */
export function ChainCard() {
  const admin = useAppSelector(selectAdminUser);
  const allowed = admin !== null && meetsRequirement(admin, { role: 'admin' });
  return allowed ? <ChainDetails /> : null;
}

function ChainDetails() {
  const { t, i18n } = useTranslation('audit');
  const language = i18n.language;
  const { data, error } = chainApi.useGetChainQuery();
  return (
    <section className="card stack" aria-labelledby="chain-card-title">
      <h2 id="chain-card-title" className="card-title">
        {t('chain.title')}
      </h2>
      {error ? <ApiErrorAlert error={error} failed={t('chain.failed')} thrown={t('common:errors.network')} /> : null}
      {data && !data.available ? <p>{t('chain.unavailable', { store: data.store })}</p> : null}
      {data?.available ? (
        <>
          <p>{t('chain.explain', { every: formatCount(data.checkpointEvery, language) })}</p>
          {data.lastCheckpoint ? (
            <dl className="stack-sm">
              <dt>
                {t('chain.checkpoint', {
                  position: formatCount(data.lastCheckpoint.position, language),
                  time: formatDateTime(data.lastCheckpoint.createdAt, language),
                })}
              </dt>
              <dd className="mono" style={{ overflowWrap: 'anywhere' }}>
                {data.lastCheckpoint.hash}
              </dd>
            </dl>
          ) : (
            <p>{t('chain.noCheckpoint')}</p>
          )}
          {data.head ? (
            <p className="list-row-meta">
              <span>{t('chain.head', { position: formatCount(data.head.position, language) })}</span>
              <span className="mono" style={{ overflowWrap: 'anywhere' }}>
                {data.head.hash}
              </span>
            </p>
          ) : null}
          {data.fromPosition > 0 ? (
            <p>{t('chain.unsealed', { position: formatCount(data.fromPosition, language) })}</p>
          ) : null}
        </>
      ) : null}
    </section>
  );
}
