/**
 * `npm run bench:documents`: the learner's own documents (`GET /documents`, 30 assignments at
 * every status) and a document's list of assignees with their status (10,000 assignees: page 1,
 * a status filter, a search, the last page). Its own database (BENCH_DATABASE + "_documents").
 * Targets (issue 23): the learner's list at most 1 ms of CPU per request, the list of assignees
 * at most 2 ms, API and PostgreSQL together.
 */
import { cpuTargetBench } from "./cpu-target-bench";
import { documentsScenarios, seedDocuments } from "./documents-data";
import { runBench } from "./run-bench";

await runBench(() =>
  cpuTargetBench({
    name: "documents",
    // Each scenario carries its own target; this one is only the fallback.
    targetUs: 1_000,
    async seed(databaseUrl) {
      console.log("Seeding documents and their assignments");
      const { documentId } = await seedDocuments(databaseUrl);
      return (port, token) => documentsScenarios(port, token, documentId);
    },
  }),
);
