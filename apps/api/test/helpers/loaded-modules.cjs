// Preloaded into a built server by a test (NODE_OPTIONS=--require): when the process exits, writes
// the files it loaded through require (the packages left out of the bundle) to
// `$LOADED_MODULES_FILE.<pid>`.
const { writeFileSync } = require('node:fs');

process.on('exit', () => {
  writeFileSync(
    `${process.env.LOADED_MODULES_FILE}.${process.pid}`,
    JSON.stringify(Object.keys(require.cache)),
  );
});
