/** Business constants and limits of spec section 9. */
export const APP_VERSION = '2.7.0';
export const API_VERSION = 1;
export const DEFAULT_LANGUAGE = 'en';
export const DEFAULT_HOME_URL = '/';
export const PASSWORD_MIN_LENGTH = 12;
export const RESEND_EMAIL_WAIT_SECONDS = 300;
export const RESEND_SUCCESS_NOTIFICATION_MS = 5000;
export const REGISTRATION_EMAIL_EXPECTED_MINUTES = 5;
export const TOKEN_RENEWAL_LEAD_SECONDS = 60;
export const LATE_REFRESH_DELAY_MS = 2500;
export const PAGE_SIZES = [25, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 25;
export const SUBSCRIPTION_DIALOG_WIDTH = 900;
export const CONTEXT_CHANGE_DEBOUNCE_MS = 100;
export const LAZY_RENDER_OFFSET = 100;
export const SIDEBAR_WIDTH = 250;
export const SNACKBAR_MIN_DISPLAY_MS = 500;
export const SNACKBAR_SUCCESS_MS = 1000;
export const SNACKBAR_ERROR_MS = 2000;
export const SNACKBAR_DEFAULT_BEFORE = 'Submitting...';
export const SNACKBAR_DEFAULT_SUCCESS = 'Submitted!';
export const CONFIRM_DIALOG_WIDTHS = [350, 450] as const;
export const ALERT_DIALOG_WIDTH = 600;
export const TEXT_MAX_LENGTH = { small: 200, medium: 600, large: 1000 } as const;
export const TEXT_MAX_LENGTH_DEFAULT = TEXT_MAX_LENGTH.small;
export const TABLE_MIN_COLUMN_WIDTH = 115;
export const TABLE_MIN_COLUMN_WIDTH_NARROW = 175;
export const TABLE_NARROW_BREAKPOINT = 1024;
export const DAYLIGHT_SAVING_OFFSET_ADJUSTMENT = 100;

export const Frequency = { None: 0, Immediately: 1, Daily: 2, Weekly: 3, Monthly: 4 } as const;
export type Frequency = (typeof Frequency)[keyof typeof Frequency];
/** Only these are offered in the subscription dialog. */
export const OFFERED_FREQUENCIES = [Frequency.Immediately, Frequency.Daily] as const;

export const MessageStatus = { New: 0, Acknowledged: 1, Viewed: 2 } as const;
export type MessageStatus = (typeof MessageStatus)[keyof typeof MessageStatus];

export const RoleChangeOperation = { Add: 'add', Delete: 'delete', Modify: 'modify' } as const;
export const LeaGroups = { Districts: 'Districts', Charters: 'Charters' } as const;

/** Request headers of spec 7. */
export const Headers = {
  AppVersion: 'app-version',
  CurrentLea: 'CurrentLeaId',
  ActiveSchoolYear: 'activeschoolyear',
} as const;
export const VERSIONED_ACCEPT = `application/json;v=${API_VERSION}, application/json, text/plain`;

/** Browser storage keys of spec 3. */
export const StorageKeys = {
  currentUser: 'currentUser',
  userPermissions: 'userPermissions',
  accessToken: 'accessToken',
  expiresIn: 'expiresIn',
  rememberMe: 'rememberMe',
  language: 'language',
  homeUrl: 'homeUrl',
  currentSchoolYear: 'currentSchoolYear',
  currentLea: 'currentLea',
  userId: 'userId',
  userSchools: 'userSchools',
  publicAuthToken: 'publicAuthToken',
} as const;
export type StorageKey = (typeof StorageKeys)[keyof typeof StorageKeys];

/** Token issuer and audience that every service pins. */
export const TOKEN_ISSUER = 'portal-identity';
export const TOKEN_AUDIENCE = 'portal-api';
export const TOKEN_ALGORITHM = 'ES256';
