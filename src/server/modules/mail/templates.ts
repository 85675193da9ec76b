import type { Config } from '../../config';
import { renderLetter, type LetterContent } from './letter';

export function passwordResetMail(
  config: Pick<Config, 'storeName'>,
  { name, resetUrl }: { name: string; resetUrl: string },
): LetterContent {
  return renderLetter({
    storeName: config.storeName,
    subject: `Reset your ${config.storeName} password`,
    paragraphs: [
      `Hello ${name},`,
      `We received a request to reset the password for your ${config.storeName} account.`,
      'Open the link below within 1 hour to choose a new password. The link works once.',
    ],
    action: { label: 'Reset password', url: resetUrl },
    footnote: 'If you did not ask for this, you can ignore this e-mail: your password stays as it is.',
  });
}
