import { useEffect, useState } from 'react';
import { DropdownMenu } from '#src/ui/DropdownMenu';
import { showToast } from '#src/app/overlays/toasts';
import { IconFacebook, IconTwitter, IconWhatsApp } from '#src/ui/icons';
import { catalogTexts } from '#src/ui/copy';
import { durations } from '#rules/durations';
import { texts } from '#rules/texts';
import * as css from './ShareMenu.css';

/** The product's page address, honouring the base path (index.html carries <base href>). */
export function productUrl(slug: string): string {
  return new URL(`product/${encodeURIComponent(slug)}`, document.baseURI).href;
}

/** Share links (Facebook, Twitter, WhatsApp) and copy link; 'Copied' shows for 1.2 s (product §2, §9). */
export function ShareMenu({ slug, title }: { slug: string; title: string }) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), durations.copied);
    return () => clearTimeout(timer);
  }, [copied]);

  const url = productUrl(slug);
  const shares = [
    {
      label: catalogTexts.shareFacebook,
      icon: <IconFacebook size={18} />,
      href: `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`,
    },
    {
      label: catalogTexts.shareTwitter,
      icon: <IconTwitter size={18} />,
      href: `https://twitter.com/intent/tweet?url=${encodeURIComponent(url)}&text=${encodeURIComponent(title)}`,
    },
    {
      label: catalogTexts.shareWhatsApp,
      icon: <IconWhatsApp size={18} />,
      href: `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`,
    },
  ];

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      showToast(catalogTexts.copyFailed, { tone: 'error' });
    }
  }

  return (
    <div className={css.share}>
      <DropdownMenu.Root modal={false}>
        <DropdownMenu.Trigger className={css.trigger} aria-label={catalogTexts.share(title)}>
          <svg
            width="18"
            height="18"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            aria-hidden="true"
            focusable="false"
          >
            <circle cx="18" cy="5" r="2.5" />
            <circle cx="6" cy="12" r="2.5" />
            <circle cx="18" cy="19" r="2.5" />
            <path d="M8.3 10.8l7.4-4.4M8.3 13.2l7.4 4.4" />
          </svg>
        </DropdownMenu.Trigger>
        <DropdownMenu.Content align="center">
          {shares.map((share) => (
            <DropdownMenu.Item key={share.label} asChild>
              <a href={share.href} target="_blank" rel="noopener noreferrer">
                {share.icon}
                {share.label}
              </a>
            </DropdownMenu.Item>
          ))}
          <DropdownMenu.Item onSelect={() => void copy()}>{catalogTexts.copyLink}</DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Root>
      <span className={css.copied} role="status">
        {copied ? texts.copied : ''}
      </span>
    </div>
  );
}
