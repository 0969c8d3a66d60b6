/**
 * Every user-facing text of the specification, kept once and used verbatim by the web app, the server and the tests.
 * Functions build the texts that carry a value.
 */
import { FIELD_LIMITS } from './limits';

export const MESSAGES = {
  wrongCredentials: 'Wrong Email or Password',
  passwordMismatch: "Password doesn't match. Please try again.",
  identityProviderDetail: 'Detailed error can be found in console.',
  pdfNoData: 'No Data for Pdf Export',
  pdfNoRows: 'No Data Found',
  pdfTooManyRows: 'Viewing more than 2000 rows is not available, download instead?',
  pdfExporting: 'Exporting, Please Wait. Do not refresh or close this window.',
  receiptDeletedTitle: 'Success',
  receiptDeleted: 'Deleted receipt.',
  receiptDeleteFailedTitle: 'Error',
  receiptDeleteFailed: 'Could not delete receipt.',
  receiptAddedTitle: 'New record added',
  receiptAdded: 'Receipt info added!',
  receiptAddFailed: 'Could not created FMS Receipt record at this time.Try again later.',
  receiptRequired: 'Asset,Volume,Price & Time are required fields.',
  receiptEitherAsset: 'Select Either from Vehicle / Maintenance Asset list only.',
  /** Issue #13: a fuel receipt for an asset that takes no fuel (a tag, a buoy, a watch). */
  receiptNoFuelAsset: 'A fuel receipt is for a vehicle, boat or machine that takes fuel.',
  poiDeleted: 'POI deleted successfully',
  poiDeleteFailed: 'Something went wrong while deleting POI. Please try again',
  poiUpdated: 'POI successfully updated',
  poiSaveFailed: 'Something went wrong, please try again',
  poiNameRequired: 'Please enter POI name',
  playbackErrorTitle: 'Error',
  playbackNoData: 'No data available',
  playbackLoadDisabled: 'Select at least one asset and valid timerange to proceed',
  invalidCanvas: 'Invalid canvas element provided.',
  imageCopied: 'Image has been copied to clipboard',
  exportingMap: 'Exporting Map',
  fetchingData: 'Fetching data',
  noResults: 'No results found',
  noResultsSingle: 'No Results Found',
  noDetails: 'No details provided.',
  chunkLoadError: 'ChunkLoadError',
  cssChunkLoadFailed: 'CSS_CHUNK_LOAD_FAILED',
  // Texts the specification leaves to us (server and shell); kept here so that every layer shares them.
  tooManyLogins: 'Too many failed sign-in attempts. Please try again later.',
  sessionExpired: 'Your session has expired. Please sign in again.',
  resetLinkInvalid: 'This password reset link is invalid or has expired.',
  resetLinkSent: 'If an account exists for that email, a password reset link has been sent.',
  passwordChanged: 'Your password has been changed.',
  currentPasswordWrong: 'The current password is not correct.',
  emailTaken: 'An account with this email already exists.',
  registrationClosed: 'Registration is closed on this server.',
  notAuthorized: 'You are not authorized to use this function.',
  notFound: 'Not found',
  internalError: 'Something went wrong on our side. Please try again later.',
  profileSaved: 'Your profile has been saved.',
  passwordTooShort: 'Password must be at least 12 characters',
  passwordTooLong: 'Password must be at most 128 characters',
  passwordTooWeak: 'This password is too common or too easy to guess. Choose a longer, less predictable one.',
  emailChangeNeedsPassword: 'Enter your current password to change your email address.',
  registrationMailSent: 'Check your email: we sent a link to confirm your address and finish creating your account.',
  emailConfirmed: 'Your email address is confirmed. You can sign in now.',
  confirmLinkInvalid: 'This confirmation link is invalid or has expired.',
  accountPending: 'Confirm your email address first: open the link we sent you.',
  databaseUnavailable: 'The database is unavailable right now. Please try again in a moment.',
  tooManyRequests: 'Too many requests. Please wait a moment and try again.',
  recordTimeOutOfRange: 'The time must be between 1/1/2000 and today.',
  companySuspended: 'Your company’s account is suspended. Contact your service provider.',
  tooManyPoiGroups: `You already keep the most POI groups allowed (${FIELD_LIMITS.userPoiGroupsMax}). Reuse or remove one first.`,
} as const;

export type MessageKey = keyof typeof MESSAGES;

/** 'You do not have access to {page}' */
export function noPageAccessMessage(page: string): string {
  return `You do not have access to ${page}`;
}

/** 'POI ({name}) added successfully' */
export function poiAddedMessage(name: string): string {
  return `POI (${name}) added successfully`;
}

/** '{field} not found': a chosen value with no matching option. */
export function valueNotFoundMessage(field: string): string {
  return `${field} not found`;
}

/** '+N more...' after the first chip of a multi-select. */
export function moreChipsLabel(count: number): string {
  return `+${count} more...`;
}
