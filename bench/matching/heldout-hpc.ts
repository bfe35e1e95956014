/**
 * The twenty-second held-out generator family for grouping quality (issue #12): a research
 * group's climate-model pipeline on a supercomputer, in CUDA C++ kernels, Chapel, Slurm batch
 * scripts, a Snakemake workflow and a Spack environment, reviewed by runs of which some write in
 * Polish. None of these languages or formats appear anywhere else in the tests.
 *
 * Written after every change to the matcher before it (up to files' names compared only with
 * paths of their own name, cf86c09) and committed before anything was run on it. Its errors
 * were read the stop after its first run, so it is tuned against since. Self-contained: its own catalogue and model of how reports vary, its numbers from the
 * project's seeded generator (src/util/random.ts). What it models that the other families do not:
 *  - a batch script named by its job (`job advect-3d`, `#SBATCH --job-name=advect-3d`) and a
 *    workflow step by its rule (`rule regrid`), instead of the file, one habit a run;
 *  - places as HPC code names them: kernel launches (`advect<<<grid, block>>>`), shared-memory
 *    arrays (`__shared__ float tile[32][33]`), Chapel `forall` loops and locales, `#SBATCH`
 *    directives, Snakemake rules;
 *  - categories as performance engineers name faults (`Warp divergence`, `Uncoalesced access`,
 *    `Bank conflict`, `Load imbalance`), besides CWE ids and plain names;
 *  - titles that quote a measured figure, which runs state differently (`2.1x slower`,
 *    `about half the bandwidth`);
 *  - twins: two kernels of one file whose global reads are uncoalesced, and one missing
 *    `__syncthreads()` before two reads of one tile; remarks a run makes on its own.
 * Do not edit the catalogue or the variation to suit the matcher: that would end its use.
 */
import { type BilingualIssue, bilingualRuns } from "./draw.js";
import type { Generated, GeneratorOptions } from "./quality.js";

type HpcIssue = BilingualIssue<"pl">;

const KERNELS = "src/cuda/advection.cu";
const SOLVER = "src/chapel/Solver.chpl";
const JOB = "jobs/advect-3d.sbatch";
const REGRID_JOB = "jobs/regrid.sbatch";
const WORKFLOW = "workflow/Snakefile";
const SPACK = "env/spack.yaml";
const IO = "src/cuda/io.cu";

/** The names a run may write instead of a file: a job by its name, a workflow by its rule. */
const NAMES: Record<string, string[]> = {
  [JOB]: ["job advect-3d", "#SBATCH --job-name=advect-3d"],
  [REGRID_JOB]: ["job regrid", "#SBATCH --job-name=regrid"],
  [WORKFLOW]: ["rule regrid", "Snakemake workflow"],
};

/** A kernel whose global reads stride across rows: each kernel's is its own issue. */
function uncoalesced(id: string, kernel: string, line: number, rate: number): HpcIssue {
  return {
    id,
    agent: "performance",
    severity: "HIGH",
    rate,
    file: KERNELS,
    line,
    symbols: [
      `${kernel}`,
      `__global__ void ${kernel}(const float* q, float* out, int nx, int ny)`,
      `${kernel}<<<grid, block>>>`,
    ],
    categories: ["Uncoalesced access", "Memory bandwidth", "Performance"],
    en: {
      titles: [`${kernel} reads global memory with a stride of nx`, `Uncoalesced loads in ${kernel}`],
      facts: [
        `Each thread of ${kernel} reads q[threadIdx.x * nx + j], so a warp touches 32 rows and uses about an eighth of each memory transaction.`,
        `${kernel} runs at about half the bandwidth of a copy kernel because its reads stride across rows.`,
      ],
      fix: "Index with threadIdx.x on the fastest dimension, or stage the rows through shared memory.",
    },
    pl: {
      titles: [`Nieskoalescowane odczyty w ${kernel}`],
      facts: [`Każdy wątek ${kernel} czyta q[threadIdx.x * nx + j], więc warp dotyka 32 wierszy.`],
      fix: "Indeksuj threadIdx.x po najszybszym wymiarze.",
    },
  };
}

const ISSUES: HpcIssue[] = [
  uncoalesced("coalesce-advect", "advect_x", 48, 0.75),
  uncoalesced("coalesce-diffuse", "diffuse_y", 97, 0.5),
  {
    id: "missing-sync",
    agent: "architecture",
    severity: "CRITICAL",
    rate: 0.7,
    file: KERNELS,
    line: 131,
    symbols: ["stencil_tile", "__shared__ float tile[32][33]", "__syncthreads()"],
    categories: ["Race condition", "CWE-362", "Data race"],
    en: {
      titles: [
        "Missing __syncthreads() before the tile is read in stencil_tile",
        "Shared-memory race in stencil_tile",
      ],
      facts: [
        "stencil_tile writes tile[ty][tx] and then reads the neighbours tile[ty][tx+1] and tile[ty+1][tx] without a barrier, so a warp can read cells another warp has not written yet.",
        "Results of stencil_tile change from run to run on the A100 nodes.",
      ],
      fix: "Call __syncthreads() between filling the tile and reading its neighbours.",
    },
    pl: {
      titles: ["Brak __syncthreads() przed odczytem kafelka w stencil_tile"],
      facts: ["stencil_tile zapisuje tile[ty][tx] i czyta sąsiadów bez bariery."],
      fix: "Dodaj __syncthreads() po wypełnieniu kafelka.",
    },
  },
  {
    id: "divergence",
    agent: "performance",
    severity: "MEDIUM",
    rate: 0.5,
    file: KERNELS,
    line: 172,
    symbols: ["apply_boundary", "if (i == 0 || i == nx - 1)", "apply_boundary<<<grid, block>>>"],
    categories: ["Warp divergence", "Performance", "Branching"],
    en: {
      titles: [
        "Boundary branch diverges every warp in apply_boundary",
        "apply_boundary is launched over the whole grid for its edges",
      ],
      facts: [
        "apply_boundary is launched over all nx by ny cells and branches on the edge cells, so most warps idle while one lane works.",
        "The boundary kernel takes 2.1x the time of the interior update.",
      ],
      fix: "Launch one thread per edge cell instead of one per grid cell.",
    },
    pl: {
      titles: ["Rozbieżność warpów w apply_boundary"],
      facts: ["apply_boundary jest uruchamiany na całej siatce i rozgałęzia się tylko dla brzegów."],
      fix: "Uruchamiaj jeden wątek na komórkę brzegową.",
    },
  },
  {
    id: "chapel-imbalance",
    agent: "performance",
    severity: "MEDIUM",
    rate: 0.55,
    file: SOLVER,
    line: 64,
    symbols: ["forall (i, j) in Dom", "proc solveColumns", "Block distribution"],
    categories: ["Load imbalance", "Performance", "Scalability"],
    en: {
      titles: [
        "Block distribution leaves polar locales idle",
        "forall over Dom is imbalanced across locales",
      ],
      facts: [
        "solveColumns distributes Dom by Block, but columns near the poles need a third of the iterations, so their locales wait at the end of every step.",
        "Scaling from 16 to 64 nodes gains only 1.6x.",
      ],
      fix: "Use a Cyclic or a weighted distribution over latitude.",
    },
    pl: {
      titles: ["Nierówne obciążenie lokalizacji w solveColumns"],
      facts: ["Rozkład Block w solveColumns daje lokalizacjom przy biegunach mniej pracy."],
      fix: "Użyj rozkładu Cyclic lub ważonego.",
    },
  },
  {
    id: "chapel-remote",
    agent: "performance",
    severity: "LOW",
    rate: 0.35,
    file: SOLVER,
    line: 102,
    symbols: ["proc exchangeHalo", "on Locales[dst]", "exchangeHalo"],
    categories: ["Communication overhead", "Performance"],
    en: {
      titles: [
        "exchangeHalo copies the halo one element at a time",
        "Fine-grained remote writes in exchangeHalo",
      ],
      facts: [
        "exchangeHalo assigns halo cells in a for loop inside on Locales[dst], which sends one message per cell.",
        "Halo exchange takes longer than the compute step at 64 nodes.",
      ],
      fix: "Copy the halo as one slice assignment so it is sent in bulk.",
    },
    pl: {
      titles: ["exchangeHalo kopiuje halo element po elemencie"],
      facts: ["Pętla w exchangeHalo wysyła osobny komunikat na każdą komórkę."],
      fix: "Kopiuj halo jednym przypisaniem wycinka.",
    },
  },
  {
    id: "sbatch-token",
    agent: "security",
    severity: "HIGH",
    rate: 0.65,
    file: JOB,
    line: 14,
    symbols: ["export ESGF_TOKEN", "ESGF_TOKEN", 'curl -H "Authorization: Bearer $ESGF_TOKEN"'],
    categories: ["Hard-coded Credentials", "CWE-798", "Secrets in scripts"],
    en: {
      titles: [
        "Data portal token written into the batch script",
        "ESGF_TOKEN exported in plain text in advect-3d.sbatch",
      ],
      facts: [
        "The job script exports ESGF_TOKEN with the token itself, and batch scripts are readable by every user of the project allocation and kept in scontrol output.",
        "The download token is in the repository and in Slurm's job records.",
      ],
      fix: "Read the token from a file with mode 600 in the user's home, or from the site's secret store.",
    },
    pl: {
      titles: ["Token portalu danych zapisany w skrypcie zadania"],
      facts: ["Skrypt eksportuje ESGF_TOKEN jawnie; skrypty są widoczne dla całego projektu."],
      fix: "Czytaj token z pliku z uprawnieniami 600.",
    },
  },
  {
    id: "sbatch-gpus",
    agent: "architecture",
    severity: "MEDIUM",
    rate: 0.45,
    file: JOB,
    line: 6,
    symbols: ["#SBATCH --gpus-per-node=4", "#SBATCH --ntasks-per-node=1", "srun"],
    categories: ["Resource misconfiguration", "Efficiency"],
    en: {
      titles: [
        "Job asks for 4 GPUs per node but starts one task",
        "Three of four GPUs idle in the advect-3d job",
      ],
      facts: [
        "The script requests --gpus-per-node=4 with --ntasks-per-node=1, and the code binds to device 0, so three GPUs per node are charged and unused.",
        "The allocation is billed for four GPUs while one works.",
      ],
      fix: "Start four tasks per node with one GPU each (--ntasks-per-node=4 --gpus-per-task=1).",
    },
    pl: {
      titles: ["Zadanie rezerwuje 4 GPU na węzeł, a używa jednego"],
      facts: ["--gpus-per-node=4 przy --ntasks-per-node=1: trzy GPU na węzeł są bezczynne."],
      fix: "Uruchamiaj cztery zadania na węzeł.",
    },
  },
  {
    id: "regrid-scratch",
    agent: "security",
    severity: "MEDIUM",
    rate: 0.4,
    file: REGRID_JOB,
    line: 21,
    symbols: ["chmod 777 $SCRATCH/regrid", "mkdir -p $SCRATCH/regrid", "$SCRATCH/regrid"],
    categories: ["Incorrect Permission Assignment", "CWE-732"],
    en: {
      titles: [
        "Regrid job makes its scratch directory world-writable",
        "chmod 777 on the shared scratch output",
      ],
      facts: [
        "The regrid job runs chmod 777 on $SCRATCH/regrid, so any user of the machine can replace the regridded fields the next step reads.",
        "Other users can tamper with intermediate output on scratch.",
      ],
      fix: "Use the project group and mode 2770, or keep the output in the project space.",
    },
    pl: {
      titles: ["Zadanie regrid nadaje katalogowi scratch prawa 777"],
      facts: ["chmod 777 na $SCRATCH/regrid pozwala każdemu użytkownikowi podmienić dane."],
      fix: "Użyj grupy projektu i trybu 2770.",
    },
  },
  {
    id: "snakemake-shell",
    agent: "security",
    severity: "MEDIUM",
    rate: 0.45,
    file: WORKFLOW,
    line: 33,
    symbols: ["rule regrid", 'shell: "cdo remapbil,{params.grid} {input} {output}"', "params.grid"],
    categories: ["Command Injection", "CWE-78"],
    en: {
      titles: [
        "Grid name from the config reaches the shell unquoted in rule regrid",
        "rule regrid interpolates config into a shell command",
      ],
      facts: [
        "rule regrid builds its shell command with {params.grid}, taken from config.yaml that collaborators edit, without quoting.",
        "A grid name with a semicolon runs a command on the login node.",
      ],
      fix: "Quote the parameter with {params.grid:q} and check it against the known grids.",
    },
    pl: {
      titles: ["Nazwa siatki z konfiguracji trafia do powłoki bez cudzysłowu w rule regrid"],
      facts: ["rule regrid wstawia {params.grid} z config.yaml do polecenia powłoki."],
      fix: "Użyj {params.grid:q}.",
    },
  },
  {
    id: "io-pinned",
    agent: "performance",
    severity: "MEDIUM",
    rate: 0.45,
    file: IO,
    line: 40,
    symbols: [
      "write_snapshot",
      "cudaMemcpy(host, dev, bytes, cudaMemcpyDeviceToHost)",
      "std::vector<float> host",
    ],
    categories: ["Synchronous transfer", "Performance", "I/O"],
    en: {
      titles: [
        "Snapshots copied to pageable memory and block the stream",
        "write_snapshot stalls the GPU on every output step",
      ],
      facts: [
        "write_snapshot copies the field into a std::vector with a blocking cudaMemcpy and writes it before the next step starts.",
        "Output steps take 3x as long as others.",
      ],
      fix: "Use pinned host buffers with cudaMemcpyAsync on a separate stream and write from a second thread.",
    },
    pl: {
      titles: ["write_snapshot blokuje GPU przy każdym zapisie"],
      facts: ["write_snapshot kopiuje dane blokującym cudaMemcpy do pamięci stronicowanej."],
      fix: "Użyj przypiętej pamięci i cudaMemcpyAsync.",
    },
  },
  {
    id: "spack-unpinned",
    agent: "architecture",
    severity: "LOW",
    rate: 0.35,
    file: SPACK,
    line: 9,
    symbols: ["specs", "netcdf-c", "cuda"],
    categories: ["Reproducibility", "Dependency pinning"],
    en: {
      titles: ["Spack environment does not pin versions", "netcdf-c and cuda unpinned in spack.yaml"],
      facts: [
        "spack.yaml lists netcdf-c, hdf5 and cuda without versions or a lock file, so a rebuild on the new system picks other versions.",
        "Two builds of the environment a month apart differ.",
      ],
      fix: "Pin versions in specs and commit spack.lock.",
    },
    pl: {
      titles: ["Środowisko Spack nie przypina wersji"],
      facts: ["spack.yaml podaje netcdf-c i cuda bez wersji i bez pliku blokady."],
      fix: "Przypnij wersje i dodaj spack.lock.",
    },
  },
];

/** Remarks a run makes on its own at one place: each place's its own issue. */
const REMARKS: { id: string; file: string; line: number; symbol: string; title: string; category: string }[] =
  [
    {
      id: "remark-error-check",
      file: KERNELS,
      line: 20,
      symbol: "CUDA_CHECK",
      title: "Wrap kernel launches in an error check",
      category: "Maintainability",
    },
    {
      id: "remark-chapel-config",
      file: SOLVER,
      line: 8,
      symbol: "config const nx",
      title: "Document the config constants",
      category: "Documentation",
    },
    {
      id: "remark-sbatch-time",
      file: JOB,
      line: 4,
      symbol: "#SBATCH --time=48:00:00",
      title: "Wall time far above the usual run; shorter jobs start sooner",
      category: "Efficiency",
    },
  ];

/** `runs` runs of the three agents over the climate-model pipeline, with each finding's true issue. */
export function hpcRuns(options: GeneratorOptions): Generated {
  return bilingualRuns(
    {
      name: "hpc",
      lang: "pl",
      issues: ISSUES,
      remarks: REMARKS,
      names: (file) => NAMES[file] as [string, string] | undefined,
      remarkText: (remark, other) =>
        other
          ? `${remark.title}. Drobiazg, ale warto poprawić.`
          : `${remark.title}. Minor; it would help the next person to run this.`,
    },
    options,
  );
}
