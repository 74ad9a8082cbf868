import { randomBytes } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import nodemailer from "nodemailer";

/** One message to one person; `text` is the plain-text part every mail carries. */
export type MailMessage = {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** The display name before the sender address, e.g. the company's name. */
  fromName?: string;
  /** An iCalendar invitation or cancellation (RFC 6047): mail programs offer it for the agenda. */
  calendar?: { method: "REQUEST" | "CANCEL"; content: string };
};

/** The part of a logger the mailer uses; the app passes its own (pino) logger. */
export type MailLog = {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
};

export type MailerOptions = {
  /** smtp:// or smtps:// URL with credentials; without it messages become .eml files. */
  smtpUrl?: string | undefined;
  /** The sender address, e.g. `no-reply@leerlijn.nl`. */
  from: string;
  /** Where .eml files go when there is no SMTP server. */
  outboxDir: string;
  log: MailLog;
};

/** The transport: SMTP, or .eml files. Features queue mails through the MailOutbox instead. */
export type Mailer = {
  /** Delivers now; rejects when the SMTP server refuses or cannot be reached. */
  send(message: MailMessage): Promise<void>;
};

const LINK_PATTERN = /https?:\/\/[^\s<>"]+/g;

/** The From address with a display name that cannot break out of its header. */
function fromAddress(name: string | undefined, address: string) {
  const clean = name?.replace(/[\r\n]+/g, " ").trim();
  return clean ? { name: clean, address } : address;
}

export function createMailer(options: MailerOptions): Mailer {
  const { log } = options;
  const smtp = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  const files = smtp ? null : nodemailer.createTransport({ streamTransport: true, buffer: true });

  async function writeToOutbox(message: MailMessage, raw: Buffer): Promise<string> {
    await mkdir(options.outboxDir, { recursive: true });
    const name = `${new Date().toISOString().replace(/[:.]/g, "-")}-${randomBytes(4).toString("hex")}.eml`;
    const file = join(options.outboxDir, name);
    await writeFile(file, raw);
    // Without a mail server this is how a developer follows the links of a message.
    log.info(
      { to: message.to, subject: message.subject, file, links: message.text.match(LINK_PATTERN) },
      "mail written to outbox",
    );
    return file;
  }

  async function send(message: MailMessage): Promise<void> {
    const envelope = {
      from: fromAddress(message.fromName, options.from),
      to: message.to,
      subject: message.subject,
      html: message.html,
      text: message.text,
      ...(message.calendar
        ? {
            icalEvent: {
              method: message.calendar.method,
              filename: "training.ics",
              content: message.calendar.content,
            },
          }
        : {}),
    };
    if (smtp) {
      await smtp.sendMail(envelope);
      log.info({ to: message.to, subject: message.subject }, "mail sent");
      return;
    }
    const info = await files!.sendMail(envelope);
    await writeToOutbox(message, info.message as Buffer);
  }

  return { send };
}
