//===- osdp-opt.cpp - osdp optimizer driver -------------------------------===//
//
// The mlir-opt of osdp: parses StableHLO exports and osdp IR, runs passes and
// prints the result. Only the dialects a real export or an osdp pipeline can
// contain are registered, so an unknown op is reported, never accepted.
//
//===----------------------------------------------------------------------===//

#include "osdp/InitAllDialects.h"
#include "osdp/Tools/InputCheck.h"

#include "mlir/IR/DialectRegistry.h"
#include "mlir/Support/FileUtilities.h"
#include "mlir/Tools/mlir-opt/MlirOptMain.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/ToolOutputFile.h"
#include "llvm/Support/raw_ostream.h"

int main(int argc, char **argv) {
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
