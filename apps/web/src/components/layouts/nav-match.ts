/** Spec: a sidebar item is highlighted when the path equals or starts with its route. */
export function isItemActive(pathname: string, route: string): boolean {
  return pathname === route || pathname.startsWith(`${route}/`);
}
