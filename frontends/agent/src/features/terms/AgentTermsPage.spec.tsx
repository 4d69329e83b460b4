import { renderPage } from '@jbp/shared/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AGENT_TERMS } from './agentTerms';
import { AgentTermsPage } from './AgentTermsPage';

describe(AgentTermsPage.name, () => {
  it('lists the 14 clauses in the order of the spec', () => {
    renderPage(<AgentTermsPage />, { session: { token: 't', role: 'agent' }, path: '/agenttermcondition' });
    expect(screen.getByRole('heading', { level: 1, name: 'Agent Terms & Conditions' })).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Agent terms' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(14);
    expect(AGENT_TERMS.map((c) => c.title)).toEqual([
      'Eligibility',
      'Registration and approval',
      'Scope of services',
      'Commission',
      'Agent obligations',
      'Pricing',
      'Cancellation and refund',
      'Branding and conduct',
      'Termination',
      'Confidentiality',
      'Liability',
      'Modification of terms',
      'Governing law and jurisdiction',
      'Acceptance',
    ]);
  });

  it("asks for 7 days' written notice and names the courts at Jabalpur, with no placeholder left", () => {
    renderPage(<AgentTermsPage />, { session: { token: 't', role: 'agent' }, path: '/agenttermcondition' });
    expect(screen.getByText(/7 days' written notice/)).toBeInTheDocument();
    expect(screen.getByText(/courts at Jabalpur \(Madhya Pradesh\)/)).toBeInTheDocument();
    for (const clause of AGENT_TERMS) expect(clause.text).not.toMatch(/[[\]{}]|placeholder|TBD|xxx/i);
  });
});
