//===- mlir-parse-fuzzer.cpp - The MLIR text parser and verifier ----------===//
//
// Input: an MLIR text file, as a user hands it to osdp-opt. The parser of
// every dialect an export contains (stablehlo, chlo, sdy, osdp, func) and
// their verifiers run on it; a valid module is printed again, generic and
// pretty, since the printers walk attributes the verifier accepted.
//
//===----------------------------------------------------------------------===//

#include "FuzzSupport.h"
#include "MLIRInput.h"

#include "mlir/IR/OperationSupport.h"
#include "llvm/Support/raw_ostream.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  auto context = osdp::fuzz::makeInputContext();
  mlir::OwningOpRef<mlir::ModuleOp> module =
      osdp::fuzz::parseInput(osdp::fuzz::asText(data, size), *context);
  if (!module)
    return 0;
  llvm::raw_null_ostream discard;
  module->print(discard);
  module->print(discard, mlir::OpPrintingFlags().printGenericOpForm());
  return 0;
}
