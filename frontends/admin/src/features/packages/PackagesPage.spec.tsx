import type { TripPackage } from '@jbp/shared';
import { aPackage, http, renderPage, server } from '@jbp/shared/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { adminSession } from '@/testing/fixtures';
import { PackagesPage } from './PackagesPage';

function answerAll(packages: TripPackage[]) {
  server.use(http.get('/api/packages/all', ({ response }) => response(200).json({ data: packages })));
}

const openPage = () => renderPage(<PackagesPage />, { session: adminSession, path: '/admin/packages' });

describe(PackagesPage.name, () => {
  it('lists every package with both titles, its prices and whether it is on sale', async () => {
    answerAll([aPackage(), aPackage({ title: 'Wedding car', titleHi: 'शादी की कार', tripType: 'marriage', active: false })]);
    openPage();
    const safari = await screen.findByRole('listitem', { name: 'Bandhavgarh safari, 2 days' });
    expect(safari).toHaveTextContent('बांधवगढ़ सफ़ारी, 2 दिन');
    expect(safari).toHaveTextContent('National park · Bandhavgarh · 420 km · 36 h');
    expect(safari).toHaveTextContent('Dzire ₹6,500.00 · Ertiga ₹8,200.00');
    expect(safari).toHaveTextContent('On sale');
    expect(screen.getByRole('listitem', { name: 'Wedding car' })).toHaveTextContent('Off sale');
  });

  it('takes a package off sale', async () => {
    const safari = aPackage();
    answerAll([safari]);
    const sent: unknown[] = [];
    server.use(
      http.put('/api/packages/{id}', async ({ request, params, response }) => {
        sent.push({ id: params.id, body: await request.json() });
        return response(200).json({ data: { ...safari, active: false } });
      }),
    );
    openPage();
    const row = await screen.findByRole('listitem', { name: safari.title });
    await userEvent.click(within(row).getByRole('button', { name: 'Deactivate' }));
    expect(sent).toEqual([{ id: String(safari.id), body: { active: false } }]);
  });

  it('creates a package from the form, one line per itinerary day, blank prices left out', async () => {
    answerAll([]);
    const sent: unknown[] = [];
    server.use(
      http.post('/api/packages', async ({ request, response }) => {
        sent.push(await request.json());
        return response(201).json({ data: aPackage() });
      }),
    );
    openPage();
    await userEvent.click(await screen.findByRole('button', { name: 'New package' }));
    const form = screen.getByRole('form', { name: 'New package' });
    await userEvent.selectOptions(within(form).getByLabelText('Trip type'), 'national-park');
    await userEvent.type(within(form).getByLabelText('Places, comma-separated'), 'Kanha, Mukki gate');
    await userEvent.type(within(form).getByLabelText('Title (English)'), 'Kanha 2 days');
    await userEvent.type(within(form).getByLabelText('Title (Hindi)'), 'कान्हा 2 दिन');
    await userEvent.type(
      within(form).getByLabelText('Itinerary (English), one day a line'),
      'Day 1: to Kanha{enter}{enter}Day 2: safari, back',
    );
    await userEvent.type(within(form).getByLabelText('Itinerary (Hindi), one day a line'), 'पहला दिन{enter}दूसरा दिन');
    await userEvent.type(within(form).getByLabelText('Included (English), one a line'), 'Fuel');
    await userEvent.type(within(form).getByLabelText('Included (Hindi), one a line'), 'ईंधन');
    await userEvent.type(within(form).getByLabelText('Km included'), '360');
    await userEvent.type(within(form).getByLabelText('Hours included'), '34');
    await userEvent.type(within(form).getByLabelText('Dzire'), '6200');
    await userEvent.type(within(form).getByLabelText('Crysta'), '9800');
    await userEvent.click(within(form).getByRole('button', { name: 'Save package' }));
    expect(sent).toEqual([
      {
        tripType: 'national-park',
        title: 'Kanha 2 days',
        titleHi: 'कान्हा 2 दिन',
        itinerary: ['Day 1: to Kanha', 'Day 2: safari, back'],
        itineraryHi: ['पहला दिन', 'दूसरा दिन'],
        inclusions: ['Fuel'],
        inclusionsHi: ['ईंधन'],
        exclusions: [],
        exclusionsHi: [],
        places: ['Kanha', 'Mukki gate'],
        km: 360,
        hours: 34,
        prices: [
          { vehicle: 'Dzire', price: 6200 },
          { vehicle: 'Crysta', price: 9800 },
        ],
      },
    ]);
    expect(await screen.findByRole('button', { name: 'New package' })).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    // Typing a dozen fields one key at a time takes a while in jsdom.
  }, 30_000);

  it("shows the server's objections and keeps the form", async () => {
    answerAll([]);
    server.use(
      http.post('/api/packages', ({ response }) =>
        response(400).json({
          statusCode: 400,
          message: ['titleHi must not be empty', 'prices must name at least one vehicle'],
          error: 'Bad Request',
        } as never),
      ),
    );
    openPage();
    await userEvent.click(await screen.findByRole('button', { name: 'New package' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save package' }));
    const alert = await screen.findByRole('alert');
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['titleHi must not be empty', 'prices must name at least one vehicle']);
    expect(screen.getByRole('form', { name: 'New package' })).toBeInTheDocument();
  });
});
