// Preloaded (node --require) into the workers of the Preact unit run: every CommonJS require of
// react or react-dom, from Testing Library or html-react-parser, gets preact/compat. They are sent
// to Preact's ES module files (Node 20.19 requires ES modules), the same files the source imports
// reach through the Vite alias: one Preact for the runtime, its libraries and the test harness.
const Module = require('node:module');
const path = require('node:path');

const preact = path.dirname(require.resolve('preact/package.json'));
const redirects = {
  react: 'compat/dist/compat.mjs',
  'react-dom': 'compat/dist/compat.mjs',
  'react-dom/client': 'compat/client.mjs',
  'react-dom/server': 'compat/server.mjs',
  'react-dom/test-utils': 'test-utils/dist/testUtils.mjs',
  'react/jsx-runtime': 'compat/jsx-runtime.mjs',
  'react/jsx-dev-runtime': 'compat/jsx-dev-runtime.mjs',
};
const resolveFilename = Module._resolveFilename;
Module._resolveFilename = function (request, ...rest) {
  const redirected = Object.hasOwn(redirects, request) ? path.join(preact, redirects[request]) : request;
  return resolveFilename.call(this, redirected, ...rest);
};
