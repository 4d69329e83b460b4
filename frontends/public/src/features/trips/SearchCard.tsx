import { SkeletonList, cardClass, tripTypeTexts, useTexts } from '@jbp/shared';
import { Suspense, lazy, useId, useRef, useState, type KeyboardEvent } from 'react';
import { searchCardTexts } from './searchCard.i18n';

export const SEARCH_TABS = ['one-way', 'round-trip', 'local', 'airport-railway'] as const;
export type SearchTab = (typeof SEARCH_TABS)[number];

export function isSearchTab(value: unknown): value is SearchTab {
  return typeof value === 'string' && (SEARCH_TABS as readonly string[]).includes(value);
}

// The forms bring the place combobox and the form libraries: they load after the first paint.
const SearchPanel = lazy(() => import('./SearchPanel').then((m) => ({ default: m.SearchPanel })));

/**
 * The home page's search: tabs One way · Round trip · Local · Airport/Railway (WAI-ARIA tabs with a
 * roving tabindex; arrows, Home and End move between them). One way keeps the spec's own form.
 */
export function SearchCard({ initialTab = 'one-way' }: { initialTab?: SearchTab }) {
  const t = useTexts(searchCardTexts);
  const tt = useTexts(tripTypeTexts);
  const [tab, setTab] = useState<SearchTab>(initialTab);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const base = useId();

  const move = (event: KeyboardEvent, index: number) => {
    const last = SEARCH_TABS.length - 1;
    const next = { ArrowRight: index === last ? 0 : index + 1, ArrowLeft: index === 0 ? last : index - 1, Home: 0, End: last }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    setTab(SEARCH_TABS[next]);
    tabs.current[next]?.focus();
  };

  return (
    <div className={`${cardClass} p-4 sm:p-6`}>
      <div role="tablist" aria-label={t('searchTabs')} className="grid grid-cols-2 gap-2 rounded-xl bg-slate-100 p-1 sm:grid-cols-4">
        {SEARCH_TABS.map((id, index) => {
          const selected = id === tab;
          return (
            <button
              key={id}
              ref={(el) => {
                tabs.current[index] = el;
              }}
              type="button"
              role="tab"
              id={`${base}-tab-${id}`}
              aria-controls={`${base}-panel`}
              aria-selected={selected}
              tabIndex={selected ? 0 : -1}
              onClick={() => setTab(id)}
              onKeyDown={(e) => move(e, index)}
              className={`min-h-11 rounded-lg px-2 py-2 text-sm font-semibold transition ${
                selected ? 'bg-white text-blue-800 shadow' : 'text-slate-600 hover:bg-white/60 hover:text-slate-900'
              }`}
            >
              {tt(id)}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={`${base}-panel`} aria-labelledby={`${base}-tab-${tab}`} tabIndex={0} className="mt-5 focus:outline-none">
        <Suspense fallback={<SkeletonList count={1} label={t('loadingForm')} />}>
          <SearchPanel tab={tab} />
        </Suspense>
      </div>
    </div>
  );
}
