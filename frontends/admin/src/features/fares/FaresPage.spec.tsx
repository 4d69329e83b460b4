import { setLanguage, type FareTable, type FareVersion, type FareVersionSummary } from '@jbp/shared';
import { http, renderPage, server } from '@jbp/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { adminSession } from '@/testing/fixtures';
import { changeLabel } from './fareChangeLabel';
import { FaresPage } from './FaresPage';
import { figureAt, withFigure } from './fareTableEdit';

const dzire = {
  vehicle: 'Dzire' as const,
  seats: 4,
  oneWay: { upTo20: 800, upTo40: 1200, upTo80: 2000, perKmUpTo100: 20, perKmUpTo250: 18, perKmOver250: 16 },
  roundTripPerKm: 11,
  localPrices: [1100, 1900, 2700],
  localExtraKm: 11,
  localExtraHour: 120,
  airportRailwayPrices: [450, 700, 950, 1250],
};
const table: FareTable = {
  vehicles: [dzire],
  oneWay: { unknownVehiclePerKm: 15, driverAllowanceOverKm: 100, driverAllowance: 200, emptyReturnDiscountPercent: 40 },
  roundTrip: { minKmPerDay: 250, driverAllowancePerDay: 300, nightAllowance: 250 },
  local: {
    packages: [
      { hours: 4, km: 40 },
      { hours: 8, km: 80 },
      { hours: 12, km: 120 },
    ],
  },
  airportRailway: { bandsUpToKm: [10, 20, 30, 45] },
  gstPercent: 5,
  advance: { percent: 20, roundTo: 10 },
  cancellation: { freeHoursBefore: 24, slabs: [{ hoursBefore: 6, percent: 50 }] },
};
const first: FareVersion = { id: 1, createdAt: '2026-11-01T10:00:00+05:30', createdBy: null, table };

const history: FareVersionSummary[] = [
  {
    version: 3,
    createdAt: '2026-11-25T14:05:00+05:30',
    createdBy: { id: 1, name: 'Asha Verma' },
    changes: [
      { path: 'vehicles.Dzire.oneWay.upTo20', before: 800, after: 850 },
      { path: 'oneWay.emptyReturnDiscountPercent', before: 40, after: 30 },
      { path: 'cancellation.slabs.1.percent', before: null, after: 60 },
    ],
  },
  {
    version: 2,
    createdAt: '2026-11-20T09:30:00+05:30',
    createdBy: { id: 1, name: 'Asha Verma' },
    changes: [{ path: 'gstPercent', before: 5, after: 12 }],
  },
  { version: 1, createdAt: '2026-11-01T10:00:00+05:30', createdBy: null, changes: [] },
];

function answerTable(saved: FareTable[] = [], refusal?: string[], versions: FareVersionSummary[] = [], asked: string[] = []) {
  server.use(
    http.get('/api/fares/versions', ({ request, response }) => {
      asked.push(new URL(request.url).search);
      return response(200).json({ data: versions }, { headers: { 'X-Total-Count': String(versions.length) } });
    }),
    http.get('/api/fares/table', ({ response }) => response(200).json({ data: first })),
    http.put('/api/fares/table', async ({ request, response }) => {
      const body = (await request.json()) as FareTable;
      saved.push(body);
      if (refusal) return response(400).json({ statusCode: 400, message: refusal, error: 'Bad Request' } as never);
      return response(200).json({
        data: { id: 2, createdAt: '2026-11-25T14:05:00+05:30', createdBy: { id: 1, fullName: 'Asha Verma' }, table: body },
      });
    }),
  );
  return saved;
}

const openPage = () => renderPage(<FaresPage />, { session: adminSession, path: '/admin/fares' });

describe(FaresPage.name, () => {
  it('shows every figure of the current version, labelled, with the save button off until something changes', async () => {
    answerTable();
    openPage();
    expect(await screen.findByTestId('fare-version')).toHaveTextContent('Version 1, the spec’s fare table');
    const dzireRates = screen.getByRole('group', { name: 'Dzire' });
    expect(within(dzireRates).getByLabelText('Round trip and tour, per km')).toHaveValue(11);
    expect(within(dzireRates).getByLabelText('Local 8 h / 80 km')).toHaveValue(1900);
    expect(within(dzireRates).getByLabelText('Airport/railway up to 30 km')).toHaveValue(950);
    expect(within(dzireRates).getByLabelText('Over 250 km, per km')).toHaveValue(16);
    expect(screen.getByLabelText('Night allowance (22:00–06:00)')).toHaveValue(250);
    expect(screen.getByLabelText('GST (%) inside the fares')).toHaveValue(5);
    expect(screen.getByLabelText('Slab 1: share kept (%)')).toHaveValue(50);
    expect(screen.getByLabelText('Empty return discount (%)')).toHaveValue(40);
    expect(screen.getByRole('button', { name: 'Save as a new version' })).toBeDisabled();
  });

  it('lets the admin change the empty-return discount', async () => {
    const saved = answerTable();
    openPage();
    const discount = await screen.findByLabelText('Empty return discount (%)');
    await userEvent.clear(discount);
    await userEvent.type(discount, '25');
    await userEvent.click(screen.getByRole('button', { name: 'Save as a new version' }));
    expect(await screen.findByText('Saved as version 2. New quotes use it from now on.')).toBeInTheDocument();
    expect(saved).toEqual([{ ...table, oneWay: { ...table.oneWay, emptyReturnDiscountPercent: 25 } }]);
  });

  it('lists the fare history below the form: version, when in IST, who, and each change', async () => {
    const asked: string[] = [];
    answerTable([], undefined, history, asked);
    openPage();
    const versions = await screen.findAllByTestId('fare-history-version');
    expect(versions).toHaveLength(3);
    expect(versions[0]).toHaveTextContent('Version 3 · 25 Nov 2026, 2:05 pm by Asha Verma');
    expect(
      within(versions[0])
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Dzire · Up to 20 km (flat): 800 → 850',
      'One way · Empty return discount (%): 40 → 30',
      'Cancellation · Slab 2: share kept (%): — → 60',
    ]);
    expect(versions[1]).toHaveTextContent('GST and advance · GST (%) inside the fares: 5 → 12');
    expect(versions[2]).toHaveTextContent('Version 1 · 1 Nov 2026, 10:00 am');
    expect(versions[2]).toHaveTextContent('The first version: the spec’s fare table.');
    expect(asked).toEqual(['?page=1&limit=20']);
  });

  it('shows the history in Hindi', async () => {
    setLanguage('hi');
    answerTable([], undefined, history);
    openPage();
    const [newest] = await screen.findAllByTestId('fare-history-version');
    expect(newest).toHaveTextContent('संस्करण 3');
    expect(newest).toHaveTextContent('Asha Verma द्वारा');
    expect(newest).toHaveTextContent('Dzire · 20 किमी तक (तय): 800 → 850');
    expect(newest).toHaveTextContent('वन-वे · खाली वापसी पर छूट (%): 40 → 30');
  });

  it('reloads the history after a save', async () => {
    const asked: string[] = [];
    answerTable([], undefined, history, asked);
    openPage();
    const rate = within(await screen.findByRole('group', { name: 'Dzire' })).getByLabelText('Round trip and tour, per km');
    await userEvent.clear(rate);
    await userEvent.type(rate, '12');
    await userEvent.click(screen.getByRole('button', { name: 'Save as a new version' }));
    await screen.findByText('Saved as version 2. New quotes use it from now on.');
    await waitFor(() => expect(asked).toHaveLength(2));
  });

  it('saves a changed rate as a new version and shows who saved it', async () => {
    const saved = answerTable();
    openPage();
    const rate = within(await screen.findByRole('group', { name: 'Dzire' })).getByLabelText('Round trip and tour, per km');
    await userEvent.clear(rate);
    await userEvent.type(rate, '12');
    await userEvent.click(screen.getByRole('button', { name: 'Save as a new version' }));
    expect(await screen.findByText('Saved as version 2. New quotes use it from now on.')).toBeInTheDocument();
    expect(saved).toEqual([{ ...table, vehicles: [{ ...dzire, roundTripPerKm: 12 }] }]);
    expect(screen.getByTestId('fare-version')).toHaveTextContent('Version 2, saved');
    expect(screen.getByTestId('fare-version')).toHaveTextContent('by Asha Verma');
  });

  it("lists each of the server's objections and keeps the typed figures", async () => {
    answerTable([], ['Dzire roundTripPerKm must be between 1 and 1000000', 'gstPercent must be between 0 and 28']);
    openPage();
    const gst = await screen.findByLabelText('GST (%) inside the fares');
    await userEvent.clear(gst);
    await userEvent.type(gst, '40');
    await userEvent.click(screen.getByRole('button', { name: 'Save as a new version' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The fare table was not saved:');
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Dzire roundTripPerKm must be between 1 and 1000000', 'gstPercent must be between 0 and 28']);
    expect(gst).toHaveValue(40);
    expect(screen.getByTestId('fare-version')).toHaveTextContent('Version 1');
  });
});

describe('fare table edits', () => {
  it('replaces one figure deep in the table and leaves the original alone', () => {
    const changed = withFigure(table, ['local', 'packages', 1, 'km'], 90);
    expect(figureAt(changed, ['local', 'packages', 1, 'km'])).toBe(90);
    expect(figureAt(table, ['local', 'packages', 1, 'km'])).toBe(80);
    expect(figureAt(changed, ['local', 'packages', 0, 'km'])).toBe(40);
  });

  it('answers undefined for a path that is not a figure', () => {
    expect(figureAt(table, ['vehicles', 0, 'vehicle'])).toBeUndefined();
    expect(figureAt(table, ['nothing', 3])).toBeUndefined();
  });
});

describe(changeLabel.name, () => {
  it.each([
    ['vehicles.Dzire.seats', { vehicle: 'Dzire', key: 'seats' }],
    ['vehicles.Crysta.oneWay.perKmOver250', { vehicle: 'Crysta', key: 'perKmOver250' }],
    ['vehicles.Zest.localPrices.0', { vehicle: 'Zest', key: 'localPackagePrice', values: { n: 1 } }],
    ['vehicles.Ertiga.airportRailwayPrices.3', { vehicle: 'Ertiga', key: 'airportBandPrice', values: { n: 4 } }],
    ['oneWay.emptyReturnDiscountPercent', { section: 'oneWaySettings', key: 'emptyReturnDiscountPercent' }],
    ['roundTrip.nightAllowance', { section: 'roundTripSettings', key: 'nightAllowance' }],
    ['local.packages.2.km', { section: 'localSettings', key: 'packageKm', values: { n: 3 } }],
    ['airportRailway.bandsUpToKm.1', { section: 'airportSettings', key: 'bandUpToKm', values: { n: 2 } }],
    ['gstPercent', { section: 'taxAndAdvance', key: 'gstPercent' }],
    ['advance.roundTo', { section: 'taxAndAdvance', key: 'advanceRoundTo' }],
    ['cancellation.freeHoursBefore', { section: 'cancellationSettings', key: 'freeHoursBefore' }],
    ['cancellation.slabs.0.hoursBefore', { section: 'cancellationSettings', key: 'slabHours', values: { n: 1 } }],
  ])('names %s', (path, label) => {
    expect(changeLabel(path)).toEqual(label);
  });

  it.each([
    'vehicles.Dzire.oneWay',
    'vehicles.Dzire.colour',
    'oneWay.somethingNew',
    'local.packages.x.km',
    'cancellation.slabs.0.extra',
    'surcharge',
  ])('answers null for %s, which the page then shows as it is', (path) => {
    expect(changeLabel(path)).toBeNull();
  });
});
