import type { ComponentType } from 'react';
import { useQuery } from '@tanstack/react-query';
import { shellTexts } from '#src/ui/copy';
import { IconFacebook, IconInstagram, IconLinkedIn, IconTwitter } from '#src/ui/icons';
import { socialLinksQuery } from './queries';
import * as css from './Footer.css';

const { aria } = shellTexts;

/** Shown only once loaded (product §2). The google link wears a LinkedIn icon, as specified. */
export function FooterSocial() {
  const { data: links } = useQuery(socialLinksQuery());
  if (!links) return null;

  const entries: { href: string; label: string; Icon: ComponentType }[] = [
    { href: links.twitter, label: aria.twitter, Icon: IconTwitter },
    { href: links.insta, label: aria.instagram, Icon: IconInstagram },
    { href: links.facebook, label: aria.facebook, Icon: IconFacebook },
    { href: links.google, label: aria.google, Icon: IconLinkedIn },
  ].filter((entry) => entry.href);
  // A shop that has named no page of its own elsewhere shows no heading over nothing.
  if (entries.length === 0) return null;

  return (
    <section aria-labelledby="footer-social">
      <h2 id="footer-social" className={css.heading}>
        {shellTexts.footer.followUs}
      </h2>
      <ul className={css.social} aria-label={aria.social}>
        {entries.map(({ href, label, Icon }) => (
          <li key={label}>
            <a href={href} className={css.socialLink} aria-label={label} target="_blank" rel="noopener noreferrer">
              <Icon />
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
