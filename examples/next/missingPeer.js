// Stands in for an optional peer dependency of the kit that is not installed (see next.config.ts): loading it
// fails, and the kit reports which package to install.
throw new Error("This optional peer dependency of Popcorn Kit is not installed");
