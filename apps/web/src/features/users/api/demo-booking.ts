import { getDemoBooking } from "@leerlijn/contracts/users/demo-booking.contract";
import { queryOptions } from "@tanstack/react-query";
import { callApi } from "../../../lib/api-client";

/** The booking widget's address for the signed-in person and the platform's contact details. */
export const demoBookingQuery = queryOptions({
  queryKey: ["demo-booking"],
  queryFn: ({ signal }) => callApi(getDemoBooking, { signal }).then((response) => response.data),
});
