/**
 * The sixth held-out generator family for grouping quality (issue #12): repeated scans of a
 * DeFi lending protocol in Solidity, Vyper, Move and Cairo by one AI auditor, none of which
 * languages appear anywhere else in the grouping tests.
 *
 * Written after every change to the matcher before it, and before anything was run on it;
 * never tuned against. Self-contained: its own random numbers, catalogue and model of how
 * reports vary. It differs from the other families in where its habits come from and in the
 * path its reports take:
 *  - each report is written in the scanner shape real AI auditors produce (`title`,
 *    `description`, lower-case `severity`, free-text `vulnerability_type`, a free-text
 *    `location`, a bare `file`, no agent) and read by the product's own reader, so the
 *    location is split into symbol and line the way a user's file would be;
 *  - the location's habits are those of real scanner output: `withdraw() function`, a
 *    signature with types or with parameter names, `LendingPool.withdraw()`, a line or a range
 *    written inside it (`lines 133–141`), two functions the fault touches (`deposit() and
 *    mint()`), a branch or statement after the name, or `Contract-level design (…)`;
 *  - vulnerability types as a scanner writes them: lower case, snake or kebab case, two kinds
 *    joined by a slash, a qualifier in brackets, an SWC or CWE id now and then;
 *  - titles that state a consequence (`… can brick withdrawals`), descriptions with
 *    "Where it occurs / Why it matters / Potential impact" sections in some runs and one or two
 *    plain sentences in others;
 *  - one fault reached through several entry points, named by a different one in different runs;
 *  - two issues in one function, twice (the oracle read, the liquidation); a gas remark at
 *    three loops and a zero-address remark at a setter and at the constructor, each place its
 *    own issue in nearly the same words; owner powers at two setters worded alike;
 *  - remarks few runs make (a missing event, reliance on block.timestamp) at one of a dozen
 *    functions, the same remark at the same function being one finding; severities a level off.
 * Do not edit the catalogue or the variation to suit the matcher: that would end its use.
 */
import { parseFindingsDocument } from "../../src/findings/schema.js";
import type { Run } from "../../src/findings/types.js";
import { shuffle } from "../../src/util/random.js";
import type { Generated, GeneratorOptions } from "./quality.js";

/** sfc32 seeded by a 128-bit string hash: its own numbers, shared with nothing. */
function sfcFrom(text: string): () => number {
  let h1 = 1779033703;
  let h2 = 3144134277;
  let h3 = 1013904242;
  let h4 = 2773480762;
  for (let i = 0; i < text.length; i++) {
    const k = text.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  let a = h1 >>> 0;
  let b = h2 >>> 0;
  let c = h3 >>> 0;
  let d = h4 >>> 0;
  const next = () => {
    a >>>= 0;
    b >>>= 0;
    c >>>= 0;
    d >>>= 0;
    let t = (a + b) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    d = (d + 1) | 0;
    t = (t + d) | 0;
    c = (c + t) | 0;
    return (t >>> 0) / 4294967296;
  };
  for (let i = 0; i < 12; i++) next();
  return next;
}

type Level = "critical" | "high" | "medium" | "low" | "informational";

interface LendingIssue {
  id: string;
  severity: Level;
  /** Share of runs that report it. */
  rate: number;
  file: string;
  contract: string;
  /** The function a report names by default; absent for a contract-level issue. */
  fn?: string;
  /** The function with its parameter types, and with their names. */
  typed?: string;
  named?: string;
  /** Other entry points that reach the fault: a run may name one of these instead. */
  via?: string[];
  /** What a report may add after the name: the branch or statement at fault. */
  detail?: string;
  line?: number;
  /** The last line of the enclosing function, for ranges. */
  end?: number;
  /** Vulnerability types a scanner may write for it. */
  kinds: string[];
  /** Ids a scanner adds now and then. */
  ids: string[];
  /** What is wrong, as a title's subject. */
  subjects: string[];
  /** What follows from it, as a title's predicate. */
  consequences: string[];
  /** Sentences that say where and what. */
  where: string[];
  why: string[];
  impact: string[];
}

const POOL = "contracts/core/LendingPool.sol";
const ORACLE = "contracts/oracle/PriceOracle.sol";
const REWARDS = "contracts/rewards/RewardDistributor.sol";
const SWAP = "contracts/amm/StableSwap.vy";
const STAKING = "move/staking/sources/staking.move";
const BRIDGE = "cairo/bridge/src/bridge.cairo";

const CATALOGUE: LendingIssue[] = [
  {
    id: "pool-inflation",
    severity: "high",
    rate: 0.85,
    file: POOL,
    contract: "LendingPool",
    fn: "_deposit",
    typed: "_deposit(address,uint256)",
    named: "_deposit(address receiver, uint256 assets)",
    via: ["deposit", "mint"],
    detail: "share calculation via convertToShares",
    line: 97,
    end: 112,
    kinds: [
      "share inflation",
      "rounding / share price manipulation",
      "first depositor attack",
      "precision loss",
    ],
    ids: ["SWC-101"],
    subjects: [
      "First depositor can inflate the share price",
      "Empty-vault share calculation rounds down to zero",
      "Donation before the first deposit manipulates shares",
    ],
    consequences: ["steal later deposits", "make subsequent depositors receive zero shares"],
    where: [
      "_deposit computes shares as assets * totalSupply / totalAssets and lets the result round down to zero.",
      "When totalSupply is zero the first depositor can mint one share and then transfer assets directly to the pool.",
    ],
    why: [
      "A direct token transfer raises totalAssets without minting shares, so the next deposit's shares round down.",
      "Nothing seeds the vault with dead shares or enforces a minimum first deposit.",
    ],
    impact: [
      "The attacker redeems the victim's assets along with their own.",
      "Later depositors lose most of what they deposit.",
    ],
  },
  {
    id: "pool-reentrancy",
    severity: "high",
    rate: 0.9,
    file: POOL,
    contract: "LendingPool",
    fn: "withdraw",
    typed: "withdraw(uint256,address)",
    named: "withdraw(uint256 assets, address to)",
    detail: "external transfer before balance update",
    line: 142,
    end: 151,
    kinds: [
      "reentrancy",
      "re-entrancy",
      "reentrancy / checks-effects-interactions violation",
      "reentrancy (CEI)",
    ],
    ids: ["SWC-107", "CWE-841"],
    subjects: [
      "Reentrancy in withdraw",
      "State updated after the external token transfer",
      "Missing reentrancy guard on withdraw",
    ],
    consequences: ["allow repeated withdrawals", "drain the pool with an ERC777 token"],
    where: [
      "withdraw sends the tokens with safeTransfer before it decreases balances[msg.sender].",
      "The balance is reduced only after the external call to the token, and withdraw has no nonReentrant modifier.",
    ],
    why: [
      "A token with transfer hooks can call back into withdraw while the old balance is still recorded.",
      "The checks-effects-interactions order is reversed.",
    ],
    impact: [
      "The pool can be drained of the hooked token.",
      "An attacker withdraws the same balance several times.",
    ],
  },
  {
    id: "pool-liq-accrue",
    severity: "high",
    rate: 0.6,
    file: POOL,
    contract: "LendingPool",
    fn: "liquidate",
    typed: "liquidate(address,uint256)",
    named: "liquidate(address borrower, uint256 repayAmount)",
    detail: "health factor check before accrueInterest",
    line: 209,
    end: 236,
    kinds: ["logic error", "stale state", "accounting error / logic error", "incorrect order of operations"],
    ids: [],
    subjects: [
      "Health factor checked on stale debt",
      "Interest is not accrued before the liquidation check",
      "Liquidation uses outdated borrow index",
    ],
    consequences: ["block liquidation of insolvent positions", "let positions escape liquidation"],
    where: [
      "liquidate reads the borrower's debt with the stored borrowIndex and only calls accrueInterest afterwards.",
      "The health factor in liquidate is computed before interest accrues, from a borrow index that may be hours old.",
    ],
    why: [
      "Debt grows with interest the check does not see, so an underwater position still looks healthy.",
      "Accrual must come before any solvency decision.",
    ],
    impact: ["Bad debt builds up in the pool.", "Insolvent borrowers cannot be liquidated on time."],
  },
  {
    id: "pool-liq-slippage",
    severity: "medium",
    rate: 0.55,
    file: POOL,
    contract: "LendingPool",
    fn: "liquidate",
    typed: "liquidate(address,uint256)",
    named: "liquidate(address borrower, uint256 repayAmount)",
    detail: "seizeAmount computed from spot price",
    line: 214,
    end: 236,
    kinds: ["slippage", "missing slippage protection", "front-running / MEV", "input validation"],
    ids: ["SWC-114"],
    subjects: [
      "Liquidator has no minimum on seized collateral",
      "No slippage bound on liquidation reward",
      "Missing minCollateralOut parameter in liquidate",
    ],
    consequences: ["let liquidators be sandwiched", "expose liquidators to price moves"],
    where: [
      "liquidate computes seizeAmount from the current oracle price and transfers it without any minimum set by the caller.",
      "The collateral a liquidator receives is not bounded by a caller-supplied minimum.",
    ],
    why: [
      "A price update or a sandwich between submission and execution changes what the liquidator gets.",
      "Liquidators cannot protect themselves from a worse price.",
    ],
    impact: [
      "Liquidators receive less collateral than expected.",
      "Liquidations become unprofitable and stall.",
    ],
  },
  {
    id: "pool-flash-fee",
    severity: "low",
    rate: 0.45,
    file: POOL,
    contract: "LendingPool",
    fn: "flashLoan",
    typed: "flashLoan(address,uint256,bytes)",
    named: "flashLoan(address receiver, uint256 amount, bytes calldata data)",
    detail: "fee = amount * FEE_BPS / 10_000",
    line: 261,
    end: 284,
    kinds: ["rounding", "precision loss", "fee bypass / rounding", "arithmetic"],
    ids: [],
    subjects: [
      "Flash loan fee rounds down to zero",
      "Small flash loans pay no fee",
      "Fee truncation in flashLoan",
    ],
    consequences: ["allow free flash loans", "let borrowers avoid fees by splitting loans"],
    where: [
      "flashLoan charges amount * FEE_BPS / 10_000, which is zero for any amount below 10_000 / FEE_BPS wei.",
      "The fee is rounded down, so a loan split into small pieces pays nothing.",
    ],
    why: ["Integer division truncates toward zero.", "The fee should round up in the protocol's favour."],
    impact: ["The protocol loses flash loan revenue.", "Borrowers take liquidity for free."],
  },
  {
    id: "pool-owner-fee",
    severity: "medium",
    rate: 0.5,
    file: POOL,
    contract: "LendingPool",
    fn: "setReserveFactor",
    typed: "setReserveFactor(uint256)",
    named: "setReserveFactor(uint256 newFactor)",
    line: 318,
    end: 323,
    kinds: [
      "centralization risk",
      "access control / centralization risk",
      "privileged role abuse",
      "admin privilege",
    ],
    ids: [],
    subjects: [
      "Owner can set the reserve factor to 100%",
      "Unbounded reserve factor",
      "Reserve factor has no upper limit or timelock",
    ],
    consequences: ["divert all interest to the treasury", "take all interest from lenders"],
    where: [
      "setReserveFactor accepts any value up to 1e18 from the owner and applies it immediately.",
      "There is no cap and no delay on setReserveFactor.",
    ],
    why: [
      "A compromised or malicious owner can redirect lenders' yield at once.",
      "Lenders get no time to exit.",
    ],
    impact: [
      "Lenders earn nothing while funds stay locked in loans.",
      "Yield is redirected to the treasury.",
    ],
  },
  {
    id: "pool-owner-oracle",
    severity: "high",
    rate: 0.5,
    file: POOL,
    contract: "LendingPool",
    fn: "setOracle",
    typed: "setOracle(address)",
    named: "setOracle(address newOracle)",
    line: 327,
    end: 331,
    kinds: [
      "centralization risk",
      "access control / centralization risk",
      "oracle manipulation by admin",
      "admin privilege",
    ],
    ids: [],
    subjects: [
      "Owner can replace the price oracle instantly",
      "Oracle address can be changed without a timelock",
      "Unrestricted oracle update",
    ],
    consequences: ["liquidate every borrower at a fake price", "steal collateral through a malicious oracle"],
    where: [
      "setOracle lets the owner point the pool at any contract, effective in the same transaction.",
      "The oracle used for every health check can be swapped by the owner with no delay.",
    ],
    why: ["Every price the pool uses comes from this address.", "A malicious oracle decides who is solvent."],
    impact: ["All positions can be liquidated at arbitrary prices.", "Collateral can be seized wholesale."],
  },
  {
    id: "pool-zero-treasury",
    severity: "low",
    rate: 0.4,
    file: POOL,
    contract: "LendingPool",
    fn: "setTreasury",
    typed: "setTreasury(address)",
    named: "setTreasury(address newTreasury)",
    line: 336,
    end: 340,
    kinds: ["input validation", "missing zero address check", "zero-address validation"],
    ids: [],
    subjects: [
      "Missing zero-address check for the treasury",
      "Treasury can be set to address(0)",
      "No validation of newTreasury",
    ],
    consequences: ["burn protocol fees", "send reserves to the zero address"],
    where: ["setTreasury stores newTreasury without checking it is non-zero."],
    why: ["Reserves are later swept to this address.", "A typo or an empty argument is accepted."],
    impact: ["Fees swept afterwards are lost.", "Protocol revenue is burned."],
  },
  {
    id: "pool-zero-ctor",
    severity: "low",
    rate: 0.35,
    file: POOL,
    contract: "LendingPool",
    fn: "constructor",
    typed: "constructor(address,address,address)",
    named: "constructor(address asset_, address oracle_, address treasury_)",
    line: 61,
    end: 70,
    kinds: ["input validation", "missing zero address check", "zero-address validation"],
    ids: [],
    subjects: [
      "Missing zero-address checks in the constructor",
      "Constructor accepts address(0) for asset, oracle and treasury",
      "No validation of constructor addresses",
    ],
    consequences: ["deploy an unusable pool", "require a redeployment"],
    where: [
      "The LendingPool constructor stores asset_, oracle_ and treasury_ without checking any of them is non-zero.",
    ],
    why: ["These addresses are immutable or rarely changed.", "A wrong deployment argument is accepted."],
    impact: ["The pool must be redeployed.", "Deposits made before anyone notices are stuck."],
  },
  {
    id: "pool-sweep",
    severity: "informational",
    rate: 0.3,
    file: POOL,
    contract: "LendingPool",
    kinds: ["funds lock", "missing functionality", "locked tokens"],
    ids: [],
    subjects: [
      "No way to recover tokens sent by mistake",
      "Missing sweep function for unrelated tokens",
      "Stray tokens are locked in the pool",
    ],
    consequences: ["lock airdropped or mistaken transfers forever"],
    where: ["LendingPool has no function to rescue ERC20 tokens other than the asset."],
    why: [
      "Users do send tokens to contract addresses by mistake.",
      "Airdrops to the pool cannot be claimed.",
    ],
    impact: ["Such tokens are lost."],
  },
  {
    id: "oracle-stale",
    severity: "medium",
    rate: 0.9,
    file: ORACLE,
    contract: "PriceOracle",
    fn: "getPrice",
    typed: "getPrice(address)",
    named: "getPrice(address asset)",
    detail: "latestRoundData return values",
    line: 41,
    end: 52,
    kinds: ["oracle", "stale price", "oracle manipulation / stale data", "input validation"],
    ids: [],
    subjects: [
      "Chainlink price is used without a staleness check",
      "updatedAt from latestRoundData is ignored",
      "Stale oracle prices accepted",
    ],
    consequences: ["price positions with outdated data", "allow borrowing against stale prices"],
    where: [
      "getPrice calls latestRoundData and uses answer without comparing updatedAt to block.timestamp.",
      "Neither updatedAt nor answeredInRound is checked in getPrice.",
    ],
    why: [
      "During a feed outage the last price can be hours old.",
      "A heartbeat check is the only protection against a frozen feed.",
    ],
    impact: [
      "Borrowers over-borrow against stale collateral values.",
      "Liquidations happen at wrong prices.",
    ],
  },
  {
    id: "oracle-negative",
    severity: "medium",
    rate: 0.55,
    file: ORACLE,
    contract: "PriceOracle",
    fn: "getPrice",
    typed: "getPrice(address)",
    named: "getPrice(address asset)",
    detail: "uint256(answer) cast",
    line: 44,
    end: 52,
    kinds: ["unsafe cast", "integer conversion / type confusion", "oracle", "arithmetic"],
    ids: ["CWE-681"],
    subjects: [
      "Negative oracle answer is cast to a huge uint256",
      "No check that answer > 0",
      "Unsafe int256 to uint256 conversion of the price",
    ],
    consequences: ["value collateral at an enormous price", "let anyone borrow the whole pool"],
    where: [
      "getPrice returns uint256(answer) without requiring answer to be positive.",
      "A zero or negative answer from the feed is converted with uint256(answer).",
    ],
    why: [
      "uint256 of a negative int256 wraps to a value near 2**256.",
      "Feeds can report zero or negative values in edge cases.",
    ],
    impact: [
      "Collateral is overvalued by many orders of magnitude.",
      "The pool can be drained by borrowing.",
    ],
  },
  {
    id: "rewards-unbounded",
    severity: "medium",
    rate: 0.65,
    file: REWARDS,
    contract: "RewardDistributor",
    fn: "claim",
    typed: "claim(address)",
    named: "claim(address account)",
    detail: "loop over rewardTokens",
    line: 77,
    end: 95,
    kinds: ["denial of service", "denial_of_service", "unbounded loop / denial of service", "gas limit DoS"],
    ids: ["SWC-128"],
    subjects: [
      "Unbounded loop over reward tokens",
      "claim iterates over every reward token ever added",
      "Reward token list can grow without limit",
    ],
    consequences: ["make claim exceed the block gas limit", "brick claiming for everyone"],
    where: [
      "claim loops over rewardTokens, which addRewardToken only ever appends to.",
      "Every call to claim walks the full rewardTokens array.",
    ],
    why: ["Nothing caps or prunes the list.", "Gas grows with the number of tokens ever added."],
    impact: ["Claims revert once the list is long enough.", "Users cannot collect rewards."],
  },
  {
    id: "rewards-precision",
    severity: "low",
    rate: 0.4,
    file: REWARDS,
    contract: "RewardDistributor",
    fn: "notifyRewardAmount",
    typed: "notifyRewardAmount(address,uint256)",
    named: "notifyRewardAmount(address token, uint256 amount)",
    detail: "rewardRate = amount / duration",
    line: 121,
    end: 139,
    kinds: ["precision loss", "rounding", "arithmetic / precision"],
    ids: [],
    subjects: [
      "Reward rate loses precision for low-decimal tokens",
      "Division before multiplication in notifyRewardAmount",
      "Rewards truncated by integer division",
    ],
    consequences: ["leave rewards undistributed", "strand part of every reward period"],
    where: [
      "notifyRewardAmount sets rewardRate = amount / duration before scaling, so the remainder is dropped.",
      "For a 6-decimal token the truncated rewardRate loses a large share of each period's rewards.",
    ],
    why: [
      "Integer division discards the remainder each period.",
      "No scaling factor is applied before dividing.",
    ],
    impact: ["Part of the rewards stays in the contract forever.", "Stakers receive less than was funded."],
  },
  {
    id: "gas-claim-length",
    severity: "informational",
    rate: 0.5,
    file: REWARDS,
    contract: "RewardDistributor",
    fn: "claim",
    typed: "claim(address)",
    named: "claim(address account)",
    line: 78,
    end: 95,
    kinds: ["gas optimization", "gas", "gas optimisation"],
    ids: [],
    subjects: ["Cache array length in claim", "rewardTokens.length read on every iteration in claim"],
    consequences: ["waste gas"],
    where: ["The loop in claim reads rewardTokens.length from storage on every iteration."],
    why: ["Each storage read costs gas."],
    impact: ["Higher gas cost for every claim."],
  },
  {
    id: "gas-update-length",
    severity: "informational",
    rate: 0.4,
    file: REWARDS,
    contract: "RewardDistributor",
    fn: "_updateAll",
    typed: "_updateAll(address)",
    named: "_updateAll(address account)",
    line: 152,
    end: 166,
    kinds: ["gas optimization", "gas", "gas optimisation"],
    ids: [],
    subjects: [
      "Cache array length in _updateAll",
      "rewardTokens.length read on every iteration in _updateAll",
    ],
    consequences: ["waste gas"],
    where: ["The loop in _updateAll reads rewardTokens.length from storage on every iteration."],
    why: ["Each storage read costs gas."],
    impact: ["Higher gas cost for every deposit and withdrawal."],
  },
  {
    id: "gas-notify-length",
    severity: "informational",
    rate: 0.3,
    file: REWARDS,
    contract: "RewardDistributor",
    fn: "notifyRewardAmount",
    typed: "notifyRewardAmount(address,uint256)",
    named: "notifyRewardAmount(address token, uint256 amount)",
    line: 124,
    end: 139,
    kinds: ["gas optimization", "gas", "gas optimisation"],
    ids: [],
    subjects: [
      "Cache array length in notifyRewardAmount",
      "rewardTokens.length read on every iteration in notifyRewardAmount",
    ],
    consequences: ["waste gas"],
    where: [
      "The lookup loop in notifyRewardAmount reads rewardTokens.length from storage on every iteration.",
    ],
    why: ["Each storage read costs gas."],
    impact: ["Higher gas cost for every reward notification."],
  },
  {
    id: "swap-raw-call",
    severity: "high",
    rate: 0.7,
    file: SWAP,
    contract: "StableSwap",
    fn: "_transfer_out",
    typed: "_transfer_out(address,uint256,address)",
    named: "_transfer_out(_coin: address, _amount: uint256, _to: address)",
    via: ["exchange", "remove_liquidity"],
    detail: "raw_call without checking the returned bool",
    line: 301,
    end: 312,
    kinds: ["unchecked return value", "unchecked external call", "ERC20 compatibility / unchecked transfer"],
    ids: ["SWC-104", "CWE-252"],
    subjects: [
      "Return value of ERC20 transfer is not checked",
      "raw_call result ignored in _transfer_out",
      "Silent transfer failure in the swap pool",
    ],
    consequences: ["credit users for tokens they never receive", "break pool accounting"],
    where: [
      "_transfer_out calls transfer with raw_call and max_outsize=32 but never asserts the returned bool.",
      "The bytes returned by raw_call in _transfer_out are discarded.",
    ],
    why: [
      "Tokens that return false instead of reverting fail silently.",
      "The pool updates balances as if the transfer succeeded.",
    ],
    impact: ["Pool balances drift from real holdings.", "Users lose the output of a swap."],
  },
  {
    id: "swap-readonly-reentrancy",
    severity: "medium",
    rate: 0.45,
    file: SWAP,
    contract: "StableSwap",
    fn: "remove_liquidity",
    typed: "remove_liquidity(uint256,uint256[2])",
    named: "remove_liquidity(_burn_amount: uint256, _min_amounts: uint256[2])",
    detail: "ETH sent before total_supply is reduced",
    line: 232,
    end: 258,
    kinds: ["read-only reentrancy", "reentrancy", "reentrancy / oracle manipulation"],
    ids: ["SWC-107"],
    subjects: [
      "Read-only reentrancy through get_virtual_price",
      "get_virtual_price is inconsistent during remove_liquidity",
      "Virtual price can be read mid-update",
    ],
    consequences: ["mislead protocols that price LP tokens", "inflate LP collateral value in integrators"],
    where: [
      "remove_liquidity sends ETH to the caller before total_supply is decreased, and get_virtual_price has no lock.",
      "During the ETH transfer in remove_liquidity, get_virtual_price reads balances that are already reduced against the old supply.",
    ],
    why: [
      "The view is not protected by the reentrancy lock.",
      "Integrators trust get_virtual_price as a price source.",
    ],
    impact: ["Lending markets that price LP tokens can be drained.", "LP tokens are mispriced for one call."],
  },
  {
    id: "swap-get-d",
    severity: "low",
    rate: 0.35,
    file: SWAP,
    contract: "StableSwap",
    fn: "get_D",
    typed: "get_D(uint256[2],uint256)",
    named: "get_D(_xp: uint256[2], _amp: uint256)",
    detail: "for _i in range(255) with raise on no convergence",
    line: 410,
    end: 433,
    kinds: ["denial of service", "denial-of-service", "convergence failure / denial of service"],
    ids: [],
    subjects: [
      "get_D may fail to converge and revert",
      "Newton iteration in get_D can exhaust 255 rounds",
      "Invariant calculation reverts for extreme balances",
    ],
    consequences: ["freeze swaps and withdrawals", "brick the pool for imbalanced states"],
    where: [
      "get_D raises after 255 Newton iterations without convergence.",
      "For very imbalanced balances the loop in get_D never meets its tolerance and the call reverts.",
    ],
    why: ["Every swap and withdrawal computes D.", "There is no fallback when the iteration fails."],
    impact: ["The pool becomes unusable until balances change.", "Liquidity is stuck."],
  },
  {
    id: "move-overflow",
    severity: "medium",
    rate: 0.6,
    file: STAKING,
    contract: "staking",
    fn: "pending_rewards",
    typed: "pending_rewards(&StakePool, address)",
    named: "pending_rewards(pool: &StakePool, staker: address)",
    via: ["unstake", "claim_rewards"],
    detail: "stake * acc_reward_per_share in u64",
    line: 133,
    end: 144,
    kinds: ["arithmetic overflow", "integer overflow / abort", "arithmetic overflow / denial of service"],
    ids: [],
    subjects: [
      "u64 multiplication in pending_rewards can overflow",
      "Reward computation aborts on overflow",
      "Overflow in stake times accumulated rewards",
    ],
    consequences: ["lock large stakers out of unstaking", "abort every claim for big positions"],
    where: [
      "pending_rewards multiplies stake by acc_reward_per_share as u64 before dividing by the precision factor.",
      "The product stake * acc_reward_per_share is computed in u64 in pending_rewards.",
    ],
    why: [
      "Move aborts on overflow, and both factors grow over time.",
      "The intermediate should be computed in u128.",
    ],
    impact: ["Large stakers cannot unstake or claim.", "Funds are stuck once the accumulator is large."],
  },
  {
    id: "move-signer",
    severity: "critical",
    rate: 0.75,
    file: STAKING,
    contract: "staking",
    fn: "claim_rewards",
    typed: "claim_rewards(&signer, address)",
    named: "claim_rewards(caller: &signer, staker: address)",
    detail: "staker taken from the argument, not the signer",
    line: 171,
    end: 190,
    kinds: ["access control", "missing access control", "authorization / access control", "access_control"],
    ids: ["CWE-862"],
    subjects: [
      "Anyone can claim another staker's rewards",
      "claim_rewards does not bind the staker to the signer",
      "Missing signer check in claim_rewards",
    ],
    consequences: ["steal every staker's rewards", "redirect rewards to the caller"],
    where: [
      "claim_rewards takes the staker address as an argument and pays the rewards to signer::address_of(caller).",
      "The staker argument of claim_rewards is never compared with the caller's address.",
    ],
    why: [
      "Authority in Move comes from the signer, and here it is not checked against the account.",
      "Any account can name any staker.",
    ],
    impact: ["All accrued rewards can be stolen.", "Stakers lose their rewards to whoever claims first."],
  },
  {
    id: "cairo-l1-sender",
    severity: "critical",
    rate: 0.7,
    file: BRIDGE,
    contract: "bridge",
    fn: "handle_deposit",
    typed: "handle_deposit(felt252, ContractAddress, u256)",
    named: "handle_deposit(from_address: felt252, account: ContractAddress, amount: u256)",
    detail: "#[l1_handler] without checking from_address",
    line: 58,
    end: 71,
    kinds: ["access control", "message authentication", "cross-chain message validation / access control"],
    ids: ["CWE-346"],
    subjects: [
      "L1 handler does not check the sender",
      "handle_deposit accepts messages from any L1 contract",
      "Missing from_address validation in the bridge",
    ],
    consequences: ["mint unbacked tokens", "let anyone mint on L2"],
    where: [
      "handle_deposit is an l1_handler and mints amount to account without checking from_address against the L1 bridge.",
      "from_address is ignored in handle_deposit.",
    ],
    why: [
      "Any L1 contract can send a message to an l1_handler.",
      "The only proof of a real deposit is the L1 sender.",
    ],
    impact: ["Unlimited unbacked tokens can be minted.", "The bridged token loses its backing."],
  },
  {
    id: "cairo-truncation",
    severity: "medium",
    rate: 0.4,
    file: BRIDGE,
    contract: "bridge",
    fn: "initiate_withdrawal",
    typed: "initiate_withdrawal(felt252, u256)",
    named: "initiate_withdrawal(l1_recipient: felt252, amount: u256)",
    detail: "amount.low sent in the L1 payload",
    line: 92,
    end: 108,
    kinds: ["truncation", "integer conversion / truncation", "data loss", "arithmetic"],
    ids: ["CWE-197"],
    subjects: [
      "Withdrawal amount truncated to its low 128 bits",
      "High part of the u256 amount is dropped",
      "Only amount.low is sent to L1",
    ],
    consequences: ["burn more than is released on L1", "lose funds on large withdrawals"],
    where: [
      "initiate_withdrawal burns the full u256 amount but puts only amount.low into the message payload.",
      "The L1 message in initiate_withdrawal carries amount.low and drops amount.high.",
    ],
    why: [
      "A u256 spans two felts and only one is sent.",
      "Burn and release disagree for amounts above 2**128.",
    ],
    impact: ["Users lose the difference on large withdrawals.", "Supply on both layers diverges."],
  },
];

/** Remarks few runs make, each at one of the places below: one finding per remark and place. */
const REMARKS: { kind: string; subject: string; text: string }[] = [
  {
    kind: "front-running",
    subject: "Transaction ordering dependence",
    text: "The outcome depends on the order in which transactions are mined, which a miner can influence.",
  },
  {
    kind: "timestamp dependence",
    subject: "Reliance on block.timestamp",
    text: "block.timestamp can be nudged by validators by a few seconds.",
  },
  {
    kind: "code quality",
    subject: "Unused return value",
    text: "The value returned by this call is never used.",
  },
  {
    kind: "best practices",
    subject: "Missing event emission",
    text: "This state change emits no event, so off-chain tools cannot follow it.",
  },
];

const LADDER: Level[] = ["critical", "high", "medium", "low", "informational"];

type Place = "function" | "typed" | "named" | "qualified" | "bare" | "range" | "detail" | "pair";
type KindForm = "plain" | "title" | "snake" | "kebab" | "id";

/** How one run writes: drawn once per run and followed by most of its findings. */
interface Manner {
  place: Place;
  kind: KindForm;
  sections: boolean;
  /** Whether the run writes the file with its path. */
  path: boolean;
  /** Whether titles carry the consequence. */
  consequence: boolean;
}

function choose<T>(random: () => number, list: readonly T[]): T {
  return list[Math.floor(random() * list.length)]!;
}

function mannerOf(random: () => number, heavy: boolean): Manner {
  return {
    place: heavy
      ? choose(random, [
          "function",
          "typed",
          "named",
          "qualified",
          "bare",
          "range",
          "detail",
          "pair",
        ] as const)
      : choose(random, ["function", "function", "typed", "range"] as const),
    kind: heavy
      ? choose(random, ["plain", "title", "snake", "kebab", "id"] as const)
      : choose(random, ["plain", "plain", "plain", "title"] as const),
    sections: random() < 0.5,
    path: random() < (heavy ? 0.3 : 0.15),
    consequence: random() < 0.6,
  };
}

function kindOf(issue: LendingIssue, form: KindForm, heavy: boolean, random: () => number): string {
  const base = heavy ? choose(random, issue.kinds) : issue.kinds[0]!;
  switch (form) {
    case "plain":
      return base;
    case "title":
      return base.replace(/\b\w/g, (c) => c.toUpperCase());
    case "snake":
      return base.replace(/[ -]/g, "_");
    case "kebab":
      return base.replace(/ /g, "-");
    case "id":
      return issue.ids.length > 0 ? `${choose(random, issue.ids)}: ${base}` : base;
  }
}

/** Where a run says the issue is: a scanner's free-text location. */
function locationOf(issue: LendingIssue, place: Place, heavy: boolean, random: () => number): string {
  if (issue.fn === undefined) return `Contract-level design (${issue.contract})`;
  // A fault reached through several entry points is named by one of them now and then.
  const fn = issue.via && random() < (heavy ? 0.45 : 0.2) ? choose(random, issue.via) : issue.fn;
  const own = fn === issue.fn;
  const scatter = heavy ? 8 : 2;
  const line = Math.max(1, issue.line! + Math.round((random() * 2 - 1) * scatter));
  switch (place) {
    case "function":
      return `${fn}() function`;
    case "typed":
      return own ? issue.typed! : `${fn}()`;
    case "named":
      return own ? issue.named! : `${fn}()`;
    case "qualified":
      return `${issue.contract}.${fn}()`;
    case "bare":
      return `${fn}()`;
    case "range":
      return random() < 0.5 ? `${fn}() function, lines ${line}–${issue.end}` : `${fn}(), line ${line}`;
    case "detail":
      return issue.detail ? `${fn}(): ${issue.detail}` : `${fn}()`;
    case "pair":
      return issue.via ? `${issue.via.join("() and ")}()` : `${fn}() function`;
  }
}

function report(
  issue: LendingIssue,
  manner: Manner,
  heavy: boolean,
  random: () => number,
): Record<string, unknown> {
  // A finding strays from its run's manner now and then, more so with heavy variation.
  const own = random() < (heavy ? 0.3 : 0.1) ? mannerOf(random, heavy) : manner;
  const subject = heavy ? choose(random, issue.subjects) : issue.subjects[random() < 0.85 ? 0 : 1]!;
  const consequence = heavy ? choose(random, issue.consequences) : issue.consequences[0]!;
  const joined = heavy ? choose(random, [", which may ", "; this can ", " and can "]) : ", which may ";
  const title = own.consequence && random() < 0.8 ? `${subject}${joined}${consequence}` : subject;
  const pick = (list: string[]) => (heavy ? choose(random, list) : list[0]!);
  const description = own.sections
    ? `Where it occurs: ${pick(issue.where)} Why it's a security issue: ${pick(issue.why)} Potential impact: ${pick(issue.impact)}`
    : random() < 0.5
      ? pick(issue.where)
      : `${pick(issue.where)} ${pick(issue.impact)}`;
  const rank = LADDER.indexOf(issue.severity);
  const drift = random();
  const severity =
    drift < (heavy ? 0.12 : 0.04)
      ? LADDER[Math.max(0, rank - 1)]!
      : drift > (heavy ? 0.9 : 0.97)
        ? LADDER[Math.min(LADDER.length - 1, rank + 1)]!
        : issue.severity;
  return {
    title,
    description,
    vulnerability_type: kindOf(issue, own.kind, heavy, random),
    severity,
    confidence: Math.round((0.6 + random() * 0.35) * 100) / 100,
    location: locationOf(issue, own.place, heavy, random),
    file: own.path ? issue.file : issue.file.slice(issue.file.lastIndexOf("/") + 1),
  };
}

/** Functions a remark may land on, away from the catalogue's issues. */
const REMARK_PLACES: { file: string; fn: string; line: number }[] = [
  { file: POOL, fn: "accrueInterest", line: 380 },
  { file: POOL, fn: "borrow", line: 175 },
  { file: POOL, fn: "repay", line: 190 },
  { file: POOL, fn: "pause", line: 350 },
  { file: REWARDS, fn: "addRewardToken", line: 40 },
  { file: REWARDS, fn: "setDuration", line: 60 },
  { file: SWAP, fn: "ramp_A", line: 520 },
  { file: SWAP, fn: "commit_new_fee", line: 560 },
  { file: STAKING, fn: "stake", line: 90 },
  { file: STAKING, fn: "set_reward_rate", line: 210 },
  { file: BRIDGE, fn: "set_l1_bridge", line: 30 },
  { file: BRIDGE, fn: "upgrade", line: 120 },
];

/** N scans of the lending protocol by one auditor, with the true issue of every finding. */
export function lendingRuns(options: GeneratorOptions): Generated {
  const heavy = options.variation === "heavy";
  const runs: Run[] = [];
  const sources: string[][] = [];
  for (let r = 0; r < options.runs; r++) {
    const random = sfcFrom(`lending/${options.seed}/${options.variation}/${r}`);
    const manner = mannerOf(random, heavy);
    const drawn = CATALOGUE.filter((issue) => random() < issue.rate).map((issue) => ({
      source: issue.id,
      raw: report(issue, manner, heavy, random),
    }));
    const remarks = random() < (heavy ? 0.5 : 0.3) ? 1 + Math.floor(random() * 2) : 0;
    for (let k = 0; k < remarks; k++) {
      const remark = choose(random, REMARKS);
      const place = choose(random, REMARK_PLACES);
      const source = `remark:${remark.subject}:${place.fn}`;
      if (drawn.some((d) => d.source === source)) continue;
      drawn.push({
        source,
        raw: {
          title: `${remark.subject} in ${place.fn}`,
          // Said of its place, as a model does, so a judge can tell two of them apart.
          description: `${remark.text} Seen in ${place.fn}.`,
          vulnerability_type: remark.kind,
          severity: "low",
          confidence: 0.5,
          location: `${place.fn}(), line ${place.line + Math.floor(random() * 4)}`,
          file: place.file.slice(place.file.lastIndexOf("/") + 1),
        },
      });
    }
    shuffle(random, drawn);
    // Read as a user's scanner report is read: the product's own parser splits the location.
    const { findings } = parseFindingsDocument(`run ${r + 1}`, { findings: drawn.map((d) => d.raw) });
    runs.push({ run: r + 1, model: "lending-generator", findings });
    sources.push(drawn.map((d) => d.source));
  }
  return { runs, sources };
}
