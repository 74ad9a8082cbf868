import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uuid,
  varchar,
} from "drizzle-orm/pg-core";
import { companyTypes } from "@leerlijn/contracts/companies/company.schema";

export const companyType = pgEnum("company_type", companyTypes);

export const companies = pgTable("companies", {
  id: uuid().primaryKey().defaultRandom(),
  name: varchar({ length: 255 }).notNull(),
  type: companyType().notNull().default("company"),
  domainCode: varchar({ length: 63 }).notNull().unique(),
  parentCompanyId: uuid().references((): AnyPgColumn => companies.id, { onDelete: "restrict" }),
  primaryColor: varchar({ length: 7 }).notNull().default("#1d4ed8"),
  hasDarkPrimaryColor: boolean().notNull().default(false),
  logoLightUrl: text(),
  logoDarkUrl: text(),
  canAddSubCompanies: boolean().notNull().default(false),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
export type CompanyRow = typeof companies.$inferSelect;

/** Every host name (without port) a company answers on. */
export const companyHosts = pgTable(
  "company_hosts",
  {
    host: varchar({ length: 253 }).primaryKey(),
    companyId: uuid()
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    /** The host that links in mails point to when no request on the company's own host asks. */
    isPrimary: boolean().notNull().default(false),
  },
  (table) => [index().on(table.companyId)],
);

/** Extra links a company adds to the More menu; they open in a new tab. */
export const menuItems = pgTable(
  "menu_items",
  {
    id: uuid().primaryKey().defaultRandom(),
    companyId: uuid()
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    title: varchar({ length: 255 }).notNull(),
    url: text().notNull(),
    position: integer().notNull().default(0),
  },
  (table) => [index().on(table.companyId, table.position)],
);
