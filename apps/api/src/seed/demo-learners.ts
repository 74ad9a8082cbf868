/** Colleagues of the demo learner, so a group leader sees a spread of results at once. */
export const demoLearners = [
  { firstName: "Bram", lastName: "Willems" },
  { firstName: "Fatima", lastName: "Yilmaz" },
  { firstName: "Sophie", middleName: "de", lastName: "Jong" },
  { firstName: "Tim", lastName: "Hendriks" },
  { firstName: "Noor", lastName: "Bakker" },
  { firstName: "Jeroen", middleName: "van", lastName: "Leeuwen" },
  { firstName: "Anouk", lastName: "Peters" },
  { firstName: "Youssef", middleName: "el", lastName: "Idrissi" },
] as const;

export const demoLearnerEmail = (learner: { firstName: string; lastName: string }) =>
  `${learner.firstName}.${learner.lastName}@demo.example`.toLowerCase();

/**
 * How far each demo learner got in each assigned course (0 to 1) and how many of their
 * answers are right (0 to 1): a varied picture, the same on every start.
 */
export const demoLearnerProgress: readonly { fraction: number; right: number }[][] = [
  [
    { fraction: 1, right: 1 },
    { fraction: 1, right: 1 },
    { fraction: 1, right: 1 },
  ],
  [
    { fraction: 1, right: 0.5 },
    { fraction: 1, right: 0.4 },
    { fraction: 0.5, right: 1 },
  ],
  [
    { fraction: 0.6, right: 1 },
    { fraction: 0, right: 0 },
    { fraction: 1, right: 1 },
  ],
  [
    { fraction: 1, right: 0.8 },
    { fraction: 1, right: 0.8 },
    { fraction: 0, right: 0 },
  ],
  [
    { fraction: 0.3, right: 0 },
    { fraction: 1, right: 0.2 },
    { fraction: 1, right: 0.5 },
  ],
  [
    { fraction: 0, right: 0 },
    { fraction: 0, right: 0 },
    { fraction: 0.5, right: 1 },
  ],
  [
    { fraction: 1, right: 1 },
    { fraction: 0.4, right: 1 },
    { fraction: 1, right: 1 },
  ],
  [
    { fraction: 1, right: 0.3 },
    { fraction: 1, right: 1 },
    { fraction: 0.2, right: 1 },
  ],
];
