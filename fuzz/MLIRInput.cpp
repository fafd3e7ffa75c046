//===- MLIRInput.cpp - MLIR text as osdp-opt reads it ---------------------===//

#include "MLIRInput.h"

#include "osdp/Dialect/CHLO/IR/CHLO.h"
#include "osdp/Dialect/OSDP/IR/OSDPDialect.h"
#include "osdp/Dialect/OSDP/ShardingRules/ShardingRules.h"
#include "osdp/Dialect/SDY/IR/SDY.h"
#include "osdp/Dialect/StableHLO/IR/StableHLO.h"
#include "osdp/Tools/InputCheck.h"
#include "osdp/Transforms/Partition/PartitionOpInterface.h"

#include "mlir/Dialect/Func/Extensions/InlinerExtension.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/Parser/Parser.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;

/// osdp-opt's registry (osdp::registerAllDialects) less the upstream
/// dialects of the lowering, which no export contains: their parsers are
/// upstream MLIR's to fuzz.
static DialectRegistry makeInputRegistry() {
  DialectRegistry registry;
  registry.insert<func::FuncDialect, osdp::OSDPDialect, osdp::chlo::CHLODialect,
                  osdp::sdy::SdyDialect, osdp::stablehlo::StableHLODialect>();
  // The interfaces the pipeline reads: each op's sharding rule and how it
  // is partitioned, and inlining (the import inlines private helpers).
  osdp::registerShardingRuleModels(registry);
  osdp::registerCHLOShardingRuleModels(registry);
  osdp::registerStableHLOPartitionModels(registry);
  osdp::stablehlo::registerStableHLOInlinerInterface(registry);
  func::registerInlinerExtension(registry);
  return registry;
}

std::unique_ptr<MLIRContext> osdp::fuzz::makeInputContext() {
  static const DialectRegistry registry = makeInputRegistry();
  auto context =
      std::make_unique<MLIRContext>(registry, MLIRContext::Threading::DISABLED);
  context->getDiagEngine().registerHandler([](Diagnostic &) {});
  return context;
}

OwningOpRef<ModuleOp> osdp::fuzz::parseInput(llvm::StringRef text,
                                             MLIRContext &context) {
  llvm::raw_null_ostream discard;
  if (!osdp::checkTextualInput("input", text, discard))
    return nullptr;
  // The parser expects a NUL after the last byte: the copy adds one.
  llvm::SourceMgr sourceMgr;
  sourceMgr.AddNewSourceBuffer(llvm::MemoryBuffer::getMemBufferCopy(text),
                               llvm::SMLoc());
  return parseSourceFile<ModuleOp>(sourceMgr, ParserConfig(&context));
}
