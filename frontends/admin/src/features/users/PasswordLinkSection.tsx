import {
  Alert,
  SocialIcon,
  branding,
  buttonClass,
  errorMessage,
  formatDateTime,
  inputClass,
  labelClass,
  translate,
  useTexts,
} from '@jbp/shared';
import { adminTexts } from '@/admin.i18n';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import { Section } from '@/components/Section';
import type { Account, AccountKindInfo } from './accounts';

/** How long 'Copied' shows on the button. */
const COPIED_MS = 2000;

interface Link {
  url: string;
  expiresAt: string;
}

type CopyState = 'idle' | 'copied' | 'manual';

/** wa.me wants the country code and the number's digits only: 91 and the 10-digit mobile. */
function whatsappHref(account: Account, url: string): string | null {
  const digits = account.mobile?.replace(/\D/g, '') ?? '';
  if (digits.length < 10) return null;
  const text = translate(adminTexts, 'whatsappLink', { name: account.fullName, company: branding.companyName, url });
  return `https://wa.me/91${digits.slice(-10)}?text=${encodeURIComponent(text)}`;
}

/** Copies the link; where the clipboard is unavailable or refused, selects the text for Ctrl+C. */
function useCopy(input: RefObject<HTMLInputElement | null>) {
  const [state, setState] = useState<CopyState>('idle');

  useEffect(() => {
    if (state !== 'copied') return undefined;
    const timer = window.setTimeout(() => setState('idle'), COPIED_MS);
    return () => window.clearTimeout(timer);
  }, [state]);

  const copy = async (text: string) => {
    try {
      if (!navigator.clipboard) throw new Error('No clipboard');
      await navigator.clipboard.writeText(text);
      setState('copied');
    } catch {
      input.current?.focus();
      input.current?.select();
      setState('manual');
    }
  };

  return { state, copy, reset: () => setState('idle') };
}

/**
 * The office's way to let a person set a password (phone customers never had one; anyone may
 * forget theirs): a one-time link, valid 24 hours, to send by WhatsApp or read out.
 */
export function PasswordLinkSection({ account, info }: { account: Account; info: AccountKindInfo }) {
  const queryClient = useQueryClient();
  const [link, setLink] = useState<Link | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const { state: copyState, copy, reset: resetCopy } = useCopy(input);
  const inputId = useId();
  const t = useTexts(adminTexts);
  const create = useMutation({
    mutationFn: () => info.passwordLink(account._id),
    onSuccess: (answer) => {
      setLink({ url: `${window.location.origin}${answer.path}`, expiresAt: answer.expiresAt });
      resetCopy();
      // As after every change the office makes, the account is read again.
      void queryClient.invalidateQueries({ queryKey: info.detailKey(account._id) });
    },
  });
  const error = create.isError ? errorMessage(create.error, t('createLinkFailed')) : null;

  const whatsapp = link && whatsappHref(account, link.url);

  return (
    <Section title={t('passwordLink')}>
      <p className="text-sm text-slate-700">{t('passwordLinkLead')}</p>
      {error && (
        <Alert tone="error" className="mt-4" onClose={create.reset}>
          {error}
        </Alert>
      )}
      <button type="button" className={`${buttonClass('primary')} mt-4`} disabled={create.isPending} onClick={() => create.mutate()}>
        {create.isPending ? t('creating') : t('createLink')}
      </button>
      {link && (
        <div className="mt-5 grid gap-3">
          <div>
            <label htmlFor={inputId} className={labelClass}>
              {t('passwordLink')}
            </label>
            <input
              ref={input}
              id={inputId}
              type="text"
              readOnly
              value={link.url}
              className={inputClass}
              onFocus={(e) => e.target.select()}
            />
            <p className="mt-1 text-xs text-slate-600" aria-live="polite">
              {copyState === 'manual' ? t('pressCtrlC') : ''}
            </p>
          </div>
          <div className="flex flex-wrap gap-3">
            <button type="button" className={buttonClass('secondary')} onClick={() => copy(link.url)}>
              {copyState === 'copied' ? t('copied') : t('copy')}
            </button>
            {whatsapp && (
              <a href={whatsapp} target="_blank" rel="noopener noreferrer" className={buttonClass('success')}>
                <SocialIcon name="WhatsApp" className="size-4" /> {t('sendOnWhatsapp')}
              </a>
            )}
          </div>
          <p className="text-sm text-slate-700">{t('validUntil', { when: formatDateTime(link.expiresAt) })}</p>
        </div>
      )}
    </Section>
  );
}
