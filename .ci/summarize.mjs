// Adds up the test reports of one CI run; a failed step without its own report counts once.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

const [dir, failedSteps] = process.argv.slice(2);
let passed = 0;
let failed = 0;
let reportedFailures = 0;
for (const file of existsSync(dir) ? readdirSync(dir) : []) {
  const report = JSON.parse(readFileSync(join(dir, file), "utf8"));
  if (report.stats) {
    passed += report.stats.expected + report.stats.flaky;
    failed += report.stats.unexpected;
    reportedFailures += report.stats.unexpected;
  } else {
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    reportedFailures += report.numFailedTests;
  }
}
// Steps such as lint or the build fail without failing a test; they must not pass unseen.
if (Number(failedSteps) > 0 && reportedFailures === 0) failed += Number(failedSteps);
console.log(`${passed} passed, ${failed} failed`);
