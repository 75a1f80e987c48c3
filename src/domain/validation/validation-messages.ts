// The message catalogue of every validation key: key → { sv, en }.
// Texts marked "SPEC §5" are the spec's words, kept verbatim (English, as the spec quotes them);
// their Swedish is our faithful translation. SPEC §5 says other forms' messages are "not shown":
// those texts are our own wording, written in both languages.

export interface LocalizedText {
  readonly sv: string;
  readonly en: string;
}

export const VALIDATION_MESSAGES = {
  // Password (SPEC §5 rules; texts our wording)
  "PASSWORD.REQUIRED": { sv: "Du måste ange ett lösenord.", en: "You must enter a password." },
  "PASSWORD.TOO_SHORT": { sv: "Lösenordet måste vara minst 8 tecken.", en: "The password must be at least 8 characters." },
  "PASSWORD.NO_LOWERCASE": {
    sv: "Lösenordet måste innehålla minst en liten bokstav.",
    en: "The password must contain at least one lowercase letter.",
  },
  "PASSWORD.NO_UPPERCASE": {
    sv: "Lösenordet måste innehålla minst en stor bokstav.",
    en: "The password must contain at least one uppercase letter.",
  },
  "PASSWORD.NO_DIGIT_OR_SPECIAL": {
    sv: "Lösenordet måste innehålla minst en siffra eller ett specialtecken.",
    en: "The password must contain at least one digit or special character.",
  },
  "PASSWORD.NO_DIGIT": { sv: "Lösenordet måste innehålla minst en siffra.", en: "The password must contain at least one digit." },
  "PASSWORD.WHITESPACE": { sv: "Lösenordet får inte innehålla mellanslag.", en: "The password must not contain spaces." },
  "PASSWORD.SAME_AS_CURRENT": {
    sv: "Det nya lösenordet måste skilja sig från ditt nuvarande lösenord.",
    en: "The new password must differ from your current password.",
  },
  "PASSWORD_CONFIRMATION.REQUIRED": { sv: "Du måste bekräfta lösenordet.", en: "You must confirm the password." },
  "PASSWORD_CONFIRMATION.MISMATCH": { sv: "Lösenorden matchar inte.", en: "The passwords do not match." },
  "CURRENT_PASSWORD.REQUIRED": { sv: "Du måste ange ditt nuvarande lösenord.", en: "You must enter your current password." },

  // E-mail (SPEC §5: required and valid)
  "EMAIL.REQUIRED": { sv: "Du måste ange en e-postadress.", en: "You must enter an e-mail address." },
  "EMAIL.INVALID": { sv: "Ange en giltig e-postadress.", en: "Enter a valid e-mail address." },

  // Signup and campaign fields (SPEC §5 required fields)
  "FIRST_NAME.REQUIRED": { sv: "Du måste ange ditt förnamn.", en: "You must enter your first name." },
  "LAST_NAME.REQUIRED": { sv: "Du måste ange ditt efternamn.", en: "You must enter your last name." },
  "SCHOOL.REQUIRED": { sv: "Du måste välja en skola.", en: "You must choose a school." },
  "ACCOUNT_TYPE.REQUIRED": { sv: "Välj om du är elev eller lärare.", en: "Choose whether you are a student or a teacher." },
  "CLASS.REQUIRED": { sv: "Du måste ange din klass.", en: "You must enter your class." },
  "PHONE.REQUIRED": { sv: "Du måste ange ett telefonnummer.", en: "You must enter a phone number." },
  "PHONE.INVALID": { sv: "Ange ett giltigt telefonnummer.", en: "Enter a valid phone number." },
  "MOBILE.REQUIRED": { sv: "Du måste ange ett mobilnummer.", en: "You must enter a mobile number." },
  "MOBILE.INVALID": { sv: "Ange ett giltigt mobilnummer.", en: "Enter a valid mobile number." },
  "PROFESSION.REQUIRED": { sv: "Du måste ange ditt yrke.", en: "You must enter your profession." },
  "CITY.REQUIRED": { sv: "Du måste ange en ort.", en: "You must enter a city." },
  "MUNICIPALITY.REQUIRED": { sv: "Du måste ange en kommun.", en: "You must enter a municipality." },
  "CAMPAIGN_CODE.REQUIRED": { sv: "Du måste ange en kampanjkod.", en: "You must enter a campaign code." },

  // Birth year (SPEC §5/§9: valid from 1903; "the maximum message says 1902" — kept as given)
  "BIRTH_YEAR.REQUIRED": { sv: "Du måste ange ditt födelseår.", en: "You must enter your birth year." },
  "BIRTH_YEAR.INVALID": { sv: "Ange året med fyra siffror, t.ex. 2012.", en: "Enter the year with four digits, e.g. 2012." },
  "BIRTH_YEAR.MIN": { sv: "Födelseåret måste vara 1903 eller senare.", en: "The birth year must be 1903 or later." },
  "BIRTH_YEAR.MAX": { sv: "Ange ett födelseår mellan 1902 och {maxYear}.", en: "Enter a birth year between 1902 and {maxYear}." },

  // Clip and bookmark times (SPEC §5 rules; texts our wording)
  "CLIP.START_REQUIRED": { sv: "Du måste ange en starttid.", en: "You must enter a start time." },
  "CLIP.STOP_REQUIRED": { sv: "Du måste ange en stopptid.", en: "You must enter a stop time." },
  "CLIP.START_INVALID": { sv: "Ange starttiden som H:mm:ss.", en: "Enter the start time as H:mm:ss." },
  "CLIP.STOP_INVALID": { sv: "Ange stopptiden som H:mm:ss.", en: "Enter the stop time as H:mm:ss." },
  "CLIP.START_AFTER_STOP": { sv: "Starttiden får inte vara efter stopptiden.", en: "The start time must not be after the stop time." },
  "CLIP.STOP_ZERO": { sv: "Stopptiden får inte vara 00:00.", en: "The stop time must not be 00:00." },
  "CLIP.STOP_AFTER_END": {
    sv: "Stopptiden får inte vara efter mediets slut.",
    en: "The stop time must not be after the end of the media.",
  },

  // Feedback (SPEC §5: 'you must fill in this field', verbatim)
  "FEEDBACK.CATEGORY_REQUIRED": { sv: "Välj minst en kategori.", en: "Choose at least one category." },
  "FEEDBACK.TEXT_REQUIRED": { sv: "du måste fylla i det här fältet", en: "you must fill in this field" },

  // CMS pages (SPEC §5 texts, verbatim)
  "PAGE.NAME_REQUIRED": { sv: "Du måste fylla i ett namn.", en: "You must fill in a name." },
  "DELETE_PAGE.REQUIRED": { sv: "Du måste fylla i det här fältet.", en: "You must fill in this field." },
  "DELETE_PAGE.NAME_MISMATCH": {
    sv: "Namnet du angav stämmer inte med sidans namn.",
    en: "The name you entered does not match the page name.",
  },

  // Slide (SPEC §5: title, link text and URL required)
  "SLIDE.TITLE_REQUIRED": { sv: "Du måste fylla i en rubrik.", en: "You must fill in a title." },
  "SLIDE.LINK_TEXT_REQUIRED": { sv: "Du måste fylla i en länktext.", en: "You must fill in a link text." },
  "SLIDE.URL_REQUIRED": { sv: "Du måste fylla i en URL.", en: "You must fill in a URL." },
  "SLIDE.URL_UNSAFE": {
    sv: "URL:en måste vara en webbadress eller en sökväg på webbplatsen.",
    en: "The URL must be a web address or a path on this site.",
  },

  // Collections (SPEC §5 text for a taken name, verbatim)
  "COLLECTION.NAME_REQUIRED": { sv: "Du måste fylla i ett namn.", en: "You must fill in a name." },
  "COLLECTION.NAME_TAKEN": { sv: "Det finns redan en samling med samma namn", en: "There is already a collection with the same name" },

  // Admin alert messages (SPEC §5 rules; texts our wording)
  "ALERT.MESSAGE_REQUIRED": { sv: "Du måste fylla i ett meddelande.", en: "You must fill in a message." },
  "ALERT.LINK_REQUIRED": { sv: "Du måste fylla i en länk.", en: "You must fill in a link." },
  "ALERT.DISPLAY_FROM_REQUIRED": { sv: "Du måste välja ett startdatum.", en: "You must choose a start date." },
  "ALERT.EXPIRES_AT_REQUIRED": { sv: "Du måste välja ett slutdatum.", en: "You must choose an end date." },
  "ALERT.DATE_INVALID": { sv: "Ange ett giltigt datum som åååå-mm-dd.", en: "Enter a valid date as yyyy-mm-dd." },
  "ALERT.FROM_NOT_BEFORE_EXPIRES": { sv: "Startdatumet måste vara före slutdatumet.", en: "The start date must be before the end date." },
  "ALERT.EXPIRES_NOT_AFTER_FROM": { sv: "Slutdatumet måste vara efter startdatumet.", en: "The end date must be after the start date." },
  "ALERT.TOO_LONG": {
    sv: "Det får vara högst 7 dagar mellan start- och slutdatum.",
    en: "There can be at most 7 days between the start and end dates.",
  },
} as const satisfies Record<string, LocalizedText>;

export type MessageKey = keyof typeof VALIDATION_MESSAGES;

export type MessageParams = Readonly<Record<string, string | number>>;

/** The text of a key in both languages, with `{name}` placeholders filled from params. */
export function messageText(key: MessageKey, params: MessageParams = {}): LocalizedText {
  const { sv, en } = VALIDATION_MESSAGES[key];
  return { sv: fill(sv, params), en: fill(en, params) };
}

function fill(template: string, params: MessageParams): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}
