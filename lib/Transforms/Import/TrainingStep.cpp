//===- TrainingStep.cpp - What the arguments of a training step are -------===//

#include "osdp/Transforms/Import/TrainingStep.h"

#include "osdp/Dialect/OSDP/IR/OSDPDialect.h"

#include "mlir/Transforms/RegionUtils.h"
#include "llvm/ADT/BitVector.h"
#include "llvm/ADT/DenseMap.h"

using namespace mlir;
using namespace osdp;

namespace {

/// For every value of the function's body, the arguments it depends on.
class ArgumentDependences {
public:
  explicit ArgumentDependences(func::FuncOp function)
      : numArguments(function.getNumArguments()) {
    for (BlockArgument argument : function.getArguments()) {
      llvm::BitVector bits(numArguments);
      bits.set(argument.getArgNumber());
      of[argument] = std::move(bits);
    }
    for (Operation &op : function.getBody().front())
      visit(op);
  }

  const llvm::BitVector &get(Value value) {
    auto it = of.find(value);
    if (it != of.end())
      return it->second;
    return of.try_emplace(value, numArguments).first->second;
  }

private:
  /// An op's results depend on everything its operands, and the values its
  /// regions read from outside, depend on.
  void visit(Operation &op) {
    llvm::BitVector bits(numArguments);
    for (Value operand : op.getOperands())
      bits |= get(operand);
    if (op.getNumRegions()) {
      llvm::SetVector<Value> captured;
      for (Region &region : op.getRegions())
        getUsedValuesDefinedAbove(region, captured);
      for (Value value : captured)
        bits |= get(value);
    }
    for (Value result : op.getResults())
      of[result] = bits;
  }

  unsigned numArguments;
  llvm::DenseMap<Value, llvm::BitVector> of;
};

bool isLoss(Type type) {
  auto tensor = dyn_cast<RankedTensorType>(type);
  return tensor && tensor.getRank() == 0 &&
         isa<FloatType>(tensor.getElementType());
}

/// The argument each result updates: the donated one, else the first
/// unclaimed argument of its type it depends on.
SmallVector<std::optional<unsigned>>
matchUpdates(func::FuncOp function, ArrayRef<Value> returned,
             ArgumentDependences &dependences) {
  unsigned numArguments = function.getNumArguments();
  SmallVector<std::optional<unsigned>> updates(returned.size());
  llvm::BitVector claimed(numArguments);
  for (unsigned i = 0; i < numArguments; ++i)
    if (auto alias =
            function.getArgAttrOfType<IntegerAttr>(i, "tf.aliasing_output")) {
      uint64_t j = alias.getValue().getZExtValue();
      if (j < returned.size() && !updates[j]) {
        updates[j] = i;
        claimed.set(i);
      }
    }
  for (auto [j, value] : llvm::enumerate(returned)) {
    if (updates[j] || isLoss(value.getType()))
      continue;
    const llvm::BitVector &depends = dependences.get(value);
    for (unsigned i : depends.set_bits())
      if (!claimed.test(i) &&
          function.getArgument(i).getType() == value.getType()) {
        updates[j] = i;
        claimed.set(i);
        break;
      }
  }
  return updates;
}

Role argumentRole(Type type, bool isState, bool lossDepends) {
  if (isState) {
    if (lossDepends)
      return Role::Parameter;
    return isa<FloatType>(getElementTypeOrSelf(type)) ? Role::OptimizerState
                                                      : Role::Other;
  }
  return lossDepends ? Role::Data : Role::Other;
}

} // namespace

std::optional<TrainingStep> osdp::analyzeTrainingStep(func::FuncOp function) {
  if (function.getBody().empty())
    return std::nullopt;
  auto ret =
      dyn_cast<func::ReturnOp>(function.getBody().front().getTerminator());
  if (!ret)
    return std::nullopt;
  SmallVector<Value> returned(ret.getOperands());
  TrainingStep step;
  for (auto [j, value] : llvm::enumerate(returned))
    if (isLoss(value.getType()))
      step.losses.push_back(j);
  if (step.losses.empty())
    return std::nullopt;

  ArgumentDependences dependences(function);
  step.updates = matchUpdates(function, returned, dependences);
  unsigned numArguments = function.getNumArguments();
  llvm::BitVector lossDepends(numArguments), state(numArguments);
  for (unsigned j : step.losses)
    lossDepends |= dependences.get(returned[j]);
  for (std::optional<unsigned> i : step.updates)
    if (i)
      state.set(*i);

  for (unsigned i = 0; i < numArguments; ++i) {
    auto given =
        function.getArgAttrOfType<RoleAttr>(i, OSDPDialect::kRoleAttrName);
    step.argumentRoles.push_back(
        given ? given.getValue()
              : argumentRole(function.getArgument(i).getType(), state.test(i),
                             lossDepends.test(i)));
  }
  for (auto [j, update] : llvm::enumerate(step.updates)) {
    auto given =
        function.getResultAttrOfType<RoleAttr>(j, OSDPDialect::kRoleAttrName);
    step.resultRoles.push_back(given    ? given.getValue()
                               : update ? step.argumentRoles[*update]
                                        : Role::Other);
  }
  return step;
}
