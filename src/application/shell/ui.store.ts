import { injectable } from "inversify";
import { action, makeObservable, observable, observableRef } from "mobx";

/** An alert strip as the shell shows it (SPEC §3 "Alert strip"); loaded by a later issue. */
export interface ShownAlertStrip {
  readonly id: string;
  readonly kind: "COOKIE" | "DANGER" | "NETWORK" | "WARNING" | "INFO";
  readonly message: string;
}

/**
 * Layout state of the shell. The menu, footer and alert-strip data are loaded elsewhere; this
 * store counts the reload requests, so loaders can react to them (SPEC §4 logout, failed refresh).
 */
@injectable()
export class UiStore {
  isFullscreen = false;
  isInAppView = false;
  previewTitle: string | null = null;
  isMobileMenuOpen = false;
  isAccountMenuOpen = false;
  isCompactSidebar = false;
  alertStrips: ShownAlertStrip[] = [];
  isFooterHidden = false;
  menuReloads = 0;
  footerReloads = 0;
  alertReloads = 0;

  constructor() {
    makeObservable(this, {
      isFullscreen: observable,
      isInAppView: observable,
      previewTitle: observable,
      isMobileMenuOpen: observable,
      isAccountMenuOpen: observable,
      isCompactSidebar: observable,
      alertStrips: observableRef,
      isFooterHidden: observable,
      menuReloads: observable,
      footerReloads: observable,
      alertReloads: observable,
      setFullscreen: action,
      setMobileMenuOpen: action,
      setAccountMenuOpen: action,
      closeMenus: action,
      reloadMenu: action,
      resetLayout: action,
    });
  }

  setFullscreen(value: boolean): void {
    this.isFullscreen = value;
  }

  setMobileMenuOpen(value: boolean): void {
    this.isMobileMenuOpen = value;
  }

  setAccountMenuOpen(value: boolean): void {
    this.isAccountMenuOpen = value;
  }

  /** SPEC §2: the mobile menu closes on route change. */
  closeMenus(): void {
    this.isMobileMenuOpen = false;
    this.isAccountMenuOpen = false;
  }

  reloadMenu(): void {
    this.menuReloads += 1;
  }

  /**
   * SPEC §4 "Logout": fullscreen, in-app view, preview title, menu, alert strips, footer and compact
   * sidebar are cleared; footer and alert strips are reloaded.
   */
  resetLayout(): void {
    this.isFullscreen = false;
    this.isInAppView = false;
    this.previewTitle = null;
    this.isMobileMenuOpen = false;
    this.isAccountMenuOpen = false;
    this.isCompactSidebar = false;
    this.alertStrips = [];
    this.isFooterHidden = false;
    this.footerReloads += 1;
    this.alertReloads += 1;
  }
}
