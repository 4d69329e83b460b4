import { describe, expect, it } from '@jest/globals';
import { isPlainText } from './validation.js';

describe('isPlainText', () => {
  it.each([
    ['a Latin name', 'Asha Verma'],
    ['a Hindi name', 'आशा वर्मा'],
    ['a Hindi conjunct with a zero-width joiner after a Devanagari letter', 'क्\u200dष'],
    ['an address with punctuation', 'H.No. 12/3, Napier Town, Jabalpur – 482001'],
    ['an Urdu name (right-to-left letters are fine)', 'آصف'],
    ['not text at all (left to the type checks)', 42],
  ])('lets through %s', (_label, value) => expect(isPlainText(value)).toBe(true));

  it.each([
    ['NUL', 'Asha\u0000'],
    ['a tab', 'Asha\tVerma'],
    ['a new line', 'Asha\nVerma'],
    ['DEL', 'Asha\u007f'],
    ['a C1 control', 'Asha\u0085'],
    ['U+202A left-to-right embedding', '\u202aAsha'],
    ['U+202E right-to-left override', 'Asha\u202eamreV'],
    ['U+2066 left-to-right isolate', '\u2066Asha'],
    ['U+2069 pop directional isolate', 'Asha\u2069'],
    ['U+200B zero-width space', 'As\u200bha'],
    ['U+200E left-to-right mark', 'Asha\u200e'],
    ['a zero-width joiner after a Latin letter', 'As\u200dha'],
    ['U+2060 word joiner', 'As\u2060ha'],
    ['U+FEFF byte order mark', '\ufeffAsha'],
    ['a soft hyphen', 'As\u00adha'],
  ])('refuses %s', (_label, value) => expect(isPlainText(value)).toBe(false));
});
