//===- osdp-compile.cpp - Programs to native artifacts --------------------===//
//
//   osdp-compile IN.mlir -o model.osdp
//   [--osdp-shard=OPTIONS | --osdp-auto-shard=OPTIONS] [--target-cpu=CPU]
//   [--target=cpu|cuda [--gpu-arch=sm_90] [--cuda-toolkit=DIR]]
//   [--osdp-plan-report=FILE] [--osdp-report-html=FILE] [--osdp-plan-summary]
//
// Compiles a per-device program (or, with --osdp-shard, a sharded global
// program, partitioned first; with --osdp-auto-shard, a training step whose
// shardings the cost model chooses, then partitioned; a program that carries
// JAX's shardings, Shardy's or GSPMD's, is partitioned by them unless an
// option says otherwise, as XLA compiles it) into an artifact that
// runs without a compiler: a directory holding `model.so` (native code for the
// host CPU, or the one named) and `manifest.json` (mesh, and the shapes,
// shardings and names of the entry's arguments and results). With
// --target=cuda the program's loop nests are GPU kernels embedded in
// `model.so` as a fatbin, launched through the CUDA runtime's mgpu* entry
// points on device buffers (docs/compiler-cuda.md). The directory appears
// only when everything succeeded.
//
//===----------------------------------------------------------------------===//

#include "osdp/Codegen/Pipelines.h"
#include "osdp/Dialect/StableHLO/IR/StableHLO.h"
#include "osdp/InitAllDialects.h"
#include "osdp/Target/Target.h"
#include "osdp/Tools/HelpOptions.h"
#include "osdp/Tools/InputCheck.h"
#include "osdp/Tools/OutOfMemory.h"
#include "osdp/Tools/Plan/PlanOutputs.h"
#include "osdp/Transforms/Pipelines.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/InitAllDialects.h"
#include "mlir/InitAllPasses.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"
#include "mlir/Support/FileUtilities.h"
#include "mlir/Support/Timing.h"
#include "llvm/ADT/ScopeExit.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Program.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;
namespace cl = llvm::cl;

/// osdp-compile's own options, which --help lists first (LLVM orders the
/// categories by name).
static cl::OptionCategory compileCategory("Compiling");

static cl::opt<std::string> inputFilename(cl::Positional,
                                          cl::desc("<input .mlir>"),
                                          cl::init("-"),
                                          cl::cat(compileCategory));
static cl::opt<std::string> outputDir("o",
                                      cl::desc("Artifact directory (required)"),
                                      cl::value_desc("model.osdp"),
                                      cl::Required, cl::cat(compileCategory));
static cl::opt<std::string>
    shardOptions("osdp-shard",
                 cl::desc("Partition first with --osdp-shard and these "
                          "options (e.g. \"mesh=dp:4,tp:2\"); the default "
                          "for a program that carries JAX's shardings"),
                 cl::ValueOptional, cl::cat(compileCategory));
static cl::opt<std::string> autoShardOptions(
    "osdp-auto-shard",
    cl::desc("Choose the shardings with --osdp-auto-shard and these options "
             "(e.g. \"mesh=dp:8 mode=osdp memory=80GiB\"), then partition"),
    cl::ValueOptional, cl::cat(compileCategory));
static cl::opt<std::string>
    targetCpu("target-cpu",
              cl::desc("CPU to compile for (default: this host's)"),
              cl::cat(compileCategory));
enum class Target { CPU, CUDA, GPUEmulation };
static cl::opt<Target> target(
    "target", cl::desc("What the program runs on (default: cpu)"),
    cl::values(clEnumValN(Target::CPU, "cpu", "the host's CPU (default)"),
               clEnumValN(Target::CUDA, "cuda",
                          "an NVIDIA GPU, through the CUDA runtime"),
               clEnumValN(Target::GPUEmulation, "gpu-emulation",
                          "the host's CPU, running the cuda target's kernels "
                          "as loops over their blocks and threads (slow; "
                          "checks the kernels where there is no GPU)")),
    cl::init(Target::CPU), cl::cat(compileCategory));
static cl::list<std::string>
    gpuArchs("gpu-arch",
             cl::desc("--target=cuda: the GPU architectures to compile "
                      "cubins for (default sm_90; the fatbin also holds the "
                      "oldest one's PTX)"),
             cl::CommaSeparated, cl::cat(compileCategory));
static cl::opt<std::string> cudaToolkit(
    "cuda-toolkit",
    cl::desc("--target=cuda: the CUDA toolkit whose ptxas and fatbinary "
             "make the kernels' fatbin (default: $CUDA_HOME, else "
             "/usr/local/cuda)"),
    cl::cat(compileCategory));
static cl::opt<unsigned>
    optLevel("O", cl::desc("LLVM optimisation level (default: 2)"), cl::init(2),
             cl::Prefix, cl::cat(compileCategory));
static cl::opt<int64_t> minParallelWork(
    "min-parallel-work",
    cl::desc("Iterations from which a loop nest runs on threads (0: "
             "none; default: the CPU pipeline's)"),
    cl::init(osdp::CPUPipelineOptions().minParallelWork),
    cl::cat(compileCategory));
static cl::opt<int64_t> maxPatchBytes(
    "max-patch-bytes",
    cl::desc("The most bytes of a convolution's patch matrix made at once: "
             "larger ones are made and multiplied in chunks of result rows "
             "(0: all at once; default: the cost model's)"),
    cl::init(osdp::kPatchChunkBytes), cl::cat(compileCategory));
static cl::opt<unsigned>
    threads("j", cl::desc("Threads generating code (default: one per core)"),
            cl::init(0), cl::Prefix, cl::cat(compileCategory));

static int fail(const llvm::Twine &message) {
  llvm::errs() << "osdp-compile: " << message << "\n";
  return EXIT_FAILURE;
}

/// The cuda target's options from the command line and the environment.
/// Whether `module` carries the shardings JAX writes: Shardy's (`sdy.*`
/// ops and attributes) or GSPMD's (`mhlo.sharding`, `custom_call
/// @Sharding`). osdp's own are not asked about: a per-device program holds
/// them after partitioning.
static bool hasFrontendShardings(ModuleOp module) {
  auto annotates = [](DictionaryAttr attrs) {
    return attrs && llvm::any_of(attrs, [](NamedAttribute attr) {
             return attr.getName().strref().starts_with("sdy.") ||
                    attr.getName() == "mhlo.sharding";
           });
  };
  WalkResult found = module.walk([&](Operation *op) {
    auto call = dyn_cast<osdp::stablehlo::CustomCallOp>(op);
    bool sharded = op->getName().getDialectNamespace() == "sdy" ||
                   annotates(op->getDiscardableAttrDictionary()) ||
                   (call && call.getCallTargetName() == "Sharding");
    if (auto func = dyn_cast<func::FuncOp>(op)) {
      for (unsigned i = 0; i < func.getNumArguments(); ++i)
        sharded |= annotates(func.getArgAttrDict(i));
      for (unsigned i = 0; i < func.getNumResults(); ++i)
        sharded |= annotates(func.getResultAttrDict(i));
    }
    return sharded ? WalkResult::interrupt() : WalkResult::advance();
  });
  return found.wasInterrupted();
}

static osdp::CUDAPipelineOptions cudaOptions() {
  osdp::CUDAPipelineOptions options;
  if (!gpuArchs.empty())
    options.archs.assign(gpuArchs.begin(), gpuArchs.end());
  if (!cudaToolkit.empty())
    options.toolkit = cudaToolkit;
  else if (const char *home = std::getenv("CUDA_HOME"))
    options.toolkit = home;
  return options;
}

/// Runs `fill` on `pm` and then `pm` on `module`.
static LogicalResult
runPasses(ModuleOp module, TimingScope &timing,
          function_ref<LogicalResult(OpPassManager &)> fill) {
  PassManager pm(module.getContext());
  if (failed(applyPassManagerCLOptions(pm)))
    return failure();
  pm.enableTiming(timing);
  if (failed(fill(pm)))
    return failure();
  return pm.run(module);
}

/// Partitions `module` as the command line says: with --osdp-shard or
/// --osdp-auto-shard (whose planning pass `planOutputs` listens to), or by
/// default with --osdp-shard when it carries JAX's shardings.
static LogicalResult shard(ModuleOp module, TimingScope &timing,
                           osdp::PlanOutputs &planOutputs) {
  if (shardOptions.getNumOccurrences() &&
      autoShardOptions.getNumOccurrences()) {
    llvm::errs() << "osdp-compile: --osdp-shard and --osdp-auto-shard are "
                    "two ways to shard: give one\n";
    return failure();
  }
  bool listen = osdp::PlanOutputs::requested();
  if (listen && !autoShardOptions.getNumOccurrences()) {
    fail("the plan flags (--osdp-plan-report, --osdp-report-html, ...) "
         "report the plan --osdp-auto-shard makes: give it");
    return failure();
  }
  bool sharded = hasFrontendShardings(module);
  for (auto [option, pipeline] : {std::pair<cl::opt<std::string> *, StringRef>{
                                      &shardOptions, "osdp-shard"},
                                  {&autoShardOptions, "osdp-auto-shard"}}) {
    // Without an option, JAX's shardings are the plan.
    bool byDefault = pipeline == "osdp-shard" && sharded &&
                     !autoShardOptions.getNumOccurrences();
    if (!option->getNumOccurrences() && !byDefault)
      continue;
    std::string text = (pipeline + "{" + *option + "}").str();
    // A structured binding cannot be captured before C++20.
    bool plans = pipeline == "osdp-auto-shard";
    if (failed(
            runPasses(module, timing, [&](OpPassManager &pm) -> LogicalResult {
              if (failed(parsePassPipeline(text, pm, llvm::errs())))
                return failure();
              return listen && plans ? planOutputs.attach(pm) : success();
            })))
      return failure();
  }
  return success();
}

/// Links `objects` into the shared object `library` with the system's C
/// compiler driver.
static LogicalResult linkSharedObject(ArrayRef<std::string> objects,
                                      StringRef library, std::string &error) {
  llvm::ErrorOr<std::string> cc = llvm::sys::findProgramByName("cc");
  if (!cc) {
    error = "no C compiler driver (cc) on PATH to link the shared object";
    return failure();
  }
  // Generated code calls libm for what LLVM has no intrinsic for (erf, tan),
  // and libmvec for the vectorised loops over them (VectorMath.cpp).
  SmallVector<StringRef> args{*cc, "-shared", "-o", library};
  args.append(objects.begin(), objects.end());
  args.push_back("-lmvec");
  args.push_back("-lm");
  int status =
      llvm::sys::ExecuteAndWait(*cc, args, std::nullopt, {}, 0, 0, &error);
  if (status != 0 && error.empty())
    error = "cc -shared failed with status " + std::to_string(status);
  return success(status == 0);
}

/// Writes the artifact into a fresh directory next to `outputDir` and
/// renames it into place.
static int writeArtifact(ModuleOp module, llvm::json::Object manifest,
                         ArrayRef<osdp::ArtifactEntry> entries,
                         StringRef kernelsPtx, TimingScope &timing) {
  SmallString<128> staging(outputDir);
  staging += ".partial";
  llvm::sys::fs::remove_directories(staging);
  if (std::error_code ec = llvm::sys::fs::create_directories(staging))
    return fail("cannot create " + staging + ": " + ec.message());
  llvm::scope_exit cleanup([&] { llvm::sys::fs::remove_directories(staging); });

  SmallString<128> objectPrefix(staging), library(staging),
      manifestPath(staging);
  llvm::sys::path::append(objectPrefix, "part");
  llvm::sys::path::append(library, "model.so");
  llvm::sys::path::append(manifestPath, "manifest.json");
  std::string error;
  osdp::TargetOptions options;
  options.cpu = targetCpu;
  options.optLevel = optLevel;
  options.threads = threads;
  osdp::TargetDescription target;
  std::vector<std::string> objects;
  if (failed(osdp::emitObjects(module, entries, options, objectPrefix, objects,
                               target, timing, error)))
    return fail(error);
  TimingScope linkTiming = timing.nest("Link");
  if (failed(linkSharedObject(objects, library, error)))
    return fail(error);
  linkTiming.stop();
  for (const std::string &object : objects)
    llvm::sys::fs::remove(object);
  manifest["target_cpu"] = target.cpu;
  llvm::json::Array features;
  for (const std::string &feature : target.features)
    features.push_back(feature);
  manifest["target_features"] = std::move(features);

  std::error_code ec;
  llvm::raw_fd_ostream os(manifestPath, ec);
  if (ec)
    return fail("cannot write " + manifestPath + ": " + ec.message());
  os << llvm::formatv("{0:2}", llvm::json::Value(llvm::json::Object(manifest)))
     << "\n";
  os.close();
  if (os.has_error())
    return fail("cannot write " + manifestPath);
  if (!kernelsPtx.empty()) {
    SmallString<128> ptx(staging);
    llvm::sys::path::append(ptx, "kernels.ptx");
    if (std::error_code ec = llvm::sys::fs::rename(kernelsPtx, ptx))
      return fail("cannot move the kernels' PTX into the artifact: " +
                  ec.message());
  }

  llvm::sys::fs::remove_directories(outputDir);
  if (std::error_code ec = llvm::sys::fs::rename(staging, outputDir))
    return fail("cannot move the artifact to " + outputDir + ": " +
                ec.message());
  cleanup.release();
  return EXIT_SUCCESS;
}

int main(int argc, char **argv) {
  osdp::installToolOutOfMemoryHandlers("osdp-compile");
  llvm::InitLLVM init(argc, argv);
  osdp::hideLibraryOptions({&compileCategory, &osdp::PlanOutputs::category()});
  DialectRegistry registry;
  registerAllDialects(registry);
  osdp::registerAllDialects(registry);
  osdp::registerCodegenExtensions(registry);
  registerAllPasses();
  osdp::registerAllPasses();
  registerPassManagerCLOptions();
  registerDefaultTimingManagerCLOptions();
  cl::ParseCommandLineOptions(argc, argv, "osdp ahead-of-time compiler\n");
  // --mlir-timing reports every phase: parsing, each pass, LLVM's
  // optimisation and code generation, and the link.
  DefaultTimingManager timingManager;
  applyDefaultTimingManagerCLOptions(timingManager);
  TimingScope timing = timingManager.getRootScope();

  if (maxPatchBytes < 0)
    return fail("--max-patch-bytes must be 0 (no limit) or more, not " +
                llvm::Twine(maxPatchBytes.getValue()));
  std::string error;
  std::unique_ptr<llvm::MemoryBuffer> input =
      openInputFile(inputFilename, &error);
  if (!input)
    return fail(error);
  if (!osdp::checkTextualInput(input->getBufferIdentifier(), input->getBuffer(),
                               llvm::errs()))
    return EXIT_FAILURE;

  osdp::PlanOutputs planOutputs("osdp-compile");
  if (osdp::PlanOutputs::requested() && failed(planOutputs.prepare()))
    return EXIT_FAILURE;

  MLIRContext context(registry);
  llvm::SourceMgr sourceMgr;
  sourceMgr.AddNewSourceBuffer(std::move(input), SMLoc());
  SourceMgrDiagnosticHandler diagnostics(sourceMgr, &context);
  TimingScope parseTiming = timing.nest("Parse");
  OwningOpRef<ModuleOp> module = parseSourceFile<ModuleOp>(sourceMgr, &context);
  if (!module)
    return EXIT_FAILURE;
  parseTiming.stop();

  if (failed(shard(*module, timing, planOutputs)))
    return EXIT_FAILURE;

  FailureOr<llvm::json::Object> manifest = osdp::buildManifest(*module);
  if (failed(manifest))
    return EXIT_FAILURE;
  FailureOr<std::vector<osdp::ArtifactEntry>> entries =
      osdp::artifactEntries(*module);
  if (failed(entries))
    return EXIT_FAILURE;
  // The cuda target writes its kernels' PTX first beside the artifact; it
  // moves into it with the rest, or goes.
  SmallString<128> kernelsPtx;
  llvm::scope_exit removePtx([&] {
    if (!kernelsPtx.empty())
      llvm::sys::fs::remove(kernelsPtx);
  });
  if (target == Target::CUDA) {
    osdp::CUDAPipelineOptions options = cudaOptions();
    if (failed(osdp::checkCUDAOptions(options, error)))
      return fail(error);
    kernelsPtx = outputDir;
    kernelsPtx += ".kernels.ptx";
    options.ptxFile = kernelsPtx.str().str();
    if (failed(runPasses(*module, timing, [&](OpPassManager &pm) {
          osdp::buildCUDALoweringPipeline(pm, options);
          return success();
        })))
      return EXIT_FAILURE;
    (*manifest)["target"] = "cuda";
    (*manifest)["gpu_archs"] = llvm::json::Array(options.archs);
  } else {
    if (failed(runPasses(*module, timing, [](OpPassManager &pm) {
          osdp::CPUPipelineOptions options;
          options.minParallelWork = minParallelWork;
          options.maxPatchBytes = maxPatchBytes;
          options.emulateGPUKernels = target == Target::GPUEmulation;
          osdp::buildCPULoweringPipeline(pm, options);
          return success();
        })))
      return EXIT_FAILURE;
    (*manifest)["target"] = "cpu";
    if (target == Target::GPUEmulation)
      (*manifest)["gpu_kernels_emulated"] = true;
  }
  // The plan's files once the program compiled, before its artifact.
  if (failed(planOutputs.write()))
    return EXIT_FAILURE;
  return writeArtifact(*module, std::move(*manifest), *entries, kernelsPtx,
                       timing);
}
