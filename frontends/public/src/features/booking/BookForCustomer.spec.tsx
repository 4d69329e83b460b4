import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { HttpResponse, aCustomer, http, renderWithProviders, server } from '@jbp/shared/testing';
import { BookForCustomer } from './BookForCustomer';

const asha = aCustomer({ fullName: 'Asha Verma', mobile: '9876543210', email: 'asha@example.in' });
const ravi = aCustomer({ fullName: 'Ravi Tiwari', mobile: '9425012345', email: 'ravi@example.in' });
const gone = aCustomer({ fullName: 'Deactivated Person', active: false });

function answerCustomers() {
  server.use(http.get('/api/users/customers', ({ response }) => response(200).json([asha, ravi, gone])));
}

describe(BookForCustomer.name, () => {
  it('lists the active customers, filters them and reports the one picked', async () => {
    answerCustomers();
    const onChange = vi.fn();
    renderWithProviders(<BookForCustomer onChange={onChange} />);
    const list = await screen.findByRole('list', { name: 'Matching customers' });
    expect(within(list).getAllByRole('radio')).toHaveLength(2);
    expect(screen.queryByText('Deactivated Person')).not.toBeInTheDocument();
    expect(onChange).toHaveBeenLastCalledWith(null);

    await userEvent.type(screen.getByLabelText('Search customers'), '94250');
    expect(within(list).getAllByRole('radio')).toHaveLength(1);
    await userEvent.click(within(list).getByRole('radio', { name: /Ravi Tiwari/ }));
    expect(onChange).toHaveBeenLastCalledWith({ customerId: ravi._id });

    await userEvent.clear(screen.getByLabelText('Search customers'));
    await userEvent.type(screen.getByLabelText('Search customers'), 'nobody');
    expect(screen.getByText('No matching customer.')).toBeInTheDocument();
  });

  it('takes a new customer by name and a valid mobile (+91 or 0 dropped)', async () => {
    answerCustomers();
    const onChange = vi.fn();
    renderWithProviders(<BookForCustomer onChange={onChange} />);
    await userEvent.click(screen.getByRole('radio', { name: 'New customer' }));
    await userEvent.type(screen.getByLabelText('Customer name'), 'Meena Patel');
    await userEvent.type(screen.getByLabelText('Customer mobile'), '12345');
    expect(onChange).toHaveBeenLastCalledWith(null);
    await userEvent.clear(screen.getByLabelText('Customer mobile'));
    await userEvent.type(screen.getByLabelText('Customer mobile'), '+91 98270 12345');
    expect(onChange).toHaveBeenLastCalledWith({ customer: { fullName: 'Meena Patel', mobile: '9827012345' } });
    await userEvent.type(screen.getByLabelText('Customer e-mail (optional)'), 'meena@example.in');
    expect(onChange).toHaveBeenLastCalledWith({ customer: { fullName: 'Meena Patel', mobile: '9827012345', email: 'meena@example.in' } });
  });

  it('says when the customer list cannot be loaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(
      http.get('/api/users/customers', () => HttpResponse.json({ statusCode: 500, message: 'Internal server error' }, { status: 500 })),
    );
    renderWithProviders(<BookForCustomer onChange={vi.fn()} />);
    expect(await screen.findByText('The customer list could not be loaded. Use New customer instead.')).toBeInTheDocument();
  });
});
