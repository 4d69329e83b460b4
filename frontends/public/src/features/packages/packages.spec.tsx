import {
  HttpResponse,
  aPackage,
  acceptEnquiries,
  answerPackage,
  answerPackages,
  renderPage,
  server,
  tripHttp,
  answerCancellationTerms,
} from '@jbp/shared/testing';
import type { EnquiryCreate } from '@jbp/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { readQuoteSearch } from '@/features/trips/quoteSearch';
import { EnquiryPage, enquiryProblems } from './EnquiryPage';
import { PackageDetailPage } from './PackageDetailPage';
import { PackagesPage } from './PackagesPage';

// The pages show the current fare version's cancellation terms (GET /api/fares/cancellation).
beforeEach(() => server.use(answerCancellationTerms()));

describe(PackagesPage.name, () => {
  it('asks for the packages of the chosen type and marks that filter as current', async () => {
    const asked: (string | null)[] = [];
    server.use(
      tripHttp.get('/api/packages', ({ request }) => {
        asked.push(new URL(request.url).searchParams.get('tripType'));
        return HttpResponse.json({ data: [aPackage()] });
      }),
    );
    renderPage(<PackagesPage />, { path: '/packages', url: '/packages?type=national-park' });
    expect(await screen.findByRole('link', { name: 'Bandhavgarh safari, 2 days' })).toBeInTheDocument();
    expect(asked).toEqual(['national-park']);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('National park');
    expect(screen.getByRole('link', { name: 'National park' })).toHaveAttribute('aria-current', 'page');
  });

  it('offers the enquiry form when a type has no packages', async () => {
    server.use(answerPackages([]));
    renderPage(<PackagesPage />, { path: '/packages', url: '/packages?type=marriage' });
    expect(await screen.findByText(/No packages of this kind yet/)).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Send an Enquiry' })[0]).toHaveAttribute('href', '/enquiry?tripType=marriage');
  });
});

describe(PackageDetailPage.name, () => {
  it('shows itinerary, inclusions, exclusions and price per vehicle, and Book opens its quote', async () => {
    const safari = aPackage();
    server.use(answerPackage([safari]));
    const view = renderPage(<PackageDetailPage />, { path: '/packages/:id', url: `/packages/${safari.id}` });
    expect(await screen.findByRole('heading', { level: 1, name: 'Bandhavgarh safari, 2 days' })).toBeInTheDocument();
    expect(screen.getByText(/Day 2: morning safari/)).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Included' })).getByText('Fuel')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Not included' })).getByText('Safari gate fees')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Price per vehicle' })).toHaveTextContent('Ertiga₹8,200.00');
    expect(screen.getByRole('link', { name: 'Send an Enquiry' })).toHaveAttribute(
      'href',
      `/enquiry?tripType=national-park&package=${safari.id}`,
    );

    const form = screen.getByRole('form', { name: 'Book this package' });
    await userEvent.click(within(form).getByRole('button', { name: 'Book this package' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('Choose the pickup date and time.');
    await userEvent.type(within(form).getByLabelText('Date'), '2030-12-20');
    await userEvent.type(within(form).getByLabelText('Pickup Time'), '05:00');
    await userEvent.click(within(form).getByRole('button', { name: 'Book this package' }));
    expect(readQuoteSearch(new URLSearchParams(view.location().split('?')[1]))).toEqual({
      tripType: 'national-park',
      from: 'Jabalpur, MP, India',
      packageId: safari.id,
      pickupAt: '2030-12-20T05:00:00+05:30',
    });
  });

  it.each([
    ['withdrawn', aPackage({ active: false }).id],
    ['unknown', 9999],
  ])('says so for a %s package', async (_name, id) => {
    server.use(answerPackage([aPackage({ id: id === 9999 ? 1 : id, active: false })]));
    renderPage(<PackageDetailPage />, { path: '/packages/:id', url: `/packages/${id}` });
    expect(await screen.findByText('This package is not available.')).toBeInTheDocument();
  });
});

describe(EnquiryPage.name, () => {
  it('shows each problem beside its field and sends nothing', async () => {
    const seen: EnquiryCreate[] = [];
    server.use(acceptEnquiries(seen));
    renderPage(<EnquiryPage />, { path: '/enquiry' });
    await userEvent.type(screen.getByLabelText('Mobile'), '12345');
    await userEvent.type(screen.getByLabelText('Email (optional)'), 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Send Enquiry' }));
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Name is required');
    expect(screen.getByLabelText('Mobile')).toHaveAccessibleDescription('10-digit Indian mobile number');
    expect(screen.getByLabelText('Email (optional)')).toHaveAccessibleDescription('Enter a valid email, or leave it empty.');
    expect(screen.getByLabelText('Your message')).toHaveAccessibleDescription('Write what you need.');
    expect(seen).toEqual([]);
  });

  it('sends the enquiry with the package named and confirms it; the optional fields are left out when empty', async () => {
    const safari = aPackage({ tripType: 'tour', title: 'Pachmarhi 3 days' });
    const seen: EnquiryCreate[] = [];
    server.use(acceptEnquiries(seen), answerPackage([safari]));
    renderPage(<EnquiryPage />, { path: '/enquiry', url: `/enquiry?tripType=tour&package=${safari.id}` });
    expect(screen.getByLabelText('Trip type')).toHaveValue('tour');
    expect(await screen.findByDisplayValue('About the package "Pachmarhi 3 days":')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Name'), 'Ravi Patel');
    await userEvent.type(screen.getByLabelText('Mobile'), '9876543210');
    await userEvent.type(screen.getByLabelText('Your message'), '12 people, 2 cars');
    await userEvent.click(screen.getByRole('button', { name: 'Send Enquiry' }));
    expect(await screen.findByText('Thank you, your enquiry has reached our office.')).toBeInTheDocument();
    expect(screen.getByText('We will call you on 9876543210 during support hours.')).toBeInTheDocument();
    expect(seen).toEqual([
      {
        packageId: safari.id,
        name: 'Ravi Patel',
        mobile: '9876543210',
        tripType: 'tour',
        message: 'About the package "Pachmarhi 3 days": 12 people, 2 cars',
      },
    ]);
  });

  it("keeps the form and shows the server's refusal", async () => {
    server.use(
      tripHttp.post('/api/enquiries', () =>
        HttpResponse.json({ statusCode: 400, message: 'mobile must be an Indian mobile number.' }, { status: 400 }),
      ),
    );
    renderPage(<EnquiryPage />, { path: '/enquiry' });
    await userEvent.type(screen.getByLabelText('Name'), 'Ravi');
    await userEvent.type(screen.getByLabelText('Mobile'), '9876543210');
    await userEvent.type(screen.getByLabelText('Your message'), 'Wedding on 5 Feb');
    await userEvent.click(screen.getByRole('button', { name: 'Send Enquiry' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('mobile must be an Indian mobile number.');
    expect(screen.getByLabelText('Name')).toHaveValue('Ravi');
  });

  it.each([
    ['+91 mobile', { mobile: '+91 9876543210' }, {}],
    ['a mobile starting with 5', { mobile: '5876543210' }, { mobile: 'mobileRule' }],
    ['a date of yesterday', { date: '2026-11-30' }, { date: 'dateInPast' }],
    ['a date of today', { date: '2026-12-01' }, {}],
  ])('checks %s', (_name, change, problems) => {
    const valid = { name: 'A', mobile: '9876543210', email: '', tripType: 'office' as const, date: '', message: 'm' };
    expect(enquiryProblems({ ...valid, ...change }, '2026-12-01')).toEqual(problems);
  });
});
