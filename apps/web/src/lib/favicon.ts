import { useEffect } from 'react';

/** The organization's icon replaces Huddle's favicon while its pages are open. */
export function useFavicon(url: string | null | undefined): void {
  useEffect(() => {
    if (!url) return;
    const link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
    if (!link) return;
    const previous = { href: link.getAttribute('href'), type: link.getAttribute('type') };
    link.href = url;
    link.removeAttribute('type');
    return () => {
      if (previous.href) link.setAttribute('href', previous.href);
      if (previous.type) link.setAttribute('type', previous.type);
    };
  }, [url]);
}
