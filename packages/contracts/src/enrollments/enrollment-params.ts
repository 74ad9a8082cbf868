import { z } from "zod";

export const enrollmentParams = z.object({ enrollmentId: z.uuid() });
export const enrollmentSectionParams = enrollmentParams.extend({ sectionId: z.uuid() });
