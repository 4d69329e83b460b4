import { describe, expect, it } from '@jest/globals';
import { foldAccents, normaliseText, prefixEditDistance } from './place-text.js';

describe('foldAccents', () => {
  it.each([
    ['Sāgar', 'Sagar'],
    ['Chhindwāra', 'Chhindwara'],
    ['Tīkamgarh', 'Tikamgarh'],
    ['Bhopal', 'Bhopal'],
  ])('%p → %p', (text, folded) => expect(foldAccents(text)).toBe(folded));
});

describe('normaliseText', () => {
  it.each([
    ['  Jabalpur, MP ', 'jabalpur mp'],
    ['Bandhavgarh National Park (Tala Gate)', 'bandhavgarh national park tala gate'],
    ['Murwāra', 'murwara'],
    ['L.A.Sagaram', 'l a sagaram'],
    ['', ''],
  ])('%p → %p', (text, normal) => expect(normaliseText(text)).toBe(normal));
});

describe('prefixEditDistance', () => {
  it.each([
    ['jabalpur', 'jabalpur', 2, 0],
    ['jabal', 'jabalpur', 1, 0], // a prefix costs nothing
    ['jabalpr', 'jabalpur', 1, 1], // a letter left out
    ['jbalpur', 'jabalpur', 1, 1],
    ['jabalpru', 'jabalpur', 1, 1], // two letters swapped
    ['bhopl', 'bhopal', 1, 1],
    ['bhopaal', 'bhopal', 1, 1], // a letter too many
    ['katni', 'kanti', 1, 1],
    ['chindwara', 'chhindwara', 2, 1],
    ['nagpur', 'jabalpur', 2, 3], // gives up past the limit
  ])('%p against %p (at most %p) → %p', (query, name, max, distance) => {
    expect(prefixEditDistance(query, name, max)).toBe(distance);
  });
});
