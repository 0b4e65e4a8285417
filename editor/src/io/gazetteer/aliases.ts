/*
 * Names people write for a place that GeoNames files under another name. Keys and targets are place keys
 * (see `placeKey`); the gazetteer's tests check that every target names a city or a country of its data.
 */

/**
 * Other names of cities, each with the key of the name GeoNames gives the city: nicknames ("NYC"), former names
 * ("Bombay") and the local or English name where GeoNames has the other ("Geneva" for Genève, "Wien" for Vienna).
 * A lookup of an alias sees the cities of both names, the most populous first: "Geneva" is Genève, Switzerland,
 * and "Geneva, IL" still finds Geneva, Illinois.
 */
export const CITY_ALIASES: ReadonlyMap<string, string> = new Map([
  ["nyc", "new york city"],
  ["new york", "new york city"],
  ["la", "los angeles"],
  ["washington dc", "washington, dc"],
  ["ciudad de mexico", "mexico city"],
  ["kiev", "kyiv"],
  ["bombay", "mumbai"],
  ["calcutta", "kolkata"],
  ["madras", "chennai"],
  ["bangalore", "bengaluru"],
  ["peking", "beijing"],
  ["saigon", "ho chi minh city"],
  ["geneva", "geneve"],
  ["den haag", "the hague"],
  ["wien", "vienna"],
  ["munchen", "munich"],
  ["cologne", "koln"],
  ["roma", "rome"],
  ["milano", "milan"],
  ["napoli", "naples"],
  ["firenze", "florence"],
  ["venezia", "venice"],
  ["praha", "prague"],
  ["warszawa", "warsaw"],
  ["lisboa", "lisbon"],
  ["bruxelles", "brussels"],
  ["brussel", "brussels"],
  ["kobenhavn", "copenhagen"],
  ["athina", "athens"],
  ["moskva", "moscow"],
  ["quebec city", "quebec"],
]);

/**
 * Other names of countries, each with its ISO 3166-1 alpha-2 code. The English names themselves ("France",
 * "United States", "Côte d’Ivoire") come from `Intl.DisplayNames`; these are the older or shorter ones people
 * still write.
 */
export const COUNTRY_ALIASES: ReadonlyMap<string, string> = new Map([
  ["usa", "US"],
  ["united states of america", "US"],
  ["america", "US"],
  ["uk", "GB"],
  ["great britain", "GB"],
  ["britain", "GB"],
  ["turkey", "TR"],
  ["turkiye", "TR"],
  ["czech republic", "CZ"],
  ["holland", "NL"],
  ["the netherlands", "NL"],
  ["korea", "KR"],
  ["republic of korea", "KR"],
  ["burma", "MM"],
  ["myanmar", "MM"],
  ["hong kong", "HK"],
  ["macau", "MO"],
  ["macao", "MO"],
  ["ivory coast", "CI"],
  ["swaziland", "SZ"],
  ["macedonia", "MK"],
  ["cabo verde", "CV"],
  ["east timor", "TL"],
  ["palestine", "PS"],
  ["uae", "AE"],
  ["drc", "CD"],
  ["russian federation", "RU"],
  ["viet nam", "VN"],
]);
