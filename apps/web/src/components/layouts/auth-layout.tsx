import { APP_NAME } from '@bsp/shared';
import { Link, Outlet } from 'react-router';
import { paths } from '../../config/paths';
import { Logo } from '../brand/logo';

/** Calm, centred frame for sign-in, sign-up and password screens. */
export function AuthLayout() {
  return (
    <div className="flex min-h-svh flex-col bg-muted/40">
      <header className="flex h-16 items-center px-4 sm:px-6">
        <Link to={paths.home} aria-label={`${APP_NAME} home`} className="rounded-md">
          <Logo />
        </Link>
      </header>
      <main
        id="main"
        className="flex flex-1 items-start justify-center px-4 pt-6 pb-16 sm:items-center sm:pt-0"
      >
        <div className="w-full max-w-md">
          <Outlet />
        </div>
      </main>
      <footer className="flex flex-wrap items-center justify-center gap-x-4 gap-y-1 px-4 pb-6 text-muted-foreground text-xs">
        <span>© 2024 {APP_NAME}</span>
        <Link className="hover:text-foreground" to={paths.privacyPolicy}>
          Privacy
        </Link>
        <Link className="hover:text-foreground" to={paths.termsConditions}>
          Terms
        </Link>
        <Link className="hover:text-foreground" to={paths.contactUs}>
          Contact
        </Link>
      </footer>
    </div>
  );
}

/** Shared heading + card chrome for the auth screens. */
export function AuthCard({
  title,
  description,
  children,
  footer,
}: {
  title: string;
  description?: React.ReactNode;
  children: React.ReactNode;
  footer?: React.ReactNode;
}) {
  return (
    <div className="grid gap-6">
      <div className="rounded-xl border bg-card p-6 shadow-sm sm:p-8">
        <div className="mb-6 grid gap-1.5">
          <h1 className="font-semibold text-2xl tracking-tight">{title}</h1>
          {description ? <p className="text-muted-foreground text-sm">{description}</p> : null}
        </div>
        {children}
      </div>
      {footer ? <div className="text-center text-muted-foreground text-sm">{footer}</div> : null}
    </div>
  );
}
