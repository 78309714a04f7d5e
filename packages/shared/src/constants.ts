/** Product constants from the spec (section 9). One place, used by server and web alike. */
export const APP_NAME = 'BSP';
export const MAX_FILES = 10;
export const MAX_FILE_SIZE = 10 * 1024 * 1024;
export const MOBILE_BREAKPOINT_PX = 768;
export const SIDEBAR_COOKIE_NAME = 'sidebar_state';
export const SIDEBAR_COOKIE_MAX_AGE_S = 60 * 60 * 24 * 7;
export const CONTACT_SUCCESS_MS = 3000;

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const ACCESS_TOKEN_TTL_S = 15 * 60;
export const REFRESH_TOKEN_TTL_S = 30 * 24 * 60 * 60;
export const RESET_LINK_TTL_S = 30 * 60;
export const PROFILE_PICTURE_MAX_BYTES = 5 * 1024 * 1024;
