import { renderPage } from '@jbp/shared/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLanguage } from '@jbp/shared';
import { describe, expect, it } from 'vitest';
import { CUSTOMER_TERMS_EN, CUSTOMER_TERMS_HI } from './customerTerms';
import { CustomerTermsPage } from './CustomerTermsPage';

const DEVANAGARI = /[\u0900-\u097F]/;

describe(CustomerTermsPage.name, () => {
  it('has 15 clauses in English and 15 in Hindi', () => {
    expect(CUSTOMER_TERMS_EN).toHaveLength(15);
    expect(CUSTOMER_TERMS_HI).toHaveLength(15);
    for (const clause of CUSTOMER_TERMS_HI) {
      expect(clause.title).toMatch(DEVANAGARI);
      expect(clause.text).toMatch(DEVANAGARI);
    }
  });

  it('says complaints must be in writing within 7 days of the end of travel, in both languages', () => {
    expect(CUSTOMER_TERMS_EN.some((c) => /in writing/.test(c.text) && /within 7 days of the end of travel/.test(c.text))).toBe(true);
    expect(CUSTOMER_TERMS_HI.some((c) => /7 दिनों के भीतर/.test(c.text) && /लिखित/.test(c.text))).toBe(true);
  });

  it('shows English first and switches the site to Hindi with the toggle, remembered', async () => {
    renderPage(<CustomerTermsPage />, { session: { token: 't', role: 'customer' } });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Customer Terms & Conditions');
    const list = () => screen.getByRole('list');
    expect(within(list()).getAllByRole('listitem')).toHaveLength(15);
    expect(list()).toHaveAttribute('lang', 'en-IN');
    expect(screen.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(screen.getByRole('button', { name: 'हिन्दी' }));
    expect(screen.getByRole('button', { name: 'हिन्दी' })).toHaveAttribute('aria-pressed', 'true');
    expect(list()).toHaveAttribute('lang', 'hi-IN');
    expect(localStorage.getItem('language')).toBe('hi');
    expect(document.documentElement.lang).toBe('hi-IN');
    expect(within(list()).getAllByRole('listitem')).toHaveLength(15);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('ग्राहक नियम और शर्तें');
    expect(list().textContent).toMatch(DEVANAGARI);
  });

  it('opens in Hindi when the site is in Hindi', () => {
    setLanguage('hi');
    renderPage(<CustomerTermsPage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('ग्राहक नियम और शर्तें');
    expect(screen.getByRole('button', { name: 'हिन्दी' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('link', { name: 'गोपनीयता नीति' })).toHaveAttribute('href', '/privacy');
  });
});
