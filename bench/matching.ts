import { clusterRuns } from "../src/cluster/cluster.js";
import { groupWithJudge } from "../src/consolidate/judge.js";
import type { Run } from "../src/findings/types.js";
import { LlmClient, openaiClient } from "../src/llm/client.js";
import { startSimulator } from "../src/simulator/server.js";
import { exampleScenario, perturbedRuns, twinScenario } from "../test/helpers/perturbed.js";
import { developmentRuns } from "./matching/development.js";
import { heldOutRuns } from "./matching/heldout.js";
import { clinicRuns } from "./matching/heldout-clinic.js";
import { fleetRuns } from "./matching/heldout-fleet.js";
import { genomicsRuns } from "./matching/heldout-genomics.js";
import { lendingRuns } from "./matching/heldout-lending.js";
import { paymentsRuns } from "./matching/heldout-payments.js";
import { REAL_REPORTS_AVAILABLE, realReportRuns } from "./matching/real-reports.js";
import { utilityRuns } from "./matching/heldout-utility.js";
import { warehouseRuns } from "./matching/heldout-warehouse.js";
import { crewRuns } from "./matching/heldout-crew.js";
import { platformRuns } from "./matching/heldout-platform.js";
import { reviewRuns } from "./matching/heldout-review.js";
import { claimsRuns } from "./matching/heldout-claims.js";
import { observatoryRuns } from "./matching/heldout-observatory.js";
import { storefrontRuns } from "./matching/heldout-storefront.js";
import { erpRuns } from "./matching/heldout-erp.js";
import { analyticsRuns } from "./matching/heldout-analytics.js";
import { arenaRuns } from "./matching/heldout-arena.js";
import { firmwareRuns } from "./matching/heldout-firmware.js";
import { plantRuns } from "./matching/heldout-plant.js";
import { mobileRuns } from "./matching/heldout-mobile.js";
import { hospitalRuns } from "./matching/heldout-hospital.js";
import { hpcRuns } from "./matching/heldout-hpc.js";
import { networkRuns } from "./matching/heldout-network.js";
import { workbookRuns } from "./matching/heldout-workbook.js";
import { brakeRuns } from "./matching/heldout-brake.js";
import { robotRuns } from "./matching/heldout-robot.js";
import { middlewareRuns } from "./matching/heldout-middleware.js";
import { labRuns } from "./matching/heldout-lab.js";
import { telephonyRuns } from "./matching/heldout-telephony.js";
import { asRead } from "./matching/read.js";
import { tradingRuns } from "./matching/heldout-trading.js";
import { satelliteRuns } from "./matching/heldout-satellite.js";
import { studioRuns } from "./matching/heldout-studio.js";
import { mapsRuns } from "./matching/heldout-maps.js";
import { searchRuns } from "./matching/heldout-search.js";
import { mailRuns } from "./matching/heldout-mail.js";
import { fpgaRuns } from "./matching/heldout-fpga.js";
import { extensionRuns } from "./matching/heldout-extension.js";
import { smarthomeRuns } from "./matching/heldout-smarthome.js";
import { streamingRuns } from "./matching/heldout-streaming.js";
import { videoRuns } from "./matching/heldout-video.js";
import { learningRuns } from "./matching/heldout-learning.js";
import { migrationsRuns } from "./matching/heldout-migrations.js";
import { identityRuns } from "./matching/heldout-identity.js";
import { assistantRuns } from "./matching/heldout-assistant.js";
import { thesisRuns } from "./matching/heldout-thesis.js";
import { libraryRuns } from "./matching/heldout-library.js";
import { printFarmRuns } from "./matching/heldout-printfarm.js";
import { blockGameRuns } from "./matching/heldout-blockgame.js";
import { transitRuns } from "./matching/heldout-transit.js";
import { sprayerRuns } from "./matching/heldout-sprayer.js";
import { radioRuns } from "./matching/heldout-radio.js";
import { cinemaRuns } from "./matching/heldout-cinema.js";
import { museumRuns } from "./matching/heldout-museum.js";
import { alertsRuns } from "./matching/heldout-alerts.js";
import { ferryRuns } from "./matching/heldout-ferry.js";
import { weatherRuns } from "./matching/heldout-weather.js";
import { dairyRuns } from "./matching/heldout-dairy.js";
import { lockersRuns } from "./matching/heldout-lockers.js";
import { coffeeRuns } from "./matching/heldout-coffee.js";
import { skiliftRuns } from "./matching/heldout-skilift.js";
import { wineryRuns } from "./matching/heldout-winery.js";
import { detectionsRuns } from "./matching/heldout-detections.js";
import { bikeshareRuns } from "./matching/heldout-bikeshare.js";
import { bloodbankRuns } from "./matching/heldout-bloodbank.js";
import { courtRuns } from "./matching/heldout-court.js";
import { newsroomRuns } from "./matching/heldout-newsroom.js";
import { auctionRuns } from "./matching/heldout-auction.js";
import { herdvetRuns } from "./matching/heldout-herdvet.js";
import { kioskRuns } from "./matching/heldout-kiosk.js";
import { iwiRuns } from "./matching/heldout-iwi.js";
import { wildfireRuns } from "./matching/heldout-wildfire.js";
import { herbariumRuns } from "./matching/heldout-herbarium.js";
import { deminingRuns } from "./matching/heldout-demining.js";
import { teaEstateRuns } from "./matching/heldout-teaestate.js";
import { trekkingRuns } from "./matching/heldout-trekking.js";
import { alpacaRuns } from "./matching/heldout-alpaca.js";
import { vanillaRuns } from "./matching/heldout-vanilla.js";
import { windfarmRuns } from "./matching/heldout-windfarm.js";
import {
  assignmentOf,
  type Generated,
  type GeneratorOptions,
  type GroupingQuality,
  groupingQuality,
  identities,
  oneSplitShift,
} from "./matching/quality.js";
import { type BenchRow, type BenchSection, median } from "./report.js";
import { CHANGES, FAMILY_NOTES } from "./matching/history.js";

export interface Family {
  name: string;
  /** How it relates to the matcher: what it was tuned on, or not. */
  note: string;
  levels: { variation: GeneratorOptions["variation"]; make: (seed: number, runs: number) => Generated }[];
}

/**
 * Ten codebases' worth of runs per cell: the worst of three hid the bad draws. The table shows
 * seeds 1 to 10; a change to the grouping is decided over seeds 1 to 20, as the code was tuned
 * on the first ten (the bench text, *Names in code read without a judge too*; `npm run choose`,
 * grouping-choice.ts), and `MATCHING_FIRST_SEED=11 npm run bench -- matching` prints the other
 * ten (never written to BENCHMARKS.md: bench/index.ts refuses `--write` with it).
 */
export const FIRST_SEED = firstSeed(process.env.MATCHING_FIRST_SEED);
const SEEDS = Array.from({ length: 10 }, (_, i) => FIRST_SEED + i);

function firstSeed(raw: string | undefined): number {
  if (raw === undefined || raw === "") return 1;
  const seed = Number(raw);
  if (!Number.isInteger(seed) || seed < 1) {
    console.error(`bench: MATCHING_FIRST_SEED is '${raw}'; expected a whole number of 1 or more`);
    process.exit(2);
  }
  return seed;
}
/** The action's default number of runs. */
export const RUNS = 10;
/** Fewer runs (what a cost-minded user picks) and more: co-occurrence and learning change with it. */
const OTHER_RUNS = [5, 20];
/** Every number of runs the grouping tables are measured at. */
export const RUN_SIZES = [OTHER_RUNS[0]!, RUNS, OTHER_RUNS[1]!];

type Generator = (options: GeneratorOptions) => Generated;

/**
 * A generator that takes the variation by name, at both, its runs read as the product reads a run
 * file (`asRead`).
 */
const bothVariations = (generate: Generator): Family["levels"] =>
  (["moderate", "heavy"] as const).map((variation) => ({
    variation,
    make: (seed, runs) => asRead(generate({ runs, seed, variation })),
  }));

const FAMILIES: Family[] = [
  {
    name: "held-out (Rust, Ruby, Elixir, Swift, Scala)",
    note: "written before tuning, never tuned against",
    levels: bothVariations(heldOutRuns),
  },
  {
    name: "second held-out (Kotlin, PHP, C++, Lua fleet system)",
    note: "written before it was first run, then tuned against",
    levels: bothVariations(fleetRuns),
  },
  {
    name: "third held-out (Clojure, Perl, Dart clinic system)",
    note: "written before it was first run, tuned against once the fifth family existed",
    levels: bothVariations(clinicRuns),
  },
  {
    name: "fourth held-out (Java, Groovy, Erlang, Zig payments platform)",
    note: "written before it was first run, then tuned against",
    levels: bothVariations(paymentsRuns),
  },
  {
    name: "fifth held-out (Haskell, OCaml, Julia, R, Bash genomics pipeline)",
    note: "written before it was first run, never tuned against",
    levels: bothVariations(genomicsRuns),
  },
  {
    name: "sixth held-out (Solidity, Vyper, Move, Cairo lending protocol, one auditor)",
    note: "written before it was first run, then tuned against",
    levels: bothVariations(lendingRuns),
  },
  {
    name: "seventh held-out (F#, Nim, Ada, PowerShell, Terraform, PL/pgSQL water utility)",
    note: "written before it was first run, never tuned against; its rows informed one choice, see below",
    levels: bothVariations(utilityRuns),
  },
  {
    name: "eighth held-out (ABAP, COBOL, Objective-C, VB.NET, C warehouse system; reports in Chinese, Japanese or German)",
    note: "written before it was first run, then tuned against",
    levels: bothVariations(warehouseRuns),
  },
  {
    name: "ninth held-out (Delphi, Tcl, Fortran, Apex, Crystal crew scheduler; reports in Korean, Russian or Spanish)",
    note: "written before it was first run, never tuned against",
    levels: bothVariations(crewRuns),
  },
  {
    name: "tenth held-out (Elm, Gleam, Hack, T-SQL, GitHub Actions, Nix ticketing platform; a review bot's run files)",
    note: "written before it was first run, never tuned against",
    levels: bothVariations(reviewRuns),
  },
  {
    name: "eleventh held-out (Kubernetes, Helm, Dockerfile, Compose, npm and pip manifests, Rego, Starlark deployment of a payments platform)",
    note: "written before it was first run, tuned against once its worst test was read",
    levels: bothVariations(platformRuns),
  },
  {
    name: "twelfth held-out (Oracle PL/SQL, Svelte, GraphQL, Protocol Buffers, Bicep, Ansible insurance claims platform; scanner rule ids)",
    note: "written before it was first run, never tuned against",
    levels: bothVariations(claimsRuns),
  },
  {
    name: "thirteenth held-out (Common Lisp, Racket, D, Haxe, Jsonnet observatory pipeline; ASVS ids, fix-worded titles)",
    note: "written before it was first run, never tuned against",
    levels: bothVariations(observatoryRuns),
  },
  {
    name: "fourteenth held-out (ColdFusion, JSP, Razor, Twig, Vue, CoffeeScript, Classic ASP web shop; template fragments as places, severity badges)",
    note: "written before it was first run, never tuned against",
    levels: bothVariations(storefrontRuns),
  },
  {
    name: "fifteenth held-out (Progress ABL, RPG IV, X++, CL order module of an ERP; a dense file, IBM i member names)",
    note: "written before it was first run, tuned against once its first run was read",
    levels: bothVariations(erpRuns),
  },
  {
    name: "sixteenth held-out (Jupyter, SAS, Stata, dbt, Airflow analytics platform; notebook cells as places, privacy categories)",
    note: "written before it was first run, never tuned against",
    levels: bothVariations(analyticsRuns),
  },
  {
    name: "seventeenth held-out (Luau, GDScript, Unreal C++, HLSL arena game; Roblox instances as files, reports in Portuguese)",
    note: "written before it was first run, tuned against once its first run was read",
    levels: bothVariations(arenaRuns),
  },
  {
    name: "eighteenth held-out (Zephyr C, device tree, Kconfig, ARM assembly, linker script, CMake sensor firmware; MISRA and CERT rules)",
    note: "written before it was first run, tuned against once its errors were read",
    levels: bothVariations(firmwareRuns),
  },
  {
    name: "nineteenth held-out (Structured Text, SCL, ladder, Node-RED, Ignition, MQTT and OPC UA bottling line; files as the engineering tool names them, reports in French)",
    note: "written before it was first run, tuned against once its first run was read",
    levels: bothVariations(plantRuns),
  },
  {
    name: "twentieth held-out (Unity C#, ShaderLab, Firebase rules and functions, Android and iOS settings mobile game; scripts named by their scene object, MASVS controls, reports in Italian)",
    note: "written before it was first run, tuned against once its first run was read",
    levels: bothVariations(mobileRuns),
  },
  {
    name: "twenty-first held-out (ObjectScript, MUMPS, Mirth Connect, HAPI FHIR hospital integration engine; classes, routines and channels as their tools name them, reports in Dutch)",
    note: "written before it was first run, tuned against once its errors were read",
    levels: bothVariations(hospitalRuns),
  },
  {
    name: "twenty-second held-out (CUDA, Chapel, Slurm, Snakemake, Spack climate-model pipeline; jobs and rules named for their files, measured figures in titles, reports in Polish)",
    note: "written before it was first run, tuned against once its errors were read",
    levels: bothVariations(hpcRuns),
  },
  {
    name: "twenty-third held-out (Junos, IOS XE, P4, XDP, YANG, NAPALM edge network; configurations named by their device, lines of the display-set form, reports in Turkish)",
    note: "written before it was first run, never tuned against",
    levels: bothVariations(networkRuns),
  },
  {
    name: "twenty-fourth held-out (VBA, Power Query M, DAX, Office Scripts, LAMBDA forecasting workbook; modules and queries as the workbook names them, reports in German)",
    note: "written before it was first run, never tuned against",
    levels: bothVariations(workbookRuns),
  },
  {
    name: "twenty-fifth held-out (Simulink-generated C, AUTOSAR ARXML, DBC, CAPL, basic-software C brake controller; code placed at model blocks, reports in Swedish)",
    note: "written before it was first run, tuned against once its errors were read",
    levels: bothVariations(brakeRuns),
  },
  {
    name: "twenty-sixth held-out (ROS 2 C++ and Python nodes, launch file, URDF, controller parameters, SROS2 robot arm; files named as ROS names them, reports in Czech)",
    note: "written before it was first run, tuned against once its errors were read",
    levels: bothVariations(robotRuns),
  },
  {
    name: "twenty-seventh held-out (App Connect ESQL, MQSC, DataPower XSLT and GatewayScript, Java EE payment middleware; modules by flow and node, reports in Norwegian)",
    note: "written before it was first run, never tuned against",
    levels: bothVariations(middlewareRuns),
  },
  {
    name: "twenty-eighth held-out (LabVIEW, PyVISA, SCPI, MATLAB, Arduino spectrometer automation; VIs by project path, functions by name, reports in Hungarian)",
    note: "written before it was first run, tuned against once its errors were read",
    levels: bothVariations(labRuns),
  },
  {
    name: "twenty-ninth held-out (Asterisk dialplan, PJSIP, func_odbc, Kamailio, FreeSWITCH XML, VoiceXML contact-centre telephony; files by deployed path, lines by block, reports in Greek)",
    note: "written before it was first run, tuned against once its errors were read",
    levels: bothVariations(telephonyRuns),
  },
  {
    name: "thirtieth held-out (kdb+/q tickerplant and gateway, QuickFIX sessions, FIX dictionary, SBE schema trading plant; lines in paths, q names in one form a run, reports in Finnish)",
    note: "written before it was first run, tuned against once its errors were read",
    levels: bothVariations(tradingRuns),
  },
  {
    name: "thirty-first held-out (cFS C and tables, F Prime FPP and C++, XTCE, OpenC3 procedures satellite software; Windows paths, lines from 0, reports in Vietnamese)",
    note: "written before it was first run, tuned against once its errors were read",
    levels: bothVariations(satelliteRuns),
  },
  {
    name: "thirty-second held-out (JUCE C++ and CMake, Faust, SuperCollider, Csound, Max patcher audio software; header for source, base-class names, percent-encoded paths, reports in Thai)",
    note: "written before it was first run, tuned against once its errors were read",
    levels: bothVariations(studioRuns),
  },
  {
    name: "thirty-third held-out (MapServer mapfile, GeoServer SLD, Mapbox GL style, Overpass QL, GDAL VRT, PostGIS view city mapping; places as paths into documents, line ranges from the block, reports in Hebrew)",
    note: "written before it was first run, tuned against once its errors were read",
    levels: bothVariations(mapsRuns),
  },
  {
    name: "thirty-fourth held-out (Elasticsearch templates and ingest pipelines, Painless, Logstash, Solr schema and config, OpenSearch roles product search; JSONPath places, pipelines by id, role-led titles, reports in Indonesian)",
    note: "written before it was first run, tuned against once its errors were read",
    levels: bothVariations(searchRuns),
  },
  {
    name: "thirty-fifth held-out (Postfix main.cf and master.cf, Dovecot, Rspamd, Sieve, BIND zone with SPF, DKIM and DMARC mail service; keys and DNS owners in one form a run, lines from the hunk, reports in Arabic)",
    note: "written before it was first run, tuned against once its errors were read",
    levels: bothVariations(mailRuns),
  },
  {
    name: "thirty-sixth held-out (SystemVerilog, VHDL, XDC constraints, Vivado Tcl, cocotb FPGA system on chip; instance paths, modules or signals one form a run, VHDL design units, lines at declarations, reports in Hindi)",
    note: "written before it was first run, tuned against once its errors were read",
    levels: bothVariations(fpgaRuns),
  },
  {
    name: "thirty-seventh held-out (Manifest V3, TypeScript service worker and content scripts, Svelte, Rust to WebAssembly, Go native host browser extension; chrome or browser namespace, places as registration, handler or message type, built bundles, reports in Serbian in either script)",
    note: "written before it was first run, tuned against once its errors were read",
    levels: bothVariations(extensionRuns),
  },
  {
    name: "thirty-eighth held-out (Home Assistant YAML and a custom integration in Python, a Lovelace card, ESPHome, Zigbee2MQTT home automation; container mount paths, YAML key paths or pointers, automations by alias, entities, lines at blocks, reports in Tamil)",
    note: "written before it was first run, tuned against once its errors were read",
    levels: bothVariations(smarthomeRuns),
  },
  {
    name: "thirty-ninth held-out (Flink SQL, ksqlDB, Kafka Connect connectors, Avro schema, Redpanda Connect and Bloblang ride-hailing event streaming; connectors and schemas by their deployed resource, ksqlDB names in upper case, titles led by the file, reports in Persian)",
    note: "written before it was first run, tuned against once its errors were read",
    levels: bothVariations(streamingRuns),
  },
  {
    name: "fortieth held-out (ffmpeg ladder in Bash, nginx with RTMP and OpenResty Lua, DASH and HLS manifest templates, Fastly VCL, Kotlin DRM key server video delivery; manifests by their CDN URL, generated VCL lines, block paths and XPath places, titles citing standards, reports in Bengali)",
    note: "written before it was first run, tuned against once its errors were read",
    levels: bothVariations(videoRuns),
  },
  {
    name: "forty-first held-out (Moodle plugin PHP, LTI 1.3 tool in Python, SCORM player JavaScript, QTI XML, xAPI store SQL online learning; files by Moodle component, namespaced methods, capabilities and claim URLs as places, titles by priority or as questions, reports in Swahili)",
    note: "written before it was first run, tuned against once its errors were read",
    levels: bothVariations(learningRuns),
  },
  {
    name: "forty-second held-out (Flyway SQL, Liquibase YAML, Alembic, Rails migrations and a Prisma schema of a shop's databases; migrations by their tool's id, changesets by id and author, titles led by the statement, reports in Ukrainian)",
    note: "written before it was first run, tuned against once its errors were read",
    levels: bothVariations(migrationsRuns),
  },
  {
    name: "forty-third held-out (OpenLDAP access controls in LDIF, a Keycloak realm export, SSSD and Kerberos configuration, Apache OpenID Connect, a Python provisioning script for a company's identity services; distinguished names as OpenLDAP or Active Directory write them, INI sections, the realm by name, titles with their impact, reports in Romanian)",
    note: "written before it was first run, tuned against once its errors were read",
    levels: bothVariations(identityRuns),
  },
  {
    name: "forty-fourth held-out (Jinja prompt templates, tool JSON schemas, Python orchestration, NeMo Guardrails Colang and YAML, a promptfoo suite of a support assistant on a language model; templates by registry id and version, lines in the rendered prompt, titles with a confidence, reports in Danish)",
    note: "written before it was first run, tuned against once its errors were read",
    levels: bothVariations(assistantRuns),
  },
  {
    name: "forty-fifth held-out (LaTeX chapters and preamble, BibTeX, a Pandoc Lua filter, a Quarto notebook and latexmk of a doctoral thesis; chapters as \\input names them, labels, macros and BibTeX keys as places, lines at the environment, titles with the PDF page, reports in Slovak)",
    note: "written before it was first run, tuned against once its errors were read",
    levels: bothVariations(thesisRuns),
  },
  {
    name: "forty-sixth held-out (Perl modules, Template Toolkit pages, an XSLT stylesheet for MARC records, the SIP2 configuration, a cron job and the schema of a public library's catalogue; modules by package name, paths as installed, MARC fields and qualified subs as places, CVSS vectors, reports in Lithuanian)",
    note: "written before it was first run, tuned against once its errors were read",
    levels: bothVariations(libraryRuns),
  },
  {
    name: "forty-seventh held-out (Klipper printer.cfg and macros, Moonraker, Marlin's Configuration.h, an OctoPrint plugin in Python, a G-code post-processor, an OpenSCAD part and a slicer profile of a makerspace's 3D print farm; paths from the subproject or the printer's host, config sections, defines and G-code commands as places, titles led by the component, descriptions quoting the line, reports in Estonian)",
    note: "written before it was first run, tuned against once its errors were read",
    levels: bothVariations(printFarmRuns),
  },
  {
    name: "forty-eighth held-out (Fabric Mixins in Java, a Paper plugin in Kotlin with its plugin.yml, a data pack's mcfunction files, Skript and the Velocity proxy's TOML of a Minecraft server network; the game's methods in one of three mappings, functions by resource location, selectors, permission nodes and Skript commands as places, repro commands, reports in Catalan)",
    note: "written before it was first run, tuned against once its errors were read",
    levels: bothVariations(blockGameRuns),
  },
  {
    name: "forty-ninth held-out (GTFS stop_times and transfers tables, OpenTripPlanner's JSON configuration, a GTFS-Realtime poller in Rust, an OSRM bus profile in Lua, a MiniZinc blocking model, a Qt Quick departure board and a Python feed build of a city's journey planner; tables' lines as file lines or data rows, tables inside the published archive, row keys, columns, JSON key paths, constraints and QML ids as places, titles led by the validator's notice code, reports in Latvian)",
    note: "written before it was first run, tuned against once its errors were read",
    levels: bothVariations(transitRuns),
  },
  {
    name: "fiftieth held-out (a QGroundControl mission with its geofence, PX4 parameters and a PX4 module in C++, an ISOBUS task file, a QGIS plugin in Python, a Go telemetry service and a TimescaleDB aggregate of a cooperative's crop-spraying drones; mission items numbered from 0 or from 1, heights in metres or feet, parameters by name or by the command that sets them, uORB topics, ISOBUS elements and DDIs as places, reports in Basque)",
    note: "written before it was first run, tuned against once its errors were read",
    levels: bothVariations(sprayerRuns),
  },
  {
    name: "fifty-first held-out (a Liquidsoap script, the Icecast server's XML configuration, a playout schedule in YAML, a Ruby podcast feed job and a TypeScript web player of a community radio station; files as links to the repository's web view with the line in the anchor, mount points, Liquidsoap sources, a show's slot in the week and Ruby methods with their class as places, titles naming the station's own word for a thing, reports in Icelandic)",
    note: "written before it was first run, tuned against once its errors were read",
    levels: bothVariations(radioRuns),
  },
  {
    name: "fifty-second held-out (a Spring service in Java scheduling shows and ingesting KDMs, its application.yml, a DCP's composition playlist, a show playlist with automation cues and a Python projector link of a cinema chain; compositions and reels by UUID or by title and number, show times in 24- or 12-hour form, Java methods with their class, YAML key paths, reels and cues as places, reports in Slovenian)",
    note: "written before it was first run, tuned against once its errors were read",
    levels: bothVariations(cinemaRuns),
  },
  {
    name: "fifty-third held-out (IIIF Presentation 3 manifests, the Cantaloupe image server's properties, an Omeka S module in PHP, a Mirador plugin in JavaScript and a pyvips pipeline in Python of a national museum's digitised collection; manifests by the URL they are published at, canvases by id or by label, image server properties alone or as assigned, PHP actions, viewer components and Python functions as places, reports in Bulgarian)",
    note: "written before it was first run, tuned against once its errors were read",
    levels: bothVariations(museumRuns),
  },
  {
    name: "fifty-fourth held-out (the Kannel SMS gateway's configuration, a CAP alert template, a Django app with Celery tasks and a cloud-init file of a province's disaster alerting; sections of one name told apart by a key inside, Django views by class, dotted path or URL name, CAP element paths, tasks, template filters and cloud-init key paths as places, reports in Taglish)",
    note: "written before it was first run, tuned against once its errors were read",
    levels: bothVariations(alertsRuns),
  },
  {
    name: "fifty-fifth held-out (an AIS decoder in C, systemd units, a booking API in Kotlin with Ktor and its OpenAPI document of a ferry operator; units by their unit name or path, AIS messages by type number or name, C functions, message fields, Ktor routes and OpenAPI operations as places, reports in Welsh)",
    note: "written before it was first run, tuned against once its errors were read",
    levels: bothVariations(ferryRuns),
  },
  {
    name: "fifty-sixth held-out (the substation's IEC 61850 SCL file, a Modbus poller in Rust, Prometheus alerting rules, a Grafana dashboard and a Puppet module of a wind farm's monitoring; registers by address or zero-based offset, GOOSE control blocks by object reference, SCL element or MMS name, alerting rules by name, index or expression, Puppet resources as places, a file by its deployed path and a dashboard by its URL, reports in Georgian)",
    note: "written before it was first run, tuned against once its errors were read",
    levels: bothVariations(windfarmRuns),
  },
  {
    name: "fifty-seventh held-out (the WRF model's Fortran namelist, a Python GRIB2 decoding service, a METAR parser in Go and an NCL chart script of an airport weather office; GRIB2 fields by short name or discipline, category and number, stations by ICAO code or WMO index, namelist variables by group or domain column, Go methods with or without their receiver and calls at fault as places, reports in Maltese)",
    note: "written before it was first run, tuned against once its errors were read",
    levels: bothVariations(weatherRuns),
  },
  {
    name: "fifty-eighth held-out (milk grading rules in Prolog, a LoRaWAN payload decoder in JavaScript, a Phoenix API in Elixir, a ClickHouse schema and a Swift iOS app of a dairy cooperative; Prolog predicates by name and arity, head or name alone, Elixir functions with module and arity or as defined, farms by number or sensor EUI, fat as a percentage or grams, reports in Armenian)",
    note: "written before it was first run, tuned against once its errors were read",
    levels: bothVariations(dairyRuns),
  },
  {
    name: "fifty-ninth held-out (MicroPython firmware, a Go API, a CUE schema, a Nomad job and PostgreSQL row-level security policies of a courier's parcel lockers; compartments by number or grid place, Nomad tasks by block path, label or dotted, CUE definitions with or without their #, policies by statement, name or table, reports in Albanian)",
    note: "written before it was first run, tuned against once its errors were read",
    levels: bothVariations(lockersRuns),
  },
  {
    name: "sixtieth held-out (a lot tracker in Pharo Smalltalk, EPCIS 2.0 events in JSON-LD, a weigh station in Python, an SQLite schema and a GitLab CI pipeline of a coffee export cooperative; Smalltalk methods as Class>>selector, Class»selector or #selector, lots by GS1 identifier or number, EPCIS events by index or type, CI jobs by name, key path or stage, reports in Amharic)",
    note: "written before it was first run, tuned against once its errors were read",
    levels: bothVariations(coffeeRuns),
  },
  {
    name: "sixty-first held-out (a Thrift IDL, an AWK script, a jq filter, a Dhall configuration and a Jenkins pipeline of a ski resort's lift access; AWK pattern-action rules, jq definitions and paths, Dhall records and Jenkins stages as places, lifts by number or name, passes by number or RFID UID, reports in Irish)",
    note: "written before it was first run, tuned against once its errors were read",
    levels: bothVariations(skiliftRuns),
  },
  {
    name: "sixty-second held-out (a probe reader and a label printer in Raku, a Cypher lineage query, a Makefile, a Fluentd configuration, a Kustomize overlay and a Liquid mail template of a winery's cellar; Raku packages, grammar tokens and methods, Cypher patterns, Makefile targets, Fluentd sections, Kustomize literals and Liquid outputs as places, tanks by number or grape, lots by code or number, reports in Azerbaijani)",
    note: "written before it was first run, tuned against once its errors were read",
    levels: bothVariations(wineryRuns),
  },
  {
    name: "sixty-third held-out (YARA rules, Suricata rules, Sigma rules, KQL analytics and hunting queries and an nftables firewall of a security operations team; YARA rules and conditions, Suricata rules by sid or msg, Sigma YAML paths and titles, KQL let bindings and nftables chains as places, hosts by name or address, reports in Kazakh)",
    note: "written before it was first run, tuned against once its errors were read",
    levels: bothVariations(detectionsRuns),
  },
  {
    name: "sixty-fourth held-out (an Envoy proxy, an HAProxy load balancer, a Pulumi program, Gremlin traversals, a ReScript app and a Cap'n Proto schema of a city's bike-sharing scheme; Envoy route paths, HAProxy sections and rules, Pulumi resources three ways, Gremlin steps, ReScript functions and Cap'n Proto fields as places, bikes by number or frame serial, stations by name or code, reports in Afrikaans)",
    note: "written before it was first run, tuned against once its errors were read",
    levels: bothVariations(bikeshareRuns),
  },
  {
    name: "sixty-fifth held-out (Blade templates and a Laravel controller, an XQuery module, a SaltStack state, an Argo workflow, a Caddyfile and a udev rule of a regional blood bank; Blade outputs, Controller@action, XQuery prefixed functions, Salt state ids, Argo templates, Caddy directives and udev match keys as places, units by ISBT 128 number or unit number, fridges by name or asset tag, reports in Galician)",
    note: "written before it was first run, tuned against once its errors were read",
    levels: bothVariations(bloodbankRuns),
  },
  {
    name: "sixty-sixth held-out (a PureScript docket viewer, ERB hearing pages and their Rails controller, a TLA+ specification, a JCL batch, a Pkl configuration and fish scripts of a district court's case management; PureScript functions, ERB expressions, TLA+ operators, JCL steps and data sets, Pkl properties and fish functions as places, cases by docket number or caption, courtrooms by number or judge, reports in Uzbek)",
    note: "written before it was first run, tuned against once its errors were read",
    levels: bothVariations(courtRuns),
  },
  {
    name: "sixty-seventh held-out (an AppleScript page export, a Handlebars e-mail digest, Pug article pages, an Emacs Lisp editing mode and a Gradle build of a daily newspaper; AppleScript handlers, Handlebars outputs, Pug mixins and iterations, Emacs Lisp definitions and Gradle dependencies as places, editions by date or number, sections by name or code, reports in Esperanto)",
    note: "written before it was first run, tuned against once its errors were read",
    levels: bothVariations(newsroomRuns),
  },
  {
    name: "sixty-eighth held-out (a Ballerina bid service, FreeMarker landing receipts, SPARQL queries, an AsyncAPI document, a Meson build, a Fennel scale terminal and a Packer template of a fish auction and its fleet; Ballerina resource functions, FreeMarker macros and built-ins, SPARQL aggregates and patterns, AsyncAPI channels and operations, Meson dependencies, Fennel functions qualified or not and Packer sources as places, vessels by name or registration, landings by date or number, titles led by the agent's area or not, reports in Icelandic)",
    note: "written before it was first run, tuned against once its errors were read",
    levels: bothVariations(auctionRuns),
  },
  {
    name: "sixty-ninth held-out (Cedar policies, Soufflé Datalog rules, a Thymeleaf template, a Tekton pipeline, a justfile and a Nickel configuration of a mobile veterinary service for herders; Cedar policies by id, scope or condition, Soufflé rules and relations, Thymeleaf attributes, Tekton steps, justfile recipes and Nickel fields as places, paths under the repository's name or not, herds by herder or registration, districts by name or code, reports in Mongolian)",
    note: "written before it was first run, tuned against once its errors were read",
    levels: bothVariations(herdvetRuns),
  },
  {
    name: "seventieth held-out (a SpiceDB schema, Casbin policies, Mustache SMS receipts, Haml back-office pages, an Earthfile and a Chef cookbook of a mobile money agent network; SpiceDB permissions and arrows, Casbin policy lines, Mustache variables, Haml lines, Earthfile targets and commands and Chef resources as places, agents by shop or code, naira written three ways, reports in Yoruba with or without its tone marks)",
    note: "written before it was first run, tuned against once its errors were read",
    levels: bothVariations(kioskRuns),
  },
  {
    name: "seventy-first held-out (a Protocol Buffers service, Dagster assets, Astro pages, a LookML view and a KDL configuration of an iwi's member registry and its trust's payments; Protocol Buffers fields and rpcs, Dagster assets, Astro directives, LookML views and KDL nodes as places, members by name or registration number, dates written three ways, Māori long vowels with macrons, doubled or bare, reports in Māori)",
    note: "written before it was first run, tuned against once its errors were read",
    levels: bothVariations(iwiRuns),
  },
  {
    name: "seventy-second held-out (a Free Pascal console, AutoHotkey macros, a ReScript map, an Odin telemetry decoder, a Nextflow pipeline and a Vagrantfile of a coastal county's wildfire dispatch; Pascal methods, AutoHotkey hotkeys, ReScript hooks, Odin procedures and attributes, Nextflow processes and directives and Vagrant network lines as places, Pascal names in lower case in some runs, aircraft by registration or tactical number, times and positions written several ways, reports in Croatian)",
    note: "written before it was first run, tuned against once its errors were read",
    levels: bothVariations(wildfireRuns),
  },
  {
    name: "seventy-third held-out (a WDL pipeline, a CWL tool, a Prefect flow, a Janet script, Guix channels, an OCaml loans service built with dune and Visualforce pages of a national herbarium; WDL tasks and runtimes, CWL requirements and bindings, Prefect flows and tasks, Janet functions, Guix channel forms, OCaml functions and Visualforce tags as places, the loans module by its dune-compiled name in some runs, pages by file or address, species written three ways, dates three ways, reports in Malay)",
    note: "written before it was first run, tuned against once its errors were read",
    levels: bothVariations(herbariumRuns),
  },
  {
    name: "seventy-fourth held-out (Squirrel beacon code, a Vala survey tablet with a Meson wrap, a Pony track ingest, Forth detector calibration and a CMake tile build of a humanitarian demining operator; Squirrel handlers, Vala methods, Meson wrap sections, Pony actors and behaviours, Forth words and CMake commands as places, the tablet's methods by their generated C names in some runs, Forth words with or without their stack comments, hazard areas by id, grid reference or position, dates three ways, reports in Khmer with or without breaks between words and in Khmer or Western digits)",
    note: "written before it was first run, tuned against once its errors were read",
    levels: bothVariations(deminingRuns),
  },
  {
    name: "seventy-fifth held-out (Lean 4 wage rules, a Hare scale reader, an Idris 2 auction export, Mercury withering grades and a Windows batch backup of a tea estate; Lean definitions, Hare functions, Idris functions, Mercury predicates and batch commands as places, Lean definitions with or without their signatures, Hare functions with or without their module, lines at the enclosing definition in some runs, fields by number, code or division, rupees and kilos three and two ways, reports in Sinhala with the field's English terms kept or translated)",
    note: "written before it was first run, tuned against once its errors were read",
    levels: bothVariations(teaEstateRuns),
  },
  {
    name: "seventy-sixth held-out (a ReasonML booking site, a Pike permit relay, Agda load proofs, an Octave acclimatisation planner, a WebAssembly text altimeter and a KCL deployment of a trekking agency; ReasonML functions and components, Pike functions, Agda postulates, Octave functions, WebAssembly functions and KCL attributes as places, WebAssembly functions with or without their sigil, Pike functions with or without their types, lines counted from zero in some runs, lodges by name, village or code, rupees three ways, heights in metres or feet, amounts in lakhs or thousands, reports in Nepali with Devanagari or ASCII digits)",
    note: "written before it was first run, never tuned against",
    levels: bothVariations(trekkingRuns),
  },
  {
    name: "seventy-seventh held-out (a Clarity payouts contract and its Clarinet settings, a Red grading script, Coq shearing proofs, an SPSS herd survey, an Xtend buyers' portal and Oberon scale firmware of an alpaca fibre cooperative; Clarity functions, Red functions, Coq lemmas, SPSS variables and commands, Xtend methods and Oberon procedures as places, Clarity functions with or without their contract and Coq lemmas with or without their module, lines at the enclosing definition in some runs, the cooperative by name, town or code, weights in kilograms, pounds or arrobas, fibre and money three ways, reports in Quechua in the three-vowel or the five-vowel spelling, with straight or curly apostrophes)",
    note: "written before it was first run, never tuned against",
    levels: bothVariations(alpacaRuns),
  },
  {
    name: "seventy-eighth held-out (an Aiken escrow validator, a Motoko lot registry, a Ceylon curing schedule, a SNOBOL invoice reader, Fantom lot pages and the portal's settings of a vanilla exporter; Aiken validators, Motoko shared functions, Ceylon functions, SNOBOL labels and variables, Fantom methods and a properties key as places, SNOBOL names in capitals in some runs, lines where a statement of several lines ends in some runs, numbers grouped with spaces, points or not at all, money, weights and percentages written three or two ways, the exporter by name, town or code, reports in Malagasy with the field's terms in Malagasy or in French)",
    note: "written before it was first run, tuned against once its errors were read",
    levels: bothVariations(vanillaRuns),
  },
  // Built from the shared data at run time; without it the family is left out, and the table says so.
  ...(REAL_REPORTS_AVAILABLE
    ? [
        {
          name: "real reports (the shared data's 318 scanner findings, three projects a seed)",
          note: "written before it was first run, never tuned against",
          levels: bothVariations(realReportRuns),
        },
      ]
    : []),
  {
    name: "development (Go, Python, TypeScript)",
    note: "tuned against",
    levels: bothVariations(developmentRuns),
  },
  {
    name: "simulator templates (example codebase)",
    note: "the variation the previous matcher was written against",
    levels: [
      { variation: "moderate", make: (seed, runs) => perturbedRuns(exampleScenario, runs, 0.3, seed) },
      { variation: "heavy", make: (seed, runs) => perturbedRuns(exampleScenario, runs, 0.9, seed) },
    ],
  },
  {
    name: "twin catalogue (same-category issues in one function)",
    note: "the variation the previous matcher was written against",
    levels: [
      { variation: "moderate", make: (seed, runs) => perturbedRuns(twinScenario(seed), runs, 0.3, seed) },
      { variation: "heavy", make: (seed, runs) => perturbedRuns(twinScenario(seed), runs, 0.9, seed) },
    ],
  },
];

export async function judged(
  runs: Run[],
  sources: string[][],
  seed: number,
  /** How often the simulated judge's samples repeat each other's choices (0: never). */
  consistency = 0,
): Promise<GroupingQuality> {
  const sim = await startSimulator({
    seed,
    grouping: { missRate: 0.15, falseMergeRate: 0.05, consistency, identities: identities(runs, sources) },
  });
  try {
    const llm = new LlmClient(openaiClient({ apiKey: "bench", baseURL: sim.url }), {
      model: "sim-judge",
      retry: { baseDelayMs: 5, maxDelayMs: 20 },
    });
    const result = await groupWithJudge(runs, llm, { iterations: 3 });
    return groupingQuality(runs, sources, assignmentOf(runs, result.clustering.clusters));
  } finally {
    await sim.close();
  }
}

const f3 = (x: number) => x.toFixed(3);

/** The grouping by the evidence alone (`consolidate off`), scored against the true identities. */
export function offQuality(generated: Generated): GroupingQuality {
  return groupingQuality(
    generated.runs,
    generated.sources,
    assignmentOf(generated.runs, clusterRuns(generated.runs).clusters),
  );
}

const gapOf = (q: GroupingQuality) => Math.abs(q.score - q.trueScore);
export const meanGap = (list: GroupingQuality[]) => list.reduce((sum, q) => sum + gapOf(q), 0) / list.length;

/** The worst of the seeds (F1, precision and recall at their lowest, |Δscore| at its highest), as a row shows it. */
export function worstOf(list: GroupingQuality[]) {
  const f1 = Math.min(...list.map((q) => q.f1));
  const precision = Math.min(...list.map((q) => q.precision));
  const gap = Math.max(...list.map(gapOf));
  const recall = Math.min(...list.map((q) => q.recall));
  return {
    f1,
    precision,
    gap,
    value: `F1 ${f3(f1)} · P ${f3(precision)} · R ${f3(recall)} · |Δscore| ${gap.toFixed(1)}`,
  };
}

/**
 * For each family and variation, `measure` on each seed's runs (`runs` runs each), in order:
 * the seeds of one cell are what its row's worst and mean are taken over.
 */
export async function measureCells<T>(
  runs: number,
  measure: (generated: Generated, seed: number) => Promise<T>,
  seeds: readonly number[] = SEEDS,
): Promise<{ family: Family; variation: GeneratorOptions["variation"]; results: T[] }[]> {
  const cells: { family: Family; variation: GeneratorOptions["variation"]; results: T[] }[] = [];
  for (const family of FAMILIES)
    for (const level of family.levels) {
      const results: T[] = [];
      for (const seed of seeds) results.push(await measure(level.make(seed, runs), seed));
      cells.push({ family, variation: level.variation, results });
    }
  return cells;
}

/**
 * The targets for one cell: pairwise F1 0.95 on moderate variation and 0.90 on heavy
 * without the judge, 0.97 with it; precision 0.97 everywhere; the score within 3 points of the
 * truth without the judge, 2 with it.
 */
export function targetsOf(
  mode: "off" | "judge",
  variation: GeneratorOptions["variation"],
): { f1: number; precision: number; gap: number } {
  return {
    f1: mode === "judge" ? 0.97 : variation === "moderate" ? 0.95 : 0.9,
    precision: 0.97,
    gap: mode === "judge" ? 2 : 3,
  };
}

/** Whether one seed's grouping meets its cell's targets (`targetsOf`). */
export function meetsTargets(
  q: Pick<GroupingQuality, "f1" | "precision" | "score" | "trueScore">,
  mode: "off" | "judge",
  variation: GeneratorOptions["variation"],
): boolean {
  const target = targetsOf(mode, variation);
  return (
    q.f1 >= target.f1 && q.precision >= target.precision && Math.abs(q.score - q.trueScore) <= target.gap
  );
}

/** One row per family, variation and mode: the worst of the seeds, at `runs` runs each. */
async function qualityRows(runs: number, label: (family: Family) => string): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  /** Per cell: whether it meets every target on the worst seed, on the mean seed, and whether its family was never tuned against. */
  const tally: { coarse: boolean; worst: boolean; mean: boolean; neverTuned: boolean }[] = [];
  /** The grouping errors of each test (one seed of one cell) that misses a target. */
  const missed: number[] = [];
  let tests = 0;
  /**
   * Tests of the families never tuned against that meet every target, by mode: how often one
   * check on code the grouping never saw, as the targets will be checked, would pass.
   */
  const unseen = { off: { met: 0, of: 0 }, judge: { met: 0, of: 0 } };
  const cells = await measureCells(runs, async (generated, seed) => ({
    off: offQuality(generated),
    judge: await judged(generated.runs, generated.sources, seed),
    shift: oneSplitShift(generated.runs, generated.sources),
  }));
  for (const { family, variation, results } of cells) {
    const shift = median(results.map((r) => r.shift));
    for (const mode of ["off", "judge"] as const) {
      const list = results.map((r) => r[mode]);
      const worst = worstOf(list);
      const { f1: f1Target, precision: precisionTarget, gap: gapTarget } = targetsOf(mode, variation);
      // The worst seed meets the targets when every seed does.
      const met = list.every((q) => meetsTargets(q, mode, variation));
      tests += list.length;
      for (const q of list) if (!meetsTargets(q, mode, variation)) missed.push(q.errors);
      if (family.note.includes("never tuned against")) {
        unseen[mode].of += list.length;
        unseen[mode].met += list.filter((q) => meetsTargets(q, mode, variation)).length;
      }
      const mean = (of: (q: GroupingQuality) => number) =>
        list.reduce((sum, q) => sum + of(q), 0) / list.length;
      tally.push({
        coarse: shift > gapTarget,
        worst: met,
        mean:
          mean((q) => q.f1) >= f1Target &&
          mean((q) => q.precision) >= precisionTarget &&
          meanGap(list) <= gapTarget,
        neverTuned: family.note.includes("never tuned against"),
      });
      rows.push({
        what: `${label(family)}, ${variation}, consolidate ${mode}`,
        value: worst.value,
        reference: `mean |Δscore| ${meanGap(list).toFixed(2)} · within ${gapTarget} on ${list.filter((q) => gapOf(q) <= gapTarget).length} of ${list.length} · one error ${shift.toFixed(1)}`,
        target: `F1 ≥ ${f1Target} · P ≥ ${precisionTarget} · |Δ| ≤ ${gapTarget}`,
        met,
      });
    }
  }
  for (const [which, cells] of [
    ["every family", tally],
    ["the families never tuned against", tally.filter((c) => c.neverTuned)],
  ] as const)
    rows.push({
      what: `${runs} runs, ${which}: cells meeting every target`,
      value: `${cells.filter((c) => c.worst).length} of ${cells.length} on the worst seed`,
      reference: `${cells.filter((c) => c.mean).length} of ${cells.length} on the mean seed`,
    });
  const share = ({ met, of }: { met: number; of: number }) =>
    `${met} of ${of} (${of === 0 ? "—" : Math.round((100 * met) / of)}%)`;
  rows.push({
    what: `${runs} runs, the families never tuned against: tests (one seed of one cell) that meet every target`,
    value: `without the judge ${share(unseen.off)}`,
    reference: `with the judge ${share(unseen.judge)}`,
  });
  rows.push({
    what: `${runs} runs, every family: cells whose target on |Δscore| is smaller than what one error moves the score by`,
    value: `${tally.filter((c) => c.coarse).length} of ${tally.length}`,
    reference: `${tally.filter((c) => c.coarse && !c.worst).length} of them miss a target on the worst seed`,
  });
  const withErrors = (n: number) => missed.filter((e) => (n < 3 ? e === n : e >= n)).length;
  rows.push({
    what: `${runs} runs, every family: tests (one seed of one cell) that miss a target`,
    value: `${missed.length} of ${tests}`,
    reference: `with one grouping error ${withErrors(1)}, two ${withErrors(2)}, three or more ${withErrors(3)}`,
  });
  return rows;
}

export async function matchingBench(): Promise<BenchSection> {
  const rows = await qualityRows(RUNS, (family) => `${family.name} (${family.note})`);
  return {
    title: "Grouping quality: reports into distinct findings",
    method: [
      `Pairwise precision, recall and F1 of the grouping over all pairs of occurrences ("grouped together" against ` +
        `"the same issue"), and the distance between the determinism score printed and the score from the true ` +
        `identities, for ${SEEDS.length} random seeds of ${RUNS} runs × 3 agents (one auditor, no agent, for the lending and real-reports families) per family and variation, each run written as a run file and read by the product's own reader, as the CLI and the action read one (bench/matching/read.ts). Each cell is ` +
        "the worst of the seeds (F1, precision, recall: minimum; |Δscore|: maximum); the reference column gives the " +
        "mean |Δscore| and on how many seeds it met its target (three seeds, used at first, hid bad draws). " +
        "`consolidate off` is the evidence alone; `consolidate judge` adds the grouping judge, here the bundled " +
        "simulator made to miss 15% of merges and merge 5% wrongly per call (each error drawn from what the " +
        "candidates say, so a request's order does not change it), 3 samples per request, its reliability " +
        "learned from its answers and weighed with the evidence. The targets are the ones issue #12 set before this work. " +
        "The two rows after the families count the cells that meet every target on the worst seed, as the table's cells are shown, " +
        "and on the mean seed (each seed's F1, precision and |Δscore| averaged over the seeds), for every family and " +
        "for the families never tuned against; the issue does not say which of the two its targets mean. The next " +
        "counts the tests (one seed of one cell) of the families never tuned against that meet every target: how " +
        "often a single check on code the grouping never saw would pass, one test at a time. " +
        "*One error* in the reference column is how far a single grouping error moves that cell's score: the median, " +
        "over the seeds, of the median |Δscore| when one report of an issue two or more runs report is split off " +
        "alone (quality.ts `oneSplitShift`, on the true issues, by the product's own `oneErrorShift`, which the " +
        "report and the PR comment print of their grouping). A test of the generator families holds 15 to 40 issues (of the real " +
        "reports up to 100), so one error moves the score by about 1.5 to 5 points (the two catalogues of many " +
        "issues below 1); where that is more than the cell's |Δscore| target, the worst seed meets the target only if none " +
        "of the ten seeds has a single such error. The row after the tests says in how many cells that is so.",
      "**How each family relates to the matcher.** A family written before it was first run and never tuned against " +
        "is the check on code and wording nobody here tuned for; once its errors have been looked at, it is tuned " +
        "against, and the table says so.",
      FAMILY_NOTES.join("\n"),
      "**Changes measured here, in order.** Each was chosen on the tuned families at 5, 10 and 20 runs; the " +
        "never-tuned families' rows were printed beside them and not used to choose.",
      CHANGES.join("\n"),
      "**What a missed target is made of.** The last row after each run size counts the tests (one seed of " +
        "one cell) that miss a target, by their grouping errors: the groups each true issue is split into " +
        "beyond one, plus the issues each group mixes beyond one (quality.ts `errors`). Apart by mode (a " +
        "one-off count at the stop that added the row): with the judge, 17 tests of 320 missed a target at 5 " +
        "runs, 10 of them with a single error and 3 with two; 10 at 10 runs (5 with one error); 5 at 20 runs. " +
        "Without it, 63 at 5 runs (30 with one error, 20 with two), 19 at 10 runs (9 with one), 18 at 20 " +
        "runs (all with three or more). At 5 and 10 runs most misses on the " +
        "worst seed are one or two errors in a test of 15 to 40 issues, each of which moves the score by 1.5 " +
        "to 5 points (the *one error* column); the worst of ten seeds meets a |Δscore| target under that " +
        "only with no error on any of them. The judge's own errors are the smaller part: with a simulated " +
        "judge that never errs, 80 of the 96 judge cells meet every target on the worst seed (75 with the " +
        "table's judge). Of the merges of two issues' groups with the table's judge, most join two groups " +
        "that one description stands for: the judge is shown descriptions only, that one once, so nothing is " +
        "asked about the pair and its evidence, above 0 bits, merges it (12, 16 and 35 such merges at 5, 10 " +
        "and 20 runs over the ten seeds, against 3, 3 and 4 decided by the judge's votes), such as one remark " +
        "in the same words at two lines of one class, made by one run each. Left apart instead (tried, not " +
        "kept), such pairs cost far more than they save: tuned 95.42 to 122.82 over the 20 seeds (worse on " +
        "every seed), never-tuned 75.96 to 92.54; most are one issue in one description whose reports the " +
        "location held below the margin.",
      "**Where the remaining error lies** (a one-off diagnostic, not a row of this table). With each test's " +
        "true field weights in place of the learned ones (m, u and λ counted from the true identities of that " +
        "test's cross-run pairs), the tuned families' rows without a judge (summed mean |Δscore| over 10 seeds) " +
        "go from 8.31 to 7.42 at 10 runs and from 13.05 to 8.65 at 5; the true m alone gives 6.31 and 7.60, the " +
        "true u alone 7.31 and 10.25. So at 10 runs most of what remains is not in how the weights are learned: " +
        "with the true weights the sixth family still merges one gas remark, made in the same words at two " +
        "functions, whose two issues happen never to share a run. At 5 runs the learned m is the lever: EM counts " +
        "two issues at one place, in different words, as one issue's reports. A third class for two issues at " +
        "one place (located like one issue, worded like two) does not undo that unless m is also held monotone " +
        "in the words, and even then the grouping was not better (13.05 to 13.47 at 5 runs, 8.31 to 9.20 at 10): " +
        "the co-occurrence ratio then merges the pairs the weights no longer join. Two estimators that use the " +
        "rule that a run reports an issue at most once bring m closer to the truth and still group worse: EM in " +
        "which a report matches at most one report of another run (each pair's chance from belief propagation " +
        "over the one-to-one matchings of its two runs' reports in one file), and EM that leaves out of the fit " +
        "every pair a third run shows to be two issues (a report of that run repeats each side's words and place, " +
        "and they are two reports). The second takes the fourth family's moderate test with seed 1 from λ 0.88 to " +
        "0.74 (true 0.73) and the share of one issue's pairs in different words and another category from 0.16 to " +
        "0.03 (true 0); the sums were 12.19 and 9.64 at 10 runs, 18.71 and 14.04 at 5. The rest of the grouping " +
        "was chosen with the learned m in place, and its over-merging covered splits that a truer m shows (the " +
        "third family: a report in another category's words, naming the call at fault, splits off). What the " +
        "one-to-one rule cannot reach are the files one report long in both runs, where only the words tell two " +
        "issues at one place apart, and their m is what is being learned.",
      "**At 20 runs without a judge the score reads high** (a one-off diagnostic). Over the tuned families' " +
        "ten seeds each, the printed score stood above the truth by 74.2 points in all and below it by 9.1 " +
        "(heavy; moderate 50.0 and 6.5), every test off by more than 2 points at pairwise precision 0.97 or " +
        "above: a few merges of findings one run " +
        "each made move the score most. In the eighth family (moderate, seed 2) three or four different remarks " +
        "at one routine, each made by one run (`コメントが不足している`, `マジックナンバーを定数化すべき`, " +
        "`ログレベルが不適切`), form one group: the same symbol and line weigh +9.5 bits (4.1 and 5.4), " +
        "different words in another category −8.0. A run makes one remark at a place, so its own pairs, the ones " +
        "known to differ, cannot show how often different runs put different remarks at one place. Tried after " +
        "every change above, chosen on the tuned families' summed mean |Δscore| (61.8; never-tuned 35.3), none " +
        "kept: each word cut to its first 5, 6, 7 or 8 letters, as stemmers that know no language do (tuned 62.5, " +
        "62.6, 62.0, 62.5; never-tuned 34.0, 33.8, 34.0, 34.0; 58 or 59 missed cells); a description's words less " +
        "its symbol's (67.8; 36.1); the severity as a fourth learned field (73.0; 35.3); a bar other than even " +
        "odds for merging without a judge (−1 bit 63.3, +1 70.5, +2 74.2; never-tuned 36.2, 35.0, 35.7); two " +
        "lone reports merged only on a prior learned from the groups, groups of two against pairs of lone " +
        "reports in one file (60.7; 35.5: too little for a step of its own, and the groups that move the score " +
        "hold three or four). What was kept is the last change above, a group that only its place holds together " +
        "split; its first form took reports that repeat one text for reports worded apart where the text is " +
        "boilerplate, and split the twin catalogue's issues, whose text the catalogue writes in two files (61.7; " +
        "34.7, and a new missed cell in the twin catalogue).",
    ].join("\n\n"),
    command: "npm run bench -- matching",
    rows,
  };
}

/** The same families and targets at fewer and more runs than the default. */
export async function matchingRunsBench(): Promise<BenchSection> {
  const rows: BenchRow[] = [];
  for (const runs of OTHER_RUNS)
    rows.push(...(await qualityRows(runs, (family) => `${runs} runs, ${family.name.replace(/ \(.*$/, "")}`)));
  return {
    title: "Grouping quality at 5 and 20 runs",
    method:
      `The table above at ${OTHER_RUNS.join(" and ")} runs instead of the default ${RUNS}: the same families, seeds, simulated judge and ` +
      "targets, each cell the worst of the seeds, and after each size the same count of cells meeting every target. Fewer runs give the grouping less to learn from (fewer pairs for the " +
      "weights, fewer runs in which two issues occur together, the evidence that keeps them apart), and each wrong merge " +
      "moves the score further, since every finding stands for a larger share of the runs. These rows were first " +
      "measured when the words-agree rule (with a judge, the evidence merges on its own only reports whose words agree) " +
      "was chosen, on the development, fleet and simulator families; the held-out families' rows were not used to choose.",
    command: "npm run bench -- matching-runs",
    rows,
  };
}
