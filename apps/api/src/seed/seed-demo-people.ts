import { and, eq } from "drizzle-orm";
import type { Role } from "@leerlijn/contracts/permissions";
import { hashPassword } from "../platform/auth/passwords";
import type { Db } from "../platform/db/database";
import { groups } from "../features/groups/groups.table";
import { enrollInGroupCourses } from "../features/enrollments/group-enrollments";
import { saveGroup } from "../features/groups/save-group";
import { companyUsers, users } from "../features/users/users.table";
import { DEMO_PASSWORD } from "./demo-data";
import { companyByCode } from "./demo-company";
import { demoGroupNames, demoNoordPeople, demoPeople, demoPersonEmail } from "./demo-people";

async function addPerson(
  db: Db,
  companyId: string,
  person: (typeof demoNoordPeople)[number],
  roles: Role[],
  passwordHash: string,
  domain: string,
): Promise<string> {
  const [user] = await db
    .insert(users)
    .values({
      firstName: person.firstName,
      middleName: person.middleName ?? null,
      lastName: person.lastName,
      email: person.noEmail ? null : demoPersonEmail(person, domain),
      passwordHash: person.noEmail || person.invited ? null : passwordHash,
    })
    .returning({ id: users.id });
  if (!user) throw new Error(`Seeding ${person.firstName} ${person.lastName} failed`);
  const [membership] = await db
    .insert(companyUsers)
    .values({ companyId, userId: user.id, roles })
    .returning({ id: companyUsers.id });
  if (!membership) throw new Error(`Seeding ${person.firstName} ${person.lastName} failed`);
  return membership.id;
}

/**
 * The demo company's staff in four groups, and a few people of its sub company. Once: when
 * the demo company already has the group "Kantoor", everything is there (people without an
 * email have nothing unique to check them by).
 */
export async function seedDemoPeople(db: Db): Promise<void> {
  const demo = await companyByCode(db, "demo");
  const noord = await companyByCode(db, "demo-noord");
  if (!demo || !noord) return;
  const [seeded] = await db
    .select({ id: groups.id })
    .from(groups)
    .where(and(eq(groups.companyId, demo.id), eq(groups.name, "Kantoor")));
  if (seeded) return;

  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const members = new Map<string, string[]>(demoGroupNames.map((name) => [name, []]));
  for (const person of demoPeople) {
    const id = await addPerson(
      db,
      demo.id,
      person,
      ["company-student"],
      passwordHash,
      "demo.example",
    );
    for (const group of person.groups) members.get(group)?.push(id);
  }
  for (const [name, memberIds] of members)
    await saveGroup({ db, enrollInGroupCourses }, demo, null, { name, memberIds });

  for (const person of demoNoordPeople) {
    const roles: Role[] = person.leader ? ["admin-group-leader"] : ["company-student"];
    await addPerson(db, noord.id, person, roles, passwordHash, "noord.demo.example");
  }
}
