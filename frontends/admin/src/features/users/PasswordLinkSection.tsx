import { Alert, SocialIcon, branding, buttonClass, errorMessage, formatDateTime, inputClass, labelClass } from '@jbp/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import { Section } from '@/components/Section';
import type { Account, AccountKindInfo } from './accounts';

const CREATE_FAILED = 'We could not create a password link. Please try again.';
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
  const text = `Namaste ${account.fullName}, set your ${branding.companyName} password here (valid for 24 hours): ${url}`;
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
  const create = useMutation({
    mutationFn: () => info.passwordLink(account._id),
    onSuccess: (answer) => {
      setLink({ url: `${window.location.origin}${answer.path}`, expiresAt: answer.expiresAt });
      resetCopy();
      // As after every change the office makes, the account is read again.
      void queryClient.invalidateQueries({ queryKey: info.detailKey(account._id) });
    },
  });
  const error = create.isError ? errorMessage(create.error, CREATE_FAILED) : null;

  const whatsapp = link && whatsappHref(account, link.url);

  return (
    <Section title="Password link">
      <p className="text-sm text-slate-700">Create a one-time link for this person to set a password. It works once, for 24 hours.</p>
      {error && (
        <Alert tone="error" className="mt-4" onClose={create.reset}>
          {error}
        </Alert>
      )}
      <button type="button" className={`${buttonClass('primary')} mt-4`} disabled={create.isPending} onClick={() => create.mutate()}>
        {create.isPending ? 'Creating...' : 'Create password link'}
      </button>
      {link && (
        <div className="mt-5 grid gap-3">
          <div>
            <label htmlFor={inputId} className={labelClass}>
              Password link
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
              {copyState === 'manual' ? 'Press Ctrl+C to copy' : ''}
            </p>
          </div>
          <div className="flex flex-wrap gap-3">
            <button type="button" className={buttonClass('secondary')} onClick={() => copy(link.url)}>
              {copyState === 'copied' ? 'Copied' : 'Copy'}
            </button>
            {whatsapp && (
              <a href={whatsapp} target="_blank" rel="noopener noreferrer" className={buttonClass('success')}>
                <SocialIcon name="WhatsApp" className="size-4" /> Send on WhatsApp
              </a>
            )}
          </div>
          <p className="text-sm text-slate-700">Valid until {formatDateTime(link.expiresAt)}</p>
        </div>
      )}
    </Section>
  );
}
