import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/api-client';
import { FinancialContent } from './financial-content';

const texts = {
  noFinancialAccess: 'Ask an organiser with financial access.',
  loadFailed: 'The settings did not load.',
};
const query = (state: { data?: { plan: string }; error?: unknown }, refetch = vi.fn()) => ({
  data: state.data,
  isError: state.error !== undefined,
  error: state.error,
  refetch,
});
const show = (q: ReturnType<typeof query>) =>
  render(
    <FinancialContent query={q} texts={texts}>
      {(data) => <p>Plan: {data.plan}</p>}
    </FinancialContent>,
  );

describe("a financial page's content", () => {
  it('tells staff without financial access so when the server refuses, not that it failed', () => {
    show(query({ error: new ApiError(403, 'FORBIDDEN', 'Forbidden') }));
    expect(screen.getByText(texts.noFinancialAccess)).toBeTruthy();
    expect(screen.queryByText(texts.loadFailed)).toBeNull();
  });

  it("offers 'Try again' when it failed otherwise, and shows the content once loaded", () => {
    const refetch = vi.fn();
    const { unmount } = show(query({ error: new ApiError(500, 'INTERNAL', 'Boom') }, refetch));
    expect(screen.getByRole('alert').textContent).toContain(texts.loadFailed);
    fireEvent.click(screen.getByRole('button'));
    expect(refetch).toHaveBeenCalledOnce();
    unmount();

    const loading = show(query({}));
    expect(screen.getByRole('status')).toBeTruthy();
    loading.unmount();
    show(query({ data: { plan: 'Monthly' } }));
    expect(screen.getByText('Plan: Monthly')).toBeTruthy();
  });
});
