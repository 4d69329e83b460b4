import { describe, expect, it } from '@jest/globals';
import { MAX_JSON_DEPTH, scanJson } from './json-guard.js';

const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
const scan = (text: string) => scanJson(Buffer.from(text, 'utf8'));

describe('scanJson', () => {
  it.each([
    ['a flat object', '{"a":1,"b":"x"}'],
    ['exactly the deepest allowed nesting', nested(MAX_JSON_DEPTH)],
    ['brackets inside strings', `{"a":"${'['.repeat(100)}"}`],
    ['an escaped quote before brackets', `{"a":"\\"${'{'.repeat(100)}"}`],
    ['a value spelled like a forbidden key', '{"name":"__proto__"}'],
    ['a key that only contains a forbidden word', '{"constructorName":1,"my_prototype":2}'],
    ['Hindi text', '{"name":"आशा वर्मा"}'],
    ['malformed JSON (left for JSON.parse)', '{"a":'],
  ])('lets through %s', (_label, text) => expect(scan(text)).toBeNull());

  it.each([
    ['one level too deep', nested(MAX_JSON_DEPTH + 1)],
    ['2,500 levels', nested(2500)],
    ['an unclosed deep nesting', '{"a":'.repeat(40)],
  ])('refuses %s as too deep', (_label, text) => expect(scan(text)).toEqual({ kind: 'tooDeep' }));

  it.each([
    ['{"__proto__":{"admin":true}}', '__proto__'],
    ['{"a":{"constructor":{"prototype":1}}}', 'constructor'],
    ['{"prototype" : 1}', 'prototype'],
    ['{"\\u005f_proto__":1}', '__proto__'],
    ['[{"x":[{"__proto__":null}]}]', '__proto__'],
  ])('refuses the key in %s', (text, key) => expect(scan(text)).toEqual({ kind: 'forbiddenKey', key }));
});
