import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";

// Without vitest globals, @testing-library/react cannot register its own cleanup: unmount after every test.
afterEach(cleanup);
