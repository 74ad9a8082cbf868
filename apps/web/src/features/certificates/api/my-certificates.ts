import { listMyCertificates } from "@leerlijn/contracts/certificates/certificates.contract";
import { queryOptions } from "@tanstack/react-query";
import { callApi } from "../../../lib/api-client";

/** The signed-in person's certificates with their status today, the newest first. */
export const myCertificatesQuery = () =>
  queryOptions({
    queryKey: ["certificates", "mine"],
    queryFn: ({ signal }) =>
      callApi(listMyCertificates, { signal }).then((response) => response.data),
  });
