import { z } from "zod";

export const courseParams = z.object({ courseId: z.uuid() });
export const versionParams = courseParams.extend({ versionId: z.uuid() });
export const sectionParams = versionParams.extend({ sectionId: z.uuid() });
export const blockParams = versionParams.extend({ blockUuid: z.uuid() });
