import "i18next";
import type authSv from "../auth/i18n/sv.json";
import type cmsSv from "../cms/i18n/sv.json";
import type shellSv from "../shell/i18n/sv.json";
import type commonSv from "./common/sv.json";
import type validationSv from "./validation/sv.json";

// Typed keys (issue 7 §3): t("login.titel") or a namespace the resources lack fails `tsc`. Swedish is
// the reference language; i18n.test.ts holds English to the same keys.
declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "common";
    resources: {
      common: typeof commonSv;
      shell: typeof shellSv;
      auth: typeof authSv;
      validation: typeof validationSv;
      cms: typeof cmsSv;
    };
  }
}
