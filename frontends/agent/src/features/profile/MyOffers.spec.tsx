import type { Offer } from '@jbp/shared';
import { anOffer, http, renderPage, server } from '@jbp/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MyOffers } from './MyOffers';

const session = { token: 't', role: 'agent' };

/** GET /api/offers/mine, PUT and DELETE /api/offers/:id on a small list kept here; records each change. */
function serveOffers(offers: Offer[], refuse?: string) {
  const sent: { method: string; id: string; body?: unknown }[] = [];
  const list = [...offers];
  server.use(
    http.get('/api/offers/mine', ({ response }) => response(200).json({ data: list })),
    http.put('/api/offers/{id}', async ({ params, request, response }) => {
      const body = (await request.json()) as Partial<Offer>;
      sent.push({ method: 'PUT', id: params.id, body });
      const i = list.findIndex((o) => String(o._id) === params.id);
      list[i] = { ...list[i], ...body, distance: list[i].distance } as Offer;
      return response(200).json({ success: true, data: list[i] });
    }),
    http.delete('/api/offers/{id}', ({ params, response }) => {
      sent.push({ method: 'DELETE', id: params.id });
      if (refuse) return response(409).json({ statusCode: 409, message: refuse });
      const i = list.findIndex((o) => String(o._id) === params.id);
      list[i] = { ...list[i], status: 'withdrawn' };
      return response(200).json({ success: true, data: list[i] });
    }),
  );
  return sent;
}

const bhopal = () => anOffer({ _id: 7, id: 7, to: 'Bhopal, Madhya Pradesh', date: '2030-02-01', amount: 2500, seats: 4, status: 'open' });

describe(MyOffers.name, () => {
  it('offers Edit and Withdraw on open offers only', async () => {
    serveOffers([bhopal(), anOffer({ status: 'booked' }), anOffer({ status: 'expired' }), anOffer({ status: 'withdrawn' })]);
    renderPage(<MyOffers />, { session, path: '/agentprofile' });
    const cards = await screen.findAllByTestId('my-offer');
    expect(within(cards[0]).getByRole('button', { name: /^Edit the offer Jabalpur → Bhopal/ })).toBeInTheDocument();
    expect(within(cards[0]).getByRole('button', { name: /^Withdraw the offer/ })).toBeInTheDocument();
    for (const card of cards.slice(1)) expect(within(card).queryAllByRole('button')).toHaveLength(0);
    expect(within(cards[3]).getByText('Withdrawn')).toHaveAttribute('data-state', 'withdrawn');
  });

  it('edits the terms of an open offer with PUT, keeping its places', async () => {
    const sent = serveOffers([bhopal()]);
    renderPage(<MyOffers />, { session, path: '/agentprofile' });
    await userEvent.click(await screen.findByRole('button', { name: /^Edit the offer/ }));
    const amount = screen.getByLabelText('Amount (₹)');
    await userEvent.clear(amount);
    await userEvent.type(amount, '2800');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Offer updated: the offers list shows the new terms now.')).toBeInTheDocument();
    expect(sent).toEqual([
      {
        method: 'PUT',
        id: '7',
        body: expect.objectContaining({ from: 'Jabalpur, Madhya Pradesh', to: 'Bhopal, Madhya Pradesh', amount: 2800, seats: 4 }),
      },
    ]);
    await waitFor(() => expect(screen.getByTestId('my-offer')).toHaveTextContent('₹2,800'));
  }, 30_000);

  it('withdraws only after the confirm dialog; Escape changes nothing', async () => {
    const sent = serveOffers([bhopal()]);
    renderPage(<MyOffers />, { session, path: '/agentprofile' });
    const withdraw = await screen.findByRole('button', { name: /^Withdraw the offer/ });
    await userEvent.click(withdraw);
    expect(screen.getByRole('dialog', { name: 'Withdraw this offer?' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(withdraw).toHaveFocus();
    expect(sent).toHaveLength(0);

    await userEvent.click(withdraw);
    await userEvent.click(screen.getByRole('button', { name: 'Yes, withdraw it' }));
    expect(await screen.findByText('Offer withdrawn: it is no longer on the offers list.')).toBeInTheDocument();
    expect(sent).toEqual([{ method: 'DELETE', id: '7' }]);
    expect(await screen.findByText('Withdrawn')).toBeInTheDocument();
  }, 30_000);

  it("keeps the dialog open with the server's sentence when a customer booked it first", async () => {
    serveOffers([bhopal()], 'This offer has already been booked, so it can no longer be changed or withdrawn.');
    renderPage(<MyOffers />, { session, path: '/agentprofile' });
    await userEvent.click(await screen.findByRole('button', { name: /^Withdraw the offer/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, withdraw it' }));
    expect(await within(screen.getByRole('dialog')).findByRole('alert')).toHaveTextContent(
      'This offer has already been booked, so it can no longer be changed or withdrawn.',
    );
  }, 30_000);
});
