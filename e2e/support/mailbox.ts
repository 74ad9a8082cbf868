import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect } from "@playwright/test";

export type Mail = {
  to: string[];
  subject: string;
  text: string;
  /** The attached iCalendar file (text/calendar), when the mail carries one. */
  calendar: string | null;
};

/** The mailbox of the journeys' server, or of another server started with its own data dir. */
function mailboxDir(dataDir = process.env.E2E_DATA_DIR): string {
  if (!dataDir) throw new Error("E2E_DATA_DIR is not set; run through playwright.config.ts");
  return join(dataDir, "mailbox");
}

function allMail(dataDir?: string): Mail[] {
  const dir = mailboxDir(dataDir);
  return readdirSync(dir)
    .filter((name) => name.endsWith(".json"))
    .sort()
    .map((name) => JSON.parse(readFileSync(join(dir, name), "utf8")) as Mail);
}

/** How many mails the SMTP server has received so far; pass it to waitForMail as `since`. */
export function mailboxSize(dataDir?: string): number {
  return allMail(dataDir).length;
}

/** The mails so far to this address whose subject matches, oldest first; with `since`, only later ones. */
export function mailsTo(
  to: string,
  subject: string | RegExp,
  { since = 0, dataDir }: { since?: number; dataDir?: string } = {},
): Mail[] {
  return allMail(dataDir)
    .slice(since)
    .filter(
      (mail) =>
        mail.to.includes(to.toLowerCase()) &&
        (typeof subject === "string" ? mail.subject === subject : subject.test(mail.subject)),
    );
}

/** How long a mail may take after the clock moved weeks ahead (see `waitForMail`). */
export const AFTER_CLOCK_MOVE_MS = 30_000;

/**
 * The newest mail to this address whose subject matches, once the SMTP server has received
 * it; with `since`, only mails received after that many. Ten seconds unless told: after the
 * server's clock moves weeks ahead, every earlier journey's reminders and invitations fall due
 * at once and queue ahead of the one awaited, so those waits give it longer.
 */
export async function waitForMail(
  to: string,
  subject: string | RegExp,
  options: { since?: number; dataDir?: string; timeout?: number } = {},
): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(
      () => {
        found = mailsTo(to, subject, options).at(-1);
        return found !== undefined;
      },
      {
        message: `a mail to ${to} with subject ${String(subject)}`,
        timeout: options.timeout ?? 10_000,
      },
    )
    .toBe(true);
  return found!;
}

/** The first link in a mail's plain-text part that contains `path`. */
export function linkIn(mail: Mail, path: string): string {
  const link = mail.text.match(/https?:\/\/\S+/g)?.find((url) => url.includes(path));
  if (!link) throw new Error(`No link with ${path} in the mail "${mail.subject}"`);
  return link;
}
