//===- InitAll.cpp - Register every dialect and pass of osdp --------------===//

#include "osdp/Analysis/Passes.h"
#include "osdp/InitAllDialects.h"

#include "osdp/Codegen/CPU/Passes.h"
#include "osdp/Codegen/Common/Passes.h"
#include "osdp/Codegen/GPU/Passes.h"
#include "osdp/Codegen/Pipelines.h"
#include "osdp/Conversion/Passes.h"
#include "osdp/Dialect/CHLO/IR/CHLO.h"
#include "osdp/Dialect/OSDP/IR/OSDPDialect.h"
#include "osdp/Dialect/OSDP/ShardingRules/ShardingRules.h"
#include "osdp/Dialect/SDY/IR/SDY.h"
#include "osdp/Dialect/StableHLO/IR/StableHLO.h"
#include "osdp/Target/Passes.h"
#include "osdp/Transforms/AutoShard/Passes.h"
#include "osdp/Transforms/Export/Passes.h"
#include "osdp/Transforms/Import/Passes.h"
#include "osdp/Transforms/Partition/PartitionOpInterface.h"
#include "osdp/Transforms/Partition/Passes.h"
#include "osdp/Transforms/Pipelines.h"
#include "osdp/Transforms/Propagation/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/Func/Extensions/InlinerExtension.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/Transforms/Passes.h"

void osdp::registerAllDialects(mlir::DialectRegistry &registry) {
  registry.insert<mlir::func::FuncDialect>();
  // What convert-stablehlo-to-linalg produces, and the buffers the CPU
  // compiler's later passes work on.
  registry.insert<mlir::arith::ArithDialect,
                  mlir::bufferization::BufferizationDialect,
                  mlir::linalg::LinalgDialect, mlir::math::MathDialect,
                  mlir::memref::MemRefDialect, mlir::scf::SCFDialect,
                  mlir::tensor::TensorDialect>();
  // The cuda target's kernels and their launches.
  registry.insert<mlir::gpu::GPUDialect>();
  registry.insert<osdp::OSDPDialect>();
  osdp::registerShardingRuleModels(registry);
  osdp::registerCHLOShardingRuleModels(registry);
  osdp::registerStableHLOPartitionModels(registry);
  registry.insert<osdp::chlo::CHLODialect, osdp::sdy::SdyDialect>();
  registry.insert<osdp::stablehlo::StableHLODialect>();
  osdp::stablehlo::registerStableHLOInlinerInterface(registry);
  mlir::func::registerInlinerExtension(registry);
}

void osdp::registerAllPasses() {
  // Upstream passes users combine with ours: --inline, --canonicalize, --cse,
  // --symbol-dce.
  mlir::registerTransformsPasses();
  osdp::registerTestPrintShardingRulePass();
  osdp::registerOSDPImportPasses();
  osdp::registerOSDPExportPasses();
  osdp::registerOSDPPropagationPasses();
  osdp::registerOSDPPartitionPasses();
  osdp::registerOSDPConversionPasses();
  osdp::registerOSDPCodegenCommonPasses();
  osdp::registerOSDPCodegenCPUPasses();
  osdp::registerOSDPCodegenGPUPasses();
  osdp::registerOSDPTargetPasses();
  osdp::registerCodegenPipelines();
  osdp::registerOSDPAnalysisPasses();
  osdp::registerShardPipeline();
  osdp::registerOSDPAutoShardPasses();
  osdp::registerAutoShardPipeline();
}
