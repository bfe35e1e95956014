/**
 * The twenty-sixth held-out generator family for grouping quality (issue #12): a robot arm's
 * ROS 2 workspace: C++ and Python nodes, a launch file, the arm's URDF as xacro, the controllers'
 * parameters and an SROS2 policy, reviewed by runs of which some write in Czech. None of these
 * formats appear anywhere else in the tests.
 *
 * Written after every change to the matcher before it (up to a symbol naming its file read as
 * the owner of every place in it, 0664c84) and committed before anything was run on it; written
 * to be read for its errors (tuned against) in the stop it was written. Self-contained: its own
 * catalogue and model of how reports vary, its numbers from the project's seeded generator
 * (src/util/random.ts). What it models that the other families do not:
 *  - files named as ROS names them, one habit a run: by a package URI
 *    (`package://arm_description/urdf/arm.urdf.xacro`), by a `$(find …)` substitution, by the
 *    command that runs them (`ros2 launch arm_bringup arm.launch.py`), a node's source by the
 *    node's name (`/joint_controller`) or its executable (`joint_controller_node`);
 *  - places as ROS writes them: topics (`/joint_states`), parameters
 *    (`joint_controller.ros__parameters.kp`), URDF joints (`joint shoulder_pan`), callbacks;
 *  - categories as ISO 10218 and ISO 13849 clauses, SROS2 terms and CWE ids;
 *  - twins: two joints of the URDF without a velocity limit; two subscriptions with a default
 *    queue of 10 for two topics in one node; remarks a run makes on its own.
 * Do not edit the catalogue or the variation to suit the matcher: that would end its use.
 */
import { type BilingualIssue, bilingualRuns } from "./draw.js";
import type { Generated, GeneratorOptions } from "./quality.js";

type RobotIssue = BilingualIssue<"cs">;

const CONTROLLER = "src/arm_control/src/joint_controller.cpp";
const MONITOR = "src/arm_control/arm_control/safety_monitor.py";
const LAUNCH = "src/arm_bringup/launch/arm.launch.py";
const URDF = "src/arm_description/urdf/arm.urdf.xacro";
const PARAMS = "src/arm_control/config/controllers.yaml";
const POLICY = "src/arm_bringup/security/policy.xml";

/** How a run names each file as ROS names it, by habit: a package URI, a `$(find)`, a node or command. */
const ROS_NAMES: Record<string, [string, string]> = {
  [CONTROLLER]: ["/joint_controller", "joint_controller_node"],
  [MONITOR]: ["/safety_monitor", "safety_monitor (arm_control)"],
  [LAUNCH]: ["ros2 launch arm_bringup arm.launch.py", "package://arm_bringup/launch/arm.launch.py"],
  [URDF]: ["package://arm_description/urdf/arm.urdf.xacro", "$(find arm_description)/urdf/arm.urdf.xacro"],
  [PARAMS]: ["$(find arm_control)/config/controllers.yaml", "package://arm_control/config/controllers.yaml"],
};

/** A URDF joint without a velocity limit: each joint is its own issue. */
function noVelocityLimit(id: string, joint: string, line: number, rate: number): RobotIssue {
  return {
    id,
    agent: "architecture",
    severity: "HIGH",
    rate,
    file: URDF,
    line,
    symbols: [`joint ${joint}`, `<joint name="${joint}" type="revolute">`, `${joint}/limit`],
    categories: ["ISO 10218-1 5.4", "Missing safety limit", "Configuration"],
    en: {
      titles: [
        `Joint ${joint} has no velocity limit`,
        `No <limit velocity> on ${joint}`,
        `${joint} can be commanded at any speed`,
      ],
      facts: [
        `The revolute joint ${joint} declares effort and position limits but velocity="0", which ros2_control reads as unlimited, so a bad trajectory drives it at full motor speed.`,
        `Nothing in the URDF caps how fast ${joint} may move; the controller passes any commanded velocity through.`,
      ],
      fix: "Set a velocity limit from the joint's rated speed and enforce it in the controller.",
    },
    cs: {
      titles: [`Kloub ${joint} nemá omezení rychlosti`],
      facts: [`Kloub ${joint} má velocity="0", což ros2_control chápe jako neomezenou rychlost.`],
      fix: "Nastavte limit rychlosti podle jmenovité rychlosti kloubu.",
    },
  };
}

/** A subscription with the default queue of 10 on a fast topic: each topic's its own issue. */
function shallowQueue(id: string, topic: string, callback: string, line: number, rate: number): RobotIssue {
  return {
    id,
    agent: "performance",
    severity: "MEDIUM",
    rate,
    file: CONTROLLER,
    line,
    symbols: [
      callback,
      `create_subscription<${topic === "/joint_states" ? "sensor_msgs::msg::JointState" : "geometry_msgs::msg::WrenchStamped"}>("${topic}", 10, …)`,
      topic,
    ],
    categories: ["Message loss", "QoS", "Performance"],
    en: {
      titles: [
        `${topic} subscribed with a queue depth of 10 at 1 kHz`,
        `Messages on ${topic} dropped under load`,
        `Default QoS depth for ${topic} in JointController`,
      ],
      facts: [
        `JointController subscribes to ${topic} with depth 10 and a best-effort default, while the topic is published at 1 kHz and ${callback} takes up to 3 ms; samples are dropped whenever the executor falls behind.`,
        `Under load the controller works on stale ${topic} samples because the queue of 10 overflows.`,
      ],
      fix: "Use a sensor-data QoS profile sized to the rate, or a dedicated callback group.",
    },
    cs: {
      titles: [`Odběr ${topic} s frontou hloubky 10 při 1 kHz`],
      facts: [
        `JointController odebírá ${topic} s hloubkou 10, zatímco téma vychází s frekvencí 1 kHz; vzorky se zahazují.`,
      ],
      fix: "Použijte QoS profil pro senzorová data.",
    },
  };
}

const ISSUES: RobotIssue[] = [
  noVelocityLimit("vel-shoulder", "shoulder_pan", 41, 0.7),
  noVelocityLimit("vel-elbow", "elbow", 67, 0.55),
  shallowQueue("queue-joint-states", "/joint_states", "on_joint_state", 58, 0.6),
  shallowQueue("queue-wrench", "/wrench", "on_wrench", 64, 0.45),
  {
    id: "estop-timeout",
    agent: "architecture",
    severity: "CRITICAL",
    rate: 0.65,
    file: MONITOR,
    line: 37,
    symbols: ["SafetyMonitor.on_heartbeat", "on_heartbeat", "self.create_timer(1.0, self.check)"],
    categories: ["ISO 13849-1 Performance Level", "Watchdog", "Fail-safe"],
    en: {
      titles: [
        "Heartbeat watchdog allows 1 s before stopping the arm",
        "Safety monitor's timeout far above the controller period",
        "Lost heartbeat stops the arm only after a second",
      ],
      facts: [
        "SafetyMonitor checks the heartbeat with a 1.0 s timer and only then publishes /emergency_stop; at 1 m/s the end effector travels a metre with no command source.",
        "A crashed controller is detected a second late, far beyond the 50 ms the risk assessment assumes.",
      ],
      fix: "Check the heartbeat at the control rate and stop within two missed periods.",
    },
    cs: {
      titles: ["Watchdog srdečního tepu čeká 1 s, než zastaví rameno"],
      facts: ["SafetyMonitor kontroluje tep časovačem 1,0 s; rameno mezitím urazí až metr."],
      fix: "Kontrolujte tep s frekvencí řízení.",
    },
  },
  {
    id: "launch-no-respawn",
    agent: "architecture",
    severity: "MEDIUM",
    rate: 0.5,
    file: LAUNCH,
    line: 29,
    symbols: [
      "generate_launch_description",
      "Node(package='arm_control', executable='safety_monitor')",
      "safety_monitor",
    ],
    categories: ["Availability", "Process supervision", "Fail-safe"],
    en: {
      titles: [
        "Safety monitor is launched without respawn",
        "No respawn or on_exit for safety_monitor",
        "A crashed safety monitor stays down",
      ],
      facts: [
        "arm.launch.py starts safety_monitor with no respawn=True and no OnProcessExit handler, so if it crashes the arm keeps moving with nothing watching it.",
        "The launch description does not shut the system down when the safety monitor exits.",
      ],
      fix: "Respawn it, and shut the controllers down on its exit.",
    },
    cs: {
      titles: ["Bezpečnostní monitor se spouští bez respawn"],
      facts: ["arm.launch.py spouští safety_monitor bez respawn=True a bez obsluhy OnProcessExit."],
      fix: "Zapněte respawn a při ukončení vypněte řadiče.",
    },
  },
  {
    id: "params-gain",
    agent: "architecture",
    severity: "MEDIUM",
    rate: 0.45,
    file: PARAMS,
    line: 12,
    symbols: ["joint_controller.ros__parameters.kp", "ros__parameters", "kp"],
    categories: ["Configuration", "Missing validation", "CWE-20"],
    en: {
      titles: [
        "Controller gain kp accepted without bounds",
        "kp can be set to any value at run time",
        "No parameter descriptor range for kp",
      ],
      facts: [
        "controllers.yaml sets kp to 850 and the node declares it without a ParameterDescriptor range, so `ros2 param set` can make the loop unstable while the arm moves.",
        "Any node on the graph can raise kp by an order of magnitude; nothing rejects it.",
      ],
      fix: "Declare kp with a floating-point range and reject changes while enabled.",
    },
    cs: {
      titles: ["Zesílení kp se přijímá bez mezí"],
      facts: ["controllers.yaml nastavuje kp na 850 a uzel ho deklaruje bez rozsahu."],
      fix: "Deklarujte kp s rozsahem.",
    },
  },
  {
    id: "sros-wildcard",
    agent: "security",
    severity: "HIGH",
    rate: 0.55,
    file: POLICY,
    line: 18,
    symbols: ['<topics publish="ALLOW">', "<topic>*</topic>", "enclave /arm"],
    categories: ["Access control", "SROS2", "CWE-284"],
    en: {
      titles: [
        "SROS2 policy lets every node publish on every topic",
        "Wildcard topic permission in the arm enclave",
        "Any participant may publish joint commands",
      ],
      facts: [
        "policy.xml grants the /arm enclave publish ALLOW on <topic>*</topic>, so any participant with the enclave's keys can publish /joint_commands.",
        "The access-control policy is effectively off: the wildcard covers the command topics.",
      ],
      fix: "List the topics each node may publish; deny the rest.",
    },
    cs: {
      titles: ["Politika SROS2 povoluje publikovat na všechna témata"],
      facts: ["policy.xml dává enklávě /arm publish ALLOW na <topic>*</topic>."],
      fix: "Vyjmenujte povolená témata pro každý uzel.",
    },
  },
  {
    id: "controller-blocking",
    agent: "performance",
    severity: "HIGH",
    rate: 0.5,
    file: CONTROLLER,
    line: 102,
    symbols: ["JointController::update", "update", "RCLCPP_INFO"],
    categories: ["Real-time violation", "Blocking call", "Performance"],
    en: {
      titles: [
        "update() logs with RCLCPP_INFO every cycle",
        "Blocking logging in the 1 kHz control loop",
        "Console output in the real-time update",
      ],
      facts: [
        "JointController::update calls RCLCPP_INFO with the full joint state every cycle; the logging backend allocates and writes to stdout, and the loop misses deadlines by up to 4 ms.",
        "The real-time thread blocks on the logger whenever the console is slow.",
      ],
      fix: "Use RCLCPP_INFO_THROTTLE or a real-time safe publisher for diagnostics.",
    },
    cs: {
      titles: ["update() loguje pomocí RCLCPP_INFO v každém cyklu"],
      facts: [
        "JointController::update volá RCLCPP_INFO s celým stavem kloubů v každém cyklu; smyčka nestíhá.",
      ],
      fix: "Použijte RCLCPP_INFO_THROTTLE.",
    },
  },
];

/** Remarks a run makes on its own at one place: each place's its own issue. */
const REMARKS: { id: string; file: string; line: number; symbol: string; title: string; category: string }[] =
  [
    {
      id: "remark-magic-rate",
      file: CONTROLLER,
      line: 30,
      symbol: "JointController::JointController",
      title: "Control rate 1000 is a literal; make it a parameter",
      category: "Maintainability",
    },
    {
      id: "remark-docstring",
      file: MONITOR,
      line: 12,
      symbol: "SafetyMonitor",
      title: "Document the monitor's states",
      category: "Documentation",
    },
    {
      id: "remark-inertia",
      file: URDF,
      line: 88,
      symbol: "link forearm",
      title: "Inertia of forearm is a placeholder",
      category: "Simulation fidelity",
    },
  ];

/** `runs` runs of the three agents over the robot arm's workspace, with each finding's true issue. */
export function robotRuns(options: GeneratorOptions): Generated {
  return bilingualRuns(
    {
      name: "robot",
      lang: "cs",
      issues: ISSUES,
      remarks: REMARKS,
      names: (file) => ROS_NAMES[file],
      remarkText: (remark, other) =>
        other
          ? `${remark.title}. Drobnost, ale pomůže dalšímu čtenáři.`
          : `${remark.title}. Minor; it helps whoever tunes the arm next.`,
      // A path from the package, as `colcon` builds see it, or the bare name, now and then.
      pathOf: (file, random, v) => {
        const roll = random();
        if (roll < v * 0.15) return file.slice(file.lastIndexOf("/") + 1);
        if (roll < v * 0.3) return file.slice("src/".length);
        return file;
      },
    },
    options,
  );
}
