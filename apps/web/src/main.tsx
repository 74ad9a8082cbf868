import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import "./app/styles/global.css";
import "./lib/i18n";
import { App } from "./app/providers";

const root = document.getElementById("root");
if (!root) throw new Error("The page has no #root element");

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
