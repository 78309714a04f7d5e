import { APP_NAME, type ContactRequest } from '@bsp/shared';
import type { MailMessage } from './mailer.ts';

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

export function passwordResetEmail(input: {
  to: string;
  firstName: string;
  link: string;
  validMinutes: number;
}): MailMessage {
  const text = [
    `Hello ${input.firstName},`,
    '',
    `Someone asked to reset the password of your ${APP_NAME} account.`,
    `Open this link to choose a new password (valid for ${input.validMinutes} minutes, usable once):`,
    '',
    input.link,
    '',
    'If you did not ask for this, ignore this email: your password stays the same.',
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family:sans-serif;line-height:1.5">
<p>Hello ${escapeHtml(input.firstName)},</p>
<p>Someone asked to reset the password of your ${APP_NAME} account.</p>
<p><a href="${escapeHtml(input.link)}">Choose a new password</a> (valid for ${input.validMinutes} minutes, usable once).</p>
<p>If the button does not work, copy this address into your browser:<br>${escapeHtml(input.link)}</p>
<p>If you did not ask for this, ignore this email: your password stays the same.</p>
</body></html>`;
  return { to: input.to, subject: `Reset your ${APP_NAME} password`, text, html };
}

export function contactForwardEmail(to: string, message: ContactRequest & { id: string }) {
  const text = [
    `New contact message (${message.subject}, priority ${message.priority})`,
    '',
    `From: ${message.name} <${message.email}>`,
    `Company: ${message.company ?? '-'}`,
    `Reference: ${message.id}`,
    '',
    message.message,
  ].join('\n');
  return {
    to,
    replyTo: message.email,
    subject: `[${APP_NAME} contact] ${message.subject}: ${message.name}`,
    text,
  } satisfies MailMessage;
}
