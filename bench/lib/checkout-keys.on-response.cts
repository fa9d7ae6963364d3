// See checkout-keys.setup-request.cts.
module.exports = require('./checkout-keys.ts').onResponse;
