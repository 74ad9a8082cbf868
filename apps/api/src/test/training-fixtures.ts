import type { CreateTrainingBody } from "@leerlijn/contracts/trainings/trainings.contract";

/** A valid training body for tests: one date in Utrecht, no trainers. */
export function trainingBody(overrides: Partial<CreateTrainingBody> = {}): CreateTrainingBody {
  return {
    name: "BHV herhaling",
    description: "<p>Oefenen met <b>blussen</b></p><script>alert(1)</script>",
    location: {
      establishmentName: "Zaal De Linde",
      street: "Oudegracht",
      number: "12",
      numberSuffix: "a",
      postalCode: "3511AB",
      city: "Utrecht",
    },
    dates: [{ date: "2099-03-02", timeFrom: "09:00", timeTo: "12:30" }],
    ...overrides,
  };
}
