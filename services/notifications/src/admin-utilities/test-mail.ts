import { TestMailTexts } from '@portal/shared-contracts/admin';
import { renderMail, type OutgoingEmail } from '@portal/service-kit';

/** The e-mail log's type for these mails, so they can be told from the portal's own. */
export const TEST_MAIL_TYPE = 'admin-test';

/** The test mail: it says who sent it and why, and nothing else. */
export function testMail(to: string, sentBy: string): OutgoingEmail {
  const { text, html } = renderMail([
    { paragraph: `This is a test e-mail sent by ${sentBy} from Admin Utilities of the Special Education Portal.` },
    { paragraph: 'It reached you, so the portal can deliver mail to this address. You need not do anything.' },
  ]);
  return { to: to.trim(), subject: TestMailTexts.subject, text, html, type: TEST_MAIL_TYPE };
}
