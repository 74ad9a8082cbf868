import { z } from "zod";
import { defineContract } from "../contract";
import { envelope } from "../pagination";
import { demoBookingEndpoint } from "../start-page-endpoints";

/** The ways the no-access overlay offers: the booking widget for this person, and a person to reach. */
export const demoBookingSchema = z.object({
  /** The widget's address, filled in with the company and the person; null when none is configured. */
  bookingUrl: z.string().nullable(),
  contact: z.object({ email: z.string(), phone: z.string().nullable() }),
});
export type DemoBooking = z.infer<typeof demoBookingSchema>;

export const getDemoBooking = defineContract({
  ...demoBookingEndpoint,
  summary: "How the signed-in person can book a demo or reach the platform",
  tag: "users",
  response: envelope(demoBookingSchema),
});
