import { Box, Button, Field, Input, NativeSelect, Stack, Textarea } from "@chakra-ui/react";
import { observer } from "mobx-react-lite";
import { useRef, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import type { ContactSendState } from "../../../application/cms/contact-form.store";
import { validateContactForm, type ContactFormField } from "../../../domain/validation/contact-form";
import type { ContactFormConfig } from "../../../ports/cms/cms-content-gateway.port";
import { useStores } from "../../app/stores-context";
import { useValidationText } from "../../i18n/use-validation-text";
import { FormAlert } from "../../shared/form-alert";

type Values = Record<ContactFormField, string>;
const EMPTY: Values = { name: "", email: "", subject: "", message: "" };
const UNTOUCHED: Record<ContactFormField, boolean> = { name: false, email: false, subject: false, message: false };
const ORDER: readonly ContactFormField[] = ["name", "email", "subject", "message"];

// SPEC §5: invalid style and message once touched and in error; valid style once touched without error.
const VALID_STYLE = { "&[data-valid]": { borderColor: "green.600", boxShadow: "0 0 0 1px var(--chakra-colors-green-600)" } };

/** The words for a refused message: when to try again after a 429, else what went wrong. */
function useFailureText(state: ContactSendState): string | null {
  const { t } = useTranslation("cms");
  if (state.kind !== "failed") return null;
  const { failure } = state;
  if (failure.kind === "invalid") return t("contact.fixFields");
  const { error } = failure;
  if (error.kind === "rateLimited")
    return error.retryAfterSeconds === null
      ? t("contact.rateLimitedSoon")
      : t("contact.rateLimited", { count: Math.max(1, Math.ceil(error.retryAfterSeconds / 60)) });
  if (error.kind === "network") return t("contact.offline");
  return t("contact.failed");
}

/**
 * The contact form of a FORM block: name, e-mail, an optional subject from the form's list and the
 * message. Nothing typed is lost when sending fails; the message says why, in a live region.
 */
export const ContactForm = observer(function ContactForm({
  blockKey,
  form,
}: {
  readonly blockKey: string;
  readonly form: ContactFormConfig;
}) {
  const { t } = useTranslation(["cms", "validation"]);
  const validationText = useValidationText();
  const { cms } = useStores();
  const [values, setValues] = useState<Values>(EMPTY);
  const [touched, setTouched] = useState(UNTOUCHED);
  const refs = useRef<Partial<Record<ContactFormField, HTMLElement | null>>>({});
  const state = cms.contact.sendState(blockKey);
  const failureText = useFailureText(state);

  const issues = validateContactForm({ ...values, subject: values.subject || null }, form.subjects).issues;
  const issueOf = (field: ContactFormField) => issues.find((issue) => issue.field === field);
  const invalid = (field: ContactFormField) => touched[field] && issueOf(field) !== undefined;
  const valid = (field: ContactFormField) => touched[field] && issueOf(field) === undefined;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched({ name: true, email: true, subject: true, message: true });
    const first = ORDER.find((field) => issueOf(field) !== undefined);
    if (first) return refs.current[first]?.focus();
    await cms.contact.send(blockKey, { ...values, subject: values.subject || null }, form);
  };

  const startOver = () => {
    setValues(EMPTY);
    setTouched(UNTOUCHED);
    cms.contact.reset(blockKey);
    // Back to the first field, so a keyboard user carries on where the new message starts.
    requestAnimationFrame(() => refs.current.name?.focus());
  };

  const bind = (field: ContactFormField) => ({
    name: field,
    value: values[field],
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
      setValues((current) => ({ ...current, [field]: event.target.value })),
    onBlur: () => setTouched((current) => ({ ...current, [field]: true })),
    "data-valid": valid(field) ? "" : undefined,
    css: VALID_STYLE,
    // The fields are white on any block, so their text is dark on any block too.
    bg: "white",
    color: "gray.900",
    ref: (element: HTMLElement | null) => {
      refs.current[field] = element;
    },
  });

  return (
    <Box maxW="2xl" textAlign="start">
      {/* Always in the page, so screen readers announce the outcome when it appears. */}
      <Box aria-live="polite" aria-atomic="true">
        {state.kind === "sent" && (
          <Box
            role="status"
            bg="green.50"
            borderLeftWidth="5px"
            borderLeftColor="green.600"
            color="green.900"
            px="4"
            py="3"
            borderRadius="md"
            mb="5"
          >
            {t("contact.sent")}
          </Box>
        )}
      </Box>
      <FormAlert>{failureText}</FormAlert>
      {state.kind === "sent" ? (
        <Button colorPalette="brand" variant="outline" onClick={startOver}>
          {t("contact.sendAnother")}
        </Button>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="5">
            <Field.Root invalid={invalid("name")} required>
              <Field.Label>
                {t("contact.name")} <Field.RequiredIndicator />
              </Field.Label>
              <Input autoComplete="name" {...bind("name")} />
              <Field.ErrorText>{validationText(issueOf("name"))}</Field.ErrorText>
            </Field.Root>
            <Field.Root invalid={invalid("email")} required>
              <Field.Label>
                {t("contact.email")} <Field.RequiredIndicator />
              </Field.Label>
              <Input type="email" autoComplete="email" inputMode="email" {...bind("email")} />
              <Field.ErrorText>{validationText(issueOf("email"))}</Field.ErrorText>
            </Field.Root>
            {form.subjects.length > 0 && (
              <Field.Root invalid={invalid("subject")}>
                <Field.Label>
                  {t("contact.subject")} {t("contact.optional")}
                </Field.Label>
                <NativeSelect.Root>
                  <NativeSelect.Field {...bind("subject")}>
                    <option value="">{t("contact.noSubject")}</option>
                    {form.subjects.map((subject) => (
                      <option key={subject} value={subject}>
                        {subject}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
                <Field.ErrorText>{validationText(issueOf("subject"))}</Field.ErrorText>
              </Field.Root>
            )}
            <Field.Root invalid={invalid("message")} required>
              <Field.Label>
                {t("contact.message")} <Field.RequiredIndicator />
              </Field.Label>
              <Textarea rows={6} {...bind("message")} />
              <Field.ErrorText>{validationText(issueOf("message"))}</Field.ErrorText>
            </Field.Root>
            <Box>
              <Button type="submit" colorPalette="brand" size="lg" loading={state.kind === "sending"} loadingText={t("contact.submitting")}>
                {t("contact.submit")}
              </Button>
            </Box>
          </Stack>
        </form>
      )}
    </Box>
  );
});
