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
#include "llvm/Support/raw_ostream.h"

int main(int argc, char **argv) {
  osdp::registerAllPasses();

  mlir::DialectRegistry registry;
  osdp::registerAllDialects(registry);

  auto [inputFilename, outputFilename] = mlir::registerAndParseCLIOptions(
      argc, argv, "osdp optimizer driver\n", registry);

  // Look at the whole input before MLIR does: an empty file, binary junk or
  // bytecode is a user error with its own message (see InputCheck.h).
  std::string errorMessage;
  std::unique_ptr<llvm::MemoryBuffer> input =
      mlir::openInputFile(inputFilename, &errorMessage);
  if (!input) {
    llvm::errs() << "osdp-opt: " << errorMessage << "\n";
    return EXIT_FAILURE;
  }
  if (!osdp::checkTextualInput(input->getBufferIdentifier(),
                               input->getBuffer(), llvm::errs()))
    return EXIT_FAILURE;

  return mlir::asMainReturnCode(
      mlir::MlirOptMain(argc, argv, inputFilename, outputFilename, registry));
}
