// autocannon's load thread require()s a file exporting a bare function: this one hands it the
// typed code of checkout-keys.ts (tsx compiles both in the worker as in the main thread).
module.exports = require('./checkout-keys.ts').setupRequest;
