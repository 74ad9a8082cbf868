/**
 * The rest of the demo company's staff, so user management and groups look like a real
 * warehouse and care company: Dutch names, some without an email (they never sign in and only
 * take part in trainings), and some invited who have not chosen a password yet.
 */
type DemoPerson = {
  firstName: string;
  middleName?: string;
  lastName: string;
  /** No email: a participant without an account. */
  noEmail?: true;
  /** Has an email but never accepted the invitation. */
  invited?: true;
  groups: DemoGroupName[];
};

export const demoGroupNames = [
  "Magazijn",
  "Kantoor",
  "Zorgteam Noord",
  "Nieuwe medewerkers",
] as const;
export type DemoGroupName = (typeof demoGroupNames)[number];

export const demoPeople: DemoPerson[] = [
  { firstName: "Ahmed", lastName: "Benali", groups: ["Magazijn"] },
  { firstName: "Annemieke", lastName: "Kok", groups: ["Kantoor"] },
  { firstName: "Bas", middleName: "van den", lastName: "Heuvel", groups: ["Magazijn"] },
  { firstName: "Chantal", lastName: "Koster", groups: ["Zorgteam Noord"] },
  { firstName: "Dennis", lastName: "Prins", groups: ["Magazijn"] },
  { firstName: "Dewi", lastName: "Sanders", groups: ["Kantoor", "Nieuwe medewerkers"] },
  { firstName: "Emre", lastName: "Kaya", groups: ["Magazijn", "Nieuwe medewerkers"] },
  { firstName: "Esther", middleName: "de", lastName: "Wit", groups: ["Zorgteam Noord"] },
  { firstName: "Gerrit", lastName: "Meijer", noEmail: true, groups: ["Magazijn"] },
  { firstName: "Hanneke", lastName: "Vos", groups: ["Zorgteam Noord"] },
  { firstName: "Hugo", lastName: "Dekker", groups: ["Kantoor"] },
  { firstName: "Iris", middleName: "van", lastName: "Wijk", groups: ["Zorgteam Noord"] },
  { firstName: "Jan", middleName: "de", lastName: "Haan", noEmail: true, groups: ["Magazijn"] },
  { firstName: "Jasmijn", lastName: "Brouwer", invited: true, groups: ["Nieuwe medewerkers"] },
  { firstName: "Kees", lastName: "Verhoeven", groups: ["Magazijn"] },
  { firstName: "Laura", lastName: "Gerritsen", groups: ["Kantoor"] },
  { firstName: "Marieke", lastName: "Postma", groups: ["Zorgteam Noord"] },
  { firstName: "Martijn", middleName: "van", lastName: "Beek", groups: ["Kantoor"] },
  { firstName: "Nadia", lastName: "Bouzid", invited: true, groups: ["Nieuwe medewerkers"] },
  { firstName: "Niels", lastName: "Hoekstra", groups: ["Magazijn"] },
  { firstName: "Petra", lastName: "Schouten", groups: ["Zorgteam Noord"] },
  { firstName: "Priya", lastName: "Ramdin", groups: ["Zorgteam Noord", "Nieuwe medewerkers"] },
  { firstName: "Rik", lastName: "Kuipers", noEmail: true, groups: ["Magazijn"] },
  { firstName: "Roos", lastName: "Bosman", groups: ["Kantoor"] },
  { firstName: "Ruben", lastName: "Wouters", groups: ["Magazijn"] },
  { firstName: "Saskia", lastName: "Huisman", groups: ["Zorgteam Noord"] },
  { firstName: "Stijn", middleName: "van der", lastName: "Linden", groups: ["Magazijn"] },
  { firstName: "Thijs", lastName: "Maas", invited: true, groups: ["Nieuwe medewerkers"] },
  { firstName: "Wendy", lastName: "Kramer", noEmail: true, groups: ["Zorgteam Noord"] },
  { firstName: "Wim", lastName: "Vermeulen", groups: ["Magazijn"] },
];

/** The people of the sub company Demo Logistiek Noord (noord.localhost). */
export const demoNoordPeople: (Omit<DemoPerson, "groups"> & { leader?: true })[] = [
  { firstName: "Harm", lastName: "Wiersma", leader: true },
  { firstName: "Geert", lastName: "Hofstra" },
  { firstName: "Jelle", lastName: "Zijlstra" },
  { firstName: "Sietske", middleName: "de", lastName: "Vries" },
  { firstName: "Tjitske", lastName: "Kingma", noEmail: true },
];

export const demoPersonEmail = (
  person: { firstName: string; middleName?: string; lastName: string },
  domain = "demo.example",
) =>
  `${person.firstName}.${[person.middleName, person.lastName].filter(Boolean).join("")}@${domain}`
    .toLowerCase()
    .replace(/\s+/g, "");
