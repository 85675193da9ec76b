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
    // Dot segments that only become '//host' once resolved, in every spelling a link could carry.
    '/.//evil.example',
    '/./\\evil.example',
    '/%2e//evil.example',
    '/.%2E//evil.example',
    '/a/..//evil.example',
    '/.///evil.example',
    '/.//\\evil.example',
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

  it('keeps an encoded slash as a path on this site (a page that does not exist, not another host)', () => {
    expect(safeRedirect('/%2F%2Fevil.example')).toBe('/%2F%2Fevil.example');
    expect(safeRedirect('/%5C%5Cevil.example')).toBe('/%5C%5Cevil.example');
  });

  it('reads a redirect exactly as the login page gets it from its address', () => {
    const read = (href: string) =>
      safeRedirect(new URL(href, 'https://store.test').searchParams.get('redirect'));
    expect(read('/login?redirect=/.//evil.example')).toBe('/');
    expect(read('/login?redirect=%2F%2Fevil.example')).toBe('/');
    expect(read('/login?redirect=%2F%2E%2F%2Fevil.example')).toBe('/');
    expect(read('/login?redirect=https%3A%2F%2Fevil.example')).toBe('/');
    expect(read('/login?redirect=%252F%252Fevil.example')).toBe('/');
    expect(read('/login?redirect=%2Fprofile')).toBe('/profile');
  });

  it('keeps the admin login inside the admin area', () => {
    const admin = (value: string) => safeRedirect(value, '/admin', '/admin');
    expect(admin('/admin/orders?status=new')).toBe('/admin/orders?status=new');
    expect(admin('/admin')).toBe('/admin');
    // An empty segment inside the path stays on this site: the admin area's own not-found page.
    expect(admin('/admin/.//evil.example')).toBe('/admin//evil.example');
    for (const value of [
      '/admin/..//evil.example',
      '/admin/../profile',
      '/administrator',
      '/admin/login',
      '//evil.example/admin',
      '/products',
    ])
      expect(admin(value), value).toBe('/admin');
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

  it('sends staff back into the dashboard, except to its home', () => {
    expect(loginPath('/admin/orders?status=paid', '/admin/login')).toBe(
      '/admin/login?redirect=%2Fadmin%2Forders%3Fstatus%3Dpaid',
    );
    expect(loginPath('/admin/', '/admin/login')).toBe('/admin/login');
  });
});
