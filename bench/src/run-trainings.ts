import { cpuTargetBench } from "./cpu-target-bench";
import { runBench } from "./run-bench";
import {
  BENCH_PARTICIPANTS,
  BENCH_TRAININGS,
  seedTrainings,
  trainingsListScenarios,
} from "./trainings-data";

await runBench(() =>
  cpuTargetBench({
    name: "trainings",
    // Issue 21: the trainings list at most 1 ms of CPU per request (API + PostgreSQL).
    targetUs: 1_000,
    async seed(databaseUrl) {
      console.log(`Seeding ${BENCH_TRAININGS} trainings with ${BENCH_PARTICIPANTS} participations`);
      const { trainerId } = await seedTrainings(databaseUrl);
      return (port, token) => trainingsListScenarios(port, token, trainerId);
    },
  }),
);
