import { english, type Translator } from '../../i18n/index.ts';

// The frame every e-mail shares: brand, support contact, plain text and HTML from one source,
// in the recipient's language.

export type Brand = { brandName: string; supportEmail: string; messagingLink: string; publicUrl: string };

export type EmailContent = { subject: string; paragraphs: string[]; action?: { label: string; url: string } };

export type RenderedEmail = { subject: string; text: string; html: string };

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export function render(brand: Brand, content: EmailContent, { t }: Translator = english): RenderedEmail {
  const contact = [
    brand.supportEmail ? t('email:layout.contactEmail', { address: brand.supportEmail }) : '',
    brand.messagingLink ? t('email:layout.contactChat', { link: brand.messagingLink }) : '',
  ]
    .filter(Boolean)
    .join(' · ');
  const text = [
    ...content.paragraphs.flatMap((p) => [p, '']),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`, ''] : []),
    t('email:layout.signature', { brand: brand.brandName }),
    contact,
  ].join('\n');
  const html = [
    '<div style="font-family:Arial,Helvetica,sans-serif;max-width:560px;margin:auto;color:#1a1b1e">',
    `<h2 style="color:#4c3fd1">${escapeHtml(brand.brandName)}</h2>`,
    ...content.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    content.action
      ? `<p><a href="${escapeHtml(content.action.url)}" style="background:#4c3fd1;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeHtml(content.action.label)}</a></p>`
      : '',
    `<hr style="border:none;border-top:1px solid #ddd"><p style="font-size:12px;color:#666">${escapeHtml(contact)}</p>`,
    '</div>',
  ].join('');
  return { subject: t('email:layout.subject', { subject: content.subject, brand: brand.brandName }), text, html };
}
