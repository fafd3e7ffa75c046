//===- sdy-sharding-fuzzer.cpp - Shardy `#sdy.sharding` attributes --------===//
//
// Input: the text of one Shardy sharding, e.g.
// `#sdy.sharding<@mesh, [{"x"}, {}]>`. It becomes the sharding of an
// argument and of a result in a program with two meshes, and, once the
// program parses and verifies, the whole --osdp-shard pipeline imports it
// (sub-axes, priorities, open and closed dimensions) and partitions the
// program.
//
//===----------------------------------------------------------------------===//

#include "FuzzSupport.h"
#include "MLIRInput.h"

#include "osdp/Transforms/Pipelines.h"

#include "mlir/Pass/PassManager.h"

#include <string>

static std::string makeProgram(llvm::StringRef sharding) {
  std::string text = sharding.str();
  return "sdy.mesh @mesh = <[\"x\"=2, \"y\"=4]>\n"
         "sdy.mesh @other = <[\"a\"=4, \"b\"=2], device_ids=[7, 6, 5, 4, 3, "
         "2, 1, 0]>\n"
         "func.func @main(%arg0: tensor<8x16xf32> {sdy.sharding = " +
         text +
         "}, %arg1: tensor<16x4xf32>) -> (tensor<8x4xf32> "
         "{sdy.sharding = " +
         text +
         "}) {\n"
         "  %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] "
         "x [0] : (tensor<8x16xf32>, tensor<16x4xf32>) -> tensor<8x4xf32>\n"
         "  return %0 : tensor<8x4xf32>\n"
         "}\n";
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  auto context = osdp::fuzz::makeInputContext();
  auto module = osdp::fuzz::parseInput(
      makeProgram(osdp::fuzz::asText(data, size)), *context);
  if (!module)
    return 0;
  osdp::ShardPipelineOptions options;
  mlir::PassManager pm(context.get());
  osdp::buildShardPipeline(pm, options);
  (void)pm.run(*module);
  return 0;
}
