/**
 * The thirty-third held-out generator family for grouping quality (issue #12): a city's web
 * mapping stack as configuration and queries: a MapServer mapfile, a GeoServer SLD style, a
 * Mapbox GL style document, an Overpass QL extract, a GDAL virtual dataset (VRT) and a PostGIS
 * view, reviewed by runs of which some write in Hebrew, right to left, with the code's names
 * left to right inside. None of these formats appear anywhere else in the tests, and no family
 * before it writes Hebrew.
 *
 * Written in the stop that read the thirty-first family, before the thirty-second's errors were
 * read, to take its place as a check; committed before anything was run on it; never tuned
 * against. Self-contained: its own catalogue and its own model of how reports vary, its numbers
 * from the project's seeded generator (src/util/random.ts). What it models that the other
 * families do not:
 *  - a place inside a document written as a path into it, one habit a run: an XPath into the SLD
 *    (`NamedLayer/UserStyle/FeatureTypeStyle/Rule[1]`), a JSON pointer into the style
 *    (`/layers/37`), a mapfile's `MAP/LAYER[parcels]`;
 *  - the repository's own name before every path (`citymaps/mapserver/city.map`), one habit a run;
 *  - lines written as a range from the start of the enclosing block (`"line": "88-97"` for a
 *    fault at 94), one habit a run, so the reader's line is the block's;
 *  - titles in lower case, or followed by a dash and their consequence, one habit a run;
 *    descriptions that open by naming the file, one habit a run;
 *  - categories as OGC and GIS terms, CWE ids, plain words or in Hebrew;
 *  - twins: two MapServer layers whose runtime substitution is not validated; two faults of one
 *    PostGIS view five lines apart; remarks a run makes on its own.
 * Do not edit the catalogue or the variation to suit the matcher: that would end its use.
 */
import type { Finding } from "../../src/findings/types.js";
import { choose, type Random } from "../../src/util/random.js";
import {
  type CatalogueIssue,
  type CatalogueRemark,
  drawRuns,
  severityNudged,
  usually,
  type Wording,
} from "./draw.js";
import type { Generated, GeneratorOptions } from "./quality.js";

const REPOSITORY = "citymaps";
const MAPFILE = "mapserver/city.map";
const SLD = "geoserver/styles/roads.sld";
const STYLE = "web/style/basemap.json";
const OVERPASS = "etl/overpass/amenities.overpassql";
const VRT = "etl/gdal/parcels.vrt";
const VIEW = "db/views/parcel_search.sql";

interface Words extends Wording {
  /** What follows a dash after the title, for runs that add it. */
  consequence: string;
}

interface MapsIssue extends CatalogueIssue {
  /** The first line of the block the fault is in (a LAYER, a rule, a statement). */
  start: number;
  /** Its usual name first. */
  places: readonly string[];
  /** The place as a path into the document. */
  pointer: string;
  /** OGC or GIS term, CWE, plain, Hebrew. */
  categories: readonly [string, string, string, string];
  en: Words;
  he: Words;
}

/** A mapfile layer whose runtime substitution takes any value: each layer is its own issue. */
function unvalidatedLayer(id: string, layer: string, start: number, rate: number): MapsIssue {
  return {
    id,
    agent: "security",
    severity: "HIGH",
    rate,
    file: MAPFILE,
    line: start + 6,
    start,
    places: [`LAYER "${layer}"`, layer, `DATA "geom from (select * from ${layer} where %filter%)"`],
    pointer: `MAP/LAYER[${layer}]`,
    categories: ["Runtime substitution", "CWE-89", "SQL injection", "הזרקת SQL"],
    en: {
      titles: [
        `The ${layer} layer substitutes %filter% without VALIDATION`,
        `SQL injection through the ${layer} layer's filter`,
        `${layer} passes request parameters into its DATA query`,
      ],
      facts: [
        `The ${layer} LAYER's DATA statement includes %filter%, which MapServer fills from the WMS request, and the layer has no VALIDATION block, so any request can append SQL to the PostGIS query.`,
        `A GetMap request controls part of the SQL the ${layer} layer runs.`,
      ],
      consequence: "anyone can read the database",
      fix: "Add a VALIDATION block with a strict pattern for filter, or drop the substitution.",
    },
    he: {
      titles: [`השכבה ${layer} מציבה את %filter% ללא VALIDATION`, `הזרקת SQL דרך המסנן של השכבה ${layer}`],
      facts: [
        `פקודת ה-DATA של השכבה ${layer} כוללת את %filter%, ש-MapServer ממלא מתוך בקשת ה-WMS, ולשכבה אין בלוק VALIDATION, ולכן כל בקשה יכולה להוסיף SQL לשאילתה.`,
      ],
      consequence: "כל אחד יכול לקרוא את מסד הנתונים",
      fix: "יש להוסיף בלוק VALIDATION עם תבנית מחמירה, או להסיר את ההצבה.",
    },
  };
}

const ISSUES: MapsIssue[] = [
  unvalidatedLayer("filter-parcels", "parcels", 88, 0.6),
  unvalidatedLayer("filter-addresses", "addresses", 131, 0.45),
  {
    id: "sld-like",
    agent: "performance",
    severity: "MEDIUM",
    rate: 0.5,
    file: SLD,
    line: 47,
    start: 41,
    places: ['<Rule name="Primary roads">', "Primary roads", "ogc:PropertyIsLike"],
    pointer: "NamedLayer/UserStyle/FeatureTypeStyle/Rule[1]",
    categories: ["Rendering cost", "CWE-1176", "Slow filter", "עלות רינדור"],
    en: {
      titles: [
        "Road rules filter with PropertyIsLike on every tile",
        "The Primary roads rule cannot use an index",
        "Wildcard filter in the road style scans the whole table",
      ],
      facts: [
        "The Primary roads rule selects features with ogc:PropertyIsLike on highway = 'primary*', which GeoServer cannot turn into an indexed equality, so every tile request scans the road table.",
        "A LIKE filter in the SLD forces a full scan per tile.",
      ],
      consequence: "tiles time out at low zoom",
      fix: "Use PropertyIsEqualTo on a classified column, or precompute the class in the view.",
    },
    he: {
      titles: ["כללי הכבישים מסננים עם PropertyIsLike בכל אריח"],
      facts: [
        "הכלל Primary roads בוחר ישויות עם ogc:PropertyIsLike, ש-GeoServer אינו יכול להפוך לשוויון מאונדקס, ולכן כל בקשת אריח סורקת את כל טבלת הכבישים.",
      ],
      consequence: "אריחים נכשלים בזום נמוך",
      fix: "יש להשתמש ב-PropertyIsEqualTo על עמודה מסווגת.",
    },
  },
  {
    id: "style-extrusion",
    agent: "performance",
    severity: "MEDIUM",
    rate: 0.45,
    file: STYLE,
    line: 618,
    start: 612,
    places: ["building-3d", "layers[id=building-3d]", "fill-extrusion-height"],
    pointer: "/layers/37",
    categories: ["Client rendering", "CWE-400", "GPU load", "עומס רינדור"],
    en: {
      titles: [
        "building-3d extrudes buildings at every zoom",
        "3D buildings have no minzoom",
        "fill-extrusion layer renders from zoom 0",
      ],
      facts: [
        "The building-3d layer is a fill-extrusion with no minzoom, so the browser extrudes every building in view even at city-wide zooms, and phones drop frames while panning.",
        "Extruded buildings are drawn at zooms where they are a few pixels wide.",
      ],
      consequence: "the map stutters on phones",
      fix: 'Set "minzoom": 15 on the layer and fade the height in with an interpolate expression.',
    },
    he: {
      titles: ["השכבה building-3d מבליטה בניינים בכל רמת זום", "לבניינים בתלת-ממד אין minzoom"],
      facts: [
        "השכבה building-3d היא fill-extrusion ללא minzoom, ולכן הדפדפן מבליט כל בניין גם בזום של כל העיר, והטלפונים מאבדים פריימים.",
      ],
      consequence: "המפה מגמגמת בטלפונים",
      fix: "יש להגדיר minzoom של 15 לשכבה.",
    },
  },
  {
    id: "style-http",
    agent: "security",
    severity: "LOW",
    rate: 0.4,
    file: STYLE,
    line: 5,
    start: 2,
    places: ["glyphs", "sprite", "http://tiles.citymaps.local/fonts/{fontstack}/{range}.pbf"],
    pointer: "/glyphs",
    categories: ["Transport security", "CWE-319", "Mixed content", "אבטחת תעבורה"],
    en: {
      titles: [
        "Glyphs and sprites are loaded over plain HTTP",
        "The style's glyphs URL uses http://",
        "Map fonts can be tampered with in transit",
      ],
      facts: [
        "The style's glyphs and sprite URLs use http://tiles.citymaps.local, so on an HTTPS page the browser blocks them as mixed content, and on HTTP anyone on the path can swap the fonts and icons.",
        "Two of the style's resources are fetched without TLS.",
      ],
      consequence: "labels disappear on the HTTPS site",
      fix: "Serve glyphs and sprites over https:// from the same origin as the tiles.",
    },
    he: {
      titles: ["גופנים וספרייטים נטענים ב-HTTP לא מוצפן"],
      facts: [
        "כתובות ה-glyphs וה-sprite של הסגנון משתמשות ב-http://, ולכן בדף HTTPS הדפדפן חוסם אותן כתוכן מעורב.",
      ],
      consequence: "התוויות נעלמות באתר ה-HTTPS",
      fix: "יש להגיש אותם ב-https://.",
    },
  },
  {
    id: "overpass-timeout",
    agent: "performance",
    severity: "MEDIUM",
    rate: 0.5,
    file: OVERPASS,
    line: 1,
    start: 1,
    places: ["[out:json]", "amenities", "nwr[amenity](area.country)"],
    pointer: "settings",
    categories: ["Query limits", "CWE-770", "Resource limits", "מגבלות משאבים"],
    en: {
      titles: [
        "The Overpass query sets no timeout or maxsize",
        "Country-wide amenity extract has no limits",
        "amenities query can run for the server's maximum time",
      ],
      facts: [
        "The query opens with [out:json] only, without [timeout:] or [maxsize:], and selects nwr[amenity] over the whole country area, so the server applies its defaults and the nightly job fails with a runtime error once the data grows.",
        "No [timeout:] or [maxsize:] setting on a country-wide query.",
      ],
      consequence: "the nightly extract fails",
      fix: "Add [timeout:900][maxsize:1073741824] and split the extract by district.",
    },
    he: {
      titles: ["שאילתת ה-Overpass אינה מגדירה timeout או maxsize"],
      facts: [
        "השאילתה מתחילה רק ב-[out:json], ללא [timeout:] או [maxsize:], ובוחרת nwr[amenity] על פני כל המדינה, ולכן העבודה הלילית נכשלת כשהנתונים גדלים.",
      ],
      consequence: "החילוץ הלילי נכשל",
      fix: "יש להוסיף [timeout:900] ו-[maxsize:] ולפצל לפי מחוז.",
    },
  },
  {
    id: "vrt-password",
    agent: "security",
    severity: "HIGH",
    rate: 0.55,
    file: VRT,
    line: 4,
    start: 2,
    places: [
      '<OGRVRTLayer name="parcels">',
      "SrcDataSource",
      "PG:host=db.citymaps.local user=etl password=…",
    ],
    pointer: "OGRVRTDataSource/OGRVRTLayer/SrcDataSource",
    categories: ["Credential exposure", "CWE-798", "Hard-coded password", "סיסמה מקודדת"],
    en: {
      titles: [
        "Database password in the VRT's SrcDataSource",
        "parcels.vrt hard-codes the ETL user's password",
        "Credentials committed in a GDAL connection string",
      ],
      facts: [
        "SrcDataSource holds PG:host=db.citymaps.local user=etl password=… in clear text, and the VRT is committed and published with the open-data bundle.",
        "The PostGIS password is in the repository.",
      ],
      consequence: "the ETL account is public",
      fix: "Use a PG service file or PGPASSWORD from the job's secrets, and rotate the password.",
    },
    he: {
      titles: ["סיסמת מסד הנתונים מופיעה ב-SrcDataSource של קובץ ה-VRT"],
      facts: [
        "השדה SrcDataSource מכיל את מחרוזת החיבור עם password בטקסט גלוי, והקובץ נשמר במאגר ומתפרסם עם חבילת הנתונים הפתוחים.",
      ],
      consequence: "חשבון ה-ETL חשוף",
      fix: "יש להשתמש בקובץ שירות של PG ולהחליף את הסיסמה.",
    },
  },
  {
    id: "view-distance",
    agent: "performance",
    severity: "MEDIUM",
    rate: 0.55,
    file: VIEW,
    line: 14,
    start: 6,
    places: ["parcel_search", "ST_Distance", "CREATE VIEW parcel_search"],
    pointer: "parcel_search.where",
    categories: ["Spatial index", "CWE-1176", "Slow query", "אינדקס מרחבי"],
    en: {
      titles: [
        "parcel_search filters with ST_Distance instead of ST_DWithin",
        "The search view cannot use the GiST index",
        "Radius search computes the distance to every parcel",
      ],
      facts: [
        "The WHERE clause of parcel_search is ST_Distance(p.geom, q.geom) < 50, which no index can answer, so each search computes the distance to all 400,000 parcels.",
        "A distance comparison in WHERE bypasses the spatial index.",
      ],
      consequence: "searches take seconds",
      fix: "Use ST_DWithin(p.geom, q.geom, 50), which the GiST index serves.",
    },
    he: {
      titles: ["parcel_search מסנן עם ST_Distance במקום ST_DWithin"],
      facts: [
        "תנאי ה-WHERE של parcel_search הוא ST_Distance קטן מ-50, שאף אינדקס אינו יכול לענות עליו, ולכן כל חיפוש מחשב מרחק לכל החלקות.",
      ],
      consequence: "חיפושים נמשכים שניות",
      fix: "יש להשתמש ב-ST_DWithin.",
    },
  },
  {
    id: "view-srid",
    agent: "architecture",
    severity: "MEDIUM",
    rate: 0.4,
    file: VIEW,
    line: 19,
    start: 6,
    places: ["parcel_search", "ST_Buffer(geom, 50)", "ST_Transform"],
    pointer: "parcel_search.select",
    categories: ["Coordinate reference", "CWE-1339", "Unit mismatch", "מערכת קואורדינטות"],
    en: {
      titles: [
        "Buffer of 50 is in degrees, not metres",
        "parcel_search buffers geometries in EPSG:4326",
        "Search radius is wrong by a factor of a hundred thousand",
      ],
      facts: [
        "parcel_search computes ST_Buffer(geom, 50) on geometries stored in EPSG:4326, so the buffer is 50 degrees wide rather than 50 metres, and the view returns half the country.",
        "The buffer distance is in the units of a geographic SRID.",
      ],
      consequence: "results cover the whole region",
      fix: "Transform to the city's metric SRID (ST_Transform(geom, 2039)) or cast to geography first.",
    },
    he: {
      titles: ["חציצה של 50 היא במעלות ולא במטרים", "parcel_search מחשב חציצה ב-EPSG:4326"],
      facts: [
        "parcel_search מחשב ST_Buffer(geom, 50) על גיאומטריות ב-EPSG:4326, ולכן החציצה ברוחב 50 מעלות ולא 50 מטר.",
      ],
      consequence: "התוצאות מכסות את כל האזור",
      fix: "יש להמיר ל-SRID מטרי עם ST_Transform.",
    },
  },
];

/** Remarks a run makes on its own at one place: each place is its own issue. */
const REMARKS: (CatalogueRemark & { en: string; he: string })[] = [
  {
    id: "remark-view-comment",
    file: VIEW,
    line: 2,
    place: "parcel_search",
    en: "Document the view's SRID in a comment",
    he: "כדאי לתעד בהערה את ה-SRID של התצוגה",
  },
  {
    id: "remark-layer-names",
    file: MAPFILE,
    line: 60,
    place: 'LAYER "roads"',
    en: "Layer names mix singular and plural",
    he: "שמות השכבות מערבבים יחיד ורבים",
  },
  {
    id: "remark-style-metadata",
    file: STYLE,
    line: 3,
    place: "metadata",
    en: "Add a name and attribution to the style's metadata",
    he: "כדאי להוסיף שם וייחוס למטא-דאטה של הסגנון",
  },
];

/** How a run writes, kept for the whole run. */
interface MapsStyle {
  hebrew: boolean;
  /** Places as paths into their documents. */
  pointers: boolean;
  /** Paths led by the repository's name. */
  repository: boolean;
  /** Lines as a range from the block's start. */
  ranges: boolean;
  titles: "plain" | "lower" | "dash";
  /** Descriptions that open by naming the file. */
  fileFirst: boolean;
}

function pathWritten(file: string, style: MapsStyle, random: Random, v: number): string {
  if (random() < v * 0.1) return file.slice(file.lastIndexOf("/") + 1);
  return style.repository ? `${REPOSITORY}/${file}` : file;
}

function titled(title: string, consequence: string, style: MapsStyle): string {
  if (style.titles === "lower") return title.toLowerCase();
  if (style.titles === "dash") return `${title} — ${consequence}`;
  return title;
}

function reportOf(issue: MapsIssue, style: MapsStyle, random: Random, v: number): Finding {
  const severity = severityNudged(issue.severity, v * 0.2, random);
  const roll = random();
  const category =
    style.hebrew && roll < 0.4
      ? issue.categories[3]
      : issue.categories[roll < 1 - v * 0.85 ? 0 : roll < 1 - v * 0.45 ? 1 : 2];
  const words = style.hebrew ? issue.he : issue.en;
  const title = usually(words.titles, v * 0.7, random);
  const fact = usually(words.facts, v * 0.6, random);
  let place: string | undefined;
  if (random() >= v * 0.1)
    place = style.pointers
      ? issue.pointer
      : random() < 1 - v * 0.5
        ? issue.places[0]!
        : choose(random, issue.places);
  let line: number | string | undefined;
  if (random() >= v * 0.12) {
    const at = issue.line + (random() < v * 0.3 ? Math.round((random() * 2 - 1) * (v > 0.5 ? 5 : 2)) : 0);
    line = style.ranges ? `${issue.start}-${Math.max(issue.start, at) + 3}` : Math.max(1, at);
  }
  const name = issue.file.slice(issue.file.lastIndexOf("/") + 1);
  const opening = style.fileFirst ? (style.hebrew ? `בקובץ ${name}: ` : `In ${name}: `) : "";
  return {
    agent: issue.agent,
    category,
    severity,
    title: titled(title, words.consequence, style),
    description: `${opening}${fact} ${words.fix}`,
    file: pathWritten(issue.file, style, random, v),
    ...(place !== undefined && { symbol: place }),
    // A range is written as text, as the runs write it; the product's reader reads it.
    ...(line !== undefined && { line: line as number }),
  };
}

/** `runs` runs of the three agents over the city's mapping stack, with each finding's true issue. */
export function mapsRuns(options: GeneratorOptions): Generated {
  return drawRuns<MapsIssue, (typeof REMARKS)[number], MapsStyle>(
    {
      name: "maps",
      model: "maps-generator",
      issues: ISSUES,
      remarks: REMARKS,
      remarkRate: 0.12,
      style: (random, v) => {
        const titles = random();
        return {
          hebrew: random() < 0.3,
          pointers: random() < v * 0.3,
          repository: random() < v * 0.4,
          ranges: random() < v * 0.35,
          titles: titles < v * 0.3 ? "lower" : titles < v * 0.3 + 0.2 ? "dash" : "plain",
          fileFirst: random() < 0.3,
        };
      },
      report: reportOf,
      remark: (remark, style, random, v) => ({
        agent: "architecture",
        category: style.hebrew ? "תחזוקה" : "Maintainability",
        severity: "INFO",
        title: style.hebrew ? remark.he : titled(remark.en, "minor", style),
        description: style.hebrew
          ? `${remark.he}. עניין קטן שמקל על התחזוקה.`
          : `${remark.en}. Minor, but it helps whoever maintains it.`,
        file: pathWritten(remark.file, style, random, v),
        symbol: remark.place,
        ...(style.ranges
          ? { line: `${remark.line}-${remark.line + 2}` as unknown as number }
          : { line: remark.line }),
      }),
    },
    options,
  );
}
