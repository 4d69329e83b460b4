import { PageTitle, cardClass } from '@jbp/shared';
import { AgentLayout } from '@/components/AgentLayout';
import { AGENT_TERMS } from './agentTerms';

/** /agenttermcondition: the 14 clauses that apply to every agent. */
export function AgentTermsPage() {
  return (
    <AgentLayout>
      <PageTitle title="Agent Terms & Conditions">These terms apply to every travel offer you publish with us.</PageTitle>
      <ol aria-label="Agent terms" className={`${cardClass} divide-y divide-slate-100`}>
        {AGENT_TERMS.map((clause, i) => (
          <li key={clause.title} className="flex gap-4 p-5">
            <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-blue-50 text-sm font-bold text-blue-800">{i + 1}</span>
            <div>
              <h2 className="font-bold text-slate-900">{clause.title}</h2>
              <p className="mt-1 leading-relaxed text-slate-700">{clause.text}</p>
            </div>
          </li>
        ))}
      </ol>
    </AgentLayout>
  );
}
