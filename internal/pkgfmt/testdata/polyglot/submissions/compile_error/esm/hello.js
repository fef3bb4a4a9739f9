// Modules by package.json, and a ) missing: CE, checked as a module.
import { add } from "./sum.js";
console.log(add(40, 2);
