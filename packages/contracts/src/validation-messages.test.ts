import { describe, expect, it } from "vitest";
import { z } from "zod";
import { emailField, MAX_NAME_LENGTH, nameField } from "./fields";
import { nlErrorMap, nlValidationMessages } from "./validation-messages";

/** The messages of a failed parse with the Dutch error map, as the server and forms use it. */
function messagesOf(schema: z.ZodType, input: unknown): string[] {
  const result = schema.safeParse(input, { error: nlErrorMap });
  if (result.success) throw new Error(`expected ${JSON.stringify(input)} to be rejected`);
  return result.error.issues.map((issue) => issue.message);
}

const person = z.object({ firstName: nameField, email: emailField });

describe("nlErrorMap", () => {
  it("says a missing, null or empty field is required", () => {
    expect(messagesOf(person.pick({ firstName: true }), {})).toEqual(["Dit veld is verplicht."]);
    expect(messagesOf(nameField, null)).toEqual(["Dit veld is verplicht."]);
    expect(messagesOf(nameField, "")).toEqual(["Dit veld is verplicht."]);
    expect(messagesOf(nameField, "   ")).toEqual(["Dit veld is verplicht."]);
  });

  it("says a missing choice is required rather than a wrong option", () => {
    const choices = z.object({
      type: z.enum(["image", "video"]),
      weight: z.union([z.literal(0), z.literal(1)]),
      kind: z.literal("exam"),
    });
    expect(messagesOf(choices, {})).toEqual([
      "Dit veld is verplicht.",
      "Dit veld is verplicht.",
      "Dit veld is verplicht.",
    ]);
    expect(messagesOf(choices.shape.weight, 2)).toEqual(["Deze waarde is ongeldig."]);
  });

  it("allows 255 characters in a name and says so in Dutch at 256", () => {
    expect(nameField.safeParse("a".repeat(MAX_NAME_LENGTH)).success).toBe(true);
    expect(messagesOf(nameField, "a".repeat(MAX_NAME_LENGTH + 1))).toEqual([
      "Dit veld mag maximaal 255 tekens bevatten.",
    ]);
  });

  it("asks for a valid email address", () => {
    expect(messagesOf(emailField, "not-an-email")).toEqual(["Vul een geldig e-mailadres in."]);
    expect(messagesOf(emailField, "a@b")).toEqual(["Vul een geldig e-mailadres in."]);
  });

  it("normalises an accepted email to trimmed lower case", () => {
    expect(emailField.parse("  Jan.Jansen@Example.NL ")).toBe("jan.jansen@example.nl");
  });

  it("rejects an email longer than 255 characters with the length message", () => {
    const long = `${"a".repeat(250)}@example.nl`;
    expect(messagesOf(emailField, long)).toEqual(["Dit veld mag maximaal 255 tekens bevatten."]);
  });

  it("says a value of the wrong type is invalid rather than required", () => {
    expect(messagesOf(nameField, 42)).toEqual(["Deze waarde is ongeldig."]);
    expect(messagesOf(nameField, ["a"])).toEqual(["Deze waarde is ongeldig."]);
  });

  it("speaks Dutch about numbers, whole numbers, options, lists and unknown fields", () => {
    expect(messagesOf(z.number().min(1), 0)).toEqual(["De waarde moet minimaal 1 zijn."]);
    expect(messagesOf(z.number().max(100), 101)).toEqual(["De waarde mag maximaal 100 zijn."]);
    expect(messagesOf(z.int(), 1.5)).toEqual(["Vul een geheel getal in."]);
    expect(messagesOf(z.enum(["image", "video"]), "audio")).toEqual([
      "Kies een van de mogelijke waarden.",
    ]);
    expect(messagesOf(z.array(z.string()).min(2), ["a"])).toEqual(["Kies er minimaal 2."]);
    expect(messagesOf(z.string().min(8), "kort")).toEqual([
      "Dit veld moet minimaal 8 tekens bevatten.",
    ]);
    expect(messagesOf(z.strictObject({}), { role: "admin", extra: 1 })).toEqual([
      "Onbekend veld: role, extra.",
    ]);
  });

  it("lets a schema's own message win over the general text", () => {
    expect(messagesOf(z.string().min(1, "Vul je voornaam in."), "")).toEqual([
      "Vul je voornaam in.",
    ]);
  });

  it("has a Dutch text for every length limit it is given", () => {
    expect(nlValidationMessages.tooLong(32)).toBe("Dit veld mag maximaal 32 tekens bevatten.");
    expect(nlValidationMessages.tooShort(1)).toBe(nlValidationMessages.required);
  });
});
