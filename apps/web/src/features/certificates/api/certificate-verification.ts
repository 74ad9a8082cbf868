import { verifyCertificate } from "@leerlijn/contracts/certificates/certificates.contract";
import { queryOptions } from "@tanstack/react-query";
import { callApi } from "../../../lib/api-client";

/**
 * The public check of a certificate. Its page says "not found" itself (an unknown code is an
 * answer here, not a broken link), and a refused or unknown code is never retried.
 */
export const certificateVerificationQuery = (code: string) =>
  queryOptions({
    queryKey: ["certificates", "verify", code],
    queryFn: ({ signal }) =>
      callApi(verifyCertificate, { params: { code }, signal }).then((response) => response.data),
    retry: false,
    meta: { showsErrors: true },
  });
