// The `pack:kit` task: packs the kit once into test/.packed for the checks that install it (pack/packed.ts).
import { packedDir, packKitOnce } from "./packed.js";

const packed = await packKitOnce();
console.log(`packed ${packed.map(({ filename }) => filename).join(", ")} into ${packedDir}`);
