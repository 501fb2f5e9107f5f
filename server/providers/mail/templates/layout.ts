// The one shape of every Longshot e-mail: a greeting, what happened, the link to act on, what to do if
// it was not you, and the unsubscribe footer. Written once as text and once as HTML, every value escaped.

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
  /**
   * The List-Unsubscribe header (RFC 2369) naming the footer's page; the sender (emails.ts) replaces it
   * with the RFC 8058 one-click pair, {@link oneClickUnsubscribeHeaders}.
   */
  headers: Record<string, string>;
}

export interface EmailContent {
  subject: string;
  /** The player's display name; null greets without a name. */
  displayName: string | null;
  /** Paragraphs before the link. */
  intro: string[];
  action: { label: string; url: string };
  /** Paragraphs after the link. */
  outro: string[];
  /** Absent for an e-mail to an address without an account (a Contact Us visitor): nothing to leave. */
  unsubscribeUrl?: string;
}

const htmlEscapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Safe in element text and in quoted attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => htmlEscapes[character] ?? character);
}

function greeting(displayName: string | null): string {
  const name = displayName?.trim();
  return name ? `Hello ${name},` : 'Hello,';
}

const footerText = 'You receive this e-mail because this address was given to Longshot.';
const unsubscribeLabel = 'Unsubscribe from all Longshot e-mails';
const oneOffFooterText =
  'You receive this e-mail because this address was given on the Longshot Contact Us form. We send it nothing else.';

function renderText(content: EmailContent): string {
  return [
    greeting(content.displayName),
    ...content.intro,
    `${content.action.label}:\n${content.action.url}`,
    ...content.outro,
    content.unsubscribeUrl === undefined
      ? `--\n${oneOffFooterText}`
      : `--\n${footerText}\n${unsubscribeLabel}: ${content.unsubscribeUrl}`,
  ].join('\n\n');
}

const styles = {
  body: 'margin:0;padding:24px;background:#f1f3f5;font-family:Arial,Helvetica,sans-serif;color:#212529;',
  card: 'max-width:560px;margin:0 auto;padding:24px;background:#ffffff;border-radius:8px;',
  paragraph: 'margin:0 0 16px;font-size:16px;line-height:24px;',
  button:
    'display:inline-block;padding:12px 20px;background:#000000;color:#ffffff;text-decoration:none;border-radius:4px;font-weight:bold;',
  small: 'margin:0 0 8px;font-size:13px;line-height:20px;color:#495057;',
  link: 'color:#1c7ed6;word-break:break-all;',
};

function paragraph(text: string): string {
  return `<p style="${styles.paragraph}">${escapeHtml(text)}</p>`;
}

function renderHtml(content: EmailContent): string {
  const url = escapeHtml(content.action.url);
  const footer =
    content.unsubscribeUrl === undefined
      ? [`<p style="${styles.small}">${escapeHtml(oneOffFooterText)}</p>`]
      : [
          `<p style="${styles.small}">${escapeHtml(footerText)}</p>`,
          `<p style="${styles.small}"><a href="${escapeHtml(content.unsubscribeUrl)}" style="${styles.link}">${escapeHtml(unsubscribeLabel)}</a></p>`,
        ];
  return [
    '<!doctype html>',
    '<html lang="en">',
    `<head><meta charset="utf-8"><title>${escapeHtml(content.subject)}</title></head>`,
    `<body style="${styles.body}">`,
    `<div style="${styles.card}">`,
    paragraph(greeting(content.displayName)),
    ...content.intro.map(paragraph),
    `<p style="${styles.paragraph}"><a href="${url}" style="${styles.button}">${escapeHtml(content.action.label)}</a></p>`,
    `<p style="${styles.small}">If the button does not work, copy this address into your browser:<br><a href="${url}" style="${styles.link}">${url}</a></p>`,
    ...content.outro.map(paragraph),
    '<hr style="border:none;border-top:1px solid #dee2e6;margin:24px 0 16px;">',
    ...footer,
    '</div>',
    '</body>',
    '</html>',
    '',
  ].join('\n');
}

/**
 * RFC 8058: a mail client may unsubscribe the reader by POSTing `List-Unsubscribe=One-Click` to the
 * header's URL, which must therefore be an endpoint that answers such a POST without a session.
 */
export function oneClickUnsubscribeHeaders(oneClickUrl: string): Record<string, string> {
  return {
    'List-Unsubscribe': `<${oneClickUrl}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}

/** RFC 2369: a mail client may offer "unsubscribe", which opens this link. */
function listUnsubscribeHeaders(unsubscribeUrl: string): Record<string, string> {
  return {
    'List-Unsubscribe': `<${unsubscribeUrl}>`,
  };
}

export function renderEmail(content: EmailContent): RenderedEmail {
  return {
    subject: content.subject,
    text: renderText(content),
    html: renderHtml(content),
    headers: content.unsubscribeUrl === undefined ? {} : listUnsubscribeHeaders(content.unsubscribeUrl),
  };
}
