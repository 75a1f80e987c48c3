export type { Instant } from "../shared/instant";
export {
  ALERT_LEAD_TIME_MS,
  alertPhase,
  dismissAlert,
  isAlertVisible,
  isDismissed,
  pruneDismissals,
  visibleAlerts,
} from "./alert-visibility";
export type { AlertDismissal, AlertId, AlertPhase, ScheduledAlert } from "./alert-visibility";
export { ALERT_MAX_SPAN_DAYS, parseAlertDate, validateAlertForm } from "./alert-form";
export type { AlertFormField, AlertFormInput } from "./alert-form";
export {
  CART_TOAST_DISPLAY_MS,
  ERROR_TOAST_DISPLAY_MS,
  GENERIC_ERROR_TEXT,
  TOAST_DEFAULT_DISPLAY_MS,
  TOAST_KIND,
  TOAST_REMOVAL_DELAY_MS,
  errorToast,
  errorBodyText,
  toastDisplayDuration,
  toastPhase,
  toastSchedule,
} from "./toast";
export type { ErrorBodyText, ToastKind, ToastPhase, ToastPurpose, ToastTiming } from "./toast";
export {
  NETWORK_MESSAGES,
  NETWORK_POLL_INTERVAL_MS,
  NETWORK_POLL_TIMEOUT_MS,
  OFFLINE_CHECK_INTERVAL_MS,
  OFFLINE_CHECK_TIMEOUT_MS,
  classifyPoll,
  networkStrip,
  nextNetworkStatus,
} from "./network-status";
export type { NetworkMessageKey, NetworkStatus, NetworkTransition, PollResult } from "./network-status";
