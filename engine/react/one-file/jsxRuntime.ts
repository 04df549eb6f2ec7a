import * as runtime from 'react/jsx-runtime';

// Bound once, so that each element is a plain call rather than a property read on the runtime's
// CommonJS namespace (`(0,n.jsx)(...)`).
export const { Fragment, jsx, jsxs } = runtime;
