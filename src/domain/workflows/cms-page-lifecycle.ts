import type { TransitionResult } from "./transition";
import { accept, reject } from "./transition";

/**
 * SPEC §4 CMS page: draft, published, unpublished. "Published with changes" is a published page
 * with a saved draft that others do not see yet ("edits can be saved as drafts and stay invisible
 * to others until published"). DELETED is terminal.
 */
export type CmsPageStatus = "DRAFT" | "PUBLISHED" | "PUBLISHED_WITH_CHANGES" | "UNPUBLISHED" | "DELETED";

/** SPEC §6: public for everyone; private (logged-in users only). */
export type PageVisibility = "PUBLIC" | "LOGGED_IN";

export interface CmsPageState {
  readonly status: CmsPageStatus;
  readonly name: string;
  readonly slug: string;
  readonly visibility: PageVisibility;
  /** SPEC §6: terms, privacy, error pages: content editable, never deleted, renamed or relinked. */
  readonly isSystem: boolean;
  /** SPEC §3, §6: a campaign page must be public. */
  readonly isCampaign: boolean;
}

export type CmsPageEvent =
  | { readonly type: "SAVE_DRAFT" }
  | { readonly type: "PUBLISH" }
  | { readonly type: "PUBLISH_CHANGES" }
  /** Discards the draft; irreversible (SPEC §4). */
  | { readonly type: "REVERT_TO_PUBLISHED" }
  | { readonly type: "UNPUBLISH" }
  | { readonly type: "DELETE" }
  | { readonly type: "RENAME"; readonly name: string }
  | { readonly type: "RELINK"; readonly slug: string }
  | { readonly type: "SET_VISIBILITY"; readonly visibility: PageVisibility }
  | { readonly type: "SET_CAMPAIGN"; readonly isCampaign: boolean };

export type CmsPageError =
  | "CMS_PAGE.DELETED"
  | "CMS_PAGE.ALREADY_PUBLISHED"
  | "CMS_PAGE.NO_CHANGES"
  | "CMS_PAGE.NOT_PUBLISHED"
  | "CMS_PAGE.SYSTEM_PAGE_CANNOT_BE_DELETED"
  | "CMS_PAGE.SYSTEM_PAGE_CANNOT_BE_RENAMED"
  | "CMS_PAGE.SYSTEM_PAGE_CANNOT_BE_RELINKED"
  | "CMS_PAGE.CAMPAIGN_PAGE_MUST_BE_PUBLIC"
  | "CMS_PAGE.NAME_REQUIRED"
  | "CMS_PAGE.SLUG_REQUIRED";

/** English texts of the error codes; the create-page one is quoted from SPEC §5. */
export const CMS_PAGE_ERROR_TEXTS: Readonly<Record<CmsPageError, string>> = {
  "CMS_PAGE.DELETED": "The page has been deleted.",
  "CMS_PAGE.ALREADY_PUBLISHED": "The page is already published.",
  "CMS_PAGE.NO_CHANGES": "There are no unpublished changes.",
  "CMS_PAGE.NOT_PUBLISHED": "The page is not published.",
  "CMS_PAGE.SYSTEM_PAGE_CANNOT_BE_DELETED": "System pages cannot be deleted.",
  "CMS_PAGE.SYSTEM_PAGE_CANNOT_BE_RENAMED": "System pages cannot be renamed.",
  "CMS_PAGE.SYSTEM_PAGE_CANNOT_BE_RELINKED": "System pages cannot be relinked.",
  "CMS_PAGE.CAMPAIGN_PAGE_MUST_BE_PUBLIC": "Campaign pages must be public.",
  "CMS_PAGE.NAME_REQUIRED": "You must fill in a name.",
  "CMS_PAGE.SLUG_REQUIRED": "You must fill in this field.",
};

/** SPEC §4: what each status means to a visitor. */
export function isPageVisibleToUsers(page: CmsPageState): boolean {
  return page.status === "PUBLISHED" || page.status === "PUBLISHED_WITH_CHANGES";
}

/**
 * SPEC §4 page life cycle with the SPEC §6 guards. Decisions:
 * - name, link and visibility are page settings applied at once, not part of the block draft;
 * - PUBLISH is for a page without a live version (draft or unpublished; a saved draft goes live
 *   with it); a live page with changes uses PUBLISH_CHANGES;
 * - unpublishing keeps a saved draft (it is published with the page the next time);
 * - system pages may be unpublished and republished: SPEC §6 forbids only delete, rename, relink.
 */
export function cmsPageTransition(page: CmsPageState, event: CmsPageEvent): TransitionResult<CmsPageState, CmsPageError> {
  if (page.status === "DELETED") return reject(page, "CMS_PAGE.DELETED");
  switch (event.type) {
    case "SAVE_DRAFT":
      return accept(page.status === "PUBLISHED" ? { ...page, status: "PUBLISHED_WITH_CHANGES" } : page);
    case "PUBLISH":
      if (isPageVisibleToUsers(page)) return reject(page, "CMS_PAGE.ALREADY_PUBLISHED");
      return accept({ ...page, status: "PUBLISHED" });
    case "PUBLISH_CHANGES":
    case "REVERT_TO_PUBLISHED":
      if (page.status !== "PUBLISHED_WITH_CHANGES") return reject(page, "CMS_PAGE.NO_CHANGES");
      return accept({ ...page, status: "PUBLISHED" });
    case "UNPUBLISH":
      if (!isPageVisibleToUsers(page)) return reject(page, "CMS_PAGE.NOT_PUBLISHED");
      return accept({ ...page, status: "UNPUBLISHED" });
    case "DELETE":
      if (page.isSystem) return reject(page, "CMS_PAGE.SYSTEM_PAGE_CANNOT_BE_DELETED");
      return accept({ ...page, status: "DELETED" });
    case "RENAME": {
      if (page.isSystem) return reject(page, "CMS_PAGE.SYSTEM_PAGE_CANNOT_BE_RENAMED");
      const name = event.name.trim();
      if (name === "") return reject(page, "CMS_PAGE.NAME_REQUIRED");
      return accept({ ...page, name });
    }
    case "RELINK": {
      if (page.isSystem) return reject(page, "CMS_PAGE.SYSTEM_PAGE_CANNOT_BE_RELINKED");
      const slug = event.slug.trim();
      if (slug === "") return reject(page, "CMS_PAGE.SLUG_REQUIRED");
      return accept({ ...page, slug });
    }
    case "SET_VISIBILITY":
      if (page.isCampaign && event.visibility !== "PUBLIC") return reject(page, "CMS_PAGE.CAMPAIGN_PAGE_MUST_BE_PUBLIC");
      return accept({ ...page, visibility: event.visibility });
    case "SET_CAMPAIGN":
      if (event.isCampaign && page.visibility !== "PUBLIC") return reject(page, "CMS_PAGE.CAMPAIGN_PAGE_MUST_BE_PUBLIC");
      return accept({ ...page, isCampaign: event.isCampaign });
  }
}

export interface NewCmsPage {
  readonly name: string;
  readonly slug: string;
  readonly visibility: PageVisibility;
  readonly isCampaign: boolean;
  readonly isSystem?: boolean;
}

/** A new page starts as a draft; the same guards as the transitions apply (SPEC §5, §6). */
export function createCmsPage(
  input: NewCmsPage,
): { readonly ok: true; readonly page: CmsPageState } | { readonly ok: false; readonly error: CmsPageError } {
  const name = input.name.trim();
  if (name === "") return { ok: false, error: "CMS_PAGE.NAME_REQUIRED" };
  // The caller derives the slug from the name with the SPEC §2 slug rule; a name of only
  // symbols gives an empty slug, which cannot be a page address.
  if (input.slug.trim() === "") return { ok: false, error: "CMS_PAGE.SLUG_REQUIRED" };
  if (input.isCampaign && input.visibility !== "PUBLIC") return { ok: false, error: "CMS_PAGE.CAMPAIGN_PAGE_MUST_BE_PUBLIC" };
  return {
    ok: true,
    page: {
      status: "DRAFT",
      name,
      slug: input.slug.trim(),
      visibility: input.visibility,
      isSystem: input.isSystem ?? false,
      isCampaign: input.isCampaign,
    },
  };
}
