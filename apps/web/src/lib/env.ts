import { z } from "zod";

/** Build-time settings of the web app, parsed once. */
const schema = z.object({
  /** Demo booking widget shown in the no-access overlay; without it a contact text shows. */
  VITE_DEMO_BOOKING_URL: z.url().optional(),
});

export const env = schema.parse(import.meta.env);
