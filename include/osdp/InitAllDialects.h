//===- InitAllDialects.h - Register every dialect osdp reads ----*- C++ -*-===//
//
// One place that knows which dialects and interface models osdp tools load, so
// osdp-opt, osdp-compile and the Python bindings accept the same inputs.
//
//===----------------------------------------------------------------------===//

#ifndef OSDP_INITALLDIALECTS_H
#define OSDP_INITALLDIALECTS_H

namespace mlir {
class DialectRegistry;
} // namespace mlir

namespace osdp {

/// Adds every dialect a StableHLO export or an osdp pipeline can contain (the
/// upstream dialects convert-stablehlo-to-linalg produces among them), and
/// their external interface models (inliner, sharding rules), to `registry`.
void registerAllDialects(mlir::DialectRegistry &registry);

/// Registers every osdp pass and pipeline with the global pass registry.
void registerAllPasses();

} // namespace osdp

#endif // OSDP_INITALLDIALECTS_H
