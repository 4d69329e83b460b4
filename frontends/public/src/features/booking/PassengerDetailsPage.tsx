import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, EmptyState, FormField, ID_PROOF_TYPES, SelectField, buttonClass, cardClass, useGoBack, type Passenger } from '@jbp/shared';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router-dom';
import { z } from 'zod';
import { Page } from '@/components/Page';
import { readFlowState } from './flow';
import { loadPassenger, savePassenger } from './passengerStorage';

type IdProofType = Passenger['idType'];

const PHONE = { pattern: '(\\+91[\\s\\-]?)?[6-9]\\d{9}', title: '10-digit Indian mobile number' };

const ID_PATTERNS: Record<IdProofType, { pattern: string; title: string; placeholder: string }> = {
  // The same rules as the server (spaces and dashes are dropped there).
  'Aadhar Card': { pattern: '\\d{4}[\\s\\-]?\\d{4}[\\s\\-]?\\d{4}', title: '12-digit Aadhaar number', placeholder: '1234 5678 9012' },
  'Voter ID Card': {
    pattern: '[A-Za-z0-9\\/]{6,20}',
    title: 'Voter ID (EPIC) number: 6 to 20 letters or digits',
    placeholder: 'ABC1234567',
  },
};

/** The input's own pattern as a whole-value check, so the browser and the schema hold one rule. */
const whole = (pattern: string) => new RegExp(`^(?:${pattern})$`);

// The browser checks the same rules first (required, type and pattern) with its own bubbles; the
// schema holds them for the submit and trims what is sent.
const passengerSchema = z
  .object({
    name: z.string().trim().min(1, 'Name is required'),
    phone: z.string().trim().regex(whole(PHONE.pattern), PHONE.title),
    email: z.string().trim().pipe(z.email('Email is required')),
    idType: z.enum(ID_PROOF_TYPES as readonly [IdProofType, ...IdProofType[]]),
    idNumber: z.string().trim().min(1, 'ID Number is required'),
  })
  .superRefine((p, ctx) => {
    const rule = ID_PATTERNS[p.idType];
    if (p.idNumber && !whole(rule.pattern).test(p.idNumber)) ctx.addIssue({ code: 'custom', path: ['idNumber'], message: rule.title });
  });

/** /customerdetailform: Passenger Details, then the pay page of the flow (spec section 2, step 4). */
export function PassengerDetailsPage() {
  const { offer, flow = 'oneway' } = readFlowState(useLocation().state);
  const navigate = useNavigate();
  const goBack = useGoBack('/');
  const [initial] = useState<Passenger>(loadPassenger);
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm<Passenger>({ resolver: zodResolver(passengerSchema), defaultValues: initial });
  const idType = useWatch({ control, name: 'idType' });
  const idRule = ID_PATTERNS[idType] ?? ID_PATTERNS['Aadhar Card'];
  const problem = Object.values(errors)[0]?.message;

  if (!offer) {
    return (
      <Page>
        <EmptyState message="No trip data found." goBack />
      </Page>
    );
  }

  const submit = handleSubmit((clean) => {
    savePassenger(clean);
    navigate(flow === 'offer' ? '/offerpayadvance' : '/onewaypayadvance', { state: { offer, flow, passenger: clean } });
  });

  return (
    <Page narrow>
      <h1 className="text-2xl font-extrabold tracking-tight text-slate-900 sm:text-3xl">Passenger Details</h1>
      <p className="mt-1 text-slate-600">
        {offer.from.split(',')[0]} → {offer.to.split(',')[0]} · {offer.vehicle}
      </p>
      <form onSubmit={submit} className={`${cardClass} mt-6 grid gap-4 p-5 sm:grid-cols-2 sm:p-8`}>
        {problem && (
          <Alert tone="error" className="sm:col-span-2">
            {problem}
          </Alert>
        )}
        <FormField label="Name" autoComplete="name" required {...register('name')} className="sm:col-span-2" />
        <FormField
          label="Phone"
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          pattern={PHONE.pattern}
          title={PHONE.title}
          required
          {...register('phone')}
        />
        <FormField label="Email" type="email" autoComplete="email" required {...register('email')} />
        <SelectField label="ID Type" options={ID_PROOF_TYPES} {...register('idType')} />
        <FormField
          label="ID Number"
          required
          pattern={idRule.pattern}
          title={idRule.title}
          placeholder={idRule.placeholder}
          {...register('idNumber')}
          hint="Used only to verify the passenger at pickup; shown masked to everyone but our office."
        />
        <div className="flex flex-wrap justify-end gap-3 sm:col-span-2">
          <button type="button" className={buttonClass('secondary')} onClick={goBack}>
            Back
          </button>
          <button type="submit" className={buttonClass('primary')}>
            Continue to Payment
          </button>
        </div>
      </form>
    </Page>
  );
}
