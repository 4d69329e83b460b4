import { textModuleProblems } from '@jbp/shared/testing';
import { describe, expect, it } from 'vitest';

describe('the shell texts', () => {
  it('exist in English and Hindi, with the same keys, placeholders and tags', () => {
    const modules = import.meta.glob<Record<string, unknown>>('./**/*.i18n.ts', { eager: true });
    expect(Object.keys(modules)).not.toEqual([]);
    expect(textModuleProblems(modules)).toEqual([]);
  });
});
