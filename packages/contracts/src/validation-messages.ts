import type { z } from "zod";

/**
 * Dutch texts for schema failures, used by the server for its 422 answers and by the web app's
 * forms, so one field gets the same message on both sides. Schemas that need a specific text
 * (for example "Vul je voornaam in") pass it as the check's message and win over these.
 */
export const nlValidationMessages = {
  required: "Dit veld is verplicht.",
  invalidType: "Deze waarde is ongeldig.",
  tooLong: (max: number) => `Dit veld mag maximaal ${max} tekens bevatten.`,
  tooShort: (min: number) =>
    min === 1 ? "Dit veld is verplicht." : `Dit veld moet minimaal ${min} tekens bevatten.`,
  tooFewItems: (min: number) => `Kies er minimaal ${min}.`,
  tooManyItems: (max: number) => `Kies er maximaal ${max}.`,
  numberTooSmall: (min: number | bigint) => `De waarde moet minimaal ${min} zijn.`,
  numberTooBig: (max: number | bigint) => `De waarde mag maximaal ${max} zijn.`,
  email: "Vul een geldig e-mailadres in.",
  url: "Vul een geldige webadres in.",
  date: "Vul een geldige datum in (jjjj-mm-dd).",
  format: "Deze waarde heeft niet de juiste vorm.",
  option: "Kies een van de mogelijke waarden.",
  unknownField: (keys: readonly string[]) => `Onbekend veld: ${keys.join(", ")}.`,
  integer: "Vul een geheel getal in.",
  /** Text with a NUL character, which no field may hold (PostgreSQL cannot store it). */
  invalidCharacter: "Deze waarde bevat een ongeldig teken.",
} as const;

type Issue = z.core.$ZodRawIssue;

export function nlErrorMap(issue: Issue): string {
  const m = nlValidationMessages;
  // A missing value is "required", also for choices (enums, literals, unions).
  const missing = issue.input === undefined || issue.input === null;
  switch (issue.code) {
    case "invalid_type":
      if (missing) return m.required;
      if (issue.expected === "int") return m.integer;
      return m.invalidType;
    case "too_big":
      if (issue.origin === "string") return m.tooLong(Number(issue.maximum));
      if (issue.origin === "array" || issue.origin === "set")
        return m.tooManyItems(Number(issue.maximum));
      return m.numberTooBig(issue.maximum);
    case "too_small":
      if (issue.origin === "string") return m.tooShort(Number(issue.minimum));
      if (issue.origin === "array" || issue.origin === "set")
        return m.tooFewItems(Number(issue.minimum));
      return m.numberTooSmall(issue.minimum);
    case "invalid_format":
      if (issue.format === "email") return m.email;
      if (issue.format === "url") return m.url;
      if (issue.format === "date") return m.date;
      return m.format;
    case "invalid_value":
      return missing ? m.required : m.option;
    case "invalid_union":
      return missing ? m.required : m.invalidType;
    case "unrecognized_keys":
      return m.unknownField(issue.keys);
    default:
      return m.invalidType;
  }
}
