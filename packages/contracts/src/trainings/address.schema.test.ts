import { describe, expect, it } from "vitest";
import {
  addressSchema,
  formatAddress,
  normalizePostalCode,
  POSTAL_CODE_INVALID,
} from "./address.schema";

const utrecht = {
  establishmentName: "Zaal De Linde",
  street: "Oudegracht",
  number: "12",
  numberSuffix: "a",
  postalCode: "3511ab",
  city: "Utrecht",
};

describe("address", () => {
  it("formats as one line: establishment, street with number and suffix, postal code and city", () => {
    const address = addressSchema.parse(utrecht);
    expect(formatAddress(address)).toBe("Zaal De Linde, Oudegracht 12a, 3511 AB Utrecht");
  });

  it("leaves out what is empty and puts a longer suffix after a space", () => {
    const address = addressSchema.parse({
      street: "Meir",
      number: "50",
      numberSuffix: "bus 3",
      postalCode: "2000",
      city: "Antwerpen",
    });
    expect(formatAddress(address)).toBe("Meir 50 bus 3, 2000 Antwerpen");
  });

  it("accepts Dutch (1234 AB) and Belgian (1234) postal codes, written as the country does", () => {
    expect(normalizePostalCode("3511AB")).toBe("3511 AB");
    expect(normalizePostalCode(" 3511 ab ")).toBe("3511 AB");
    expect(normalizePostalCode("1000")).toBe("1000");
    for (const wrong of ["0123 AB", "123", "12345", "3511 A", "3511-AB", "SW1A 1AA"])
      expect(normalizePostalCode(wrong)).toBeNull();
  });

  it("refuses another postal code with a Dutch message", () => {
    const result = addressSchema.safeParse({ ...utrecht, postalCode: "75001" });
    expect(result.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["postalCode", POSTAL_CODE_INVALID],
    ]);
  });
});
