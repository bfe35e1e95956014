/**
 * The fortieth held-out generator family for grouping quality (issue #12): a video platform's
 * delivery as its repository keeps it: the transcoding ladder as a Bash script of ffmpeg commands,
 * the origin's nginx configuration with its RTMP ingest and an OpenResty Lua block, a DASH
 * manifest template (MPD, XML) and an HLS master playlist, the CDN's Fastly VCL, and the DRM key
 * server in Kotlin, reviewed by runs of which some write in Bengali, in its own script and digits
 * (`১০৮০p`), the code's names in Latin letters. None of these formats or that language appear
 * anywhere else in the tests.
 *
 * Written in the stop that read the thirty-eighth family, after the thirty-ninth was written and
 * before the thirty-ninth's errors were read, to take its place as a check; committed before
 * anything was run on it; tuned against once its errors were read, in the same stop, after the
 * forty-first family was written (bench/matching/history.ts). Self-contained: its own catalogue and its own model
 * of how reports vary, its numbers from the project's seeded generator (src/util/random.ts). What
 * it models that the other families do not:
 *  - manifests by the URL the CDN serves them at (`https://cdn.streamly.tv/vod/{asset}/manifest.mpd`),
 *    one habit a run;
 *  - the VCL as the service's generated VCL, which Fastly's boilerplate puts 46 lines further
 *    down, one habit a run;
 *  - places as the configuration's block path with `>` (`rtmp > server > application live`), a
 *    directive alone, an XPath into the manifest with its predicates
 *    (`/MPD/Period/AdaptationSet[@contentType='video']`), a VCL subroutine with or without `sub`,
 *    an ffmpeg option with its rendition, or a Kotlin member, one form a report;
 *  - titles ending with the standard they cite (`(RFC 8216 §4.3.4.2)`), one habit a run;
 *  - categories as plain words, CWE ids, the OWASP API Security Top 10's items or in Bengali;
 *  - twins: the manifest's video and audio adaptation sets, each without content protection; the
 *    origin's `/hls/` and `/dash/` locations, each serving segments without a token, ten lines
 *    apart; the 1080p and 720p renditions each encoded with `-preset ultrafast`, four lines apart;
 *    a remark on the location an issue is in.
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

const LADDER = "transcode/ladder.sh";
const ORIGIN = "origin/nginx.conf";
const MPD = "packager/templates/vod.mpd";
const M3U8 = "packager/templates/master.m3u8";
const VCL = "cdn/fastly/main.vcl";
const KEYS = "drm/keyserver/src/main/kotlin/tv/streamly/drm/KeyController.kt";

/** Where the CDN serves each template: a run reviewing what is served names the manifests so. */
const SERVED: Record<string, string> = {
  [MPD]: "https://cdn.streamly.tv/vod/{asset}/manifest.mpd",
  [M3U8]: "https://cdn.streamly.tv/vod/{asset}/master.m3u8",
};
/** How far down the service's generated VCL Fastly's boilerplate puts the repository's first line. */
const BOILERPLATE = 46;

type Agent = "security" | "reliability" | "performance";

interface VideoIssue extends CatalogueIssue<Agent> {
  /** The usual place, a second form, a third. */
  places: readonly [string, string, string];
  /** Plain, CWE, the OWASP API Security Top 10's item, Bengali. */
  categories: readonly [string, string, string, string];
  /** The standard a title may cite. */
  cites?: string;
  en: Wording;
  bn: Wording;
}

/** An adaptation set without content protection: its segments are served in the clear. */
function unprotected(id: string, kind: "video" | "audio", line: number, rate: number): VideoIssue {
  const kindBn = kind === "video" ? "ভিডিও" : "অডিও";
  return {
    id,
    agent: "security",
    severity: "HIGH",
    rate,
    file: MPD,
    line,
    places: [
      `/MPD/Period/AdaptationSet[@contentType='${kind}']`,
      `AdaptationSet[@mimeType='${kind}/mp4']`,
      `ContentProtection (${kind})`,
    ],
    categories: ["Missing encryption", "CWE-311", "API8:2023 Security Misconfiguration", "এনক্রিপশন নেই"],
    cites: "ISO/IEC 23009-1 §5.8.4.1",
    en: {
      titles: [
        `The ${kind} adaptation set has no ContentProtection`,
        `${kind === "video" ? "Video" : "Audio"} segments are served unencrypted`,
        `Premium ${kind} can be downloaded in the clear`,
      ],
      facts: [
        `The ${kind} AdaptationSet of vod.mpd declares no ContentProtection element (neither cenc:default_KID nor the Widevine pssh), so the packager writes its segments unencrypted for premium assets too, and anyone with the manifest URL can download the ${kind} and play it without a licence.`,
        `No ContentProtection is declared for the ${kind} adaptation set.`,
      ],
      fix: `Declare the CENC and Widevine ContentProtection elements in the ${kind} AdaptationSet and have the packager encrypt its segments with the asset's key.`,
    },
    bn: {
      titles: [
        `${kindBn} adaptation set-এ কোনো ContentProtection নেই`,
        `${kindBn} segment এনক্রিপশন ছাড়াই পাঠানো হচ্ছে`,
      ],
      facts: [
        `vod.mpd-এর ${kind} AdaptationSet কোনো ContentProtection ঘোষণা করে না, তাই প্রিমিয়াম asset-এর segment-ও এনক্রিপ্ট হয় না, এবং manifest URL জানা যে কেউ লাইসেন্স ছাড়াই ${kindBn} নামিয়ে চালাতে পারে।`,
      ],
      fix: `${kind} AdaptationSet-এ CENC ও Widevine ContentProtection ঘোষণা করুন।`,
    },
  };
}

/** A location of the origin serving segments with no token check: each location its own issue. */
function tokenless(id: string, location: string, line: number, rate: number): VideoIssue {
  return {
    id,
    agent: "security",
    severity: "HIGH",
    rate,
    file: ORIGIN,
    line,
    places: [`http > server > location ${location}`, `location ${location}`, "secure_link"],
    categories: [
      "Missing authorization",
      "CWE-862",
      "API1:2023 Broken Object Level Authorization",
      "অনুমোদন যাচাই নেই",
    ],
    en: {
      titles: [
        `location ${location} serves segments without a token`,
        `${location} has no secure_link check`,
        `Paid streams under ${location} can be hotlinked`,
      ],
      facts: [
        `location ${location} serves every asset's segments with no secure_link or access_by_lua check, so a URL copied from a subscriber's player works for anyone, for ever; the CDN caches it and the paid catalogue is hotlinked from other sites.`,
        `Nothing checks a token on ${location}.`,
      ],
      fix: `Add secure_link with secure_link_md5 over the expiry, the URI and the user, and return 403 when $secure_link is empty or 0.`,
    },
    bn: {
      titles: [`location ${location} টোকেন ছাড়াই segment দেয়`, `${location}-এ কোনো secure_link যাচাই নেই`],
      facts: [
        `location ${location} কোনো secure_link বা access_by_lua যাচাই ছাড়াই প্রতিটি asset-এর segment দেয়, তাই গ্রাহকের player থেকে কপি করা URL যে কারও জন্য চিরকাল কাজ করে।`,
      ],
      fix: `secure_link ও secure_link_md5 যোগ করুন এবং $secure_link খালি বা 0 হলে 403 ফেরত দিন।`,
    },
  };
}

/** A rendition encoded with the fastest preset: twice the bits for the same picture. */
function ultrafast(
  id: string,
  rendition: string,
  renditionBn: string,
  line: number,
  rate: number,
): VideoIssue {
  return {
    id,
    agent: "performance",
    severity: "MEDIUM",
    rate,
    file: LADDER,
    line,
    places: [`encode_${rendition}`, `ffmpeg -preset (${rendition})`, "-preset ultrafast"],
    categories: [
      "Inefficient encoding",
      "CWE-1176",
      "API4:2023 Unrestricted Resource Consumption",
      "অদক্ষ এনকোডিং",
    ],
    en: {
      titles: [
        `${rendition} rendition encoded with -preset ultrafast`,
        `The ${rendition} rung wastes bandwidth on the fastest preset`,
        `${rendition} bitrate is spent on a preset meant for live`,
      ],
      facts: [
        `encode_${rendition} runs ffmpeg -c:v libx264 -preset ultrafast -b:v at the ladder's bitrate for VOD, where there is no time limit; ultrafast turns off most of x264's tools, so at the same bitrate the ${rendition} picture is visibly worse, or needs about twice the bits (and CDN egress) for the same quality.`,
        `The ${rendition} encode uses the fastest preset for files encoded once.`,
      ],
      fix: "Use -preset slow (or veryslow for the catalogue) for VOD; keep ultrafast for the live ladder only.",
    },
    bn: {
      titles: [
        `${renditionBn} rendition -preset ultrafast দিয়ে এনকোড করা`,
        `${renditionBn} ধাপ দ্রুততম preset-এ bandwidth নষ্ট করে`,
      ],
      facts: [
        `encode_${rendition} VOD-এর জন্য ffmpeg -c:v libx264 -preset ultrafast চালায়, যেখানে সময়ের কোনো সীমা নেই; ultrafast x264-এর বেশিরভাগ টুল বন্ধ করে, তাই একই bitrate-এ ছবি খারাপ হয়, বা একই মানের জন্য প্রায় দ্বিগুণ bit লাগে।`,
      ],
      fix: "VOD-এর জন্য -preset slow ব্যবহার করুন।",
    },
  };
}

const ISSUES: VideoIssue[] = [
  unprotected("mpd-video-clear", "video", 14, 0.5),
  unprotected("mpd-audio-clear", "audio", 31, 0.4),
  tokenless("origin-hls-token", "/hls/", 38, 0.5),
  tokenless("origin-dash-token", "/dash/", 48, 0.4),
  {
    id: "rtmp-publish-open",
    agent: "security",
    severity: "CRITICAL",
    rate: 0.55,
    file: ORIGIN,
    line: 9,
    places: ["rtmp > server > application live", "application live", "on_publish"],
    categories: ["Missing authentication", "CWE-306", "API2:2023 Broken Authentication", "প্রমাণীকরণ নেই"],
    en: {
      titles: [
        "Anyone can publish to the live application",
        "RTMP ingest has no on_publish check",
        "application live accepts streams from any address",
      ],
      facts: [
        "The rtmp application live has allow publish all and no on_publish callback, so anyone who finds port 1935 can push a stream under any channel's key, replacing a live broadcast with their own video for every viewer.",
        "Publishing to the live application is not authenticated.",
      ],
      fix: "Add on_publish pointing at the stream-key check, and deny publish all except from the encoders' network.",
    },
    bn: {
      titles: ["যে কেউ live application-এ stream পাঠাতে পারে", "RTMP ingest-এ কোনো on_publish যাচাই নেই"],
      facts: [
        "rtmp application live-এ allow publish all আছে, কোনো on_publish callback নেই; ১৯৩৫ পোর্ট খুঁজে পাওয়া যে কেউ যেকোনো চ্যানেলের key দিয়ে stream পাঠিয়ে সম্প্রচার বদলে দিতে পারে।",
      ],
      fix: "stream-key যাচাইয়ের জন্য on_publish যোগ করুন এবং encoder-এর নেটওয়ার্ক ছাড়া publish নিষেধ করুন।",
    },
  },
  {
    id: "keyserver-no-entitlement",
    agent: "security",
    severity: "CRITICAL",
    rate: 0.5,
    file: KEYS,
    line: 57,
    places: ["KeyController.issueKey", "issueKey", "POST /license"],
    categories: [
      "Broken access control",
      "CWE-285",
      "API1:2023 Broken Object Level Authorization",
      "অনুমোদন যাচাই নেই",
    ],
    cites: "Widevine Modular DRM proxy guide",
    en: {
      titles: [
        "License endpoint issues keys without checking the entitlement",
        "issueKey trusts the asset id from the request",
        "Any logged-in user gets keys for every premium asset",
      ],
      facts: [
        "KeyController.issueKey reads assetId from the licence request and returns its content key once the session is valid, without asking the entitlement service whether the user bought or subscribed to that asset; a free account's player can request keys for the whole premium catalogue.",
        "The key server checks the session but not the asset.",
      ],
      fix: "Call entitlements.check(user, assetId) before building the licence and answer 403 when it fails.",
    },
    bn: {
      titles: ["লাইসেন্স endpoint অধিকার যাচাই না করেই key দেয়", "issueKey অনুরোধের asset id বিশ্বাস করে"],
      facts: [
        "KeyController.issueKey লাইসেন্স অনুরোধ থেকে assetId পড়ে, session বৈধ হলেই content key ফেরত দেয়, ব্যবহারকারী সেই asset কিনেছেন কি না entitlement সেবাকে জিজ্ঞাসা করে না।",
      ],
      fix: "লাইসেন্স তৈরির আগে entitlements.check(user, assetId) ডাকুন।",
    },
  },
  {
    id: "vcl-purge-open",
    agent: "security",
    severity: "HIGH",
    rate: 0.45,
    file: VCL,
    line: 22,
    places: ["vcl_recv", "sub vcl_recv", 'req.method == "PURGE"'],
    categories: [
      "Missing authorization",
      "CWE-862",
      "API5:2023 Broken Function Level Authorization",
      "অনুমোদন যাচাই নেই",
    ],
    en: {
      titles: [
        "PURGE requests accepted from anyone",
        "vcl_recv lets any client purge the cache",
        "Cache can be emptied by an anonymous PURGE",
      ],
      facts: [
        "vcl_recv turns every request with method PURGE into a purge with no check of the client (no ACL, no Fastly-Key), so anyone can purge manifests and segments at will, sending every viewer's requests to the origin at once.",
        "Purges are not restricted.",
      ],
      fix: 'Accept PURGE only from the purge ACL (if (req.method == "PURGE" && !client.ip ~ purgers) { error 403; }) or use the API\'s authenticated purge.',
    },
    bn: {
      titles: ["যে কেউ PURGE অনুরোধ পাঠাতে পারে", "vcl_recv যেকোনো client-কে cache মুছতে দেয়"],
      facts: [
        "vcl_recv PURGE method-এর প্রতিটি অনুরোধকে client যাচাই ছাড়াই purge করে, তাই যে কেউ manifest ও segment মুছে সব দর্শকের অনুরোধ একসাথে origin-এ পাঠাতে পারে।",
      ],
      fix: "শুধু purge ACL থেকে PURGE গ্রহণ করুন।",
    },
  },
  {
    id: "m3u8-target-duration",
    agent: "reliability",
    severity: "MEDIUM",
    rate: 0.45,
    file: M3U8,
    line: 3,
    places: ["#EXT-X-TARGETDURATION", "EXT-X-TARGETDURATION:4", "master.m3u8 header"],
    categories: ["Specification violation", "CWE-573", "Playlist conformance", "নির্দিষ্টকরণ লঙ্ঘন"],
    cites: "RFC 8216 §4.3.3.1",
    en: {
      titles: [
        "EXT-X-TARGETDURATION is shorter than the segments",
        "Target duration 4 with 6-second segments stalls players",
        "Playlist declares a target duration its segments exceed",
      ],
      facts: [
        "The template writes #EXT-X-TARGETDURATION:4 while ladder.sh cuts segments with -hls_time 6; a segment longer than the target duration breaks the specification, and Safari and ExoPlayer stop or refetch the playlist too early and stall.",
        "The declared target duration is below the real segment length.",
      ],
      fix: "Write the target duration from the packager (the longest segment, rounded up), or set it to 6 with -hls_time 6.",
    },
    bn: {
      titles: [
        "EXT-X-TARGETDURATION segment-এর চেয়ে ছোট",
        "৪ সেকেন্ড target duration আর ৬ সেকেন্ডের segment player থামিয়ে দেয়",
      ],
      facts: [
        "template #EXT-X-TARGETDURATION:4 লেখে অথচ ladder.sh -hls_time 6 দিয়ে segment কাটে; target duration-এর চেয়ে লম্বা segment নির্দিষ্টকরণ ভাঙে, এবং Safari ও ExoPlayer আটকে যায়।",
      ],
      fix: "packager থেকে target duration লিখুন, বা -hls_time 6-এর সাথে ৬ দিন।",
    },
  },
  {
    id: "ladder-keyframes",
    agent: "reliability",
    severity: "MEDIUM",
    rate: 0.5,
    file: LADDER,
    line: 12,
    places: ["encode_rendition", "ffmpeg -g", "-sc_threshold"],
    categories: ["Misaligned segments", "CWE-1339", "Keyframe alignment", "কীফ্রেম অসামঞ্জস্য"],
    en: {
      titles: [
        "Keyframes are not aligned across renditions",
        "No fixed GOP: scene cuts move keyframes per rendition",
        "ABR switches glitch because segments do not start on keyframes",
      ],
      facts: [
        "encode_rendition sets no -g, -keyint_min or -sc_threshold 0, so x264 puts keyframes at scene cuts, which differ between renditions; segments of 6 s then start at different frames in each rung and a player switching bitrate shows a glitch or stalls.",
        "The ladder's keyframes are not at fixed intervals.",
      ],
      fix: "Set -g and -keyint_min to the frame rate times the segment length and -sc_threshold 0 in every rendition.",
    },
    bn: {
      titles: ["rendition-গুলোর মধ্যে keyframe মেলে না", "নির্দিষ্ট GOP নেই: দৃশ্য বদলালে keyframe সরে যায়"],
      facts: [
        "encode_rendition কোনো -g, -keyint_min বা -sc_threshold 0 দেয় না, তাই প্রতিটি rendition-এ keyframe আলাদা জায়গায় পড়ে এবং bitrate বদলালে ছবি ভেঙে যায়।",
      ],
      fix: "প্রতিটি rendition-এ -g ও -keyint_min নির্দিষ্ট করুন এবং -sc_threshold 0 দিন।",
    },
  },
  {
    id: "keyserver-cache-timeout",
    agent: "reliability",
    severity: "HIGH",
    rate: 0.4,
    file: KEYS,
    line: 88,
    places: ["KeyController.fetchKey", "fetchKey", "kms.decrypt"],
    categories: ["Missing timeout", "CWE-1088", "API10:2023 Unsafe Consumption of APIs", "সময়সীমা নেই"],
    en: {
      titles: [
        "fetchKey calls the KMS with no timeout",
        "A slow KMS hangs every licence request",
        "Licence requests pile up when the KMS is slow",
      ],
      facts: [
        "KeyController.fetchKey calls kms.decrypt for every licence with the client's default (no timeout) and no cache of the asset's unwrapped key; when the KMS slows down, every request thread waits, the pool of 200 fills, and playback fails everywhere.",
        "The KMS call can wait for ever.",
      ],
      fix: "Set a 2-second timeout and cache unwrapped keys for a few minutes (Caffeine, keyed by asset).",
    },
    bn: {
      titles: ["fetchKey সময়সীমা ছাড়াই KMS ডাকে", "ধীর KMS প্রতিটি লাইসেন্স অনুরোধ আটকে দেয়"],
      facts: [
        "KeyController.fetchKey প্রতিটি লাইসেন্সের জন্য সময়সীমা ছাড়াই kms.decrypt ডাকে এবং key cache করে না; KMS ধীর হলে ২০০ থ্রেডের pool ভরে যায় এবং সব জায়গায় playback ব্যর্থ হয়।",
      ],
      fix: "২ সেকেন্ডের সময়সীমা দিন এবং key কয়েক মিনিট cache করুন।",
    },
  },
  ultrafast("ladder-1080-preset", "1080p", "১০৮০p", 21, 0.45),
  ultrafast("ladder-720-preset", "720p", "৭২০p", 25, 0.35),
  {
    id: "vcl-manifest-ttl",
    agent: "performance",
    severity: "MEDIUM",
    rate: 0.45,
    file: VCL,
    line: 41,
    places: ["vcl_fetch", "sub vcl_fetch", "beresp.ttl"],
    categories: ["Cache misconfiguration", "CWE-1021", "Origin offload", "ক্যাশ ভুল সেটিং"],
    en: {
      titles: [
        "VOD manifests are never cached at the edge",
        "beresp.ttl = 0s for every .mpd and .m3u8",
        "Every playback start goes to the origin for its manifest",
      ],
      facts: [
        "vcl_fetch sets beresp.ttl = 0s for any URL ending in .mpd or .m3u8, written for live; VOD manifests never change, yet each of the evening's 2 million playback starts fetches them from the origin, which runs at 90% CPU on manifests alone.",
        "Manifests are passed to the origin every time.",
      ],
      fix: "Set a TTL of a day for VOD manifests (their URLs are versioned) and keep 2 s for live ones only.",
    },
    bn: {
      titles: ["VOD manifest কখনো edge-এ cache হয় না", "প্রতিটি .mpd ও .m3u8-এর জন্য beresp.ttl = 0s"],
      facts: [
        "vcl_fetch .mpd বা .m3u8-এ শেষ হওয়া যেকোনো URL-এর জন্য beresp.ttl = 0s দেয়; VOD manifest কখনো বদলায় না, তবু সন্ধ্যার ২০ লক্ষ playback শুরু প্রতিবার origin থেকে manifest আনে।",
      ],
      fix: "VOD manifest-এর জন্য এক দিনের TTL দিন, live-এর জন্য ২ সেকেন্ড রাখুন।",
    },
  },
  {
    id: "origin-lua-blocking",
    agent: "performance",
    severity: "HIGH",
    rate: 0.4,
    file: ORIGIN,
    line: 62,
    places: ["http > server > location /api/ > access_by_lua_block", "access_by_lua_block", "io.popen"],
    categories: ["Blocking I/O", "CWE-400", "API4:2023 Unrestricted Resource Consumption", "ব্লকিং I/O"],
    en: {
      titles: [
        "access_by_lua_block shells out with io.popen on every request",
        "A blocking call inside the nginx worker's event loop",
        "Origin workers stall on the geo check",
      ],
      facts: [
        "The access_by_lua_block of location /api/ runs io.popen('geoiplookup ' .. ngx.var.remote_addr) for each request; io.popen blocks the whole nginx worker until the process exits, so one worker serves one request at a time and the origin falls over at a few hundred requests a second.",
        "The Lua block blocks the worker.",
      ],
      fix: "Use the lua-resty-maxminddb lookup (or the GeoIP2 module's variables) instead of a process.",
    },
    bn: {
      titles: ["access_by_lua_block প্রতিটি অনুরোধে io.popen চালায়", "nginx worker-এর event loop-এ ব্লকিং কল"],
      facts: [
        "location /api/-এর access_by_lua_block প্রতিটি অনুরোধে io.popen('geoiplookup ' .. ngx.var.remote_addr) চালায়; io.popen process শেষ না হওয়া পর্যন্ত পুরো worker আটকে রাখে।",
      ],
      fix: "process-এর বদলে lua-resty-maxminddb ব্যবহার করুন।",
    },
  },
];

/** Remarks a run makes on its own at one place: each place is its own issue. */
const REMARKS: (CatalogueRemark & { agent: Agent; en: string; bn: string })[] = [
  {
    id: "remark-hls-location-comment",
    agent: "security",
    file: ORIGIN,
    line: 36,
    place: "location /hls/",
    en: "Document what location /hls/ is for",
    bn: "location /hls/ কী কাজে লাগে তা লিখে রাখুন",
  },
  {
    id: "remark-ladder-shellcheck",
    agent: "performance",
    file: LADDER,
    line: 1,
    place: "ladder.sh",
    en: "Add set -euo pipefail to the ladder script",
    bn: "ladder স্ক্রিপ্টে set -euo pipefail যোগ করুন",
  },
  {
    id: "remark-key-controller-logging",
    agent: "reliability",
    file: KEYS,
    line: 30,
    place: "KeyController",
    en: "Use structured logging in KeyController",
    bn: "KeyController-এ structured logging ব্যবহার করুন",
  },
];

/** How a run writes, kept for the whole run. */
interface VideoStyle {
  bengali: boolean;
  /** Manifests by the URL the CDN serves them at. */
  served: boolean;
  /** The VCL as the service's generated VCL, its lines after Fastly's boilerplate. */
  generated: boolean;
  /** Places as the usual form, the second, or the third. */
  place: 0 | 1 | 2;
  /** Titles end with the standard they cite. */
  cites: boolean;
  lines: boolean;
}

const SEVERITY_BN: Record<Severity, string> = {
  CRITICAL: "সংকটপূর্ণ",
  HIGH: "উচ্চ",
  MEDIUM: "মাঝারি",
  LOW: "নিম্ন",
  INFO: "তথ্য",
};

function located(file: string, line: number, style: VideoStyle, random: Random, v: number) {
  const down = style.generated && file === VCL ? BOILERPLATE : 0;
  const at = lineDrawn(line + down, style.lines, random, v);
  const written =
    style.served && SERVED[file] !== undefined
      ? SERVED[file]!
      : random() < v * 0.12
        ? file.slice(file.lastIndexOf("/") + 1)
        : file;
  return { file: written, ...(at !== undefined && { line: at }) };
}

function reportOf(issue: VideoIssue, style: VideoStyle, random: Random, v: number): Finding {
  const severity = severityNudged(issue.severity, v * 0.25, random);
  const category = categoryDrawn(issue.categories, style.bengali, random, v);
  const words = style.bengali ? issue.bn : issue.en;
  let title = usually(words.titles, v * 0.6, random);
  if (style.cites && issue.cites !== undefined) title = `${title} (${issue.cites})`;
  const fact = usually(words.facts, v * 0.5, random);
  const place = formDrawn(issue.places, style.place, random, v);
  const said = style.bengali ? `তীব্রতা: ${SEVERITY_BN[severity]}।` : `Severity: ${severity.toLowerCase()}.`;
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

/** `runs` runs of the three agents over the video platform's delivery, with each finding's true issue. */
export function videoRuns(options: GeneratorOptions): Generated {
  return drawRuns<VideoIssue, (typeof REMARKS)[number], VideoStyle>(
    {
      name: "video",
      model: "video-generator",
      issues: ISSUES,
      remarks: REMARKS,
      remarkRate: 0.12,
      style: (random, v) => {
        const place = random();
        return {
          bengali: random() < 0.3,
          served: random() < 0.1 + v * 0.2,
          generated: random() < 0.2,
          place: usualForm(place, v),
          cites: random() < 0.25,
          lines: random() >= v * 0.2,
        };
      },
      report: reportOf,
      remark: (remark, style, random, v) => ({
        agent: remark.agent,
        category: style.bengali ? "রক্ষণাবেক্ষণযোগ্যতা" : "Maintainability",
        severity: "INFO",
        title: style.bengali ? remark.bn : remark.en,
        description: style.bengali
          ? `${remark.bn}। ছোট বিষয়, তবে যিনি রক্ষণাবেক্ষণ করেন তাঁর কাজে লাগবে।`
          : `${remark.en}. Minor, but it helps whoever maintains it.`,
        ...located(remark.file, remark.line, style, random, v),
        symbol: remark.place,
      }),
    },
    options,
  );
}
