import { commonTexts, shortPlace, useTexts } from '@jbp/shared';

/** "Jabalpur → Bhopal" in bold, the full place labels under it. */
export function Route({ from, to, full = true }: { from: string; to: string; full?: boolean }) {
  const tc = useTexts(commonTexts);
  return (
    <>
      <span className="block font-semibold text-slate-900">
        {shortPlace(from)} <span aria-hidden="true">→</span>
        <span className="sr-only"> {tc('toWord')} </span> {shortPlace(to)}
      </span>
      {full && <span className="block text-xs text-slate-500 [overflow-wrap:anywhere]">{tc('routeSr', { from, to })}</span>}
    </>
  );
}
