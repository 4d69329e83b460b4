import { renderPage } from '@jbp/shared/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AddOfferPage } from './AddOfferPage';

describe(AddOfferPage.name, () => {
  it('sits in the agent portal for agents', () => {
    renderPage(<AddOfferPage />, { session: { token: 't', role: 'agent' }, path: '/addoffer' });
    expect(screen.getByRole('heading', { level: 1, name: 'Add Travel Offer' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Agent menu' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See my offers' })).toHaveAttribute('href', '/agentprofile');
  });

  it('lets admins add offers too, without the agent menu', () => {
    renderPage(<AddOfferPage />, { session: { token: 't', role: 'admin' }, path: '/addoffer' });
    expect(screen.getByRole('heading', { level: 1, name: 'Add Travel Offer' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit Offer' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Agent menu' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All Offers with Agent Info' })).toHaveAttribute('href', '/alloffersforadmin');
  });
});
