import { describe, expect, it } from 'vitest';
import { defaultOption, planInput, splitFeatures } from '../src/plans.ts';
import { firstErrors } from './errors.ts';

const valid = {
  name: 'Monthly',
  price: '19.99',
  devices: 2,
  channels: '20000',
  duration: '30',
  status: 'Active',
  features: 'Live TV, Movies, Series',
};
const errorsWith = (change: Record<string, unknown>) => firstErrors(planInput, { ...valid, ...change });

describe('plan form (specification section 5)', () => {
  it('accepts a complete plan and gives numbers for channels and duration', () => {
    expect(planInput.parse(valid)).toEqual({ ...valid, channels: 20000, duration: 30 });
  });

  it.each([
    ['name', '', 'Name is required'],
    ['name', 'ab', 'Name must be at least 3 characters'],
    ['price', '', 'Price is required'],
    ['price', 'abc', 'Enter a valid price (e.g., 19.99)'],
    ['price', '19.999', 'Enter a valid price (e.g., 19.99)'],
    ['price', '-5', 'Enter a valid price (e.g., 19.99)'],
    ['price', '19.', 'Enter a valid price (e.g., 19.99)'],
    ['devices', '', 'Devices selection is required'],
    ['devices', 0, 'Devices selection is required'],
    ['devices', 6, 'Devices selection is required'],
    ['devices', 1.5, 'Devices selection is required'],
    ['devices', undefined, 'Devices selection is required'],
    ['channels', '', 'Channels count is required'],
    ['channels', '20k', 'Enter only numbers'],
    ['channels', '-1', 'Enter only numbers'],
    ['duration', '', 'Duration is required'],
    ['duration', '30.5', 'Enter only numbers'],
    ['status', '', 'Status is required'],
    ['status', 'Paused', 'Status is required'],
    ['features', '', 'Features are required'],
    ['features', 'abcd', 'At least 5 characters required'],
  ])('%s %j is refused with "%s"', (field, value, message) => {
    expect(errorsWith({ [field]: value })).toEqual({ [field]: message });
  });

  it.each(['19', '19.9', '19.99', '0.50'])('accepts the price %s', (price) => {
    expect(errorsWith({ price })).toEqual({});
  });

  it('accepts a price typed as a number and keeps it as text', () => {
    expect(planInput.parse({ ...valid, price: 19.5 }).price).toBe('19.5');
  });

  it.each([1, 2, 3, 4, 5, '3'])('accepts %j devices', (devices) => {
    expect(errorsWith({ devices })).toEqual({});
  });

  it('accepts both statuses', () => {
    expect(errorsWith({ status: 'Inactive' })).toEqual({});
  });
});

describe('plan helpers', () => {
  it('splits comma-separated features and drops empty ones', () => {
    expect(splitFeatures(' Live TV, Movies ,, Series ,')).toEqual(['Live TV', 'Movies', 'Series']);
  });

  it('starts a plan card on one device when offered, else on the first option', () => {
    const one = { id: 1, devices: 1, price: '9.99' };
    const two = { id: 2, devices: 2, price: '14.99' };
    const three = { id: 3, devices: 3, price: '19.99' };
    expect(defaultOption({ options: [two, one] })).toBe(one);
    expect(defaultOption({ options: [two, three] })).toBe(two);
    expect(defaultOption({ options: [] })).toBeUndefined();
  });
});
