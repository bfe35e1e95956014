/**
 * The ninth held-out generator family for grouping quality (issue #12): an airline's crew
 * scheduling system in Delphi, Tcl, Fortran, Apex and Crystal, none of which appear anywhere else
 * in the tests, reviewed by agents that write in Korean, Russian or Spanish.
 *
 * Written after every change to the matcher before it (words in any script included), and before
 * anything was run on it; never tuned against. Self-contained: its own random numbers, catalogue
 * and model of how reports vary. What it models that the other families do not:
 *  - Korean (Hangul, spaced words with particles attached: `입력값이`, `입력값을`), Russian and
 *    Spanish, whose words inflect (`уязвимость` / `уязвимости`, `validación` / `validar`), so
 *    one issue reworded shares stems more than words;
 *  - runs that keep the title in English and write the description in the team's language (a
 *    schema's English keys pull the title that way), and, with heavy variation, runs written
 *    wholly in English;
 *  - Spanish written now and then without its accents (`validacion`, `contrasena`), as text
 *    typed on another keyboard is;
 *  - symbols as Delphi methods (`TCrewForm.btnSearchClick`), Tcl namespaced procs
 *    (`::roster::export_pdf`), Fortran subroutines in modules (`duty_mod::assign_duties`), Apex
 *    methods (`CrewController.searchCrew`) and Crystal methods (`Auth.current_user`,
 *    `LoginHandler#call`);
 *  - two issues in one Fortran subroutine, an Apex class-level issue beside one of its methods,
 *    and one remark (an error swallowed by `catch`) at three Tcl procs, each its own issue.
 * Do not edit the catalogue or the variation to suit the matcher: that would end its use.
 */
import type { Finding, Run, Severity } from "../../src/findings/types.js";
import { choose, shuffle } from "../../src/util/random.js";
import { severityShift } from "./draw.js";
import type { Generated, GeneratorOptions } from "./quality.js";

/** A linear congruential generator (Numerical Recipes constants) over a 32-bit string hash. */
function lcgFor(key: string): () => number {
  let state = 2166136261;
  for (const ch of key) state = Math.imul(state ^ ch.codePointAt(0)!, 16777619) >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    // The low bits of an LCG are weak: mix the high ones down before use.
    const mixed = (state ^ (state >>> 16)) >>> 0;
    return (Math.imul(mixed, 0x45d9f3b) >>> 0) / 4294967296;
  };
}

type Tongue = "ko" | "ru" | "es";
type Voice = Tongue | "en";
type Agent = "security" | "performance" | "architecture";

/** What a report says of an issue in one language. */
interface Says {
  titles: string[];
  facts: string[];
  impact: string;
  fix: string;
}

interface CrewIssue {
  id: string;
  agent: Agent;
  severity: Severity;
  rate: number;
  file: string;
  line: number;
  start: number;
  /** Qualified, bare, with its parameters, and the call at fault. */
  names: [string, string, string, string?];
  cwe?: string;
  kind: Record<Voice, string>;
  says: Record<Voice, Says>;
}

const FORM = "delphi/CrewForm.pas";
const SETTINGS = "delphi/Settings.pas";
const ROSTER = "tcl/roster.tcl";
const SYNC = "tcl/sync.tcl";
const DUTY = "fortran/duty_mod.f90";
const CONTROLLER = "force-app/main/default/classes/CrewController.cls";
const TRIGGER = "force-app/main/default/classes/CrewTriggerHandler.cls";
const AUTH = "crystal/src/auth.cr";
const LOGIN = "crystal/src/handlers/login_handler.cr";

const ISSUES: CrewIssue[] = [
  {
    id: "delphi-sqli",
    agent: "security",
    severity: "HIGH",
    rate: 0.85,
    file: FORM,
    line: 88,
    start: 81,
    names: [
      "TCrewForm.btnSearchClick",
      "btnSearchClick",
      "TCrewForm.btnSearchClick(Sender: TObject)",
      "Query.SQL.Text",
    ],
    cwe: "CWE-89",
    kind: { ko: "SQL 인젝션", ru: "SQL-инъекция", es: "Inyección SQL", en: "SQL Injection" },
    says: {
      ko: {
        titles: [
          "승무원 검색에서 SQL 인젝션 발생",
          "사용자 입력을 SQL 문자열에 직접 연결함",
          "검색 쿼리가 파라미터화되지 않음",
        ],
        facts: [
          "btnSearchClick에서 edtName.Text 값을 Query.SQL.Text에 문자열로 직접 이어 붙입니다.",
          "입력값이 이스케이프되지 않아 작은따옴표로 쿼리 구조를 바꿀 수 있습니다.",
        ],
        impact: "공격자가 다른 승무원의 개인정보를 조회하거나 테이블을 삭제할 수 있습니다.",
        fix: "Query.Params와 파라미터화된 쿼리를 사용하십시오.",
      },
      ru: {
        titles: [
          "SQL-инъекция при поиске членов экипажа",
          "Пользовательский ввод конкатенируется в SQL-запрос",
          "Поисковый запрос не параметризован",
        ],
        facts: [
          "В btnSearchClick значение edtName.Text напрямую склеивается с Query.SQL.Text.",
          "Ввод не экранируется, поэтому кавычка меняет структуру запроса.",
        ],
        impact:
          "Злоумышленник может прочитать персональные данные других членов экипажа или удалить таблицы.",
        fix: "Используйте параметризованный запрос через Query.Params.",
      },
      es: {
        titles: [
          "Inyección SQL en la búsqueda de tripulantes",
          "La entrada del usuario se concatena en la consulta SQL",
          "La consulta de búsqueda no está parametrizada",
        ],
        facts: [
          "En btnSearchClick el valor de edtName.Text se concatena directamente en Query.SQL.Text.",
          "La entrada no se escapa, así que una comilla cambia la estructura de la consulta.",
        ],
        impact: "Un atacante puede leer los datos personales de otros tripulantes o borrar tablas.",
        fix: "Use una consulta parametrizada con Query.Params.",
      },
      en: {
        titles: ["SQL injection in crew search", "User input concatenated into SQL query"],
        facts: ["btnSearchClick appends edtName.Text directly to Query.SQL.Text."],
        impact: "An attacker can read other crew members' personal data.",
        fix: "Use a parameterised query with Query.Params.",
      },
    },
  },
  {
    id: "delphi-ini-password",
    agent: "security",
    severity: "MEDIUM",
    rate: 0.6,
    file: SETTINGS,
    line: 41,
    start: 37,
    names: [
      "TSettings.SaveCredentials",
      "SaveCredentials",
      "TSettings.SaveCredentials(const User, Pass: string)",
      "Ini.WriteString",
    ],
    cwe: "CWE-256",
    kind: {
      ko: "평문 비밀번호 저장",
      ru: "Хранение пароля в открытом виде",
      es: "Almacenamiento de contraseña en texto plano",
      en: "Plaintext Password Storage",
    },
    says: {
      ko: {
        titles: [
          "비밀번호를 INI 파일에 평문으로 저장",
          "자격 증명이 암호화되지 않은 채 저장됨",
          "SaveCredentials가 비밀번호를 그대로 기록함",
        ],
        facts: [
          "SaveCredentials는 Ini.WriteString('Login', 'Password', Pass)로 비밀번호를 그대로 씁니다.",
          "crew.ini 파일은 모든 사용자가 읽을 수 있는 폴더에 있습니다.",
        ],
        impact: "같은 PC를 쓰는 누구나 스케줄러 계정 비밀번호를 얻을 수 있습니다.",
        fix: "Windows DPAPI(CryptProtectData)로 암호화하거나 자격 증명 관리자를 사용하십시오.",
      },
      ru: {
        titles: [
          "Пароль хранится в INI-файле открытым текстом",
          "Учётные данные сохраняются без шифрования",
          "SaveCredentials записывает пароль как есть",
        ],
        facts: [
          "SaveCredentials записывает пароль вызовом Ini.WriteString('Login', 'Password', Pass).",
          "Файл crew.ini лежит в папке, доступной для чтения всем пользователям.",
        ],
        impact: "Любой пользователь того же компьютера получит пароль учётной записи планировщика.",
        fix: "Шифруйте пароль через Windows DPAPI (CryptProtectData) или используйте диспетчер учётных данных.",
      },
      es: {
        titles: [
          "La contraseña se guarda en texto plano en el archivo INI",
          "Credenciales almacenadas sin cifrar",
          "SaveCredentials escribe la contraseña tal cual",
        ],
        facts: [
          "SaveCredentials guarda la contraseña con Ini.WriteString('Login', 'Password', Pass).",
          "El archivo crew.ini está en una carpeta que todos los usuarios pueden leer.",
        ],
        impact: "Cualquiera que use el mismo equipo obtiene la contraseña de la cuenta del planificador.",
        fix: "Cifre la contraseña con DPAPI de Windows (CryptProtectData) o use el administrador de credenciales.",
      },
      en: {
        titles: ["Password stored in plaintext INI file", "Credentials saved unencrypted"],
        facts: ["SaveCredentials writes the password with Ini.WriteString('Login', 'Password', Pass)."],
        impact: "Anyone on the same PC can read the scheduler password.",
        fix: "Encrypt it with DPAPI.",
      },
    },
  },
  {
    id: "tcl-exec",
    agent: "security",
    severity: "CRITICAL",
    rate: 0.85,
    file: ROSTER,
    line: 57,
    start: 52,
    names: ["::roster::export_pdf", "export_pdf", "proc ::roster::export_pdf {crew_id fname}", "exec"],
    cwe: "CWE-78",
    kind: {
      ko: "OS 명령어 인젝션",
      ru: "Внедрение команд ОС",
      es: "Inyección de comandos del SO",
      en: "OS Command Injection",
    },
    says: {
      ko: {
        titles: [
          "PDF 내보내기에서 OS 명령어 인젝션",
          "파일 이름이 exec 명령에 그대로 전달됨",
          "export_pdf에서 셸 명령 삽입 가능",
        ],
        facts: [
          'export_pdf는 요청에서 받은 fname을 exec sh -c "wkhtmltopdf ... $fname"에 그대로 넣습니다.',
          "세미콜론이나 백틱이 들어간 파일 이름으로 임의의 명령을 실행할 수 있습니다.",
        ],
        impact: "공격자가 스케줄링 서버에서 임의의 명령을 실행할 수 있습니다.",
        fix: "sh -c를 쓰지 말고 인자를 목록으로 넘기며 파일 이름을 허용 목록으로 검증하십시오.",
      },
      ru: {
        titles: [
          "Внедрение команд ОС при экспорте в PDF",
          "Имя файла передаётся в exec без проверки",
          "Возможность выполнения команд в export_pdf",
        ],
        facts: [
          'export_pdf подставляет полученное из запроса fname в exec sh -c "wkhtmltopdf ... $fname".',
          "Имя файла с точкой с запятой или обратными кавычками выполняет произвольную команду.",
        ],
        impact: "Атакующий может выполнять любые команды на сервере планирования.",
        fix: "Не используйте sh -c, передавайте аргументы списком и проверяйте имя файла по белому списку.",
      },
      es: {
        titles: [
          "Inyección de comandos al exportar a PDF",
          "El nombre de archivo llega a exec sin validar",
          "Ejecución de comandos posible en export_pdf",
        ],
        facts: [
          'export_pdf inserta el fname recibido en la petición dentro de exec sh -c "wkhtmltopdf ... $fname".',
          "Un nombre de archivo con punto y coma o comillas invertidas ejecuta cualquier comando.",
        ],
        impact: "Un atacante puede ejecutar comandos arbitrarios en el servidor de planificación.",
        fix: "No use sh -c, pase los argumentos como lista y valide el nombre contra una lista permitida.",
      },
      en: {
        titles: ["OS command injection in PDF export", "File name passed to exec unchecked"],
        facts: ['export_pdf puts the request\'s fname into exec sh -c "wkhtmltopdf ... $fname".'],
        impact: "An attacker can run any command on the scheduling server.",
        fix: "Pass arguments as a list and validate the file name.",
      },
    },
  },
  {
    id: "tcl-eval",
    agent: "security",
    severity: "HIGH",
    rate: 0.7,
    file: SYNC,
    line: 33,
    start: 28,
    names: ["::sync::handle_message", "handle_message", "proc ::sync::handle_message {chan}", "eval"],
    cwe: "CWE-95",
    kind: { ko: "코드 인젝션", ru: "Внедрение кода", es: "Inyección de código", en: "Code Injection" },
    says: {
      ko: {
        titles: [
          "소켓에서 받은 데이터를 eval로 실행",
          "동기화 메시지로 임의 Tcl 코드 실행 가능",
          "handle_message의 안전하지 않은 eval",
        ],
        facts: [
          "handle_message는 gets $chan으로 읽은 줄을 검증 없이 eval에 넘깁니다.",
          "동기화 포트에 접속할 수 있는 누구나 Tcl 명령을 보낼 수 있습니다.",
        ],
        impact: "네트워크 내 공격자가 서버 권한으로 코드를 실행합니다.",
        fix: "eval 대신 허용된 명령만 처리하는 디스패치 테이블을 사용하고 안전 인터프리터를 쓰십시오.",
      },
      ru: {
        titles: [
          "Данные из сокета выполняются через eval",
          "Произвольный Tcl-код через сообщения синхронизации",
          "Небезопасный eval в handle_message",
        ],
        facts: [
          "handle_message передаёт в eval строку, прочитанную через gets $chan, без всякой проверки.",
          "Любой, кто подключится к порту синхронизации, может отправлять команды Tcl.",
        ],
        impact: "Злоумышленник в сети выполняет код с правами сервера.",
        fix: "Замените eval таблицей разрешённых команд и используйте безопасный интерпретатор.",
      },
      es: {
        titles: [
          "Los datos del socket se ejecutan con eval",
          "Código Tcl arbitrario mediante mensajes de sincronización",
          "eval inseguro en handle_message",
        ],
        facts: [
          "handle_message pasa a eval la línea leída con gets $chan sin ninguna validación.",
          "Cualquiera que se conecte al puerto de sincronización puede enviar comandos Tcl.",
        ],
        impact: "Un atacante en la red ejecuta código con los permisos del servidor.",
        fix: "Sustituya eval por una tabla de comandos permitidos y use un intérprete seguro.",
      },
      en: {
        titles: ["Socket data executed with eval", "Arbitrary Tcl code through sync messages"],
        facts: ["handle_message passes the line read by gets $chan to eval unchecked."],
        impact: "A network attacker runs code as the server.",
        fix: "Dispatch only allowed commands; use a safe interpreter.",
      },
    },
  },
  {
    id: "fortran-bounds",
    agent: "security",
    severity: "HIGH",
    rate: 0.75,
    file: DUTY,
    line: 112,
    start: 98,
    names: ["duty_mod::assign_duties", "assign_duties", "subroutine assign_duties(roster, n)", "duties(idx)"],
    cwe: "CWE-787",
    kind: {
      ko: "범위를 벗어난 쓰기",
      ru: "Запись за пределами буфера",
      es: "Escritura fuera de límites",
      en: "Out-of-bounds Write",
    },
    says: {
      ko: {
        titles: [
          "배열 범위를 벗어난 쓰기",
          "입력 파일의 인덱스로 배열에 검사 없이 기록",
          "assign_duties의 경계 검사 누락",
        ],
        facts: [
          "assign_duties는 로스터 파일에서 읽은 idx로 duties(idx)에 값을 씁니다.",
          "idx가 1..MAX_DUTIES 범위인지 확인하지 않고 -fcheck=bounds 없이 컴파일됩니다.",
        ],
        impact: "조작된 로스터 파일이 인접 메모리를 덮어써 잘못된 근무 배정이나 충돌을 일으킵니다.",
        fix: "idx의 범위를 검사하고 벗어나면 레코드를 거부하십시오.",
      },
      ru: {
        titles: [
          "Запись за границы массива",
          "Индекс из входного файла используется без проверки",
          "Нет проверки границ в assign_duties",
        ],
        facts: [
          "assign_duties записывает в duties(idx), где idx прочитан из файла расписания.",
          "Не проверяется, что idx лежит в диапазоне 1..MAX_DUTIES, а сборка идёт без -fcheck=bounds.",
        ],
        impact:
          "Подделанный файл расписания перезаписывает соседнюю память: неверные назначения или падение.",
        fix: "Проверяйте диапазон idx и отклоняйте запись при выходе за него.",
      },
      es: {
        titles: [
          "Escritura fuera de los límites del arreglo",
          "Índice del archivo de entrada usado sin validar",
          "Falta de comprobación de límites en assign_duties",
        ],
        facts: [
          "assign_duties escribe en duties(idx) con un idx leído del archivo de turnos.",
          "No se comprueba que idx esté entre 1 y MAX_DUTIES y se compila sin -fcheck=bounds.",
        ],
        impact:
          "Un archivo de turnos manipulado sobrescribe memoria contigua: asignaciones erróneas o caídas.",
        fix: "Valide el rango de idx y rechace el registro si se sale.",
      },
      en: {
        titles: ["Out-of-bounds array write", "Index from input file used unchecked"],
        facts: [
          "assign_duties writes duties(idx) with idx read from the roster file, without a range check.",
        ],
        impact: "A crafted roster file corrupts memory.",
        fix: "Check that idx is within 1..MAX_DUTIES.",
      },
    },
  },
  {
    id: "fortran-cubic",
    agent: "performance",
    severity: "MEDIUM",
    rate: 0.65,
    file: DUTY,
    line: 151,
    start: 140,
    names: [
      "duty_mod::compute_rest_periods",
      "compute_rest_periods",
      "subroutine compute_rest_periods(crew, legs)",
      "do k = 1, nlegs",
    ],
    cwe: "CWE-407",
    kind: {
      ko: "비효율적인 알고리즘",
      ru: "Неэффективный алгоритм",
      es: "Algoritmo ineficiente",
      en: "Inefficient Algorithm",
    },
    says: {
      ko: {
        titles: [
          "휴식 시간 계산의 삼중 루프",
          "compute_rest_periods의 O(n³) 복잡도",
          "구간 수가 늘면 계산 시간이 급증함",
        ],
        facts: [
          "compute_rest_periods는 승무원, 구간, 다시 구간에 대해 중첩된 세 개의 do 루프를 돕니다.",
          "구간을 시간순으로 정렬하면 인접 구간만 비교하면 됩니다.",
        ],
        impact: "월간 스케줄 계산이 수십 분 걸려 야간 배치가 끝나지 않습니다.",
        fix: "구간을 출발 시각으로 정렬한 뒤 한 번만 순회하십시오.",
      },
      ru: {
        titles: [
          "Тройной цикл при расчёте периодов отдыха",
          "Сложность O(n³) в compute_rest_periods",
          "Время расчёта резко растёт с числом рейсов",
        ],
        facts: [
          "compute_rest_periods перебирает экипаж, рейсы и снова рейсы тремя вложенными циклами do.",
          "Если отсортировать рейсы по времени, достаточно сравнивать только соседние.",
        ],
        impact: "Расчёт месячного расписания занимает десятки минут, и ночной пакет не успевает.",
        fix: "Отсортируйте рейсы по времени вылета и пройдите их один раз.",
      },
      es: {
        titles: [
          "Triple bucle al calcular los periodos de descanso",
          "Complejidad O(n³) en compute_rest_periods",
          "El tiempo de cálculo se dispara con el número de tramos",
        ],
        facts: [
          "compute_rest_periods recorre tripulación, tramos y otra vez tramos con tres bucles do anidados.",
          "Si se ordenan los tramos por hora, basta comparar los contiguos.",
        ],
        impact: "El cálculo del calendario mensual tarda decenas de minutos y el lote nocturno no termina.",
        fix: "Ordene los tramos por hora de salida y recórralos una sola vez.",
      },
      en: {
        titles: ["Triple loop computing rest periods", "O(n³) complexity in compute_rest_periods"],
        facts: ["compute_rest_periods runs three nested do loops over crew, legs and legs again."],
        impact: "The monthly schedule takes tens of minutes.",
        fix: "Sort the legs by departure and scan once.",
      },
    },
  },
  {
    id: "fortran-overflow",
    agent: "security",
    severity: "MEDIUM",
    rate: 0.5,
    file: DUTY,
    line: 158,
    start: 140,
    names: [
      "duty_mod::compute_rest_periods",
      "compute_rest_periods",
      "subroutine compute_rest_periods(crew, legs)",
      "integer(kind=2) :: total_min",
    ],
    cwe: "CWE-190",
    kind: {
      ko: "정수 오버플로",
      ru: "Целочисленное переполнение",
      es: "Desbordamiento de entero",
      en: "Integer Overflow",
    },
    says: {
      ko: {
        titles: [
          "근무 시간 합계의 정수 오버플로",
          "total_min이 2바이트 정수로 선언됨",
          "월간 근무 분 합계가 음수로 바뀔 수 있음",
        ],
        facts: [
          "total_min은 integer(kind=2)라서 32767분(약 546시간)을 넘으면 음수로 넘어갑니다.",
          "합계가 넘치면 휴식 규정 위반 검사가 통과해 버립니다.",
        ],
        impact: "법정 휴식 시간을 어기는 배정이 승인될 수 있습니다.",
        fix: "total_min을 integer(kind=4) 이상으로 선언하십시오.",
      },
      ru: {
        titles: [
          "Целочисленное переполнение суммы рабочего времени",
          "total_min объявлена двухбайтовым целым",
          "Сумма минут за месяц может стать отрицательной",
        ],
        facts: [
          "total_min имеет тип integer(kind=2) и после 32767 минут (около 546 часов) становится отрицательной.",
          "При переполнении проверка нарушения норм отдыха проходит успешно.",
        ],
        impact: "Могут быть утверждены назначения, нарушающие нормы отдыха.",
        fix: "Объявите total_min как integer(kind=4) или шире.",
      },
      es: {
        titles: [
          "Desbordamiento de entero en la suma de horas de servicio",
          "total_min está declarado como entero de 2 bytes",
          "La suma mensual de minutos puede volverse negativa",
        ],
        facts: [
          "total_min es integer(kind=2) y pasa a negativo después de 32767 minutos (unas 546 horas).",
          "Si la suma se desborda, la comprobación de infracciones de descanso se aprueba.",
        ],
        impact: "Se pueden aprobar asignaciones que incumplen el descanso reglamentario.",
        fix: "Declare total_min como integer(kind=4) o mayor.",
      },
      en: {
        titles: ["Integer overflow in duty minute total", "total_min declared as a 2-byte integer"],
        facts: ["total_min is integer(kind=2) and wraps negative past 32767 minutes."],
        impact: "Assignments breaking rest rules can be approved.",
        fix: "Declare total_min as integer(kind=4).",
      },
    },
  },
  {
    id: "apex-soql",
    agent: "security",
    severity: "HIGH",
    rate: 0.8,
    file: CONTROLLER,
    line: 24,
    start: 19,
    names: [
      "CrewController.searchCrew",
      "searchCrew",
      "public static List<Crew__c> searchCrew(String term)",
      "Database.query",
    ],
    cwe: "CWE-943",
    kind: { ko: "SOQL 인젝션", ru: "SOQL-инъекция", es: "Inyección SOQL", en: "SOQL Injection" },
    says: {
      ko: {
        titles: [
          "동적 SOQL에 검색어를 연결함",
          "searchCrew의 SOQL 인젝션",
          "Database.query에 이스케이프되지 않은 입력",
        ],
        facts: [
          "searchCrew는 'SELECT Id FROM Crew__c WHERE Name LIKE \\'%' + term + '%\\''를 Database.query로 실행합니다.",
          "String.escapeSingleQuotes나 바인드 변수를 쓰지 않습니다.",
        ],
        impact: "사용자가 조건을 바꿔 볼 권한이 없는 승무원 레코드를 조회할 수 있습니다.",
        fix: "바인드 변수(:term)를 쓰거나 String.escapeSingleQuotes로 처리하십시오.",
      },
      ru: {
        titles: [
          "Строка поиска склеивается в динамический SOQL",
          "SOQL-инъекция в searchCrew",
          "Неэкранированный ввод в Database.query",
        ],
        facts: [
          "searchCrew выполняет через Database.query строку 'SELECT Id FROM Crew__c WHERE Name LIKE \\'%' + term + '%\\''.",
          "Не используются ни String.escapeSingleQuotes, ни связанные переменные.",
        ],
        impact: "Пользователь может изменить условие и увидеть записи экипажа, к которым у него нет доступа.",
        fix: "Используйте связанную переменную (:term) или String.escapeSingleQuotes.",
      },
      es: {
        titles: [
          "El término de búsqueda se concatena en SOQL dinámico",
          "Inyección SOQL en searchCrew",
          "Entrada sin escapar en Database.query",
        ],
        facts: [
          "searchCrew ejecuta con Database.query la cadena 'SELECT Id FROM Crew__c WHERE Name LIKE \\'%' + term + '%\\''.",
          "No se usa String.escapeSingleQuotes ni variables de enlace.",
        ],
        impact:
          "Un usuario puede alterar la condición y ver registros de tripulación a los que no tiene acceso.",
        fix: "Use una variable de enlace (:term) o String.escapeSingleQuotes.",
      },
      en: {
        titles: ["SOQL injection in searchCrew", "Search term concatenated into dynamic SOQL"],
        facts: ["searchCrew builds its SOQL from term and runs it with Database.query."],
        impact: "Users can read crew records they may not see.",
        fix: "Use a bind variable.",
      },
    },
  },
  {
    id: "apex-without-sharing",
    agent: "architecture",
    severity: "MEDIUM",
    rate: 0.5,
    file: CONTROLLER,
    line: 3,
    start: 3,
    names: ["CrewController", "CrewController", "public without sharing class CrewController", undefined],
    cwe: "CWE-284",
    kind: {
      ko: "부적절한 접근 제어",
      ru: "Некорректное управление доступом",
      es: "Control de acceso inadecuado",
      en: "Improper Access Control",
    },
    says: {
      ko: {
        titles: [
          "컨트롤러가 without sharing으로 선언됨",
          "공유 규칙을 무시하는 Apex 클래스",
          "CrewController가 레코드 공유 설정을 우회함",
        ],
        facts: [
          "CrewController는 without sharing 클래스라서 조직의 공유 규칙이 적용되지 않습니다.",
          "LWC에서 호출되는 모든 메서드가 시스템 권한으로 레코드를 읽습니다.",
        ],
        impact: "커뮤니티 사용자도 모든 승무원 레코드에 접근할 수 있습니다.",
        fix: "with sharing으로 선언하고 필요한 경우에만 별도 클래스에서 권한을 높이십시오.",
      },
      ru: {
        titles: [
          "Контроллер объявлен как without sharing",
          "Класс Apex игнорирует правила общего доступа",
          "CrewController обходит настройки доступа к записям",
        ],
        facts: [
          "CrewController объявлен как without sharing, поэтому правила общего доступа организации к нему не применяются.",
          "Все методы, вызываемые из LWC, читают записи с системными правами.",
        ],
        impact: "Даже пользователи сообщества получают доступ ко всем записям экипажа.",
        fix: "Объявите класс with sharing и повышайте права только в отдельном классе.",
      },
      es: {
        titles: [
          "El controlador está declarado without sharing",
          "Clase Apex que ignora las reglas de uso compartido",
          "CrewController elude la configuración de acceso a registros",
        ],
        facts: [
          "CrewController es una clase without sharing, así que no se aplican las reglas de uso compartido de la organización.",
          "Todos los métodos llamados desde LWC leen registros con permisos de sistema.",
        ],
        impact: "Incluso los usuarios de la comunidad acceden a todos los registros de tripulación.",
        fix: "Declárela with sharing y eleve permisos solo en una clase aparte.",
      },
      en: {
        titles: ["Controller declared without sharing", "Apex class ignores sharing rules"],
        facts: ["CrewController is a without sharing class, so sharing rules do not apply."],
        impact: "Community users can reach every crew record.",
        fix: "Declare it with sharing.",
      },
    },
  },
  {
    id: "apex-soql-loop",
    agent: "performance",
    severity: "HIGH",
    rate: 0.75,
    file: TRIGGER,
    line: 47,
    start: 40,
    names: [
      "CrewTriggerHandler.afterUpdate",
      "afterUpdate",
      "public void afterUpdate(List<Crew__c> rows)",
      "[SELECT Id FROM Duty__c WHERE Crew__c = :c.Id]",
    ],
    kind: {
      ko: "루프 내 SOQL 쿼리",
      ru: "SOQL-запрос в цикле",
      es: "Consulta SOQL dentro de un bucle",
      en: "SOQL in Loop",
    },
    says: {
      ko: {
        titles: [
          "for 루프 안에서 SOQL 쿼리 실행",
          "트리거 핸들러가 거버너 한도를 초과할 수 있음",
          "afterUpdate가 레코드마다 쿼리함",
        ],
        facts: [
          "afterUpdate는 for (Crew__c c : rows) 안에서 [SELECT Id FROM Duty__c WHERE Crew__c = :c.Id]를 실행합니다.",
          "200건을 한 번에 수정하면 SOQL 101개 한도를 넘습니다.",
        ],
        impact: "대량 업데이트가 System.LimitException으로 실패합니다.",
        fix: "루프 전에 Id 집합으로 한 번만 조회해 Map에 담으십시오.",
      },
      ru: {
        titles: [
          "SOQL-запрос внутри цикла for",
          "Обработчик триггера может превысить лимиты платформы",
          "afterUpdate выполняет запрос для каждой записи",
        ],
        facts: [
          "afterUpdate выполняет [SELECT Id FROM Duty__c WHERE Crew__c = :c.Id] внутри for (Crew__c c : rows).",
          "При массовом изменении 200 записей превышается лимит в 100 SOQL-запросов.",
        ],
        impact: "Массовые обновления падают с System.LimitException.",
        fix: "Соберите Id до цикла, выполните один запрос и сложите результат в Map.",
      },
      es: {
        titles: [
          "Consulta SOQL dentro de un bucle for",
          "El manejador del trigger puede superar los límites del gobernador",
          "afterUpdate consulta por cada registro",
        ],
        facts: [
          "afterUpdate ejecuta [SELECT Id FROM Duty__c WHERE Crew__c = :c.Id] dentro de for (Crew__c c : rows).",
          "Al actualizar 200 registros a la vez se supera el límite de 100 consultas SOQL.",
        ],
        impact: "Las actualizaciones masivas fallan con System.LimitException.",
        fix: "Reúna los Id antes del bucle, haga una sola consulta y guárdela en un Map.",
      },
      en: {
        titles: ["SOQL query inside for loop", "Trigger handler can hit governor limits"],
        facts: ["afterUpdate runs a SELECT on Duty__c for every row inside its for loop."],
        impact: "Bulk updates fail with System.LimitException.",
        fix: "Query once before the loop into a Map.",
      },
    },
  },
  {
    id: "crystal-jwt",
    agent: "security",
    severity: "CRITICAL",
    rate: 0.85,
    file: AUTH,
    line: 19,
    start: 15,
    names: [
      "Auth.current_user",
      "current_user",
      "def self.current_user(token : String) : User?",
      "JWT.decode",
    ],
    cwe: "CWE-347",
    kind: {
      ko: "서명 검증 누락",
      ru: "Отсутствие проверки подписи",
      es: "Verificación de firma ausente",
      en: "Improper Verification of Cryptographic Signature",
    },
    says: {
      ko: {
        titles: [
          "JWT 서명을 검증하지 않음",
          "위조된 토큰으로 인증 우회 가능",
          "current_user가 verify: false로 디코딩함",
        ],
        facts: [
          "current_user는 JWT.decode(token, verify: false, validate: false)로 토큰을 읽습니다.",
          "페이로드의 sub 값을 그대로 사용자 ID로 믿습니다.",
        ],
        impact: "누구나 관리자 sub를 넣은 토큰을 만들어 로그인할 수 있습니다.",
        fix: "비밀 키와 알고리즘을 지정해 서명과 만료 시간을 검증하십시오.",
      },
      ru: {
        titles: [
          "Подпись JWT не проверяется",
          "Обход аутентификации поддельным токеном",
          "current_user декодирует токен с verify: false",
        ],
        facts: [
          "current_user читает токен вызовом JWT.decode(token, verify: false, validate: false).",
          "Значение sub из полезной нагрузки принимается как идентификатор пользователя без проверки.",
        ],
        impact: "Любой может создать токен с sub администратора и войти в систему.",
        fix: "Проверяйте подпись и срок действия, указав секретный ключ и алгоритм.",
      },
      es: {
        titles: [
          "No se verifica la firma del JWT",
          "Omisión de autenticación con un token falsificado",
          "current_user decodifica con verify: false",
        ],
        facts: [
          "current_user lee el token con JWT.decode(token, verify: false, validate: false).",
          "El valor sub de la carga útil se acepta como identificador de usuario sin comprobarlo.",
        ],
        impact: "Cualquiera puede fabricar un token con el sub de un administrador e iniciar sesión.",
        fix: "Verifique la firma y la expiración indicando la clave secreta y el algoritmo.",
      },
      en: {
        titles: ["JWT signature not verified", "Authentication bypass with forged token"],
        facts: ["current_user decodes the token with JWT.decode(token, verify: false, validate: false)."],
        impact: "Anyone can forge an admin token.",
        fix: "Verify the signature and expiry.",
      },
    },
  },
  {
    id: "crystal-bruteforce",
    agent: "security",
    severity: "MEDIUM",
    rate: 0.55,
    file: LOGIN,
    line: 12,
    start: 8,
    names: ["LoginHandler#call", "call", "def call(context : HTTP::Server::Context)", "POST /login"],
    cwe: "CWE-307",
    kind: {
      ko: "과도한 인증 시도 제한 없음",
      ru: "Нет ограничения попыток входа",
      es: "Sin límite de intentos de autenticación",
      en: "Improper Restriction of Excessive Authentication Attempts",
    },
    says: {
      ko: {
        titles: [
          "로그인 시도 횟수 제한 없음",
          "무차별 대입 공격에 취약한 로그인",
          "POST /login에 속도 제한이 없음",
        ],
        facts: [
          "LoginHandler는 실패한 로그인 횟수를 세지 않고 계정 잠금이나 지연도 없습니다.",
          "같은 IP에서 초당 수백 번 비밀번호를 시도할 수 있습니다.",
        ],
        impact: "약한 비밀번호를 쓰는 승무원 계정이 탈취될 수 있습니다.",
        fix: "IP와 계정별로 시도 횟수를 제한하고 점진적 지연을 두십시오.",
      },
      ru: {
        titles: [
          "Нет ограничения числа попыток входа",
          "Вход уязвим для перебора паролей",
          "У POST /login нет ограничения частоты",
        ],
        facts: [
          "LoginHandler не считает неудачные попытки входа, нет ни блокировки, ни задержки.",
          "С одного IP можно перебирать сотни паролей в секунду.",
        ],
        impact: "Учётные записи экипажа со слабыми паролями могут быть захвачены.",
        fix: "Ограничьте число попыток по IP и учётной записи и добавьте нарастающую задержку.",
      },
      es: {
        titles: [
          "Sin límite de intentos de inicio de sesión",
          "El inicio de sesión es vulnerable a fuerza bruta",
          "POST /login no tiene limitación de frecuencia",
        ],
        facts: [
          "LoginHandler no cuenta los intentos fallidos ni aplica bloqueo o retardo.",
          "Desde una misma IP se pueden probar cientos de contraseñas por segundo.",
        ],
        impact: "Las cuentas de tripulantes con contraseñas débiles pueden ser tomadas.",
        fix: "Limite los intentos por IP y por cuenta y añada un retardo creciente.",
      },
      en: {
        titles: ["No limit on login attempts", "Login open to brute force"],
        facts: ["LoginHandler neither counts failed logins nor locks or delays."],
        impact: "Weak crew passwords can be guessed.",
        fix: "Rate-limit by IP and account.",
      },
    },
  },
  ...(
    [
      ["::roster::load_month", "load_month", 14, 10],
      ["::roster::save_month", "save_month", 88, 84],
      ["::roster::notify_crew", "notify_crew", 121, 117],
    ] as const
  ).map(([qualified, bare, line, start]): CrewIssue => ({
    id: `tcl-catch-${bare}`,
    agent: "architecture",
    severity: "LOW",
    rate: 0.5,
    file: ROSTER,
    line,
    start,
    names: [qualified, bare, `proc ${qualified} {args}`, "catch"],
    cwe: "CWE-390",
    kind: { ko: "오류 무시", ru: "Игнорирование ошибок", es: "Errores ignorados", en: "Swallowed Error" },
    says: {
      ko: {
        titles: [
          `${bare}에서 catch로 오류를 무시함`,
          `${bare}의 오류가 기록되지 않음`,
          "catch 결과를 확인하지 않음",
        ],
        facts: [
          `${bare}는 catch {...} 의 반환값을 확인하지 않아 실패가 조용히 사라집니다.`,
          "오류 메시지가 로그에 남지 않습니다.",
        ],
        impact: "스케줄 처리 실패를 아무도 알아채지 못합니다.",
        fix: `${bare}에서 catch 결과를 확인하고 오류를 기록하십시오.`,
      },
      ru: {
        titles: [
          `Ошибки в ${bare} подавляются через catch`,
          `Ошибки ${bare} не журналируются`,
          "Результат catch не проверяется",
        ],
        facts: [
          `${bare} не проверяет результат catch {...}, и сбой пропадает бесследно.`,
          "Сообщение об ошибке не попадает в журнал.",
        ],
        impact: "Сбой обработки расписания никто не замечает.",
        fix: `Проверяйте результат catch в ${bare} и записывайте ошибку в журнал.`,
      },
      es: {
        titles: [
          `${bare} ignora los errores con catch`,
          `Los errores de ${bare} no se registran`,
          "No se comprueba el resultado de catch",
        ],
        facts: [
          `${bare} no comprueba el resultado de catch {...} y el fallo desaparece sin rastro.`,
          "El mensaje de error no llega al registro.",
        ],
        impact: "Nadie se entera de que falló el procesamiento del calendario.",
        fix: `Compruebe el resultado de catch en ${bare} y registre el error.`,
      },
      en: {
        titles: [`Errors swallowed by catch in ${bare}`, `${bare} does not log its errors`],
        facts: [`${bare} ignores the result of catch {...}, so failures vanish.`],
        impact: "Schedule failures go unnoticed.",
        fix: `Check catch's result in ${bare} and log it.`,
      },
    },
  })),
];

/** Remarks a run makes on its own; the same remark at the same routine is one issue. */
const ASIDES: {
  key: string;
  kind: Record<Voice, string>;
  title: Record<Voice, string>;
  text: Record<Voice, string>;
}[] = [
  {
    key: "long-routine",
    kind: { ko: "유지보수성", ru: "Сопровождаемость", es: "Mantenibilidad", en: "Maintainability" },
    title: {
      ko: "함수가 너무 김",
      ru: "Слишком длинная процедура",
      es: "Rutina demasiado larga",
      en: "Routine is too long",
    },
    text: {
      ko: "이 루틴은 200줄이 넘어 읽고 테스트하기 어렵습니다.",
      ru: "Процедура длиннее 200 строк, её трудно читать и тестировать.",
      es: "La rutina supera las 200 líneas y cuesta leerla y probarla.",
      en: "The routine is over 200 lines long and hard to test.",
    },
  },
  {
    key: "hardcoded-value",
    kind: { ko: "코드 품질", ru: "Качество кода", es: "Calidad del código", en: "Code Quality" },
    title: {
      ko: "하드코딩된 설정값",
      ru: "Жёстко заданное значение настройки",
      es: "Valor de configuración fijo en el código",
      en: "Hard-coded setting",
    },
    text: {
      ko: "시간 한도가 코드에 박혀 있어 설정 파일로 옮겨야 합니다.",
      ru: "Предельное время задано прямо в коде, его стоит вынести в настройки.",
      es: "El límite de tiempo está escrito en el código y debería ir a la configuración.",
      en: "The time limit is written into the code and belongs in configuration.",
    },
  },
  {
    key: "no-tests",
    kind: { ko: "테스트", ru: "Тестирование", es: "Pruebas", en: "Testing" },
    title: {
      ko: "단위 테스트 없음",
      ru: "Нет модульных тестов",
      es: "Faltan pruebas unitarias",
      en: "No unit tests",
    },
    text: {
      ko: "이 루틴을 검증하는 단위 테스트가 없습니다.",
      ru: "Для этой процедуры нет ни одного модульного теста.",
      es: "No hay ninguna prueba unitaria que cubra esta rutina.",
      en: "No unit test covers this routine.",
    },
  },
];

/** Routines an aside can land on. */
const ROUTINES: { file: string; qualified: string; bare: string; start: number }[] = [
  { file: FORM, qualified: "TCrewForm.FormCreate", bare: "FormCreate", start: 30 },
  { file: ROSTER, qualified: "::roster::export_pdf", bare: "export_pdf", start: 52 },
  { file: DUTY, qualified: "duty_mod::compute_rest_periods", bare: "compute_rest_periods", start: 140 },
  { file: DUTY, qualified: "duty_mod::read_roster", bare: "read_roster", start: 20 },
  { file: TRIGGER, qualified: "CrewTriggerHandler.afterUpdate", bare: "afterUpdate", start: 40 },
  { file: AUTH, qualified: "Auth.issue_token", bare: "issue_token", start: 40 },
];

/** Spanish typed without its accents, as on a keyboard without them. */
const unaccented = (text: string) => text.normalize("NFD").replace(/[\u0300-\u036f]/g, "");

/** One run's habits. */
interface Habit {
  /** The language of titles and of descriptions. */
  titleIn: Voice;
  bodyIn: Voice;
  kindForm: "own" | "english" | "cwe" | "cweAndOwn";
  nameForm: 0 | 1 | 2 | 3 | "none";
  pathForm: "repo" | "dot" | "bare" | "absolute";
  lineForm: "fault" | "start" | "none";
  accents: boolean;
  severityTag: boolean;
  sentences: "all" | "some" | "one";
}

function habitOf(next: () => number, tongue: Tongue, heavy: boolean): Habit {
  const english = heavy && next() < 0.15;
  const titleInEnglish = english || next() < (heavy ? 0.3 : 0.1);
  return {
    titleIn: titleInEnglish ? "en" : tongue,
    bodyIn: english ? "en" : tongue,
    kindForm: heavy
      ? choose(next, ["own", "english", "cwe", "cweAndOwn"] as const)
      : choose(next, ["own", "own", "english", "cwe"] as const),
    nameForm: heavy ? choose(next, [0, 1, 2, 3, "none"] as const) : choose(next, [0, 0, 1] as const),
    pathForm: heavy
      ? choose(next, ["repo", "dot", "bare", "absolute"] as const)
      : next() < 0.85
        ? "repo"
        : "dot",
    lineForm: heavy
      ? choose(next, ["fault", "fault", "start", "none"] as const)
      : next() < 0.9
        ? "fault"
        : "start",
    accents: !(tongue === "es" && next() < (heavy ? 0.3 : 0.1)),
    severityTag: next() < (heavy ? 0.3 : 0.1),
    sentences: heavy ? choose(next, ["all", "some", "one"] as const) : next() < 0.8 ? "all" : "some",
  };
}

const SEVERITY_WORD: Record<Voice, Record<Severity, string>> = {
  ko: { CRITICAL: "[심각]", HIGH: "[높음]", MEDIUM: "[중간]", LOW: "[낮음]", INFO: "[정보]" },
  ru: { CRITICAL: "[Критично]", HIGH: "[Высокий]", MEDIUM: "[Средний]", LOW: "[Низкий]", INFO: "[Инфо]" },
  es: { CRITICAL: "[Crítico]", HIGH: "[Alto]", MEDIUM: "[Medio]", LOW: "[Bajo]", INFO: "[Info]" },
  en: { CRITICAL: "[Critical]", HIGH: "[High]", MEDIUM: "[Medium]", LOW: "[Low]", INFO: "[Info]" },
};

function kindIn(kind: Record<Voice, string>, cwe: string | undefined, habit: Habit): string {
  const own = kind[habit.bodyIn];
  if (habit.kindForm === "english") return kind.en;
  if (habit.kindForm === "cwe") return cwe ?? own;
  if (habit.kindForm === "cweAndOwn") return cwe ? `${cwe}: ${own}` : own;
  return own;
}

function pathIn(file: string, form: Habit["pathForm"]): string {
  if (form === "dot") return `./${file}`;
  if (form === "bare") return file.split("/").pop()!;
  if (form === "absolute") return `/srv/ci/crew-scheduler/${file}`;
  return file;
}

function lineIn(fault: number, start: number, habit: Habit, heavy: boolean, next: () => number) {
  if (habit.lineForm === "none") return undefined;
  const at = habit.lineForm === "start" ? start : fault;
  const spread = heavy ? (next() < 0.2 ? 7 : 3) : 1;
  return Math.max(1, at + Math.round((next() * 2 - 1) * spread));
}

function written(issue: CrewIssue, habit: Habit, heavy: boolean, next: () => number): Finding {
  // A report keeps its run's languages but may stray from its other habits.
  const own: Habit =
    next() < (heavy ? 0.2 : 0.05)
      ? {
          ...habitOf(next, "es", heavy),
          titleIn: habit.titleIn,
          bodyIn: habit.bodyIn,
          accents: habit.accents,
        }
      : habit;
  const severity = severityShift(issue.severity, heavy, next);
  const head = issue.says[own.titleIn];
  const body = issue.says[own.bodyIn];
  let title = heavy ? choose(next, head.titles) : head.titles[next() < 0.8 ? 0 : 1]!;
  if (own.severityTag) title = `${SEVERITY_WORD[own.titleIn][severity]} ${title}`;
  const facts = heavy ? shuffle(next, [...body.facts]) : [...body.facts];
  const kept =
    own.sentences === "one"
      ? 1
      : own.sentences === "some"
        ? 1 + Math.floor(next() * facts.length)
        : facts.length;
  const parts = [
    ...facts.slice(0, kept),
    ...(next() < 0.6 ? [body.impact] : []),
    ...(next() < 0.4 ? [body.fix] : []),
  ];
  let description = parts.join(" ");
  if (!own.accents) {
    title = unaccented(title);
    description = unaccented(description);
  }
  const symbol = own.nameForm === "none" ? undefined : (issue.names[own.nameForm] ?? issue.names[1]);
  const line = lineIn(issue.line, issue.start, own, heavy, next);
  return {
    agent: issue.agent,
    severity,
    category: kindIn(issue.kind, issue.cwe, own),
    title,
    description,
    file: pathIn(issue.file, own.pathForm),
    ...(symbol !== undefined && { symbol }),
    ...(line !== undefined && { line }),
  };
}

const TONGUES: Tongue[] = ["ko", "ru", "es"];

/** N runs of the crew scheduler's three agents, with the true issue of every finding. */
export function crewRuns(options: GeneratorOptions): Generated {
  const heavy = options.variation === "heavy";
  const tongue = TONGUES[(options.seed + 1) % TONGUES.length]!;
  const runs: Run[] = [];
  const sources: string[][] = [];
  for (let r = 0; r < options.runs; r++) {
    const next = lcgFor(`crew:${options.variation}:${options.seed}:${r}`);
    const habit = habitOf(next, tongue, heavy);
    const reports = ISSUES.filter((issue) => next() < issue.rate).map((issue) => ({
      source: issue.id,
      finding: written(issue, habit, heavy, next),
    }));
    const asides = next() < (heavy ? 0.55 : 0.3) ? 1 + Math.floor(next() * 2) : 0;
    for (let k = 0; k < asides; k++) {
      const aside = choose(next, ASIDES);
      const at = choose(next, ROUTINES);
      const source = `aside|${aside.key}|${at.file}|${at.bare}`;
      if (reports.some((x) => x.source === source)) continue;
      const symbol = habit.nameForm === "none" ? undefined : habit.nameForm === 0 ? at.qualified : at.bare;
      const line = lineIn(at.start + 1, at.start, habit, heavy, next);
      const text = `${aside.text[habit.bodyIn]} (${at.bare})`;
      reports.push({
        source,
        finding: {
          agent: "architecture",
          severity: "INFO",
          category: aside.kind[habit.bodyIn],
          title: habit.accents ? aside.title[habit.titleIn] : unaccented(aside.title[habit.titleIn]),
          description: habit.accents ? text : unaccented(text),
          file: pathIn(at.file, habit.pathForm),
          ...(symbol !== undefined && { symbol }),
          ...(line !== undefined && { line }),
        },
      });
    }
    shuffle(next, reports);
    runs.push({ run: r + 1, model: "crew-generator", findings: reports.map((x) => x.finding) });
    sources.push(reports.map((x) => x.source));
  }
  return { runs, sources };
}
