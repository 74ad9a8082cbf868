import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Badge } from "../../../ui/badge/badge";
import { Button } from "../../../ui/button/button";
import { ProgressBar } from "../../../ui/progress-bar/progress-bar";
import { Stack } from "../../../ui/stack/stack";
import { Table, type TableColumn } from "../../../ui/table/table";
import { Example } from "./overview-example";

type Participant = {
  id: number;
  name: string;
  group: string;
  progress: number;
  status: "open" | "inProgress" | "done";
};

const participants: Participant[] = [
  { id: 1, name: "Fatima el Amrani", group: "Zorgteam Noord", progress: 100, status: "done" },
  { id: 2, name: "Joost de Vries", group: "Magazijn", progress: 45, status: "inProgress" },
  { id: 3, name: "Sanne Bakker", group: "Schoonmaak", progress: 0, status: "open" },
  { id: 4, name: "Mohamed Yilmaz", group: "Zorgteam Zuid", progress: 80, status: "inProgress" },
];

const statusTone = { open: "neutral", inProgress: "info", done: "success" } as const;

export function TableExample() {
  const { t } = useTranslation();
  const [empty, setEmpty] = useState(false);
  const columns: TableColumn<Participant>[] = [
    { key: "name", header: t("componentsOverview.table.name") },
    { key: "group", header: t("componentsOverview.table.group") },
    {
      key: "progress",
      header: t("componentsOverview.table.progress"),
      render: (row) => (
        <div style={{ minWidth: 140 }}>
          <ProgressBar
            value={row.progress}
            label={`${t("componentsOverview.table.progress")} ${row.name}`}
            hideLabel
            showValue
          />
        </div>
      ),
    },
    {
      key: "status",
      header: t("componentsOverview.table.status"),
      render: (row) => (
        <Badge tone={statusTone[row.status]}>{t(`componentsOverview.badge.${row.status}`)}</Badge>
      ),
    },
  ];
  return (
    <Example section="table">
      <Stack gap={3}>
        <div>
          <Button size="small" onClick={() => setEmpty((value) => !value)}>
            {empty
              ? t("componentsOverview.table.showRows")
              : t("componentsOverview.table.showEmpty")}
          </Button>
        </div>
        <Table
          caption={t("componentsOverview.table.caption")}
          columns={columns}
          rows={empty ? [] : participants}
          getRowKey={(row) => row.id}
          emptyText={t("componentsOverview.table.empty")}
        />
      </Stack>
    </Example>
  );
}
