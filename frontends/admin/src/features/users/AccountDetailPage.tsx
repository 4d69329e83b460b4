import {
  Alert,
  EmptyState,
  SkeletonList,
  buttonClass,
  cardClass,
  formatDate,
  isApiError,
  RichText,
  commonTexts,
  useTexts,
  useVocabulary,
  queryKeys,
  type Agent,
} from '@jbp/shared';
import { adminTexts } from '@/admin.i18n';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import { AdminLayout } from '@/components/AdminLayout';
import { AuditTimeline } from '@/components/audit/AuditTimeline';
import { Details } from '@/components/Details';
import { Section } from '@/components/Section';
import { ACCOUNT_KINDS, agentOf, type AccountKind } from './accounts';
import { ActiveBadge } from './ActiveBadge';
import { PasswordLinkSection } from './PasswordLinkSection';
import { ToggleButton } from './ToggleButton';
import { useActiveToggle } from './useActiveToggle';
import { PageTitle, useAuthorizedImage } from '@jbp/widgets';

function IdProof({ agent }: { agent: Agent }) {
  const src = useAuthorizedImage(agent.idProofImage);
  const t = useTexts(adminTexts);
  const vocabulary = useVocabulary();
  if (!agent.idProofImage) return <p className="text-sm text-slate-600">{t('noIdProof')}</p>;
  if (!src)
    return <div className="h-48 w-full max-w-md animate-pulse rounded-xl bg-slate-200" role="status" aria-label={t('loadingIdProof')} />;
  return (
    <a href={src} target="_blank" rel="noreferrer" className="block w-fit">
      <img
        src={src}
        alt={t('idProofOf', { type: agent.idProofType ? vocabulary.idType(agent.idProofType) : t('idProof'), name: agent.fullName })}
        className="max-h-80 w-full max-w-md rounded-xl border border-slate-200 bg-slate-50 object-contain"
      />
    </a>
  );
}

/** The API answers 404 for an unknown id and 400 for one that is not a number. */
function isMissing(error: unknown): boolean {
  return isApiError(error) && (error.status === 404 || error.status === 400);
}

/** /singlecustomerdetail/:id and /singleagentdetail/:id: one account, with Activate/Deactivate and a password link. */
export function AccountDetailPage({ kind }: { kind: AccountKind }) {
  const info = ACCOUNT_KINDS[kind];
  const t = useTexts(adminTexts);
  const tc = useTexts(commonTexts);
  const vocabulary = useVocabulary();
  const { id = '' } = useParams();
  const fetched = useQuery({ queryKey: info.detailKey(id), queryFn: ({ signal }) => info.get(id, signal) });
  const { toggle, busy, error, clearError } = useActiveToggle(info);

  const back = (
    <Link to={info.listPath} className="mb-3 inline-block text-sm font-semibold text-blue-700 hover:underline">
      ← {t(info.title)}
    </Link>
  );

  if (fetched.isPending) {
    return (
      <AdminLayout>
        <SkeletonList count={1} label={t('loading')} />
      </AdminLayout>
    );
  }
  if (fetched.isError && isMissing(fetched.error)) {
    return (
      <AdminLayout>
        <EmptyState message={t(info.notFound)}>
          <Link to={info.listPath} className={`${buttonClass('primary')} mt-5`}>
            {t(info.title)}
          </Link>
        </EmptyState>
      </AdminLayout>
    );
  }
  if (fetched.isError) {
    return (
      <AdminLayout>
        {back}
        <Alert tone="error">{t('accountFailed')}</Alert>
      </AdminLayout>
    );
  }

  const account = fetched.data;
  const agent = agentOf(account);
  return (
    <AdminLayout>
      {back}
      <PageTitle
        title={account.fullName}
        actions={
          <ToggleButton account={account} busy={busy !== null} disabled={busy !== null} onToggle={(reason) => toggle(account, reason)} />
        }
      >
        <span className="flex flex-wrap items-center gap-2">
          <span>{t(`kind_${kind}`)}</span>
          <span aria-hidden="true">·</span>
          <span>{t('joined', { date: formatDate(account.createdAt) })}</span>
          <ActiveBadge account={account} />
        </span>
      </PageTitle>
      {error && (
        <Alert tone="error" className="mb-4" onClose={clearError}>
          {error}
        </Alert>
      )}
      <div className="grid gap-6">
        <Section title={t('details')}>
          <Details
            items={[
              ...(agent ? [{ label: t('travellerName'), value: agent.travelerName }] : []),
              {
                label: tc('email'),
                value: account.email ? (
                  <a href={`mailto:${account.email}`} className="text-blue-700 hover:underline">
                    {account.email}
                  </a>
                ) : null,
              },
              {
                label: tc('mobile'),
                value: account.mobile ? (
                  <a href={`tel:${account.mobile}`} className="text-blue-700 hover:underline">
                    {account.mobile}
                  </a>
                ) : null,
              },
              { label: tc('area'), value: account.area },
              { label: tc('city'), value: account.city },
              { label: tc('state'), value: account.state },
              { label: tc('pincode'), value: account.pincode },
            ]}
          />
        </Section>
        {agent && (
          <Section title={t('idProof')}>
            <p className="mb-3 text-sm text-slate-700">
              <RichText
                texts={adminTexts}
                k="idProofType"
                values={{ type: agent.idProofType ? vocabulary.idType(agent.idProofType) : '-' }}
                components={{ b: <span className="font-semibold" /> }}
              />
            </p>
            <IdProof agent={agent} />
          </Section>
        )}
        {/* Keyed: a link made for one person must not show on the next one's page. */}
        <PasswordLinkSection key={account._id} account={account} info={info} />
        <AuditTimeline
          queryKey={queryKeys.accountHistory(kind === 'agent' ? 'agents' : 'customers', account._id)}
          load={(page, limit, signal) => info.history(account._id, { page, limit }, signal)}
        />
        <p className={`${cardClass} flex flex-wrap gap-4 p-4 text-sm text-slate-600`}>
          <Link
            to={`/admin/view-bookings?${kind === 'agent' ? 'agentId' : 'customerId'}=${account._id}`}
            className="font-semibold text-blue-700 hover:underline"
          >
            {t('bookingsOf', { name: account.fullName })}
          </Link>
          {kind === 'agent' && (
            <Link to={`/alloffersforadmin?agentId=${account._id}`} className="font-semibold text-blue-700 hover:underline">
              {t('offersOf', { name: account.fullName })}
            </Link>
          )}
        </p>
      </div>
    </AdminLayout>
  );
}

/** /singlecustomerdetail/:id */
export function CustomerDetailPage() {
  return <AccountDetailPage kind="customer" />;
}

/** /singleagentdetail/:id */
export function AgentDetailPage() {
  return <AccountDetailPage kind="agent" />;
}
