import { type Clock, systemClock } from "pg-boss";

/**
 * pg-boss's time from the process's monotonic clock instead of the wall clock (`Date`). A
 * worker waits "poll interval minus how long the fetch took"; when the wall clock steps back
 * during a fetch (an NTP correction, a resumed virtual machine, a journey resetting its moved
 * clock) that duration is negative and the worker sleeps as long as the step: a queue stopped
 * sending mail for three days after a journey moved the clock three days and back. A retry's
 * start is also computed here, and must agree with the database's clock, not a moved one.
 */
export const steadyClock: Clock = {
  ...systemClock,
  now: () => performance.timeOrigin + performance.now(),
};
