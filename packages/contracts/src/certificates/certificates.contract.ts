import { z } from "zod";
import { defineContract } from "../contract";
import { idSchema } from "../fields";
import { envelope } from "../pagination";
import {
  certificateVerificationSchema,
  courseCertificateSchema,
  myCertificateSchema,
  participantCertificateSchema,
  revokeCertificateBodySchema,
} from "./certificate.schema";
import { myCertificatesEndpoint } from "../start-page-endpoints";

/** A verification code: base64url of 20 random bytes (160 bits). Anything else is a 404. */
export const certificateCodeSchema = z.string().regex(/^[A-Za-z0-9_-]{27}$/);

export const verifyCertificate = defineContract({
  method: "GET",
  path: "/certificates/verify/:code",
  summary:
    "Public check of a certificate by its code, on the issuing company's host: valid, expired or revoked",
  tag: "certificates",
  public: true,
  params: z.object({ code: certificateCodeSchema }),
  response: envelope(certificateVerificationSchema),
});

export const participantCertificateParams = z.object({ id: idSchema, trainingUserId: idSchema });

export const uploadParticipantCertificate = defineContract({
  method: "POST",
  path: "/trainings/:id/attendance/:trainingUserId/document",
  summary:
    "Uploads a participant's certificate from elsewhere (PDF, JPG or PNG, field `certificate`); it replaces a generated one",
  tag: "certificates",
  permission: "educator.trainings.attendance",
  params: participantCertificateParams,
  multipart: true,
  status: 201,
  response: envelope(participantCertificateSchema),
});

export const deleteParticipantCertificate = defineContract({
  method: "DELETE",
  path: "/trainings/:id/attendance/:trainingUserId/document",
  summary: "Removes a participant's uploaded certificate",
  tag: "certificates",
  permission: "educator.trainings.attendance",
  params: participantCertificateParams,
});

export const revokeParticipantCertificate = defineContract({
  method: "POST",
  path: "/trainings/:id/attendance/:trainingUserId/certificate/revoke",
  summary: "Revokes a participant's certificate with a reason; it stays, verifiable as revoked",
  tag: "certificates",
  permission: "educator.trainings.attendance",
  params: participantCertificateParams,
  body: revokeCertificateBodySchema,
  response: envelope(participantCertificateSchema),
});

export const reissueParticipantCertificate = defineContract({
  method: "POST",
  path: "/trainings/:id/attendance/:trainingUserId/certificate",
  summary:
    "Issues a new certificate for a passed participant; a valid one they hold is revoked as replaced",
  tag: "certificates",
  permission: "educator.trainings.attendance",
  params: participantCertificateParams,
  status: 201,
  response: envelope(participantCertificateSchema),
});

export const listMyCertificates = defineContract({
  ...myCertificatesEndpoint,
  summary:
    "The signed-in person's certificates in this company with their status today, one per training (the one that counts, else the last revoked), the newest first",
  tag: "certificates",
  permission: "training.my_trainings.list",
  response: envelope(z.array(myCertificateSchema)),
});

export const courseCertificateParams = z.object({ userId: idSchema, certificateId: idSchema });

// The educator who assigns and reassigns a person's courses decides on their certificates too.
export const revokeCourseCertificate = defineContract({
  method: "POST",
  path: "/users/:userId/course-certificates/:certificateId/revoke",
  summary:
    "Revokes a person's course certificate with a reason; it stays, verifiable as revoked, and is not issued again by itself",
  tag: "certificates",
  permission: "lms.enrollments.create",
  params: courseCertificateParams,
  body: revokeCertificateBodySchema,
  response: envelope(courseCertificateSchema),
});

export const reissueCourseCertificate = defineContract({
  method: "POST",
  path: "/users/:userId/course-certificates/:certificateId/reissue",
  summary:
    "Issues a new certificate (new code and PDF) for the passed attempt a course certificate proves; the one that counted is revoked as replaced",
  tag: "certificates",
  permission: "lms.enrollments.create",
  params: courseCertificateParams,
  status: 201,
  response: envelope(courseCertificateSchema),
});
