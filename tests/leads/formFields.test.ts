import { afterEach, describe, expect, it } from 'vitest';
import { keepFirst } from '../../src/leads/formFields';
import { draftKey } from '../../src/leads/limits';

// Read when used: the page's path is the one the form is on at that moment.
const key = () => draftKey('contact', location.pathname);

function contactForm(): HTMLFormElement {
  const form = document.createElement('form');
  form.dataset.appForm = 'contact';
  form.innerHTML = '<input name="name"><input name="email"><textarea name="message"></textarea><input name="website">';
  document.body.append(form);
  return form;
}
const field = (form: HTMLFormElement, name: string) => form.elements.namedItem(name) as HTMLInputElement;

afterEach(() => {
  document.body.innerHTML = '';
  sessionStorage.clear();
});

describe('the first keep of a form', () => {
  it('fills the empty fields from the kept draft before keeping them, so a tap on an empty form never wipes the draft', () => {
    sessionStorage.setItem(key(), JSON.stringify({ name: 'Ada', email: 'ada@example.com', message: 'Kept through a reload' }));
    const form = contactForm();
    field(form, 'name').value = 'Ada L.';
    keepFirst(form);
    expect([field(form, 'name').value, field(form, 'email').value, field(form, 'message').value]).toEqual(['Ada L.', 'ada@example.com', 'Kept through a reload']);
    expect(JSON.parse(sessionStorage.getItem(key())!)).toEqual({ name: 'Ada L.', email: 'ada@example.com', message: 'Kept through a reload' });
  });

  it('for a form whose page the visitor has left, only files what it holds under that page', () => {
    sessionStorage.setItem(key(), JSON.stringify({ email: 'here@example.com' }));
    const form = contactForm();
    field(form, 'name').value = 'Typed on the page before';
    keepFirst(form, '/contact-before');
    expect(field(form, 'email').value).toBe('');
    expect(JSON.parse(sessionStorage.getItem(draftKey('contact', '/contact-before'))!)).toEqual({ name: 'Typed on the page before' });
  });
});
