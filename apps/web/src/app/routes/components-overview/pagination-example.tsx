import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Pagination } from "../../../ui/pagination/pagination";
import { Example, Muted } from "./overview-example";

export function PaginationExample() {
  const { t } = useTranslation();
  const [page, setPage] = useState(5);
  const lastPage = 12;
  return (
    <Example section="pagination">
      <Muted>{t("componentsOverview.pagination.current", { page, last: lastPage })}</Muted>
      <Pagination currentPage={page} lastPage={lastPage} onPageChange={setPage} />
    </Example>
  );
}
