import { ClauseList, PageTitle } from '@jbp/shared';
import { AgentLayout } from '@/components/AgentLayout';
import { AGENT_TERMS } from './agentTerms';

/** /agenttermcondition: the 14 clauses that apply to every agent. */
export function AgentTermsPage() {
  return (
    <AgentLayout>
      <PageTitle title="Agent Terms & Conditions">These terms apply to every travel offer you publish with us.</PageTitle>
      <ClauseList aria-label="Agent terms" clauses={AGENT_TERMS} />
    </AgentLayout>
  );
}
