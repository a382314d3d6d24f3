import { describe, expect, it } from 'vitest';
import { panelFormToInput, panelMessages, panelSettingsForm, panelSettingsInput, parseBouquets } from '../src/panel.ts';
import { firstErrors } from './errors.ts';

const form = { mode: 'xui' as const, apiUrl: 'http://panel.example:8080/AbCd1234/', apiKey: '', removeKey: false, streamUrl: '' };

describe('panel settings form', () => {
  it('keeps the stored key when the key field is left empty, replaces it with a text, removes it on request', () => {
    expect(panelFormToInput(form)).toEqual({ mode: 'xui', apiUrl: form.apiUrl, streamUrl: '' });
    expect(panelFormToInput({ ...form, apiKey: '  NEWKEY ' })).toEqual({ mode: 'xui', apiUrl: form.apiUrl, streamUrl: '', apiKey: 'NEWKEY' });
    expect(panelFormToInput({ ...form, apiKey: 'ignored', removeKey: true })).toEqual({ mode: 'xui', apiUrl: form.apiUrl, streamUrl: '', apiKey: null });
  });

  it('takes http(s) URLs only, with the form message', () => {
    expect(firstErrors(panelSettingsForm, form)).toEqual({});
    expect(firstErrors(panelSettingsForm, { ...form, apiUrl: 'ftp://panel.example/' })).toEqual({ apiUrl: panelMessages.apiUrl });
    expect(firstErrors(panelSettingsForm, { ...form, streamUrl: 'javascript:alert(1)' })).toEqual({ streamUrl: panelMessages.streamUrl });
  });

  it('refuses an empty key text on the wire: empty means "keep", which is leaving the field out', () => {
    expect(panelSettingsInput.safeParse({ mode: 'off', apiUrl: '', streamUrl: '', apiKey: '' }).success).toBe(false);
  });
});

describe('bouquet list', () => {
  it('reads ids separated by commas, and nothing else', () => {
    expect(parseBouquets('1, 4,9 ')).toEqual([1, 4, 9]);
    expect(parseBouquets('')).toEqual([]);
    expect(parseBouquets('1; 2')).toBeNull();
    expect(parseBouquets('-1')).toBeNull();
  });
});
