import { Timer } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import styles from "./walk-through.module.css";

const twoDigits = (value: number) => String(value).padStart(2, "0");

/** `mm:ss`, or `h:mm:ss` for an hour or more. */
export function formatRemaining(milliseconds: number): string {
  const total = Math.max(0, Math.ceil(milliseconds / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  return hours > 0
    ? `${hours}:${twoDigits(minutes)}:${twoDigits(seconds)}`
    : `${twoDigits(minutes)}:${twoDigits(seconds)}`;
}

/**
 * The time left of a time limit, counting down each second. The server keeps the real time;
 * this only shows it, and says so once when it runs out.
 */
export function Countdown({ deadline, onExpire }: { deadline: string; onExpire: () => void }) {
  const { t } = useTranslation();
  const [now, setNow] = useState(() => Date.now());
  const expired = useRef(false);
  const latestExpire = useRef(onExpire);
  useEffect(() => {
    latestExpire.current = onExpire;
  });
  const left = Date.parse(deadline) - now;
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  useEffect(() => {
    if (left <= 0 && !expired.current) {
      expired.current = true;
      latestExpire.current();
    }
  }, [left]);
  const urgent = left < 60_000;
  return (
    <p
      className={[styles.countdown, urgent && styles.urgent].filter(Boolean).join(" ")}
      // A name on a plain paragraph is ignored by screen readers; a timer carries it.
      role="timer"
      aria-label={t("enrollments.walk.timeLeftLabel")}
    >
      <Timer size={18} aria-hidden="true" />
      <span>{t("enrollments.walk.timeLeft", { time: formatRemaining(left) })}</span>
    </p>
  );
}
