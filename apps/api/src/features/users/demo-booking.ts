import type { DemoBooking } from "@leerlijn/contracts/users/demo-booking.contract";
import type { Actor } from "../../platform/auth/actor";
import type { Db } from "../../platform/db/database";
import { notFound } from "../../platform/http/app-error";
import type { Tenant } from "../../platform/tenancy/tenant";
import { findUserById } from "./users.repository";

export type DemoBookingSettings = {
  /** The widget's address with placeholders such as {company}, {name}, {email} and {phone}. */
  urlTemplate: string | undefined;
  contact: DemoBooking["contact"];
};

/**
 * The booking widget's address for this person on this company (spec section 1): every
 * placeholder is replaced by its value, URL-encoded, so the demo request arrives filled in.
 */
export function fillBookingUrl(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    name in values ? encodeURIComponent(values[name] ?? "") : placeholder,
  );
}

export async function demoBooking(
  db: Db,
  actor: Actor,
  tenant: Tenant,
  settings: DemoBookingSettings,
): Promise<DemoBooking> {
  if (!settings.urlTemplate) return { bookingUrl: null, contact: settings.contact };
  const user = await findUserById(db, actor.userId);
  if (!user) throw notFound();
  const bookingUrl = fillBookingUrl(settings.urlTemplate, {
    company: tenant.name,
    firstName: user.firstName,
    middleName: user.middleName ?? "",
    lastName: user.lastName,
    name: [user.firstName, user.middleName, user.lastName].filter(Boolean).join(" "),
    email: user.email ?? "",
    phone: user.phoneNumber ?? "",
  });
  return { bookingUrl, contact: settings.contact };
}
