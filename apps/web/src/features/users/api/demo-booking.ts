import type { getDemoBooking } from "@leerlijn/contracts/users/demo-booking.contract";
import { demoBookingEndpoint } from "@leerlijn/contracts/start-page-endpoints";
import { queryOptions } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/api-client";

/** The booking widget's address for the signed-in person and the platform's contact details. */
export const demoBookingQuery = queryOptions({
  queryKey: ["demo-booking"],
  queryFn: ({ signal }) =>
    callEndpoint<typeof getDemoBooking>(demoBookingEndpoint, { signal }).then(
      (response) => response.data,
    ),
});
