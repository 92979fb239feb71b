/** A plain, accessible HTML mail layout with a text twin; every value is escaped. */
export interface MailContent {
  subject: string;
  heading: string;
  paragraphs: string[];
  button?: { label: string; url: string };
  footer?: string;
}

export function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
}

export function renderMail(content: MailContent): { subject: string; html: string; text: string } {
  const paragraphs = content.paragraphs.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`).join('');
  const button = content.button
    ? `<p style="margin:24px 0"><a href="${escapeHtml(content.button.url)}" style="background:#4f46e5;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:600">${escapeHtml(content.button.label)}</a></p>`
    : '';
  const footer = content.footer ? `<p style="color:#6b7280;font-size:12px">${escapeHtml(content.footer)}</p>` : '';
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#111827;background:#f9fafb;padding:24px"><div style="max-width:560px;margin:auto;background:#fff;border-radius:12px;padding:32px"><h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(content.heading)}</h1>${paragraphs}${button}${footer}</div></body></html>`;
  const text = [
    content.heading,
    '',
    ...content.paragraphs,
    ...(content.button ? ['', `${content.button.label}: ${content.button.url}`] : []),
    ...(content.footer ? ['', content.footer] : []),
  ].join('\n');
  return { subject: content.subject, html, text };
}
