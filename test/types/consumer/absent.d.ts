// Stands for an optional peer that is not installed: it exports nothing, so a declaration that imports
// anything from one fails the check.
export {};
