//===- osdp-opt.cpp - osdp optimizer driver -------------------------------===//
//
// The mlir-opt of osdp: parses StableHLO exports and osdp IR, runs passes and
// prints the result. Only the dialects a real export or an osdp pipeline can
// contain are registered, so an unknown op is reported, never accepted.
//
//===----------------------------------------------------------------------===//

#include "osdp/InitAllDialects.h"
#include "osdp/Tools/InputCheck.h"
#include "osdp/Tools/OutOfMemory.h"

#include "mlir/IR/DialectRegistry.h"
#include "mlir/Pass/Pass.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Support/FileUtilities.h"
#include "mlir/Tools/mlir-opt/MlirOptMain.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/ToolOutputFile.h"
#include "llvm/Support/raw_ostream.h"

static llvm::cl::opt<std::string> reportHtml(
    "osdp-report-html",
    llvm::cl::desc("Write the plan report of the pipeline's "
                   "osdp-plan-shardings (--osdp-auto-shard) as one HTML page "
                   "to this file (its report-html option)"),
    llvm::cl::value_desc("file"));

/// Gives `file` to the report-html option of the pipeline's one planning
/// pass: the flag is that option, said once on the command line rather
/// than inside a pipeline's options.
static mlir::LogicalResult routeReportPage(mlir::PassManager &pm,
                                           llvm::StringRef file) {
  auto fail = [](const llvm::Twine &message) {
    llvm::errs() << "osdp-opt: --osdp-report-html: " << message << "\n";
    return mlir::failure();
  };
  if (file.contains('"'))
    return fail("the file name may not contain '\"'");
  mlir::Pass *planning = nullptr;
  for (mlir::Pass &pass : pm.getPasses()) {
    if (pass.getArgument() != "osdp-plan-shardings")
      continue;
    if (planning)
      return fail("the pipeline plans more than once");
    planning = &pass;
  }
  if (!planning)
    return fail("no plan to report: run --osdp-auto-shard=... or "
                "--osdp-plan-shardings=...");
  return planning->initializeOptions(("report-html=\"" + file + "\"").str(),
                                     fail);
}

int main(int argc, char **argv) {
  osdp::installToolOutOfMemoryHandlers("osdp-opt");
  osdp::registerAllPasses();

  mlir::DialectRegistry registry;
  osdp::registerAllDialects(registry);

  auto [inputFilename, outputFilename] = mlir::registerAndParseCLIOptions(
      argc, argv, "osdp optimizer driver\n", registry);

  // Listing dialects or passes reads no input: let MLIR's driver do it.
  mlir::MlirOptMainConfig config =
      mlir::MlirOptMainConfig::createFromCLOptions();
  if (config.shouldShowDialects() || config.shouldListPasses())
    return mlir::asMainReturnCode(
        mlir::MlirOptMain(argc, argv, inputFilename, outputFilename, registry));
  if (!reportHtml.empty())
    config.setPassPipelineSetupFn(
        [parsed = config](mlir::PassManager &pm) -> mlir::LogicalResult {
          if (mlir::failed(parsed.setupPassPipeline(pm)))
            return mlir::failure();
          return routeReportPage(pm, reportHtml);
        });

  // Look at the whole input before MLIR does: an empty file, binary junk or
  // bytecode is a user error with its own message (see InputCheck.h). The
  // buffer read here (possibly stdin) is the one the driver then parses, and
  // the output file is only opened once the input passed.
  std::string errorMessage;
  std::unique_ptr<llvm::MemoryBuffer> input =
      mlir::openInputFile(inputFilename, &errorMessage);
  if (!input) {
    llvm::errs() << "osdp-opt: " << errorMessage << "\n";
    return EXIT_FAILURE;
  }
  if (!osdp::checkTextualInput(input->getBufferIdentifier(), input->getBuffer(),
                               llvm::errs()))
    return EXIT_FAILURE;

  std::unique_ptr<llvm::ToolOutputFile> output =
      mlir::openOutputFile(outputFilename, &errorMessage);
  if (!output) {
    llvm::errs() << "osdp-opt: " << errorMessage << "\n";
    return EXIT_FAILURE;
  }
  // On failure the ToolOutputFile is not kept: no half-written output.
  if (mlir::failed(
          mlir::MlirOptMain(output->os(), std::move(input), registry, config)))
    return EXIT_FAILURE;
  output->keep();
  return EXIT_SUCCESS;
}
