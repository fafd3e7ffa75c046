//===- ObjectEmission.cpp - LLVM dialect to a native object ---------------===//
//
// Translation to LLVM IR with the target's triple and data layout (without
// them LLVM does not vectorise), the uniform entry point osdp-run calls, and
// optimisation and code generation of the module's parts on threads.
//
//===----------------------------------------------------------------------===//

#include "osdp/Target/ModuleSplitting.h"
#include "osdp/Target/Target.h"
#include "osdp/Target/VectorMath.h"

#include "mlir/Target/LLVMIR/Dialect/Builtin/BuiltinToLLVMIRTranslation.h"
#include "mlir/Target/LLVMIR/Dialect/GPU/GPUToLLVMIRTranslation.h"
#include "mlir/Target/LLVMIR/Dialect/LLVMIR/LLVMToLLVMIRTranslation.h"
#include "mlir/Target/LLVMIR/Dialect/OpenMP/OpenMPToLLVMIRTranslation.h"
#include "mlir/Target/LLVMIR/Export.h"
#include "llvm/Analysis/TargetLibraryInfo.h"
#include "llvm/Bitcode/BitcodeReader.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/LegacyPassManager.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/Verifier.h"
#include "llvm/MC/MCSubtargetInfo.h"
#include "llvm/MC/TargetRegistry.h"
#include "llvm/Passes/PassBuilder.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/TargetSelect.h"
#include "llvm/Support/ThreadPool.h"
#include "llvm/Support/ToolOutputFile.h"
#include "llvm/Target/TargetMachine.h"
#include "llvm/TargetParser/Host.h"

using namespace mlir;
using namespace osdp;

/// The features of the host CPU, as `+avx2,-avx512f,...`.
static std::string hostFeatures() {
  std::string features;
  for (const auto &feature : llvm::sys::getHostCPUFeatures()) {
    if (!features.empty())
      features += ',';
    features += (feature.second ? "+" : "-") + feature.first().str();
  }
  return features;
}

static std::unique_ptr<llvm::TargetMachine>
createTargetMachine(const TargetOptions &options, std::string &error) {
  llvm::InitializeNativeTarget();
  llvm::InitializeNativeTargetAsmPrinter();
  llvm::Triple triple(llvm::sys::getDefaultTargetTriple());
  const llvm::Target *target =
      llvm::TargetRegistry::lookupTarget(triple, error);
  if (!target)
    return nullptr;
  bool host = options.cpu.empty();
  std::string cpu = host ? llvm::sys::getHostCPUName().str() : options.cpu;
  std::unique_ptr<llvm::MCSubtargetInfo> subtarget(
      target->createMCSubtargetInfo(triple, cpu, ""));
  if (!host && !subtarget->isCPUStringValid(cpu)) {
    error = "unknown CPU '" + cpu + "' for " + triple.str();
    return nullptr;
  }
  auto level =
      static_cast<llvm::CodeGenOptLevel>(std::min(options.optLevel, 3u));
  std::unique_ptr<llvm::TargetMachine> machine(target->createTargetMachine(
      triple, cpu, host ? hostFeatures() : "", llvm::TargetOptions(),
      llvm::Reloc::PIC_, std::nullopt, level));
  if (!machine)
    error = "cannot create a target machine for " + triple.str();
  return machine;
}

/// Adds `void <symbol>(void **args)`: calls `_mlir_ciface_<function>` with
/// args[d] for each d of `entry.descriptors`, each a pointer to a memref
/// descriptor. One signature for every program is what lets osdp-run call
/// any artifact.
static LogicalResult addEntry(llvm::Module &module, const ArtifactEntry &entry,
                              std::string &error) {
  llvm::Function *callee = module.getFunction("_mlir_ciface_" + entry.function);
  if (!callee) {
    error = "the lowered module has no _mlir_ciface_" + entry.function;
    return failure();
  }
  if (callee->arg_size() != entry.descriptors.size()) {
    error = entry.function + " takes " + std::to_string(callee->arg_size()) +
            " memrefs; its entry passes " +
            std::to_string(entry.descriptors.size());
    return failure();
  }
  llvm::LLVMContext &context = module.getContext();
  auto *ptr = llvm::PointerType::getUnqual(context);
  auto *entryType =
      llvm::FunctionType::get(llvm::Type::getVoidTy(context), {ptr}, false);
  llvm::Function *function = llvm::Function::Create(
      entryType, llvm::GlobalValue::ExternalLinkage, entry.symbol, module);
  llvm::IRBuilder<> builder(llvm::BasicBlock::Create(context, "", function));
  SmallVector<llvm::Value *> args;
  for (auto [param, descriptor] :
       llvm::zip(callee->args(), entry.descriptors)) {
    if (!param.getType()->isPointerTy()) {
      error = "argument #" + std::to_string(param.getArgNo()) + " of " +
              entry.function + " is not a memref; the entry takes tensors only";
      return failure();
    }
    llvm::Value *slot =
        builder.CreateConstGEP1_64(ptr, function->getArg(0), descriptor);
    args.push_back(builder.CreateLoad(ptr, slot));
  }
  builder.CreateCall(callee, args);
  builder.CreateRetVoid();
  return success();
}

static void optimize(llvm::Module &module, llvm::TargetMachine &machine,
                     unsigned optLevel) {
  llvm::LoopAnalysisManager loops;
  llvm::FunctionAnalysisManager functions;
  llvm::CGSCCAnalysisManager sccs;
  llvm::ModuleAnalysisManager modules;
  llvm::PassBuilder builder(&machine);
  // Registered first, so the default registration below keeps it.
  llvm::TargetLibraryInfoImpl library(module.getTargetTriple());
  addGlibcVectorMath(library, machine);
  functions.registerPass([&] { return llvm::TargetLibraryAnalysis(library); });
  builder.registerModuleAnalyses(modules);
  builder.registerCGSCCAnalyses(sccs);
  builder.registerFunctionAnalyses(functions);
  builder.registerLoopAnalyses(loops);
  builder.crossRegisterProxies(loops, functions, sccs, modules);
  llvm::OptimizationLevel level = optLevel == 0   ? llvm::OptimizationLevel::O0
                                  : optLevel == 1 ? llvm::OptimizationLevel::O1
                                  : optLevel == 2 ? llvm::OptimizationLevel::O2
                                                  : llvm::OptimizationLevel::O3;
  llvm::ModulePassManager passes =
      optLevel == 0 ? builder.buildO0DefaultPipeline(level)
                    : builder.buildPerModuleDefaultPipeline(level);
  passes.run(module, modules);
}

/// Reads `part` into a fresh context, optimises it (unless it is glue) and
/// writes it as an object to `path`. Runs on a worker thread.
static bool compilePart(const ModulePart &part, const TargetOptions &options,
                        const std::string &path, std::string &error) {
  llvm::LLVMContext context;
  llvm::Expected<std::unique_ptr<llvm::Module>> module = llvm::parseBitcodeFile(
      llvm::MemoryBufferRef(
          llvm::StringRef(part.bitcode.data(), part.bitcode.size()), "part"),
      context);
  if (!module) {
    error = llvm::toString(module.takeError());
    return false;
  }
  // The glue only allocates and calls: code generation without
  // optimisation is several times faster on it and costs nothing at run
  // time.
  TargetOptions partOptions = options;
  if (part.glue)
    partOptions.optLevel = 0;
  std::unique_ptr<llvm::TargetMachine> machine =
      createTargetMachine(partOptions, error);
  if (!machine)
    return false;
  if (!part.glue)
    optimize(**module, *machine, options.optLevel);

  std::error_code ec;
  llvm::ToolOutputFile out(path, ec, llvm::sys::fs::OF_None);
  if (ec) {
    error = "cannot write " + path + ": " + ec.message();
    return false;
  }
  llvm::legacy::PassManager codegen;
  if (machine->addPassesToEmitFile(codegen, out.os(), nullptr,
                                   llvm::CodeGenFileType::ObjectFile)) {
    error = "the target cannot emit object files";
    return false;
  }
  codegen.run(**module);
  out.keep();
  return true;
}

/// Records in `target` what the code is compiled for: the CPU and every
/// feature it may use (the CPU's own, a named CPU implies its instruction
/// sets, and those added explicitly, the host's).
static void describeTarget(const llvm::TargetMachine &machine,
                           TargetDescription &target) {
  target.cpu = machine.getTargetCPU().str();
  const llvm::MCSubtargetInfo &subtarget = *machine.getMCSubtargetInfo();
  for (const llvm::SubtargetFeatureKV &feature :
       subtarget.getAllProcessorFeatures())
    if (subtarget.getFeatureBits().test(feature.Value))
      target.features.push_back(feature.Key);
}

LogicalResult
osdp::emitObjects(ModuleOp module, ArrayRef<ArtifactEntry> entries,
                  const TargetOptions &options, StringRef objectPrefix,
                  std::vector<std::string> &objects, TargetDescription &target,
                  TimingScope &timing, std::string &error) {
  TimingScope translation = timing.nest("Translate to LLVM IR");
  registerBuiltinDialectTranslation(*module.getContext());
  registerLLVMDialectTranslation(*module.getContext());
  registerOpenMPDialectTranslation(*module.getContext());
  // The cuda target's host code: its kernels' fatbin and their launches.
  registerGPUDialectTranslation(*module.getContext());
  llvm::LLVMContext context;
  std::unique_ptr<llvm::Module> llvmModule =
      translateModuleToLLVMIR(module, context);
  if (!llvmModule) {
    error = "the lowered module does not translate to LLVM IR";
    return failure();
  }
  std::unique_ptr<llvm::TargetMachine> machine =
      createTargetMachine(options, error);
  if (!machine)
    return failure();
  describeTarget(*machine, target);
  llvmModule->setTargetTriple(machine->getTargetTriple());
  llvmModule->setDataLayout(machine->createDataLayout());
  for (const ArtifactEntry &entry : entries)
    if (failed(addEntry(*llvmModule, entry, error)))
      return failure();
  if (llvm::verifyModule(*llvmModule, &llvm::errs())) {
    error = "the generated LLVM IR does not verify";
    return failure();
  }
  translation.stop();

  TimingScope splitting = timing.nest("Split into parts");
  unsigned threads = options.threads
                         ? options.threads
                         : llvm::hardware_concurrency().compute_thread_count();
  std::vector<ModulePart> parts = splitModule(*llvmModule, threads);
  llvmModule.reset();
  splitting.stop();

  TimingScope generation = timing.nest("LLVM optimisation and code generation");
  std::vector<std::string> errors(parts.size());
  std::vector<char> succeeded(parts.size(), 0);
  objects.clear();
  for (size_t i = 0; i < parts.size(); ++i)
    objects.push_back((objectPrefix + llvm::Twine(i) + ".o").str());
  {
    llvm::DefaultThreadPool pool(llvm::hardware_concurrency(threads));
    for (size_t i = 0; i < parts.size(); ++i)
      pool.async([&, i] {
        succeeded[i] = compilePart(parts[i], options, objects[i], errors[i]);
      });
    pool.wait();
  }
  for (size_t i = 0; i < parts.size(); ++i)
    if (!succeeded[i]) {
      error = errors[i];
      return failure();
    }
  return success();
}
