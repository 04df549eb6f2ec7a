// @vitest-environment jsdom
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { options } from 'preact';
import { render, screen } from '@testing-library/react';

// Guards the Preact run itself: were the redirection lost, the components would quietly run on
// React 19 again, or on a mix of both renderers (which fails every hook).
it('runs on preact/compat, the renderer of the script-tag bundle, in source and in Testing Library', () => {
  // preact/compat's createRoot: its root has no React-only methods.
  const root = createRoot(document.createElement('div'));
  expect('_internalRoot' in root).toBe(false);
  const rendered: string[] = [];
  const previous = options.diffed;
  options.diffed = (vnode) => {
    if (typeof vnode.type === 'function') rendered.push(vnode.type.name);
    previous?.(vnode);
  };
  try {
    function Counter() {
      const [count] = useState(10);
      return <output>{count}</output>;
    }
    render(<Counter />);
    expect(screen.getByRole('status').textContent).toBe('10');
    // The Preact imported here drew what Testing Library rendered: one Preact for both.
    expect(rendered).toContain('Counter');
  } finally {
    options.diffed = previous;
  }
});
