import type { listMyCertificates } from "@leerlijn/contracts/certificates/certificates.contract";
import { myCertificatesEndpoint } from "@leerlijn/contracts/start-page-endpoints";
import { queryOptions } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/api-client";

/** The signed-in person's certificates with their status today, the newest first. */
export const myCertificatesQuery = () =>
  queryOptions({
    queryKey: ["certificates", "mine"],
    queryFn: ({ signal }) =>
      callEndpoint<typeof listMyCertificates>(myCertificatesEndpoint, { signal }).then(
        (response) => response.data,
      ),
  });
