import type { ReactElement, SVGProps } from 'react';
import type { SocialLink } from '../branding';

// Brand marks of the social links; lucide-react draws no brand logos. Decorative: hidden from screen
// readers (the link around each names the network).

type IconProps = SVGProps<SVGSVGElement>;

function Brand({ children, className = 'size-5', ...rest }: IconProps) {
  return (
    <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" className={className} {...rest}>
      {children}
    </svg>
  );
}

const BRAND_PATHS: Record<SocialLink['name'], ReactElement> = {
  Facebook: (
    <path d="M13.6 21v-7.3h2.5l.4-2.9h-2.9V9c0-.8.3-1.4 1.5-1.4h1.5V5.1a20 20 0 0 0-2.2-.1c-2.2 0-3.7 1.3-3.7 3.8v2.1H8.2v2.9h2.5V21h2.9Z" />
  ),
  Instagram: (
    <path
      fillRule="evenodd"
      d="M8 3h8a5 5 0 0 1 5 5v8a5 5 0 0 1-5 5H8a5 5 0 0 1-5-5V8a5 5 0 0 1 5-5Zm0 2a3 3 0 0 0-3 3v8a3 3 0 0 0 3 3h8a3 3 0 0 0 3-3V8a3 3 0 0 0-3-3H8Zm4 3a4 4 0 1 1 0 8 4 4 0 0 1 0-8Zm0 2a2 2 0 1 0 0 4 2 2 0 0 0 0-4Zm5-3.2a1.2 1.2 0 1 1 0 2.4 1.2 1.2 0 0 1 0-2.4Z"
    />
  ),
  X: <path d="M4 4h4.6l4 5.6L17.4 4h2.3l-6 7.1L20.5 20h-4.6l-4.4-6.1L6.3 20H4l6.4-7.4L4 4Zm3.3 1.6 9.4 12.8h1.1L8.5 5.6H7.3Z" />,
  YouTube: (
    <path
      fillRule="evenodd"
      d="M21.6 7.2a2.6 2.6 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4a2.6 2.6 0 0 0-1.8 1.8C2 8.8 2 12 2 12s0 3.2.4 4.8a2.6 2.6 0 0 0 1.8 1.8c1.6.4 7.8.4 7.8.4s6.2 0 7.8-.4a2.6 2.6 0 0 0 1.8-1.8c.4-1.6.4-4.8.4-4.8s0-3.2-.4-4.8ZM10 15.2V8.8l5.3 3.2-5.3 3.2Z"
    />
  ),
  WhatsApp: (
    <path
      fillRule="evenodd"
      d="M12 2.5a9.4 9.4 0 0 0-8.1 14.2L2.5 21.5l4.9-1.3A9.4 9.4 0 1 0 12 2.5Zm0 1.8a7.6 7.6 0 1 1-3.9 14.1l-.3-.2-2.8.8.8-2.7-.2-.3A7.6 7.6 0 0 1 12 4.3Zm-2.6 3.8c-.2 0-.5 0-.7.3-.3.3-1 1-1 2.3s1 2.7 1.2 2.9c.1.2 2 3.1 4.9 4.3 2.4.9 2.9.8 3.4.7.5 0 1.7-.7 1.9-1.4.2-.7.2-1.2.2-1.4l-.5-.3-1.7-.8c-.2-.1-.4-.1-.6.1l-.8 1c-.1.2-.3.2-.5.1a6.3 6.3 0 0 1-3.1-2.7c-.2-.4.2-.4.7-1.3.1-.2 0-.3 0-.4l-.8-1.9c-.2-.5-.4-.4-.6-.4h-.5Z"
    />
  ),
};

export function SocialIcon({ name, ...rest }: IconProps & { name: SocialLink['name'] }) {
  return <Brand {...rest}>{BRAND_PATHS[name]}</Brand>;
}
