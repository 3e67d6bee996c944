import { tokenize } from "./lib/finance/normalise";
console.log(tokenize("McDonald's Corporation"), tokenize("McDonalds franchise"));
