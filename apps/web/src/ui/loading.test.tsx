import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { useContractText } from '../features/terms-of-use/use-contract-text';
import { ContractMarkup } from '../features/terms-of-use/contract-markup';
import { Loading } from './loading';

describe('the loading state', () => {
  it('is a screen tall for a page, and as tall as its lines for a section, with the label read out either way', () => {
    const { unmount } = render(<Loading lines={2} label="Loading the report…" />);
    expect(screen.getByRole('status').className).toContain('min-h-screen');
    expect(screen.getByRole('status').textContent).toBe('Loading the report…');
    unmount();
    render(<Loading lines={2} of="section" />);
    expect(screen.getByRole('status').className).not.toContain('min-h-screen');
    expect(screen.getByRole('status').children).toHaveLength(3); // the label and two lines
  });

  it("keeps the contract's form where it is while the summary above it loads", () => {
    const loading = { isError: false, data: undefined } as ReturnType<typeof useContractText>;
    render(<ContractMarkup query={loading} />);
    expect(screen.getByRole('status').className).not.toContain('min-h-screen');
  });
});
