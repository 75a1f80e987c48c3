import type { ContainerModuleLoadOptions } from "inversify";
import { AppPageStore } from "./app-page.store";
import { CmsPageStore } from "./cms-page.store";
import { CmsStore } from "./cms.store";
import { ContactFormStore } from "./contact-form.store";
import { ContactFormUseCase } from "./contact-form.use-case";
import { LoadAppPageUseCase } from "./load-app-page.use-case";
import { LoadCmsPageUseCase } from "./load-cms-page.use-case";

/** The cms feature's use cases and stores, bound by application.module.ts (one line there). */
export function bindCms(bind: ContainerModuleLoadOptions["bind"]): void {
  bind(LoadCmsPageUseCase).toSelf().inSingletonScope();
  bind(LoadAppPageUseCase).toSelf().inSingletonScope();
  bind(ContactFormUseCase).toSelf().inSingletonScope();
  bind(CmsPageStore).toSelf().inSingletonScope();
  bind(AppPageStore).toSelf().inSingletonScope();
  bind(ContactFormStore).toSelf().inSingletonScope();
  bind(CmsStore).toSelf().inSingletonScope();
}
