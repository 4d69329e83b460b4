import { EmptyState, FormField, ID_PROOF_TYPES, SelectField, buttonClass, cardClass, useGoBack, type IdProofType, type Passenger } from '@jbp/shared';
import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { Page } from '@/components/Page';
import { readFlowState } from './flow';
import { loadPassenger, savePassenger } from './passengerStorage';

const ID_PATTERNS: Record<IdProofType, { pattern: string; title: string; placeholder: string }> = {
  // The same rules as the server (spaces and dashes are dropped there).
  'Aadhar Card': { pattern: '\\d{4}[\\s\\-]?\\d{4}[\\s\\-]?\\d{4}', title: '12-digit Aadhaar number', placeholder: '1234 5678 9012' },
  'Voter ID Card': { pattern: '[A-Za-z0-9\\/]{6,20}', title: 'Voter ID (EPIC) number: 6 to 20 letters or digits', placeholder: 'ABC1234567' },
};

/** /customerdetailform: Passenger Details, then the pay page of the flow (spec section 2, step 4). */
export function PassengerDetailsPage() {
  const { offer, flow = 'oneway' } = readFlowState(useLocation().state);
  const navigate = useNavigate();
  const goBack = useGoBack('/');
  const [passenger, setPassenger] = useState<Passenger>(loadPassenger);

  if (!offer) {
    return (
      <Page>
        <EmptyState message="No trip data found." goBack />
      </Page>
    );
  }

  const set = (field: keyof Passenger) => (event: { target: { value: string } }) =>
    setPassenger((p) => ({ ...p, [field]: event.target.value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const clean: Passenger = { ...passenger, name: passenger.name.trim(), email: passenger.email.trim(), idNumber: passenger.idNumber.trim() };
    savePassenger(clean);
    navigate(flow === 'offer' ? '/offerpayadvance' : '/onewaypayadvance', { state: { offer, flow, passenger: clean } });
  };

  const idRule = ID_PATTERNS[passenger.idType] ?? ID_PATTERNS['Aadhar Card'];

  return (
    <Page narrow>
      <h1 className="text-2xl font-extrabold tracking-tight text-slate-900 sm:text-3xl">Passenger Details</h1>
      <p className="mt-1 text-slate-600">
        {offer.from.split(',')[0]} → {offer.to.split(',')[0]} · {offer.vehicle}
      </p>
      <form onSubmit={submit} className={`${cardClass} mt-6 grid gap-4 p-5 sm:grid-cols-2 sm:p-8`}>
        <FormField label="Name" name="name" autoComplete="name" required value={passenger.name} onChange={set('name')} className="sm:col-span-2" />
        <FormField
          label="Phone"
          name="phone"
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          pattern="(\+91[\s\-]?)?[6-9]\d{9}"
          title="10-digit Indian mobile number"
          required
          value={passenger.phone}
          onChange={set('phone')}
        />
        <FormField label="Email" name="email" type="email" autoComplete="email" required value={passenger.email} onChange={set('email')} />
        <SelectField label="ID Type" name="idType" options={ID_PROOF_TYPES} value={passenger.idType} onChange={set('idType')} />
        <FormField
          label="ID Number"
          name="idNumber"
          required
          pattern={idRule.pattern}
          title={idRule.title}
          placeholder={idRule.placeholder}
          value={passenger.idNumber}
          onChange={set('idNumber')}
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
