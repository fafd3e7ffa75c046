//===- gspmd-sharding-fuzzer.cpp - GSPMD `mhlo.sharding` strings ----------===//
//
// Input: the text of one `mhlo.sharding` string. It goes through the
// parser of XLA's HloSharding syntax and, once parsed, through both ways
// the import maps a sharding onto a mesh (a mesh inferred from the tile
// assignment, and a given one); then, as the attribute of an argument,
// through the whole --osdp-shard pipeline.
//
//===----------------------------------------------------------------------===//

#include "FuzzSupport.h"
#include "MLIRInput.h"

#include "osdp/Sharding/GSPMDSharding.h"
#include "osdp/Transforms/Pipelines.h"

#include "mlir/Pass/PassManager.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/raw_ostream.h"

#include <string>

using namespace osdp;

static void mapOntoMeshes(const GSPMDSharding &sharding) {
  if (sharding.kind == GSPMDSharding::Kind::Tuple) {
    for (const GSPMDSharding &element : sharding.elements)
      mapOntoMeshes(element);
    return;
  }
  std::string error;
  int64_t rank = sharding.kind == GSPMDSharding::Kind::Tiled
                     ? sharding.getNumDataDims()
                     : 2;
  if (auto inferred = inferMeshForGSPMDSharding(sharding, "d", error))
    (void)mapGSPMDShardingToMesh(sharding, rank, *inferred, error);
  const MeshAxis given[] = {{"x", 2}, {"y", 4}};
  (void)mapGSPMDShardingToMesh(sharding, rank, given, error);
}

/// The input as the sharding of a function's argument and result, in a
/// program the pipeline shards on the mesh x=2,y=4.
static std::string makeProgram(llvm::StringRef sharding) {
  std::string quoted;
  llvm::raw_string_ostream os(quoted);
  llvm::printEscapedString(sharding, os);
  return "func.func @main(%arg0: tensor<8x16xf32> {mhlo.sharding = \"" +
         quoted + "\"}) -> (tensor<8x16xf32> {mhlo.sharding = \"" + quoted +
         "\"}) {\n"
         "  %0 = stablehlo.add %arg0, %arg0 : tensor<8x16xf32>\n"
         "  return %0 : tensor<8x16xf32>\n"
         "}\n";
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  llvm::StringRef text = fuzz::asText(data, size);
  std::string error;
  std::optional<GSPMDSharding> sharding = parseGSPMDSharding(text, error);
  if (!sharding)
    return 0;
  mapOntoMeshes(*sharding);

  auto context = fuzz::makeInputContext();
  auto module = fuzz::parseInput(makeProgram(text), *context);
  if (!module)
    return 0;
  ShardPipelineOptions options;
  options.mesh = "x=2,y=4";
  mlir::PassManager pm(context.get());
  buildShardPipeline(pm, options);
  (void)pm.run(*module);
  return 0;
}
