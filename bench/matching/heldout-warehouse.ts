/**
 * The eighth held-out generator family for grouping quality (issue #12): a logistics company's
 * warehouse system in ABAP, COBOL, Objective-C, Visual Basic .NET and C, none of which appear
 * anywhere else in the tests, reviewed by agents told to write in the team's own language.
 *
 * Written after every change to the matcher before it, and before anything was run on it; never
 * tuned against. Self-contained: its own random numbers, catalogue and model of how reports vary.
 * What it models that the other families do not:
 *  - reports written in Chinese, Japanese or German (one language a test, by its seed): titles
 *    and descriptions in that language with the code's own names and English technical terms
 *    inside (`SQL注入`, `TLS-Zertifikatsprüfung`, `memcpy`), no spaces between words in Chinese
 *    and Japanese;
 *  - with heavy variation, a run that drifts back into English, as models do, so one issue's
 *    reports share no words across the two languages;
 *  - categories as the language's own name, the English one, a CWE id, or both
 *    (`CWE-89 SQL注入`); the severity in the title in the language's convention (`【高危】`,
 *    `【重大】`, `[Hoch]`); titles numbered the language's way (`问题3：`, `指摘3：`, `Befund 3:`);
 *    descriptions under the language's headings;
 *  - symbols in each language's form: ABAP class methods (`ZCL_GOODS_RECEIPT=>FIND_BY_VENDOR`,
 *    also in lower case), function modules, COBOL paragraphs (`2100-READ-TRANSFER`),
 *    Objective-C selectors (`-[APIClient storeToken:]`), VB.NET handlers
 *    (`LoginForm.btnLogin_Click`), C functions with their parameters;
 *  - two issues in one COBOL paragraph, two in one VB.NET method, and one remark (an unchecked
 *    `malloc`) at three C functions, each its own issue in nearly the same words;
 *  - remarks a run makes on its own about some function, the same remark about the same
 *    function being the same finding.
 * Do not edit the catalogue or the variation to suit the matcher: that would end its use.
 */
import type { Finding, Run, Severity } from "../../src/findings/types.js";
import { shuffle } from "../../src/util/random.js";
import type { Generated, GeneratorOptions } from "./quality.js";

/** xorshift32 seeded by a djb2 hash of the text: this family's own numbers. */
function numbersFor(text: string): () => number {
  let h = 5381;
  for (let i = 0; i < text.length; i++) h = (Math.imul(h, 33) + text.charCodeAt(i)) | 0;
  let x = h === 0 ? 0x9e3779b9 : h;
  return () => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return (x >>> 0) / 4294967296;
  };
}

type Language = "zh" | "ja" | "de";
type Agent = "security" | "performance" | "architecture";

/** What a report can say of an issue, in one language. */
interface Wording {
  /** Ways to name the issue in a title. */
  titles: string[];
  /** Sentences stating the fault. */
  facts: string[];
  impact: string[];
  fix: string[];
}

interface WarehouseIssue {
  id: string;
  agent: Agent;
  severity: Severity;
  /** Share of runs that report it. */
  rate: number;
  file: string;
  line: number;
  /** The first line of the enclosing routine. */
  start: number;
  /** The routine, as its language names it. */
  symbol: { qualified: string; bare: string; withArgs: string; call?: string };
  cwe: string;
  /** The category's name in each language, English included. */
  category: Record<Language | "en", string>;
  text: Record<Language | "en", Wording>;
}

const RECEIPT = "sap/zcl_goods_receipt.clas.abap";
const DELIVERY = "sap/zfg_delivery/z_fm_post_delivery.abap";
const INVUPDT = "batch/INVUPDT.cbl";
const API_CLIENT = "ios/Scanner/APIClient.m";
const SCANNER = "ios/Scanner/ScannerViewController.m";
const LOGIN = "client/WarehouseClient/LoginForm.vb";
const EXPORTER = "client/WarehouseClient/ReportExporter.vb";
const FRAME = "firmware/conveyor/frame.c";

const CATALOGUE: WarehouseIssue[] = [
  {
    id: "abap-sqli",
    agent: "security",
    severity: "HIGH",
    rate: 0.9,
    file: RECEIPT,
    line: 142,
    start: 131,
    symbol: {
      qualified: "ZCL_GOODS_RECEIPT=>FIND_BY_VENDOR",
      bare: "FIND_BY_VENDOR",
      withArgs: "FIND_BY_VENDOR( iv_vendor TYPE lifnr )",
      call: "SELECT ... WHERE (lv_where)",
    },
    cwe: "CWE-89",
    category: { zh: "SQL注入", ja: "SQLインジェクション", de: "SQL-Injection", en: "SQL Injection" },
    text: {
      zh: {
        titles: [
          "动态WHERE条件导致SQL注入",
          "供应商查询存在SQL注入风险",
          "FIND_BY_VENDOR中拼接用户输入的动态SQL",
        ],
        facts: [
          "方法将请求参数 iv_vendor 直接拼接到 lv_where 中，并在 SELECT ... WHERE (lv_where) 中使用。",
          "动态 WHERE 子句未使用 cl_abap_dyn_prg=>quote 进行转义。",
        ],
        impact: ["攻击者可以读取其他供应商的收货数据。", "恶意输入可以绕过过滤条件，泄露整个 EKBE 表。"],
        fix: ["使用 cl_abap_dyn_prg=>quote 转义输入，或改用静态 WHERE 条件和宿主变量。"],
      },
      ja: {
        titles: [
          "動的WHERE句によるSQLインジェクション",
          "仕入先検索にSQLインジェクションの脆弱性",
          "FIND_BY_VENDORでユーザー入力を連結した動的SQL",
        ],
        facts: [
          "リクエストパラメータ iv_vendor がそのまま lv_where に連結され、SELECT ... WHERE (lv_where) で実行されています。",
          "動的WHERE句が cl_abap_dyn_prg=>quote でエスケープされていません。",
        ],
        impact: [
          "攻撃者は他の仕入先の入庫データを参照できます。",
          "細工した入力でフィルタを回避し、EKBEテーブル全体が漏洩します。",
        ],
        fix: [
          "cl_abap_dyn_prg=>quote で入力をエスケープするか、静的なWHERE句とホスト変数を使用してください。",
        ],
      },
      de: {
        titles: [
          "SQL-Injection über dynamische WHERE-Klausel",
          "SQL-Injection in der Lieferantensuche",
          "Dynamisches SQL aus Benutzereingaben in FIND_BY_VENDOR",
        ],
        facts: [
          "Der Parameter iv_vendor wird ungeprüft in lv_where verkettet und in SELECT ... WHERE (lv_where) ausgeführt.",
          "Die dynamische WHERE-Klausel wird nicht mit cl_abap_dyn_prg=>quote maskiert.",
        ],
        impact: [
          "Ein Angreifer kann Wareneingänge fremder Lieferanten lesen.",
          "Manipulierte Eingaben umgehen den Filter und legen die gesamte Tabelle EKBE offen.",
        ],
        fix: [
          "Eingaben mit cl_abap_dyn_prg=>quote maskieren oder eine statische WHERE-Klausel mit Hostvariablen verwenden.",
        ],
      },
      en: {
        titles: ["SQL injection through dynamic WHERE clause", "Vendor lookup builds SQL from user input"],
        facts: [
          "The request parameter iv_vendor is concatenated into lv_where and run by SELECT ... WHERE (lv_where).",
        ],
        impact: ["An attacker can read other vendors' goods receipts."],
        fix: ["Escape the input with cl_abap_dyn_prg=>quote or use a static WHERE clause."],
      },
    },
  },
  {
    id: "abap-authz",
    agent: "security",
    severity: "HIGH",
    rate: 0.8,
    file: DELIVERY,
    line: 23,
    start: 1,
    symbol: {
      qualified: "ZFG_DELIVERY/Z_FM_POST_DELIVERY",
      bare: "Z_FM_POST_DELIVERY",
      withArgs: "Z_FM_POST_DELIVERY( IS_HEADER, IT_ITEMS )",
      call: "BAPI_GOODSMVT_CREATE",
    },
    cwe: "CWE-862",
    category: {
      zh: "缺少权限校验",
      ja: "認可チェックの欠如",
      de: "Fehlende Berechtigungsprüfung",
      en: "Missing Authorization",
    },
    text: {
      zh: {
        titles: [
          "过账交货前缺少AUTHORITY-CHECK",
          "远程函数可被任意用户调用过账",
          "Z_FM_POST_DELIVERY未校验权限对象",
        ],
        facts: [
          "该RFC函数模块在调用 BAPI_GOODSMVT_CREATE 之前没有执行 AUTHORITY-CHECK OBJECT 'M_MSEG_BWA'。",
          "任何具有RFC访问权限的用户都可以为任意工厂过账货物移动。",
        ],
        impact: ["未经授权的用户可以篡改库存数量。"],
        fix: ["在过账前对移动类型和工厂执行 AUTHORITY-CHECK，并在失败时返回错误。"],
      },
      ja: {
        titles: [
          "出庫転記前のAUTHORITY-CHECK漏れ",
          "RFC汎用モジュールが誰でも転記可能",
          "Z_FM_POST_DELIVERYで権限オブジェクト未確認",
        ],
        facts: [
          "このRFC汎用モジュールは BAPI_GOODSMVT_CREATE を呼び出す前に AUTHORITY-CHECK OBJECT 'M_MSEG_BWA' を実行していません。",
          "RFC接続できるユーザーであれば、任意のプラントで在庫移動を転記できます。",
        ],
        impact: ["権限のないユーザーが在庫数量を改ざんできます。"],
        fix: [
          "転記前に移動タイプとプラントに対して AUTHORITY-CHECK を行い、失敗時はエラーを返してください。",
        ],
      },
      de: {
        titles: [
          "Fehlender AUTHORITY-CHECK vor der Buchung",
          "RFC-Baustein bucht Lieferungen ohne Berechtigungsprüfung",
          "Z_FM_POST_DELIVERY prüft kein Berechtigungsobjekt",
        ],
        facts: [
          "Der RFC-Funktionsbaustein ruft BAPI_GOODSMVT_CREATE auf, ohne vorher AUTHORITY-CHECK OBJECT 'M_MSEG_BWA' auszuführen.",
          "Jeder Benutzer mit RFC-Zugang kann Warenbewegungen für beliebige Werke buchen.",
        ],
        impact: ["Unberechtigte Benutzer können Bestände verfälschen."],
        fix: [
          "Vor der Buchung Bewegungsart und Werk per AUTHORITY-CHECK prüfen und bei Fehlschlag abbrechen.",
        ],
      },
      en: {
        titles: ["Missing AUTHORITY-CHECK before posting", "RFC function posts goods movements for any user"],
        facts: ["The RFC module calls BAPI_GOODSMVT_CREATE without AUTHORITY-CHECK OBJECT 'M_MSEG_BWA'."],
        impact: ["Unauthorised users can alter stock quantities."],
        fix: ["Check movement type and plant with AUTHORITY-CHECK before posting."],
      },
    },
  },
  {
    id: "abap-select-in-loop",
    agent: "performance",
    severity: "MEDIUM",
    rate: 0.75,
    file: RECEIPT,
    line: 218,
    start: 205,
    symbol: {
      qualified: "ZCL_GOODS_RECEIPT->BUILD_SUMMARY",
      bare: "BUILD_SUMMARY",
      withArgs: "BUILD_SUMMARY( it_receipts )",
      call: "SELECT SINGLE FROM mara",
    },
    cwe: "CWE-1050",
    category: { zh: "循环内数据库查询", ja: "ループ内のSELECT", de: "SELECT in Schleife", en: "N+1 Query" },
    text: {
      zh: {
        titles: [
          "LOOP内执行SELECT SINGLE导致性能问题",
          "汇总时逐条查询物料主数据",
          "BUILD_SUMMARY存在N+1查询",
        ],
        facts: [
          "在 LOOP AT it_receipts 中对每一行执行 SELECT SINGLE FROM mara。",
          "每张收货单都会产生一次数据库往返，数据量大时非常慢。",
        ],
        impact: ["月末汇总报表可能运行数小时并超时。"],
        fix: ["在循环前使用 FOR ALL ENTRIES 一次性读取物料数据，并存入排序表。"],
      },
      ja: {
        titles: [
          "LOOP内でSELECT SINGLEを実行",
          "集計処理で品目マスタを1件ずつ読み込み",
          "BUILD_SUMMARYのN+1クエリ",
        ],
        facts: [
          "LOOP AT it_receipts の中で各行ごとに SELECT SINGLE FROM mara を実行しています。",
          "入庫伝票ごとにデータベースへのラウンドトリップが発生し、件数が多いと非常に遅くなります。",
        ],
        impact: ["月末の集計レポートが数時間かかりタイムアウトする可能性があります。"],
        fix: [
          "ループの前に FOR ALL ENTRIES で品目データをまとめて取得し、ソート済みテーブルに保持してください。",
        ],
      },
      de: {
        titles: [
          "SELECT SINGLE innerhalb einer LOOP",
          "Materialstamm wird pro Position einzeln gelesen",
          "N+1-Abfrage in BUILD_SUMMARY",
        ],
        facts: [
          "Innerhalb von LOOP AT it_receipts wird für jede Zeile SELECT SINGLE FROM mara ausgeführt.",
          "Jeder Wareneingang verursacht einen eigenen Datenbankzugriff, was bei großen Mengen sehr langsam ist.",
        ],
        impact: ["Der Monatsabschlussbericht kann stundenlang laufen und abbrechen."],
        fix: [
          "Materialdaten vor der Schleife mit FOR ALL ENTRIES lesen und in einer sortierten Tabelle halten.",
        ],
      },
      en: {
        titles: ["SELECT SINGLE inside LOOP", "Material master read once per receipt"],
        facts: ["Each row of LOOP AT it_receipts runs SELECT SINGLE FROM mara."],
        impact: ["The month-end summary can run for hours."],
        fix: ["Read the materials once with FOR ALL ENTRIES before the loop."],
      },
    },
  },
  {
    id: "abap-god-class",
    agent: "architecture",
    severity: "MEDIUM",
    rate: 0.45,
    file: RECEIPT,
    line: 1,
    start: 1,
    symbol: {
      qualified: "ZCL_GOODS_RECEIPT",
      bare: "ZCL_GOODS_RECEIPT",
      withArgs: "CLASS zcl_goods_receipt DEFINITION",
    },
    cwe: "CWE-1086",
    category: { zh: "职责过多的类", ja: "責務過多のクラス", de: "Gott-Klasse", en: "God Class" },
    text: {
      zh: {
        titles: ["ZCL_GOODS_RECEIPT承担过多职责", "收货类违反单一职责原则", "收货类过于庞大"],
        facts: [
          "该类同时负责数据库访问、价格计算、PDF输出和IDoc发送，共有40多个方法。",
          "业务逻辑与持久化逻辑混在一起，难以单独测试。",
        ],
        impact: ["任何修改都可能影响不相关的功能。"],
        fix: ["将持久化、计算和输出拆分为独立的类。"],
      },
      ja: {
        titles: ["ZCL_GOODS_RECEIPTの責務が多すぎる", "入庫クラスが単一責任の原則に違反", "巨大な入庫クラス"],
        facts: [
          "このクラスはDBアクセス、価格計算、PDF出力、IDoc送信をすべて担当しており、メソッドが40以上あります。",
          "業務ロジックと永続化ロジックが混在しており、個別にテストできません。",
        ],
        impact: ["どの変更も無関係な機能に影響する恐れがあります。"],
        fix: ["永続化、計算、出力を別々のクラスに分割してください。"],
      },
      de: {
        titles: [
          "ZCL_GOODS_RECEIPT hat zu viele Verantwortlichkeiten",
          "Wareneingangsklasse verletzt das Single-Responsibility-Prinzip",
          "Überladene Wareneingangsklasse",
        ],
        facts: [
          "Die Klasse übernimmt Datenbankzugriff, Preisberechnung, PDF-Ausgabe und IDoc-Versand mit über 40 Methoden.",
          "Geschäftslogik und Persistenz sind vermischt und lassen sich nicht getrennt testen.",
        ],
        impact: ["Jede Änderung kann unbeteiligte Funktionen beeinträchtigen."],
        fix: ["Persistenz, Berechnung und Ausgabe in eigene Klassen aufteilen."],
      },
      en: {
        titles: ["ZCL_GOODS_RECEIPT has too many responsibilities", "Goods receipt class is a god class"],
        facts: [
          "The class handles database access, pricing, PDF output and IDoc sending in over 40 methods.",
        ],
        impact: ["Any change risks unrelated features."],
        fix: ["Split persistence, pricing and output into their own classes."],
      },
    },
  },
  {
    id: "cobol-credentials",
    agent: "security",
    severity: "CRITICAL",
    rate: 0.9,
    file: INVUPDT,
    line: 87,
    start: 84,
    symbol: {
      qualified: "INVUPDT.1000-CONNECT",
      bare: "1000-CONNECT",
      withArgs: "PERFORM 1000-CONNECT",
      call: "EXEC SQL CONNECT",
    },
    cwe: "CWE-798",
    category: {
      zh: "硬编码凭据",
      ja: "ハードコードされた認証情報",
      de: "Hartkodierte Zugangsdaten",
      en: "Hardcoded Credentials",
    },
    text: {
      zh: {
        titles: ["DB2连接密码硬编码", "WORKING-STORAGE中存在明文密码", "1000-CONNECT使用硬编码凭据"],
        facts: [
          "WS-DB-PASSWORD 在 WORKING-STORAGE SECTION 中以 VALUE 'WHS2019!' 定义，并用于 EXEC SQL CONNECT。",
          "密码随源码一起提交到版本库，所有能读取源码的人都能获得数据库访问权限。",
        ],
        impact: ["泄露后攻击者可以直接修改库存主数据。"],
        fix: ["从受保护的数据集或 RACF 管理的凭据中读取密码，并轮换已泄露的密码。"],
      },
      ja: {
        titles: [
          "DB2接続パスワードのハードコード",
          "WORKING-STORAGEに平文パスワード",
          "1000-CONNECTでハードコードされた認証情報を使用",
        ],
        facts: [
          "WS-DB-PASSWORD が WORKING-STORAGE SECTION で VALUE 'WHS2019!' として定義され、EXEC SQL CONNECT に使われています。",
          "パスワードがソースと一緒にリポジトリに保存されており、ソースを読める人は誰でもDBにアクセスできます。",
        ],
        impact: ["漏洩すると攻撃者が在庫マスタを直接変更できます。"],
        fix: [
          "保護されたデータセットまたはRACF管理の資格情報から読み込み、漏洩したパスワードを変更してください。",
        ],
      },
      de: {
        titles: [
          "Hartkodiertes DB2-Passwort",
          "Klartextpasswort in der WORKING-STORAGE SECTION",
          "1000-CONNECT verwendet fest eingetragene Zugangsdaten",
        ],
        facts: [
          "WS-DB-PASSWORD ist in der WORKING-STORAGE SECTION mit VALUE 'WHS2019!' definiert und wird für EXEC SQL CONNECT verwendet.",
          "Das Passwort liegt mit dem Quelltext im Repository; wer den Code lesen kann, hat Zugriff auf die Datenbank.",
        ],
        impact: ["Nach einem Leck können Angreifer die Bestandsdaten direkt ändern."],
        fix: [
          "Das Passwort aus einem geschützten Dataset oder über RACF beziehen und das offengelegte Passwort ändern.",
        ],
      },
      en: {
        titles: ["Hardcoded DB2 password", "Plaintext password in WORKING-STORAGE"],
        facts: ["WS-DB-PASSWORD is defined with VALUE 'WHS2019!' and used by EXEC SQL CONNECT."],
        impact: ["Anyone with the source can change inventory data."],
        fix: ["Read the password from a protected dataset and rotate it."],
      },
    },
  },
  {
    id: "cobol-truncation",
    agent: "security",
    severity: "MEDIUM",
    rate: 0.6,
    file: INVUPDT,
    line: 164,
    start: 158,
    symbol: {
      qualified: "INVUPDT.2100-READ-TRANSFER",
      bare: "2100-READ-TRANSFER",
      withArgs: "PERFORM 2100-READ-TRANSFER",
      call: "MOVE TR-QUANTITY TO WS-QTY",
    },
    cwe: "CWE-197",
    category: { zh: "数值截断", ja: "数値の切り捨て", de: "Numerische Kürzung", en: "Numeric Truncation" },
    text: {
      zh: {
        titles: [
          "调拨数量MOVE时被静默截断",
          "PIC S9(5)字段无法容纳调拨数量",
          "2100-READ-TRANSFER中的数值截断",
        ],
        facts: [
          "TR-QUANTITY 定义为 PIC S9(9) COMP-3，而 WS-QTY 只有 PIC S9(5)，MOVE 时高位被丢弃。",
          "没有 ON SIZE ERROR 处理，超过99999的数量会被悄悄改写。",
        ],
        impact: ["大额调拨会以错误的数量记账，导致库存不一致。"],
        fix: ["将 WS-QTY 扩大为 PIC S9(9) COMP-3，并在 COMPUTE 中加入 ON SIZE ERROR。"],
      },
      ja: {
        titles: [
          "移動数量のMOVEで上位桁が切り捨て",
          "PIC S9(5)の項目に移動数量が収まらない",
          "2100-READ-TRANSFERでの数値切り捨て",
        ],
        facts: [
          "TR-QUANTITY は PIC S9(9) COMP-3 ですが WS-QTY は PIC S9(5) のため、MOVE 時に上位桁が失われます。",
          "ON SIZE ERROR の処理がなく、99999を超える数量が黙って書き換えられます。",
        ],
        impact: ["大量の移動が誤った数量で記帳され、在庫が不整合になります。"],
        fix: ["WS-QTY を PIC S9(9) COMP-3 に拡張し、COMPUTE に ON SIZE ERROR を追加してください。"],
      },
      de: {
        titles: [
          "Umlagerungsmenge wird beim MOVE stillschweigend abgeschnitten",
          "Feld PIC S9(5) zu klein für die Umlagerungsmenge",
          "Numerische Kürzung in 2100-READ-TRANSFER",
        ],
        facts: [
          "TR-QUANTITY ist PIC S9(9) COMP-3, WS-QTY aber nur PIC S9(5); beim MOVE gehen die höheren Stellen verloren.",
          "Es gibt keine ON SIZE ERROR-Behandlung, Mengen über 99999 werden unbemerkt verfälscht.",
        ],
        impact: ["Große Umlagerungen werden mit falscher Menge gebucht und die Bestände stimmen nicht mehr."],
        fix: ["WS-QTY auf PIC S9(9) COMP-3 vergrößern und ON SIZE ERROR in COMPUTE ergänzen."],
      },
      en: {
        titles: ["Transfer quantity silently truncated on MOVE", "PIC S9(5) field too small for quantity"],
        facts: ["TR-QUANTITY is PIC S9(9) COMP-3 but WS-QTY is PIC S9(5), so MOVE drops the high digits."],
        impact: ["Large transfers are booked with the wrong quantity."],
        fix: ["Widen WS-QTY and add ON SIZE ERROR."],
      },
    },
  },
  {
    id: "cobol-rescan",
    agent: "performance",
    severity: "MEDIUM",
    rate: 0.7,
    file: INVUPDT,
    line: 171,
    start: 158,
    symbol: {
      qualified: "INVUPDT.2100-READ-TRANSFER",
      bare: "2100-READ-TRANSFER",
      withArgs: "PERFORM 2100-READ-TRANSFER",
      call: "READ ITEM-MASTER NEXT RECORD",
    },
    cwe: "CWE-407",
    category: {
      zh: "低效算法",
      ja: "非効率なアルゴリズム",
      de: "Ineffizienter Algorithmus",
      en: "Inefficient Algorithm",
    },
    text: {
      zh: {
        titles: [
          "每条调拨记录都顺序扫描整个物料主文件",
          "ITEM-MASTER被反复从头读取",
          "2100-READ-TRANSFER的复杂度为O(n²)",
        ],
        facts: [
          "对每条 TRANSFER 记录，程序都会 CLOSE 并重新 OPEN ITEM-MASTER，再用 READ NEXT 查找物料号。",
          "ITEM-MASTER 是顺序文件，没有使用 VSAM KSDS 的键控访问。",
        ],
        impact: ["夜间批处理的时间随记录数平方增长，可能超出批处理窗口。"],
        fix: ["将 ITEM-MASTER 改为按键读取的 KSDS，或先排序后进行匹配合并。"],
      },
      ja: {
        titles: [
          "移動レコードごとに品目マスタファイル全体を順次読み込み",
          "ITEM-MASTERを毎回先頭から読み直している",
          "2100-READ-TRANSFERの計算量がO(n²)",
        ],
        facts: [
          "TRANSFER レコードごとに ITEM-MASTER を CLOSE して再度 OPEN し、READ NEXT で品目番号を探しています。",
          "ITEM-MASTER は順編成ファイルで、VSAM KSDS のキーアクセスを使っていません。",
        ],
        impact: ["夜間バッチの処理時間が件数の二乗で増え、バッチウィンドウを超える可能性があります。"],
        fix: ["ITEM-MASTER をキー付きの KSDS にするか、ソートしてからマッチング処理を行ってください。"],
      },
      de: {
        titles: [
          "Artikelstamm wird für jeden Umlagerungssatz sequenziell durchsucht",
          "ITEM-MASTER wird immer wieder von vorn gelesen",
          "Quadratische Laufzeit in 2100-READ-TRANSFER",
        ],
        facts: [
          "Für jeden TRANSFER-Satz wird ITEM-MASTER geschlossen, neu geöffnet und mit READ NEXT nach der Artikelnummer durchsucht.",
          "ITEM-MASTER ist eine sequenzielle Datei ohne Schlüsselzugriff über VSAM KSDS.",
        ],
        impact: [
          "Die Laufzeit des Nachtlaufs wächst quadratisch mit der Satzanzahl und sprengt das Batchfenster.",
        ],
        fix: ["ITEM-MASTER als KSDS mit Schlüsselzugriff führen oder beide Dateien sortiert abmischen."],
      },
      en: {
        titles: [
          "Item master scanned sequentially for every transfer",
          "Quadratic file scan in 2100-READ-TRANSFER",
        ],
        facts: ["For each TRANSFER record the program reopens ITEM-MASTER and reads it with READ NEXT."],
        impact: ["The nightly batch grows quadratically with the number of records."],
        fix: ["Use keyed access or a sorted match-merge."],
      },
    },
  },
  {
    id: "objc-tls",
    agent: "security",
    severity: "HIGH",
    rate: 0.85,
    file: API_CLIENT,
    line: 58,
    start: 52,
    symbol: {
      qualified: "-[APIClient URLSession:didReceiveChallenge:completionHandler:]",
      bare: "URLSession:didReceiveChallenge:completionHandler:",
      withArgs:
        "- (void)URLSession:(NSURLSession *)session didReceiveChallenge:(NSURLAuthenticationChallenge *)challenge",
      call: "credentialForTrust:",
    },
    cwe: "CWE-295",
    category: {
      zh: "证书校验不当",
      ja: "不適切な証明書検証",
      de: "Fehlerhafte Zertifikatsprüfung",
      en: "Improper Certificate Validation",
    },
    text: {
      zh: {
        titles: ["TLS证书校验被禁用", "接受任意服务器证书", "认证挑战处理中无条件信任服务器"],
        facts: [
          "didReceiveChallenge 回调对任何 NSURLAuthenticationMethodServerTrust 都直接调用 completionHandler 并传入 credentialForTrust:。",
          "没有调用 SecTrustEvaluateWithError，也没有进行证书固定。",
        ],
        impact: ["同一Wi-Fi中的攻击者可以实施中间人攻击，窃取扫描枪的登录令牌。"],
        fix: ["使用默认的证书校验（NSURLSessionAuthChallengePerformDefaultHandling），必要时实现证书固定。"],
      },
      ja: {
        titles: [
          "TLS証明書の検証が無効化されている",
          "任意のサーバー証明書を受け入れる",
          "認証チャレンジでサーバーを無条件に信頼",
        ],
        facts: [
          "didReceiveChallenge コールバックが NSURLAuthenticationMethodServerTrust に対して常に credentialForTrust: を渡して completionHandler を呼んでいます。",
          "SecTrustEvaluateWithError の呼び出しも証明書ピンニングもありません。",
        ],
        impact: ["同じWi-Fi上の攻撃者が中間者攻撃を行い、ハンディ端末のログイントークンを盗めます。"],
        fix: [
          "既定の検証（NSURLSessionAuthChallengePerformDefaultHandling）を使い、必要なら証明書ピンニングを実装してください。",
        ],
      },
      de: {
        titles: [
          "TLS-Zertifikatsprüfung deaktiviert",
          "Beliebige Serverzertifikate werden akzeptiert",
          "Server wird bei der Authentifizierungs-Challenge bedingungslos vertraut",
        ],
        facts: [
          "Der Callback didReceiveChallenge ruft für jede NSURLAuthenticationMethodServerTrust den completionHandler mit credentialForTrust: auf.",
          "Weder SecTrustEvaluateWithError noch Certificate Pinning wird verwendet.",
        ],
        impact: [
          "Ein Angreifer im selben WLAN kann per Man-in-the-Middle die Anmeldetoken der Handscanner abgreifen.",
        ],
        fix: [
          "Die Standardprüfung (NSURLSessionAuthChallengePerformDefaultHandling) verwenden und bei Bedarf Pinning einführen.",
        ],
      },
      en: {
        titles: ["TLS certificate validation disabled", "Any server certificate is trusted"],
        facts: ["didReceiveChallenge always completes with credentialForTrust: for server trust challenges."],
        impact: ["An attacker on the same Wi-Fi can intercept scanner tokens."],
        fix: ["Use default handling and pin the certificate."],
      },
    },
  },
  {
    id: "objc-token",
    agent: "security",
    severity: "MEDIUM",
    rate: 0.65,
    file: API_CLIENT,
    line: 97,
    start: 95,
    symbol: {
      qualified: "-[APIClient storeToken:]",
      bare: "storeToken:",
      withArgs: "- (void)storeToken:(NSString *)token",
      call: "[[NSUserDefaults standardUserDefaults] setObject:forKey:]",
    },
    cwe: "CWE-312",
    category: {
      zh: "敏感信息明文存储",
      ja: "機密情報の平文保存",
      de: "Klartextspeicherung sensibler Daten",
      en: "Cleartext Storage of Sensitive Information",
    },
    text: {
      zh: {
        titles: ["访问令牌保存在NSUserDefaults中", "登录令牌未存入钥匙串", "令牌以明文形式持久化"],
        facts: [
          'storeToken: 使用 [[NSUserDefaults standardUserDefaults] setObject:token forKey:@"authToken"] 保存令牌。',
          "NSUserDefaults 以明文plist存储，可通过备份或越狱设备读取。",
        ],
        impact: ["设备丢失后，令牌可被提取并用于调用仓库API。"],
        fix: ["改用 Keychain（kSecAttrAccessibleWhenUnlockedThisDeviceOnly）保存令牌。"],
      },
      ja: {
        titles: [
          "アクセストークンをNSUserDefaultsに保存",
          "ログイントークンがキーチェーンに保存されていない",
          "トークンを平文で永続化",
        ],
        facts: [
          'storeToken: は [[NSUserDefaults standardUserDefaults] setObject:token forKey:@"authToken"] でトークンを保存しています。',
          "NSUserDefaults は平文のplistで、バックアップや脱獄端末から読み取れます。",
        ],
        impact: ["端末を紛失するとトークンが抜き取られ、倉庫APIを呼び出されます。"],
        fix: ["キーチェーン（kSecAttrAccessibleWhenUnlockedThisDeviceOnly）に保存してください。"],
      },
      de: {
        titles: [
          "Zugriffstoken in NSUserDefaults gespeichert",
          "Anmeldetoken liegt nicht im Schlüsselbund",
          "Token wird im Klartext gespeichert",
        ],
        facts: [
          'storeToken: speichert das Token mit [[NSUserDefaults standardUserDefaults] setObject:token forKey:@"authToken"].',
          "NSUserDefaults ist eine Klartext-plist und aus Backups oder auf gejailbreakten Geräten lesbar.",
        ],
        impact: [
          "Bei Verlust des Geräts kann das Token ausgelesen und gegen die Lager-API verwendet werden.",
        ],
        fix: ["Das Token in der Keychain (kSecAttrAccessibleWhenUnlockedThisDeviceOnly) ablegen."],
      },
      en: {
        titles: ["Auth token stored in NSUserDefaults", "Token not kept in the Keychain"],
        facts: ["storeToken: writes the token to NSUserDefaults under authToken."],
        impact: ["A lost device leaks the API token."],
        fix: ["Store the token in the Keychain."],
      },
    },
  },
  {
    id: "objc-main-thread",
    agent: "performance",
    severity: "MEDIUM",
    rate: 0.7,
    file: SCANNER,
    line: 121,
    start: 114,
    symbol: {
      qualified: "-[ScannerViewController submitScan:]",
      bare: "submitScan:",
      withArgs: "- (IBAction)submitScan:(id)sender",
      call: "sendSynchronousRequest:returningResponse:error:",
    },
    cwe: "CWE-1088",
    category: {
      zh: "主线程阻塞",
      ja: "メインスレッドのブロック",
      de: "Blockierender Hauptthread",
      en: "Blocking Call on Main Thread",
    },
    text: {
      zh: {
        titles: ["在主线程上执行同步网络请求", "提交扫描时界面卡死", "submitScan:阻塞UI线程"],
        facts: [
          "submitScan: 在主线程调用 sendSynchronousRequest:returningResponse:error: 上传扫描结果。",
          "仓库Wi-Fi信号差时，请求可能持续数秒，期间界面无响应。",
        ],
        impact: ["界面冻结超过20秒时系统看门狗会终止应用。"],
        fix: ["改用 NSURLSession 的异步 dataTask，并在主队列更新界面。"],
      },
      ja: {
        titles: [
          "メインスレッドで同期ネットワーク通信",
          "スキャン送信時に画面がフリーズ",
          "submitScan:がUIスレッドをブロック",
        ],
        facts: [
          "submitScan: がメインスレッドで sendSynchronousRequest:returningResponse:error: を呼び、スキャン結果を送信しています。",
          "倉庫内のWi-Fiが弱いと数秒かかり、その間UIが反応しません。",
        ],
        impact: ["20秒以上固まるとウォッチドッグによりアプリが強制終了されます。"],
        fix: ["NSURLSession の非同期 dataTask を使い、UI更新はメインキューで行ってください。"],
      },
      de: {
        titles: [
          "Synchrone Netzwerkanfrage auf dem Hauptthread",
          "Oberfläche friert beim Senden eines Scans ein",
          "submitScan: blockiert den UI-Thread",
        ],
        facts: [
          "submitScan: ruft auf dem Hauptthread sendSynchronousRequest:returningResponse:error: auf, um den Scan hochzuladen.",
          "Bei schlechtem WLAN im Lager dauert das mehrere Sekunden, in denen die Oberfläche nicht reagiert.",
        ],
        impact: ["Nach 20 Sekunden beendet der Watchdog die App."],
        fix: [
          "Einen asynchronen NSURLSession-dataTask verwenden und die Oberfläche auf der Main Queue aktualisieren.",
        ],
      },
      en: {
        titles: ["Synchronous network request on the main thread", "UI freezes while submitting a scan"],
        facts: ["submitScan: calls sendSynchronousRequest:returningResponse:error: on the main thread."],
        impact: ["The watchdog can kill the app."],
        fix: ["Use an asynchronous NSURLSession data task."],
      },
    },
  },
  {
    id: "vb-md5",
    agent: "security",
    severity: "HIGH",
    rate: 0.8,
    file: LOGIN,
    line: 34,
    start: 28,
    symbol: {
      qualified: "LoginForm.btnLogin_Click",
      bare: "btnLogin_Click",
      withArgs: "btnLogin_Click(sender As Object, e As EventArgs)",
      call: "MD5.Create().ComputeHash",
    },
    cwe: "CWE-328",
    category: { zh: "弱哈希算法", ja: "脆弱なハッシュ", de: "Schwacher Hash-Algorithmus", en: "Weak Hash" },
    text: {
      zh: {
        titles: ["使用MD5对密码进行哈希", "密码哈希未加盐且算法过弱", "登录时使用不安全的MD5"],
        facts: [
          "btnLogin_Click 使用 MD5.Create().ComputeHash 计算密码哈希，并与 USERS 表中的值比较。",
          "哈希没有加盐，也没有迭代次数。",
        ],
        impact: ["数据库泄露后，大部分密码可通过彩虹表在几分钟内还原。"],
        fix: ["使用 Rfc2898DeriveBytes（PBKDF2）或 bcrypt，并为每个用户生成随机盐。"],
      },
      ja: {
        titles: [
          "パスワードのハッシュにMD5を使用",
          "ソルトなしの弱いパスワードハッシュ",
          "ログイン処理で安全でないMD5",
        ],
        facts: [
          "btnLogin_Click は MD5.Create().ComputeHash でパスワードのハッシュを計算し、USERS テーブルの値と比較しています。",
          "ソルトもストレッチングもありません。",
        ],
        impact: ["DBが漏洩すると、レインボーテーブルで大半のパスワードが数分で復元されます。"],
        fix: ["Rfc2898DeriveBytes（PBKDF2）やbcryptを使い、ユーザーごとにランダムなソルトを付けてください。"],
      },
      de: {
        titles: [
          "Passwörter werden mit MD5 gehasht",
          "Ungesalzener, schwacher Passwort-Hash",
          "Unsicheres MD5 bei der Anmeldung",
        ],
        facts: [
          "btnLogin_Click berechnet den Passwort-Hash mit MD5.Create().ComputeHash und vergleicht ihn mit der Tabelle USERS.",
          "Der Hash ist weder gesalzen noch iteriert.",
        ],
        impact: [
          "Nach einem Datenbankleck lassen sich die meisten Passwörter mit Rainbow Tables in Minuten zurückrechnen.",
        ],
        fix: ["Rfc2898DeriveBytes (PBKDF2) oder bcrypt mit einem zufälligen Salt pro Benutzer verwenden."],
      },
      en: {
        titles: ["Passwords hashed with MD5", "Unsalted weak password hash"],
        facts: ["btnLogin_Click hashes the password with MD5.Create().ComputeHash and compares it to USERS."],
        impact: ["A leaked table can be cracked with rainbow tables."],
        fix: ["Use PBKDF2 or bcrypt with a per-user salt."],
      },
    },
  },
  {
    id: "vb-traversal",
    agent: "security",
    severity: "HIGH",
    rate: 0.75,
    file: EXPORTER,
    line: 19,
    start: 15,
    symbol: {
      qualified: "ReportExporter.Export",
      bare: "Export",
      withArgs: "Export(fileName As String, rows As DataTable)",
      call: "Path.Combine",
    },
    cwe: "CWE-22",
    category: { zh: "路径遍历", ja: "パストラバーサル", de: "Pfadmanipulation", en: "Path Traversal" },
    text: {
      zh: {
        titles: ["导出文件名可导致路径遍历", "报表导出可写入任意目录", "Export中未校验文件名"],
        facts: [
          "Export 使用 Path.Combine(exportRoot, fileName) 拼接路径，fileName 来自用户输入的文本框。",
          "输入 ..\\..\\Windows\\ 之类的文件名即可跳出导出目录。",
        ],
        impact: ["用户可以覆盖共享服务器上的任意文件。"],
        fix: ["只取 Path.GetFileName(fileName)，并检查最终路径仍在 exportRoot 之下。"],
      },
      ja: {
        titles: [
          "エクスポートファイル名によるパストラバーサル",
          "レポート出力で任意のディレクトリに書き込み可能",
          "Exportでファイル名を検証していない",
        ],
        facts: [
          "Export は Path.Combine(exportRoot, fileName) でパスを作成しており、fileName はテキストボックスの入力値です。",
          "..\\..\\Windows\\ のようなファイル名でエクスポート先の外に出られます。",
        ],
        impact: ["利用者が共有サーバー上の任意のファイルを上書きできます。"],
        fix: [
          "Path.GetFileName(fileName) だけを使い、最終パスが exportRoot 配下にあることを確認してください。",
        ],
      },
      de: {
        titles: [
          "Pfadmanipulation über den Exportdateinamen",
          "Berichtsexport kann in beliebige Verzeichnisse schreiben",
          "Dateiname wird in Export nicht geprüft",
        ],
        facts: [
          "Export setzt den Pfad mit Path.Combine(exportRoot, fileName) zusammen, fileName stammt aus einem Textfeld.",
          "Mit einem Dateinamen wie ..\\..\\Windows\\ verlässt man das Exportverzeichnis.",
        ],
        impact: ["Benutzer können beliebige Dateien auf dem Fileserver überschreiben."],
        fix: ["Nur Path.GetFileName(fileName) verwenden und prüfen, dass der Pfad unter exportRoot bleibt."],
      },
      en: {
        titles: ["Path traversal in export file name", "Report export writes outside its folder"],
        facts: ["Export builds the path with Path.Combine(exportRoot, fileName) from a text box."],
        impact: ["Users can overwrite any file on the share."],
        fix: ["Use Path.GetFileName and check the final path."],
      },
    },
  },
  {
    id: "vb-swallowed",
    agent: "architecture",
    severity: "LOW",
    rate: 0.55,
    file: EXPORTER,
    line: 27,
    start: 15,
    symbol: {
      qualified: "ReportExporter.Export",
      bare: "Export",
      withArgs: "Export(fileName As String, rows As DataTable)",
      call: "Catch ex As Exception",
    },
    cwe: "CWE-390",
    category: {
      zh: "异常被吞没",
      ja: "例外の握りつぶし",
      de: "Verschluckte Ausnahme",
      en: "Swallowed Exception",
    },
    text: {
      zh: {
        titles: ["空的Catch块吞掉了导出错误", "导出失败时没有任何提示", "异常被忽略"],
        facts: [
          "Export 中的 Catch ex As Exception 块是空的，既不记录日志也不向用户提示。",
          "写入失败时方法仍然返回 True。",
        ],
        impact: ["用户以为报表已导出，实际文件不存在或不完整。"],
        fix: ["记录异常并向调用方返回失败，或者重新抛出。"],
      },
      ja: {
        titles: [
          "空のCatchブロックでエクスポートエラーを握りつぶしている",
          "エクスポート失敗時に何も通知されない",
          "例外が無視されている",
        ],
        facts: [
          "Export の Catch ex As Exception ブロックが空で、ログ出力もユーザーへの通知もありません。",
          "書き込みに失敗してもメソッドは True を返します。",
        ],
        impact: ["利用者は出力できたと思い込みますが、ファイルは存在しないか不完全です。"],
        fix: ["例外をログに記録して失敗を返すか、再スローしてください。"],
      },
      de: {
        titles: [
          "Leerer Catch-Block verschluckt Exportfehler",
          "Fehlgeschlagener Export wird nicht gemeldet",
          "Ausnahme wird ignoriert",
        ],
        facts: [
          "Der Block Catch ex As Exception in Export ist leer: kein Log, keine Meldung an den Benutzer.",
          "Auch wenn das Schreiben scheitert, gibt die Methode True zurück.",
        ],
        impact: [
          "Benutzer glauben, der Bericht sei exportiert, obwohl die Datei fehlt oder unvollständig ist.",
        ],
        fix: ["Die Ausnahme protokollieren und einen Fehler zurückgeben oder sie erneut werfen."],
      },
      en: {
        titles: ["Empty Catch block swallows export errors", "Failed export is not reported"],
        facts: ["The Catch ex As Exception block in Export is empty and the method still returns True."],
        impact: ["Users believe a report was exported when it was not."],
        fix: ["Log the exception and return a failure."],
      },
    },
  },
  {
    id: "c-overflow",
    agent: "security",
    severity: "CRITICAL",
    rate: 0.9,
    file: FRAME,
    line: 77,
    start: 70,
    symbol: {
      qualified: "parse_frame",
      bare: "parse_frame",
      withArgs: "parse_frame(const uint8_t *buf, size_t len, frame_t *out)",
      call: "memcpy",
    },
    cwe: "CWE-120",
    category: { zh: "缓冲区溢出", ja: "バッファオーバーフロー", de: "Pufferüberlauf", en: "Buffer Overflow" },
    text: {
      zh: {
        titles: ["帧解析中的栈缓冲区溢出", "memcpy长度来自未校验的帧头", "parse_frame可被畸形帧溢出"],
        facts: [
          "parse_frame 使用帧头中的 payload_len 调用 memcpy(out->payload, buf + 4, payload_len)，而 payload 只有64字节。",
          "没有检查 payload_len 是否不超过 sizeof(out->payload) 以及 len - 4。",
        ],
        impact: ["总线上的恶意设备可以覆盖返回地址，在输送线控制器上执行代码。"],
        fix: ["在复制前检查 payload_len <= sizeof(out->payload) 且 payload_len <= len - 4，否则丢弃该帧。"],
      },
      ja: {
        titles: [
          "フレーム解析でのスタックバッファオーバーフロー",
          "memcpyの長さが未検証のフレームヘッダ由来",
          "不正なフレームでparse_frameがオーバーフロー",
        ],
        facts: [
          "parse_frame はフレームヘッダの payload_len を使って memcpy(out->payload, buf + 4, payload_len) を呼びますが、payload は64バイトしかありません。",
          "payload_len が sizeof(out->payload) や len - 4 以下であるかを確認していません。",
        ],
        impact: [
          "バス上の悪意ある機器がリターンアドレスを書き換え、コンベア制御装置で任意のコードを実行できます。",
        ],
        fix: [
          "コピー前に payload_len <= sizeof(out->payload) かつ payload_len <= len - 4 を確認し、満たさないフレームは破棄してください。",
        ],
      },
      de: {
        titles: [
          "Stack-Pufferüberlauf beim Parsen von Frames",
          "memcpy-Länge stammt aus ungeprüftem Frame-Header",
          "parse_frame läuft bei fehlerhaften Frames über",
        ],
        facts: [
          "parse_frame ruft memcpy(out->payload, buf + 4, payload_len) mit payload_len aus dem Frame-Header auf, payload fasst aber nur 64 Bytes.",
          "Es wird nicht geprüft, ob payload_len höchstens sizeof(out->payload) und len - 4 ist.",
        ],
        impact: [
          "Ein bösartiges Gerät am Bus kann die Rücksprungadresse überschreiben und Code auf der Förderbandsteuerung ausführen.",
        ],
        fix: [
          "Vor dem Kopieren payload_len <= sizeof(out->payload) und payload_len <= len - 4 prüfen, sonst den Frame verwerfen.",
        ],
      },
      en: {
        titles: ["Stack buffer overflow in frame parsing", "memcpy length taken from unchecked frame header"],
        facts: ["parse_frame copies payload_len bytes from the header into a 64-byte payload with memcpy."],
        impact: ["A rogue bus device can run code on the conveyor controller."],
        fix: ["Bound payload_len by sizeof(out->payload) and len - 4."],
      },
    },
  },
  {
    id: "c-format",
    agent: "security",
    severity: "HIGH",
    rate: 0.6,
    file: FRAME,
    line: 143,
    start: 140,
    symbol: {
      qualified: "log_fault",
      bare: "log_fault",
      withArgs: "log_fault(const char *msg)",
      call: "syslog",
    },
    cwe: "CWE-134",
    category: {
      zh: "格式化字符串漏洞",
      ja: "書式文字列の脆弱性",
      de: "Formatstring-Schwachstelle",
      en: "Format String",
    },
    text: {
      zh: {
        titles: [
          "syslog使用外部可控的格式化字符串",
          "log_fault存在格式化字符串漏洞",
          "日志函数直接把消息作为格式串",
        ],
        facts: [
          "log_fault 调用 syslog(LOG_ERR, msg)，msg 包含来自设备帧的文本。",
          "帧中的 %n 或 %s 会被 syslog 解释。",
        ],
        impact: ["攻击者可以读取或写入控制器内存。"],
        fix: ['改为 syslog(LOG_ERR, "%s", msg)。'],
      },
      ja: {
        titles: [
          "外部から制御可能な書式文字列をsyslogに渡している",
          "log_faultの書式文字列の脆弱性",
          "ログ関数がメッセージを書式として使用",
        ],
        facts: [
          "log_fault は syslog(LOG_ERR, msg) を呼び出しており、msg には機器フレーム由来の文字列が含まれます。",
          "フレーム内の %n や %s が syslog に解釈されます。",
        ],
        impact: ["攻撃者が制御装置のメモリを読み書きできます。"],
        fix: ['syslog(LOG_ERR, "%s", msg) に変更してください。'],
      },
      de: {
        titles: [
          "syslog erhält einen von außen steuerbaren Formatstring",
          "Formatstring-Schwachstelle in log_fault",
          "Logfunktion nutzt die Meldung als Formatstring",
        ],
        facts: [
          "log_fault ruft syslog(LOG_ERR, msg) auf, wobei msg Text aus Geräte-Frames enthält.",
          "Ein %n oder %s im Frame wird von syslog ausgewertet.",
        ],
        impact: ["Angreifer können Speicher der Steuerung lesen oder schreiben."],
        fix: ['Stattdessen syslog(LOG_ERR, "%s", msg) verwenden.'],
      },
      en: {
        titles: ["Externally controlled format string in syslog", "Format string bug in log_fault"],
        facts: ["log_fault calls syslog(LOG_ERR, msg) with text from device frames."],
        impact: ["An attacker can read or write controller memory."],
        fix: ['Call syslog(LOG_ERR, "%s", msg).'],
      },
    },
  },
  ...(
    [
      ["alloc_queue", 22, 20, "alloc_queue(size_t depth)"],
      ["push_frame", 101, 98, "push_frame(queue_t *q, const frame_t *f)"],
      ["bus_init", 188, 185, "bus_init(const bus_config_t *cfg)"],
    ] as const
  ).map(([fn, line, start, withArgs]): WarehouseIssue => ({
    id: `c-malloc-${fn}`,
    agent: "architecture",
    severity: "LOW",
    rate: 0.5,
    file: FRAME,
    line,
    start,
    symbol: { qualified: fn, bare: fn, withArgs, call: "malloc" },
    cwe: "CWE-690",
    category: {
      zh: "未检查返回值",
      ja: "戻り値の未確認",
      de: "Ungeprüfter Rückgabewert",
      en: "Unchecked Return Value",
    },
    text: {
      zh: {
        titles: [`${fn}中未检查malloc返回值`, `${fn}未处理内存分配失败`, "malloc返回NULL时会解引用空指针"],
        facts: [
          `${fn} 调用 malloc 后直接使用返回的指针，没有检查是否为 NULL。`,
          "内存不足时会发生空指针解引用。",
        ],
        impact: ["控制器在内存紧张时会崩溃并停止输送线。"],
        fix: [`在 ${fn} 中检查 malloc 的返回值并返回错误码。`],
      },
      ja: {
        titles: [
          `${fn}でmallocの戻り値を確認していない`,
          `${fn}がメモリ確保の失敗を処理しない`,
          "mallocがNULLを返すとNULLポインタ参照",
        ],
        facts: [
          `${fn} は malloc の戻り値を NULL チェックせずにそのまま使用しています。`,
          "メモリ不足時にNULLポインタ参照が発生します。",
        ],
        impact: ["メモリが逼迫すると制御装置が停止し、コンベアが止まります。"],
        fix: [`${fn} で malloc の戻り値を確認し、エラーコードを返してください。`],
      },
      de: {
        titles: [
          `Rückgabewert von malloc in ${fn} nicht geprüft`,
          `${fn} behandelt fehlgeschlagene Speicherreservierung nicht`,
          "Nullzeiger-Dereferenzierung, wenn malloc NULL liefert",
        ],
        facts: [
          `${fn} verwendet den Zeiger aus malloc, ohne ihn auf NULL zu prüfen.`,
          "Bei Speichermangel kommt es zu einer Nullzeiger-Dereferenzierung.",
        ],
        impact: ["Bei knappem Speicher stürzt die Steuerung ab und das Förderband steht."],
        fix: [`In ${fn} den Rückgabewert von malloc prüfen und einen Fehlercode zurückgeben.`],
      },
      en: {
        titles: [`Unchecked malloc result in ${fn}`, `${fn} ignores allocation failure`],
        facts: [`${fn} uses the pointer from malloc without checking it for NULL.`],
        impact: ["The controller crashes when memory is low."],
        fix: [`Check the result of malloc in ${fn}.`],
      },
    },
  })),
];

/** Remarks a run makes on its own: each remark at each routine is its own issue. */
const REMARKS: {
  key: string;
  agent: Agent;
  category: Record<Language | "en", string>;
  title: Record<Language | "en", string>;
  text: Record<Language | "en", string>;
}[] = [
  {
    key: "magic-number",
    agent: "architecture",
    category: { zh: "代码质量", ja: "コード品質", de: "Codequalität", en: "Code Quality" },
    title: {
      zh: "魔法数字应定义为常量",
      ja: "マジックナンバーを定数化すべき",
      de: "Magische Zahl als Konstante definieren",
      en: "Magic number should be a constant",
    },
    text: {
      zh: "代码中直接出现的数字字面量含义不明，应提取为具名常量。",
      ja: "数値リテラルが直接書かれており意味が分かりません。名前付き定数にしてください。",
      de: "Ein Zahlenliteral steht ohne Erklärung im Code und sollte eine benannte Konstante werden.",
      en: "A bare numeric literal should be a named constant.",
    },
  },
  {
    key: "comment",
    agent: "architecture",
    category: { zh: "可维护性", ja: "保守性", de: "Wartbarkeit", en: "Maintainability" },
    title: {
      zh: "缺少注释说明",
      ja: "コメントが不足している",
      de: "Fehlende Kommentare",
      en: "Missing comments",
    },
    text: {
      zh: "该例程缺少对参数和返回值的说明，后续维护困难。",
      ja: "このルーチンには引数と戻り値の説明がなく、保守が困難です。",
      de: "Die Routine beschreibt weder Parameter noch Rückgabewert, was die Wartung erschwert.",
      en: "The routine documents neither its parameters nor its result.",
    },
  },
  {
    key: "logging",
    agent: "architecture",
    category: { zh: "日志记录", ja: "ログ出力", de: "Protokollierung", en: "Logging" },
    title: {
      zh: "日志级别使用不当",
      ja: "ログレベルが不適切",
      de: "Unpassende Protokollierungsstufe",
      en: "Inappropriate log level",
    },
    text: {
      zh: "正常流程中的信息以错误级别记录，会淹没真正的错误。",
      ja: "通常処理の情報がエラーレベルで出力され、本当のエラーが埋もれます。",
      de: "Informationen des Normalablaufs werden als Fehler protokolliert und verdecken echte Fehler.",
      en: "Routine information is logged as an error and hides real errors.",
    },
  },
  {
    key: "naming",
    agent: "architecture",
    category: { zh: "命名规范", ja: "命名規約", de: "Namenskonvention", en: "Naming" },
    title: {
      zh: "变量命名不规范",
      ja: "変数名が命名規約に従っていない",
      de: "Variablenname entspricht nicht der Namenskonvention",
      en: "Variable naming does not follow convention",
    },
    text: {
      zh: "局部变量名称过短且不符合团队命名规范。",
      ja: "ローカル変数名が短すぎ、チームの命名規約に沿っていません。",
      de: "Lokale Variablen sind zu kurz benannt und folgen nicht der Teamkonvention.",
      en: "Local variables are too short and break the team's naming convention.",
    },
  },
];

/** Routines a remark can land on, by file. */
const PLACES: { file: string; qualified: string; bare: string; start: number }[] = [
  { file: RECEIPT, qualified: "ZCL_GOODS_RECEIPT->GET_TOTALS", bare: "GET_TOTALS", start: 260 },
  { file: RECEIPT, qualified: "ZCL_GOODS_RECEIPT=>FIND_BY_VENDOR", bare: "FIND_BY_VENDOR", start: 131 },
  { file: INVUPDT, qualified: "INVUPDT.3000-WRITE-REPORT", bare: "3000-WRITE-REPORT", start: 210 },
  { file: INVUPDT, qualified: "INVUPDT.2100-READ-TRANSFER", bare: "2100-READ-TRANSFER", start: 158 },
  { file: SCANNER, qualified: "-[ScannerViewController viewDidLoad]", bare: "viewDidLoad", start: 30 },
  { file: LOGIN, qualified: "LoginForm.LoadSettings", bare: "LoadSettings", start: 60 },
  { file: EXPORTER, qualified: "ReportExporter.Export", bare: "Export", start: 15 },
  { file: FRAME, qualified: "checksum", bare: "checksum", start: 120 },
  { file: FRAME, qualified: "parse_frame", bare: "parse_frame", start: 70 },
];

const LADDER: Severity[] = ["CRITICAL", "HIGH", "MEDIUM", "LOW", "INFO"];

/** The severity in a title, as each language's reports write it. */
const SEVERITY_TAG: Record<Language | "en", Record<Severity, string>> = {
  zh: { CRITICAL: "【严重】", HIGH: "【高危】", MEDIUM: "【中危】", LOW: "【低危】", INFO: "【提示】" },
  ja: { CRITICAL: "【緊急】", HIGH: "【重大】", MEDIUM: "【中】", LOW: "【低】", INFO: "【情報】" },
  de: { CRITICAL: "[Kritisch] ", HIGH: "[Hoch] ", MEDIUM: "[Mittel] ", LOW: "[Niedrig] ", INFO: "[Info] " },
  en: { CRITICAL: "[CRITICAL] ", HIGH: "[HIGH] ", MEDIUM: "[MEDIUM] ", LOW: "[LOW] ", INFO: "[INFO] " },
};

/** A numbered title's prefix, the language's way. */
const NUMBER_WORD: Record<Language | "en", (n: number) => string> = {
  zh: (n) => `问题${n}：`,
  ja: (n) => `指摘${n}：`,
  de: (n) => `Befund ${n}: `,
  en: (n) => `Finding ${n}: `,
};

/** Headings of a structured description. */
const HEADINGS: Record<Language | "en", [string, string, string]> = {
  zh: ["问题描述：", "影响：", "修复建议："],
  ja: ["概要：", "影響：", "推奨対応："],
  de: ["Problem: ", "Auswirkung: ", "Empfehlung: "],
  en: ["Issue: ", "Impact: ", "Recommendation: "],
};

/** Between a title and the routine it names. */
const IN_ROUTINE: Record<Language | "en", (title: string, routine: string) => string> = {
  zh: (title, routine) => `${routine}：${title}`,
  ja: (title, routine) => `${routine}：${title}`,
  de: (title, routine) => `${title} in ${routine}`,
  en: (title, routine) => `${title} in ${routine}`,
};

type CategoryForm = "local" | "english" | "cwe" | "both";
type SymbolForm = "qualified" | "lower" | "bare" | "withArgs" | "call" | "none";
type PathForm = "repo" | "dot" | "bare" | "windows" | "checkout";
type LineForm = "fault" | "start" | "none";
type Numbering = "none" | "dot" | "word" | "id";

/** How one run writes its reports. */
interface Style {
  /** The language this run writes in: the test's, or English when it drifts. */
  language: Language | "en";
  category: CategoryForm;
  symbol: SymbolForm;
  path: PathForm;
  line: LineForm;
  numbering: Numbering;
  severityInTitle: boolean;
  body: "prose" | "headed" | "terse";
  namesRoutine: boolean;
}

function choose<T>(random: () => number, list: readonly T[]): T {
  return list[Math.floor(random() * list.length)]!;
}

function styleFor(random: () => number, language: Language, heavy: boolean): Style {
  return heavy
    ? {
        language: random() < 0.2 ? "en" : language,
        category: choose(random, ["local", "english", "cwe", "both"] as const),
        symbol: choose(random, ["qualified", "lower", "bare", "withArgs", "call", "none"] as const),
        path: choose(random, ["repo", "dot", "bare", "windows", "checkout"] as const),
        line: choose(random, ["fault", "fault", "start", "none"] as const),
        numbering: choose(random, ["none", "dot", "word", "id"] as const),
        severityInTitle: random() < 0.35,
        body: choose(random, ["prose", "headed", "terse"] as const),
        namesRoutine: random() < 0.35,
      }
    : {
        language,
        category: choose(random, ["local", "local", "cwe", "both"] as const),
        symbol: choose(random, ["qualified", "qualified", "bare"] as const),
        path: random() < 0.8 ? "repo" : "dot",
        line: random() < 0.9 ? "fault" : "start",
        numbering: random() < 0.8 ? "none" : "word",
        severityInTitle: random() < 0.2,
        body: random() < 0.75 ? "prose" : "headed",
        namesRoutine: random() < 0.25,
      };
}

function categoryIn(
  issue: { cwe?: string; category: Record<Language | "en", string> },
  style: Style,
): string {
  const local = issue.category[style.language];
  switch (style.category) {
    case "local":
      return local;
    case "english":
      return issue.category.en;
    case "cwe":
      return issue.cwe ?? local;
    case "both":
      return issue.cwe === undefined ? local : `${issue.cwe} ${local}`;
  }
}

function symbolIn(symbol: WarehouseIssue["symbol"], form: SymbolForm): string | undefined {
  switch (form) {
    case "qualified":
      return symbol.qualified;
    // ABAP and COBOL names are case-insensitive, and reviews write them either way; the other
    // languages' names keep their case.
    case "lower":
      return /^(?:Z|INVUPDT)/.test(symbol.qualified) ? symbol.qualified.toLowerCase() : symbol.qualified;
    case "bare":
      return symbol.bare;
    case "withArgs":
      return symbol.withArgs;
    case "call":
      return symbol.call ?? symbol.bare;
    case "none":
      return undefined;
  }
}

function pathIn(file: string, form: PathForm): string {
  switch (form) {
    case "repo":
      return file;
    case "dot":
      return `./${file}`;
    case "bare":
      return file.slice(file.lastIndexOf("/") + 1);
    case "windows":
      return `C:\\src\\warehouse\\${file.replaceAll("/", "\\")}`;
    case "checkout":
      return `/builds/logistics/warehouse/${file}`;
  }
}

function lineIn(fault: number, start: number, form: LineForm, heavy: boolean, random: () => number) {
  if (form === "none") return undefined;
  const base = form === "start" ? start : fault;
  const reach = heavy ? (random() < 0.25 ? 8 : 3) : 1;
  return Math.max(1, base + Math.round((random() * 2 - 1) * reach));
}

function titleIn(base: string, routine: string, severity: Severity, style: Style): string {
  const named =
    style.namesRoutine && !base.includes(routine) ? IN_ROUTINE[style.language](base, routine) : base;
  return style.severityInTitle ? `${SEVERITY_TAG[style.language][severity]}${named}` : named;
}

function numberedTitle(title: string, n: number, style: Style): string {
  switch (style.numbering) {
    case "none":
      return title;
    case "dot":
      return `${n}. ${title}`;
    case "word":
      return `${NUMBER_WORD[style.language](n)}${title}`;
    case "id":
      return `[WH-${String(n).padStart(2, "0")}] ${title}`;
  }
}

function severityOf(severity: Severity, heavy: boolean, random: () => number): Severity {
  const rank = LADDER.indexOf(severity);
  const roll = random();
  if (roll < (heavy ? 0.08 : 0.02)) return LADDER[Math.max(0, rank - 1)]!;
  if (roll > (heavy ? 0.92 : 0.98)) return LADDER[Math.min(LADDER.length - 1, rank + 1)]!;
  return severity;
}

/** Sentences join without a space in Chinese and Japanese. */
const joined = (language: Language | "en", parts: string[]) =>
  parts.join(language === "zh" || language === "ja" ? "" : " ");

function reportOf(issue: WarehouseIssue, style: Style, heavy: boolean, random: () => number): Finding {
  // Now and then a report strays from its run's habits, though not from its language.
  const own =
    random() < (heavy ? 0.2 : 0.05) ? { ...styleFor(random, "zh", heavy), language: style.language } : style;
  const text = issue.text[own.language];
  const severity = severityOf(issue.severity, heavy, random);
  const base = heavy ? choose(random, text.titles) : text.titles[random() < 0.8 ? 0 : 1]!;
  const facts = heavy ? shuffle(random, [...text.facts]) : [...text.facts];
  const fact = joined(
    own.language,
    facts.slice(0, own.body === "terse" ? 1 : 1 + Math.floor(random() * facts.length)),
  );
  const impact = choose(random, text.impact);
  const fix = choose(random, text.fix);
  const [issueHead, impactHead, fixHead] = HEADINGS[own.language];
  const description =
    own.body === "headed"
      ? joined(own.language, [`${issueHead}${fact}`, `${impactHead}${impact}`, `${fixHead}${fix}`])
      : own.body === "terse"
        ? fact
        : joined(own.language, [fact, ...(random() < 0.6 ? [impact] : []), ...(random() < 0.4 ? [fix] : [])]);
  const symbol = symbolIn(issue.symbol, own.symbol);
  const line = lineIn(issue.line, issue.start, own.line, heavy, random);
  return {
    agent: issue.agent,
    severity,
    category: categoryIn(issue, own),
    title: titleIn(base, issue.symbol.bare, severity, own),
    description,
    file: pathIn(issue.file, own.path),
    ...(symbol !== undefined && { symbol }),
    ...(line !== undefined && { line }),
  };
}

const LANGUAGES: Language[] = ["zh", "ja", "de"];

/** N runs of the warehouse system's three agents, with the true issue of every finding. */
export function warehouseRuns(options: GeneratorOptions): Generated {
  const heavy = options.variation === "heavy";
  const language = LANGUAGES[(options.seed - 1) % LANGUAGES.length]!;
  const runs: Run[] = [];
  const sources: string[][] = [];
  for (let r = 0; r < options.runs; r++) {
    const random = numbersFor(`warehouse/${options.variation}/${options.seed}/${r}`);
    // Burn a few draws: xorshift's first outputs from nearby seeds are close.
    for (let k = 0; k < 8; k++) random();
    const style = styleFor(random, language, heavy);
    const drawn = CATALOGUE.filter((issue) => random() < issue.rate).map((issue) => ({
      source: issue.id,
      finding: reportOf(issue, style, heavy, random),
    }));
    const remarks = random() < (heavy ? 0.6 : 0.35) ? 1 + Math.floor(random() * 2) : 0;
    for (let k = 0; k < remarks; k++) {
      const remark = choose(random, REMARKS);
      const place = choose(random, PLACES);
      const source = `remark|${remark.key}|${place.file}|${place.bare}`;
      // A run makes a remark about a routine once.
      if (drawn.some((d) => d.source === source)) continue;
      const symbol = symbolIn({ ...place, withArgs: place.bare }, style.symbol);
      const line = lineIn(place.start + 2, place.start, style.line, heavy, random);
      drawn.push({
        source,
        finding: {
          agent: remark.agent,
          severity: "INFO",
          category: categoryIn({ category: remark.category }, { ...style, category: "local" }),
          title: titleIn(remark.title[style.language], place.bare, "INFO", style),
          // Said of its routine, as a model does, so a judge can tell two places apart.
          description: joined(style.language, [
            remark.text[style.language],
            style.language === "zh" || style.language === "ja" ? `（${place.bare}）` : `(${place.bare})`,
          ]),
          file: pathIn(place.file, style.path),
          ...(symbol !== undefined && { symbol }),
          ...(line !== undefined && { line }),
        },
      });
    }
    shuffle(random, drawn);
    // Each agent numbers its own list, in the order it lists its reports.
    const counts = new Map<string, number>();
    const findings = drawn.map((d) => {
      const n = (counts.get(d.finding.agent!) ?? 0) + 1;
      counts.set(d.finding.agent!, n);
      return { ...d.finding, title: numberedTitle(d.finding.title, n, style) };
    });
    runs.push({ run: r + 1, model: "warehouse-generator", findings });
    sources.push(drawn.map((d) => d.source));
  }
  return { runs, sources };
}
