//===- shard-pipeline-fuzzer.cpp - The whole --osdp-shard pipeline --------===//
//
// Input: an MLIR text file. Once it parses and verifies, the pipeline of
// `osdp-opt --osdp-shard` runs on it: importing the user's shardings,
// propagation, explicit reshards, partitioning and the collectives'
// optimisation, with the verifier after every pass. A pass may refuse the
// program with an error; it must not crash or leave invalid IR.
//
//===----------------------------------------------------------------------===//

#include "FuzzSupport.h"
#include "MLIRInput.h"

#include "osdp/Transforms/Pipelines.h"

#include "mlir/Pass/PassManager.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  auto context = osdp::fuzz::makeInputContext();
  mlir::OwningOpRef<mlir::ModuleOp> module =
      osdp::fuzz::parseInput(osdp::fuzz::asText(data, size), *context);
  if (!module)
    return 0;
  // GSPMD strings need a mesh the export does not declare: the seeds'
  // GSPMD tests use one of 8 devices over two axes.
  osdp::ShardPipelineOptions options;
  options.mesh = "x=2,y=4";
  mlir::PassManager pm(context.get());
  osdp::buildShardPipeline(pm, options);
  (void)pm.run(*module);
  return 0;
}
