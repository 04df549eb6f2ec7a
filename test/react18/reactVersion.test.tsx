// @vitest-environment jsdom
import { useState, version } from 'react';
import { version as domVersion } from 'react-dom';
import { render, screen } from '@testing-library/react';

// Guards the React 18 run itself: were the redirection lost, the components would quietly run on
// React 19 again, or on a mix of both (which fails every hook).
it('runs on React 18, the lowest of the ES module\'s peer range, in source and in Testing Library', () => {
  expect(version).toMatch(/^18\./);
  expect(domVersion).toMatch(/^18\./);
  function Counter() {
    const [count] = useState(18);
    return <output>{count}</output>;
  }
  render(<Counter />);
  expect(screen.getByRole('status').textContent).toBe('18');
});
