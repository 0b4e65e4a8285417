import { COUNTRY_ALIASES } from "./aliases.js";
import { placeKey } from "./placeKey.js";
import { REGIONS } from "./regions.js";

/** What one part of a hint (the text after a city's comma: "Texas", "FR", "Canada", "ZH") may name. */
export interface PlaceHint {
  /** Countries it names, by ISO 3166-1 alpha-2 code: "FR" for "fr" or "France", "GB" for "UK". */
  readonly countries: ReadonlySet<string>;
  /** Regions it names, as `COUNTRY.ADMIN1` ("US.TX" for "Texas" or "TX", "CA.08" for "ON"). */
  readonly regions: ReadonlySet<string>;
  /** The part as a raw admin1 code ("ZH", "ENG", "08"), which may match a city of any country. */
  readonly admin: string;
}

/** Whether a hint names a country or a region the gazetteer knows, so that a city it rules out is not the one meant. */
export function isKnownPlace(hint: PlaceHint): boolean {
  return hint.countries.size > 0 || hint.regions.size > 0;
}

/**
 * A reader of hints for the given country codes: each country is named by its code, its English names from
 * `Intl.DisplayNames` ("United States", "US"), and the aliases people write ("USA"); regions by `REGIONS`. The
 * tables are built once; a read is two map lookups on the part's key.
 */
export function createHintReader(countryCodes: Iterable<string>): (part: string) => PlaceHint {
  const countries = new Map<string, Set<string>>();
  const name = (key: string, code: string) => {
    const codes = countries.get(key) ?? new Set<string>();
    countries.set(key, codes.add(code));
  };
  const displays = englishDisplays();
  for (const code of countryCodes) {
    name(code.toLowerCase(), code);
    for (const english of englishNames(displays, code)) name(placeKey(english), code);
  }
  for (const [alias, code] of COUNTRY_ALIASES) name(alias, code);

  const regions = new Map<string, Set<string>>();
  for (const [country, admin, ...names] of REGIONS) {
    // A state of the United States is named by its postal code too, which is GeoNames' admin1 code.
    const keys = country === "US" ? [admin.toLowerCase(), ...names] : names;
    for (const key of keys) {
      const found = regions.get(key) ?? new Set<string>();
      regions.set(key, found.add(`${country}.${admin}`));
    }
  }

  const none: ReadonlySet<string> = new Set();
  return (part) => ({
    countries: countries.get(part) ?? none,
    regions: regions.get(part) ?? none,
    admin: part.toUpperCase(),
  });
}

/** Region names in English, long and short; none where the runtime has no `Intl.DisplayNames`. */
function englishDisplays(): Intl.DisplayNames[] {
  try {
    return [
      new Intl.DisplayNames(["en"], { type: "region" }),
      new Intl.DisplayNames(["en"], { type: "region", style: "short" }),
    ];
  } catch {
    // A runtime without region names still reads the codes and the aliases.
    return [];
  }
}

/** The country's English names ("United Kingdom", "UK"). */
function englishNames(displays: readonly Intl.DisplayNames[], code: string): string[] {
  const names: string[] = [];
  for (const display of displays) {
    try {
      const english = display.of(code);
      if (english !== undefined && english !== code) names.push(english);
    } catch {
      // A code the runtime does not know is named by the code alone.
    }
  }
  return names;
}
