import type { components } from "../../src/contract/api.gen";
import { APP_ORDER } from "../../src/domain/access/licence";
import { CONSENT_CONTEXT_TYPES } from "../../src/domain/consent/consent";
import { BADGE_LABELS } from "../../src/domain/format/badge";
import { DEFAULT_TYPE, PLAY_SERIES_TYPE, SERIES_MODE_TYPE } from "../../src/domain/filters/filter-keys";
import { PLAY_CATEGORIES } from "../search/search-categories";

type Schemas = components["schemas"];
type Enums = Schemas["Enums"];
type EnumOption = Schemas["EnumOption"];

/** Every value of a contract enum with its Swedish title; a value the contract adds fails `tsc` here. */
function options<Value extends string>(titles: Readonly<Record<Value, string>>): EnumOption[] {
  return Object.entries<string>(titles).map(([value, title]) => ({ value, title }));
}

// The contract spells the badges as SPEC §3 names them; the domain's labels carry the Swedish titles.
const BADGES: Readonly<Record<Schemas["Badge"], string>> = {
  Coming: BADGE_LABELS.COMING.sv,
  New: BADGE_LABELS.NEW.sv,
  Normal: BADGE_LABELS.NORMAL.sv,
  Outgoing: BADGE_LABELS.OUTGOING.sv,
  StaffPick: BADGE_LABELS.STAFF_PICK.sv,
};

// SPEC §1: Book Corner is lashornan in calls and Läshörnan/bookcorner in texts.
const APP_TITLES: Readonly<Record<(typeof APP_ORDER)[number], string>> = { play: "Play", boka: "Boka", lashornan: "Läshörnan" };

const CONSENT_TITLES: Readonly<Record<(typeof CONSENT_CONTEXT_TYPES)[number], string>> = {
  member: "Medlem",
  customer_reseller: "Återförsäljare",
  sli: "SLI",
  promotion: "Kampanjsida",
  campaign: "Kampanj",
  student: "Elev",
};

/**
 * GET /v1/enums (design decision in openapi.yaml: value lists with Swedish titles). Static: the
 * lists are the contract's enums and the SPEC's constants, so nothing is read from the database.
 * searchTypes carries only the values SPEC §9 names (5 the default type, 29 series mode, 99
 * 'Serier'); categories are the category tabs of SPEC §2, as the search page offers them.
 */
export const ENUMS: Enums = {
  apps: APP_ORDER.map((app) => ({ value: app, title: APP_TITLES[app] })),
  productKinds: options<Schemas["ProductKind"]>({
    VIDEO: "Film och video",
    AUDIO: "Ljud",
    AUDIO_BOOK: "Ljudbok",
    E_BOOK: "E-bok",
    PHYSICAL: "Fysiskt medium",
  }),
  badges: options(BADGES),
  searchTypes: [
    { value: String(DEFAULT_TYPE), title: "Alla" },
    { value: String(SERIES_MODE_TYPE), title: "Serieläge" },
    { value: String(PLAY_SERIES_TYPE.value), title: PLAY_SERIES_TYPE.title },
  ],
  // SPEC §2 category tabs, the list the search page offers (server/search/search-categories.ts).
  categories: PLAY_CATEGORIES.map(({ value, title }) => ({ value: String(value), title })),
  suggestionKinds: options<Schemas["SuggestionKind"]>({
    AUDIO: "Ljud",
    AUDIO_BOOK: "Ljudbok",
    VIDEO: "Video",
    E_BOOK: "E-bok",
    PHRASE: "Sökförslag",
    HISTORY: "Tidigare sökning",
    SERIES: "Serie",
    OTHER: "Övrigt",
  }),
  alertKinds: options<Schemas["AlertKind"]>({
    COOKIE: "Kakor",
    DANGER: "Viktigt",
    NETWORK: "Nätverk",
    WARNING: "Varning",
    INFO: "Information",
  }),
  accountLinkTypes: options<Schemas["AccountLink"]["type"]>({
    SETTINGS: "Inställningar",
    LOGOUT: "Logga ut",
    PROFILES: "Byt profil",
    STUDENT_ADMIN: "Elevadministration",
    ADMIN: "Administration",
    divider: "Avdelare",
  }),
  menuLinkKinds: options<Schemas["MenuLinkKind"]>({
    APP: "App",
    PAGE: "Sida",
    EXTERNAL: "Extern länk",
    DROPDOWN: "Rullgardinsmeny",
    SEARCH_FILTER: "Söklänk med filter",
  }),
  feedbackCategories: options<Schemas["FeedbackCategory"]>({
    PLAYBACK: "Uppspelning",
    SUBTITLES: "Undertexter",
    VIDEO_ERRORS: "Fel i videon",
    HARD_TO_FIND: "Svårt att hitta",
    WRONG_DESCRIPTION: "Fel beskrivning",
  }),
  orderStatuses: options<Schemas["OrderStatus"]>({
    REQUESTED: "Beställd",
    CONFIRMED: "Bekräftad",
    DELIVERED: "Levererad",
    RETURNED: "Återlämnad",
    OVERDUE: "Försenad",
    CANCELLED: "Avbeställd",
    DECLINED: "Nekad",
  }),
  consentContexts: CONSENT_CONTEXT_TYPES.map((context) => ({ value: context, title: CONSENT_TITLES[context] })),
  roles: options<Schemas["Role"]>({
    STUDENT: "Elev",
    TEACHER: "Lärare",
    ADMIN: "Administratör",
    MEMBER: "Medlem",
    ROOT: "Root",
    CAMPAIGN: "Kampanjanvändare",
  }),
};
