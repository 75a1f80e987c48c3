import { ContainerModule } from "inversify";
import { SESSION_EXPIRED_HANDLER } from "../ports/auth/auth.tokens";
import type { SessionExpiredHandler } from "../ports/auth/session-expired.port";
import { ChangeProfileUseCase } from "./auth/change-profile.use-case";
import { LoginUseCase } from "./auth/login.use-case";
import { LogoutUseCase } from "./auth/logout.use-case";
import { RestoreSessionUseCase } from "./auth/restore-session.use-case";
import { SessionExpiredPolicy } from "./auth/session-expired.handler";
import { RootStore } from "./root.store";
import { SessionStore } from "./auth/session.store";
import { UiStore } from "./shell/ui.store";
import { ShellStore } from "./shell/shell.store";
import { AlertStripsStore } from "./shell/alert-strips.store";
import { NetworkStatusStore } from "./shell/network-status.store";
import { ReportPageErrorUseCase } from "./shell/report-page-error.use-case";
import { ToastStore } from "./shell/toast.store";
import { ConsentStore } from "./shell/consent.store";
import { bindCms } from "./cms/cms.bindings";

/** Use cases, stores and the session policy; adapters are bound by the composition root. */
export const applicationModule = new ContainerModule(({ bind }) => {
  bind(LoginUseCase).toSelf().inSingletonScope();
  bind(LogoutUseCase).toSelf().inSingletonScope();
  bind(ChangeProfileUseCase).toSelf().inSingletonScope();
  bind(RestoreSessionUseCase).toSelf().inSingletonScope();
  bind(SessionStore).toSelf().inSingletonScope();
  bind(UiStore).toSelf().inSingletonScope();
  bind(ShellStore).toSelf().inSingletonScope();
  bind(AlertStripsStore).toSelf().inSingletonScope();
  bind(ToastStore).toSelf().inSingletonScope();
  bind(NetworkStatusStore).toSelf().inSingletonScope();
  bind(ReportPageErrorUseCase).toSelf().inSingletonScope();
  bind(ConsentStore).toSelf().inSingletonScope();
  bindCms(bind);
  bind(RootStore).toSelf().inSingletonScope();
  bind<SessionExpiredHandler>(SESSION_EXPIRED_HANDLER).to(SessionExpiredPolicy).inSingletonScope();
});
