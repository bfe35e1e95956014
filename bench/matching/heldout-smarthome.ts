/**
 * The thirty-eighth held-out generator family for grouping quality (issue #12): a home's
 * automation as its repository keeps it: Home Assistant's `configuration.yaml` and
 * `automations.yaml`, a custom integration in Python (a solar inverter's sensor and its config
 * flow), a Lovelace card in JavaScript, an ESPHome device's YAML and Zigbee2MQTT's configuration,
 * reviewed by runs of which some write in Tamil, the code's names in Latin letters with Tamil case
 * endings joined to them by a hyphen (`cover.garage_door-ஐ`), as Tamil technical writing does. None
 * of these formats or that language appear anywhere else in the tests.
 *
 * Written in the stop that reads the thirty-seventh family, before its errors were read, to take
 * its place as a check; committed before anything was run on it; tuned against once its errors
 * were read, in the next stop (bench/matching/history.ts).
 * Self-contained: its own catalogue and its own model of how reports vary, its numbers from the
 * project's seeded generator (src/util/random.ts). What it models that the other families do not:
 *  - files by their path in the repository, or by where the containers mount them
 *    (`/config/automations.yaml`, `/app/data/configuration.yaml`), one habit a run; two files are
 *    both `configuration.yaml`, so a bare name is ambiguous;
 *  - a place in YAML as its key path, with dots and brackets (`[0].trigger[0].local_only`) or as a
 *    pointer (`/0/trigger/0/local_only`), one habit a run; or as a name people read (an
 *    automation's alias, with spaces: `Open garage from phone`); or as the entity it acts on
 *    (`cover.garage_door`), one of the three a run;
 *  - lines at the key at fault, at the start of its block (an automation's `- id:` line), or none,
 *    one habit a run;
 *  - titles led by a coloured circle for the severity (`🔴`), one habit a run;
 *  - categories as plain words, CWE ids, the OWASP IoT Top 10's items
 *    (`I9 Insecure Default Settings`) or in Tamil;
 *  - twins: two webhook automations, each reachable from the internet, one opening the garage and
 *    one unlocking the front door; the ESPHome device's API without encryption and its OTA without
 *    a password, four lines apart; a remark on the automation an issue is in.
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
  severityNudged,
  usualForm,
  usually,
  type Wording,
} from "./draw.js";
import type { Generated, GeneratorOptions } from "./quality.js";

const CONFIG = "homeassistant/configuration.yaml";
const AUTOMATIONS = "homeassistant/automations.yaml";
const SENSOR = "homeassistant/custom_components/solar_inverter/sensor.py";
const FLOW = "homeassistant/custom_components/solar_inverter/config_flow.py";
const CARD = "homeassistant/www/energy-card.js";
const DEVICE = "esphome/garage-door.yaml";
const ZIGBEE = "zigbee2mqtt/configuration.yaml";

/** Where the containers mount each file: Home Assistant's `/config`, Zigbee2MQTT's `/app/data`. */
const MOUNTED: Record<string, string> = {
  [CONFIG]: "/config/configuration.yaml",
  [AUTOMATIONS]: "/config/automations.yaml",
  [SENSOR]: "/config/custom_components/solar_inverter/sensor.py",
  [FLOW]: "/config/custom_components/solar_inverter/config_flow.py",
  [CARD]: "/config/www/energy-card.js",
  [DEVICE]: "/config/esphome/garage-door.yaml",
  [ZIGBEE]: "/app/data/configuration.yaml",
};

type Agent = "security" | "reliability" | "performance";

/** A place: a YAML key path (its segments, a number an index into a list) or a name as written. */
type Place = readonly string[] | string;

interface HomeIssue extends CatalogueIssue<Agent> {
  /** The start of the block the key is in (an automation's `- id:` line, a top-level key). */
  block: number;
  /** The key path or the function; the name people read or the qualified name; the entity or the call. */
  places: readonly [Place, string, string];
  /** Plain, CWE, the OWASP IoT Top 10's item (or the platform's own term), Tamil. */
  categories: readonly [string, string, string, string];
  en: Wording;
  ta: Wording;
}

/** An automation triggered by a webhook that the internet can reach: each automation its own issue. */
function openWebhook(
  id: string,
  index: number,
  alias: string,
  webhook: string,
  service: string,
  entity: string,
  thing: string,
  thingTa: string,
  line: number,
  block: number,
  rate: number,
): HomeIssue {
  return {
    id,
    agent: "security",
    severity: "HIGH",
    rate,
    file: AUTOMATIONS,
    line,
    block,
    places: [[String(index), "trigger", "0", "local_only"], alias, entity],
    categories: [
      "Missing authentication",
      "CWE-306",
      "I3 Insecure Ecosystem Interfaces",
      "அங்கீகாரம் இல்லாத அணுகல்",
    ],
    en: {
      titles: [
        `Webhook ${webhook} controls the ${thing} without authentication`,
        `${webhook} webhook is reachable from the internet (local_only: false)`,
        `Anyone who learns the webhook id can operate the ${thing}`,
      ],
      facts: [
        `The automation "${alias}" is triggered by webhook ${webhook} with local_only: false and calls ${service} on ${entity}; a webhook takes no token, so anyone on the internet who learns or guesses the id (it sits in the phone's shortcut and in the proxy's logs) can operate the ${thing}.`,
        `The ${webhook} webhook accepts calls from outside the home network with no authentication.`,
      ],
      fix: "Set local_only: true, or replace the webhook with the companion app's authenticated action.",
    },
    ta: {
      titles: [
        `${webhook} webhook அங்கீகாரம் இல்லாமல் ${thingTa} இயக்குகிறது`,
        `${webhook} webhook இணையத்திலிருந்து அணுகக்கூடியது (local_only: false)`,
      ],
      facts: [
        `"${alias}" automation, ${webhook} webhook-இல் local_only: false உடன் தூண்டப்பட்டு ${entity}-ஐ ${service} மூலம் இயக்குகிறது; webhook-க்கு token தேவையில்லை, எனவே id தெரிந்த எவரும் இணையத்திலிருந்து ${thingTa} இயக்கலாம்.`,
      ],
      fix: "local_only: true என அமைக்கவும், அல்லது companion app-இன் அங்கீகரிக்கப்பட்ட action-ஐப் பயன்படுத்தவும்.",
    },
  };
}

const ISSUES: HomeIssue[] = [
  openWebhook(
    "webhook-garage",
    0,
    "Open garage from phone",
    "open_garage",
    "cover.open_cover",
    "cover.garage_door",
    "garage door",
    "garage கதவை",
    12,
    3,
    0.55,
  ),
  openWebhook(
    "webhook-front-door",
    1,
    "Unlock front door for guests",
    "guest_unlock",
    "lock.unlock",
    "lock.front_door",
    "front door lock",
    "முன் கதவுப் பூட்டை",
    41,
    33,
    0.45,
  ),
  {
    id: "trusted-proxies",
    agent: "security",
    severity: "HIGH",
    rate: 0.5,
    file: CONFIG,
    line: 18,
    block: 14,
    places: [["http", "trusted_proxies"], "http", "X-Forwarded-For"],
    categories: ["IP spoofing", "CWE-348", "I9 Insecure Default Settings", "IP முகவரி ஏமாற்றல்"],
    en: {
      titles: [
        "trusted_proxies 0.0.0.0/0 lets any client forge its address",
        "X-Forwarded-For is trusted from every host",
        "The login ban can be bypassed by forging X-Forwarded-For",
      ],
      facts: [
        "http: sets use_x_forwarded_for: true with trusted_proxies: 0.0.0.0/0, so Home Assistant believes the X-Forwarded-For header of any client; ip_ban_enabled then bans the forged address, and an attacker guessing passwords changes it at will.",
        "Every address counts as a trusted proxy.",
      ],
      fix: "List only the reverse proxy's address (172.30.33.0/24 for the add-on) in trusted_proxies.",
    },
    ta: {
      titles: [
        "trusted_proxies 0.0.0.0/0 எந்த client-உம் தன் முகவரியைப் போலியாகக் காட்ட அனுமதிக்கிறது",
        "X-Forwarded-For எல்லா host-இலிருந்தும் நம்பப்படுகிறது",
      ],
      facts: [
        "http: பகுதியில் use_x_forwarded_for: true மற்றும் trusted_proxies: 0.0.0.0/0 உள்ளது; எனவே எந்த client அனுப்பும் X-Forwarded-For header-ஐயும் Home Assistant நம்புகிறது, ip_ban_enabled போலி முகவரியைத் தடுக்கிறது, தாக்குபவர் முகவரியை மாற்றிக்கொண்டே கடவுச்சொற்களை முயலலாம்.",
      ],
      fix: "trusted_proxies-இல் reverse proxy-இன் முகவரியை மட்டும் சேர்க்கவும்.",
    },
  },
  {
    id: "shell-injection",
    agent: "security",
    severity: "CRITICAL",
    rate: 0.5,
    file: CONFIG,
    line: 52,
    block: 50,
    places: [["shell_command", "snapshot"], "shell_command.snapshot", "ffmpeg"],
    categories: ["Command injection", "CWE-78", "I3 Insecure Ecosystem Interfaces", "கட்டளை ஊடுருவல்"],
    en: {
      titles: [
        "shell_command.snapshot renders MQTT data into a shell command",
        "Command injection through the snapshot shell command",
        "A camera name from MQTT reaches /bin/sh unquoted",
      ],
      facts: [
        "The snapshot shell command is 'ffmpeg -i {{ url }} -frames:v 1 /media/{{ name }}.jpg', and the doorbell automation fills name from the payload of doorbell/ring; a template in shell_command is rendered into the command line, so a payload with ; or $( ) runs as root in the container.",
        "The snapshot command line is built from an MQTT message.",
      ],
      fix: "Pass fixed arguments only, or check name against [a-z0-9_]+ in the automation before calling the service.",
    },
    ta: {
      titles: [
        "shell_command.snapshot MQTT தரவை shell கட்டளையில் சேர்க்கிறது",
        "snapshot shell கட்டளை வழியாக command injection",
      ],
      facts: [
        "snapshot shell_command 'ffmpeg -i {{ url }} -frames:v 1 /media/{{ name }}.jpg' ஆகும்; doorbell automation name-ஐ doorbell/ring MQTT payload-இலிருந்து நிரப்புகிறது, எனவே ; அல்லது $( ) உள்ள payload container-இல் root ஆக இயங்கும்.",
      ],
      fix: "நிலையான arguments மட்டும் அனுப்பவும், அல்லது name-ஐ [a-z0-9_]+ என்று சரிபார்க்கவும்.",
    },
  },
  {
    id: "permit-join",
    agent: "security",
    severity: "HIGH",
    rate: 0.45,
    file: ZIGBEE,
    line: 3,
    block: 3,
    places: [["permit_join"], "zigbee2mqtt.permit_join", "bridge/request/permit_join"],
    categories: ["Insecure default", "CWE-1188", "I9 Insecure Default Settings", "பாதுகாப்பற்ற இயல்புநிலை"],
    en: {
      titles: [
        "permit_join is left on permanently",
        "The Zigbee network accepts any device that asks to join",
        "permit_join: true in production",
      ],
      facts: [
        "Zigbee2MQTT's configuration sets permit_join: true at the top level, so the coordinator accepts any device that asks, at any time; a device joined from outside the house (Zigbee reaches 30 m and more) receives the network key and can send commands to the locks.",
        "Joining stays open all the time.",
      ],
      fix: "Set permit_join: false and allow joining from the frontend for a few minutes when pairing.",
    },
    ta: {
      titles: [
        "permit_join நிரந்தரமாக இயக்கத்தில் உள்ளது",
        "சேரக் கேட்கும் எந்தச் சாதனத்தையும் Zigbee வலைப்பின்னல் ஏற்கிறது",
      ],
      facts: [
        "Zigbee2MQTT அமைப்பில் permit_join: true மேல் மட்டத்தில் உள்ளது, எனவே coordinator எந்த நேரத்திலும் எந்தச் சாதனத்தையும் சேர்க்கிறது; வீட்டுக்கு வெளியிலிருந்து சேரும் சாதனம் network key-ஐப் பெற்று பூட்டுகளுக்குக் கட்டளை அனுப்பலாம்.",
      ],
      fix: "permit_join: false என அமைத்து, இணைக்கும்போது மட்டும் frontend-இலிருந்து சில நிமிடங்கள் அனுமதிக்கவும்.",
    },
  },
  {
    id: "frontend-open",
    agent: "security",
    severity: "HIGH",
    rate: 0.4,
    file: ZIGBEE,
    line: 21,
    block: 20,
    places: [["frontend", "auth_token"], "frontend", "0.0.0.0:8080"],
    categories: ["Missing authentication", "CWE-306", "I2 Insecure Network Services", "அங்கீகாரம் இல்லாத அணுகல்"],
    en: {
      titles: [
        "Zigbee2MQTT frontend listens on all interfaces without auth_token",
        "Anyone on the network can rename, remove or command devices",
        "frontend has no auth_token",
      ],
      facts: [
        "frontend: sets host: 0.0.0.0 and port: 8080 with no auth_token, so every device on the LAN and the guest Wi-Fi (bridged to it) can open the frontend and send any command, unlock included, or remove the lock from the network.",
        "The frontend needs no login.",
      ],
      fix: "Set frontend.auth_token from secrets.yaml, or bind it to 127.0.0.1 behind Home Assistant's ingress.",
    },
    ta: {
      titles: [
        "Zigbee2MQTT frontend auth_token இல்லாமல் எல்லா interface-இலும் கேட்கிறது",
        "வலைப்பின்னலில் உள்ள எவரும் சாதனங்களைக் கட்டுப்படுத்தலாம்",
      ],
      facts: [
        "frontend: பகுதியில் host: 0.0.0.0, port: 8080 உள்ளது, auth_token இல்லை; எனவே LAN-இலும் guest Wi-Fi-இலும் உள்ள எந்தச் சாதனமும் frontend-ஐத் திறந்து பூட்டைத் திறப்பது உட்பட எந்தக் கட்டளையையும் அனுப்பலாம்.",
      ],
      fix: "secrets.yaml-இலிருந்து frontend.auth_token அமைக்கவும்.",
    },
  },
  {
    id: "mqtt-password",
    agent: "security",
    severity: "MEDIUM",
    rate: 0.45,
    file: ZIGBEE,
    line: 9,
    block: 6,
    places: [["mqtt", "password"], "mqtt", "!secret"],
    categories: [
      "Hardcoded credentials",
      "CWE-798",
      "I1 Weak, Guessable, or Hardcoded Passwords",
      "குறியீட்டில் கடவுச்சொல்",
    ],
    en: {
      titles: [
        "MQTT password written in plain text in the repository",
        "mqtt.password is not read from secrets",
        "Broker credentials committed to git",
      ],
      facts: [
        "mqtt: gives user: zigbee and password: garage-2023 inline, and the file is committed; everyone with the repository (and the backup on the NAS) can log in to the broker and publish to zigbee2mqtt/+/set.",
        "The broker password is in the committed file.",
      ],
      fix: "Use password: '!secret mqtt_password' and keep secret.yaml out of git; change the password.",
    },
    ta: {
      titles: [
        "MQTT கடவுச்சொல் repository-இல் வெளிப்படையாக உள்ளது",
        "mqtt.password secrets-இலிருந்து படிக்கப்படவில்லை",
      ],
      facts: [
        "mqtt: பகுதியில் user: zigbee, password: garage-2023 நேரடியாக எழுதப்பட்டுள்ளது, கோப்பு git-இல் உள்ளது; repository உள்ள எவரும் broker-இல் நுழைந்து zigbee2mqtt/+/set-க்கு அனுப்பலாம்.",
      ],
      fix: "'!secret mqtt_password' பயன்படுத்தி கடவுச்சொல்லை மாற்றவும்.",
    },
  },
  {
    id: "device-api",
    agent: "security",
    severity: "HIGH",
    rate: 0.5,
    file: DEVICE,
    line: 14,
    block: 14,
    places: [["api", "encryption"], "garage-door.api", "noise_psk"],
    categories: [
      "Unencrypted channel",
      "CWE-319",
      "I7 Insecure Data Transfer and Storage",
      "மறையாக்கம் இல்லாத இணைப்பு",
    ],
    en: {
      titles: [
        "ESPHome native API without encryption",
        "garage-door accepts API connections with no key",
        "api: has no encryption key",
      ],
      facts: [
        "The device's api: block has no encryption: key, so the native API on port 6053 is plain text and unauthenticated; anyone on the Wi-Fi can connect and call the relay that moves the garage door.",
        "The native API of the garage device is open.",
      ],
      fix: "Add api.encryption.key from secrets and pair the device again in Home Assistant.",
    },
    ta: {
      titles: [
        "ESPHome native API மறையாக்கம் இல்லாமல் உள்ளது",
        "garage-door சாதனம் key இல்லாமல் API இணைப்புகளை ஏற்கிறது",
      ],
      facts: [
        "சாதனத்தின் api: பகுதியில் encryption: key இல்லை, எனவே 6053 port-இல் native API மறையாக்கமும் அங்கீகாரமும் இல்லாமல் உள்ளது; Wi-Fi-இல் உள்ள எவரும் இணைந்து garage கதவின் relay-ஐ இயக்கலாம்.",
      ],
      fix: "secrets-இலிருந்து api.encryption.key சேர்க்கவும்.",
    },
  },
  {
    id: "device-ota",
    agent: "security",
    severity: "HIGH",
    rate: 0.4,
    file: DEVICE,
    line: 18,
    block: 18,
    places: [["ota", "password"], "garage-door.ota", "OTA"],
    categories: [
      "Unauthenticated firmware update",
      "CWE-494",
      "I4 Lack of Secure Update Mechanism",
      "அங்கீகாரம் இல்லாத firmware புதுப்பிப்பு",
    ],
    en: {
      titles: [
        "OTA updates need no password",
        "Anyone on the network can flash the garage-door device",
        "ota: without password",
      ],
      facts: [
        "ota: uses platform: esphome with no password, so any host on the Wi-Fi can upload its own firmware to the device that drives the garage door and keep it after reboots.",
        "Firmware uploads are not authenticated.",
      ],
      fix: "Set ota.password from secrets.",
    },
    ta: {
      titles: [
        "OTA புதுப்பிப்புக்குக் கடவுச்சொல் இல்லை",
        "வலைப்பின்னலில் உள்ள எவரும் garage-door சாதனத்தில் firmware ஏற்றலாம்",
      ],
      facts: [
        "ota: பகுதி platform: esphome உடன் கடவுச்சொல் இல்லாமல் உள்ளது, எனவே Wi-Fi-இல் உள்ள எந்த host-உம் garage கதவை இயக்கும் சாதனத்தில் தன் firmware-ஐ ஏற்றலாம்.",
      ],
      fix: "secrets-இலிருந்து ota.password அமைக்கவும்.",
    },
  },
  {
    id: "card-xss",
    agent: "security",
    severity: "MEDIUM",
    rate: 0.45,
    file: CARD,
    line: 37,
    block: 30,
    places: ["render", "EnergyCard.render", "innerHTML"],
    categories: ["Cross-site scripting", "CWE-79", "I3 Insecure Ecosystem Interfaces", "XSS தாக்குதல்"],
    en: {
      titles: [
        "Energy card writes friendly_name into innerHTML",
        "Stored XSS through a device's name in the dashboard",
        "render interpolates entity attributes into HTML",
      ],
      facts: [
        "render sets this.shadowRoot.innerHTML to a template with ${stateObj.attributes.friendly_name}; a Zigbee device reports its own name, so a device that names itself <img src=x onerror=…> runs script in every dashboard session, with the user's long-lived token in reach.",
        "Entity names reach innerHTML unescaped.",
      ],
      fix: "Build the card with lit's html template (it escapes), or set textContent.",
    },
    ta: {
      titles: [
        "Energy card friendly_name-ஐ innerHTML-இல் எழுதுகிறது",
        "சாதனத்தின் பெயர் வழியாக dashboard-இல் XSS",
      ],
      facts: [
        "render, this.shadowRoot.innerHTML-இல் ${stateObj.attributes.friendly_name} உள்ள template-ஐ வைக்கிறது; Zigbee சாதனம் தன் பெயரைத் தானே சொல்கிறது, எனவே <img src=x onerror=…> என்று பெயரிட்ட சாதனம் ஒவ்வொரு dashboard-இலும் script இயக்கும்.",
      ],
      fix: "lit-இன் html template-ஐப் பயன்படுத்தவும், அல்லது textContent அமைக்கவும்.",
    },
  },
  {
    id: "flow-logs-password",
    agent: "security",
    severity: "MEDIUM",
    rate: 0.4,
    file: FLOW,
    line: 44,
    block: 38,
    places: ["async_step_user", "SolarInverterConfigFlow.async_step_user", "_LOGGER.debug"],
    categories: [
      "Sensitive data in logs",
      "CWE-532",
      "I6 Insufficient Privacy Protection",
      "பதிவுகளில் ரகசியத் தகவல்",
    ],
    en: {
      titles: [
        "Config flow logs the inverter password",
        "async_step_user writes user_input to the debug log",
        "Cloud password ends up in home-assistant.log",
      ],
      facts: [
        'async_step_user calls _LOGGER.debug("user input %s", user_input), and user_input holds the inverter cloud account\'s password; with debug logging on for the integration, which its README tells users to enable, the password lands in home-assistant.log and in every issue users paste it into.',
        "The config flow logs the password it was given.",
      ],
      fix: "Log the host only, or redact user_input[CONF_PASSWORD] before logging.",
    },
    ta: {
      titles: [
        "Config flow inverter கடவுச்சொல்லை log-இல் எழுதுகிறது",
        "async_step_user, user_input-ஐ debug log-இல் எழுதுகிறது",
      ],
      facts: [
        'async_step_user, _LOGGER.debug("user input %s", user_input) அழைக்கிறது; user_input-இல் inverter cloud கணக்கின் கடவுச்சொல் உள்ளது, debug log இயக்கத்தில் இருந்தால் அது home-assistant.log-இல் பதிவாகிறது.',
      ],
      fix: "host-ஐ மட்டும் log செய்யவும், அல்லது கடவுச்சொல்லை மறைக்கவும்.",
    },
  },
  {
    id: "sensor-tls",
    agent: "security",
    severity: "MEDIUM",
    rate: 0.4,
    file: SENSOR,
    line: 31,
    block: 25,
    places: ["async_setup_entry", "sensor.async_setup_entry", "async_get_clientsession"],
    categories: [
      "Certificate validation disabled",
      "CWE-295",
      "I7 Insecure Data Transfer and Storage",
      "சான்றிதழ் சரிபார்ப்பு முடக்கம்",
    ],
    en: {
      titles: [
        "Inverter cloud session created with verify_ssl=False",
        "TLS certificates are not checked for the inverter API",
        "async_get_clientsession(hass, verify_ssl=False)",
      ],
      facts: [
        "async_setup_entry builds its session with async_get_clientsession(hass, verify_ssl=False) and sends the account's token to the vendor's cloud over it, so anyone on the path can read the token and feed the sensors made-up readings.",
        "The integration accepts any certificate.",
      ],
      fix: "Use the default session; if the vendor's chain is incomplete, pin its certificate instead.",
    },
    ta: {
      titles: [
        "Inverter cloud session verify_ssl=False உடன் உருவாக்கப்படுகிறது",
        "inverter API-க்கு TLS சான்றிதழ் சரிபார்க்கப்படவில்லை",
      ],
      facts: [
        "async_setup_entry, async_get_clientsession(hass, verify_ssl=False) மூலம் session உருவாக்கி கணக்கின் token-ஐ அனுப்புகிறது, எனவே வழியில் உள்ள எவரும் token-ஐப் படிக்கலாம்.",
      ],
      fix: "இயல்பான session-ஐப் பயன்படுத்தவும்.",
    },
  },
  {
    id: "template-default",
    agent: "reliability",
    severity: "MEDIUM",
    rate: 0.5,
    file: AUTOMATIONS,
    line: 71,
    block: 64,
    places: [["2", "condition", "0", "value_template"], "Heat pump boost", "sensor.outdoor_temp"],
    categories: ["Error handling", "CWE-754", "Unavailable entity", "பிழை கையாளுதல்"],
    en: {
      titles: [
        "Template condition fails when the outdoor sensor is unavailable",
        "float filter without a default in Heat pump boost",
        "Heat pump boost never runs after a sensor dropout",
      ],
      facts: [
        "The condition is {{ states('sensor.outdoor_temp') | float < -5 }}; when the sensor is unavailable, float has no default and the template raises, the automation stops with an error and the heat pump is not boosted on the coldest nights, when the sensor's battery fails most.",
        "The template errors instead of deciding when the sensor has no value.",
      ],
      fix: "Write float(0) with an availability check: {{ has_value('sensor.outdoor_temp') and … }}.",
    },
    ta: {
      titles: [
        "வெளி வெப்பநிலை sensor கிடைக்காதபோது template நிபந்தனை தோல்வியடைகிறது",
        "Heat pump boost-இல் default இல்லாத float filter",
      ],
      facts: [
        "நிபந்தனை {{ states('sensor.outdoor_temp') | float < -5 }} ஆகும்; sensor unavailable ஆனால் float-க்கு default இல்லாததால் template பிழை தருகிறது, automation நின்றுவிடுகிறது.",
      ],
      fix: "has_value சரிபார்ப்புடன் float(0) எழுதவும்.",
    },
  },
  {
    id: "motion-mode",
    agent: "reliability",
    severity: "LOW",
    rate: 0.4,
    file: AUTOMATIONS,
    line: 95,
    block: 88,
    places: [["3", "mode"], "Hall light on motion", "binary_sensor.hall_motion"],
    categories: ["Race condition", "CWE-362", "Missed retrigger", "தவறவிட்ட தூண்டல்"],
    en: {
      titles: [
        "Hall light turns off while someone is still there",
        "mode: single ignores motion during the 5-minute delay",
        "Motion automation should use mode: restart",
      ],
      facts: [
        "Hall light on motion runs in mode: single with a 5-minute delay before light.turn_off; motion during the delay is dropped (a warning in the log), so the light goes off 5 minutes after the first motion, however long people stay.",
        "Retriggers during the delay are ignored.",
      ],
      fix: "Use mode: restart, or wait_for_trigger on the sensor turning off for 5 minutes.",
    },
    ta: {
      titles: [
        "யாரேனும் இருக்கும்போதே hall விளக்கு அணைகிறது",
        "mode: single, 5 நிமிட delay-இன்போது இயக்கத்தைப் புறக்கணிக்கிறது",
      ],
      facts: [
        "Hall light on motion, mode: single-இல் light.turn_off-க்கு முன் 5 நிமிட delay உடன் இயங்குகிறது; delay-இன்போது வரும் இயக்கம் கைவிடப்படுகிறது, எனவே ஆட்கள் இருந்தாலும் விளக்கு அணைகிறது.",
      ],
      fix: "mode: restart பயன்படுத்தவும்.",
    },
  },
  {
    id: "blocking-update",
    agent: "performance",
    severity: "HIGH",
    rate: 0.5,
    file: SENSOR,
    line: 78,
    block: 74,
    places: ["async_update", "SolarInverterSensor.async_update", "requests.get"],
    categories: ["Blocking I/O", "CWE-1050", "Event loop blocked", "நிகழ்வுச் சுழற்சி முடக்கம்"],
    en: {
      titles: [
        "async_update calls requests.get on the event loop",
        "Blocking HTTP call stalls Home Assistant every 30 seconds",
        "Synchronous request inside a coroutine",
      ],
      facts: [
        "SolarInverterSensor.async_update calls requests.get(url, timeout=None) directly; it blocks the event loop for the whole request, every scan interval, and with the vendor's cloud slow or down it freezes every automation and the UI with no timeout.",
        "A blocking request runs inside async_update.",
      ],
      fix: "Use the aiohttp session from async_get_clientsession with a timeout, or run the call in hass.async_add_executor_job.",
    },
    ta: {
      titles: [
        "async_update event loop-இல் requests.get அழைக்கிறது",
        "தடுக்கும் HTTP அழைப்பு Home Assistant-ஐ நிறுத்துகிறது",
      ],
      facts: [
        "SolarInverterSensor.async_update நேரடியாக requests.get(url, timeout=None) அழைக்கிறது; ஒவ்வொரு scan interval-இலும் event loop முழு request வரை நிற்கிறது, cloud மெதுவாக இருந்தால் எல்லா automation-உம் UI-உம் உறைகின்றன.",
      ],
      fix: "timeout உடன் aiohttp session பயன்படுத்தவும், அல்லது hass.async_add_executor_job-இல் இயக்கவும்.",
    },
  },
  {
    id: "recorder-growth",
    agent: "performance",
    severity: "MEDIUM",
    rate: 0.45,
    file: CONFIG,
    line: 30,
    block: 28,
    places: [["recorder", "purge_keep_days"], "recorder", "home-assistant_v2.db"],
    categories: ["Unbounded storage growth", "CWE-770", "SD card wear", "சேமிப்பக வளர்ச்சி"],
    en: {
      titles: [
        "Recorder keeps ten years of states with commit_interval: 0",
        "purge_keep_days: 3650 grows the database without bound",
        "The SD card wears out from per-event commits",
      ],
      facts: [
        "recorder: sets purge_keep_days: 3650 and commit_interval: 0 with no exclude, so every state change of every entity (the power sensors update each second) is committed on its own and kept for ten years; on the Raspberry Pi's SD card the database passes gigabytes in months and the card wears out.",
        "The recorder writes and keeps everything.",
      ],
      fix: "Keep 10 to 30 days, exclude the per-second sensors, and leave commit_interval at its default.",
    },
    ta: {
      titles: [
        "Recorder commit_interval: 0 உடன் பத்து ஆண்டு states-ஐ வைத்திருக்கிறது",
        "purge_keep_days: 3650 database-ஐ எல்லையின்றி வளர்க்கிறது",
      ],
      facts: [
        "recorder: பகுதியில் purge_keep_days: 3650, commit_interval: 0 உள்ளது, exclude இல்லை; ஒவ்வொரு state மாற்றமும் தனியாக commit செய்யப்பட்டு பத்து ஆண்டுகள் வைக்கப்படுகிறது, SD card விரைவில் தேய்கிறது.",
      ],
      fix: "10 முதல் 30 நாட்கள் மட்டும் வைக்கவும்.",
    },
  },
  {
    id: "sensor-interval",
    agent: "performance",
    severity: "LOW",
    rate: 0.4,
    file: DEVICE,
    line: 47,
    block: 44,
    places: [["sensor", "0", "update_interval"], "garage_temperature", "dht"],
    categories: ["Excessive polling", "CWE-400", "API flooding", "அதிகப்படியான வாசிப்பு"],
    en: {
      titles: [
        "DHT sensor read every 200 ms",
        "update_interval: 200ms floods the API with temperature states",
        "garage_temperature polls far faster than the sensor can measure",
      ],
      facts: [
        "The dht sensor garage_temperature has update_interval: 200ms; a DHT22 gives a new reading every 2 s at best, so most reads fail or repeat, and each sends a state to Home Assistant, five a second, all kept by the recorder.",
        "The temperature sensor is polled too often.",
      ],
      fix: "Use update_interval: 60s and a delta filter.",
    },
    ta: {
      titles: [
        "DHT sensor ஒவ்வொரு 200 ms-க்கும் படிக்கப்படுகிறது",
        "update_interval: 200ms API-ஐ வெப்பநிலை states-ஆல் நிரப்புகிறது",
      ],
      facts: [
        "garage_temperature என்ற dht sensor-க்கு update_interval: 200ms உள்ளது; DHT22 அதிகபட்சம் 2 வினாடிக்கு ஒருமுறைதான் அளக்கும், எனவே பெரும்பாலான வாசிப்புகள் தோல்வியடைகின்றன, ஒவ்வொன்றும் Home Assistant-க்கு state அனுப்புகிறது.",
      ],
      fix: "update_interval: 60s மற்றும் delta filter பயன்படுத்தவும்.",
    },
  },
  {
    id: "card-rerender",
    agent: "performance",
    severity: "LOW",
    rate: 0.35,
    file: CARD,
    line: 22,
    block: 20,
    places: ["set hass", "EnergyCard.hass", "render"],
    categories: ["Excessive rendering", "CWE-1050", "Dashboard lag", "தேவையற்ற மறுவரைவு"],
    en: {
      titles: [
        "Energy card re-renders on every state change in the house",
        "set hass calls render unconditionally",
        "Wall tablet dashboard lags from the energy card",
      ],
      facts: [
        "The hass setter calls this.render() each time it is given hass, which Home Assistant does on every state change of any entity, several per second here; the card rebuilds its whole DOM each time, and the wall tablets' dashboards stutter.",
        "The card redraws on changes it does not show.",
      ],
      fix: "Compare the three entities it shows with the previous hass and render only when one changed.",
    },
    ta: {
      titles: [
        "வீட்டின் ஒவ்வொரு state மாற்றத்திலும் energy card மீண்டும் வரையப்படுகிறது",
        "set hass நிபந்தனையின்றி render அழைக்கிறது",
      ],
      facts: [
        "hass setter ஒவ்வொரு முறையும் this.render() அழைக்கிறது; Home Assistant எந்த entity மாறினாலும் hass தருகிறது, எனவே card முழு DOM-ஐயும் மீண்டும் கட்டுகிறது, சுவர் tablet-கள் தடுமாறுகின்றன.",
      ],
      fix: "காட்டும் entity-கள் மாறியபோது மட்டும் render செய்யவும்.",
    },
  },
];

/** Remarks a run makes on its own at one place: each place is its own issue. */
const REMARKS: (CatalogueRemark & { agent: Agent; en: string; ta: string })[] = [
  {
    id: "remark-guest-automation-id",
    agent: "security",
    file: AUTOMATIONS,
    line: 33,
    place: "Unlock front door for guests",
    en: "Give the guest automation an id so the UI editor can change it",
    ta: "UI editor மாற்ற முடியும்படி guest automation-க்கு id கொடுக்கவும்",
  },
  {
    id: "remark-device-friendly-name",
    agent: "security",
    file: DEVICE,
    line: 3,
    place: "esphome.friendly_name",
    en: "Set a friendly_name for the garage device",
    ta: "garage சாதனத்துக்கு friendly_name அமைக்கவும்",
  },
  {
    id: "remark-setup-type-hints",
    agent: "performance",
    file: SENSOR,
    line: 25,
    place: "async_setup_entry",
    en: "Add type hints to async_setup_entry",
    ta: "async_setup_entry-க்கு type hints சேர்க்கவும்",
  },
];

/** How a run writes, kept for the whole run. */
interface HomeStyle {
  tamil: boolean;
  /** Files by their path in the repository, or where the containers mount them. */
  mounted: boolean;
  /** A YAML key path with dots and brackets, or as a pointer. */
  pointer: boolean;
  /** Places as the key path or function, the name people read, or the entity or call. */
  place: 0 | 1 | 2;
  /** Lines at the key, at the block's start, or none. */
  lines: "key" | "block" | "none";
  /** Titles led by a coloured circle for the severity. */
  circles: boolean;
}

const CIRCLE: Record<Severity, string> = {
  CRITICAL: "🔴",
  HIGH: "🟠",
  MEDIUM: "🟡",
  LOW: "🔵",
  INFO: "⚪",
};
const SEVERITY_TA: Record<Severity, string> = {
  CRITICAL: "மிகக் கடுமை",
  HIGH: "கடுமை",
  MEDIUM: "நடுத்தரம்",
  LOW: "குறைவு",
  INFO: "தகவல்",
};

function placeText(place: Place, style: HomeStyle): string {
  if (typeof place === "string") return place;
  if (style.pointer) return `/${place.join("/")}`;
  return place.map((part, i) => (/^\d+$/.test(part) ? `[${part}]` : i === 0 ? part : `.${part}`)).join("");
}

function located(
  file: string,
  line: number,
  block: number,
  style: HomeStyle,
  random: Random,
  v: number,
): { file: string; line?: number } {
  const shift = random() < v * 0.35 ? Math.round((random() * 2 - 1) * (v > 0.5 ? 7 : 3)) : 0;
  const base = style.lines === "block" ? block : line;
  const at = style.lines === "none" || random() < v * 0.1 ? undefined : Math.max(1, base + shift);
  const written = style.mounted
    ? MOUNTED[file]!
    : random() < v * 0.12
      ? file.slice(file.lastIndexOf("/") + 1)
      : file;
  return { file: written, ...(at !== undefined && { line: at }) };
}

function reportOf(issue: HomeIssue, style: HomeStyle, random: Random, v: number): Finding {
  const severity = severityNudged(issue.severity, v * 0.25, random);
  const category = categoryDrawn(issue.categories, style.tamil, random, v);
  const words = style.tamil ? issue.ta : issue.en;
  let title = usually(words.titles, v * 0.6, random);
  if (style.circles) title = `${CIRCLE[severity]} ${title}`;
  const fact = usually(words.facts, v * 0.5, random);
  const drawn = formDrawn(issue.places, style.place, random, v);
  const place = drawn === undefined ? undefined : placeText(drawn, style);
  const said = style.tamil ? `தீவிரம்: ${SEVERITY_TA[severity]}.` : `Severity: ${severity.toLowerCase()}.`;
  return {
    agent: issue.agent,
    category,
    severity,
    title,
    description: `${fact} ${words.fix} ${said}`,
    ...located(issue.file, issue.line, issue.block, style, random, v),
    ...(place !== undefined && { symbol: place }),
  };
}

/** `runs` runs of the three agents over the home's automation, with each finding's true issue. */
export function smarthomeRuns(options: GeneratorOptions): Generated {
  return drawRuns<HomeIssue, (typeof REMARKS)[number], HomeStyle>(
    {
      name: "smarthome",
      model: "smarthome-generator",
      issues: ISSUES,
      remarks: REMARKS,
      remarkRate: 0.12,
      style: (random, v) => {
        const place = random();
        const lines = random();
        return {
          tamil: random() < 0.3,
          mounted: random() < 0.15 + v * 0.2,
          pointer: random() < 0.3,
          place: usualForm(place, v),
          lines: lines < 0.6 ? "key" : lines < 0.85 ? "block" : "none",
          circles: random() < 0.25,
        };
      },
      report: reportOf,
      remark: (remark, style, random, v) => ({
        agent: remark.agent,
        category: style.tamil ? "பராமரிப்பு" : "Maintainability",
        severity: "INFO",
        title: style.tamil ? remark.ta : remark.en,
        description: style.tamil
          ? `${remark.ta}. சிறிய விஷயம், ஆனால் பராமரிப்பவருக்கு உதவும்.`
          : `${remark.en}. Minor, but it helps whoever maintains it.`,
        ...located(remark.file, remark.line, remark.line, style, random, v),
        symbol: remark.place,
      }),
    },
    options,
  );
}
