import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../shared/i18n/i18n.ts';
import './i18n.ts';
import { KycNote, kycNoteOf } from './KycNote.tsx';

beforeAll(() => {
  initI18n();
});

const render = (props: Parameters<typeof KycNote>[0]) => renderToStaticMarkup(createElement(MemoryRouter, null, createElement(KycNote, props)));
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim();

describe('the withdraw page’s KYC note', () => {
  it('says nothing to a verified player', () => {
    expect(kycNoteOf('approved')).toBeNull();
    expect(render({ status: 'approved', kycAmount: 500_000, blocked: false })).toBe('');
  });

  it('links an unverified player to the verification, once', () => {
    const html = render({ status: 'none', kycAmount: 500_000, blocked: false });
    expect(text(html)).toBe('Withdrawals above ₱5,000 need a verified identity. Verify your identity');
    expect(html).toContain('href="/member/profile/kyc"');
    expect(html).not.toContain('role="alert"');
    // Not known yet (or not answered): read as not verified.
    expect(kycNoteOf(null)).toEqual(kycNoteOf('none'));
  });

  it('says a submission is being reviewed, without asking for it again', () => {
    const html = render({ status: 'pending', kycAmount: 500_000, blocked: false });
    expect(text(html)).toContain('Yours has been sent and is being reviewed');
    expect(html).not.toContain('href=');
  });

  it('asks a player whose photos were not approved to send them again', () => {
    const html = render({ status: 'rejected', kycAmount: 500_000, blocked: false });
    expect(text(html)).toBe('Withdrawals above ₱5,000 need a verified identity. Your last photos were not approved. Send them again');
  });

  it('is the amount’s problem, as an alert, when the amount is above the limit: the same words, not a second message', () => {
    const html = render({ status: 'pending', kycAmount: 500_000, blocked: true });
    expect(html).toContain('role="alert"');
    expect(text(html).match(/need a verified identity/g)).toHaveLength(1);
  });
});
