import { beforeEach, describe, expect, it } from 'vitest';
import {
  closeAllMenus,
  compact,
  megaMenuOffset,
  mobileBlogOpen,
  mobileMenuOpen,
  openMegaMenu,
  toggleMegaMenu,
  toggleMobileBlog,
  toggleMobileMenu,
  updateScroll,
} from '../../src/site/state/header';

beforeEach(() => {
  closeAllMenus();
  updateScroll(0);
});

describe('header scroll state', () => {
  it('stays transparent up to 10 px and turns compact beyond', () => {
    updateScroll(10);
    expect(compact.value).toBe(false);
    expect(megaMenuOffset.value).toBe(96);
    updateScroll(11);
    expect(compact.value).toBe(true);
    expect(megaMenuOffset.value).toBe(72);
    updateScroll(0);
    expect(compact.value).toBe(false);
  });
});

describe('mega-menus', () => {
  it('opens one panel at a time and closes it when its trigger is clicked again', () => {
    toggleMegaMenu('web');
    expect(openMegaMenu.value).toBe('web');
    toggleMegaMenu('lead');
    expect(openMegaMenu.value).toBe('lead');
    toggleMegaMenu('lead');
    expect(openMegaMenu.value).toBeNull();
  });

  it('closes when the mobile menu opens', () => {
    toggleMegaMenu('business');
    toggleMobileMenu();
    expect(mobileMenuOpen.value).toBe(true);
    expect(openMegaMenu.value).toBeNull();
  });
});

describe('mobile menu', () => {
  it('toggles, and closing it also folds the blog group', () => {
    toggleMobileMenu();
    toggleMobileBlog();
    expect(mobileBlogOpen.value).toBe(true);
    toggleMobileMenu();
    expect(mobileMenuOpen.value).toBe(false);
    expect(mobileBlogOpen.value).toBe(false);
  });
});
