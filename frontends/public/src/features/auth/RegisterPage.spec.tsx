import { HttpResponse, aProfile, http, renderPage, server } from '@jbp/shared/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
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
function registerAnswers(answer: 'ok' | 'taken' | 'offline' = 'ok') {
  const sent: FormData[] = [];
  server.use(
    http.post('/api/auth/register', async ({ request, response }) => {
      sent.push(await request.formData());
      if (answer === 'offline') return response.untyped(HttpResponse.error());
      if (answer === 'taken') return response(409).json({ statusCode: 409, message: 'Email is already registered' });
      return response(201).json({ message: 'Registered Successfully!', user: aProfile() });
    }),
  );
  return sent;
}

const submit = () => userEvent.click(screen.getByRole('button', { name: 'Register' }));

describe(RegisterPage.name, () => {
  it("says 'Role is required' when no role is chosen", async () => {
    const sent = registerAnswers();
    renderPage(<RegisterPage />, { path: '/register' });
    await fill();
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Role is required');
    expect(sent).toHaveLength(0);
  });

  it("says 'Passwords do not match!' when they differ", async () => {
    const sent = registerAnswers();
    renderPage(<RegisterPage />, { path: '/register' });
    await userEvent.selectOptions(screen.getByLabelText('Role'), 'Customer');
    await fill({ 'Confirm Password': 'other' });
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Passwords do not match!');
    expect(sent).toHaveLength(0);
  });

  it("sends only non-empty values and shows 'Registered Successfully!'", async () => {
    const sent = registerAnswers();
    renderPage(<RegisterPage />, { path: '/register' });
    await userEvent.selectOptions(screen.getByLabelText('Role'), 'Customer');
    await fill();
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Registered Successfully!');
    expect(sent).toHaveLength(1);
    const form = sent[0];
    expect(Object.fromEntries(form.entries())).toEqual({
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

  it("shows 'Error: ' and the server's message on a non-ok answer", async () => {
    registerAnswers('taken');
    renderPage(<RegisterPage />, { path: '/register' });
    await userEvent.selectOptions(screen.getByLabelText('Role'), 'Customer');
    await fill();
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: Email is already registered');
  });

  it("shows 'Something went wrong!' when the request cannot be sent", async () => {
    registerAnswers('offline');
    renderPage(<RegisterPage />, { path: '/register' });
    await userEvent.selectOptions(screen.getByLabelText('Role'), 'Customer');
    await fill();
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong!');
  });

  it('offers Admin, Agent and Customer, and shows the agent fields only for agents', async () => {
    renderPage(<RegisterPage />, { path: '/register' });
    const roles = Array.from((screen.getByLabelText('Role') as HTMLSelectElement).options).map((o) => o.text);
    expect(roles).toEqual(['Select your role', 'Admin', 'Agent', 'Customer']);
    expect(screen.queryByLabelText('Traveler Name')).not.toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Role'), 'Agent');
    expect(screen.getByLabelText('Traveler Name')).toBeInTheDocument();
    const idTypes = Array.from((screen.getByLabelText('ID Proof Type') as HTMLSelectElement).options).map((o) => o.value);
    expect(idTypes).toEqual(['', 'Aadhar Card', 'Voter ID Card']);
    expect(screen.getByLabelText('ID Proof Image')).toHaveAttribute('accept', 'image/*');
  });

  it('sends the agent extras and the ID image, and refuses a non-image file', async () => {
    const sent = registerAnswers();
    renderPage(<RegisterPage />, { path: '/register' });
    await userEvent.selectOptions(screen.getByLabelText('Role'), 'Agent');
    await fill();
    await userEvent.type(screen.getByLabelText('Traveler Name'), 'Narmada Travels');
    await userEvent.selectOptions(screen.getByLabelText('ID Proof Type'), 'Voter ID Card');
    const file = screen.getByLabelText('ID Proof Image');
    await userEvent.upload(file, new File(['%PDF'], 'id.pdf', { type: 'application/pdf' }), { applyAccept: false });
    expect(screen.getByRole('alert')).toHaveTextContent('The ID proof must be an image');
    await userEvent.upload(file, new File(['img'], 'id.jpg', { type: 'image/jpeg' }));
    await submit();
    expect(await screen.findByText(/Registered Successfully!/)).toBeInTheDocument();
    const form = sent[0];
    expect(form.get('role')).toBe('agent');
    expect(form.get('travelerName')).toBe('Narmada Travels');
    expect(form.get('idProofType')).toBe('Voter ID Card');
    // jsdom's File keeps only its type on the way through Node's fetch (no name, no bytes).
    expect(form.get('idProofImage')).toMatchObject({ type: 'image/jpeg' });
  });
});
