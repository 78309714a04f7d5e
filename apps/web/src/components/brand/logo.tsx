import { APP_NAME } from '@bsp/shared';
import { cn } from '../../lib/utils';

export function LogoMark({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 32 32"
      aria-hidden="true"
      className={cn('size-8 shrink-0', className)}
      focusable="false"
    >
      <rect width="32" height="32" rx="8" className="fill-primary" />
      <path
        d="M10 9h7.5a3.75 3.75 0 0 1 0 7.5H10zm0 7.5h8.5a3.75 3.75 0 0 1 0 7.5H10z"
        fill="none"
        stroke="white"
        strokeWidth="2.4"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export function Logo({ className, showName = true }: { className?: string; showName?: boolean }) {
  return (
    <span
      className={cn('inline-flex items-center gap-2 font-bold text-lg tracking-tight', className)}
    >
      <LogoMark />
      {showName ? <span>{APP_NAME}</span> : <span className="sr-only">{APP_NAME}</span>}
    </span>
  );
}
