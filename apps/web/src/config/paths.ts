/** Route table from the spec (§2), plus the settings screen this app adds. */
export const paths = {
  home: '/',
  login: '/auth/login',
  signUp: '/auth/sign-up',
  forgotPassword: '/auth/forgot-password',
  recoverPassword: '/auth/recover-password',
  logout: '/auth/logout',
  dashboard: '/dashboard',
  uploadStatement: '/upload-statement',
  reports: '/reports',
  reportDetails: (reportId: string) => `/reports/${encodeURIComponent(reportId)}`,
  fixReading: (reportId: string) => `/reports/${encodeURIComponent(reportId)}/fix`,
  settings: '/settings',
  layoutSettings: '/settings#layouts',
  pricing: '/pricing',
  aboutUs: '/about-us',
  contactUs: '/contact-us',
  onPremise: '/on-premise',
  privacyPolicy: '/privacy-policy',
  termsConditions: '/terms-conditions',
  error: '/error',
} as const;

/** Where to return after login: only same-site app paths, never the auth screens themselves. */
export function safeRedirect(target: unknown, fallback: string = paths.dashboard): string {
  if (typeof target !== 'string' || !target.startsWith('/') || target.startsWith('//')) {
    return fallback;
  }
  if (target.startsWith('/auth/')) return fallback;
  return target;
}
