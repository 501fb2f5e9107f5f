import { describe, expect, it, vi } from 'vitest';
import { fireEvent } from '@testing-library/react';
import { DateField } from '#src/components/dates/DateField.tsx';
import { DateTimeField } from '#src/components/dates/DateTimeField.tsx';
import { parseTypedDate } from '#src/components/dates/parse-date.ts';
import { render, screen } from '../test-utils/render.tsx';

describe('date fields', () => {
  it('shows a date as dd/MM/yyyy', () => {
    render(<DateField label="Expiry" value="2025-10-21" onChange={() => undefined} />);
    expect(screen.getByLabelText('Expiry')).toHaveValue('21/10/2025');
  });

  it('reads a typed dd/MM/yyyy date', () => {
    const onChange = vi.fn();
    render(<DateField label="Expiry" defaultValue={null} onChange={onChange} />);
    const input = screen.getByLabelText('Expiry');
    fireEvent.change(input, { target: { value: '05/11/2025' } });
    expect(onChange).toHaveBeenLastCalledWith('2025-11-05');
  });

  it('refuses impossible or differently formatted dates', () => {
    expect(parseTypedDate('31/02/2025')).toBeNull();
    expect(parseTypedDate('2025-11-05')).toBeNull();
    expect(parseTypedDate(' 01/01/2026 ')).toBe('2026-01-01');
  });

  it('shows a date and time as dd/MM/yyyy HH:mm', () => {
    render(<DateTimeField label="Kick-off" value="2025-10-21 14:30:00" onChange={() => undefined} />);
    expect(screen.getByRole('button', { name: 'Kick-off' })).toHaveTextContent('21/10/2025 14:30');
  });
});
