//===- GPUFatbin.cpp - Each GPU binary as a multi-architecture fatbin -----===//
//
// Implements osdp-gpu-fatbin (see Passes.td). MLIR's gpu-module-to-binary
// makes one object per target; a fatbin with a cubin for each architecture
// an artifact should run on natively, and PTX for the rest, is made here
// from its PTX with the toolkit's own tools.
//
//===----------------------------------------------------------------------===//

#include "osdp/Target/Passes.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/IR/BuiltinOps.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Program.h"
#include "llvm/Support/raw_ostream.h"

namespace osdp {
#define GEN_PASS_DEF_GPUFATBINPASS
#include "osdp/Target/Passes.h.inc"
} // namespace osdp

using namespace mlir;
using namespace osdp;

namespace {

/// Temporary files removed when it goes out of scope.
class TemporaryFiles {
public:
  ~TemporaryFiles() {
    for (const std::string &path : paths)
      llvm::sys::fs::remove(path);
  }
  /// A fresh file name ending in `suffix`, or an error message.
  FailureOr<std::string> create(StringRef suffix, std::string &error) {
    SmallString<128> path;
    if (std::error_code ec =
            llvm::sys::fs::createTemporaryFile("osdp-gpu", suffix, path)) {
      error = "cannot create a temporary file: " + ec.message();
      return failure();
    }
    paths.push_back(path.str().str());
    return paths.back();
  }

private:
  SmallVector<std::string> paths;
};

/// Runs `tool` of the toolkit with `args`; on failure, `error` holds what
/// it printed.
LogicalResult runTool(StringRef toolkit, StringRef tool,
                      ArrayRef<std::string> args, TemporaryFiles &files,
                      std::string &error) {
  SmallString<128> program(toolkit);
  llvm::sys::path::append(program, "bin", tool);
  if (!llvm::sys::fs::can_execute(program)) {
    error = (program + " not found (set the toolkit)").str();
    return failure();
  }
  FailureOr<std::string> log = files.create("log", error);
  if (failed(log))
    return failure();
  SmallVector<StringRef> argv{program};
  argv.append(args.begin(), args.end());
  std::optional<StringRef> redirects[] = {std::nullopt, StringRef(*log),
                                          StringRef(*log)};
  int status = llvm::sys::ExecuteAndWait(program, argv, std::nullopt, redirects,
                                         0, 0, &error);
  if (status == 0)
    return success();
  auto text = llvm::MemoryBuffer::getFile(*log);
  error = (tool + " failed" +
           (text ? ": " + (*text)->getBuffer().trim() : StringRef()))
              .str();
  return failure();
}

/// The number of an `sm_NN` architecture.
StringRef smNumber(StringRef arch) { return arch.drop_front(3); }

struct GPUFatbinPass : public osdp::impl::GPUFatbinPassBase<GPUFatbinPass> {
  using GPUFatbinPassBase::GPUFatbinPassBase;

  void runOnOperation() override {
    std::error_code ec;
    std::optional<llvm::raw_fd_ostream> ptxOut;
    if (!ptxFile.empty()) {
      ptxOut.emplace(ptxFile, ec);
      if (ec) {
        getOperation().emitError("cannot write ")
            << ptxFile << ": " << ec.message();
        return signalPassFailure();
      }
    }
    for (auto binary : getOperation().getOps<gpu::BinaryOp>())
      if (failed(makeFatbin(binary, ptxOut ? &*ptxOut : nullptr)))
        return signalPassFailure();
  }

  /// The PTX object of `binary`.
  FailureOr<gpu::ObjectAttr> ptxObject(gpu::BinaryOp binary) {
    for (Attribute attr : binary.getObjects()) {
      auto object = cast<gpu::ObjectAttr>(attr);
      if (object.getFormat() == gpu::CompilationTarget::Assembly)
        return object;
    }
    return binary.emitError("has no PTX object to build a fatbin from");
  }

  LogicalResult makeFatbin(gpu::BinaryOp binary, llvm::raw_ostream *ptxOut) {
    FailureOr<gpu::ObjectAttr> ptx = ptxObject(binary);
    if (failed(ptx))
      return failure();
    StringRef text = ptx->getObject().getValue();
    if (ptxOut)
      *ptxOut << "// gpu.binary @" << binary.getSymName() << "\n" << text;
    TemporaryFiles files;
    std::string error;
    FailureOr<std::string> ptxPath = files.create("ptx", error);
    FailureOr<std::string> fatbinPath = files.create("fatbin", error);
    if (failed(ptxPath) || failed(fatbinPath))
      return binary.emitError(error);
    {
      std::error_code ec;
      llvm::raw_fd_ostream out(*ptxPath, ec);
      if (ec)
        return binary.emitError("cannot write its PTX: ") << ec.message();
      out << text;
    }
    SmallVector<std::string> fatbinArgs{"-64", "--create=" + *fatbinPath};
    for (const std::string &arch : archs) {
      FailureOr<std::string> cubin = files.create("cubin", error);
      if (failed(cubin) ||
          failed(runTool(toolkit, "ptxas",
                         {"-arch=" + arch, "-O3", *ptxPath, "-o", *cubin},
                         files, error)))
        return binary.emitError("cannot compile its kernels for ")
               << arch << ": " << error;
      fatbinArgs.push_back(
          ("--image3=kind=elf,sm=" + smNumber(arch) + ",file=" + *cubin).str());
    }
    // The PTX is for the oldest architecture (archs is sorted): any newer
    // GPU compiles it.
    fatbinArgs.push_back(("--image3=kind=ptx,sm=" + smNumber(archs.front()) +
                          ",file=" + *ptxPath)
                             .str());
    if (failed(runTool(toolkit, "fatbinary", fatbinArgs, files, error)))
      return binary.emitError("cannot make its fatbin: ") << error;
    auto fatbin = llvm::MemoryBuffer::getFile(*fatbinPath);
    if (!fatbin)
      return binary.emitError("cannot read its fatbin: ")
             << fatbin.getError().message();
    auto object = gpu::ObjectAttr::get(
        ptx->getTarget(), gpu::CompilationTarget::Fatbin,
        StringAttr::get(&getContext(), (*fatbin)->getBuffer()));
    binary.setObjectsAttr(ArrayAttr::get(&getContext(), {object}));
    return success();
  }
};

} // namespace
