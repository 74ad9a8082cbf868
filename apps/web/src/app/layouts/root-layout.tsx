import { useEffect } from "react";
import { Outlet, ScrollRestoration } from "react-router";
import { applyBranding } from "../../features/companies/apply-branding";
import { useCurrentCompany } from "../../features/companies/api/current-company";
import { ConfirmDialogHost } from "../../ui/confirm-dialog/confirm-dialog";
import { Toaster } from "../../ui/toast/toaster";

/** Brands every page with the host's company and hosts the app-wide toasts and dialogs. */
export function RootLayout() {
  const company = useCurrentCompany();
  useEffect(() => applyBranding(company), [company]);
  return (
    <>
      <Outlet />
      <Toaster />
      <ConfirmDialogHost />
      <ScrollRestoration />
    </>
  );
}
