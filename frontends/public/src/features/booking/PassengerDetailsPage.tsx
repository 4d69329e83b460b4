import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  EmptyState,
  FormField,
  ID_PROOF_TYPES,
  SelectField,
  buttonClass,
  cardClass,
  commonTexts,
  useGoBack,
  useTexts,
  useVocabulary,
  type Passenger,
  type Translate,
} from '@jbp/shared';
import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router-dom';
import { z } from 'zod';
import { Page } from '@/components/Page';
import { bookingTexts } from './booking.i18n';
import { PAY_PAGE, readFlowState } from './flow';
import { loadPassenger, savePassenger } from './passengerStorage';

type IdProofType = Passenger['idType'];

const PHONE_PATTERN = '(\\+91[\\s\\-]?)?[6-9]\\d{9}';

type BookingKey = keyof typeof bookingTexts.en;

const ID_PATTERNS: Record<IdProofType, { pattern: string; title: BookingKey; placeholder: string }> = {
  // The same rules as the server (spaces and dashes are dropped there).
  'Aadhar Card': { pattern: '\\d{4}[\\s\\-]?\\d{4}[\\s\\-]?\\d{4}', title: 'aadhaarRule', placeholder: '1234 5678 9012' },
  'Voter ID Card': { pattern: '[A-Za-z0-9\\/]{6,20}', title: 'voterIdRule', placeholder: 'ABC1234567' },
};

/** The input's own pattern as a whole-value check, so the browser and the schema hold one rule. */
const whole = (pattern: string) => new RegExp(`^(?:${pattern})$`);

// The browser checks the same rules first (required, type and pattern) with its own bubbles; the
// schema holds them for the submit and trims what is sent.
function passengerSchema(t: Translate<BookingKey>) {
  return z
    .object({
      name: z.string().trim().min(1, t('nameRequired')),
      phone: z.string().trim().regex(whole(PHONE_PATTERN), t('phoneRule')),
      email: z
        .string()
        .trim()
        .pipe(z.email(t('emailRequired'))),
      idType: z.enum(ID_PROOF_TYPES as readonly [IdProofType, ...IdProofType[]]),
      idNumber: z.string().trim().min(1, t('idNumberRequired')),
    })
    .superRefine((p, ctx) => {
      const rule = ID_PATTERNS[p.idType];
      if (p.idNumber && !whole(rule.pattern).test(p.idNumber)) ctx.addIssue({ code: 'custom', path: ['idNumber'], message: t(rule.title) });
    });
}

/** /customerdetailform: Passenger Details, then the pay page of the flow (spec section 2, step 4). */
export function PassengerDetailsPage() {
  const { offer, flow = 'oneway' } = readFlowState(useLocation().state);
  const navigate = useNavigate();
  const goBack = useGoBack('/');
  const [initial] = useState<Passenger>(loadPassenger);
  const t = useTexts(bookingTexts);
  const tc = useTexts(commonTexts);
  const vocabulary = useVocabulary();
  const schema = useMemo(() => passengerSchema(t), [t]);
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm<Passenger>({ resolver: zodResolver(schema), defaultValues: initial });
  const idType = useWatch({ control, name: 'idType' });
  const idRule = ID_PATTERNS[idType] ?? ID_PATTERNS['Aadhar Card'];
  const problem = Object.values(errors)[0]?.message;

  if (!offer) {
    return (
      <Page>
        <EmptyState message={t('noTripData')} goBack />
      </Page>
    );
  }

  const submit = handleSubmit((clean) => {
    savePassenger(clean);
    navigate(PAY_PAGE[flow], { state: { offer, flow, passenger: clean } });
  });

  return (
    <Page narrow>
      <h1 className="text-2xl font-extrabold tracking-tight text-slate-900 sm:text-3xl">{t('passengerTitle')}</h1>
      <p className="mt-1 text-slate-600">
        {[offer.from, offer.to]
          .filter(Boolean)
          .map((place) => place.split(',')[0])
          .join(' → ')}{' '}
        · {offer.vehicle}
      </p>
      <form onSubmit={submit} className={`${cardClass} mt-6 grid gap-4 p-5 sm:grid-cols-2 sm:p-8`}>
        {problem && (
          <Alert tone="error" className="sm:col-span-2">
            {problem}
          </Alert>
        )}
        <FormField label={tc('name')} autoComplete="name" required {...register('name')} className="sm:col-span-2" />
        <FormField
          label={tc('phone')}
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          pattern={PHONE_PATTERN}
          title={t('phoneRule')}
          required
          {...register('phone')}
        />
        <FormField label={tc('email')} type="email" autoComplete="email" required {...register('email')} />
        <SelectField label={tc('idType')} options={vocabulary.idTypeOptions} {...register('idType')} />
        <FormField
          label={tc('idNumber')}
          required
          pattern={idRule.pattern}
          title={t(idRule.title)}
          placeholder={idRule.placeholder}
          {...register('idNumber')}
          hint={t('idNumberHint')}
        />
        <div className="flex flex-wrap justify-end gap-3 sm:col-span-2">
          <button type="button" className={buttonClass('secondary')} onClick={goBack}>
            {tc('back')}
          </button>
          <button type="submit" className={buttonClass('primary')}>
            {t('continueToPayment')}
          </button>
        </div>
      </form>
    </Page>
  );
}
