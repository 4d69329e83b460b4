import {
  Alert,
  TRIP_TYPE_IDS,
  buttonClass,
  cardClass,
  errorMessage,
  formatDate,
  formatDateTime,
  queryKeys,
  tripTypeTexts,
  useTexts,
  type Enquiry,
  type EnquiryQuery,
  type EnquiryStatus,
} from '@jbp/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { AdminLayout } from '@/components/AdminLayout';
import { ConvertForm } from './ConvertForm';
import { enquiriesTexts } from './enquiries.i18n';
import { PageTitle, SelectField } from '@jbp/widgets';
import { enquiriesApi } from '@jbp/widgets/api/desk';

const STATUSES: readonly EnquiryStatus[] = ['new', 'answered', 'converted', 'closed'];
const PAGE_SIZE = 20;

const STATUS_TONE: Record<EnquiryStatus, string> = {
  new: 'bg-orange-100 text-orange-800',
  answered: 'bg-blue-100 text-blue-800',
  converted: 'bg-green-100 text-green-800',
  closed: 'bg-slate-200 text-slate-700',
};

function AnswerForm({ enquiry, onDone }: { enquiry: Enquiry; onDone: () => void }) {
  const t = useTexts(enquiriesTexts);
  const queryClient = useQueryClient();
  const [reply, setReply] = useState(enquiry.reply ?? '');
  const answer = useMutation({
    mutationFn: (status: 'answered' | 'closed') =>
      enquiriesApi.answer(enquiry.id, { status, ...(reply.trim() ? { reply: reply.trim() } : {}) }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.enquiries });
      onDone();
    },
  });
  const id = `reply-${enquiry.id}`;
  return (
    <div className="grid gap-2 rounded-xl bg-slate-50 p-4">
      {answer.isError && (
        <Alert tone="error">
          {t('answerFailed')} {errorMessage(answer.error, '')}
        </Alert>
      )}
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {t('reply')}
      </label>
      <textarea
        id={id}
        rows={3}
        value={reply}
        onChange={(e) => setReply(e.target.value)}
        className="w-full rounded-xl border border-slate-300 px-3 py-2"
      />
      <div className="flex flex-wrap justify-end gap-2">
        <button
          type="button"
          className={buttonClass('secondary', 'sm')}
          onClick={() => answer.mutate('closed')}
          disabled={answer.isPending}
        >
          {t('close')}
        </button>
        <button
          type="button"
          className={buttonClass('primary', 'sm')}
          onClick={() => answer.mutate('answered')}
          disabled={answer.isPending}
        >
          {t('markAnswered')}
        </button>
      </div>
    </div>
  );
}

function EnquiryCard({ enquiry, highlighted }: { enquiry: Enquiry; highlighted: boolean }) {
  const t = useTexts(enquiriesTexts);
  const tt = useTexts(tripTypeTexts);
  const [open, setOpen] = useState<'answer' | 'convert' | null>(null);
  const settled = enquiry.status === 'converted' || enquiry.status === 'closed';
  return (
    <li
      className={`${cardClass} grid gap-3 p-5 ${highlighted ? 'ring-2 ring-orange-400' : ''}`}
      aria-label={enquiry.name}
      data-testid="enquiry"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <p className="font-bold text-slate-900">
            {enquiry.name} · <a href={`tel:${enquiry.mobile}`}>{enquiry.mobile}</a>
            {enquiry.email && <span className="font-normal text-slate-600"> · {enquiry.email}</span>}
          </p>
          <p className="text-sm text-slate-600">
            {tt(enquiry.tripType)}
            {enquiry.date && <> · {t('travelDate', { date: formatDate(enquiry.date) })}</>} ·{' '}
            {t('received', { when: formatDateTime(enquiry.createdAt) })}
          </p>
        </div>
        <span className={`rounded-full px-2.5 py-1 text-xs font-semibold ${STATUS_TONE[enquiry.status]}`}>{t(enquiry.status)}</span>
      </div>
      <p className="whitespace-pre-line text-slate-800">{enquiry.message}</p>
      {enquiry.reply && <p className="text-sm text-slate-600">{t('replySaid', { reply: enquiry.reply })}</p>}
      {!settled && open === null && (
        <div className="flex flex-wrap gap-2">
          <button type="button" className={buttonClass('secondary', 'sm')} onClick={() => setOpen('answer')}>
            {t('answer')}
          </button>
          <button type="button" className={buttonClass('accent', 'sm')} onClick={() => setOpen('convert')}>
            {t('convert')}
          </button>
        </div>
      )}
      {open === 'answer' && <AnswerForm enquiry={enquiry} onDone={() => setOpen(null)} />}
      {open === 'convert' && <ConvertForm enquiry={enquiry} onCancel={() => setOpen(null)} />}
    </li>
  );
}

/** /admin/enquiries: the enquiries, newest first, a page at a time, with filters; new ones arrive live. */
export function EnquiriesPage() {
  const t = useTexts(enquiriesTexts);
  const tt = useTexts(tripTypeTexts);
  const [params] = useSearchParams();
  const highlighted = Number(params.get('open'));
  const [query, setQuery] = useState<EnquiryQuery>({ page: 1, limit: PAGE_SIZE, status: '', tripType: '' });
  const list = useQuery({
    queryKey: queryKeys.enquiryPage(query),
    queryFn: ({ signal }) => enquiriesApi.list(query, signal),
    // The page on screen stays while the next one loads.
    placeholderData: (previous) => previous,
  });
  const answer = list.data;
  const page = query.page ?? 1;
  // A count of enquiries, not money.
  const count = answer?.total ?? 0;
  const pages = Math.max(1, Math.ceil(count / PAGE_SIZE));
  const filter = (change: Partial<EnquiryQuery>) => setQuery((q) => ({ ...q, ...change, page: 1 }));

  return (
    <AdminLayout>
      <PageTitle title={t('title')}>{t('lead')}</PageTitle>
      <div role="group" aria-label={t('filters')} className="mb-4 grid gap-3 sm:grid-cols-2 lg:max-w-xl">
        <SelectField
          label={t('status')}
          value={query.status}
          onChange={(e) => filter({ status: e.target.value as EnquiryStatus | '' })}
          options={[{ value: '', label: t('anyStatus') }, ...STATUSES.map((s) => ({ value: s, label: t(s) }))]}
        />
        <SelectField
          label={tt('tripType')}
          value={query.tripType}
          onChange={(e) => filter({ tripType: e.target.value as EnquiryQuery['tripType'] })}
          options={[{ value: '', label: t('anyTripType') }, ...TRIP_TYPE_IDS.map((id) => ({ value: id, label: tt(id) }))]}
        />
      </div>
      {list.isPending && (
        <p role="status" className={`${cardClass} p-8 text-center font-medium text-slate-600`}>
          {t('loading')}
        </p>
      )}
      {list.isError && <Alert tone="error">{t('loadFailed')}</Alert>}
      {answer && answer.data.length === 0 && <p className={`${cardClass} p-8 text-center font-medium text-slate-600`}>{t('none')}</p>}
      {answer && answer.data.length > 0 && (
        <>
          <ul className="grid gap-4">
            {answer.data.map((enquiry) => (
              <EnquiryCard key={enquiry.id} enquiry={enquiry} highlighted={enquiry.id === highlighted} />
            ))}
          </ul>
          <nav className="mt-4 flex items-center justify-between gap-3 text-sm" aria-label={t('pageOf', { page, pages, total: count })}>
            <button
              type="button"
              className={buttonClass('secondary', 'sm')}
              disabled={page <= 1}
              onClick={() => setQuery((q) => ({ ...q, page: page - 1 }))}
            >
              {t('previous')}
            </button>
            <span>{t('pageOf', { page, pages, total: count })}</span>
            <button
              type="button"
              className={buttonClass('secondary', 'sm')}
              disabled={page >= pages}
              onClick={() => setQuery((q) => ({ ...q, page: page + 1 }))}
            >
              {t('next')}
            </button>
          </nav>
        </>
      )}
    </AdminLayout>
  );
}
