import { renderMail } from "../../platform/mail/mail-layout";
import type { MailMessage } from "../../platform/mail/mailer";
import type { CompanyMailContext } from "../companies/company-mail-context";

const longDate = new Intl.DateTimeFormat("nl-NL", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});
/** `3 december 2026` for a yyyy-MM-dd day (a calendar day, no clock). */
export const formatDueDay = (day: string) => longDate.format(new Date(`${day}T00:00:00Z`));

/** One step of someone's path that a reminder is about. */
export type StepReminder = {
  kind: "due-soon" | "overdue";
  courseGroupId: string;
  courseGroupName: string;
  courseName: string;
  /** yyyy-MM-dd: the last day to finish the step. */
  dueDate: string;
};

/** The learner's reminder: a step is due in (at most) two days, or its due date has passed. */
export function stepReminderMail(mail: {
  context: CompanyMailContext;
  person: { email: string; firstName: string };
  step: StepReminder;
}): MailMessage {
  const company = mail.context.brand.name;
  const { step } = mail;
  const due = formatDueDay(step.dueDate);
  const overdue = step.kind === "overdue";
  return {
    to: mail.person.email,
    fromName: company,
    subject: overdue
      ? `Te laat: ${step.courseName} had af moeten zijn op ${due}`
      : `Rond ${step.courseName} af vóór ${due}`,
    ...renderMail({
      brand: mail.context.brand,
      greeting: `Hallo ${mail.person.firstName},`,
      paragraphs: overdue
        ? [
            `In je traject ${step.courseGroupName} had je ${step.courseName} uiterlijk op ${due} af moeten ronden. Dat is nog niet gebeurd.`,
            "Rond deze stap zo snel mogelijk af. Lukt het niet? Laat het je leidinggevende weten.",
          ]
        : [
            `In je traject ${step.courseGroupName} moet ${step.courseName} uiterlijk op ${due} af zijn.`,
            "Plan nu even tijd in, dan lukt het op tijd.",
          ],
      action: {
        label: "Naar je traject",
        url: `${mail.context.origin}/my-trainings/course-groups/${step.courseGroupId}`,
      },
      footer: `Je krijgt deze e-mail omdat ${company} je een onboardingtraject heeft gegeven.`,
    }),
  };
}

/** One person behind on their path, as the leader's summary names them. */
export type OverdueLine = {
  personName: string;
  courseGroupName: string;
  courseName: string;
  dueDate: string;
};

/** The leader's weekly summary: who is behind on which step of which path. */
export function overdueSummaryMail(mail: {
  context: CompanyMailContext;
  person: { email: string; firstName: string };
  lines: readonly OverdueLine[];
  /** How many more overdue steps there are than the lines shown. */
  more: number;
}): MailMessage {
  const company = mail.context.brand.name;
  const count = mail.lines.length + mail.more;
  return {
    to: mail.person.email,
    fromName: company,
    subject:
      count === 1
        ? `Weekoverzicht onboarding: ${mail.lines[0]!.personName} loopt achter`
        : `Weekoverzicht onboarding: ${count} stappen te laat`,
    ...renderMail({
      brand: mail.context.brand,
      greeting: `Hallo ${mail.person.firstName},`,
      paragraphs: [
        count === 1
          ? "Deze stap van een onboardingtraject is niet op tijd afgerond:"
          : "Deze stappen van onboardingtrajecten zijn niet op tijd afgerond:",
        ...mail.lines.map(
          (line) =>
            `${line.personName}: ${line.courseName} (${line.courseGroupName}), af op ${formatDueDay(line.dueDate)}`,
        ),
        ...(mail.more > 0 ? [`En nog ${mail.more} meer.`] : []),
      ],
      action: { label: "Bekijk de trajecten", url: `${mail.context.origin}/onboarding` },
      footer: `Je krijgt dit overzicht omdat je groepsleider bent bij ${company} en in je profiel een wekelijks overzicht hebt gekozen.`,
    }),
  };
}
