import { describe, expect, it } from '@jest/globals';
import { cleanDistrictName, formatLabel } from './place.js';

describe('formatLabel', () => {
  it.each([
    ['Jabalpur', 'Jabalpur', 'Madhya Pradesh', 'Jabalpur, Madhya Pradesh, India'],
    ['Sihora', 'Jabalpur', 'Madhya Pradesh', 'Sihora, Jabalpur, Madhya Pradesh, India'],
    ['Sagar', 'Sāgar', 'Madhya Pradesh', 'Sagar, Madhya Pradesh, India'],
    ['Gādarwāra', 'Narsinghpur', 'Madhya Pradesh', 'Gadarwara, Narsinghpur, Madhya Pradesh, India'],
    ['Delhi', undefined, 'Delhi', 'Delhi, India'],
    ['Puducherry', 'Puducherry', 'Puducherry', 'Puducherry, India'],
    ['Mumbai', undefined, 'Maharashtra', 'Mumbai, Maharashtra, India'],
  ])('%p, %p, %p → %p', (name, district, state, label) => {
    expect(formatLabel(name, district, state)).toBe(label);
  });
});

describe('cleanDistrictName', () => {
  it.each([
    ['Gurugram district', 'Gurugram'],
    ['District Unnao', 'Unnao'],
    ['Umaria District', 'Umaria'],
    ['Nagpur Division', undefined], // a division holds several districts: better none than a wrong one
    ['Jabalpur', 'Jabalpur'],
    ['', undefined],
    [undefined, undefined],
  ])('%p → %p', (admin2, district) => expect(cleanDistrictName(admin2)).toBe(district));
});
