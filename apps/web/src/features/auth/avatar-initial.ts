/** Spec §2: first letter of first_name, else of email, else 'U'. */
export function avatarInitial(
  user: { first_name?: string | null; email?: string | null } | null | undefined,
): string {
  const source = user?.first_name?.trim() || user?.email?.trim() || 'U';
  return source.charAt(0).toUpperCase();
}
