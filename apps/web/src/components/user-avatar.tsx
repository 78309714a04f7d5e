import type { User } from '@bsp/shared';
import { avatarInitial } from '../features/auth/use-auth';
import { mediaUrl } from '../lib/config';
import { cn } from '../lib/utils';
import { Avatar, AvatarFallback, AvatarImage } from './ui/avatar';

/** The user's picture, or the letter rule (first_name, else email, else 'U'). */
export function UserAvatar({ user, className }: { user: User | null; className?: string }) {
  const src = mediaUrl(user?.profile_picture);
  return (
    <Avatar className={cn(className)}>
      {src ? <AvatarImage src={src} alt="" /> : null}
      <AvatarFallback aria-hidden="true">{avatarInitial(user)}</AvatarFallback>
    </Avatar>
  );
}
