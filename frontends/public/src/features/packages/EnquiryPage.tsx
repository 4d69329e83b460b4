import {
  Alert,
  TRIP_TYPE_IDS,
  buttonClass,
  cardClass,
  commonTexts,
  errorMessage,
  isTripTypeId,
  todayInIndia,
  tripTypeTexts,
  useTexts,
  type EnquiryCreate,
  type TripTypeId,
} from '@jbp/shared';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Page } from '@/components/Page';
import { PageHeader } from '@/components/PageHeader';
import { usePackageTitle } from './PackageCard';
import { usePackage } from './packagesQuery';
import { packagePagesTexts } from './packagePages.i18n';
import { FormField, SelectField } from '@jbp/widgets';
import { tripsApi } from '@jbp/widgets/api/trip';

type EnquiryTextKey = keyof typeof packagePagesTexts.en;

export interface EnquiryValues {
  name: string;
  mobile: string;
  email: string;
  tripType: TripTypeId;
  date: string;
  message: string;
}

type Problems = Partial<Record<keyof EnquiryValues, EnquiryTextKey>>;

const MOBILE = /^(\+91[\s-]?)?[6-9]\d{9}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** What is missing or wrong in an enquiry, per field (the server checks the same again). */
export function enquiryProblems(v: EnquiryValues, today: string): Problems {
  const problems: Problems = {};
  if (!v.name.trim()) problems.name = 'nameRequired';
  if (!MOBILE.test(v.mobile.trim())) problems.mobile = 'mobileRule';
  if (v.email.trim() && !EMAIL.test(v.email.trim())) problems.email = 'emailRule';
  if (v.date && v.date < today) problems.date = 'dateInPast';
  if (!v.message.trim()) problems.message = 'messageRequired';
  return problems;
}

function enquiryBody(v: EnquiryValues, packageId?: number): EnquiryCreate {
  return {
    ...(packageId ? { packageId } : {}),
    name: v.name.trim(),
    mobile: v.mobile.trim(),
    tripType: v.tripType,
    message: v.message.trim(),
    ...(v.email.trim() ? { email: v.email.trim() } : {}),
    ...(v.date ? { date: v.date } : {}),
  };
}

/** /enquiry: a trip not priced at once (a wedding fleet, an office contract) goes to the office. */
export function EnquiryPage() {
  const t = useTexts(packagePagesTexts);
  const tc = useTexts(commonTexts);
  const tt = useTexts(tripTypeTexts);
  const [params] = useSearchParams();
  const asked = params.get('tripType');
  const packageId = params.get('package');
  const [values, setValues] = useState<EnquiryValues>({
    name: '',
    mobile: '',
    email: '',
    tripType: isTripTypeId(asked) ? asked : 'marriage',
    date: '',
    message: '',
  });
  const [problems, setProblems] = useState<Problems>({});
  const today = todayInIndia();
  const title = usePackageTitle();
  const pkg = usePackage(packageId).data;
  const about = pkg ? t('aboutPackage', { title: title(pkg) }) : '';
  // A package's enquiry starts with the package named, until the message is edited.
  const [messageEdited, setMessageEdited] = useState(false);
  const current = messageEdited ? values : { ...values, message: about };

  const send = useMutation({ mutationFn: (body: EnquiryCreate) => tripsApi.enquire(body) });
  const set = (field: keyof EnquiryValues) => (value: string) => setValues((v) => ({ ...v, [field]: value }));
  const error = (field: keyof EnquiryValues) => (problems[field] ? t(problems[field]) : undefined);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = enquiryProblems(current, today);
    setProblems(found);
    if (Object.keys(found).length === 0) send.mutate(enquiryBody(current, pkg?.id));
  };

  return (
    <>
      <PageHeader eyebrow={t('enquiryEyebrow')} title={t('enquiryTitle')} subtitle={t('enquiryLead')} />
      <Page narrow>
        {send.isSuccess ? (
          <Alert tone="success" className="-mt-14">
            <p className="font-bold">{t('enquirySent')}</p>
            <p className="mt-1">{t('enquiryNext', { mobile: values.mobile.trim() })}</p>
          </Alert>
        ) : (
          <form
            onSubmit={submit}
            noValidate
            className={`${cardClass} -mt-14 grid gap-4 p-5 sm:grid-cols-2 sm:p-8`}
            aria-label={t('enquiryTitle')}
          >
            {send.isError && (
              <Alert tone="error" className="sm:col-span-2">
                {errorMessage(send.error, t('enquiryFailed'))}
              </Alert>
            )}
            <FormField
              label={tc('name')}
              name="name"
              autoComplete="name"
              value={values.name}
              onChange={(e) => set('name')(e.target.value)}
              error={error('name')}
            />
            <FormField
              label={t('mobile')}
              name="mobile"
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              value={values.mobile}
              onChange={(e) => set('mobile')(e.target.value)}
              error={error('mobile')}
            />
            <FormField
              label={t('emailOptional')}
              name="email"
              type="email"
              autoComplete="email"
              value={values.email}
              onChange={(e) => set('email')(e.target.value)}
              error={error('email')}
            />
            <SelectField
              label={tt('tripType')}
              name="tripType"
              value={values.tripType}
              onChange={(e) => set('tripType')(e.target.value)}
              options={TRIP_TYPE_IDS.map((id) => ({ value: id, label: tt(id) }))}
            />
            <FormField
              label={t('dateOptional')}
              name="date"
              type="date"
              min={today}
              value={values.date}
              onChange={(e) => set('date')(e.target.value)}
              error={error('date')}
            />
            <div className="sm:col-span-2">
              <label htmlFor="enquiry-message" className="mb-1 block text-sm font-medium text-slate-700">
                {t('message')}
              </label>
              <textarea
                id="enquiry-message"
                name="message"
                rows={4}
                value={current.message}
                onChange={(e) => {
                  setMessageEdited(true);
                  set('message')(e.target.value);
                }}
                aria-invalid={problems.message ? true : undefined}
                aria-describedby={problems.message ? 'enquiry-message-error' : undefined}
                className="w-full rounded-xl border border-slate-300 px-3 py-2 text-slate-900 focus:border-blue-600 focus:outline-none focus:ring-2 focus:ring-blue-600/30"
              />
              {problems.message && (
                <p id="enquiry-message-error" className="mt-1 text-xs font-medium text-red-700">
                  {t(problems.message)}
                </p>
              )}
            </div>
            <div className="sm:col-span-2">
              <button type="submit" className={buttonClass('accent', 'lg')} disabled={send.isPending}>
                {send.isPending ? t('sending') : t('sendEnquiry')}
              </button>
            </div>
          </form>
        )}
      </Page>
    </>
  );
}
