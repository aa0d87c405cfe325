// Preloaded (`node --require`) into a bench's server processes: counts the TCP connections this
// process opens, and writes the count to COUNT_CONNECTS_FILE after each one, so that the bench
// reads the connections one process opened to the api, not every connect on the machine.
const { writeFileSync } = require('node:fs');
const net = require('node:net');

const file = process.env.COUNT_CONNECTS_FILE;
if (file) {
  let opened = 0;
  writeFileSync(file, '0');
  const connect = net.Socket.prototype.connect;
  net.Socket.prototype.connect = function countedConnect(...args) {
    opened += 1;
    writeFileSync(file, String(opened));
    return connect.apply(this, args);
  };
}
