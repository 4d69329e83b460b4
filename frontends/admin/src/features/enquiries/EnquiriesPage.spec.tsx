import type { Enquiry } from '@jbp/shared';
import { aBooking, aPackage, http, renderPage, server } from '@jbp/shared/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { adminSession } from '@/testing/fixtures';
import { EnquiriesPage } from './EnquiriesPage';

const enquiry = (extra: Partial<Enquiry> = {}): Enquiry => ({
  id: 7,
  name: 'Sunita Patel',
  mobile: '9876543210',
  email: 'sunita@example.in',
  tripType: 'marriage',
  packageId: null,
  date: '2030-02-12',
  message: 'Six cars for a wedding, Jabalpur to Katni and back.',
  status: 'new',
  reply: null,
  repliedAt: null,
  bookingId: null,
  createdAt: '2030-01-05T10:00:00+05:30',
  ...extra,
});

function answerList(rows: Enquiry[], total = rows.length, asked: URLSearchParams[] = []) {
  server.use(
    http.get('/api/enquiries', ({ request, response }) => {
      asked.push(new URL(request.url).searchParams);
      return response(200).json({ data: rows, total, page: 1, limit: 20 });
    }),
  );
  return asked;
}

const openPage = (url = '/admin/enquiries') => renderPage(<EnquiriesPage />, { session: adminSession, path: '/admin/enquiries', url });

describe(EnquiriesPage.name, () => {
  it('lists the enquiries newest first, a page at a time, and filters by status and trip type', async () => {
    const asked = answerList(
      [enquiry(), enquiry({ id: 8, name: 'Office Manager', tripType: 'office', status: 'answered', reply: 'We will send the contract.' })],
      45,
    );
    openPage('/admin/enquiries?open=8');
    const card = await screen.findByRole('listitem', { name: 'Sunita Patel' });
    expect(card).toHaveTextContent('Marriage · Travel date: 12 Feb 2030');
    expect(card).toHaveTextContent('Six cars for a wedding');
    expect(card).toHaveTextContent('New');
    expect(screen.getByRole('listitem', { name: 'Office Manager' })).toHaveTextContent('Our reply: We will send the contract.');
    expect(screen.getByRole('listitem', { name: 'Office Manager' })).toHaveClass('ring-2');
    expect(screen.getByText('Page 1 of 3 (45 enquiries)')).toBeInTheDocument();
    expect(Object.fromEntries(asked[0])).toEqual({ page: '1', limit: '20', sort: '-createdAt' });

    await userEvent.selectOptions(screen.getByLabelText('Status'), 'new');
    await userEvent.selectOptions(screen.getByLabelText('Trip type'), 'marriage');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(Object.fromEntries(asked[asked.length - 1])).toEqual({
      page: '2',
      limit: '20',
      sort: '-createdAt',
      status: 'new',
      tripType: 'marriage',
    });
  });

  it('saves an answer with its reply', async () => {
    answerList([enquiry()]);
    const sent: unknown[] = [];
    server.use(
      http.put('/api/enquiries/{id}', async ({ request, params, response }) => {
        sent.push({ id: params.id, body: await request.json() });
        return response(200).json({ data: enquiry({ status: 'answered', reply: 'Six Dzires: ₹15,600.' }) });
      }),
    );
    openPage();
    const card = await screen.findByRole('listitem', { name: 'Sunita Patel' });
    await userEvent.click(within(card).getByRole('button', { name: 'Answer' }));
    await userEvent.type(within(card).getByLabelText('Reply'), 'Six Dzires: ₹15,600.');
    await userEvent.click(within(card).getByRole('button', { name: 'Save as answered' }));
    expect(sent).toEqual([{ id: '7', body: { status: 'answered', reply: 'Six Dzires: ₹15,600.' } }]);
  });

  it('converts an enquiry into a booking for its sender and links to the booking', async () => {
    answerList([enquiry()]);
    const sent: { key: string | null; body: unknown }[] = [];
    server.use(
      http.post('/api/enquiries/{id}/booking', async ({ request, response }) => {
        sent.push({ key: request.headers.get('idempotency-key'), body: await request.json() });
        return response(201).json({ data: aBooking({ id: 91, _id: 91 }) });
      }),
      // A marriage enquiry opens on its packages, until the office picks another trip type.
      http.get('/api/packages', ({ response }) => response(200).json({ data: [] })),
    );
    openPage();
    const card = await screen.findByRole('listitem', { name: 'Sunita Patel' });
    await userEvent.click(within(card).getByRole('button', { name: 'Convert to booking' }));
    const form = within(card).getByRole('form', { name: 'Book this trip for Sunita Patel' });
    expect(within(form).getByLabelText('Date')).toHaveValue('2030-02-12');
    // The office agreed a one-way trip on the phone.
    expect(within(form).getByLabelText('Trip type')).toHaveValue('marriage');
    await userEvent.selectOptions(within(form).getByLabelText('Trip type'), 'one-way');
    await userEvent.type(within(form).getByLabelText('To'), 'Katni');
    await userEvent.type(within(form).getByLabelText('Pickup Time'), '09:00');
    await userEvent.selectOptions(within(form).getByLabelText('Vehicle'), 'Ertiga');
    await userEvent.type(within(form).getByLabelText('ID Number'), '123412341234');
    await userEvent.click(within(form).getByRole('button', { name: 'Book' }));
    expect(await within(card).findByRole('link', { name: 'Open the booking' })).toHaveAttribute('href', '/bookingdetail/91');
    expect(sent[0].key).toMatch(/^[0-9a-f-]{36}$/);
    expect(sent[0].body).toEqual({
      tripType: 'one-way',
      from: 'Jabalpur, MP, India',
      to: 'Katni',
      date: '2030-02-12',
      time: '09:00',
      vehicle: 'Ertiga',
      passenger: { name: 'Sunita Patel', phone: '9876543210', email: 'sunita@example.in', idType: 'Aadhar Card', idNumber: '123412341234' },
    });
  });

  it.each<[string, Partial<Enquiry>, (form: ReturnType<typeof within>) => Promise<void>, Record<string, unknown>]>([
    [
      'an 8 h local car',
      { tripType: 'local' },
      async (form) => {
        expect(form.queryByLabelText('To')).not.toBeInTheDocument();
        await userEvent.selectOptions(form.getByLabelText('Local package'), '8');
      },
      { tripType: 'local', hours: 8 },
    ],
    [
      'an airport drop',
      { tripType: 'airport-railway' },
      (form) => userEvent.type(form.getByLabelText('To'), 'Dumna Airport'),
      { tripType: 'airport-railway', to: 'Dumna Airport' },
    ],
    [
      'a round trip, with its return',
      { tripType: 'round-trip' },
      async (form) => {
        await userEvent.type(form.getByLabelText('To'), 'Bandhavgarh');
        await userEvent.type(form.getByLabelText('Return date (round trip)'), '2030-02-13');
        await userEvent.type(form.getByLabelText('Return time'), '19:00');
      },
      { tripType: 'round-trip', to: 'Bandhavgarh', returnAt: '2030-02-13T19:00:00+05:30' },
    ],
    [
      'the package the enquiry was about',
      { tripType: 'national-park', packageId: 4 },
      async (form) => {
        expect(await form.findByRole('option', { name: 'Bandhavgarh safari weekend' })).toBeInTheDocument();
        expect(form.getByLabelText('Package')).toHaveValue('4');
      },
      { tripType: 'national-park', packageId: 4 },
    ],
  ])('converts an enquiry into %s, sending only what that trip needs', async (_name, extra, fill, trip) => {
    answerList([enquiry(extra)]);
    const sent: unknown[] = [];
    server.use(
      http.post('/api/enquiries/{id}/booking', async ({ request, response }) => {
        sent.push(await request.json());
        return response(201).json({ data: aBooking({ id: 92, _id: 92 }) });
      }),
      http.get('/api/packages', ({ response }) =>
        response(200).json({ data: [aPackage({ id: 4, tripType: 'national-park', title: 'Bandhavgarh safari weekend' })] }),
      ),
    );
    openPage();
    const card = await screen.findByRole('listitem', { name: 'Sunita Patel' });
    await userEvent.click(within(card).getByRole('button', { name: 'Convert to booking' }));
    const form = within(within(card).getByRole('form', { name: 'Book this trip for Sunita Patel' }));
    await fill(form);
    await userEvent.type(form.getByLabelText('Pickup Time'), '09:00');
    await userEvent.type(form.getByLabelText('ID Number'), '123412341234');
    await userEvent.click(form.getByRole('button', { name: 'Book' }));
    expect(await within(card).findByRole('link', { name: 'Open the booking' })).toBeInTheDocument();
    expect(sent[0]).toEqual({
      ...trip,
      from: 'Jabalpur, MP, India',
      date: '2030-02-12',
      time: '09:00',
      vehicle: 'Dzire',
      passenger: { name: 'Sunita Patel', phone: '9876543210', email: 'sunita@example.in', idType: 'Aadhar Card', idNumber: '123412341234' },
    });
  });

  it('offers no answer or booking on a booked or closed enquiry', async () => {
    answerList([enquiry({ status: 'converted', bookingId: 91 })]);
    openPage();
    const card = await screen.findByRole('listitem', { name: 'Sunita Patel' });
    expect(card).toHaveTextContent('Booked');
    expect(within(card).queryByRole('button')).not.toBeInTheDocument();
  });
});
