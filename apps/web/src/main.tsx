import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import "./app/styles/global.css";
import "./lib/i18n";
import { App } from "./app/providers";
import { startErrorReporting } from "./lib/error-reporting";

const root = document.getElementById("root");
if (!root) throw new Error("The page has no #root element");

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

// After the page has loaded, so the service worker and its shell download never compete with
// the first visit; its code is not part of the first download either.
if (import.meta.env.PROD) {
  window.addEventListener(
    "load",
    () => void import("./lib/service-worker").then((m) => m.startServiceWorker()),
    { once: true },
  );
}

// Off unless the server names a DSN; asked after the load, so the first visit is not slowed.
window.addEventListener("load", () => void startErrorReporting(), { once: true });
