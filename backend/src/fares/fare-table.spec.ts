import { describe, expect, it } from '@jest/globals';
import { normaliseVehicle, quoteAllVehicles, quoteFare, roundUpKm, VEHICLES } from './fare-table.js';

// Expected amounts worked out by hand from the spec's table, not by calling the code.
// Columns: distance asked, km charged (rounded up), base amount, driver allowance, total.
type Row = [distance: number, km: number, base: number, allowance: number, total: number];

const expected: Record<string, Row[]> = {
  // Dzire: 800 / 1200 / 2000 flat; 20, 18, 16 per km
  Dzire: [
    [0, 0, 800, 0, 800],
    [1, 1, 800, 0, 800],
    [19.01, 20, 800, 0, 800],
    [20, 20, 800, 0, 800],
    [20.01, 21, 1200, 0, 1200],
    [40, 40, 1200, 0, 1200],
    [40.5, 41, 2000, 0, 2000],
    [80, 80, 2000, 0, 2000],
    [80.2, 81, 1620, 0, 1620], // 81 × 20
    [100, 100, 2000, 0, 2000], // 100 × 20
    [100.4, 101, 1818, 200, 2018], // 101 × 18
    [101, 101, 1818, 200, 2018],
    [250, 250, 4500, 200, 4700], // 250 × 18
    [250.01, 251, 4016, 200, 4216], // 251 × 16
    [251, 251, 4016, 200, 4216],
    [1000, 1000, 16000, 200, 16200],
  ],
  // Crysta: 1395 / 2295 / 2795 flat; 32, 30, 28 per km
  Crysta: [
    [0, 0, 1395, 0, 1395],
    [1, 1, 1395, 0, 1395],
    [19.01, 20, 1395, 0, 1395],
    [20, 20, 1395, 0, 1395],
    [20.01, 21, 2295, 0, 2295],
    [40, 40, 2295, 0, 2295],
    [40.5, 41, 2795, 0, 2795],
    [80, 80, 2795, 0, 2795],
    [80.2, 81, 2592, 0, 2592], // 81 × 32
    [100, 100, 3200, 0, 3200],
    [100.4, 101, 3030, 200, 3230], // 101 × 30
    [101, 101, 3030, 200, 3230],
    [250, 250, 7500, 200, 7700],
    [250.01, 251, 7028, 200, 7228], // 251 × 28
    [251, 251, 7028, 200, 7228],
    [1000, 1000, 28000, 200, 28200],
  ],
  // Tavera: 1995 / 1595 / 1195 flat (falling, as specified); 25, 23, 22 per km
  Tavera: [
    [0, 0, 1995, 0, 1995],
    [1, 1, 1995, 0, 1995],
    [19.01, 20, 1995, 0, 1995],
    [20, 20, 1995, 0, 1995],
    [20.01, 21, 1595, 0, 1595],
    [40, 40, 1595, 0, 1595],
    [40.5, 41, 1195, 0, 1195],
    [80, 80, 1195, 0, 1195],
    [80.2, 81, 2025, 0, 2025], // 81 × 25
    [100, 100, 2500, 0, 2500],
    [100.4, 101, 2323, 200, 2523], // 101 × 23
    [101, 101, 2323, 200, 2523],
    [250, 250, 5750, 200, 5950],
    [250.01, 251, 5522, 200, 5722], // 251 × 22
    [251, 251, 5522, 200, 5722],
    [1000, 1000, 22000, 200, 22200],
  ],
  // Zest: 745 / 1195 / 1795 flat; 19, 17, 15 per km
  Zest: [
    [0, 0, 745, 0, 745],
    [1, 1, 745, 0, 745],
    [19.01, 20, 745, 0, 745],
    [20, 20, 745, 0, 745],
    [20.01, 21, 1195, 0, 1195],
    [40, 40, 1195, 0, 1195],
    [40.5, 41, 1795, 0, 1795],
    [80, 80, 1795, 0, 1795],
    [80.2, 81, 1539, 0, 1539], // 81 × 19
    [100, 100, 1900, 0, 1900],
    [100.4, 101, 1717, 200, 1917], // 101 × 17
    [101, 101, 1717, 200, 1917],
    [250, 250, 4250, 200, 4450],
    [250.01, 251, 3765, 200, 3965], // 251 × 15
    [251, 251, 3765, 200, 3965],
    [1000, 1000, 15000, 200, 15200],
  ],
  // Ertiga: 1395 / 1795 / 2195 flat; 26, 24, 22 per km
  Ertiga: [
    [0, 0, 1395, 0, 1395],
    [1, 1, 1395, 0, 1395],
    [19.01, 20, 1395, 0, 1395],
    [20, 20, 1395, 0, 1395],
    [20.01, 21, 1795, 0, 1795],
    [40, 40, 1795, 0, 1795],
    [40.5, 41, 2195, 0, 2195],
    [80, 80, 2195, 0, 2195],
    [80.2, 81, 2106, 0, 2106], // 81 × 26
    [100, 100, 2600, 0, 2600],
    [100.4, 101, 2424, 200, 2624], // 101 × 24
    [101, 101, 2424, 200, 2624],
    [250, 250, 6000, 200, 6200],
    [250.01, 251, 5522, 200, 5722], // 251 × 22
    [251, 251, 5522, 200, 5722],
    [1000, 1000, 22000, 200, 22200],
  ],
  // A vehicle outside the table: 15 per km at every distance, at least 1 km.
  Innova: [
    [0, 0, 15, 0, 15],
    [1, 1, 15, 0, 15],
    [19.01, 20, 300, 0, 300],
    [20, 20, 300, 0, 300],
    [20.01, 21, 315, 0, 315],
    [40, 40, 600, 0, 600],
    [40.5, 41, 615, 0, 615],
    [80, 80, 1200, 0, 1200],
    [80.2, 81, 1215, 0, 1215],
    [100, 100, 1500, 0, 1500],
    [100.4, 101, 1515, 200, 1715],
    [101, 101, 1515, 200, 1715],
    [250, 250, 3750, 200, 3950],
    [250.01, 251, 3765, 200, 3965],
    [251, 251, 3765, 200, 3965],
    [1000, 1000, 15000, 200, 15200],
  ],
};

const seats: Record<string, number | null> = { Crysta: 7, Dzire: 5, Tavera: 8, Zest: 6, Ertiga: 6, Innova: null };

describe('quoteFare', () => {
  for (const [vehicle, rows] of Object.entries(expected)) {
    describe(vehicle, () => {
      it.each(rows)('%p km is charged as %p km: base %p + allowance %p = %p', (distance, km, base, allowance, total) => {
        expect(quoteFare(vehicle, distance)).toEqual({
          vehicle,
          seats: seats[vehicle],
          distance: km,
          baseAmount: base,
          driverAllowance: allowance,
          totalAmount: total,
        });
      });
    });
  }

  it('matches the vehicle name whatever its case and spacing', () => {
    expect(quoteFare(' dZIRE ', 50)).toMatchObject({ vehicle: 'Dzire', seats: 5, totalAmount: 2000 });
  });

  it('capitalises an unknown vehicle as the offer payload does', () => {
    expect(quoteFare('INNOVA crysta', 10)).toMatchObject({ vehicle: 'Innova crysta', seats: null, baseAmount: 150 });
  });

  it.each([-1, -0.01, Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY])(
    'rejects the distance %p with a readable error',
    (distance) => {
      expect(() => quoteFare('Dzire', distance)).toThrow(RangeError);
      expect(() => quoteFare('Dzire', distance)).toThrow(/distance must be a finite number of km, 0 or more/);
    },
  );

  it('rejects a distance that is not a number at all', () => {
    expect(() => quoteFare('Dzire', '12' as unknown as number)).toThrow(RangeError);
  });

  it('rejects a blank vehicle', () => {
    expect(() => quoteFare('  ', 10)).toThrow('vehicle is required');
  });
});

describe('quoteAllVehicles', () => {
  it('quotes the five vehicles in the booking-table order', () => {
    const quotes = quoteAllVehicles(120.2);
    expect(quotes.map((q) => q.vehicle)).toEqual(['Crysta', 'Dzire', 'Tavera', 'Zest', 'Ertiga']);
    expect(quotes.map((q) => q.totalAmount)).toEqual([121 * 30 + 200, 121 * 18 + 200, 121 * 23 + 200, 121 * 17 + 200, 121 * 24 + 200]);
    expect(VEHICLES).toHaveLength(5);
  });
});

describe('normaliseVehicle', () => {
  it.each([
    ['crysta', 'Crysta'],
    ['ERTIGA', 'Ertiga'],
    ['  zest', 'Zest'],
    ['tavera ', 'Tavera'],
    ['innova', 'Innova'],
    ['SCORPIO', 'Scorpio'],
  ])('%p → %p', (given, canonical) => {
    expect(normaliseVehicle(given)).toBe(canonical);
  });
});

describe('roundUpKm', () => {
  it.each([
    [0, 0],
    [0.0001, 1],
    [19.01, 20],
    [100.4, 101],
  ])('%p → %p', (km, rounded) => {
    expect(roundUpKm(km)).toBe(rounded);
  });
});
