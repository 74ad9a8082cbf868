import type { AddressInfo } from "node:net";
import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

export type ReceivedMail = {
  to: string[];
  subject: string;
  text: string;
  html: string;
  fromName: string;
  fromAddress: string;
  /** The iCalendar part (text/calendar), when the mail carries one. */
  calendar: string | null;
};

export type SmtpMailbox = {
  /** The SMTP_URL that sends to this mailbox. */
  url: string;
  received: ReceivedMail[];
  /** The first mail (already received or still to come) that matches; fails after a timeout. */
  waitFor(match: (mail: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
  /** Makes the server refuse every message (a mail server that is down or full). */
  refuseAll(refuse: boolean): void;
  close(): Promise<void>;
};

function addresses(parsed: ParsedMail["to"]): string[] {
  const list = Array.isArray(parsed) ? parsed : parsed ? [parsed] : [];
  return list.flatMap((group) => group.value.map((entry) => entry.address ?? ""));
}

function calendarPart(mail: ParsedMail): string | null {
  const part = mail.attachments.find((attachment) =>
    /^(text\/calendar|application\/ics)/.test(attachment.contentType),
  );
  return part ? part.content.toString("utf8") : null;
}

/** A real SMTP server on loopback that keeps what it receives, for tests that follow mails. */
export async function startSmtpMailbox(): Promise<SmtpMailbox> {
  const received: ReceivedMail[] = [];
  const waiters = new Set<() => void>();
  let refusing = false;
  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, _session, callback) {
      if (refusing) {
        stream.resume();
        stream.on("end", () => callback(new Error("452 Mailbox full")));
        return;
      }
      simpleParser(stream)
        .then((mail) => {
          received.push({
            to: addresses(mail.to),
            subject: mail.subject ?? "",
            text: mail.text ?? "",
            html: typeof mail.html === "string" ? mail.html : "",
            fromName: mail.from?.value[0]?.name ?? "",
            fromAddress: mail.from?.value[0]?.address ?? "",
            calendar: calendarPart(mail),
          });
          waiters.forEach((wake) => wake());
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    refuseAll(refuse) {
      refusing = refuse;
    },
    waitFor(match, timeoutMs = 5_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = received.find(match);
          if (!found) return false;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found);
          return true;
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(
            new Error(`No matching mail within ${timeoutMs} ms (${received.length} received)`),
          );
        }, timeoutMs);
        if (!check()) waiters.add(check);
      });
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
