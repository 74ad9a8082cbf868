/**
 * Method and path of the endpoints the sign-in page calls, in a module without schemas. Their
 * contracts spread these, so each is still declared once; the web app calls them through these
 * (typed by the contract, imported as a type only), which keeps the schema library out of the
 * first download of a phone on a slow connection.
 */
export const currentCompanyEndpoint = { method: "GET", path: "/companies/current" } as const;
export const currentUserEndpoint = { method: "GET", path: "/users/me" } as const;
export const loginEndpoint = { method: "POST", path: "/login" } as const;
export const logoutEndpoint = { method: "POST", path: "/logout" } as const;
export const logoutEverywhereEndpoint = { method: "POST", path: "/logout/everywhere" } as const;
/** Fetched after the page has loaded, never before the sign-in form (see error-reporting/). */
export const errorReportingEndpoint = { method: "GET", path: "/error-reporting" } as const;
