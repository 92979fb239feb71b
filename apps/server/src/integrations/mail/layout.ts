/** A plain, accessible HTML mail layout with a text twin; every value is escaped except `html`, which is sanitized. */
export interface MailContent {
  subject: string;
  heading: string;
  paragraphs: string[];
  /** Rich text written by an organizer, already sanitized (lib/sanitize.ts). */
  html?: string;
  button?: { label: string; url: string };
  /** A row of buttons, e.g. Yes / Maybe / No. */
  buttons?: { label: string; url: string }[];
  footer?: string;
}

export interface MailAttachment {
  filename: string;
  content: string;
  contentType: string;
}

export function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
}

/** Readable text of sanitized HTML, for the text twin of a mail and calendar descriptions. */
export function htmlToText(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|li|h\d)>/gi, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

const BUTTON_STYLE =
  'display:inline-block;background:#4f46e5;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:600';

function buttonHtml(button: { label: string; url: string }) {
  return `<a href="${escapeHtml(button.url)}" style="${BUTTON_STYLE};margin:0 8px 8px 0">${escapeHtml(button.label)}</a>`;
}

export function renderMail(content: MailContent): { subject: string; html: string; text: string } {
  const paragraphs = content.paragraphs.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`).join('');
  const rich = content.html ? `<div style="margin:0 0 16px">${content.html}</div>` : '';
  const buttons = content.buttons?.length
    ? `<p style="margin:24px 0">${content.buttons.map(buttonHtml).join('')}</p>`
    : '';
  const button = content.button ? `<p style="margin:24px 0">${buttonHtml(content.button)}</p>` : '';
  const footer = content.footer ? `<p style="color:#6b7280;font-size:12px">${escapeHtml(content.footer)}</p>` : '';
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#111827;background:#f9fafb;padding:24px"><div style="max-width:560px;margin:auto;background:#fff;border-radius:12px;padding:32px"><h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(content.heading)}</h1>${paragraphs}${rich}${buttons}${button}${footer}</div></body></html>`;
  const text = [
    content.heading,
    '',
    ...content.paragraphs,
    ...(content.html ? ['', htmlToText(content.html)] : []),
    ...(content.buttons?.length ? ['', ...content.buttons.map((b) => `${b.label}: ${b.url}`)] : []),
    ...(content.button ? ['', `${content.button.label}: ${content.button.url}`] : []),
    ...(content.footer ? ['', content.footer] : []),
  ].join('\n');
  return { subject: content.subject, html, text };
}
