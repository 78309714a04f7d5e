import { describe, expect, it } from 'vitest';
import { isItemActive } from '../components/layouts/nav-match';
import { safeRedirect } from '../config/paths';
import { avatarInitial } from '../features/auth/avatar-initial';

describe('avatarInitial', () => {
  it('uses first_name, else email, else U', () => {
    expect(avatarInitial({ first_name: 'ada', email: 'x@y.z' })).toBe('A');
    expect(avatarInitial({ first_name: '', email: 'zed@y.z' })).toBe('Z');
    expect(avatarInitial({ first_name: '', email: '' })).toBe('U');
    expect(avatarInitial(null)).toBe('U');
  });
});

describe('isItemActive', () => {
  it('matches the route itself and paths below it only', () => {
    expect(isItemActive('/reports', '/reports')).toBe(true);
    expect(isItemActive('/reports/42', '/reports')).toBe(true);
    expect(isItemActive('/reportsx', '/reports')).toBe(false);
    expect(isItemActive('/dashboard', '/reports')).toBe(false);
  });
});

describe('safeRedirect', () => {
  it('only allows same-site app paths', () => {
    expect(safeRedirect('/reports/1?x=1')).toBe('/reports/1?x=1');
    expect(safeRedirect('//evil.example')).toBe('/dashboard');
    expect(safeRedirect('https://evil.example')).toBe('/dashboard');
    expect(safeRedirect('/auth/logout')).toBe('/dashboard');
    expect(safeRedirect(undefined)).toBe('/dashboard');
  });
});
