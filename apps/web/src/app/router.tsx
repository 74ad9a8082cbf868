import type { QueryClient } from "@tanstack/react-query";
import { createBrowserRouter, redirect, type RouteObject } from "react-router";
import { loginLoader, logoutLoader, rootLoader } from "./guards";
import { RootLayout } from "./layouts/root-layout";
import { lazyRoute } from "./lazy-route";
import { LoginPage } from "./routes/auth/login.route";
import { NotFoundPage } from "./routes/shell/not-found.route";
import { RootError } from "./routes/shell/root-error";
import { setAppRouter } from "./router-ref";
import { loadChunk } from "../lib/load-chunk";

const authPage = {
  forgotPassword: () => import("./routes/auth/forgot-password.route"),
  resetPassword: () => import("./routes/auth/reset-password.route"),
  invitation: () => import("./routes/auth/invitation.route"),
  loginLink: () => import("./routes/auth/login-link.route"),
  confirmEmail: () => import("./routes/auth/confirm-email.route"),
};

const NothingYet = () => null;

/**
 * The one route table: the pages before signing in here, the signed-in part in app-routes.tsx.
 * That part joins the table the first time a path is not one of these (React Router asks
 * `patchRoutesOnNavigation` whenever only the catch-all matched), so the sign-in page's
 * download does not carry every page's route, guard and loader.
 */
export function createAppRouter(queryClient: QueryClient) {
  const routes: RouteObject[] = [
    {
      id: "root",
      loader: rootLoader(queryClient),
      element: <RootLayout />,
      errorElement: <RootError />,
      // Blank while the first loaders run. A component, because React Router takes a null
      // element for no fallback at all and warns on every page load.
      HydrateFallback: NothingYet,
      children: [
        { path: "login", loader: loginLoader(queryClient), element: <LoginPage /> },
        { path: "logout", loader: logoutLoader(queryClient) },
        {
          path: "forgot-auth",
          lazy: lazyRoute(() => authPage.forgotPassword().then((m) => <m.ForgotPasswordPage />)),
        },
        {
          path: "reset-password",
          lazy: lazyRoute(() => authPage.resetPassword().then((m) => <m.ResetPasswordPage />)),
        },
        {
          path: "invite/:inviteId/:inviteToken",
          lazy: lazyRoute(() => authPage.invitation().then((m) => <m.InvitationPage />)),
        },
        {
          path: "ls/click",
          lazy: lazyRoute(() => authPage.loginLink().then((m) => <m.LoginLinkPage />)),
        },
        {
          path: "email/confirm/:changeId/:changeToken",
          lazy: lazyRoute(() => authPage.confirmEmail().then((m) => <m.ConfirmEmailPage />)),
        },
        { path: "not-found", element: <NotFoundPage /> },
        ...["verificatie", "verificatie/:code"].map((path) => ({
          path,
          lazy: lazyRoute(() =>
            import("./routes/documents/document-verification.route").then((m) => (
              <m.DocumentVerificationPage />
            )),
          ),
        })),
        {
          path: "certificaat/:code",
          lazy: lazyRoute(() =>
            import("./routes/certificates/certificate-verification.route").then((m) => (
              <m.CertificateVerificationPage />
            )),
          ),
        },
        { path: "*", loader: () => redirect("/not-found") },
      ],
    },
  ];
  let signedInPart: Promise<RouteObject> | undefined;
  const router = createBrowserRouter(routes, {
    // Patched on every call: a navigation that was cancelled meanwhile patches nothing, and
    // React Router skips a route it already holds.
    patchRoutesOnNavigation: async ({ patch }) => {
      signedInPart ??= loadChunk(() => import("./app-routes")).then(
        ({ appRoute }) => appRoute(queryClient),
        (error: unknown) => {
          signedInPart = undefined;
          throw error;
        },
      );
      patch("root", [await signedInPart]);
    },
  });
  setAppRouter(router);
  return router;
}
