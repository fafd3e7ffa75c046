//===- PipelineStages.cpp - A step split into pipeline stages -------------===//

#include "osdp/Dialect/OSDP/IR/PipelineStages.h"

#include "osdp/Dialect/OSDP/IR/OSDPDialect.h"

#include "mlir/IR/Builders.h"

using namespace mlir;
using namespace osdp;

DictionaryAttr PipelineStages::toAttr(MLIRContext *context) const {
  Builder b(context);
  SmallVector<Attribute> functions;
  for (const StageFunction &stage : stages)
    functions.push_back(b.getDictionaryAttr(
        {b.getNamedAttr("function", stage.function),
         b.getNamedAttr("inputs", b.getDenseI64ArrayAttr(stage.inputs)),
         b.getNamedAttr("outputs", b.getDenseI64ArrayAttr(stage.outputs))}));
  return b.getDictionaryAttr(
      {b.getNamedAttr("axis", axis),
       b.getNamedAttr("functions", b.getArrayAttr(functions)),
       b.getNamedAttr("microbatches", b.getI64IntegerAttr(microbatches)),
       b.getNamedAttr("schedule", schedule)});
}

std::optional<PipelineStages> PipelineStages::fromAttr(Attribute attr) {
  auto dict = dyn_cast<DictionaryAttr>(attr);
  if (!dict)
    return std::nullopt;
  PipelineStages result;
  result.axis = dict.getAs<StringAttr>("axis");
  auto functions = dict.getAs<ArrayAttr>("functions");
  auto microbatches = dict.getAs<IntegerAttr>("microbatches");
  result.schedule = dict.getAs<StringAttr>("schedule");
  if (!result.axis || !functions || functions.empty() || !microbatches ||
      microbatches.getInt() < 1 || !result.schedule)
    return std::nullopt;
  result.microbatches = microbatches.getInt();
  for (Attribute entry : functions) {
    auto stageDict = dyn_cast<DictionaryAttr>(entry);
    if (!stageDict)
      return std::nullopt;
    auto function = stageDict.getAs<FlatSymbolRefAttr>("function");
    auto inputs = stageDict.getAs<DenseI64ArrayAttr>("inputs");
    auto outputs = stageDict.getAs<DenseI64ArrayAttr>("outputs");
    if (!function || !inputs || !outputs)
      return std::nullopt;
    result.stages.push_back({function, llvm::to_vector(inputs.asArrayRef()),
                             llvm::to_vector(outputs.asArrayRef())});
  }
  return result;
}

std::optional<PipelineStages> PipelineStages::of(ModuleOp module) {
  Attribute attr = module->getAttr(OSDPDialect::kStagesAttrName);
  return attr ? fromAttr(attr) : std::nullopt;
}

int64_t PipelineStages::numInputs() const {
  int64_t count = 0;
  for (const StageFunction &stage : stages)
    count += stage.inputs.size();
  return count;
}
