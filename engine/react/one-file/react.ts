import * as React from 'react';

// Bound once, as jsxRuntime.ts does for elements: each hook call is then a plain call rather than a
// property read on React's CommonJS namespace (`(0,t.useState)(...)`). A name the runtime imports
// and this list lacks fails the build.
export const {
  Component, Fragment, Suspense, createContext, createElement, lazy, memo, useCallback, useContext, useDeferredValue, useEffect, useId,
  useInsertionEffect, useLayoutEffect, useMemo, useReducer, useRef, useState, useSyncExternalStore,
} = React;
