import { test, type Locator } from '@playwright/test';

/**
 * Counts what a person does on a journey: each click or tap, and each field filled or chosen.
 * `report()` records the totals on the test and prints them (the issue notes quote them).
 */
export function journeyCounter<Noun extends 'clicks' | 'taps' = 'clicks'>(noun: Noun = 'clicks' as Noun) {
  const count = { [noun]: 0, fields: 0 } as Record<Noun | 'fields', number>;
  const act = () => {
    count[noun] += 1;
  };
  return {
    count,
    click: async (target: Locator) => {
      act();
      await target.click();
    },
    tap: async (target: Locator) => {
      act();
      await target.tap();
    },
    fill: async (target: Locator, value: string) => {
      count.fields += 1;
      await target.fill(value);
    },
    select: async (target: Locator, value: string) => {
      count.fields += 1;
      await target.selectOption(value);
    },
    report: (journey: string) => {
      const figures = `${journey}: ${count[noun]} ${noun}, ${count.fields} fields`;
      test.info().annotations.push({ type: 'journey', description: figures });
      console.log(`${figures} (${test.info().project.name})`);
    },
  };
}
