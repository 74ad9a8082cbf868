import type { CompanyType } from "@leerlijn/contracts/companies/company.schema";
import { PLATFORM_ADMIN_ROLE, type Role } from "@leerlijn/contracts/permissions";

export const DEMO_PASSWORD = "demo1234";

type DemoCompany = {
  domainCode: string;
  name: string;
  type: CompanyType;
  hosts: string[];
  parent?: string;
  primaryColor: string;
  hasDarkPrimaryColor: boolean;
  logo: string;
  canAddSubCompanies: boolean;
  menuItems: { title: string; url: string }[];
};

export const demoCompanies: DemoCompany[] = [
  {
    domainCode: "beheer",
    name: "Leerlijn Beheer",
    type: "administrator",
    hosts: ["admin.localhost"],
    primaryColor: "#4338ca",
    hasDarkPrimaryColor: true,
    logo: "leerlijn",
    canAddSubCompanies: false,
    menuItems: [],
  },
  {
    domainCode: "demo",
    name: "Demo Logistiek",
    type: "company",
    hosts: ["localhost", "127.0.0.1"],
    primaryColor: "#1d4ed8",
    hasDarkPrimaryColor: true,
    logo: "demo",
    canAddSubCompanies: true,
    menuItems: [
      { title: "Helpdesk", url: "https://helpdesk.demo.example" },
      { title: "Personeelsgids", url: "https://intranet.demo.example/personeelsgids" },
    ],
  },
  {
    domainCode: "demo-noord",
    name: "Demo Logistiek Noord",
    type: "company",
    hosts: ["noord.localhost"],
    parent: "demo",
    primaryColor: "#1d4ed8",
    hasDarkPrimaryColor: true,
    logo: "demo",
    canAddSubCompanies: false,
    menuItems: [],
  },
  {
    domainCode: "zorg",
    name: "Zorggroep Horizon",
    type: "company",
    hosts: ["zorg.localhost"],
    primaryColor: "#f5b82e",
    hasDarkPrimaryColor: false,
    logo: "zorg",
    canAddSubCompanies: false,
    menuItems: [{ title: "Roosterplanner", url: "https://rooster.zorg.example" }],
  },
];

type DemoAccount = {
  email: string;
  firstName: string;
  middleName?: string;
  lastName: string;
  company: string;
  roles: Role[];
};

export const demoAccounts: DemoAccount[] = [
  {
    email: "beheer@leerlijn.example",
    firstName: "Femke",
    middleName: "van",
    lastName: "Dijk",
    company: "beheer",
    roles: [PLATFORM_ADMIN_ROLE],
  },
  {
    email: "groepsleider@demo.example",
    firstName: "Sanne",
    middleName: "de",
    lastName: "Vries",
    company: "demo",
    roles: ["admin-group-leader"],
  },
  {
    email: "trainer@demo.example",
    firstName: "Joost",
    lastName: "Bakker",
    company: "demo",
    roles: ["admin-trainer"],
  },
  {
    email: "sub-groepsleider@demo.example",
    firstName: "Eva",
    lastName: "Jansen",
    company: "demo",
    roles: ["sub-admin-group-leader"],
  },
  {
    email: "sub-trainer@demo.example",
    firstName: "Daan",
    lastName: "Visser",
    company: "demo",
    roles: ["sub-admin-trainer"],
  },
  {
    email: "cursist@demo.example",
    firstName: "Lotte",
    lastName: "Smit",
    company: "demo",
    roles: ["company-student"],
  },
  {
    email: "deelnemer@demo.example",
    firstName: "Mohammed",
    middleName: "el",
    lastName: "Amrani",
    company: "demo",
    roles: ["training-student"],
  },
  {
    email: "groepsleider@zorg.example",
    firstName: "Ingrid",
    lastName: "Mulder",
    company: "zorg",
    roles: ["admin-group-leader"],
  },
  {
    email: "cursist@zorg.example",
    firstName: "Kevin",
    middleName: "de",
    lastName: "Boer",
    company: "zorg",
    roles: ["company-student"],
  },
];
