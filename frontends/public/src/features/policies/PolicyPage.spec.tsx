import { answerCancellationTerms, http, HttpResponse, renderPage, server } from '@jbp/shared/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RefundPolicyPage } from './PolicyPage';

describe('RefundPolicyPage', () => {
  it('words the slabs of the current fare version, so an edited slab shows at once', async () => {
    server.use(
      answerCancellationTerms({
        fareVersion: 3,
        freeHoursBefore: 48,
        slabs: [
          { hoursBefore: 48, percent: 10 },
          { hoursBefore: 12, percent: 40 },
          { hoursBefore: 0, percent: 100 },
        ],
      }),
    );
    renderPage(<RefundPolicyPage />, { path: '/refund-policy' });
    expect(screen.getByText('Loading the current cancellation charges…')).toHaveAttribute('role', 'status');
    expect(await screen.findByText('48 hours or more before pickup: free, no charge.')).toBeInTheDocument();
    expect(screen.getByText('Less than 48 and at least 12 hours before pickup: 10% of the fare.')).toBeInTheDocument();
    expect(screen.getByText('Less than 12 hours before pickup: 40% of the fare.')).toBeInTheDocument();
    expect(screen.getByText('After the pickup time (no-show): 100% of the fare.')).toBeInTheDocument();
    expect(screen.queryByText(/25%/)).not.toBeInTheDocument();
    // The rest of the policy stays as written.
    expect(screen.getByRole('heading', { name: 'Refund of the advance' })).toBeInTheDocument();
  });

  it('says so when the charges cannot be read, and keeps the rest of the policy', async () => {
    server.use(
      http.get('/api/fares/cancellation', ({ response }) =>
        response.untyped(HttpResponse.json({ statusCode: 503, message: 'Down' }, { status: 503 })),
      ),
    );
    renderPage(<RefundPolicyPage />, { path: '/refund-policy' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The current cancellation charges could not be loaded. Please reload the page, or call our office.',
    );
    expect(screen.getByRole('heading', { name: 'When we cancel' })).toBeInTheDocument();
  });
});
