//===- InitAll.cpp - Register every dialect and pass of osdp --------------===//

#include "osdp/InitAllDialects.h"

#include "osdp/Dialect/CHLO/IR/CHLO.h"
#include "osdp/Dialect/SDY/IR/SDY.h"

#include "mlir/Dialect/Func/Extensions/InlinerExtension.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/Transforms/Passes.h"

void osdp::registerAllDialects(mlir::DialectRegistry &registry) {
  registry.insert<mlir::func::FuncDialect>();
  registry.insert<osdp::chlo::CHLODialect, osdp::sdy::SdyDialect>();
  mlir::func::registerInlinerExtension(registry);
}

void osdp::registerAllPasses() {
  // Upstream passes users combine with ours: --inline, --canonicalize, --cse,
  // --symbol-dce.
  mlir::registerTransformsPasses();
}
