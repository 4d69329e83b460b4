import { describe, expect, it } from 'vitest';
import { DEFAULT_VEHICLE_IMAGE, VEHICLES, findVehicle, vehicleImage } from './vehicles';

describe('vehicle catalogue', () => {
  it('lists the five vehicles with the spec seats', () => {
    expect(Object.fromEntries(VEHICLES.map((v) => [v.name, v.seats]))).toEqual({ Crysta: 7, Dzire: 5, Tavera: 8, Zest: 6, Ertiga: 6 });
  });

  it('picks the picture by name, case-insensitively and inside longer names', () => {
    expect(vehicleImage('dzire')).toBe(findVehicle('Dzire')?.image);
    expect(vehicleImage('Innova Crysta')).toBe(findVehicle('Crysta')?.image);
    expect(new Set(VEHICLES.map((v) => vehicleImage(v.name))).size).toBe(5);
  });

  it('falls back to the default picture', () => {
    expect(vehicleImage('Bolero')).toBe(DEFAULT_VEHICLE_IMAGE);
    expect(vehicleImage(undefined)).toBe(DEFAULT_VEHICLE_IMAGE);
  });
});
