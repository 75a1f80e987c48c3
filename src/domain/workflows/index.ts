// SPEC §4, §6, §9 state machines and workflows (issue 3, rule group 14).
export { accept, reject, runTransitions } from "./transition";
export type { RunOutcome, TransitionResult } from "./transition";
export { MODAL_CONTENT_CLEAR_DELAY_MS, MODAL_INITIAL, MODAL_TEXTS, modalContentClearAt, modalTransition } from "./modal-status";
export type { ModalError, ModalEvent, ModalState, ModalStatus } from "./modal-status";
export { CMS_PAGE_ERROR_TEXTS, cmsPageTransition, createCmsPage, isPageVisibleToUsers } from "./cms-page-lifecycle";
export type { CmsPageError, CmsPageEvent, CmsPageState, CmsPageStatus, NewCmsPage, PageVisibility } from "./cms-page-lifecycle";
export {
  MAKE_PRIVATE_CONFIRMATION,
  canBeFeatured,
  collectionVisibilityTransition,
  needsPrivateConfirmation,
} from "./collection-visibility";
export type {
  CollectionFacts,
  CollectionKind,
  CollectionVisibility,
  CollectionVisibilityEffect,
  CollectionVisibilityError,
  CollectionVisibilityEvent,
  CollectionVisibilityState,
  CreatorRole,
  FeatureError,
} from "./collection-visibility";
export { approverAllowed, startVerification, verificationTransition } from "./account-verification";
export type {
  AccountType as VerificationAccountType,
  ApproverRole,
  VerificationEffect,
  VerificationError,
  VerificationEvent,
  VerificationState,
  VerificationStep,
} from "./account-verification";
export { addCalendarMonthsUtc } from "./calendar-months";
export {
  UNHANDLED_REGISTRATION_MONTHS,
  bulkStudentOperation,
  isRegistrationListed,
  listedStudents,
  pendingStudentCount,
  studentTransition,
} from "./student-registration";
export type {
  BulkAction,
  BulkOutcome,
  StudentDetails,
  StudentError,
  StudentEvent,
  StudentRegistration,
  StudentStatus,
} from "./student-registration";
export { changeRequestTransition } from "./change-request";
export type { ChangeRequest, ChangeRequestError, ChangeRequestEvent, ChangeRequestKind, ChangeRequestStatus } from "./change-request";
export { schoolChangeApprover, schoolChangeTransition } from "./school-change";
export type { SchoolChangeApprover, SchoolChangeError, SchoolChangeEvent, SchoolChangeRole, SchoolChangeState } from "./school-change";
export { emailChangeTransition, startEmailChange } from "./email-change";
export type { EmailChangeError, EmailChangeEvent, EmailChangeState, EmailChangeStep } from "./email-change";
export { GDPR_EXTRACT_AVAILABLE_DAYS, GDPR_EXTRACT_AVAILABLE_MS, canOrderGdprExtract, gdprExtractStatus } from "./gdpr-extract";
export type { GdprExtractOrder, GdprExtractStatus } from "./gdpr-extract";
export {
  BOOKING_TABS,
  CURRENT_BOOKINGS_TAB,
  CURRENT_BOOKINGS_TAB_TITLE,
  bookingTabKind,
  bookingTabNumber,
  parseOrderListKind,
} from "./booking-tabs";
export type { BookingTabNumber, OrderListKind } from "./booking-tabs";
export { BOOKING_CONFIRMATION, BOOKING_INITIAL, bookingTransition, canPlaceOrder } from "./booking-cart";
export type { BookingEffect, BookingError, BookingEvent, BookingState, CartItem } from "./booking-cart";
