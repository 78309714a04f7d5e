import { lazy, type ReactNode, Suspense } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { RouteError } from '../components/errors/route-error';
import { AppLayout } from '../components/layouts/app-layout';
import { AuthLayout } from '../components/layouts/auth-layout';
import { PublicLayout } from '../components/layouts/public-layout';
import { RootLayout } from '../components/layouts/root-layout';
import { FullScreenSpinner } from '../components/ui/spinner';
import { prefetchReport } from '../features/report-details/api/prefetch-report';
import { queryClient } from '../lib/query-client';
import { AboutPage } from './routes/about';
import { ContactPage } from './routes/contact';
import { HomePage } from './routes/home';
import { OnPremisePage } from './routes/on-premise';
import { PricingPage } from './routes/pricing';
import { PrivacyPage } from './routes/privacy';
import { TermsPage } from './routes/terms';

// Spec §2: these screens load on demand; the full-screen spinner is the placeholder.
const LoginPage = lazy(() => import('./routes/auth/login'));
const SignUpPage = lazy(() => import('./routes/auth/sign-up'));
const ForgotPasswordPage = lazy(() => import('./routes/auth/forgot-password'));
const RecoverPasswordPage = lazy(() => import('./routes/auth/recover-password'));
const LogoutPage = lazy(() => import('./routes/auth/logout'));
const DashboardPage = lazy(() => import('./routes/app/dashboard'));
const UploadStatementPage = lazy(() => import('./routes/app/upload-statement'));
const ReportsPage = lazy(() => import('./routes/app/reports'));
const loadReportDetails = () => import('./routes/app/report-details');
const ReportDetailsPage = lazy(loadReportDetails);
const FixReadingPage = lazy(() => import('./routes/app/fix-reading'));
const SettingsPage = lazy(() => import('./routes/app/settings'));
const ErrorPage = lazy(() => import('./routes/error'));

function onDemand(screen: ReactNode) {
  return <Suspense fallback={<FullScreenSpinner />}>{screen}</Suspense>;
}

export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      {
        element: <PublicLayout />,
        errorElement: <RouteError />,
        children: [
          // Spec: "/" is home. The landing page renders at "/" itself (no extra hop).
          { index: true, element: <HomePage /> },
          { path: 'pricing', element: <PricingPage /> },
          { path: 'about-us', element: <AboutPage /> },
          { path: 'contact-us', element: <ContactPage /> },
          { path: 'on-premise', element: <OnPremisePage /> },
          { path: 'privacy-policy', element: <PrivacyPage /> },
          { path: 'terms-conditions', element: <TermsPage /> },
          { path: 'error', element: onDemand(<ErrorPage />) },
          { path: '*', element: onDemand(<ErrorPage />) },
        ],
      },
      {
        path: 'auth',
        element: <AuthLayout />,
        errorElement: <RouteError />,
        children: [
          { path: 'login', element: onDemand(<LoginPage />) },
          { path: 'sign-up', element: onDemand(<SignUpPage />) },
          { path: 'forgot-password', element: onDemand(<ForgotPasswordPage />) },
          { path: 'recover-password', element: onDemand(<RecoverPasswordPage />) },
          { path: 'logout', element: onDemand(<LogoutPage />) },
        ],
      },
      {
        element: <AppLayout />,
        errorElement: <RouteError />,
        children: [
          { path: 'dashboard', element: onDemand(<DashboardPage />) },
          { path: 'upload-statement', element: onDemand(<UploadStatementPage />) },
          { path: 'reports', element: onDemand(<ReportsPage />) },
          {
            path: 'reports/:reportId',
            element: onDemand(<ReportDetailsPage />),
            // Starts the screen's code, the report and its rows at once; does not wait for them
            // (the screen shows its own loading state), so navigation is not held up.
            loader: ({ params }) => {
              void loadReportDetails();
              prefetchReport(queryClient, params.reportId ?? '');
              return null;
            },
          },
          { path: 'reports/:reportId/fix', element: onDemand(<FixReadingPage />) },
          { path: 'settings', element: onDemand(<SettingsPage />) },
        ],
      },
    ],
  },
]);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
