import { setLanguage, type Booking } from '@jbp/shared';
import {
  aBill,
  aBooking,
  aPackage,
  anOffer,
  answerPackages,
  bundlesOf,
  englishLeftovers,
  http,
  noActions,
  renderPage,
  server,
  textModuleProblems,
  answerCancellationTerms,
} from '@jbp/shared/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { LoginPage } from '@/features/auth/LoginPage';
import { RegisterPage } from '@/features/auth/RegisterPage';
import { ConfirmRidePage } from '@/features/booking/ConfirmRidePage';
import { PassengerDetailsPage } from '@/features/booking/PassengerDetailsPage';
import { PayAdvancePage } from '@/features/booking/PayAdvancePage';
import { HomePage } from '@/features/home/HomePage';
import { PrivacyPage, RefundPolicyPage } from '@/features/policies/PolicyPage';
import { RideHistory } from '@/features/profile/RideHistory';
import { customerSession, dzireRide } from '@/testing/flow';

// The pages show the current fare version's cancellation terms (GET /api/fares/cancellation).
beforeEach(() => server.use(answerCancellationTerms()));

const modules = import.meta.glob<Record<string, unknown>>(
  ['./**/*.i18n.ts', '../../shared/src/**/*.i18n.ts', '../../widgets/src/**/*.i18n.ts'],
  { eager: true },
);
const leftovers = () => englishLeftovers(document.body.textContent ?? '', bundlesOf(modules));
const session = customerSession;
const ride = dzireRide;

describe('the public texts', () => {
  it('exist in English and Hindi, with the same keys, placeholders and tags', () => {
    expect(textModuleProblems(modules)).toEqual([]);
  });
});

describe('the public pages in Hindi', () => {
  it('home: the hero, offers, the Jabalpur notice in both scripts, and no English sentence left', async () => {
    server.use(
      http.get('/api/offers', ({ response }) =>
        response(200).json({ success: true, data: [anOffer({ from: 'Jabalpur', to: 'Nagpur' })], error: null }),
      ),
      answerPackages([aPackage()]),
    );
    setLanguage('hi');
    renderPage(<HomePage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('जबलपुर से वन-वे कैब, सिर्फ़ एक तरफ़ का किराया');
    expect(screen.getByRole('link', { name: 'वन-वे कैब बुक करें' })).toHaveAttribute('href', '/oneway');
    // The notice stands once, under the one-way search form (its code loads after the first paint).
    expect(await screen.findByText(/सेवा अभी केवल जबलपुर से ही उपलब्ध/)).toHaveAttribute('lang', 'hi-IN');
    expect(screen.getAllByText(/सेवा अभी केवल जबलपुर से ही उपलब्ध/)).toHaveLength(1);
    expect(await screen.findAllByRole('button', { name: 'Jabalpur से Nagpur का ऑफ़र चुनें' })).not.toEqual([]);
    expect(await screen.findByRole('link', { name: 'बांधवगढ़ सफ़ारी, 2 दिन' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'राउंड ट्रिप' })).toHaveAttribute('aria-selected', 'false');
    // The spec's maintenance notice keeps its English beside the Hindi.
    expect(screen.getByRole('region', { name: 'रखरखाव सूचना' })).toHaveTextContent('we are upgrading our booking system');
    const text = (document.body.textContent ?? '').replace(/Notice: we are upgrading[^।]*?by phone\./g, '');
    expect(englishLeftovers(text, bundlesOf(modules))).toEqual([]);
  });

  it('home: the offers popup traps focus, closes on Escape and gives focus back', async () => {
    server.use(
      http.get('/api/offers', ({ response }) => response(200).json({ success: true, data: [anOffer()], error: null })),
      answerPackages([]),
    );
    renderPage(<HomePage />);
    const dialog = await screen.findByRole('dialog', { name: 'Available Offers' }, { timeout: 3000 });
    const close = within(dialog).getByRole('button', { name: 'Close offers' });
    await waitFor(() => expect(close).toHaveFocus());
    // The language switch sits before Close: the popup covers the header's switch on arrival.
    await userEvent.tab({ shift: true });
    expect(within(dialog).getByRole('button', { name: 'हिन्दी' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(within(dialog).getByRole('link', { name: 'See all offers' })).toHaveFocus();
    await userEvent.tab();
    expect(within(dialog).getByRole('button', { name: 'हिन्दी' })).toHaveFocus();
    await userEvent.tab();
    expect(close).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.activeElement).toBe(document.body);
  });

  it('login: labels, button and the server message in Hindi', async () => {
    const asked: (string | null)[] = [];
    server.use(
      http.post('/api/auth/login', ({ request, response }) => {
        asked.push(request.headers.get('accept-language'));
        return response(401).json({ statusCode: 401, message: 'ईमेल/मोबाइल या पासवर्ड गलत है।' });
      }),
    );
    setLanguage('hi');
    renderPage(<LoginPage />, { path: '/login' });
    expect(screen.getByRole('heading', { level: 1, name: 'लॉग इन' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('ईमेल या मोबाइल'), 'asha@example.in');
    await userEvent.type(screen.getByLabelText('पासवर्ड'), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'लॉग इन' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('ईमेल/मोबाइल या पासवर्ड गलत है।');
    expect(asked).toEqual(['hi']);
    expect(screen.getByRole('link', { name: 'रजिस्टर करें' })).toHaveAttribute('href', '/register');
    expect(leftovers()).toEqual([]);
  });

  it("register: the spec's checks answer in Hindi", async () => {
    setLanguage('hi');
    renderPage(<RegisterPage />, { path: '/register' });
    expect(screen.getByRole('heading', { level: 1, name: 'अपना खाता बनाएँ' })).toBeInTheDocument();
    // The browser's own required-field bubbles are skipped: the spec's checks are what is tested.
    fireEvent.submit(screen.getByRole('button', { name: 'रजिस्टर करें' }).closest('form') as HTMLFormElement);
    await waitFor(() => expect(screen.getByLabelText('भूमिका')).toHaveAccessibleDescription('भूमिका चुनना ज़रूरी है'));
    expect(screen.getByLabelText('मोबाइल')).toHaveAccessibleDescription(
      expect.stringContaining('6, 7, 8 या 9 से शुरू होने वाला 10 अंकों का मोबाइल नंबर लिखें।'),
    );
    await userEvent.selectOptions(screen.getByLabelText('भूमिका'), 'agent');
    expect(screen.getByRole('option', { name: 'आधार कार्ड' })).toHaveValue('Aadhar Card');
    expect(leftovers()).toEqual([]);
  });

  it('booking flow: confirm, passenger details (with its checks) and the pay page', async () => {
    setLanguage('hi');
    const confirm = renderPage(<ConfirmRidePage />, { path: '/onewayconfirmvehical', state: { offer: ride }, session });
    expect(screen.getByRole('heading', { name: 'अपनी बुकिंग पक्की करें' })).toBeInTheDocument();
    expect(document.body).toHaveTextContent('20 दिसंबर 2026');
    expect(document.body).toHaveTextContent('312.4 किमी');
    expect(document.body).toHaveTextContent('रेलवे स्टेशन से रेलवे स्टेशन');
    expect(leftovers()).toEqual([]);
    confirm.unmount();

    const passenger = renderPage(<PassengerDetailsPage />, {
      path: '/customerdetailform',
      state: { offer: ride, flow: 'oneway' },
      session,
    });
    expect(screen.getByRole('heading', { level: 1, name: 'यात्री की जानकारी' })).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('नाम'));
    fireEvent.submit(screen.getByRole('button', { name: 'भुगतान की ओर बढ़ें' }).closest('form') as HTMLFormElement);
    await waitFor(() => expect(screen.getByLabelText('नाम')).toHaveAccessibleDescription('नाम लिखना ज़रूरी है'));
    expect(screen.getByLabelText('पिकअप का पता')).toHaveAccessibleDescription('कम से कम 5 अक्षर लिखें ताकि ड्राइवर जगह ढूँढ सके।');
    expect(leftovers()).toEqual([]);
    passenger.unmount();

    renderPage(<PayAdvancePage flow="oneway" />, {
      path: '/onewaypayadvance',
      state: {
        offer: ride,
        flow: 'oneway',
        passenger: { name: 'Asha', phone: '9876543210', email: 'a@b.in', idType: 'Aadhar Card', idNumber: '123412341234' },
      },
      session,
    });
    expect(screen.getByRole('heading', { level: 1, name: 'जाँचें और बुक करें' })).toBeInTheDocument();
    expect(document.body).toHaveTextContent('मूल किराया₹5,008.00');
    expect(document.body).toHaveTextContent('आधार कार्ड');
    expect(screen.getByRole('link', { name: 'नियम और शर्तें' })).toHaveAttribute('href', '/customertermsconditions');
    expect(screen.getByRole('button', { name: 'बुक करें' })).toBeDisabled();
    expect(leftovers()).toEqual([]);
  });

  it("ride history: the server's total, status names and buttons in Hindi", async () => {
    const booking = (id: number, status: Booking['status'], actions = {}): Booking =>
      aBooking({
        id,
        _id: id,
        reference: `JBP-00000${id}`,
        status,
        bill: aBill({ total: 6090, paid: 0, balance: 6090 }),
        actions: noActions(actions),
      });
    server.use(
      http.get('/api/bookings', ({ response }) =>
        response(200).json({
          data: [booking(1, 'confirmed', { cancel: true, payAdvance: true }), booking(2, 'cancelled by the customer')],
        }),
      ),
    );
    setLanguage('hi');
    renderPage(<RideHistory />, { session });
    const cards = await screen.findAllByTestId('booking-card');
    expect(within(cards[0]).getByTestId('card-total')).toHaveTextContent('₹6,090.00');
    expect(within(cards[0]).getByText('कन्फ़र्म')).toBeInTheDocument();
    expect(within(cards[0]).getByRole('button', { name: 'बुकिंग रद्द करें' })).toBeInTheDocument();
    expect(within(cards[0]).getByRole('button', { name: 'अग्रिम भुगतान करें' })).toBeInTheDocument();
    expect(within(cards[1]).getByText('आपने रद्द की')).toBeInTheDocument();
    expect(within(cards[1]).getByTestId('cancellation-pending')).toHaveTextContent('रद्दीकरण लंबित');
    expect(leftovers()).toEqual([]);
  });

  it('privacy and refund policies: the DPDP notice and the cancellation slabs of the current fare version', async () => {
    setLanguage('hi');
    const privacy = renderPage(<PrivacyPage />, { path: '/privacy' });
    expect(screen.getByRole('heading', { level: 1, name: 'गोपनीयता नीति' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'शिकायत अधिकारी' })).toBeInTheDocument();
    expect(leftovers()).toEqual([]);
    privacy.unmount();
    setLanguage('en');
    const refund = renderPage(<RefundPolicyPage />, { path: '/refund-policy' });
    expect(screen.getByRole('heading', { level: 1, name: 'Cancellation & Refund Policy' })).toBeInTheDocument();
    expect(await screen.findByText('24 hours or more before pickup: free, no charge.')).toBeInTheDocument();
    for (const slab of [
      'Less than 24 and at least 6 hours before pickup: 25% of the fare.',
      'Less than 6 hours before pickup: 50% of the fare.',
      'After the pickup time (no-show): 100% of the fare.',
      'Offer bookings follow the same terms, counted on the offer price.',
    ])
      expect(screen.getByText(slab)).toBeInTheDocument();
    refund.unmount();
    setLanguage('hi');
    renderPage(<RefundPolicyPage />, { path: '/refund-policy' });
    expect(await screen.findByText('पिकअप से 24 घंटे या उससे अधिक पहले: मुफ़्त, कोई शुल्क नहीं।', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(leftovers()).toEqual([]);
  });
});
