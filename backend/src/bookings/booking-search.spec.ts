import { describe, expect, it } from '@jest/globals';
import { searchWords, wordQuery } from '../common/listing/word-search.js';
import { classifyBookingSearch } from './booking-search.js';

describe(classifyBookingSearch.name, () => {
  it.each([
    ['JBP-000123', { kind: 'reference', id: 123 }],
    [' jbp-000123 ', { kind: 'reference', id: 123 }],
    ['JBP-1234567', { kind: 'reference', id: 1234567 }],
    ['9876543210', { kind: 'mobile', mobile: '9876543210' }],
    ['+91 98765 43210', { kind: 'mobile', mobile: '9876543210' }],
    ['098765-43210', { kind: 'mobile', mobile: '9876543210' }],
    ['Asha@Example.IN', { kind: 'email', email: 'asha@example.in' }],
    ['Asha Verma', { kind: 'text', text: 'Asha Verma' }],
    ['bhopal', { kind: 'text', text: 'bhopal' }],
    // Not a whole mobile (too short, or starting with 5): digits, found inside phone numbers.
    ['98765', { kind: 'digits', digits: '98765' }],
    ['5876543210', { kind: 'digits', digits: '5876543210' }],
    ['98765 4', { kind: 'digits', digits: '987654' }],
    ['+', { kind: 'text', text: '+' }],
    // A reference needs its six digits; a half-typed one is text.
    ['JBP-12', { kind: 'text', text: 'JBP-12' }],
    ['asha@', { kind: 'text', text: 'asha@' }],
  ])('reads %p as %j', (q, expected) => {
    expect(classifyBookingSearch(q)).toEqual(expected);
  });
});

describe('searchWords and wordQuery', () => {
  it.each([
    ['Sharma', ['sharma']],
    ['  devi   SAHU ', ['devi', 'sahu']],
    ["O'Brien-Smith", null], // 'O' is a word of one letter
    ['शर्मा', ['शर्मा']],
    ['ram@example.com', ['ram', 'example', 'com']],
    ['%', null],
    ['al', null],
    ['Jo Sharma', null],
    ['', null],
  ])('%j → %j', (text, words) => {
    expect(searchWords(text)).toEqual(words);
  });

  it('asks for every word as the start of a word, in each database’s syntax', () => {
    expect(wordQuery(['devi', 'sahu'], 'sqlite')).toBe('"devi"* "sahu"*');
    expect(wordQuery(['devi', 'sahu'], 'mysql')).toBe('+devi* +sahu*');
  });
});
