import { APP_NAME } from '@bsp/shared';
import { BarChart3, LayoutDashboard, LogOut, Menu, Settings, Upload } from 'lucide-react';
import { useState } from 'react';
import { Link, NavLink, Outlet, useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { logout } from '../../features/auth/api/logout';
import { useAuth } from '../../features/auth/use-auth';
import { cn } from '../../lib/utils';
import { Logo } from '../brand/logo';
import { Button } from '../ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../ui/dropdown-menu';
import { Separator } from '../ui/separator';
import {
  Sheet,
  SheetClose,
  SheetContent,
  SheetDescription,
  SheetTitle,
  SheetTrigger,
} from '../ui/sheet';
import { Skeleton } from '../ui/skeleton';
import { UserAvatar } from '../user-avatar';

const NAV_LINKS = [
  { to: paths.home, label: 'Home' },
  { to: paths.contactUs, label: 'Contact' },
  { to: paths.onPremise, label: 'On-Premise' },
] as const;

const APP_LINKS = [
  { to: paths.dashboard, label: 'Dashboard', icon: LayoutDashboard },
  { to: paths.uploadStatement, label: 'Upload Statement', icon: Upload },
  { to: paths.reports, label: 'Reports', icon: BarChart3 },
] as const;

function useSignOut() {
  const navigate = useNavigate();
  return () => {
    void logout();
    navigate(paths.login, { replace: true });
  };
}

function AccountMenu() {
  const { user } = useAuth();
  const signOut = useSignOut();
  if (!user) return null;
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <button
          type="button"
          className="rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
          aria-label="Account menu"
        >
          <UserAvatar user={user} className="size-9" />
        </button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-64">
        <DropdownMenuLabel className="flex items-center gap-3">
          <UserAvatar user={user} className="size-9" />
          <div className="grid min-w-0">
            <span className="truncate font-medium">{user.first_name}</span>
            <span className="truncate text-muted-foreground text-xs">{user.email}</span>
          </div>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuGroup>
          {APP_LINKS.map(({ to, label, icon: Icon }) => (
            <DropdownMenuItem key={to} asChild>
              <Link to={to}>
                <Icon aria-hidden="true" />
                {label}
              </Link>
            </DropdownMenuItem>
          ))}
          <DropdownMenuItem asChild>
            <Link to={paths.settings}>
              <Settings aria-hidden="true" />
              Settings
            </Link>
          </DropdownMenuItem>
        </DropdownMenuGroup>
        <DropdownMenuSeparator />
        <DropdownMenuItem variant="destructive" onSelect={signOut}>
          <LogOut aria-hidden="true" />
          Log out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

function MobileMenu() {
  const { status, user } = useAuth();
  const [open, setOpen] = useState(false);
  const signOut = useSignOut();
  const itemClass =
    'flex items-center gap-3 rounded-md px-3 py-2.5 font-medium text-sm hover:bg-accent aria-[current=page]:bg-accent aria-[current=page]:text-accent-foreground';
  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>
        <Button variant="ghost" size="icon" className="lg:hidden" aria-label="Open menu">
          <Menu className="size-5" aria-hidden="true" />
        </Button>
      </SheetTrigger>
      <SheetContent side="right" className="w-[85vw] max-w-xs p-0">
        <SheetTitle className="sr-only">Menu</SheetTitle>
        <SheetDescription className="sr-only">Site navigation</SheetDescription>
        <div className="flex h-16 items-center border-b px-4">
          <Logo />
        </div>
        <nav aria-label="Mobile" className="flex flex-1 flex-col gap-1 overflow-y-auto px-3">
          {NAV_LINKS.map(({ to, label }) => (
            <SheetClose asChild key={to}>
              <NavLink to={to} end className={itemClass}>
                {label}
              </NavLink>
            </SheetClose>
          ))}
          <Separator className="my-3" />
          {status === 'loading' ? null : user ? (
            <>
              {APP_LINKS.map(({ to, label, icon: Icon }) => (
                <SheetClose asChild key={to}>
                  <NavLink to={to} className={itemClass}>
                    <Icon className="size-4" aria-hidden="true" />
                    {label}
                  </NavLink>
                </SheetClose>
              ))}
              <SheetClose asChild>
                <NavLink to={paths.settings} className={itemClass}>
                  <Settings className="size-4" aria-hidden="true" />
                  Settings
                </NavLink>
              </SheetClose>
              <Separator className="my-3" />
              <div className="flex items-center gap-3 px-3 py-2">
                <UserAvatar user={user} className="size-9" />
                <div className="grid min-w-0">
                  <span className="truncate font-medium text-sm">{user.first_name}</span>
                  <span className="truncate text-muted-foreground text-xs">{user.email}</span>
                </div>
              </div>
              <button
                type="button"
                onClick={() => {
                  setOpen(false);
                  signOut();
                }}
                className={cn(itemClass, 'text-destructive hover:bg-destructive/10')}
              >
                <LogOut className="size-4" aria-hidden="true" />
                Log out
              </button>
            </>
          ) : (
            <div className="grid gap-2 px-1">
              <SheetClose asChild>
                <Button variant="outline" asChild>
                  <Link to={paths.login}>Sign In</Link>
                </Button>
              </SheetClose>
              <SheetClose asChild>
                <Button asChild>
                  <Link to={paths.signUp}>Get Started</Link>
                </Button>
              </SheetClose>
            </div>
          )}
        </nav>
      </SheetContent>
    </Sheet>
  );
}

function Header() {
  const { status, user } = useAuth();
  return (
    <header className="sticky top-0 z-40 border-b bg-background/85 backdrop-blur supports-[backdrop-filter]:bg-background/70">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6">
        <Link to={paths.home} aria-label={`${APP_NAME} home`} className="rounded-md">
          <Logo />
        </Link>
        <nav aria-label="Main" className="hidden items-center gap-1 lg:flex">
          {NAV_LINKS.map(({ to, label }) => (
            <NavLink
              key={to}
              to={to}
              end
              className="rounded-md px-3 py-2 font-medium text-muted-foreground text-sm transition-colors hover:text-foreground aria-[current=page]:text-foreground"
            >
              {label}
            </NavLink>
          ))}
        </nav>
        <div className="flex items-center gap-2">
          <div className="hidden items-center gap-2 lg:flex">
            {status === 'loading' ? (
              <Skeleton className="h-9 w-40" />
            ) : user ? (
              <>
                <Button asChild>
                  <Link to={paths.dashboard}>Dashboard</Link>
                </Button>
                <AccountMenu />
              </>
            ) : (
              <>
                <Button variant="ghost" asChild>
                  <Link to={paths.login}>Sign In</Link>
                </Button>
                <Button asChild>
                  <Link to={paths.signUp}>Get Started</Link>
                </Button>
              </>
            )}
          </div>
          <MobileMenu />
        </div>
      </div>
    </header>
  );
}

function Footer() {
  const columns = [
    {
      title: 'Product',
      links: [
        { to: `${paths.home}#how-it-works`, label: 'Features' },
        { to: paths.pricing, label: 'Pricing' },
        { to: paths.onPremise, label: 'On-Premise' },
        { to: `${paths.home}#demo`, label: 'Demo' },
      ],
    },
    {
      title: 'Company',
      links: [
        { to: paths.aboutUs, label: 'About Us' },
        { to: paths.privacyPolicy, label: 'Privacy Policy' },
        { to: paths.termsConditions, label: 'Terms & Conditions' },
      ],
    },
  ];
  return (
    <footer className="border-t bg-muted/40">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-[2fr_1fr_1fr]">
        <div className="grid content-start gap-3">
          <Logo />
          <p className="max-w-sm text-muted-foreground text-sm">
            Turn PDF and image bank statements into clean, reconciled CSV — processed on servers you
            control.
          </p>
        </div>
        {columns.map((column) => (
          <nav key={column.title} aria-label={column.title}>
            <h2 className="mb-3 font-semibold text-sm">{column.title}</h2>
            <ul className="grid gap-2">
              {column.links.map((link) => (
                <li key={link.label}>
                  <Link
                    to={link.to}
                    className="text-muted-foreground text-sm transition-colors hover:text-foreground"
                  >
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t">
        <p className="mx-auto max-w-7xl px-4 py-6 text-muted-foreground text-xs sm:px-6">
          © 2024 {APP_NAME}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}

export function PublicLayout() {
  return (
    <div className="flex min-h-svh flex-col">
      <Header />
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
