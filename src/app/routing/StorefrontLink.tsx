import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { useRouter } from '@tanstack/react-router';
import { config } from '../startup/config';

/**
 * A link to a storefront path that comes from data (a banner's `var_link`), so it
 * cannot be typed against the route tree. Same-tab clicks go through the router;
 * modified clicks and external URLs behave like any anchor.
 */
export function StorefrontLink({
  href,
  onClick,
  ...props
}: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  const router = useRouter();
  const internal = href.startsWith('/');
  const fullHref = internal ? `${config.basePath.replace(/\/$/, '')}${href}` : href;

  function handleClick(event: MouseEvent<HTMLAnchorElement>) {
    onClick?.(event);
    if (!internal || event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void router.navigate({ href });
  }

  return <a href={fullHref} onClick={handleClick} {...props} />;
}
