import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SubmitResult } from '../../src/leads/delivery';
import { hasUnsavedInput } from '../../src/lib/unsavedInput';
import { ApplicationForm } from '../../src/site/forms/ApplicationForm';
import { ContactForm } from '../../src/site/forms/ContactForm';
import { NewsletterForm } from '../../src/site/forms/NewsletterForm';
import { ProposalForm } from '../../src/site/forms/ProposalForm';
import { renderAt } from '../render';

type Later = (later?: { tone: 'error'; text: string }) => void;
const submitLead = vi.fn<(kind: string, fields: Record<string, string>, onDeliveredLater?: Later) => Promise<SubmitResult>>();
vi.mock('../../src/leads/client', async () => ({
  ...(await import('../../src/leads/formFields')),
  validateLeadFields: (await import('../../src/leads/validation')).validateLeadFields,
  leadStatusCopy: (await import('../../src/content/leadStatus')).leadStatusCopy,
  submitLead: (kind: string, fields: Record<string, string>, onDeliveredLater?: Later) => submitLead(kind, fields, onDeliveredLater),
}));
vi.mock('../../src/ui/toast', () => ({ showToast: vi.fn(async () => undefined) }));

const record = (state: 'sent' | 'queued') => ({ id: 'x', kind: 'contact', fields: {}, createdAt: '', state, attempts: 0, nextAttemptAt: 0 }) as const;

function fill(values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) fireEvent.input(screen.getByLabelText(label), { target: { value } });
}
const contact = { 'Full Name': 'Ada Lovelace', 'Email Address': 'ada@example.com', 'Company Name': 'Engines Ltd', 'How Can We Help?': 'More meetings' };
const submit = (name: string) => act(async () => void fireEvent.submit(screen.getByRole('form', { name })));

beforeEach(() => {
  submitLead.mockReset();
  sessionStorage.clear(); // a fresh tab each time: no draft from the test before
});

describe('ContactForm', () => {
  it('has four labelled, required fields with an email-type email field', () => {
    renderAt(<ContactForm />);
    for (const label of Object.keys(contact)) expect((screen.getByLabelText(label) as HTMLInputElement).required).toBe(true);
    expect(screen.getByLabelText('Email Address').getAttribute('type')).toBe('email');
  });

  it('shows each problem next to its field and moves focus to the first one, sending nothing', async () => {
    renderAt(<ContactForm />);
    fill({ 'Email Address': 'not-an-email', 'Full Name': 'x'.repeat(201) });
    await submit('Contact form');
    const name = screen.getByLabelText('Full Name');
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(name.getAttribute('aria-describedby')!)!.textContent).toBe('Full name must be at most 200 characters (it has 201).');
    expect(screen.getByLabelText('Email Address').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Company Name').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(name);
    expect(submitLead).not.toHaveBeenCalled();
  });

  it('logs the four values, says “Sent” only once the server has it, then empties the form', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    let accept!: (r: SubmitResult) => void;
    submitLead.mockImplementation(() => new Promise((r) => (accept = r)));
    renderAt(<ContactForm />, '/contact');
    fill(contact);
    expect(hasUnsavedInput()).toBe(true);
    await submit('Contact form');
    expect(log).toHaveBeenCalledWith({ name: 'Ada Lovelace', email: 'ada@example.com', company: 'Engines Ltd', message: 'More meetings' });
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Sending…'));
    expect(screen.getByRole('button', { name: /sending/i }).getAttribute('aria-disabled')).toBe('true');
    await submit('Contact form'); // a second press while sending does nothing
    expect(submitLead).toHaveBeenCalledTimes(1);
    expect(submitLead).toHaveBeenCalledWith('contact', { name: 'Ada Lovelace', email: 'ada@example.com', company: 'Engines Ltd', message: 'More meetings' }, expect.any(Function));
    await act(async () => accept({ state: 'sent', record: record('sent') }));
    expect(screen.getByRole('status').textContent).toMatch(/^Sent\. Thanks/);
    expect((screen.getByLabelText('Full Name') as HTMLInputElement).value).toBe('');
    expect(hasUnsavedInput()).toBe(false);
  });

  it('says the lead is saved on the device when it could not be sent, and whether the connection or the server was the trouble', async () => {
    submitLead.mockResolvedValue({ state: 'queued', record: record('queued') });
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { unmount } = renderAt(<ContactForm />);
    fill(contact);
    await submit('Contact form');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Saved on this device. It will be sent automatically when you are back online.'));
    unmount();
    online.mockReturnValue(true);
    renderAt(<ContactForm />);
    fill(contact);
    await submit('Contact form');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Saved on this device: our server could not take it just now. It will be sent automatically.'));
    online.mockRestore();
  });

  it('says “Sent” once a lead saved on the device goes out later, unless the form has moved on', async () => {
    submitLead.mockResolvedValue({ state: 'queued', record: record('queued') });
    renderAt(<ContactForm />);
    fill(contact);
    await submit('Contact form');
    await waitFor(() => expect(screen.getByRole('status').getAttribute('data-status')).toBe('saved'));
    act(() => submitLead.mock.calls[0]![2]!());
    expect(screen.getByRole('status').textContent).toBe('Sent. Thanks, we will be in touch within one business day.');

    // A second lead, saved too; the visitor then starts a third with a mistake: the delivery of
    // the second must not cover the mistake with "Sent".
    fill(contact);
    await submit('Contact form');
    await waitFor(() => expect(screen.getByRole('status').getAttribute('data-status')).toBe('saved'));
    fill({ ...contact, 'Email Address': 'not-an-email' });
    await submit('Contact form');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Please correct the highlighted fields.'));
    act(() => submitLead.mock.calls[1]![2]!());
    expect(screen.getByRole('status').textContent).toBe('Please correct the highlighted fields.');
  });

  it('says “Not sent” when a lead saved on the device is refused by the server later, instead of still promising to send it', async () => {
    submitLead.mockResolvedValue({ state: 'queued', record: record('queued') });
    renderAt(<ContactForm />);
    fill(contact);
    await submit('Contact form');
    await waitFor(() => expect(screen.getByRole('status').getAttribute('data-status')).toBe('saved'));
    act(() => submitLead.mock.calls[0]![2]!({ tone: 'error', text: 'Not sent after all: Company name is not allowed.' }));
    expect(screen.getByRole('status').textContent).toBe('Not sent after all: Company name is not allowed.');
    expect(screen.getByRole('status').getAttribute('data-status')).toBe('error');
  });

  it('keeps the text and shows the server’s reasons when it refuses the lead', async () => {
    submitLead.mockResolvedValue({ state: 'refused', record: { ...record('queued'), state: 'refused' }, errors: { company: 'Company name is not allowed.' } });
    renderAt(<ContactForm />);
    fill(contact);
    await submit('Contact form');
    await waitFor(() => expect(screen.getByRole('status').textContent).toMatch(/Company name is not allowed/));
    expect(screen.getByLabelText('Company Name').getAttribute('aria-invalid')).toBe('true');
    expect((screen.getByLabelText('Full Name') as HTMLInputElement).value).toBe('Ada Lovelace');
    expect(hasUnsavedInput()).toBe(true);
  });

  it('keeps the text when it could be neither sent nor saved', async () => {
    submitLead.mockResolvedValue({ state: 'failed', reason: 'offline' });
    renderAt(<ContactForm />);
    fill(contact);
    await submit('Contact form');
    await waitFor(() => expect(screen.getByRole('status').textContent).toMatch(/^Not sent and not saved/));
    expect((screen.getByLabelText('How Can We Help?') as HTMLTextAreaElement).value).toBe('More meetings');
  });
});

describe('the other lead forms', () => {
  it('proposal: preselects the service named in ?service= and sends it', async () => {
    window.history.replaceState(null, '', '/get-started?service=cold-calling');
    submitLead.mockResolvedValue({ state: 'sent', record: record('sent') });
    vi.spyOn(console, 'log').mockImplementation(() => {});
    renderAt(<ProposalForm />, '/get-started');
    expect((screen.getByLabelText('Service of interest') as HTMLSelectElement).value).toBe('cold-calling');
    fill(contact);
    await submit('Proposal request');
    await waitFor(() => expect(submitLead).toHaveBeenCalledWith('proposal', expect.objectContaining({ service: 'cold-calling' }), expect.any(Function)));
    window.history.replaceState(null, '', '/');
  });

  it('newsletter: a real Subscribe button that validates the address', async () => {
    submitLead.mockResolvedValue({ state: 'sent', record: record('sent') });
    renderAt(<NewsletterForm />);
    await submit('Newsletter sign-up');
    await waitFor(() => expect(screen.getByLabelText('Email address').getAttribute('aria-invalid')).toBe('true'));
    fill({ 'Email address': 'ada@example.com' });
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    await waitFor(() => expect(submitLead).toHaveBeenCalledWith('newsletter', { email: 'ada@example.com' }, expect.any(Function)));
  });

  it('application: sends the job slug with the application', async () => {
    submitLead.mockResolvedValue({ state: 'sent', record: record('sent') });
    renderAt(<ApplicationForm jobSlug="account-executive" jobTitle="Account Executive" />);
    expect(screen.getByRole('heading', { name: 'Apply for Account Executive' })).toBeTruthy();
    fill({ 'Full Name': 'Ada', 'Email Address': 'ada@example.com', 'Why you, and why this role?': 'I like pipelines.' });
    await submit('Apply for Account Executive');
    await waitFor(() => expect(submitLead).toHaveBeenCalledWith('application', { name: 'Ada', email: 'ada@example.com', message: 'I like pipelines.', job: 'account-executive' }, expect.any(Function)));
  });
});
