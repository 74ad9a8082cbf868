export const DEMO_PASSWORD = "demo1234";

export const accounts = {
  platformAdmin: "beheer@leerlijn.example",
  groupLeader: "groepsleider@demo.example",
  trainer: "trainer@demo.example",
  subGroupLeader: "sub-groepsleider@demo.example",
  subTrainer: "sub-trainer@demo.example",
  companyStudent: "cursist@demo.example",
  trainingStudent: "deelnemer@demo.example",
  zorgGroupLeader: "groepsleider@zorg.example",
  zorgStudent: "cursist@zorg.example",
} as const;

/** Colleagues of the demo learner (seeded with a spread of results); each journey uses its own. */
export const demoLearners = {
  bram: "bram.willems@demo.example",
  fatima: "fatima.yilmaz@demo.example",
  sophie: "sophie.jong@demo.example",
  tim: "tim.hendriks@demo.example",
  noor: "noor.bakker@demo.example",
  jeroen: "jeroen.leeuwen@demo.example",
  anouk: "anouk.peters@demo.example",
  youssef: "youssef.idrissi@demo.example",
} as const;

/** The demo companies' names, as the seed gives them and every branded page shows them. */
export const companies = {
  demo: "Demo Logistiek",
  zorg: "Zorggroep Horizon",
  admin: "Leerlijn Beheer",
} as const;

/** The base URL of another company's host on the same server (`zorg` → http://zorg.localhost:3100). */
export function hostUrl(baseURL: string, subdomain: string): string {
  const url = new URL(baseURL);
  url.hostname = `${subdomain}.localhost`;
  return url.origin;
}
