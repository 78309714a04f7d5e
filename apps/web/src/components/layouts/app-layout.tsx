import { APP_NAME } from '@bsp/shared';
import { BarChart3, LayoutDashboard, LogOut, Settings, Upload } from 'lucide-react';
import { useEffect } from 'react';
import { Link, Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { logout } from '../../features/auth/api/logout';
import { useUser } from '../../features/auth/api/user';
import { useAuth } from '../../features/auth/use-auth';
import { LogoMark } from '../brand/logo';
import { Button } from '../ui/button';
import { Separator } from '../ui/separator';
import {
  Sidebar,
  SidebarContent,
  SidebarFooter,
  SidebarGroupLabel,
  SidebarHeader,
  SidebarInset,
  SidebarMenu,
  SidebarMenuButton,
  SidebarMenuItem,
  SidebarProvider,
  SidebarTrigger,
  useSidebar,
} from '../ui/sidebar';
import { FullScreenSpinner } from '../ui/spinner';
import { Tooltip, TooltipContent, TooltipTrigger } from '../ui/tooltip';
import { UserAvatar } from '../user-avatar';
import { isItemActive } from './nav-match';

const ITEMS = [
  {
    to: paths.dashboard,
    title: 'Dashboard',
    description: 'Overview and insights',
    icon: LayoutDashboard,
  },
  {
    to: paths.uploadStatement,
    title: 'Upload Statement',
    description: 'Add new bank statements',
    icon: Upload,
  },
  {
    to: paths.reports,
    title: 'Analytics & Reports',
    description: 'View detailed reports',
    icon: BarChart3,
  },
] as const;

function AppSidebar() {
  const { pathname } = useLocation();
  const { user } = useAuth();
  const { isMobile, setOpenMobile, state } = useSidebar();
  const navigate = useNavigate();
  const closeOnMobile = () => {
    if (isMobile) setOpenMobile(false);
  };
  const collapsed = state === 'collapsed' && !isMobile;

  return (
    <Sidebar>
      <SidebarHeader className="h-14 justify-center border-sidebar-border border-b">
        <Link
          to={paths.home}
          onClick={closeOnMobile}
          className="flex items-center gap-2 rounded-md font-bold text-lg"
          aria-label={`${APP_NAME} home`}
        >
          <LogoMark className="size-8" />
          {collapsed ? null : <span>{APP_NAME}</span>}
        </Link>
      </SidebarHeader>
      <SidebarContent>
        <SidebarGroupLabel>Workspace</SidebarGroupLabel>
        <SidebarMenu>
          {ITEMS.map(({ to, title, description, icon: Icon }) => {
            const active = isItemActive(pathname, to);
            return (
              <SidebarMenuItem key={to}>
                <SidebarMenuButton asChild isActive={active} tooltip={title} className="h-auto">
                  <Link to={to} onClick={closeOnMobile}>
                    <Icon aria-hidden="true" />
                    <span className="grid min-w-0 leading-tight">
                      <span className="truncate">{title}</span>
                      <span className="truncate font-normal text-muted-foreground text-xs">
                        {description}
                      </span>
                    </span>
                  </Link>
                </SidebarMenuButton>
              </SidebarMenuItem>
            );
          })}
        </SidebarMenu>
      </SidebarContent>
      <SidebarFooter>
        <SidebarMenu>
          <SidebarMenuItem>
            <SidebarMenuButton
              asChild
              isActive={isItemActive(pathname, paths.settings)}
              tooltip="Settings"
            >
              <Link to={paths.settings} onClick={closeOnMobile}>
                <Settings aria-hidden="true" />
                <span>Settings</span>
              </Link>
            </SidebarMenuButton>
          </SidebarMenuItem>
        </SidebarMenu>
        <Separator />
        <div className="flex items-center gap-2 group-data-[collapsible=icon]:flex-col">
          <Link
            to={paths.settings}
            onClick={closeOnMobile}
            className="flex min-w-0 flex-1 items-center gap-2 rounded-md p-1 hover:bg-sidebar-accent"
          >
            <UserAvatar user={user} className="size-8" />
            {collapsed ? null : (
              <span className="grid min-w-0 text-left leading-tight">
                <span className="truncate font-medium text-sm" data-testid="sidebar-user-name">
                  {user ? `${user.first_name} ${user.last_name}`.trim() : ''}
                </span>
                <span className="truncate text-muted-foreground text-xs">{user?.email}</span>
              </span>
            )}
            {/* The accessible name keeps the visible name and email (WCAG 2.5.3). */}
            <span className="sr-only">Account settings</span>
          </Link>
          <Tooltip>
            <TooltipTrigger asChild>
              <Button
                variant="ghost"
                size="icon"
                className="size-8 shrink-0"
                aria-label="Log out"
                onClick={() => {
                  closeOnMobile();
                  void logout();
                  navigate(paths.login, { replace: true });
                }}
              >
                <LogOut aria-hidden="true" />
              </Button>
            </TooltipTrigger>
            <TooltipContent side="right">Log out</TooltipContent>
          </Tooltip>
        </div>
      </SidebarFooter>
    </Sidebar>
  );
}

/** Guarded shell of the signed-in area (spec §4 and §6). */
export function AppLayout() {
  const { status, user } = useAuth();
  const location = useLocation();
  const signedIn = status === 'ready' && !!user && user.id !== '';
  useUser(signedIn);

  const mustLeave = status === 'ready' && !signedIn;
  useEffect(() => {
    if (mustLeave) void logout();
  }, [mustLeave]);

  if (status === 'loading') return <FullScreenSpinner />;
  if (!signedIn) {
    const from = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={paths.login} replace state={{ from }} />;
  }

  return (
    <SidebarProvider>
      <AppSidebar />
      <SidebarInset>
        <header className="sticky top-0 z-20 flex h-14 items-center gap-2 border-b bg-background/90 px-3 backdrop-blur sm:px-4">
          <SidebarTrigger />
          <Separator orientation="vertical" className="mx-1 h-5!" />
          <span className="font-semibold">{APP_NAME}</span>
        </header>
        <main id="main" className="flex-1 px-4 py-6 sm:px-6 lg:px-8">
          <Outlet />
        </main>
      </SidebarInset>
    </SidebarProvider>
  );
}
