import { useEffect } from "react";
import { documentTitle } from "../features/companies/apply-branding";
import { useCurrentCompany } from "../features/companies/api/current-company";

export function useDocumentTitle(page?: string): void {
  const company = useCurrentCompany();
  useEffect(() => {
    document.title = documentTitle(company, page);
  }, [company, page]);
}
