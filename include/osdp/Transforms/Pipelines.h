//===- Pipelines.h - osdp pass pipelines ------------------------*- C++ -*-===//
//
// The pipelines users run from the command line. The options live in one
// struct shared by the stages, as in Shardy's propagation pipeline.
//
//===----------------------------------------------------------------------===//

#ifndef OSDP_TRANSFORMS_PIPELINES_H
#define OSDP_TRANSFORMS_PIPELINES_H

#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassOptions.h"

namespace osdp {

/// Options of `--osdp-shard`.
struct ShardPipelineOptions
    : public mlir::PassPipelineOptions<ShardPipelineOptions> {
  Option<std::string> mesh{
      *this, "mesh",
      llvm::cl::desc("The mesh for GSPMD shardings, `name:size,...` or "
                     "`name=size,...` (e.g. `dp:4,tp:2`); Shardy exports "
                     "declare their own")};
  Option<bool> conservative{
      *this, "conservative",
      llvm::cl::desc("Propagate only through ops that keep factors intact"),
      llvm::cl::init(false)};
};

/// Annotated global program -> per-device SPMD program: inline the private
/// helpers, import the user's shardings, propagate them to every value,
/// partition, optimize the collectives, clean up.
void buildShardPipeline(mlir::OpPassManager &pm,
                        const ShardPipelineOptions &options);

/// Registers `--osdp-shard`.
void registerShardPipeline();

} // namespace osdp

#endif // OSDP_TRANSFORMS_PIPELINES_H
