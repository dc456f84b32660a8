// Every Scout email has one look: a plain-text part and an HTML part with inline styles (mail
// clients drop <style> and block remote files, so no images or web fonts), one call to
// action, and a footer whose one-click unsubscribe link the List-Unsubscribe headers repeat
// (RFC 8058, product §16.4). All text given here is escaped in the HTML.
import type { EmailMessage } from './mailer.ts';
import { signUnsubscribeToken, type UnsubscribeTopic } from './unsubscribe-token.ts';

/** The web app's palette (apps/web/src/index.css): one brand colour on warm neutrals. */
const COLORS = {
  brand: '#c2410c',
  brandDark: '#9a3412',
  background: '#fffaf5',
  card: '#ffffff',
  text: '#2a211b',
  muted: '#6b5e55',
  border: '#eaded3',
};
const FONT = "-apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

export interface EmailSite {
  /** PUBLIC_URL without a trailing slash: every link starts with it. */
  publicUrl: string;
  /** Signs the unsubscribe token. */
  authSecret: string;
}

export interface EmailContent {
  to: string;
  subject: string;
  /** "Hi Sam," */
  greeting: string;
  paragraphs: string[];
  /** The one button; `path` is an in-app path ("/reset-password?token=..."). */
  action?: { label: string; path: string };
  /** Quieter lines under the button ("If you didn't ask for this, ignore this email."). */
  afterword?: string[];
  /** Who the footer's unsubscribe link is for, and which emails it stops. */
  unsubscribe: { userId: string; topic: UnsubscribeTopic };
}

const UNSUBSCRIBE_WORDS: Record<UnsubscribeTopic, string> = {
  messages: 'Stop emails about new messages',
  toursAndApplications: 'Stop emails about tours and applications',
  newDogAlerts: 'Turn off new-dog alerts',
  all: 'Stop all Scout emails',
};

/** The unsubscribe links of a token: the page people see, and the RFC 8058 one-click POST target. */
export function unsubscribeLinks(publicUrl: string, token: string) {
  const query = `token=${encodeURIComponent(token)}`;
  return { page: `${publicUrl}/unsubscribe?${query}`, oneClick: `${publicUrl}/api/unsubscribe?${query}` };
}

/** An absolute URL on Scout's own address for an in-app path. */
export function appUrl(publicUrl: string, appPath: string): string {
  if (!appPath.startsWith('/') || appPath.startsWith('//')) throw new Error(`not an in-app path: ${appPath}`);
  return `${publicUrl}${appPath}`;
}

/** "Hi Sam," from a person's name (its first word), or "Hi," when there is none. */
export function greetingFor(name: string): string {
  const first = name.trim().split(/\s+/)[0];
  return first ? `Hi ${first},` : 'Hi,';
}

export function renderEmail(site: EmailSite, content: EmailContent): EmailMessage {
  const token = signUnsubscribeToken(content.unsubscribe, site.authSecret);
  const links = unsubscribeLinks(site.publicUrl, token);
  const settingsUrl = appUrl(site.publicUrl, '/settings');
  const actionUrl = content.action ? appUrl(site.publicUrl, content.action.path) : undefined;
  const unsubscribeWords = UNSUBSCRIBE_WORDS[content.unsubscribe.topic];

  const text = [
    content.greeting,
    '',
    ...content.paragraphs.flatMap((p) => [p, '']),
    ...(content.action ? [`${content.action.label}: ${actionUrl}`, ''] : []),
    ...(content.afterword ?? []).flatMap((p) => [p, '']),
    '-- ',
    `Scout, ${site.publicUrl}`,
    `${unsubscribeWords}: ${links.page}`,
    `Email settings: ${settingsUrl}`,
    '',
  ].join('\n');

  const paragraph = (p: string) =>
    `<p style="margin:0 0 16px;font-size:16px;line-height:1.55;color:${COLORS.text};">${escapeHtml(p)}</p>`;
  const quiet = (p: string) =>
    `<p style="margin:0 0 12px;font-size:14px;line-height:1.5;color:${COLORS.muted};">${escapeHtml(p)}</p>`;
  const button =
    content.action && actionUrl
      ? `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 24px;"><tr>
<td style="border-radius:12px;background:${COLORS.brand};">
<a href="${escapeHtml(actionUrl)}" style="display:inline-block;padding:14px 24px;font-family:${FONT};font-size:16px;font-weight:700;color:#ffffff;text-decoration:none;border-radius:12px;">${escapeHtml(content.action.label)}</a>
</td></tr></table>
<p style="margin:0 0 12px;font-size:14px;line-height:1.5;color:${COLORS.muted};word-break:break-all;">Or paste this link into your browser: ${escapeHtml(actionUrl)}</p>`
      : '';

  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${escapeHtml(content.subject)}</title>
</head>
<body style="margin:0;padding:0;background:${COLORS.background};font-family:${FONT};color:${COLORS.text};-webkit-text-size-adjust:100%;">
<div style="display:none;max-height:0;overflow:hidden;opacity:0;">${escapeHtml(content.paragraphs[0] ?? content.subject)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:${COLORS.background};">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:560px;">
<tr><td style="padding:0 8px 16px;font-size:22px;font-weight:800;letter-spacing:-0.01em;color:${COLORS.brand};">Scout</td></tr>
<tr><td style="background:${COLORS.card};border:1px solid ${COLORS.border};border-radius:16px;padding:28px 24px;">
${paragraph(content.greeting)}
${content.paragraphs.map(paragraph).join('\n')}
${button}
${(content.afterword ?? []).map(quiet).join('\n')}
</td></tr>
<tr><td style="padding:20px 8px;font-size:13px;line-height:1.6;color:${COLORS.muted};">
You get this email because you have a Scout account at <a href="${escapeHtml(site.publicUrl)}" style="color:${COLORS.muted};">${escapeHtml(hostOf(site.publicUrl))}</a>.<br>
<a href="${escapeHtml(links.page)}" style="color:${COLORS.brandDark};">${escapeHtml(unsubscribeWords)}</a> &middot; <a href="${escapeHtml(settingsUrl)}" style="color:${COLORS.brandDark};">Email settings</a>
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;

  return {
    to: content.to,
    subject: content.subject,
    text,
    html,
    headers: {
      'List-Unsubscribe': `<${links.oneClick}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

function hostOf(url: string): string {
  return new URL(url).host;
}
