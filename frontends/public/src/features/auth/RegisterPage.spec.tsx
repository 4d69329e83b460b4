import { HttpResponse, aProfile, http, renderPage, server } from '@jbp/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { rememberIntent } from '@jbp/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { RegisterPage } from './RegisterPage';

const VALUES: Record<string, string> = {
  'Full Name': 'Asha Verma',
  Email: 'asha@example.in',
  Mobile: '9876543210',
  Area: 'Napier Town',
  City: 'Jabalpur',
  State: 'Madhya Pradesh',
  Pincode: '482001',
  Password: 'secret123',
  'Confirm Password': 'secret123',
};

async function fill(overrides: Record<string, string> = {}) {
  for (const [label, value] of Object.entries({ ...VALUES, ...overrides })) {
    const input = screen.getByLabelText(label);
    await userEvent.clear(input);
    if (value) await userEvent.type(input, value);
  }
}

/** Answers POST /api/auth/register and keeps each multipart body sent. */
function registerAnswers(answer: 'ok' | 'pending' | 'taken' | 'badPincode' | 'offline' = 'ok') {
  const sent: FormData[] = [];
  server.use(
    http.post('/api/auth/register', async ({ request, response }) => {
      sent.push(await request.formData());
      if (answer === 'offline') return response.untyped(HttpResponse.error());
      if (answer === 'taken') return response(409).json({ statusCode: 409, message: 'Mobile is already registered' });
      if (answer === 'badPincode') return response(400).json({ statusCode: 400, message: ['pincode must be 6 digits'] });
      const user = aProfile({ role: answer === 'pending' ? 'agent' : 'customer' });
      const session =
        answer === 'pending'
          ? null
          : { token: 'new-token', user: { id: user.id, role: user.role, fullName: user.fullName, email: user.email, mobile: user.mobile } };
      return response(201).json({ message: 'Registered Successfully!', user, session });
    }),
  );
  return sent;
}

const submit = () => userEvent.click(screen.getByRole('button', { name: 'Register' }));
const field = (label: string) => screen.getByLabelText(label);
/** The message shown under a field, linked to it by aria-describedby. */
const messageOf = (label: string) => {
  const ids = field(label).getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
};

afterEach(() => sessionStorage.clear());

// Each test types a whole form: slow on a loaded machine.
describe(RegisterPage.name, { timeout: 15_000 }, () => {
  it("says 'Role is required' beside the role when none is chosen, and sends nothing", async () => {
    const sent = registerAnswers();
    renderPage(<RegisterPage />, { path: '/register' });
    await fill();
    await submit();
    expect(messageOf('Role')).toContain('Role is required');
    expect(field('Role')).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toHaveLength(0);
  });

  it("says 'Passwords do not match!' beside the confirmation", async () => {
    const sent = registerAnswers();
    renderPage(<RegisterPage />, { path: '/register' });
    await userEvent.selectOptions(field('Role'), 'Customer');
    await fill({ 'Confirm Password': 'other' });
    await submit();
    expect(messageOf('Confirm Password')).toContain('Passwords do not match!');
    expect(sent).toHaveLength(0);
  });

  it('checks each field as it is left, in one plain sentence beside it', async () => {
    renderPage(<RegisterPage />, { path: '/register' });
    await userEvent.type(field('Email'), 'asha@');
    await userEvent.tab();
    expect(messageOf('Email')).toContain('Enter an e-mail address like name@example.com.');
    await userEvent.type(field('Mobile'), '12345');
    await userEvent.tab();
    expect(messageOf('Mobile')).toContain('Enter a 10-digit mobile number starting with 6, 7, 8 or 9.');
    await userEvent.type(field('Pincode'), '4820');
    await userEvent.tab();
    expect(messageOf('Pincode')).toContain('Enter the 6-digit pincode.');
    await userEvent.click(field('City'));
    await userEvent.tab();
    expect(messageOf('City')).toContain('Please fill in City.');
    await userEvent.type(field('Password'), 'short');
    await userEvent.tab();
    expect(messageOf('Password')).toContain('Use at least 8 characters for the password.');
    // Corrected as typed once a field has been left.
    await userEvent.type(field('Pincode'), '01');
    expect(messageOf('Pincode')).not.toContain('Enter the 6-digit pincode.');
  });

  it('turns a mobile typed with +91 and spaces into its 10 digits when the field is left', async () => {
    renderPage(<RegisterPage />, { path: '/register' });
    await userEvent.type(field('Mobile'), '+91 98765 43210');
    await userEvent.tab();
    expect(field('Mobile')).toHaveValue('9876543210');
    expect(field('Mobile')).not.toHaveAttribute('aria-invalid');
  });

  it('moves focus to the first field in error when Register is pressed', async () => {
    renderPage(<RegisterPage />, { path: '/register' });
    await userEvent.selectOptions(field('Role'), 'Customer');
    await fill({ Mobile: '12' });
    await submit();
    expect(field('Mobile')).toHaveFocus();
    expect(screen.getByText('One field needs your attention; it is marked in red.')).toBeInTheDocument();
  });

  it('signs a new customer in and opens the profile, sending only non-empty values with the mobile normalised', async () => {
    const sent = registerAnswers();
    const view = renderPage(<RegisterPage />, { path: '/register' });
    await userEvent.selectOptions(field('Role'), 'Customer');
    await fill({ Mobile: '+91 98765-43210' });
    await submit();
    await waitFor(() => expect(view.location()).toBe('/customerprofile'));
    expect(localStorage.getItem('token')).toBe('new-token');
    expect(localStorage.getItem('role')).toBe('customer');
    expect(Object.fromEntries(sent[0].entries())).toEqual({
      role: 'customer',
      fullName: 'Asha Verma',
      email: 'asha@example.in',
      mobile: '9876543210',
      area: 'Napier Town',
      city: 'Jabalpur',
      state: 'Madhya Pradesh',
      pincode: '482001',
      password: 'secret123',
      confirmPassword: 'secret123',
    });
  });

  it('takes a customer whom the guard sent here back to the offer they chose', async () => {
    registerAnswers();
    const chosen = { offer: { from: 'Bhopal', to: 'Jabalpur', vehicle: 'Dzire', offerId: 7 }, flow: 'offer' };
    const query = rememberIntent('/offerconvehical', chosen);
    const view = renderPage(<RegisterPage />, { path: '/register', url: `/register${query}` });
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', `/login${query}`);
    await userEvent.selectOptions(field('Role'), 'Customer');
    await fill();
    await submit();
    await waitFor(() => expect(view.location()).toBe('/offerconvehical'));
    expect(view.locationState()).toEqual(chosen);
  });

  it('sends an agent to the waiting-for-approval page, signed out', async () => {
    registerAnswers('pending');
    const view = renderPage(<RegisterPage />, { path: '/register' });
    await userEvent.selectOptions(field('Role'), 'Agent');
    await fill();
    await submit();
    await waitFor(() => expect(view.location()).toBe('/awaiting-approval'));
    expect(view.locationState()).toEqual({ role: 'agent' });
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('says beside the mobile that it is already registered, with a link to log in', async () => {
    registerAnswers('taken');
    renderPage(<RegisterPage />, { path: '/register' });
    await userEvent.selectOptions(field('Role'), 'Customer');
    await fill();
    await submit();
    await waitFor(() => expect(messageOf('Mobile')).toContain('This mobile number is already registered: log in instead.'));
    expect(screen.getByRole('link', { name: 'log in' })).toHaveAttribute('href', '/login');
    expect(field('Mobile')).toHaveFocus();
    await userEvent.type(field('Mobile'), '1');
    expect(messageOf('Mobile')).not.toContain('already registered');
  });

  it("puts the server's refusal on the field it names", async () => {
    registerAnswers('badPincode');
    renderPage(<RegisterPage />, { path: '/register' });
    await userEvent.selectOptions(field('Role'), 'Customer');
    await fill();
    await submit();
    await waitFor(() => expect(messageOf('Pincode')).toContain('pincode must be 6 digits'));
  });

  it("shows 'Something went wrong!' when the request cannot be sent", async () => {
    registerAnswers('offline');
    renderPage(<RegisterPage />, { path: '/register' });
    await userEvent.selectOptions(field('Role'), 'Customer');
    await fill();
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong!');
  });

  it('offers Admin, Agent and Customer, and shows the agent fields only for agents', async () => {
    renderPage(<RegisterPage />, { path: '/register' });
    const roles = Array.from((field('Role') as HTMLSelectElement).options).map((o) => o.text);
    expect(roles).toEqual(['Select your role', 'Admin', 'Agent', 'Customer']);
    expect(screen.queryByLabelText('Traveler Name')).not.toBeInTheDocument();
    await userEvent.selectOptions(field('Role'), 'Agent');
    expect(field('Traveler Name')).toBeInTheDocument();
    const idTypes = Array.from((field('ID Proof Type') as HTMLSelectElement).options).map((o) => o.value);
    expect(idTypes).toEqual(['', 'Aadhar Card', 'Voter ID Card']);
    expect(field('ID Proof Image')).toHaveAttribute('accept', 'image/*');
  });

  it('sends the agent extras and the ID image, and refuses a non-image file', async () => {
    const sent = registerAnswers('pending');
    const view = renderPage(<RegisterPage />, { path: '/register' });
    await userEvent.selectOptions(field('Role'), 'Agent');
    await fill();
    await userEvent.type(field('Traveler Name'), 'Narmada Travels');
    await userEvent.selectOptions(field('ID Proof Type'), 'Voter ID Card');
    const file = field('ID Proof Image');
    await userEvent.upload(file, new File(['%PDF'], 'id.pdf', { type: 'application/pdf' }), { applyAccept: false });
    expect(screen.getByRole('alert')).toHaveTextContent('The ID proof must be an image');
    await userEvent.upload(file, new File(['img'], 'id.jpg', { type: 'image/jpeg' }));
    await submit();
    await waitFor(() => expect(view.location()).toBe('/awaiting-approval'));
    const form = sent[0];
    expect(form.get('role')).toBe('agent');
    expect(form.get('travelerName')).toBe('Narmada Travels');
    expect(form.get('idProofType')).toBe('Voter ID Card');
    // jsdom's File keeps only its type on the way through Node's fetch (no name, no bytes).
    expect(form.get('idProofImage')).toMatchObject({ type: 'image/jpeg' });
  });
});
