import type { Enquiry } from '@jbp/shared';
import { aBooking, http, renderPage, server } from '@jbp/shared/testing';
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
    );
    openPage();
    const card = await screen.findByRole('listitem', { name: 'Sunita Patel' });
    await userEvent.click(within(card).getByRole('button', { name: 'Convert to booking' }));
    const form = within(card).getByRole('form', { name: 'Book this trip for Sunita Patel' });
    expect(within(form).getByLabelText('Date')).toHaveValue('2030-02-12');
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

  it('offers no answer or booking on a booked or closed enquiry', async () => {
    answerList([enquiry({ status: 'converted', bookingId: 91 })]);
    openPage();
    const card = await screen.findByRole('listitem', { name: 'Sunita Patel' });
    expect(card).toHaveTextContent('Booked');
    expect(within(card).queryByRole('button')).not.toBeInTheDocument();
  });
});
