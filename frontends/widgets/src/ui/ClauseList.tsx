import type { OlHTMLAttributes } from 'react';
import { cardClass } from '@jbp/shared';

export interface Clause {
  title: string;
  text: string;
}

/** Numbered terms in a card, one heading and paragraph a clause (customer and agent terms pages). */
export function ClauseList({ clauses, className = '', ...rest }: { clauses: readonly Clause[] } & OlHTMLAttributes<HTMLOListElement>) {
  return (
    <ol {...rest} className={`${cardClass} divide-y divide-slate-100 ${className}`.trim()}>
      {clauses.map((clause, i) => (
        <li key={clause.title} className="flex gap-4 p-5">
          <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-blue-50 text-sm font-bold text-blue-800">
            {i + 1}
          </span>
          <div>
            <h2 className="font-bold text-slate-900">{clause.title}</h2>
            <p className="mt-1 leading-relaxed text-slate-700">{clause.text}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
