import type { Config } from '../../config';
import { renderLetter, type LetterContent } from '../mail/letter';

export function staffInviteMail(
  config: Pick<Config, 'storeName' | 'publicUrl'>,
  {
    name,
    role,
    setPasswordUrl,
    validDays,
  }: { name: string; role: string; setPasswordUrl: string; validDays: number },
): LetterContent {
  return renderLetter({
    storeName: config.storeName,
    subject: `You have been invited to the ${config.storeName} dashboard`,
    paragraphs: [
      `Hello ${name},`,
      `You now have ${role} access to the ${config.storeName} staff dashboard.`,
      `Choose a password with the link below (it works once, for ${validDays} days), then sign in at ${config.publicUrl}/admin/login.`,
    ],
    action: { label: 'Choose your password', url: setPasswordUrl },
    footnote: 'If you already have a password for this e-mail address, you can keep it and simply sign in.',
  });
}
