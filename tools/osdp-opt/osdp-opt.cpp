//===- osdp-opt.cpp - osdp optimizer driver -------------------------------===//
//
// The mlir-opt of osdp: parses StableHLO exports and osdp IR, runs passes and
// prints the result. Only the dialects a real export or an osdp pipeline can
// contain are registered, so an unknown op is reported, never accepted.
//
//===----------------------------------------------------------------------===//

#include "osdp/InitAllDialects.h"

#include "mlir/IR/DialectRegistry.h"
#include "mlir/Tools/mlir-opt/MlirOptMain.h"

int main(int argc, char **argv) {
  osdp::registerAllPasses();

  mlir::DialectRegistry registry;
  osdp::registerAllDialects(registry);

  return mlir::asMainReturnCode(
      mlir::MlirOptMain(argc, argv, "osdp optimizer driver\n", registry));
}
