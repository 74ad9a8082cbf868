import { cpuTargetBench } from "./cpu-target-bench";
import { runBench } from "./run-bench";
import { usersFilteredScenario, usersListScenario, usersSearchScenario } from "./scenarios";

/** Only user management's people list, for quick rounds on it (`npm run bench` has it too). */
await runBench(() =>
  cpuTargetBench({
    name: "people",
    // A list page stays under 1 ms of CPU (API + PostgreSQL), as the learner's reads do.
    targetUs: 1_000,
    // The 10,000 bench users are the list.
    seed: () =>
      Promise.resolve((port, token) => [
        usersListScenario(port, token),
        usersFilteredScenario(port, token),
        usersSearchScenario(port, token),
      ]),
  }),
);
