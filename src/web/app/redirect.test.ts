import { describe, expect, it } from 'vitest';
import { loginPath, safeRedirect } from './redirect';

describe('safeRedirect', () => {
  it('keeps a path on this site with its query and hash', () => {
    expect(safeRedirect('/products/0190-abc')).toBe('/products/0190-abc');
    expect(safeRedirect('/products?category=rolls#grid')).toBe('/products?category=rolls#grid');
  });

  it('falls back to / when there is nothing to go back to', () => {
    expect(safeRedirect(null)).toBe('/');
    expect(safeRedirect(undefined)).toBe('/');
    expect(safeRedirect('')).toBe('/');
  });

  it.each([
    'https://evil.example/',
    '//evil.example/path',
    '/\\evil.example',
    '\\\\evil.example',
    'javascript:alert(1)',
    '/\t/evil.example',
    '/\n/evil.example',
    'products',
    ' /products',
  ])('refuses %j', (value) => {
    expect(safeRedirect(value)).toBe('/');
  });

  it('does not send a shopper back into the sign-in pages', () => {
    expect(safeRedirect('/login')).toBe('/');
    expect(safeRedirect('/register?redirect=/x')).toBe('/');
    expect(safeRedirect('/reset-password?token=abc')).toBe('/');
    expect(safeRedirect('/login-help')).toBe('/login-help');
  });

  it('normalises dot segments instead of following them off the site', () => {
    expect(safeRedirect('/a/../profile')).toBe('/profile');
    expect(safeRedirect('/../../etc')).toBe('/etc');
  });

  it('uses the caller’s fallback', () => {
    expect(safeRedirect('//evil.example', '/profile')).toBe('/profile');
  });
});

describe('loginPath', () => {
  it('carries the page to return to', () => {
    expect(loginPath('/products/abc?x=1')).toBe('/login?redirect=%2Fproducts%2Fabc%3Fx%3D1');
    expect(loginPath('/profile', '/register')).toBe('/register?redirect=%2Fprofile');
  });

  it('leaves out a redirect that would be refused or is just home', () => {
    expect(loginPath('https://evil.example')).toBe('/login');
    expect(loginPath('/')).toBe('/login');
    expect(loginPath()).toBe('/login');
  });
});
