const sum = require("./sum.js");
console.log(sum.of(require("fs").readFileSync(0, "utf8")));
