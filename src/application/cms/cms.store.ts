import { inject, injectable } from "inversify";
import { AppPageStore } from "./app-page.store";
import { CmsPageStore } from "./cms-page.store";
import { ContactFormStore } from "./contact-form.store";

/** The CMS-driven site's stores, as the root store offers them (`root.cms.pages` …). */
@injectable()
export class CmsStore {
  constructor(
    @inject(CmsPageStore) readonly pages: CmsPageStore,
    @inject(AppPageStore) readonly appPages: AppPageStore,
    @inject(ContactFormStore) readonly contact: ContactFormStore,
  ) {}
}
