// Preloaded (node --require) into the workers of the React 18 unit run: every CommonJS require of
// react or react-dom, from Testing Library, html-react-parser or React itself, gets React 18.3, the
// lowest React of the ES module's peer range (build/react18). Source files get it through the Vite alias.
const Module = require('node:module');
const path = require('node:path');

const react18 = path.resolve(__dirname, '../../build/react18/node_modules');
const resolveFilename = Module._resolveFilename;
Module._resolveFilename = function (request, ...rest) {
  const redirected = /^(react|react-dom)(\/|$)/.test(request) ? path.join(react18, request) : request;
  return resolveFilename.call(this, redirected, ...rest);
};
