import { shortPlace } from '@jbp/shared';

/** "Jabalpur → Bhopal" in bold, the full place labels under it. */
export function Route({ from, to, full = true }: { from: string; to: string; full?: boolean }) {
  return (
    <>
      <span className="block font-semibold text-slate-900">
        {shortPlace(from)} <span aria-hidden="true">→</span>
        <span className="sr-only"> to </span> {shortPlace(to)}
      </span>
      {full && (
        <span className="block text-xs text-slate-500 [overflow-wrap:anywhere]">
          {from} to {to}
        </span>
      )}
    </>
  );
}
