import type { Db } from "../../platform/db/database";

/**
 * How many documents a membership is asked to sign now (User.signDocumentsCount, the red badge).
 * The documents feature provides it; users cannot import documents, which builds on users.
 */
export type CountDocumentsToSign = (db: Db, companyUserId: string | null) => Promise<number>;
