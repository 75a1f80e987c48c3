import { Button, Field, Input, InputGroup, Stack } from "@chakra-ui/react";
import { observer } from "mobx-react-lite";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { validateEmail } from "../../domain/validation/email";
import { isBlank, issue, type ValidationIssue } from "../../domain/validation/validation-result";
import { useStores } from "../app/stores-context";
import { useValidationText } from "../i18n/use-validation-text";
import { loginErrorText } from "./login-error-text";
import { FormAlert } from "../shared/form-alert";

type FieldName = "email" | "password";

// SPEC §5: invalid style and message once touched and in error; valid style once touched without error.
const VALID_STYLE = { "&[data-valid]": { borderColor: "green.600", boxShadow: "0 0 0 1px var(--chakra-colors-green-600)" } };

/** The e-mail and password form of the login page. */
export const LoginForm = observer(function LoginForm({ reseller, next }: { readonly reseller: string; readonly next: string | null }) {
  const { t } = useTranslation(["auth", "common"]);
  const validationText = useValidationText();
  const { session } = useStores();
  const [values, setValues] = useState({ email: "", password: "" });
  const [touched, setTouched] = useState({ email: false, password: false });
  const [showPassword, setShowPassword] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  // A message from an earlier visit to the page is stale.
  useEffect(() => session.clearLoginError(), [session]);

  const issues: Record<FieldName, ValidationIssue | undefined> = {
    email: validateEmail(values.email).issues[0],
    // Logging in only needs a password; the strength rules of SPEC §5 apply when one is set.
    password: isBlank(values.password) ? issue("password", "PASSWORD.REQUIRED") : undefined,
  };
  const state = (field: FieldName) => ({
    invalid: touched[field] && issues[field] !== undefined,
    valid: touched[field] && issues[field] === undefined,
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched({ email: true, password: true });
    if (issues.email) return emailRef.current?.focus();
    if (issues.password) return passwordRef.current?.focus();
    await session.login({ email: values.email.trim(), password: values.password }, { reseller, next });
  };

  const field = (name: FieldName) => ({
    value: values[name],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => setValues((v) => ({ ...v, [name]: event.target.value })),
    onBlur: () => setTouched((v) => ({ ...v, [name]: true })),
    "data-valid": state(name).valid ? "" : undefined,
    css: VALID_STYLE,
  });

  return (
    <form onSubmit={submit} noValidate aria-describedby="login-status">
      <FormAlert id="login-status">{session.loginError ? loginErrorText(session.loginError, t) : null}</FormAlert>
      <Stack gap="5">
        <Field.Root invalid={state("email").invalid} required ids={{ control: "login-email" }}>
          <Field.Label>{t("login.email")}</Field.Label>
          <Input ref={emailRef} type="email" name="email" autoComplete="username" inputMode="email" {...field("email")} />
          <Field.ErrorText>{validationText(issues.email)}</Field.ErrorText>
        </Field.Root>

        <Field.Root invalid={state("password").invalid} required ids={{ control: "login-password" }}>
          <Field.Label>{t("login.password")}</Field.Label>
          <InputGroup
            endElement={
              <Button
                type="button"
                variant="ghost"
                size="xs"
                me="-2"
                aria-controls="login-password"
                aria-pressed={showPassword}
                onClick={() => setShowPassword((shown) => !shown)}
              >
                {showPassword ? t("login.hidePassword") : t("login.showPassword")}
              </Button>
            }
          >
            <Input
              ref={passwordRef}
              type={showPassword ? "text" : "password"}
              name="password"
              autoComplete="current-password"
              pe="8.5rem"
              {...field("password")}
            />
          </InputGroup>
          <Field.ErrorText>{validationText(issues.password)}</Field.ErrorText>
        </Field.Root>

        <Button type="submit" colorPalette="brand" size="lg" loading={session.isLoggingIn} loadingText={t("login.submitting")}>
          {t("login.submit")}
        </Button>
      </Stack>
    </form>
  );
});
