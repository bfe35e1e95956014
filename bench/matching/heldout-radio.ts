/**
 * The fifty-first held-out generator family for grouping quality (issue #12): a community radio
 * station's broadcast chain as its repository keeps it: a Liquidsoap script, the Icecast server's
 * XML configuration with its mount points, the playout schedule in YAML, a Ruby job that builds
 * the podcast feed and the web player in TypeScript, reviewed by runs of which some write in
 * Icelandic (þ, ð, æ; nouns that decline). None of these formats or that language appear anywhere
 * else in the tests.
 *
 * Written in the stop that reads the forty-eighth and forty-ninth families, before the fiftieth's
 * errors were read, to take its place as a check; committed before anything was run on it; tuned
 * against once its errors were read, in the same stop, once the fifty-second was written.
 * Self-contained: its own catalogue and its own model of how reports vary, its numbers from the
 * project's seeded generator (src/util/random.ts). What it models that the other families do not:
 *  - files given as a link to the repository's web view, the line in its anchor
 *    (`https://git.example.is/radio/chain/blob/main/liquidsoap/radio.liq#L42`), one habit a run;
 *  - places as an Icecast mount point, which reads like a path (`/live.mp3`), a Liquidsoap
 *    source or operator, a show's slot in the week (`Sun 22:00`, `sunday-2200`) or its index in
 *    the schedule, a Ruby method with its class (`PodcastFeed#item_xml`);
 *  - titles that quote the station's own name for a thing (`the night stream`) instead of its
 *    code name, one habit a run;
 *  - categories as plain words, CWE ids, the field's own terms (`Dead air`) or in Icelandic.
 *  - twins: two mount points with the default source password, twelve lines apart; two shows
 *    that overlap the next, adjacent entries of the schedule; a remark on the Liquidsoap script.
 * Do not edit the catalogue or the variation to suit the matcher: that would end its use.
 */
import type { Finding, Severity } from "../../src/findings/types.js";
import type { Random } from "../../src/util/random.js";
import {
  type CatalogueIssue,
  type CatalogueRemark,
  categoryDrawn,
  drawRuns,
  formDrawn,
  lineDrawn,
  severityNudged,
  usualForm,
  usually,
  type Wording,
} from "./draw.js";
import type { Generated, GeneratorOptions } from "./quality.js";

const SCRIPT = "liquidsoap/radio.liq";
const ICECAST = "icecast/icecast.xml";
const SCHEDULE = "playout/schedule.yaml";
const FEED = "podcast/lib/podcast_feed.rb";
const PLAYER = "web/src/player.ts";

/** The repository's web view, where a run links a file. */
const WEB_VIEW = "https://git.example.is/nordurljos/chain/blob/main/";

type Agent = "security" | "reliability" | "performance";

interface RadioIssue extends CatalogueIssue<Agent> {
  /** The usual place, a second form, a third. */
  places: readonly [string, string, string];
  /** Plain, CWE, the field's own term, Icelandic. */
  categories: readonly [string, string, string, string];
  /** What the station calls the thing at fault, for runs whose titles say so. */
  spoken?: string;
  en: Wording;
  is: Wording;
}

/** An Icecast mount point left with the default source password: each mount its own issue. */
function defaultPassword(id: string, mount: string, format: string, line: number, rate: number): RadioIssue {
  return {
    id,
    agent: "security",
    severity: "HIGH",
    rate,
    file: ICECAST,
    line,
    places: [mount, `<mount><mount-name>${mount}</mount-name>`, `mount ${mount}`],
    categories: ["Use of default credentials", "CWE-1392", "Stream hijack", "Sjálfgefin auðkenni"],
    spoken: `the ${format} stream`,
    en: {
      titles: [
        `Mount ${mount} keeps Icecast's default source password`,
        `${mount} accepts a source with the password hackme`,
        `Anyone can take over the ${format} stream`,
      ],
      facts: [
        `icecast.xml gives the mount ${mount} its own <password>hackme</password>, Icecast's default, and the server's source port is open to the internet for the remote presenters; anyone who tries the default can connect a source to ${mount} and replace the station's ${format} stream for every listener.`,
        `The mount ${mount} uses the default source password.`,
      ],
      fix: `Give ${mount} a long random source password from the secrets store, or drop the mount's own password so the server-wide one applies.`,
    },
    is: {
      titles: [
        `Tengipunkturinn ${mount} notar sjálfgefið lykilorð Icecast`,
        `${mount} tekur við uppsprettu með lykilorðinu hackme`,
      ],
      facts: [
        `icecast.xml gefur tengipunktinum ${mount} eigið <password>hackme</password>, sjálfgefið lykilorð Icecast, og uppsprettugáttin er opin á netinu fyrir fjarþáttastjórnendur; hver sem er getur tengt uppsprettu við ${mount} og skipt út ${format}-straumi stöðvarinnar.`,
      ],
      fix: `Gefðu ${mount} langt handahófskennt lykilorð úr leyndarmálageymslunni.`,
    },
  };
}

/** A show of the schedule that runs into the next: each show its own issue. */
function overlaps(
  id: string,
  index: number,
  show: string,
  slot: readonly [string, string],
  line: number,
  rate: number,
): RadioIssue {
  return {
    id,
    agent: "reliability",
    severity: "MEDIUM",
    rate,
    file: SCHEDULE,
    line,
    places: [slot[0], `shows[${index}]`, slot[1]],
    categories: ["Incorrect calculation", "CWE-682", "Schedule clash", "Röng útreikningur"],
    spoken: `${show}`,
    en: {
      titles: [
        `${show} (${slot[0]}) runs into the next show`,
        `shows[${index}] ends after the next show starts`,
        `Schedule clash at ${slot[0]}`,
      ],
      facts: [
        `schedule.yaml gives ${show} start ${slot[0]} and duration 75 minutes, but the next entry starts an hour after it; the playout takes the later start and cuts ${show} fifteen minutes early, mid-track, every week.`,
        `${show}'s slot overlaps the next one.`,
      ],
      fix: `Set ${show}'s duration to 60 minutes or move the next show, and let the schedule's loader reject overlaps.`,
    },
    is: {
      titles: [
        `${show} (${slot[0]}) skarast á við næsta þátt`,
        `shows[${index}] endar eftir að næsti þáttur byrjar`,
      ],
      facts: [
        `schedule.yaml gefur ${show} upphaf ${slot[0]} og lengd 75 mínútur, en næsti þáttur byrjar klukkustund síðar; spilunin klippir ${show} fimmtán mínútum of snemma í hverri viku.`,
      ],
      fix: `Stilltu lengd ${show} á 60 mínútur og láttu hleðsluna hafna skörun.`,
    },
  };
}

const ISSUES: RadioIssue[] = [
  defaultPassword("mount-mp3", "/live.mp3", "MP3", 41, 0.45),
  defaultPassword("mount-aac", "/live.aac", "AAC", 53, 0.35),
  overlaps("clash-jazz", 12, "Jazz Night", ["Sun 22:00", "sunday-2200"], 88, 0.4),
  overlaps("clash-metal", 13, "Metal Hour", ["Sun 23:00", "sunday-2300"], 95, 0.3),
  {
    id: "dead-air",
    agent: "reliability",
    severity: "HIGH",
    rate: 0.5,
    file: SCRIPT,
    line: 27,
    places: ["radio", "fallback(track_sensitive=false, [live, playlist])", "fallback"],
    categories: [
      "Improper handling of exceptional conditions",
      "CWE-755",
      "Dead air",
      "Röng meðhöndlun frávika",
    ],
    spoken: "the main chain",
    en: {
      titles: [
        "The fallback never leaves a silent live source",
        "radio = fallback([live, playlist]) without blank detection",
        "A presenter's muted mixer puts the station off air",
      ],
      facts: [
        "radio.liq builds radio as fallback(track_sensitive=false, [live, playlist]); a live source that is connected but silent (a muted mixer, a dropped line) is still available, so the fallback keeps it and the station broadcasts silence until someone notices.",
        "Silence on the live input is not detected.",
      ],
      fix: "Wrap live in blank.strip(max_blank=10.) so a silent input counts as unavailable, and end the chain with mksafe.",
    },
    is: {
      titles: [
        "Varaleiðin yfirgefur aldrei þögla beina útsendingu",
        "radio = fallback([live, playlist]) án þagnargreiningar",
      ],
      facts: [
        "radio.liq byggir radio sem fallback(track_sensitive=false, [live, playlist]); bein uppspretta sem er tengd en þögul telst tiltæk, svo stöðin sendir út þögn þar til einhver tekur eftir.",
      ],
      fix: "Settu live inn í blank.strip(max_blank=10.) og endaðu keðjuna á mksafe.",
    },
  },
  {
    id: "harbor-password",
    agent: "security",
    severity: "HIGH",
    rate: 0.45,
    file: SCRIPT,
    line: 12,
    places: ["live", 'input.harbor("live", port=8005, password="source")', "input.harbor"],
    categories: ["Use of hard-coded password", "CWE-798", "Hard-coded secret", "Harðkóðað lykilorð"],
    spoken: "the presenters' input",
    en: {
      titles: [
        "The harbor input's password is written in radio.liq",
        'input.harbor("live") uses password="source"',
        "Presenters' live input has a hard-coded password",
      ],
      facts: [
        'radio.liq opens the live input with input.harbor("live", port=8005, password="source"); the repository is public for the volunteers, so the password is known to anyone, and port 8005 is open for the remote presenters.',
        "The harbor password is hard-coded.",
      ],
      fix: 'Read the password from the environment (getenv("HARBOR_PASSWORD")) and rotate it, or give each presenter a user with auth=.',
    },
    is: {
      titles: [
        "Lykilorð harbor-inntaksins er skrifað í radio.liq",
        'input.harbor("live") notar password="source"',
      ],
      facts: [
        'radio.liq opnar beina inntakið með input.harbor("live", port=8005, password="source"); gagnasafnið er opið sjálfboðaliðum, svo lykilorðið er öllum kunnugt.',
      ],
      fix: 'Lestu lykilorðið úr umhverfinu (getenv("HARBOR_PASSWORD")).',
    },
  },
  {
    id: "normalize-each",
    agent: "performance",
    severity: "MEDIUM",
    rate: 0.35,
    file: SCRIPT,
    line: 19,
    places: ["playlists", "list.map(normalize, playlists)", "normalize"],
    categories: ["Inefficient algorithm", "CWE-407", "Encoder CPU", "Óskilvirkt reiknirit"],
    spoken: "the music rotation",
    en: {
      titles: [
        "normalize() runs on each of the 40 playlists",
        "list.map(normalize, playlists) normalises sources that are not playing",
        "The playout box spends most of its CPU on idle playlists",
      ],
      facts: [
        "radio.liq applies normalize to every playlist with list.map(normalize, playlists) before the rotation picks one; Liquidsoap runs each normalize on its source's stream even when it is not selected, and the 40 of them take 70% of the playout box's CPU, which makes the encoders stutter.",
        "Idle playlists are normalised.",
      ],
      fix: "Normalise once, after the rotation: normalize(rotate(playlists)).",
    },
    is: {
      titles: [
        "normalize() keyrir á hverjum af 40 spilunarlistum",
        "list.map(normalize, playlists) staðlar uppsprettur sem ekki spila",
      ],
      facts: [
        "radio.liq beitir normalize á hvern spilunarlista með list.map(normalize, playlists); Liquidsoap keyrir hvert normalize jafnvel þegar listinn er ekki valinn, og þeir 40 taka 70% af örgjörvanum.",
      ],
      fix: "Staðlaðu einu sinni, á eftir skiptingunni: normalize(rotate(playlists)).",
    },
  },
  {
    id: "queue-size",
    agent: "performance",
    severity: "MEDIUM",
    rate: 0.35,
    file: ICECAST,
    line: 9,
    places: ["limits.queue-size", "<queue-size>", "limits"],
    categories: ["Uncontrolled resource consumption", "CWE-400", "Server memory", "Óstýrð auðlindanotkun"],
    spoken: "the stream server",
    en: {
      titles: [
        "Icecast's queue-size of 50 MB per client exhausts memory",
        "<queue-size>52428800</queue-size> with 5,000 clients",
        "The stream server runs out of memory at peak",
      ],
      facts: [
        "icecast.xml sets <queue-size> to 52428800 in <limits>, so each slow listener may hold 50 MB of backlog; with <clients> at 5,000, a peak where listeners on mobile data fall behind took the server's 8 GB and the kernel killed Icecast during the election night broadcast.",
        "The per-client queue is too large.",
      ],
      fix: "Set queue-size to about 30 seconds of the highest bitrate (512000) and let slow clients be dropped.",
    },
    is: {
      titles: [
        "queue-size Icecast upp á 50 MB á hlustanda tæmir minnið",
        "<queue-size>52428800</queue-size> með 5.000 hlustendum",
      ],
      facts: [
        "icecast.xml stillir <queue-size> á 52428800 í <limits>, svo hver hægur hlustandi getur haldið 50 MB; á álagstíma tók það 8 GB minni þjónsins og kjarninn drap Icecast.",
      ],
      fix: "Stilltu queue-size á um 30 sekúndur af hæsta bitahraða (512000).",
    },
  },
  {
    id: "feed-unescaped",
    agent: "security",
    severity: "MEDIUM",
    rate: 0.45,
    file: FEED,
    line: 34,
    places: ["PodcastFeed#item_xml", "item_xml", "PodcastFeed"],
    categories: ["XML injection", "CWE-91", "Feed injection", "XML-innspýting"],
    spoken: "the podcast feed",
    en: {
      titles: [
        "item_xml puts show notes into the RSS without escaping",
        "PodcastFeed builds <description> by string interpolation",
        "A presenter's show notes can break or rewrite the podcast feed",
      ],
      facts: [
        "PodcastFeed#item_xml writes \"<description>#{episode.notes}</description>\" into the feed; notes come from the presenters' web form, so an ampersand breaks the feed for every podcast app, and a note with </description><enclosure url=… replaces the episode's audio for subscribers.",
        "Episode notes are not escaped in the feed.",
      ],
      fix: "Build the feed with Builder or Nokogiri::XML::Builder, which escape text, or wrap the notes in CGI.escapeHTML.",
    },
    is: {
      titles: [
        "item_xml setur þáttaskýringar inn í RSS án umritunar",
        "PodcastFeed byggir <description> með strengjainnskoti",
      ],
      facts: [
        'PodcastFeed#item_xml skrifar "<description>#{episode.notes}</description>" í strauminn; skýringarnar koma úr vefeyðublaði þáttastjórnenda, svo &-merki brýtur strauminn og skýring með </description><enclosure url=… skiptir út hljóði þáttarins.',
      ],
      fix: "Byggðu strauminn með Nokogiri::XML::Builder, sem umritar texta.",
    },
  },
  {
    id: "feed-n-plus-one",
    agent: "performance",
    severity: "LOW",
    rate: 0.35,
    file: FEED,
    line: 18,
    places: ["PodcastFeed#build", "build", "Episode.all.each"],
    categories: ["Inefficient query", "CWE-1073", "N+1 queries", "Óskilvirk fyrirspurn"],
    spoken: "the podcast feed",
    en: {
      titles: [
        "build loads each episode's show with its own query",
        "Episode.all.each { |e| e.show.title } is an N+1 query",
        "Rebuilding the podcast feed takes 40 seconds",
      ],
      facts: [
        "PodcastFeed#build iterates Episode.all and reads e.show.title and e.show.image_url for each; with 6,000 episodes that is 12,000 queries, and the nightly rebuild holds the database for 40 seconds while the web player's now-playing lookups time out.",
        "Shows are loaded per episode.",
      ],
      fix: "Use Episode.includes(:show).find_each, and only the last 300 episodes the feed shows.",
    },
    is: {
      titles: [
        "build sækir þátt hvers þáttahluta með eigin fyrirspurn",
        "Episode.all.each { |e| e.show.title } er N+1 fyrirspurn",
      ],
      facts: [
        "PodcastFeed#build fer í gegnum Episode.all og les e.show.title fyrir hvern; með 6.000 þáttum eru það 12.000 fyrirspurnir og endurbyggingin tekur 40 sekúndur.",
      ],
      fix: "Notaðu Episode.includes(:show).find_each.",
    },
  },
  {
    id: "player-innerhtml",
    agent: "security",
    severity: "HIGH",
    rate: 0.45,
    file: PLAYER,
    line: 52,
    places: ["renderNowPlaying", "nowPlaying.innerHTML", "player.renderNowPlaying"],
    categories: ["Cross-site scripting", "CWE-79", "Metadata injection", "Vefforskriftun milli vefsvæða"],
    spoken: "the web player",
    en: {
      titles: [
        "renderNowPlaying writes the stream's title into innerHTML",
        "Now-playing metadata is rendered as HTML",
        "A track title can run script in every listener's browser",
      ],
      facts: [
        "renderNowPlaying reads title from Icecast's status-json.xsl and sets nowPlaying.innerHTML = `${artist} – ${title}`; the title comes from whatever source is connected, a presenter's software or a hijacked mount, so a title with <img onerror=…> runs in the browser of every listener on the station's site.",
        "Stream metadata reaches innerHTML.",
      ],
      fix: "Set nowPlaying.textContent instead, and strip control characters from the metadata.",
    },
    is: {
      titles: [
        "renderNowPlaying skrifar titil straumsins í innerHTML",
        "Upplýsingar um lagið eru birtar sem HTML",
      ],
      facts: [
        "renderNowPlaying les title úr status-json.xsl frá Icecast og setur nowPlaying.innerHTML = `${artist} – ${title}`; titillinn kemur frá þeirri uppsprettu sem er tengd, svo titill með <img onerror=…> keyrir í vafra hvers hlustanda.",
      ],
      fix: "Notaðu nowPlaying.textContent í staðinn.",
    },
  },
];

/** Remarks a run makes on its own at one place: each place is its own issue. */
const REMARKS: (CatalogueRemark & { agent: Agent; en: string; is: string })[] = [
  {
    id: "remark-script-split",
    agent: "reliability",
    file: SCRIPT,
    line: 1,
    place: "radio.liq",
    en: "Split radio.liq into inputs, processing and outputs",
    is: "Skiptu radio.liq í inntök, vinnslu og úttök",
  },
  {
    id: "remark-feed-constants",
    agent: "performance",
    file: FEED,
    line: 5,
    place: "PodcastFeed",
    en: "Move PodcastFeed's URLs into configuration",
    is: "Færðu slóðir PodcastFeed í stillingar",
  },
  {
    id: "remark-player-types",
    agent: "security",
    file: PLAYER,
    line: 8,
    place: "NowPlaying",
    en: "Type the status JSON instead of using any in NowPlaying",
    is: "Gefðu stöðu-JSON tegund í stað any í NowPlaying",
  },
];

/** How a run writes, kept for the whole run. */
interface RadioStyle {
  icelandic: boolean;
  /** Files as a link to the repository's web view, the line in its anchor. */
  links: boolean;
  /** Titles name the thing as the station does, where it has such a name. */
  spoken: boolean;
  /** Places as the usual form, the second, or the third. */
  place: 0 | 1 | 2;
  /** Lines given at all. */
  lines: boolean;
}

const SEVERITY_IS: Record<Severity, string> = {
  CRITICAL: "alvarleg",
  HIGH: "mikil",
  MEDIUM: "miðlungs",
  LOW: "lítil",
  INFO: "til upplýsingar",
};

function located(file: string, line: number, style: RadioStyle, random: Random, v: number) {
  const at = lineDrawn(line, style.lines, random, v);
  if (style.links) {
    // The anchor is the line the run means; the line field is given only now and then beside it.
    const anchored = `${WEB_VIEW}${file}#L${at ?? line}`;
    return { file: anchored, ...(at !== undefined && random() < 0.5 && { line: at }) };
  }
  const named = random() < v * 0.15 ? file.slice(file.lastIndexOf("/") + 1) : file;
  return { file: named, ...(at !== undefined && { line: at }) };
}

function reportOf(issue: RadioIssue, style: RadioStyle, random: Random, v: number): Finding {
  const severity = severityNudged(issue.severity, v * 0.25, random);
  const category = categoryDrawn(issue.categories, style.icelandic, random, v);
  const words = style.icelandic ? issue.is : issue.en;
  const drawn = usually(words.titles, v * 0.6, random);
  const title =
    style.spoken && !style.icelandic && issue.spoken !== undefined && random() < 0.6
      ? `${issue.spoken[0]!.toUpperCase()}${issue.spoken.slice(1)}: ${drawn[0]!.toLowerCase()}${drawn.slice(1)}`
      : drawn;
  const fact = usually(words.facts, v * 0.5, random);
  const place = formDrawn(issue.places, style.place, random, v);
  const said = style.icelandic
    ? `Alvarleiki: ${SEVERITY_IS[severity]}.`
    : `Severity: ${severity.toLowerCase()}.`;
  return {
    agent: issue.agent,
    category,
    severity,
    title,
    description: `${fact} ${words.fix} ${said}`,
    ...located(issue.file, issue.line, style, random, v),
    ...(place !== undefined && { symbol: place }),
  };
}

/** `runs` runs of the three agents over the station's broadcast chain, with each finding's true issue. */
export function radioRuns(options: GeneratorOptions): Generated {
  return drawRuns<RadioIssue, (typeof REMARKS)[number], RadioStyle>(
    {
      name: "radio",
      model: "radio-generator",
      issues: ISSUES,
      remarks: REMARKS,
      remarkRate: 0.12,
      style: (random, v) => {
        const place = random();
        return {
          icelandic: random() < 0.3,
          links: random() < 0.1 + v * 0.2,
          spoken: random() < 0.3,
          place: usualForm(place, v),
          lines: random() < 0.85,
        };
      },
      report: reportOf,
      remark: (remark, style, random, v) => ({
        agent: remark.agent,
        category: style.icelandic ? "Viðhaldshæfni" : "Maintainability",
        severity: "INFO",
        title: style.icelandic ? remark.is : remark.en,
        description: style.icelandic
          ? `${remark.is}. Smávægilegt, en auðveldar viðhald.`
          : `${remark.en}. Minor, but it eases maintenance.`,
        ...located(remark.file, remark.line, style, random, v),
        symbol: remark.place,
      }),
    },
    options,
  );
}
