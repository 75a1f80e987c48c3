import { inject, injectable } from "inversify";
import { action, makeObservable, observable, runInAction } from "mobx";
import type { ContactFormInput } from "../../domain/validation/contact-form";
import type { ContactFormConfig } from "../../ports/cms/cms-content-gateway.port";
import type { AppError } from "../../ports/shared/app-error.port";
import { ContactFormUseCase, type ContactSendFailure } from "./contact-form.use-case";

/** The contact form of a reseller: loading, there, or not to be had. */
export type ContactFormDefinition =
  | { readonly kind: "loading" }
  | { readonly kind: "ready"; readonly form: ContactFormConfig }
  | { readonly kind: "error"; readonly error: AppError };

/** One form block's sending: idle, on its way, sent, or refused (the typed text stays in the form). */
export type ContactSendState =
  | { readonly kind: "idle" }
  | { readonly kind: "sending" }
  | { readonly kind: "sent" }
  | { readonly kind: "failed"; readonly failure: ContactSendFailure };

const IDLE: ContactSendState = { kind: "idle" };
const LOADING: ContactFormDefinition = { kind: "loading" };

/** The FORM blocks' state: definitions by reseller, sending by block. */
@injectable()
export class ContactFormStore {
  readonly definitions = observable.map<string, ContactFormDefinition>({}, { deep: false });
  readonly sending = observable.map<string, ContactSendState>({}, { deep: false });

  constructor(@inject(ContactFormUseCase) private readonly useCase: ContactFormUseCase) {
    makeObservable(this, { load: action, send: action, reset: action });
  }

  definition(reseller: string): ContactFormDefinition {
    return this.definitions.get(reseller) ?? LOADING;
  }

  sendState(blockKey: string): ContactSendState {
    return this.sending.get(blockKey) ?? IDLE;
  }

  async load(reseller: string): Promise<void> {
    const current = this.definitions.get(reseller);
    if (current && current.kind !== "error") return;
    this.definitions.set(reseller, LOADING);
    const result = await this.useCase.form(reseller);
    runInAction(() =>
      this.definitions.set(reseller, result.ok ? { kind: "ready", form: result.value } : { kind: "error", error: result.error }),
    );
  }

  /** True when the message was sent. */
  async send(blockKey: string, input: ContactFormInput, form: ContactFormConfig): Promise<boolean> {
    if (this.sendState(blockKey).kind === "sending") return false;
    this.sending.set(blockKey, { kind: "sending" });
    const result = await this.useCase.send(input, form);
    runInAction(() => this.sending.set(blockKey, result.ok ? { kind: "sent" } : { kind: "failed", failure: result.error }));
    return result.ok;
  }

  /** Back to an empty form after a sent message ("Skicka ett nytt meddelande"). */
  reset(blockKey: string): void {
    this.sending.delete(blockKey);
  }
}
