import nodemailer from "nodemailer";
import type { MailTransport } from "../../core/dependencies";

/** The outbox's transport over SMTP_URL (smtp:// or smtps://, credentials in the URL). */
export function smtpTransport(url: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport(url);
  return {
    async send(mail) {
      await transporter.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        ...(mail.attachments ? { attachments: mail.attachments } : {}),
      });
    },
  };
}
