/** Only web links become anchors: a stored value is never trusted to be a harmless scheme. */
export function isWebLink(link: string | null | undefined): link is string {
  return typeof link === 'string' && /^https?:\/\/\S+$/i.test(link.trim());
}
