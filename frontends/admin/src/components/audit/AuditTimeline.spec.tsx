import { setLanguage, type HistoryEntry, type ListPage } from '@jbp/shared';
import { renderPage } from '@jbp/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { adminSession } from '@/testing/fixtures';
import { AuditTimeline } from './AuditTimeline';
import { changesOf } from './auditChanges';

let nextId = 1;
function anEntry(entry: Partial<HistoryEntry>): HistoryEntry {
  return {
    id: nextId++,
    at: '2030-10-02T06:30:00.000Z',
    actor: { id: 3, name: 'Meera Patel', role: 'admin' },
    entityType: 'booking',
    entityId: 7,
    action: 'booking.status',
    before: null,
    after: null,
    reason: null,
    ...entry,
  };
}

/** Serves `entries` newest first in pages; records the pages asked for. */
function timeline(entries: HistoryEntry[]) {
  const asked: number[] = [];
  const load = (page: number, limit: number): Promise<ListPage<HistoryEntry>> => {
    asked.push(page);
    return Promise.resolve({ rows: entries.slice((page - 1) * limit, page * limit), total: entries.length });
  };
  renderPage(<AuditTimeline queryKey={['history', nextId++]} load={load} />, { session: adminSession });
  return asked;
}

describe(AuditTimeline.name, () => {
  it('shows who changed what and when, before → after, in readable words', async () => {
    timeline([
      anEntry({ action: 'booking.status', before: { status: 'pending' }, after: { status: 'confirmed' } }),
      anEntry({ action: 'booking.charges', before: { haltingCharges: 0 }, after: { haltingCharges: 500 } }),
      anEntry({ action: 'user.activation', actor: null, before: { active: false }, after: { active: true, pendingApproval: false } }),
    ]);
    const entries = await screen.findAllByTestId('audit-entry');
    expect(entries[0]).toHaveTextContent('Status changed');
    expect(entries[0]).toHaveTextContent('2 Oct 2030, 12:00 pm · Meera Patel (admin)');
    expect(entries[0]).toHaveTextContent('Status: Pending → Confirmed');
    expect(entries[1]).toHaveTextContent('Extra charges changed');
    expect(entries[1]).toHaveTextContent('Halting charges: ₹0.00 → ₹500.00');
    expect(entries[2]).toHaveTextContent('Without signing in');
    expect(entries[2]).toHaveTextContent('Active: No → Yes');
    expect(entries[2]).toHaveTextContent('Awaiting approval: No');
  });

  it('names the actions and the roles in Hindi', async () => {
    setLanguage('hi');
    timeline([anEntry({ action: 'booking.advance-verified', after: { advanceAmount: 1000 } })]);
    const entry = await screen.findByTestId('audit-entry');
    expect(entry).toHaveTextContent('अग्रिम भुगतान की पुष्टि हुई');
    expect(entry).toHaveTextContent('Meera Patel (एडमिन)');
    expect(entry).toHaveTextContent('अग्रिम राशि: ₹1,000.00');
  });

  it("says 'No changes recorded yet.' for an empty history", async () => {
    timeline([]);
    expect(await screen.findByText('No changes recorded yet.')).toBeInTheDocument();
  });

  it('loads older pages on request until every entry is shown', async () => {
    const entries = Array.from({ length: 25 }, (_, i) => anEntry({ action: 'booking.created', after: { totalAmount: 1000 + i } }));
    const asked = timeline(entries);
    expect(await screen.findAllByTestId('audit-entry')).toHaveLength(20);
    await userEvent.click(screen.getByRole('button', { name: 'Show older changes' }));
    await waitFor(() => expect(screen.getAllByTestId('audit-entry')).toHaveLength(25));
    expect(asked).toEqual([1, 2]);
    expect(screen.queryByRole('button', { name: 'Show older changes' })).not.toBeInTheDocument();
    expect(within(screen.getAllByTestId('audit-entry')[24]).getByText(/₹1,024.00/)).toBeInTheDocument();
  });
});

describe(changesOf.name, () => {
  it.each([
    [
      'a change',
      { before: { status: 'pending' }, after: { status: 'confirmed' } },
      [{ field: 'status', before: 'pending', after: 'confirmed' }],
    ],
    ['a creation', { before: null, after: { status: 'pending' } }, [{ field: 'status', before: undefined, after: 'pending' }]],
    ['a field only before', { before: { email: 'a@x.in' }, after: {} }, [{ field: 'email', before: 'a@x.in', after: undefined }]],
    ['a view', { before: null, after: null }, []],
  ])('reads %s', (_, entry, expected) => {
    expect(changesOf(entry)).toEqual(expected);
  });
});
